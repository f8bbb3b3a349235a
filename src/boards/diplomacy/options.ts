import { legalOrders, type UnitOptions } from '../../engines/diplomacy/legal';
import { parseOrder } from '../../engines/diplomacy/notation/parse';
import type { Geography } from '../../engines/diplomacy/map/geography';
import type { Board, Order, PowerId } from '../../engines/diplomacy/types';

/**
 * The engine's legal orders, read for the map: which provinces a click may target now. No rules
 * here — every order offered comes from `legalOrders`, and a click only picks among them.
 */
export interface Slot {
  /** Draft key: the unit's location, or "build:<power>:<n>" for a build slot. */
  readonly key: string;
  readonly power: PowerId;
  readonly options: UnitOptions;
  /** Each legal order text with its parsed form. */
  readonly parsed: readonly { readonly text: string; readonly order: Order }[];
}

export function slotsOf(board: Board, powers: readonly PowerId[], geo: Geography): Slot[] {
  const out: Slot[] = [];
  for (const power of powers) {
    legalOrders(board, power, geo).forEach((o, i) => {
      const parsed = o.orders.flatMap((text) => {
        const r = parseOrder(text, geo);
        return r.ok ? [{ text, order: r.value }] : [];
      });
      out.push({ key: o.unit ? `${o.unit.loc}` : `build:${power}:${i}`, power, options: o, parsed });
    });
  }
  return out;
}

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
