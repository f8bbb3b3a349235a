import { describe, expect, it } from 'vitest';
import { initialBoard } from '../../engines/diplomacy/board';
import { geographyOf } from '../../engines/diplomacy/map/variant';
import { STANDARD_MAP } from '../../engines/diplomacy/map/standard';
import { parsePath } from '../common/svgRings';
import { diplomacyBoard as ART, type BoardPoint } from './boardMap';
import { FINGER_PX, provinceAt, provinceUnder, type HitScene } from './hit';
import { boxOf, placeLabels, tokenBox } from './labels';
import { unitsApartZoom } from './opening';

const NAMES = new Map(STANDARD_MAP.provinces.map((p) => [p.id, p.abbr]));
const start = initialBoard(geographyOf('standard'));
const scene = (zoom: number, units = start.units, targets?: Set<string>): HitScene => ({
  zoom,
  units,
  dislodged: [],
  labels: placeLabels(NAMES, units, [], zoom),
  targets,
});
const outline = (id: string): BoardPoint[] =>
  parsePath(ART.provinces.find((p) => p.id === id)!.path).flatMap((r) => r.map(([x, y]) => [x / 10, y / 10] as BoardPoint));

/** A point in the Adriatic `off` board units west of Albania's coast, level with the middle of Albania. */
function offAlbania(off: number): BoardPoint {
  const pts = outline('alb');
  const ys = pts.map((p) => p[1]);
  const y = (Math.min(...ys) + Math.max(...ys)) / 2;
  // Albania's westmost edge point near that height.
  const near = pts.filter((p) => Math.abs(p[1] - y) < 6);
  const x = Math.min(...near.map((p) => p[0]));
  return [x - off, y];
}

// A phone's opening zoom (units apart) and its fit zoom (390 px for 1200 board units).
const PHONE = unitsApartZoom(start.units);
const FIT = 390 / 1200;

describe('Diplomacy map: which province a tap means (issue 20)', () => {
  it('the shapes tile the board: a point inside a province is that province', () => {
    for (const p of ART.provinces) expect(provinceUnder(p.unit), p.id).toBe(p.id);
  });

  it('a tap in the Adriatic just off Albania, within a fingertip, selects Albania', () => {
    for (const zoom of [FIT, PHONE, 1]) {
      const at = offAlbania((FINGER_PX * 0.6) / zoom);
      expect(provinceUnder(at), `zoom ${zoom}`).toBe('adr');
      expect(provinceAt(at, scene(zoom)), `zoom ${zoom}`).toBe('alb');
    }
  });

  it('a tap well out in the Adriatic selects the Adriatic', () => {
    const zoom = PHONE;
    const at = offAlbania((FINGER_PX * 2.5) / zoom);
    expect(provinceUnder(at)).toBe('adr');
    expect(provinceAt(at, scene(zoom))).toBe('adr');
  });

  it("a tap on a province's name selects it, even where the name is drawn over the sea", () => {
    for (const zoom of [FIT, PHONE]) {
      const label = scene(zoom).labels.find((l) => l.id === 'alb');
      if (!label) continue;
      const b = boxOf(label, zoom);
      // The name's left end.
      const at: BoardPoint = [b.x0 + 1 / zoom, (b.y0 + b.y1) / 2];
      expect(provinceAt(at, scene(zoom)), `zoom ${zoom}`).toBe('alb');
    }
  });

  it("a tap on a unit's token selects the unit's province, where the token overlaps a neighbour", () => {
    const zoom = FIT;
    const units = [{ power: 'TUR' as const, type: 'A' as const, loc: 'alb' }];
    const b = tokenBox(units[0], zoom);
    // The token's edge reaches past Albania's west coast at this zoom.
    const at: BoardPoint = [b.x0 + 1, (b.y0 + b.y1) / 2];
    expect(provinceUnder(at)).not.toBe('alb');
    expect(provinceAt(at, scene(zoom, units))).toBe('alb');
  });

  it('with targets asked for: a land target within reach first (F Tri to Albania or the Adriatic), else the sea under the finger if it is one', () => {
    const zoom = PHONE;
    const at = offAlbania((FINGER_PX * 0.6) / zoom);
    expect(provinceAt(at, scene(zoom, start.units, new Set(['adr', 'alb', 'ven'])))).toBe('alb');
    expect(provinceAt(at, scene(zoom, start.units, new Set(['adr', 'ion'])))).toBe('adr');
    expect(provinceAt(at, scene(zoom, start.units, new Set(['alb', 'ser'])))).toBe('alb');
    // Further out, the Adriatic is the Adriatic.
    expect(provinceAt(offAlbania((FINGER_PX * 2.5) / zoom), scene(zoom, start.units, new Set(['adr', 'alb'])))).toBe('adr');
  });

  it('land under the finger is never given away to a neighbour', () => {
    for (const p of ART.provinces)
      if (STANDARD_MAP.provinces.find((q) => q.id === p.id)!.type !== 'sea') expect(provinceAt(p.unit, scene(2, [])), p.id).toBe(p.id);
  });
});

describe('Diplomacy map: the opening zoom', () => {
  it('no two units of the starting position overlap at the opening zoom', () => {
    const boxes = start.units.map((u) => tokenBox(u, PHONE));
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i], boxes[j]];
        expect(a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1, `${start.units[i].loc} and ${start.units[j].loc}`).toBe(false);
      }
    // And they do at a phone's fit: the opening zooms in.
    expect(PHONE).toBeGreaterThan(FIT);
  });
});
