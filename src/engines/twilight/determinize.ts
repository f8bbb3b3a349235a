/**
 * A full state consistent with what a seat sees: its view hides the other hand, the draw pile and an
 * unrevealed headline as -1s (0 for a headline), so they are dealt from the cards it cannot account for
 * (every card of the game at this turn, less those in its hand, the discards, the removed cards, the
 * cards in effect or in play and the headlines it has seen); then the engine's `resample` redraws the
 * rest (the generator). The cards are dealt by core's `hiddenDealer`. Used by the Strong bot's search and the Standard bot's one-move look-ahead.
 */
import { hiddenDealer } from '../core/determinize';
import type { Seat } from '../core/types';
import { CARD_DEFS } from './cards';
import { allCards, CHINA } from './cardinfo';
import { canHeadline } from './headline';
import { resample } from './resample';
import type { TwilightState } from './types';

export function determinize(v: TwilightState, seat: Seat, random: () => number): TwilightState {
  const seen = new Set<number>([CHINA, ...v.discard, ...v.removed, ...v.limbo, ...v.inPlay]);
  for (const h of v.hands) for (const c of h) if (c > 0) seen.add(c);
  for (const c of v.headline) if (c > 0) seen.add(c);
  // Too few unknown cards (a card set aside by an event): the shortfall repeats unknown ones at random.
  const next = hiddenDealer(
    allCards(v.options, v.turn, (id) => id in CARD_DEFS),
    seen,
    random,
    1,
  );
  const headline = v.headline.map((c, i) => (i !== seat && !v.headlineRevealed && c === 0 ? next(canHeadline) : c));
  const hands = v.hands.map((h) => h.map((c) => (c < 0 ? next() : c)));
  const deck = v.deck.map((c) => (c < 0 ? next() : c));
  return resample({ ...v, hands, deck, headline }, seat, random);
}
