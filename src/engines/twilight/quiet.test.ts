/**
 * The engine's `quietApply` (Strong's playouts, the benches, `npm run simulate`) against `apply`: random
 * games compared move by move — the same results and states, an empty log.
 */
import { describe, expect, it } from 'vitest';
import { twilightEngine as E } from './engine';
import { actingSeats } from './legal';
import { carefulPick, seededRandom } from './testkit';

describe('quietApply', () => {
  it('decides exactly as apply, with an empty log (random games)', () => {
    for (const seed of [1, 2, 3, 4]) {
      const rand = seededRandom(seed * 7919);
      let s = E.setup(E.defaultOptions(2), 2, seed);
      for (let n = 0; n < 3000 && !s.outcome; n++) {
        const seats = actingSeats(s);
        const seat = seats[Math.floor(rand() * seats.length)];
        const move = carefulPick(s, seat, E.legalMoves(s, seat), rand);
        const a = E.apply(s, move, seat);
        const q = E.quietApply(s, move, seat);
        if (!a.ok || !q.ok) throw new Error(`legal move refused: ${JSON.stringify(move)}`);
        expect(q.log).toEqual([]);
        if (JSON.stringify(q.state) !== JSON.stringify(a.state)) expect(q.state).toEqual(a.state);
        s = a.state;
      }
    }
  }, 60_000);
});
