import type { Unit } from '../../engines/diplomacy/types';
import { parsePath, type Ring } from '../common/svgRings';
import { diplomacyBoard as ART, type BoardPoint } from './boardMap';
import { boxOf, tokenBox, type Box, type PlacedLabel } from './labels';
import { STANDARD_MAP } from '../../engines/diplomacy/map/standard';

/**
 * Which province a tap or click means (issue 20: "a tap lands on the province under the finger").
 *
 * Konva's own hit test answered with the shape under the exact point, which went wrong for small land
 * provinces at a phone's zoom: Albania is 50 board units wide (16 px at a phone's fit, under a finger),
 * its name is drawn 11 px on screen across the Adriatic, and unit tokens never shrink below their size on
 * screen, so they overlap neighbouring provinces. A tap meant for Albania landed on the Adriatic. Here, in
 * order:
 *   1. a unit token under the point means that unit's province (what the player sees and aims at);
 *   2. a province's name under the point means that province;
 *   3. the province under the point, except that a sea (or land of no province) gives way to a land
 *      province within a fingertip (FINGER_PX on screen) of the point: small land provinces win over
 *      the sea around them (a fleet in Trieste may go to both: the Adriatic is chosen further out). When
 *      the board asks for a target (`targets`, from the engine's legal orders), a land target within reach
 *      comes first, then the sea under the point if it is a target, then the nearest land.
 * No rules here: only geometry and the targets the engine offers.
 */

/** A fingertip's reach on screen, in CSS pixels (about 2 mm). */
export const FINGER_PX = 9;

const KIND = new Map(STANDARD_MAP.provinces.map((p) => [p.id, p.type]));
const isLand = (id: string) => KIND.get(id) !== 'sea';

interface Shape {
  readonly id: string;
  readonly rings: readonly Ring[];
  readonly box: Box;
}
let shapes: Shape[] | null = null;
function allShapes(): Shape[] {
  return (shapes ??= ART.provinces.map((p) => {
    const rings = parsePath(p.path).map((r) => r.map(([x, y]) => [x / 10, y / 10] as [number, number]));
    const xs = rings.flat().map((q) => q[0]);
    const ys = rings.flat().map((q) => q[1]);
    return { id: p.id, rings, box: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) } };
  }));
}

function inside(s: Shape, [x, y]: BoardPoint): boolean {
  if (x < s.box.x0 || x > s.box.x1 || y < s.box.y0 || y > s.box.y1) return false;
  let odd = false;
  for (const r of s.rings)
    for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
      const [xi, yi] = r[i];
      const [xj, yj] = r[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
    }
  return odd;
}

/** Distance from a point to a province's outline (0 inside it), in board units. */
function distance(s: Shape, p: BoardPoint, within: number): number {
  const [x, y] = p;
  if (x < s.box.x0 - within || x > s.box.x1 + within || y < s.box.y0 - within || y > s.box.y1 + within) return Infinity;
  if (inside(s, p)) return 0;
  let best = Infinity;
  for (const r of s.rings)
    for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
      const [ax, ay] = r[j];
      const [bx, by] = r[i];
      const dx = bx - ax;
      const dy = by - ay;
      const len = dx * dx + dy * dy;
      const t = len ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len)) : 0;
      best = Math.min(best, Math.hypot(x - (ax + t * dx), y - (ay + t * dy)));
    }
  return best;
}

/** The province whose shape holds a board point (null: the background, Switzerland, land of no province). */
export function provinceUnder(p: BoardPoint): string | null {
  return allShapes().find((s) => inside(s, p))?.id ?? null;
}

const within = (b: Box, [x, y]: BoardPoint) => x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1;

export interface HitScene {
  readonly zoom: number;
  readonly units: readonly Unit[];
  readonly dislodged: readonly Unit[];
  /** The names drawn now (labels.ts `placeLabels` at this zoom). */
  readonly labels: readonly PlacedLabel[];
  /** Provinces the board asks the player to choose among now (highlighted), if any. */
  readonly targets?: ReadonlySet<string>;
}

/** The province a tap at board point `p` means (see the file's comment), or null for none. */
export function provinceAt(p: BoardPoint, scene: HitScene): string | null {
  const { zoom } = scene;
  // 1. Unit tokens, the dislodged ones drawn on top first.
  for (const u of scene.dislodged) if (within(tokenBox(u, zoom, true), p)) return u.loc.split('/')[0];
  for (const u of scene.units) if (within(tokenBox(u, zoom), p)) return u.loc.split('/')[0];
  // 2. Names.
  for (const l of scene.labels) if (within(boxOf(l, zoom), p)) return l.id;
  // 3. Shapes: a land province within a fingertip wins over the sea (or no province) under the point.
  const under = provinceUnder(p);
  const targets = scene.targets?.size ? scene.targets : null;
  if (under && isLand(under)) return under;
  const reach = FINGER_PX / zoom;
  const near: { id: string; d: number }[] = [];
  for (const s of allShapes()) {
    if (s.id === under || !isLand(s.id)) continue;
    const d = distance(s, p, reach);
    if (d <= reach) near.push({ id: s.id, d });
  }
  const nearest = (cs: { id: string; d: number }[]) => cs.reduce((a, b) => (b.d < a.d ? b : a)).id;
  // A land target within reach; else the sea under the finger when it is a target; else the nearest land.
  const wanted = targets ? near.filter((c) => targets.has(c.id)) : [];
  if (wanted.length) return nearest(wanted);
  if (under && targets?.has(under)) return under;
  return near.length ? nearest(near) : under;
}
