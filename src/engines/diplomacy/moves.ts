import { randomPicks } from '../core/secretOrders';
import type { OrderSlot, Result, RuleError } from '../core/types';
import { err } from '../core/types';
import { quote } from '../core/zodText';
import { readVote } from './ending';
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

/** A random legal order in every slot (what `resample` puts in place of another seat's hidden orders). */
export function randomSeatOrders(slots: readonly OrderSlot[], random: () => number): Partial<Record<PowerId, string[]>> {
  return composeSeatOrders(slots, randomPicks(slots, random));
}

/**
 * Checks an untrusted move: orders as lists of text per power with the seat's draw vote (`draw`: yes
 * or no, see ending.ts), or `proposeDraw`. The orders themselves are read by the rules when the move
 * is applied.
 */
export function parseOrdersMove(raw: unknown, game: string): Result<OrdersMove> {
  const bad = (message: string) => ({ ok: false as const, error: { code: 'bad-move', message } });
  if (!raw || typeof raw !== 'object') return bad(`Not a ${game} move.`);
  const m = raw as { kind?: unknown; orders?: unknown };
  if (m.kind === 'proposeDraw') return { ok: true, value: { kind: 'proposeDraw' } };
  if (m.kind !== 'orders' || !m.orders || typeof m.orders !== 'object' || Array.isArray(m.orders)) return bad(`Not a ${game} move.`);
  const vote = readVote(raw);
  if (!vote.ok) return bad(vote.message);
  const orders: Partial<Record<PowerId, string[]>> = {};
  for (const [p, list] of Object.entries(m.orders as object)) {
    if (!POWERS.includes(p as PowerId)) return bad(`There is no power ${quote(p)}.`);
    if (!Array.isArray(list) || list.some((o) => typeof o !== 'string')) return bad(`The orders of ${p} must be a list of text.`);
    orders[p as PowerId] = [...(list as string[])];
  }
  return { ok: true, value: vote.value === undefined ? { kind: 'orders', orders } : { kind: 'orders', orders, draw: vote.value } };
}

/**
 * The check every submitted order set passes before it is kept (classic and 5D): each power is one
 * the seat plays (`mine`), each order is text the game's notation reads (`parse`). Null when it
 * passes; the orders are judged against the board only when the phase resolves.
 */
export function checkSeatOrders(orders: SeatOrders, mine: readonly PowerId[], nameOf: (p: PowerId) => string, parse: (text: string) => Result<unknown, RuleError & { readonly part?: string }>): { ok: false; error: RuleError } | null {
  if (!orders || typeof orders !== 'object') return err('bad-move', 'Orders must be given per power.');
  for (const [p, list] of Object.entries(orders)) {
    if (!mine.includes(p as PowerId)) return err('not-your-power', `You do not play ${POWERS.includes(p as PowerId) ? nameOf(p as PowerId) : quote(p)}.`);
    if (!Array.isArray(list)) return err('bad-move', `The orders of ${nameOf(p as PowerId)} must be a list.`);
    for (const text of list as unknown[]) {
      if (typeof text !== 'string') return err('bad-move', `The orders of ${nameOf(p as PowerId)} must be text.`);
      const r = parse(text);
      if (!r.ok) return err('bad-order', `${nameOf(p as PowerId)}: ${quote(text, 80)}: ${r.error.message}${r.error.part ? ` (at ${quote(r.error.part)})` : ''}`);
    }
  }
  return null;
}
