import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../core/testkit';
import { adjudicate, checkBoard, initialBoard, randomOrders, standardGeography } from '.';
import type { Board } from '.';
import { geographyOf } from './map/variant';

const STD_GEO = geographyOf('standard');

const geo = standardGeography();

function invariants(board: Board): void {
  expect(checkBoard(board, STD_GEO).ok).toBe(true);
  const provinces = board.units.map((u) => u.loc.split('/')[0]);
  expect(new Set(provinces).size).toBe(provinces.length);
  const owned = Object.entries(board.centres).filter(([, o]) => o);
  expect(owned.length).toBeLessThanOrEqual(34);
  for (const [c] of owned) expect(geo.supplyCentre[geo.province(c)]).toBe(1);
  for (const d of board.dislodged) expect(provinces).toContain(d.unit.loc.split('/')[0]);
}

describe('twenty game-years of random legal orders', () => {
  it('never throw, keep one unit per province and at most 34 owned centres', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const random = seededRandom(seed);
        let board = initialBoard(STD_GEO);
        let phases = 0;
        while (board.year < 1921) {
          const r = adjudicate(board, randomOrders(board, random, STD_GEO), STD_GEO);
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          board = r.value.board;
          invariants(board);
          if (board.phase === 'movement' && board.season === 'spring') {
            // After the adjustments no power keeps more units than centres.
            for (const p of ['AUS', 'ENG', 'FRA', 'GER', 'ITA', 'RUS', 'TUR'] as const) {
              expect(board.units.filter((u) => u.power === p).length).toBeLessThanOrEqual(Object.values(board.centres).filter((o) => o === p).length);
            }
          }
          phases++;
        }
        expect(phases).toBeGreaterThanOrEqual(40);
      }),
      { numRuns: 12 },
    );
  }, 60_000);
});

describe('random crowded positions with random legal orders', () => {
  it('resolve to decisions consistent with the rules, one unit per province', async () => {
    const { prepare } = await import('./movement/prepare');
    const { Resolver } = await import('./movement/decide');
    const { randomPosition } = await import('./random');
    const { sortUnits } = await import('./board');
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 20, max: 40 }), (seed, count) => {
        const random = seededRandom(seed);
        const board: Board = { ...initialBoard(STD_GEO), units: sortUnits(randomPosition(count, random, STD_GEO)) };
        for (let round = 0; round < 5; round++) {
          const orders = randomOrders(board, random, STD_GEO);
          const situation = prepare(board, orders, geo);
          const resolver = new Resolver(situation.s);
          resolver.resolve();
          expect(resolver.inconsistencies()).toEqual([]);
          const r = adjudicate(board, orders, STD_GEO);
          expect(r.ok).toBe(true);
          if (r.ok) invariants(r.value.board);
        }
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
