import { describe, expect, it } from 'vitest';
import { initialBoard } from '../../engines/diplomacy/board';
import { geographyOf } from '../../engines/diplomacy/map/variant';
import { STANDARD_MAP } from '../../engines/diplomacy/map/standard';
import { SC_BOXES, boxOf, overlaps, placeLabels, tokenBox } from './labels';

const NAMES = new Map(STANDARD_MAP.provinces.map((p) => [p.id, p.abbr]));
const start = initialBoard(geographyOf('standard'));
// A crowded board: a unit in every province that can hold one (a fleet on the sea, an army on land).
const crowded = STANDARD_MAP.provinces.map((p) => ({ power: 'ENG' as const, type: p.type === 'sea' ? ('F' as const) : ('A' as const), loc: p.id }));

// Fit zooms of the 1200 × 1000 board: a phone (390 px wide), a tablet, a laptop, and zoomed in.
const ZOOMS = [0.3, 0.6, 0.75, 1, 1.5, 2.5];

describe('Diplomacy map: province names', () => {
  for (const [what, units] of [
    ['the starting position', start.units],
    ['a unit in every province', crowded],
  ] as const) {
    it(`never overlap one another, a unit or a supply centre, with ${what}`, () => {
      for (const zoom of ZOOMS) {
        const placed = placeLabels(NAMES, units, [], zoom);
        const boxes = placed.map((l) => boxOf(l, zoom));
        for (const [i, b] of boxes.entries()) {
          for (const u of units) expect(overlaps(b, tokenBox(u, zoom)), `${placed[i].id} and the unit in ${u.loc} at zoom ${zoom}`).toBe(false);
          for (const sc of SC_BOXES) expect(overlaps(b, sc), `${placed[i].id} and a supply centre at zoom ${zoom}`).toBe(false);
          for (let j = i + 1; j < boxes.length; j++) expect(overlaps(b, boxes[j]), `${placed[i].id} and ${placed[j].id} at zoom ${zoom}`).toBe(false);
        }
      }
    });
  }

  it("shows every name once zoomed in, and most at a laptop's fit", () => {
    const count = (zoom: number, units = start.units) => placeLabels(NAMES, units, [], zoom).length;
    console.log(ZOOMS.map((z) => `${z}: ${count(z)} / ${count(z, crowded)}`).join('; '));
    expect(count(2.5)).toBe(NAMES.size);
    expect(count(2.5, crowded)).toBe(NAMES.size);
    expect(count(0.75)).toBeGreaterThan(NAMES.size * 0.85);
  });
});
