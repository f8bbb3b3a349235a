import { slotsOf as engineSlots, type UnitOptions } from '../../engines/diplomacy/legal';
import { parseOrder } from '../../engines/diplomacy/notation/parse';
import type { OrderSlot } from '../../engines/core/types';
import type { Geography } from '../../engines/diplomacy/map/geography';
import type { Board, Order, PowerId, Unit } from '../../engines/diplomacy/types';

/**
 * The engine's order slots (`orderSlots`, legal.ts `slotsOf`), read for the map: which provinces a
 * click may target now. No rules here — every order offered comes from the engine, and a click only
 * picks among them.
 */
export interface Slot {
  /** The engine's slot key: "FRA:par" for a unit, "FRA:build:0" for a build, "FRA:disband:0" for a disband owed. */
  readonly key: string;
  readonly power: PowerId;
  /** A unit to order (movement, retreat), a build to place, or one of the disbands a power owes. */
  readonly kind: 'unit' | 'build' | 'disband';
  readonly options: UnitOptions;
  /** Each legal order text with its parsed form. */
  readonly parsed: readonly { readonly text: string; readonly order: Order }[];
}

/** The engine's slots of a board, read for the map: the power, kind and unit each key names, each order parsed. */
export function readSlots(slots: readonly OrderSlot[], board: Board, geo: Geography): Slot[] {
  const unitAt = (loc: string): Unit | null =>
    (board.phase === 'retreat' ? board.dislodged.find((d) => d.unit.loc === loc)?.unit : board.units.find((u) => u.loc === loc)) ?? null;
  return slots.map((s) => {
    const [power, part] = s.key.split(':') as [PowerId, string];
    const kind = part === 'build' ? 'build' : part === 'disband' ? 'disband' : 'unit';
    const parsed = s.orders.flatMap((text) => {
      const r = parseOrder(text, geo);
      return r.ok ? [{ text, order: r.value }] : [];
    });
    return { key: s.key, power, kind, options: { unit: kind === 'unit' ? unitAt(s.key.slice(power.length + 1)) : null, orders: s.orders }, parsed };
  });
}

/** The slots of these powers on a board, as the engine lists them (legal.ts `slotsOf`), read for the map. */
export function slotsOf(board: Board, powers: readonly PowerId[], geo: Geography): Slot[] {
  return readSlots(engineSlots(board, powers, geo), board, geo);
}

/** The province of a unit slot (null for a build or a disband owed). */
export const slotProvince = (s: Slot): string | null => (s.options.unit ? province(s.options.unit.loc) : null);

const province = (loc: string) => loc.split('/')[0];

/** Orders of a slot whose target (move/retreat destination) lies in a province. */
export function movesTo(slot: Slot, prov: string): string[] {
  return slot.parsed.filter((p) => (p.order.kind === 'move' || p.order.kind === 'retreat') && p.order.to.province === prov).map((p) => p.text);
}

/** Provinces to highlight for the picked unit in the current mode. */
export function targetsOf(slot: Slot, mode: 'move' | 'support' | 'convoy', other: string | null): Set<string> {
  const out = new Set<string>();
  for (const { order } of slot.parsed) {
    if (mode === 'move' && (order.kind === 'move' || order.kind === 'retreat')) out.add(order.to.province);
    if (mode === 'support' && order.kind === 'support') {
      if (other === null) out.add(order.target.at.province);
      else if (order.target.at.province === other) out.add(order.to ? order.to.province : other);
    }
    if (mode === 'convoy' && order.kind === 'convoy') {
      if (other === null) out.add(order.target.at.province);
      else if (order.target.at.province === other) out.add(order.to.province);
    }
  }
  return out;
}

/** The support or convoy order of a slot for (other unit's province → destination province). */
export function assistOrder(slot: Slot, mode: 'support' | 'convoy', other: string, dest: string): string | null {
  for (const { text, order } of slot.parsed) {
    if (mode === 'support' && order.kind === 'support' && order.target.at.province === other && (order.to ? order.to.province : other) === dest) return text;
    if (mode === 'convoy' && order.kind === 'convoy' && order.target.at.province === other && order.to.province === dest) return text;
  }
  return null;
}

export { province };

/** The build orders a click on a province may give (an army, a fleet on each coast), from the first build slot. */
export function buildsAt(slots: readonly Slot[], prov: string): string[] {
  const first = slots.find((s) => s.kind === 'build');
  return first ? first.parsed.filter((p) => p.order.kind === 'build' && p.order.at.province === prov).map((p) => p.text) : [];
}

/** Provinces where a build may be placed now. */
export function buildProvinces(slots: readonly Slot[]): Set<string> {
  const first = slots.find((s) => s.kind === 'build');
  return new Set(first ? first.parsed.flatMap((p) => (p.order.kind === 'build' ? [p.order.at.province] : [])) : []);
}

/** The build slot a click on a build site fills: the one already building there, else the first waived, else the last. */
export function buildSlotFor(slots: readonly Slot[], orders: Readonly<Record<string, string>>, prov: string): Slot | null {
  const builds = slots.filter((s) => s.kind === 'build');
  const at = (s: Slot) => s.parsed.find((p) => p.text === (orders[s.key] ?? s.options.orders[0]))?.order;
  return (
    builds.find((s) => {
      const o = at(s);
      return o?.kind === 'build' && o.at.province === prov;
    }) ??
    builds.find((s) => at(s)?.kind === 'waive') ??
    builds[builds.length - 1] ??
    null
  );
}

/**
 * Disbands after a click on a unit (or a typed disband): the unit joins the chosen disbands of its
 * power, pushing out the one chosen longest ago; already chosen, nothing changes. Null: no disband
 * slot takes this unit.
 */
export function disbandChoice(slots: readonly Slot[], orders: Readonly<Record<string, string>>, prov: string): Record<string, string> | null {
  const own = slots.filter((s) => s.kind === 'disband' && s.parsed.some((p) => p.order.kind === 'disband' && p.order.unit.at.province === prov));
  if (own.length === 0) return null;
  const text = own[0].parsed.find((p) => p.order.kind === 'disband' && p.order.unit.at.province === prov)!.text;
  const chosen = own.map((s) => orders[s.key] ?? s.options.orders[0]);
  if (chosen.includes(text)) return {};
  const next = [text, ...chosen].slice(0, own.length);
  return Object.fromEntries(own.map((s, i) => [s.key, next[i]]));
}

/** Whether a slot's orders are given by clicks on units (movement and retreats). */
export const isUnitSlot = (s: Slot): boolean => s.kind === 'unit';
