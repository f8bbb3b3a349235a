/**
 * Order entry on the 5D board by clicks and taps, as a pure state machine (no React, no Konva):
 * pick one of your units on a head board, choose what it does (move, support, convoy, hold), then
 * for a support or convoy the unit helped (on any board) and where that unit goes (board and
 * province). Every order given this way is one of the engine's legal orders for the unit; the
 * places to highlight are read from that list, so the board holds no rules.
 *
 * A place is keyed `tl:turn:province` (the coast left out: a click names a province; when several
 * legal orders fit one click — two coasts, by land or by convoy — the player is asked which).
 */
import type { Geography } from '../../engines/diplomacy/map/geography';
import { parseOrder5 } from '../../engines/diplomacy5d/notation';
import type { MOrder, MPlace } from '../../engines/diplomacy5d/types';

export type Mode = 'move' | 'support' | 'convoy';

/** One legal order of a slot, with its parsed form. */
export interface Choice {
  readonly text: string;
  readonly order: MOrder;
}

/** A unit (or build) the seat orders, read for the board: where it stands and its legal orders. */
export interface EntrySlot {
  readonly key: string;
  /** The unit's place key, or null for a build. */
  readonly at: string | null;
  readonly choices: readonly Choice[];
  /** The default order (hold, disband, waive): the first legal order. */
  readonly first: string;
}

/** What is picked: the unit, what the next click means, the helped unit, or the orders to choose between. */
export interface Entry {
  readonly slot: string | null;
  readonly mode: Mode;
  /** Support / convoy: the place key of the unit helped, once picked. */
  readonly other: string | null;
  /** Several legal orders fit the last click: the player chooses one. */
  readonly pick: readonly string[] | null;
}

export const IDLE: Entry = { slot: null, mode: 'move', other: null, pick: null };

/** What a click does: the next entry state, and the order it gives, if any. */
export interface Step {
  readonly entry: Entry;
  readonly set?: { readonly key: string; readonly text: string };
}

export const placeKey = (p: Pick<MPlace, 'tl' | 'turn' | 'province'>): string => `${p.tl}:${p.turn}:${p.province}`;

/** The slots of the engine's `orderSlots` with their orders parsed (orders that do not parse are left out). */
export function entrySlots(slots: readonly { key: string; orders: readonly string[] }[], geo: Geography, headOf: (tl: number) => number): EntrySlot[] {
  return slots.map((s) => {
    const choices = s.orders.flatMap((text) => {
      const r = parseOrder5(text, geo, headOf);
      return r.ok ? [{ text, order: r.value }] : [];
    });
    const o = choices[0]?.order;
    const at = o && 'unit' in o ? placeKey(o.unit) : null;
    return { key: s.key, at, choices, first: s.orders[0] ?? '' };
  });
}

/** Where an order sends its unit (move, retreat), or where the helped unit goes (support: itself for a hold). */
const destOf = (o: MOrder): string | null => {
  switch (o.kind) {
    case 'move':
    case 'retreat':
      return placeKey(o.to);
    case 'support':
      return placeKey(o.to ?? o.target);
    case 'convoy':
      return placeKey(o.to);
    default:
      return null;
  }
};

const moveKinds = new Set(['move', 'retreat']);
const fits = (c: Choice, mode: Mode) => (mode === 'move' ? moveKinds.has(c.order.kind) : c.order.kind === mode);
const otherOf = (o: MOrder): string | null => (o.kind === 'support' || o.kind === 'convoy' ? placeKey(o.target) : null);

/** The kinds of order the slot has besides holding: the buttons of the action bar that do something. */
export function kindsOf(slot: EntrySlot): Set<Mode> {
  const out = new Set<Mode>();
  for (const c of slot.choices) for (const m of ['move', 'support', 'convoy'] as const) if (fits(c, m)) out.add(m);
  return out;
}

/** The places a click may pick now: destinations (move), the units that may be helped, or where the helped unit goes. */
export function targetsOf(slot: EntrySlot, e: Entry): Set<string> {
  const out = new Set<string>();
  for (const c of slot.choices) {
    if (!fits(c, e.mode)) continue;
    if (e.mode === 'move') out.add(destOf(c.order)!);
    else if (e.other === null) out.add(otherOf(c.order)!);
    else if (otherOf(c.order) === e.other) out.add(destOf(c.order)!);
  }
  return out;
}

/** The orders of the slot that a click on `at` gives now. */
function ordersAt(slot: EntrySlot, e: Entry, at: string): string[] {
  return slot.choices.filter((c) => fits(c, e.mode) && (e.mode === 'move' || otherOf(c.order) === e.other) && destOf(c.order) === at).map((c) => c.text);
}

/** A click (or tap) on province place `at` (`tl:turn:province`). */
export function click(slots: readonly EntrySlot[], e: Entry, at: string): Step {
  const own = slots.find((s) => s.at === at);
  const slot = slots.find((s) => s.key === e.slot);
  if (!slot) return { entry: own ? { ...IDLE, slot: own.key } : IDLE };
  if (e.mode === 'move') {
    // The unit itself again: it holds (in a retreat: it disbands).
    if (at === slot.at) return { entry: IDLE, set: { key: slot.key, text: slot.first } };
    const list = ordersAt(slot, e, at);
    if (list.length === 1) return { entry: IDLE, set: { key: slot.key, text: list[0] } };
    if (list.length > 1) return { entry: { ...e, pick: list } };
    // Another of your units: pick it instead; anything else leaves the pick as it is.
    return { entry: own ? { ...IDLE, slot: own.key } : { ...e, pick: null } };
  }
  const helped = targetsOf(slot, { ...e, other: null });
  if (e.other === null) return { entry: helped.has(at) ? { ...e, other: at, pick: null } : { ...e, pick: null } };
  const list = ordersAt(slot, e, at);
  if (list.length === 1) return { entry: IDLE, set: { key: slot.key, text: list[0] } };
  if (list.length > 1) return { entry: { ...e, pick: list } };
  // Not a destination of the helped unit, but another unit that may be helped: help that one instead.
  return { entry: helped.has(at) ? { ...e, other: at, pick: null } : { ...e, pick: null } };
}

/** The action bar: a kind of order for the picked unit (the helped unit forgotten). */
export function chooseMode(e: Entry, mode: Mode): Entry {
  return e.slot === null ? e : { ...e, mode, other: null, pick: null };
}

/** The action bar's Hold (or, in a retreat, Disband): the slot's default order. */
export function hold(slots: readonly EntrySlot[], e: Entry): Step {
  const slot = slots.find((s) => s.key === e.slot);
  return slot ? { entry: IDLE, set: { key: slot.key, text: slot.first } } : { entry: e };
}

/** One of the orders offered after an ambiguous click. */
export function choose(e: Entry, text: string): Step {
  return e.slot !== null && e.pick?.includes(text) ? { entry: IDLE, set: { key: e.slot, text } } : { entry: e };
}

/** A sentence telling what the next click does. */
export function hintOf(e: Entry, slot: EntrySlot | undefined): string {
  if (!slot) return 'Click or tap one of your units on a head board (gold frame), then what it does; or choose below.';
  if (e.pick) return 'Several orders fit: choose one.';
  if (e.mode === 'move') return 'Click where it goes (on this board or another), or the unit again to hold.';
  const what = e.mode === 'support' ? 'support' : 'convoy';
  if (e.other === null) return `Click the unit to ${what} (on any board).`;
  return e.mode === 'support' ? 'Click where that unit goes (board and province), or it again to support it holding.' : 'Click where the army lands (board and province).';
}
