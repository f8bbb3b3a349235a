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

  it('refuses exactly as apply: the same code and sentence for moves that do not fit (random games)', () => {
    const misfits = [
      { type: 'pass' },
      { type: 'pick', choice: 'nowhere' },
      { type: 'stop' },
      { type: 'play', card: 6, use: 'event' },
      { type: 'headline', card: 1 },
      { type: 'coup', country: 'cuba' },
      { kind: 'garbage' },
    ];
    for (const seed of [5, 6]) {
      const rand = seededRandom(seed);
      let s = E.setup(E.defaultOptions(2), 2, seed);
      for (let n = 0; n < 3000 && !s.outcome; n++) {
        const seat = actingSeats(s)[0];
        for (const m of misfits) {
          for (const who of [seat, 1 - seat]) {
            const a = E.apply(s, m as never, who);
            const q = E.quietApply(s, m as never, who);
            expect(q.ok ? q.state : q.error).toEqual(a.ok ? a.state : a.error);
          }
        }
        const r = E.apply(s, carefulPick(s, seat, E.legalMoves(s, seat), rand), seat);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
  }, 120_000);
});
