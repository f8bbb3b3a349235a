/**
 * The quiet apply (simulators, the bench, search playouts) and the move sampler (random play) against
 * the engine's own `apply` and `legalMoves`: random games with every option, compared move by move.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { riskEngine as E } from './engine';
import { actingSeat } from './legal';
import { legalMoveAt, legalMoveCount, randomLegalMove } from './sample';
import { optionsArb } from './testkit';
import { seededRandom } from '../core/testkit';
import type { RiskMove, RiskOptions, RiskState } from './types';

const seedArb = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const seatsArb = fc.integer({ min: 2, max: 6 });
const anyOptions = optionsArb(fc.constantFrom('escalating', 'fixed'), fc.constantFrom<RiskOptions['victory'][]>('world', 'missions', 'capitals'));

function setup(raw: unknown, seats: number, seed: number): RiskState {
  const parsed = E.parseOptions(raw, seats);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return E.setup(parsed.value, seats, seed);
}

describe('quietApply', () => {
  it('accepts, refuses and decides exactly as apply, with an empty log (random games, any options)', () => {
    fc.assert(
      fc.property(seedArb, seatsArb, anyOptions, (seed, seats, raw) => {
        const rand = seededRandom(seed);
        let s = setup(raw, seats, seed);
        let earlier: RiskMove[] = [];
        for (let n = 0; n < 1000 && !E.outcome(s); n++) {
          const seat = actingSeat(s);
          const legal = E.legalMoves(s, seat);
          // Now and then a move that may be refused: one from an earlier decision, or by the wrong seat.
          if (n % 5 === 2 && earlier.length > 0) {
            const stale = earlier[Math.floor(rand() * earlier.length)];
            const by = n % 2 === 0 ? seat : (seat + 1) % seats;
            const a = E.apply(s, stale, by);
            const q = E.quietApply(s, stale, by);
            expect(q.ok).toBe(a.ok);
            if (!a.ok || !q.ok) expect(q).toEqual(a);
            else expect(q.state).toEqual(a.state);
          }
          const move = legal[Math.floor(rand() * legal.length)];
          const a = E.apply(s, move, seat);
          const q = E.quietApply(s, move, seat);
          if (!a.ok || !q.ok) throw new Error(`legal move refused: ${JSON.stringify(move)}`);
          expect(a.log.length).toBeGreaterThan(0);
          expect(q.log).toEqual([]);
          // States are plain JSON: equal strings are equal states (the deep comparison only to show a difference).
          if (JSON.stringify(q.state) !== JSON.stringify(a.state)) expect(q.state).toEqual(a.state);
          earlier = legal;
          s = a.state;
        }
      }),
      { numRuns: 15 },
    );
  }, 60_000);
});

describe('legalMoveCount / legalMoveAt / randomLegalMove', () => {
  it('give legalMoves(state, seat).length and legalMoves(state, seat)[i] at every decision (random games, any options)', () => {
    const phases = new Set<string>();
    fc.assert(
      fc.property(seedArb, seatsArb, anyOptions, (seed, seats, raw) => {
        const rand = seededRandom(seed);
        let s = setup(raw, seats, seed);
        for (let n = 0; n < 700 && !E.outcome(s); n++) {
          const seat = actingSeat(s);
          const legal = E.legalMoves(s, seat);
          phases.add(s.phase);
          expect(legalMoveCount(s, seat)).toBe(legal.length);
          expect(legalMoveCount(s, (seat + 1) % seats)).toBe(0);
          const picks = legal.length <= 20 ? legal.map((_, i) => i) : Array.from({ length: 8 }, () => Math.floor(rand() * legal.length));
          for (const i of picks) expect(legalMoveAt(s, seat, i)).toEqual(legal[i]);
          expect(legalMoveAt(s, seat, legal.length)).toBeNull();
          expect(legalMoveAt(s, seat, -1)).toBeNull();
          // One draw picks legalMoves[⌊draw × count⌋].
          const u = rand();
          expect(randomLegalMove(s, seat, () => u)).toEqual(legal[Math.floor(u * legal.length)]);
          const r = E.quietApply(s, legal[Math.floor(rand() * legal.length)], seat);
          if (!r.ok) throw new Error(r.error.message);
          s = r.state;
        }
      }),
      { numRuns: 12 },
    );
    // The runs went through every phase of a turn (trading included).
    for (const p of ['place', 'trade', 'attack', 'capture', 'fortify']) expect(phases).toContain(p);
  }, 60_000);
});
