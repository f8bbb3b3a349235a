import { freshRng } from './rng';
import type { OrderSlot, Seat } from './types';

/**
 * Simultaneous secret orders (Diplomacy, 5D Diplomacy): each seat's submitted orders wait in
 * `pending`, keyed by seat, until the phase resolves and they all become public at once.
 */
export interface SecretOrders<P> {
  readonly rng: readonly number[];
  readonly pending: Readonly<Record<string, P>>;
}

/** The contract's `view`: the seat's own pending orders only (none for the public), and never the generator's state. */
export function hideOrders<S extends SecretOrders<unknown>>(state: S, seat: Seat | null): S {
  const own = seat !== null ? state.pending[String(seat)] : undefined;
  return { ...state, rng: [], pending: own ? { [String(seat)]: own } : {} };
}

/** One random order in every slot (slot key → order). */
export function randomPicks(slots: readonly OrderSlot[], random: () => number): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const slot of slots) chosen[slot.key] = slot.orders[Math.floor(random() * slot.orders.length)];
  return chosen;
}

/**
 * The contract's `resample`: what `seat` cannot see, drawn again. Every other seat's pending orders
 * are replaced by `redraw(other)` (random legal orders of theirs: `randomPicks` over its order
 * slots); the generator's state is drawn afresh.
 */
export function resampleOrders<S extends SecretOrders<P>, P>(state: S, seat: Seat | null, random: () => number, redraw: (other: Seat) => P): S {
  const pending: Record<string, P> = {};
  for (const key of Object.keys(state.pending)) pending[key] = Number(key) === seat ? state.pending[key] : redraw(Number(key));
  return { ...state, pending, rng: freshRng(random) };
}
