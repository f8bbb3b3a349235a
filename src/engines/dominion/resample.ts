/**
 * What a seat cannot see, drawn again (the contract's `resample`): every draw pile's order (your own
 * deck's contents are yours to know, its order is not), and, between decisions (nothing pending, no
 * instruction left), each other player's hand, draw pile and discard pile below its top card dealt again
 * from the cards they hold there (counts kept). While a decision is pending its instructions may name
 * cards in hand, so hands stay. The generator's state is redrawn.
 */
import { freshRng, shuffleWith } from '../core/rng';
import type { Seat } from '../core/types';
import type { DominionState } from './types';

export function resample(s: DominionState, seat: Seat | null, random: () => number): DominionState {
  // Once the game is over nothing is hidden but the order of the draw piles.
  const quiet = s.pending === null && s.stack.length === 0 && s.phase !== 'over';
  const players = s.players.map((p, i) => {
    if (i === seat || !quiet) return { ...p, deck: shuffleWith(p.deck, random) };
    const below = p.discard.slice(0, -1);
    const pool = shuffleWith([...p.hand, ...p.deck, ...below], random);
    const hand = pool.slice(0, p.hand.length);
    const deck = pool.slice(p.hand.length, p.hand.length + p.deck.length);
    const discard = [...pool.slice(p.hand.length + p.deck.length), ...p.discard.slice(-1)];
    return { ...p, hand, deck, discard };
  });
  return { ...s, players, rng: freshRng(random) };
}
