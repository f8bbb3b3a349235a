/**
 * The Strong computer player: the core search (core/search.ts) with the Standard bot as playout
 * policy. It sees only its seat's view: the other hand, the draw pile and an unrevealed headline are
 * -1s there, so `determinize` first deals them from the cards the seat cannot account for (every card
 * of the game at this turn, less those in its hand, the discards, the removed cards, the cards in effect
 * or in play and the headlines it has seen), then lets the engine's `resample` redraw the rest.
 * Searched decisions: the headline and the choice of card and use each action round; every other
 * decision (each influence marker, event choices) is the Standard bot's.
 */
import { searchPolicy, type SearchBudget, type SearchGame } from '../core/search';
import type { BotPolicy, Seat } from '../core/types';
import { candidates as standardCandidates, standardPlayoutPolicy, standardPolicy } from './bot';
import { determinize } from './determinize';
import { twilightEngine as E } from './engine';
import { COUNTRIES, controls } from './map';

export { determinize };
import type { Side, TwilightMove, TwilightState } from './types';

/** How good a position is for `seat` (0…1): victory points, then battlegrounds held. */
export function evaluate(s: TwilightState, seat: Seat): number {
  const side = seat as Side;
  let x = side === 1 ? s.vp : -s.vp;
  for (let c = 0; c < COUNTRIES.length; c++) {
    if (!COUNTRIES[c].bg) continue;
    if (controls(s, side, c)) x += 0.6;
    else if (controls(s, (1 - side) as Side, c)) x -= 0.6;
  }
  return 1 / (1 + Math.exp(-x / 6));
}

/**
 * Playouts apply moves through the engine's `quietApply` (the same guard, rules and states as `apply`,
 * no log sentences: nobody reads a playout's log).
 */
export const TWILIGHT_SEARCH: SearchGame<TwilightState, TwilightMove> = {
  engine: { ...E, apply: E.quietApply },
  determinize,
  policy: standardPlayoutPolicy,
  evaluate,
};

/**
 * Strong, with a budget (default: 1.7 s of playouts, so a decision stays within 2 s; playouts of 60
 * decisions, the Standard bot's best 6 plays, less those its round look-ahead finds losing at DEFCON 2).
 * Decisions not searched are Standard's own (with its look-ahead); playouts use Standard without it.
 */
export function strongPolicy(budget: SearchBudget = { ms: 1700, depth: 60 }, candidates = 6): BotPolicy<TwilightState, TwilightMove> {
  const searched = (legal: readonly TwilightMove[]): boolean => legal[0].type === 'headline' || legal[0].type === 'play';
  const search = searchPolicy(TWILIGHT_SEARCH, budget, {
    candidates: (v, seat, legal, random) => standardCandidates(v, seat as Side, legal, random, candidates),
  });
  return (v, seat, legal, random) => (searched(legal) ? search(v, seat, legal, random) : standardPolicy(v, seat, legal, random));
}
