/**
 * The rules' version a game is played by (options `rules`). Games recorded before a ruling changed carry
 * no version (or a lower one) and replay as they were played, so their saves still load; new games from
 * the lobby carry `RULES`.
 *
 *   1 (issue 21): every attacked player gets the same Reaction window, holding a Reaction or not; Mint
 *     (1E) bought trashes the Treasures in play before it is gained (Royal Seal cannot topdeck it);
 *     Talisman never copies a card costing a Potion; Hoard (2E) is "this turn, when you gain a Victory
 *     card, if you bought it, gain a Gold" (2022); a decision answered by another player during someone's
 *     turn is a reveal when that turn goes on (what comes next shows the hidden hand: Clerk, Militia).
 */
import type { DominionState } from './types';

export const RULES = 1;

/** Whether the game is played by version `v` of the rules or later. */
export function rulesAt(s: DominionState, v: number): boolean {
  return (s.options.rules ?? 0) >= v;
}

/** Whether seat `p` ends its turns itself (options `endTurn`). */
export function endsOwnTurn(s: DominionState, p: number): boolean {
  return s.options.endTurn?.[p] === true;
}
