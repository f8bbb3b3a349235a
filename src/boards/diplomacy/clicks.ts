import { useMemo } from 'react';
import { diplomacyEngine, type DiplomacyState } from '../../engines/diplomacy/engine';
import type { Seat } from '../../engines/core/types';
import { useDraft } from './draft';
import { geographyOf } from '../../engines/diplomacy/map/variant';
import { assistOrder, buildSlotFor, buildsAt, disbandChoice, movesTo, readSlots, slotProvince, targetsOf, type Slot } from './options';

/** The order slots the seat at the device fills now, the engine's `orderSlots` (none when it has nothing to order). */
export function useSlots(state: DiplomacyState, seat: Seat | null, disabled: boolean): Slot[] {
  return useMemo(() => {
    if (disabled || seat === null) return [];
    return readSlots(diplomacyEngine.orderSlots!(state, seat), state.board, geographyOf(state.options.variant));
  }, [state, seat, disabled]);
}

/**
 * A click on a province: pick one of your units, then its target. Move mode: the target province
 * (a coast or a convoy route asked only when several orders fit). Support and convoy: the unit
 * helped, then where it goes. Clicking the picked unit again orders it to hold (in a retreat: to
 * disband). Adjustments: a free home centre to build there, an own unit to disband it.
 */
export function clickProvince(prov: string, slots: readonly Slot[]): void {
  const d = useDraft.getState();
  // Adjustments: a click on a free home centre builds there (army or fleet asked when both fit);
  // a click on an own unit disbands it.
  if (slots.some((s) => s.kind === 'build')) {
    const fits = buildsAt(slots, prov);
    const slot = buildSlotFor(slots, d.orders, prov);
    if (!fits.length || !slot) return;
    if (fits.length === 1) d.setOrder(slot.key, fits[0]);
    else d.pick({ unit: slot.key, mode: 'move', other: null, coastChoice: fits });
    return;
  }
  if (slots.some((s) => s.kind === 'disband')) {
    const next = disbandChoice(slots, d.orders, prov);
    if (next) d.setOrders(next);
    return;
  }
  const own = slots.find((s) => slotProvince(s) === prov);
  const picked = slots.find((s) => s.key === d.unit);
  if (!picked) {
    if (own) d.pick({ unit: own.key, mode: 'move', other: null, coastChoice: null });
    return;
  }
  if (d.mode === 'move') {
    if (slotProvince(picked) === prov) {
      d.setOrder(picked.key, picked.options.orders[0]);
      return;
    }
    const fits = movesTo(picked, prov);
    if (fits.length === 1) d.setOrder(picked.key, fits[0]);
    else if (fits.length > 1) d.pick({ coastChoice: fits });
    else d.pick({ unit: own ? own.key : null, mode: 'move', other: null, coastChoice: null });
    return;
  }
  if (d.other === null) {
    if (targetsOf(picked, d.mode, null).has(prov)) d.pick({ other: prov });
    return;
  }
  const text = assistOrder(picked, d.mode, d.other, prov);
  if (text) d.setOrder(picked.key, text);
}
