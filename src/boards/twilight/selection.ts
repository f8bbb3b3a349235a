import { create } from 'zustand';
import type { TwilightMove } from '../../engines/twilight/types';

/** What the player has picked on the board or in the panel before a move is sent; shared by both. */
interface Selection {
  /** The card chosen in the hand (for the headline or an action round). */
  card: number | null;
  /** A coup target chosen on the map, waiting for the odds to be read and confirmed. */
  target: string | null;
  /** The use whose targets the map previews while a card is chosen (influence / realign / coup). */
  preview: 'influence' | 'realign' | 'coup' | null;
  /** A move held back by a warning until the player confirms it. */
  confirm: { move: TwilightMove; text: string } | null;
  set(p: Partial<Pick<Selection, 'card' | 'target' | 'preview' | 'confirm'>>): void;
  clear(): void;
}

export const useSelection = create<Selection>()((set) => ({
  card: null,
  target: null,
  preview: null,
  confirm: null,
  set: (p) => set(p),
  clear: () => set({ card: null, target: null, preview: null, confirm: null }),
}));
