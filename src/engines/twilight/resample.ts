/**
 * What a seat cannot see, drawn again (the contract's `resample`): the other side's hand, the draw pile
 * and the other side's unrevealed headline are dealt again from the cards it cannot account for (counts
 * kept; a headline is a card that may be headlined); the generator's state is redrawn. While the other
 * side answers a secret pick from its hand, that hand stays (the pick's options name its cards) and only
 * the draw pile is reshuffled.
 */
import { freshRng, shuffleWith } from '../core/rng';
import type { Seat } from '../core/types';
import { canHeadline, revealedFirst } from './headline';
import type { TwilightState } from './types';

export function resample(s: TwilightState, seat: Seat | null, random: () => number): TwilightState {
  const hands = s.hands.map((h) => h.slice());
  const headline = s.headline.slice();
  let pending = s.pending;
  let deck = s.deck.slice();
  for (const o of [0, 1] as const) {
    if (o === seat) continue;
    const p = s.pending;
    const busy = p !== null && p.kind === 'pick' && p.seat === o;
    if (busy) continue;
    const hiddenHeadline = !s.headlineRevealed && headline[o] >= 0 && !revealedFirst(s, o);
    const pool = shuffleWith([...hands[o], ...deck, ...(hiddenHeadline ? [headline[o]] : [])], random);
    if (hiddenHeadline) {
      const k = pool.findIndex(canHeadline);
      const [card] = pool.splice(k < 0 ? 0 : k, 1);
      headline[o] = card;
      const answers = (pending as { answers?: Record<number, unknown> } | null)?.answers;
      if (pending && answers && answers[o] !== undefined) pending = { ...pending, answers: { ...answers, [o]: card } } as typeof pending;
    }
    hands[o] = pool.slice(0, hands[o].length);
    deck = pool.slice(hands[o].length);
  }
  return { ...s, hands, deck: shuffleWith(deck, random), headline, pending, rng: freshRng(random) };
}
