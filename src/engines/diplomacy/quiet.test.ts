/**
 * The quiet apply (simulators, the bench, search playouts) against the engine's own `apply`, for both
 * Diplomacies (one kit): random games — random legal orders in every slot, draw votes and proposals now
 * and then, moves by seats that may not make them — compared move by move.
 */
import { describe, expect, it } from 'vitest';
import type { Engine, Seat } from '../core/types';
import { seededRandom } from '../core/testkit';
import { diplomacyEngine } from './engine';
import { diplomacy5dEngine } from '../diplomacy5d/engine';
import { randomSeatOrders, type OrdersMove } from './moves';

function compare<S extends { rng: readonly number[]; epoch: number }>(E: Engine<S, OrdersMove>, options: (seats: number) => unknown, seed: number, moves: number): void {
  const random = seededRandom(seed);
  const seats = 2 + (seed % 6);
  const parsed = E.parseOptions(options(seats), seats);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let s = E.setup(parsed.value, seats, seed);
  for (let n = 0; n < moves && !E.outcome(s); n++) {
    const owed = E.prompt(s).seats;
    // Now and then a seat that owes nothing, or a second yes to a draw: refused alike.
    const seat: Seat = n % 7 === 3 ? (owed[0] + 1) % seats : owed[Math.floor(random() * owed.length)];
    const r = random();
    const move: OrdersMove = r < 0.04 ? { kind: 'proposeDraw' } : { kind: 'orders', orders: randomSeatOrders(E.orderSlots!(s, seat), random), ...(r < 0.08 ? { draw: true } : {}) };
    const a = E.apply(s, move, seat);
    const q = E.quietApply(s, move, seat);
    expect(q.ok).toBe(a.ok);
    if (!a.ok || !q.ok) {
      expect(q).toEqual(a);
      continue;
    }
    expect(q.log).toEqual([]);
    if (JSON.stringify(q.state) !== JSON.stringify(a.state)) expect(q.state).toEqual(a.state);
    s = a.state;
  }
}

describe('quietApply of both Diplomacies', () => {
  it('classic: accepts, refuses and decides exactly as apply, with an empty log', () => {
    for (let seed = 1; seed <= 6; seed++) compare(diplomacyEngine, (n) => ({ ...diplomacyEngine.defaultOptions(n), ...(seed % 2 ? { lastYear: 1903 } : {}) }), seed, 300);
  }, 60_000);

  it('5D, under each rule set: accepts, refuses and decides exactly as apply, with an empty log', () => {
    for (let seed = 1; seed <= 3; seed++) compare(diplomacy5dEngine, (n) => ({ ...diplomacy5dEngine.defaultOptions(n), rules: (['B', 'A-loose', 'A-strict'] as const)[seed % 3], lastYear: 1902 }), seed, 60);
  }, 120_000);
});
