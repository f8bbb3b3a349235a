import { create } from 'zustand';
import type { TerritoryId } from '../../engines/risk/map';

/** What the player has picked on the board or in the panel, before the move is sent. */
interface Selection {
  from: TerritoryId | null;
  to: TerritoryId | null;
  set(p: Partial<Pick<Selection, 'from' | 'to'>>): void;
  clear(): void;
}

export const useSelection = create<Selection>()((set) => ({
  from: null,
  to: null,
  set: (p) => set(p),
  clear: () => set({ from: null, to: null }),
}));
