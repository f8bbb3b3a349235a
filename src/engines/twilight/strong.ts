/**
 * The Strong computer player: the core search (core/search.ts) with the Standard bot as playout
 * policy. It sees only its seat's view: the other hand, the draw pile and an unrevealed headline are
 * -1s there, so `determinize` first deals them from the cards the seat cannot account for (every card
 * of the game at this turn, less those in its hand, the discards, the removed cards, the cards in effect
 * or in play and the headlines it has seen), then lets the engine's `resample` redraw the rest.
 * Searched decisions: the headline and the choice of card and use each action round; every other
 * decision (each influence marker, event choices) is the Standard bot's.
 */
import { shuffleWith } from '../core/rng';
import { searchPolicy, type SearchBudget, type SearchGame } from '../core/search';
import type { BotPolicy, Seat } from '../core/types';
import { rankPlays, standardPolicy } from './bot';
import { CARD_DEFS } from './cards';
import { allCards, CHINA } from './cardinfo';
import { twilightEngine as E } from './engine';
import { canHeadline } from './headline';
import { COUNTRIES, controls } from './map';
import { resample } from './resample';
import type { Side, TwilightMove, TwilightState } from './types';

/** A full state consistent with `seat`'s view: the hidden cards dealt from those it cannot place. */
export function determinize(v: TwilightState, seat: Seat, random: () => number): TwilightState {
  const seen = new Set<number>([CHINA, ...v.discard, ...v.removed, ...v.limbo, ...v.inPlay]);
  for (const h of v.hands) for (const c of h) if (c > 0) seen.add(c);
  for (const c of v.headline) if (c > 0) seen.add(c);
  const unknown = shuffleWith(
    allCards(v.options, v.turn, (id) => id in CARD_DEFS).filter((c) => !seen.has(c)),
    random,
  );
  let k = 0;
  // Too few unknown cards (a card set aside by an event): the shortfall repeats the last ones.
  const next = (ok: (c: number) => boolean = () => true): number => {
    for (let i = k; i < unknown.length; i++) {
      if (ok(unknown[i])) {
        [unknown[k], unknown[i]] = [unknown[i], unknown[k]];
        return unknown[k++];
      }
    }
    return unknown.length > 0 ? unknown[Math.floor(random() * unknown.length)] : 1;
  };
  const headline = v.headline.map((c, i) => (i !== seat && !v.headlineRevealed && c === 0 ? next(canHeadline) : c));
  const hands = v.hands.map((h) => h.map((c) => (c < 0 ? next() : c)));
  const deck = v.deck.map((c) => (c < 0 ? next() : c));
  return resample({ ...v, hands, deck, headline }, seat, random);
}

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

export const TWILIGHT_SEARCH: SearchGame<TwilightState, TwilightMove> = { engine: E, determinize, policy: standardPolicy, evaluate };

/** Strong, with a budget (default: 2 s per decision, playouts of 60 decisions, the Standard bot's best 6 plays). */
export function strongPolicy(budget: SearchBudget = { ms: 2000, depth: 60 }, candidates = 6): BotPolicy<TwilightState, TwilightMove> {
  return searchPolicy(TWILIGHT_SEARCH, budget, {
    searchWhen: (_v, _seat, legal) => legal[0].type === 'headline' || legal[0].type === 'play',
    candidates: (v, seat, legal, random) => rankPlays(v, seat as Side, legal, random).slice(0, candidates),
  });
}
