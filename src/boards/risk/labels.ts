/**
 * Where each territory's name goes at a given zoom, so that no two names overlap and no name lies under
 * an army badge (issue 12: Great Britain / Western Europe, the two United States, the two Australias,
 * Egypt). Names are drawn in screen pixels next to their badge; the layout is computed in screen space:
 * every badge is reserved first, then each name takes the first free spot among below, above, right, left
 * and the diagonals, on one line or (long names) two, never past the map's edge. A name with no free spot is left out at that zoom
 * (zooming in always makes room: the badges move apart while names keep their size).
 */
import { TERRITORIES } from '../../engines/risk/map';
import { worldMap } from './worldMap';
import { MIN_TEXT_PX } from '../common/camera';

/** Badge half-size in screen pixels (RiskBoard draws badges of radius 10, some shapes a little larger). */
export const BADGE_HALF = 13;
/** The names' size on screen: the board's smallest legible text (common/camera.ts MIN_TEXT_PX, issue 20). */
export const LABEL_FONT = MIN_TEXT_PX;
/** Height of one line of name in screen pixels. */
export const LINE_HEIGHT = 13;
/** A generous estimate of the width of one character at LABEL_FONT. */
const CHAR_WIDTH = 6.4;
const PAD = 3;

/**
 * The opening view (issue 20, camera.ts `openingView`): names are drawn at one size on screen, and from
 * about this zoom (screen pixels per board unit) nearly all of them fit clear of each other and of the
 * badges (41 of 42 at 0.5; labels.test.ts), the badges apart enough to tap. `OPENING_LABEL` is that zoom
 * said the way `Opening.label` asks: the board size of a name that reads at 11 px there.
 */
export const OPENING_ZOOM = 0.5;
export const OPENING_LABEL = MIN_TEXT_PX / OPENING_ZOOM;

