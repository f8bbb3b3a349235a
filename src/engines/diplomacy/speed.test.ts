/**
 * The adjudicator's fast paths (issue 22, "Thinking faster") give what the plain ways give: the
 * convoy landings found in one search, the reused index arrays, the orders read once per text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../core/testkit';
import { initialBoard, sortUnits } from './board';
import { readEntry } from './entries';
import { geographyOf } from './map/variant';
import { adjudicateMovement } from './movement';
import { convoyLandings, convoyReachable } from './movement/convoy';
import { Resolver } from './movement/decide';
import { outcome } from './movement/outcome';
import { prepare } from './movement/prepare';
import { acquire, release } from './movement/workspace';
import { readCanonical } from './notation/canonical';
import { formatOrder } from './notation/format';
import { parseOrder } from './notation/parse';
import { legalOrders } from './legal';
import { POWERS } from './types';
import { randomOrders, randomPosition } from './random';
import type { Board, OrderSet } from './types';

const geo = geographyOf('standard');

const randomBoard = (random: () => number, count: number): Board => ({ ...initialBoard(geo), units: sortUnits(randomPosition(count, random, geo)) });

/** The outcome computed with fresh arrays only (no workspace). */
function fresh(board: Board, orders: OrderSet) {
  const s = prepare(board, orders, geo);
  const r = new Resolver(s.s);
  r.resolve();
  return outcome(board, s, r);
}

describe('convoy landings in one search', () => {
  it('are exactly the destinations convoyReachable accepts, from every shore, fleets anywhere', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 10, max: 45 }), (seed, count) => {
        const board = randomBoard(seededRandom(seed), count);
        const fleetAt = new Uint8Array(geo.provinceCount);
        for (const u of board.units) if (u.type === 'F') fleetAt[geo.provinceOf(geo.location(u.loc))] = 1;
        const usable = (p: number) => fleetAt[p] === 1;
        const landing = new Uint32Array(geo.provinceCount);
        for (let from = 0; from < geo.provinceCount; from++) {
          if (!geo.isShore(from)) continue;
          convoyLandings(geo, from, usable, landing, from + 1);
          for (let d = 0; d < geo.provinceCount; d++) {
            if (d === from || !geo.isShore(d)) continue;
            expect(landing[d] === from + 1).toBe(convoyReachable(geo, from, d, usable));
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('the reused workspace of a movement phase', () => {
  it('gives the outcome fresh arrays give, phase after phase of other sizes (nothing left over from a larger one)', () => {
    const random = seededRandom(22);
    // Crowded, then sparse, then crowded again: the tables grown by the first are reused, longer than needed, by the others.
    for (const count of [34, 8, 30, 12, 34, 20]) {
      const board = randomBoard(random, count);
      for (let k = 0; k < 5; k++) {
        const orders = randomOrders(board, random, geo);
        const r = adjudicateMovement(board, orders, geo);
        expect(r.ok).toBe(true);
        if (r.ok) expect(r.value).toEqual(fresh(board, orders));
      }
    }
  });

  it('is never handed out twice: a workspace taken while another is in use is another one', () => {
    const a = acquire();
    const b = acquire();
    expect(b).not.toBe(a);
    const t = a.int32(10, -1);
    b.int32(10, 7);
    expect(Array.from(t.subarray(0, 10))).toEqual(new Array(10).fill(-1));
    release(b);
    release(a);
  });
});

describe('canonical notation read in one pass (notation/canonical.ts)', () => {
  it('reads every legal movement order of many positions as the full reader does, and it writes back to the same text', () => {
    const random = seededRandom(1901);
    let count = 0;
    for (let k = 0; k < 30; k++) {
      const board = k === 0 ? initialBoard(geo) : randomBoard(random, 10 + Math.floor(random() * 30));
      for (const power of POWERS)
        for (const opt of legalOrders(board, power, geo))
          for (const text of opt.orders) {
            const fast = readCanonical(text, geo);
            const full = parseOrder(text, geo);
            expect(fast).not.toBeNull();
            expect(full.ok && JSON.stringify(fast) === JSON.stringify(full.value)).toBe(true);
            expect(formatOrder(fast!, geo)).toBe(text);
            count++;
          }
    }
    expect(count).toBeGreaterThan(5_000);
  });

  it('leaves every other spelling to the full reader, and never reads one differently', () => {
    const texts = [
      'a par - bur',
      'A PAR - BUR',
      'A Par -> Bur',
      'A Par-Bur',
      'A Par - Bur ',
      ' A Par - Bur',
      'Par - Bur',
      'A Paris - Burgundy',
      'A Par - Bur via convoy',
      'A Par - Bur via Convoy x',
      'F Spa/nc - Mao',
      'F Spa/xc - Mao',
      'F Spa/n - Mao',
      'F Par/nc H',
      'F Spa (nc) - Mao',
      'A Par S A Mar - Bur',
      'A Par S Mar - Bur',
      'A Par S A Mar',
      'A Par S A Mar -',
      'F Nth C A Lon - Nwy',
      'F Nth C A Lon',
      'F Nth C Lon - Nwy',
      'A Par R Bur',
      'A Par D',
      'Build A Par',
      'Waive',
      'A Xyz H',
      'A Par H H',
      'A Par',
      'A',
      '',
      'A Pa H',
      'A Pari H',
      'F Stp/sc - Bot',
      'F Bul/ec H',
    ];
    for (const text of texts) {
      const fast = readCanonical(text, geo);
      if (!fast) continue;
      const full = parseOrder(text, geo);
      expect(full.ok && JSON.stringify(fast) === JSON.stringify(full.value) && formatOrder(fast, geo) === text).toBe(true);
    }
    expect(
      ['a par - bur', 'A Par -> Bur', 'Par - Bur', 'A Par S Mar - Bur', 'F Spa/xc - Mao', 'F Par/nc H', 'A Par R Bur'].map((x) => readCanonical(x, geo)),
    ).toEqual(new Array(7).fill(null));
  });
});

describe('orders read once per text', () => {
  it('are shared and frozen: a second reading is the same object, which nobody can change', () => {
    const a = parseOrder('F Nth C A Lon - Nwy', geo);
    const b = parseOrder('F Nth C A Lon - Nwy', geo);
    expect(b).toBe(a);
    expect(a.ok && Object.isFrozen(a.value) && a.value.kind === 'convoy' && Object.isFrozen(a.value.target.at)).toBe(true);
    expect(() => {
      if (a.ok) (a.value as { kind: string }).kind = 'hold';
    }).toThrow();
  });

  it('still take a left-out unit type from the board each time ("Bre H" is A Bre H or F Bre H)', () => {
    const army = readEntry('FRA', 'Bre H', geo, () => 'A');
    const fleet = readEntry('FRA', 'Bre H', geo, () => 'F');
    expect([army.text, fleet.text]).toEqual(['A Bre H', 'F Bre H']);
  });
});
