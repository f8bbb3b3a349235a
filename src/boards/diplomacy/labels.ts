import type { Unit } from '../../engines/diplomacy/types';
import { parsePath, type Ring } from '../common/svgRings';
import { diplomacyBoard as ART, type BoardPoint } from './boardMap';

/**
 * Where the province names go at a zoom, so that no name overlaps another nor hides under a unit.
 * Names are drawn at a constant size on screen (11 px) while the map scales, so what fits depends
 * on the zoom: each name tries its anchor from the map data, then spots around it and around its
 * province's unit; a name with no free spot is left out (zoom in to read it; the unit or the
 * order list names the province meanwhile). Sizes are in screen pixels, positions in board units.
 */

/** A name's box on screen: about 6.6 px per letter of the 11 px font, 12 px high. */
export const LABEL_PX = { perChar: 6.6, pad: 3, height: 12 } as const;

export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export interface PlacedLabel {
  readonly id: string;
  readonly text: string;
  /** Centre of the name, in board units. */
  readonly at: BoardPoint;
}

const PROV = new Map(ART.provinces.map((p) => [p.id, p]));
let rings: Map<string, Ring[]> | null = null;

/** Whether a point (board units) lies inside a province's shape (even-odd rule over its rings, in tenths). */
function insideProvince(id: string, [x, y]: BoardPoint): boolean {
  rings ??= new Map(ART.provinces.map((p) => [p.id, parsePath(p.path)]));
  const X = x * 10;
  const Y = y * 10;
  let odd = false;
  for (const r of rings.get(id) ?? [])
    for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
      const [xi, yi] = r[i];
      const [xj, yj] = r[j];
      if (yi > Y !== yj > Y && X < ((xj - xi) * (Y - yi)) / (yj - yi) + xi) odd = !odd;
    }
  return odd;
}
const COAST = new Map(ART.coasts.map((c) => [c.id, c]));

/** Where a unit at a location stands on the board (a coast's own spot for fleets on named coasts). */
export function unitSpot(loc: string): BoardPoint {
  return COAST.get(loc)?.unit ?? PROV.get(loc.split('/')[0])?.unit ?? [0, 0];
}

/**
 * The on-board scale of unit tokens at a zoom: they never shrink below 0.92 of their size on screen, so
 * the unit's letter (12 units) stays 11 px (MIN_TEXT_PX).
 */
export const tokenScale = (zoom: number) => Math.max(1, 0.92 / zoom);

/** A unit token's box in board units (army: a disc of radius 11; fleet: 30 × 18), dislodged ones offset. */
export function tokenBox(unit: Unit, zoom: number, dislodged = false): Box {
  const [x0, y0] = unitSpot(unit.loc);
  const x = x0 + (dislodged ? 14 : 0);
  const y = y0 + (dislodged ? 12 : 0);
  const s = tokenScale(zoom);
  const hw = (unit.type === 'A' ? 11 : 15) * s + 1;
  const hh = (unit.type === 'A' ? 11 : 9) * s + 1;
  // The power's mark sticks out at the top right.
  return { x0: x - hw, y0: y - hh - 4 * s, x1: x + hw + 3 * s, y1: y + hh };
}

/** The supply-centre markers (radius 5 on the board, with their outline). */
export const SC_BOXES: readonly Box[] = ART.provinces.flatMap((p) => (p.sc ? [{ x0: p.sc[0] - 6, y0: p.sc[1] - 6, x1: p.sc[0] + 6, y1: p.sc[1] + 6 }] : []));

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

function labelBox([x, y]: BoardPoint, text: string, zoom: number): Box {
  const hw = (text.length * LABEL_PX.perChar + LABEL_PX.pad) / 2 / zoom;
  const hh = LABEL_PX.height / 2 / zoom;
  return { x0: x - hw, y0: y - hh, x1: x + hw, y1: y + hh };
}

/**
 * Places the names of `names` (province id → text) around the units on the board. Provinces are
 * placed in the order given (the map data's order), each at the first free candidate spot.
 */
export function placeLabels(names: ReadonlyMap<string, string>, units: readonly Unit[], dislodged: readonly Unit[], zoom: number): PlacedLabel[] {
  const taken: Box[] = [...units.map((u) => tokenBox(u, zoom)), ...dislodged.map((u) => tokenBox(u, zoom, true)), ...SC_BOXES];
  const out: PlacedLabel[] = [];
  const h = LABEL_PX.height / zoom;
  for (const p of ART.provinces) {
    const text = names.get(p.id);
    if (!text) continue;
    const [lx, ly] = p.label;
    const [ux, uy] = p.unit;
    const w = (text.length * LABEL_PX.perChar + LABEL_PX.pad) / zoom;
    const s = tokenScale(zoom);
    const candidates: BoardPoint[] = [
      [lx, ly],
      [lx, ly - h],
      [lx, ly + h],
      [lx - w * 0.6, ly],
      [lx + w * 0.6, ly],
      [ux, uy + 11 * s + h / 2 + 2],
      [ux, uy - 15 * s - h / 2 - 2],
      [ux + 17 * s + w / 2, uy],
      [ux - 17 * s - w / 2, uy],
      [lx - w * 0.6, ly - h],
      [lx + w * 0.6, ly - h],
      [lx - w * 0.6, ly + h],
      [lx + w * 0.6, ly + h],
      [lx, ly - 2 * h],
      [lx, ly + 2 * h],
    ];
    for (const [i, c] of candidates.entries()) {
      // The anchor is inside by construction; other spots must be too, so a name never sits in a neighbour.
      if (i > 0 && !insideProvince(p.id, c)) continue;
      const box = labelBox(c, text, zoom);
      if (taken.some((t) => overlaps(t, box))) continue;
      taken.push(box);
      out.push({ id: p.id, text, at: c });
      break;
    }
  }
  return out;
}

/** For tests: the boxes of placed names at a zoom. */
export const boxOf = (l: PlacedLabel, zoom: number): Box => labelBox(l.at, l.text, zoom);
export { overlaps };
