import type { Geography } from './map/geography';
import { legalOrders } from './legal';
import { POWERS } from './types';
import type { Board, PowerId, Unit } from './types';

/**
 * Random legal orders for every power that has something to order, drawn from `legalOrders`:
 * the benchmarks, the property tests and the simplest bot use it. `random` returns [0, 1).
 */
export function randomOrders(board: Board, random: () => number, geo: Geography, powers: readonly PowerId[] = POWERS): Partial<Record<PowerId, string[]>> {
  const out: Partial<Record<PowerId, string[]>> = {};
  for (const p of powers) {
    const options = legalOrders(board, p, geo);
    if (options.length === 0) continue;
    if (board.phase === 'adjustment' && options[0].unit) {
      // Disbands: pick the right number of distinct units.
      const need = -Math.min(0, Object.values(board.centres).filter((o) => o === p).length - board.units.filter((u) => u.power === p).length);
      const pool = options.map((o) => o.orders[0]);
      const chosen: string[] = [];
      while (chosen.length < need && pool.length) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
      out[p] = chosen;
      continue;
    }
    out[p] = options.map((o) => o.orders[Math.floor(random() * o.orders.length)]);
  }
  return out;
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

/** A small seeded generator for reproducible benchmarks and tests (the core's). */
export { seededRandom } from '../core/rng';
