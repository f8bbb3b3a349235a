import type { Side, TwilightState } from '../../engines/twilight/types';
import { createDraft } from '../common/draft';

/** What the player has picked on the board or in the panel before a move is sent; shared by both. */
export interface Selection {
  /** The card chosen in the hand (for the headline or an action round). */
  readonly card: number | null;
  /** A coup target chosen on the map, waiting for the odds to be read and confirmed. */
  readonly target: string | null;
  /** The use whose targets the map previews while a card is chosen (influence / realign / coup). */
  readonly preview: 'influence' | 'realign' | 'coup' | null;
}

const selection = createDraft<Selection>({ card: null, target: null, preview: null });

/**
 * The decision a selection belongs to: the seat, the turn, the round and what is pending. Headlines
 * are chosen at once by both sides: the other side's choice arriving does not drop this one's.
 */
function keyOf(s: TwilightState, seat: Side | number | null): string {
  const p = s.pending;
  return `${seat}|${s.turn}|${s.round}|${p?.kind === 'headline' ? 'headline' : JSON.stringify(p)}`;
}

/** The selection for the pending decision of `seat` (empty once the decision changes). */
export function useSelection(s: TwilightState, seat: Side | number | null): Selection {
  return selection.use(keyOf(s, seat));
}

export function getSelection(s: TwilightState, seat: Side | number | null): Selection {
  return selection.get(keyOf(s, seat));
}

export function setSelection(s: TwilightState, seat: Side | number | null, patch: Partial<Selection>): void {
  selection.set(keyOf(s, seat), patch);
}

export function clearSelection(): void {
  selection.clear();
}
