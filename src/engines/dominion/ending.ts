/**
 * Why a game ends, in words: for the end screen and the log (the reason the game ended), and for the
 * board's confirmation before a buy that ends the game. Pure functions of the state (the Supply counts).
 */
import { COLONY, NAME, PROVINCE } from './cards';
import type { DominionState } from './types';

const and = (xs: readonly string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

/** How many empty piles end the game (3, or 4 with 5–6 players). */
export const pilesToEnd = (s: DominionState): number => (s.seats >= 5 ? 4 : 3);

/**
 * Why the game ends with these Supply counts, or null when it does not: "The Province pile is empty.",
 * "The Colony pile is empty.", or "Three Supply piles are empty: Curse, Estate and Village."
 */
export function endReasonOf(s: DominionState, supply: readonly number[]): string | null {
  const gone: string[] = [];
  for (const c of [PROVINCE, COLONY]) {
    const k = s.piles.indexOf(c);
    if (k >= 0 && supply[k] === 0) gone.push(NAME[c]);
  }
  if (gone.length) return `The ${and(gone)} pile${gone.length > 1 ? 's are' : ' is'} empty.`;
  const empty = s.piles.filter((_, k) => supply[k] === 0).map((c) => NAME[c]);
  const need = pilesToEnd(s);
  if (empty.length < need) return null;
  return `${empty.length === 3 ? 'Three' : empty.length === 4 ? 'Four' : String(empty.length)} Supply piles are empty: ${and(empty)}.`;
}

/** Why the game ended (once over), or would end at the end of this turn; null when it does not. */
export function endReason(s: DominionState): string | null {
  return endReasonOf(s, s.supply);
}

/**
 * Whether buying `card` now makes the game end at the end of this turn when it would not have before,
 * and why ("it takes the last Province."; "it takes the last Village, and then three Supply piles are
 * empty: Curse, Cellar and Village."); null otherwise. Counts the bought
 * card only (gains it brings along, Hoard's Gold or Talisman's copy, are not foreseen).
 */
export function buyEndsGame(s: DominionState, card: number): string | null {
  const k = s.piles.indexOf(card);
  if (k < 0 || s.supply[k] <= 0 || endReason(s) !== null) return null;
  const after = s.supply.slice();
  after[k]--;
  const why = endReasonOf(s, after);
  if (!why) return null;
  if (card === PROVINCE || card === COLONY) return `it takes the last ${NAME[card]}.`;
  return `it takes the last ${NAME[card]}, and then ${why.charAt(0).toLowerCase()}${why.slice(1)}`;
}
