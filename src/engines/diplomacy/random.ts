import type { Geography } from './map/geography';
import { slotsOf } from './legal';
import { randomSeatOrders } from './moves';
import { POWERS } from './types';
import type { Board, PowerId, Unit } from './types';

/**
 * Random legal orders of these powers on a bare board (the adjudicator's property tests and
 * benchmarks): the one way, `randomSeatOrders` over the board's slots (legal.ts `slotsOf`, what the
 * engine's `orderSlots` lists). `random` returns [0, 1).
 */
export function randomOrders(board: Board, random: () => number, geo: Geography, powers: readonly PowerId[] = POWERS): Partial<Record<PowerId, string[]>> {
  return randomSeatOrders(slotsOf(board, powers, geo), random);
}

/** A random position with `count` units (one per province, fleets on water or coasts), for benchmarks and tests. */
export function randomPosition(count: number, random: () => number, geo: Geography): Unit[] {
  const provinces = geo.provinceIds.map((_, i) => i);
  for (let i = provinces.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [provinces[i], provinces[j]] = [provinces[j], provinces[i]];
  }
  return provinces.slice(0, Math.min(count, provinces.length)).map((p) => {
    const power = POWERS[Math.floor(random() * POWERS.length)];
    const fleetSpots = geo.fleetLocations[p];
    const fleet = geo.isSea(p) || (fleetSpots.length > 0 && random() < 0.4);
    if (!fleet) return { power, type: 'A' as const, loc: geo.provinceIds[p] };
    return { power, type: 'F' as const, loc: geo.locationIds[fleetSpots[Math.floor(random() * fleetSpots.length)]] };
  });
}
