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
 *   2 (issue 23, Hinterlands): a gainer with several effects on one gain resolves them in the order they
 *     choose (cards/gains.ts `gainEffects`; Cauldron's Curses and Nomads' +$2 first); on a turn not the
 *     gainer's own, the Watchtower / Trader question is asked whenever one is in the game, holding it or
 *     not (1E Trader's "instead" likewise); Watchtower's question is private; the others' Fool's Gold
 *     windows come in turn order from the player whose turn it is.
 */
import type { DominionState } from './types';

export const RULES = 2;

/** The rules' version of a game's options: absent means today's (a recorded game's absence is read as 0 by `recordedOptions`). */
export function rulesOf(options: { readonly rules?: number }): number {
  return options.rules ?? RULES;
}

/** Whether the game is played by version `v` of the rules or later. */
export function rulesAt(s: DominionState, v: number): boolean {
  return rulesOf(s.options) >= v;
}

/**
 * The options of a recorded game (a save, a stored game, the fixture) as the engine reads them: a game
 * recorded before the `rules` field existed was played by the rules before version 1.
 */
export function recordedOptions(options: unknown): unknown {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return options;
  return 'rules' in options ? options : { ...options, rules: 0 };
}

/** Whether seat `p` ends its turns itself (options `endTurn`). */
export function endsOwnTurn(s: DominionState, p: number): boolean {
  return s.options.endTurn?.[p] === true;
}
