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
  /** The unit's place key, or null for a build or a disband owed (a choice among units). */
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
  /** Several orders at once (disbands chosen on a Winter board). */
  readonly sets?: Readonly<Record<string, string>>;
}

export const placeKey = (p: Pick<MPlace, 'tl' | 'turn' | 'province'>): string => `${p.tl}:${p.turn}:${p.province}`;

/** The slots of the engine's `orderSlots` with their orders parsed (orders that do not parse are left out). */
export function entrySlots(slots: readonly { key: string; orders: readonly string[] }[], geo: Geography, headOf: (tl: number) => number): EntrySlot[] {
  return slots.map((s) => {
    const choices = s.orders.flatMap((text) => {
      const r = parseOrder5(text, geo, headOf);
      return r.ok ? [{ text, order: r.value }] : [];
    });
    // A unit's slot: every order names that unit (a slot of disbands owed names several: it has none).
    const units = new Set(choices.map((c) => ('unit' in c.order ? placeKey(c.order.unit) : '')));
    const at = units.size === 1 && !units.has('') ? [...units][0] : null;
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

const buildAt = (c: Choice) => (c.order.kind === 'build' ? placeKey(c.order.at) : null);
const disbandOf = (c: Choice) => (c.order.kind === 'disband' ? placeKey(c.order.unit) : null);
const isBuild = (s: EntrySlot) => s.at === null && s.choices.some((c) => c.order.kind === 'build' || c.order.kind === 'waive');
const isDisband = (s: EntrySlot) => s.at === null && s.choices.some((c) => c.order.kind === 'disband');

/** Where a click builds or disbands on a Winter head board now (nothing picked): free home centres, units owed as disbands. */
export function winterTargets(slots: readonly EntrySlot[]): Set<string> {
  const out = new Set<string>();
  for (const s of slots) if (isBuild(s) || isDisband(s)) for (const c of s.choices) for (const k of [buildAt(c), disbandOf(c)]) if (k) out.add(k);
  return out;
}

/**
 * A click on a Winter head board, as on classic Diplomacy's map: a free home centre builds there
 * (in the slot already building there, else the first waived, else the last; army or fleet asked
 * when both fit); a unit owed as a disband joins the chosen disbands of its board, pushing out the
 * one chosen longest ago. Null: the click is none of these.
 */
function winterClick(slots: readonly EntrySlot[], at: string, orders: Readonly<Record<string, string>>): Step | null {
  const now = (s: EntrySlot) => s.choices.find((c) => c.text === (orders[s.key] ?? s.first));
  const builds = slots.filter((s) => isBuild(s) && s.choices.some((c) => buildAt(c) === at));
  if (builds.length) {
    const fits = builds[0].choices.filter((c) => buildAt(c) === at).map((c) => c.text);
    const slot =
      builds.find((s) => {
        const c = now(s);
        return !!c && buildAt(c) === at;
      }) ??
      builds.find((s) => now(s)?.order.kind === 'waive') ??
      builds[builds.length - 1];
    return fits.length === 1 ? { entry: IDLE, set: { key: slot.key, text: fits[0] } } : { entry: { ...IDLE, slot: slot.key, pick: fits } };
  }
  const own = slots.filter((s) => isDisband(s) && s.choices.some((c) => disbandOf(c) === at));
  if (!own.length) return null;
  const text = own[0].choices.find((c) => disbandOf(c) === at)!.text;
  const chosen = own.map((s) => orders[s.key] ?? s.first);
  if (chosen.includes(text)) return { entry: IDLE };
  const next = [text, ...chosen].slice(0, own.length);
  return { entry: IDLE, sets: Object.fromEntries(own.map((s, i) => [s.key, next[i]])) };
}

/** A click (or tap) on province place `at` (`tl:turn:province`); `orders`: the orders written so far (for Winter boards). */
export function click(slots: readonly EntrySlot[], e: Entry, at: string, orders: Readonly<Record<string, string>> = {}): Step {
  const winter = e.slot === null || e.pick ? winterClick(slots, at, orders) : null;
  if (winter) return winter;
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
  if (!slot)
    return 'Click or tap one of your units on a head board (gold frame), then what it does; on a Winter board, a free home centre to build or a unit to disband; or choose below.';
  if (slot.at === null) return 'Army or fleet: choose one.';
  if (e.pick) return 'Several orders fit: choose one.';
  if (e.mode === 'move') return 'Click where it goes (on this board or another), or the unit again to hold.';
  const what = e.mode === 'support' ? 'support' : 'convoy';
  if (e.other === null) return `Click the unit to ${what} (on any board).`;
  return e.mode === 'support'
    ? 'Click where that unit goes (board and province), or it again to support it holding.'
    : 'Click where the army lands (board and province).';
}
