/**
 * What a seat cannot see, drawn again (the contract's `resample`): the cards in other hands and in the
 * deck are those it cannot account for, dealt again at random with every count kept; the generator's
 * state is redrawn. The discard pile (traded cards) is face up and stays.
 */
import { freshRng, shuffleWith } from '../core/rng';
import type { Seat } from '../core/types';
import type { RiskState } from './types';

export function resample(s: RiskState, seat: Seat | null, random: () => number): RiskState {
  const pool = shuffleWith([...s.deck, ...s.hands.flatMap((h, i) => (i === seat ? [] : h))], random);
  let k = 0;
  const hands = s.hands.map((h, i) => (i === seat ? h : h.map(() => pool[k++])));
  const deck = s.deck.map(() => pool[k++]);
  return { ...s, hands, deck, rng: freshRng(random) };
}
