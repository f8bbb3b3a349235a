/**
 * Diplomacy's testkit, on core's (core/testkit.ts): `play(state, seat, move)` (a move that must be
 * legal; the state is deep-frozen first) and `rejects(state, seat, move, code?)`, through the engine's
 * `apply`; positions made to order (`unit`, `boardWith`); and `compareQuiet`, either Diplomacy's
 * `quietApply` against its `apply` on a random game (5D's tests use it too).
 */
import { expect } from 'vitest';
import { seededRandom, testkit } from '../core/testkit';
import type { Engine, Seat } from '../core/types';
import { randomSeatOrders, type OrdersMove } from './moves';
import { initialBoard, sortUnits } from './board';
import { diplomacyEngine } from './engine';
import { geographyOf } from './map/variant';
import type { Board, PowerId, Unit } from './types';

export const { play, rejects } = testkit(diplomacyEngine);

/** "ENG F nth" → a unit. */
export function unit(spec: string): Unit {
  const [power, type, loc] = spec.split(' ');
  return { power: power as PowerId, type: type as Unit['type'], loc };
}

/** A board with these units (home centres owned unless `centres` says otherwise). */
export function boardWith(specs: readonly string[], over: Partial<Board> = {}): Board {
  return { ...initialBoard(geographyOf('standard')), units: sortUnits(specs.map(unit)), ...over };
}

/**
 * A random game of either Diplomacy — random legal orders in every slot, draw votes and proposals now and
 * then, moves by seats that owe none — with `quietApply` compared to `apply` at every move.
 */
export function compareQuiet<S extends { rng: readonly number[]; epoch: number }>(
  E: Engine<S, OrdersMove>,
  options: (seats: number) => unknown,
  seed: number,
  moves: number,
): void {
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
    const move: OrdersMove =
      r < 0.04 ? { kind: 'proposeDraw' } : { kind: 'orders', orders: randomSeatOrders(E.orderSlots!(s, seat), random), ...(r < 0.08 ? { draw: true } : {}) };
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