export interface LabelSpot {
  /** Top-left corner of the name's box relative to the badge centre, in screen pixels. */
  readonly dx: number;
  readonly dy: number;
  readonly width: number;
  readonly height: number;
  readonly lines: readonly string[];
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const overlaps = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** The name on one line, and for long names on two lines split at the space nearest the middle. */
function wordings(name: string): string[][] {
  const out = [[name]];
  const spaces = [...name].map((ch, i) => (ch === ' ' ? i : -1)).filter((i) => i > 0);
  if (name.length > 10 && spaces.length > 0) {
    const mid = spaces.reduce((a, b) => (Math.abs(b - name.length / 2) < Math.abs(a - name.length / 2) ? b : a));
    out.push([name.slice(0, mid), name.slice(mid + 1)]);
  }
  return out;
}

function candidates(lines: readonly string[]): LabelSpot[] {
  const width = Math.max(...lines.map((l) => l.length)) * CHAR_WIDTH + 2 * PAD;
  const height = lines.length * LINE_HEIGHT + 2;
  const g = BADGE_HALF;
  const spots: [number, number][] = [
    [-width / 2, g], // below
    [-width / 2, -g - height], // above
    [g, -height / 2], // right
    [-g - width, -height / 2], // left
    [g - 6, g], // below, to the right
    [6 - g - width, g], // below, to the left
    [g - 6, -g - height], // above, to the right
    [6 - g - width, -g - height], // above, to the left
  ];
  return spots.map(([dx, dy]) => ({ dx, dy, width, height, lines }));
}

/**
 * Whether a box (screen pixels at zoom `z`) lies on the board: a name past the map's edge is cut off
 * where the whole map fills the box's width (Western United States at 768 px wide).
 */
const onBoard = (b: Box, z: number): boolean => b.x0 >= 0 && b.y0 >= 0 && b.x1 <= worldMap.width * z && b.y1 <= worldMap.height * z;

const cache = new Map<number, readonly (LabelSpot | null)[]>();

/**
 * Name spots by territory (worldMap.territories order) at `zoom` (screen pixels per board unit), or null
 * where a name does not fit. Zoom is rounded to 2 % steps for the cache.
 */
export function layoutLabels(zoom: number): readonly (LabelSpot | null)[] {
  const key = Math.round(Math.log(Math.max(zoom, 0.01)) / Math.log(1.02));
  const hit = cache.get(key);
  if (hit) return hit;
  const z = Math.pow(1.02, key);
  const centres = worldMap.territories.map((t) => [t.label[0] * z, t.label[1] * z] as const);
  const taken: Box[] = centres.map(([x, y]) => ({ x0: x - BADGE_HALF, y0: y - BADGE_HALF, x1: x + BADGE_HALF, y1: y + BADGE_HALF }));
  const names = worldMap.territories.map((t) => TERRITORIES.find((x) => x.id === t.id)?.name ?? t.id);
  // Crowded places first (the most neighbours within reach), so they get the best spots.
  const crowd = centres.map(([x, y]) => centres.filter(([u, v]) => Math.hypot(u - x, v - y) < 90).length);
  const order = centres.map((_, i) => i).sort((a, b) => crowd[b] - crowd[a] || a - b);
  const out: (LabelSpot | null)[] = centres.map(() => null);
  for (const i of order) {
    const [x, y] = centres[i];
    for (const lines of wordings(names[i])) {
      const spot = candidates(lines).find((c) => {
        const box = { x0: x + c.dx, y0: y + c.dy, x1: x + c.dx + c.width, y1: y + c.dy + c.height };
        return onBoard(box, z) && !taken.some((b) => overlaps(b, box));
      });
      if (spot) {
        out[i] = spot;
        taken.push({ x0: x + spot.dx, y0: y + spot.dy, x1: x + spot.dx + spot.width, y1: y + spot.dy + spot.height });
        break;
      }
    }
  }
  if (cache.size > 200) cache.clear();
  cache.set(key, out);
  return out;
}

/**
 * Where a small box of `width` × `height` screen pixels (the odds of an attack) goes next to the badge of
 * territory `index` (worldMap.territories order) at `zoom`: the nearest spot around it that covers no
 * name and no other badge and stays on the board (issue 20: odds never hide a name), as a top-left offset
 * from the badge centre.
 */
export function clearSpot(zoom: number, index: number, width: number, height: number): { dx: number; dy: number } {
  const labels = layoutLabels(zoom);
  const z = Math.pow(1.02, Math.round(Math.log(Math.max(zoom, 0.01)) / Math.log(1.02)));
  const centres = worldMap.territories.map((t) => [t.label[0] * z, t.label[1] * z] as const);
  const taken: Box[] = [];
  centres.forEach(([x, y], i) => {
    taken.push({ x0: x - BADGE_HALF, y0: y - BADGE_HALF, x1: x + BADGE_HALF, y1: y + BADGE_HALF });
    const l = labels[i];
    if (l) taken.push({ x0: x + l.dx, y0: y + l.dy, x1: x + l.dx + l.width, y1: y + l.dy + l.height });
  });
  const [x, y] = centres[index];
  const g = BADGE_HALF + 2;
  for (let ring = 0; ring < 6; ring++) {
    const r = ring * 12;
    const spots: [number, number][] = [
      [g + r, -height / 2], // right
      [-g - r - width, -height / 2], // left
      [-width / 2, -g - r - height], // above
      [-width / 2, g + r], // below
      [g + r - 4, -g - r - height + 4], // above right
      [4 - g - r - width, -g - r - height + 4], // above left
      [g + r - 4, g + r - 4], // below right
      [4 - g - r - width, g + r - 4], // below left
    ];
    for (const [dx, dy] of spots) {
      const box = { x0: x + dx, y0: y + dy, x1: x + dx + width, y1: y + dy + height };
      if (onBoard(box, z) && !taken.some((b) => overlaps(b, box))) return { dx, dy };
    }
  }
  return { dx: g, dy: -height / 2 };
}
