import { z } from 'zod';
import { randomPicks } from '../core/secretOrders';
import type { OrderSlot, Result, RuleError } from '../core/types';
import { err } from '../core/types';
import { quote, zodText } from '../core/zodText';
import { POWERS } from './types';
import type { PowerId } from './types';

/** A seat's orders for the phase, by power (classic and 5D Diplomacy, each in its own notation). */
export type SeatOrders = Readonly<Partial<Record<PowerId, readonly string[]>>>;

/** A move of either Diplomacy: a seat's orders with its draw vote, or a yes to a draw on its own. */
export type OrdersMove = { readonly kind: 'orders'; readonly orders: SeatOrders; readonly draw?: boolean } | { readonly kind: 'proposeDraw' };

/**
 * The orders of chosen picks (slot key → order; slot keys start with the power, "FRA:par"); a slot
 * left out takes its default, the first order it lists.
 */
export function composeSeatOrders(slots: readonly OrderSlot[], chosen: Readonly<Record<string, string>>): Partial<Record<PowerId, string[]>> {
  const orders: Partial<Record<PowerId, string[]>> = {};
  for (const s of slots) (orders[s.key.split(':')[0] as PowerId] ??= []).push(chosen[s.key] ?? s.orders[0]);
  return orders;
}

/**
 * Random legal orders, the one way both Diplomacies make them: a random order in every slot of
 * `orderSlots` (the random bots, `resample`, the property tests, the benchmarks).
 */
export function randomSeatOrders(slots: readonly OrderSlot[], random: () => number): Partial<Record<PowerId, string[]>> {
  return composeSeatOrders(slots, randomPicks(slots, random));
}

const ORDERS = z.partialRecord(z.enum(POWERS as readonly PowerId[] as [PowerId, ...PowerId[]]), z.array(z.string()));

/**
 * A move of either Diplomacy, as zod checks it: orders as lists of text per power with the seat's draw
 * vote (`draw`: yes or no, see ending.ts; absent: unsaid), or `proposeDraw`.
 */
export const ORDERS_MOVE = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('orders'), orders: ORDERS, draw: z.boolean().optional() }),
  z.object({ kind: z.literal('proposeDraw') }),
]);

/** Checks an untrusted move's shape; the orders themselves are read by the rules when the move is applied. */
export function parseOrdersMove(raw: unknown, game: string): Result<OrdersMove, RuleError<'bad-move'>> {
  const r = ORDERS_MOVE.safeParse(raw);
  if (!r.success) return err('bad-move', `Not a ${game} move: ${zodText(r.error, raw)}.`);
  return { ok: true, value: r.data as OrdersMove };
}

/**
 * The check every submitted order set passes before it is kept (classic and 5D), on a move parsed by
 * `parseOrdersMove`: each power is one the seat plays (`mine`), each order is text the game's notation
 * reads (`parse`). Null when it passes; the orders are judged against the board only when the phase resolves.
 */
export function checkSeatOrders(
  orders: SeatOrders,
  mine: readonly PowerId[],
  nameOf: (p: PowerId) => string,
  parse: (text: string) => Result<unknown, RuleError & { readonly part?: string }>,
): { ok: false; error: RuleError<'not-your-power' | 'bad-order'> } | null {
  for (const [p, list] of Object.entries(orders) as [PowerId, readonly string[]][]) {
    if (!mine.includes(p)) return err('not-your-power', `You do not play ${nameOf(p)}.`);
    for (const text of list) {
      const r = parse(text);
      if (!r.ok) return err('bad-order', `${nameOf(p)}: ${quote(text, 80)}: ${r.error.message}${r.error.part ? ` (at ${quote(r.error.part)})` : ''}`);
    }
  }
  return null;
}
