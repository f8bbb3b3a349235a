import { describe, expect, it } from 'vitest';
import { STANDARD_MAP } from '../../engines/diplomacy/map/standard';
import { diplomacyBoard as board, type BoardPoint } from './boardMap';
import { area, parsePath, type Ring } from '../common/svgRings';

interface Shape {
  rings: Ring[];
  box: [number, number, number, number]; // tenths
}
const shape = (d: string): Shape => {
  const rings = parsePath(d);
  const xs = rings.flat().map((p) => p[0]),
    ys = rings.flat().map((p) => p[1]);
  return { rings, box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] };
};

/** even-odd point in polygon; (x, y) in px */
function inside(s: Shape, x: number, y: number): boolean {
  const X = x * 10,
    Y = y * 10;
  if (X < s.box[0] || X > s.box[2] || Y < s.box[1] || Y > s.box[3]) return false;
  let odd = false;
  for (const r of s.rings)
    for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
      const [xi, yi] = r[i],
        [xj, yj] = r[j];
      if (yi > Y !== yj > Y && X < ((xj - xi) * (Y - yi)) / (yj - yi) + xi) odd = !odd;
    }
  return odd;
}

/** distance (px) from a point to the outline of a shape */
function distanceToOutline(s: Shape, [x, y]: BoardPoint): number {
  const X = x * 10,
    Y = y * 10;
  let best = Infinity;
  for (const r of s.rings)
    for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
      const [ax, ay] = r[j],
        [bx, by] = r[i];
      const dx = bx - ax,
        dy = by - ay;
      const l2 = dx * dx + dy * dy;
      const t = l2 ? Math.max(0, Math.min(1, ((X - ax) * dx + (Y - ay) * dy) / l2)) : 0;
      best = Math.min(best, Math.hypot(ax + t * dx - X, ay + t * dy - Y));
    }
  return best / 10;
}

const pair = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const provinceOf = (loc: string) => loc.split('/')[0];

const facts = new Map(STANDARD_MAP.provinces.map((p) => [p.id, p]));
const shapes = new Map(board.provinces.map((p) => [p.id, shape(p.path)]));
const ids = board.provinces.map((p) => p.id);
const landShape = shape(board.land);
const impassableShape = shape(board.impassable);

/** shared border length (px) of every pair of provinces whose outlines share edges */
const sharedBorder = (() => {
  const owner = new Map<string, string>();
  for (const [id, s] of shapes) for (const r of s.rings) for (let i = 0; i < r.length; i++) owner.set(`${r[i]}>${r[(i + 1) % r.length]}`, id);
  const out = new Map<string, number>();
  for (const [id, s] of shapes)
    for (const r of s.rings)
      for (let i = 0; i < r.length; i++) {
        const a = r[i],
          b = r[(i + 1) % r.length];
        const other = owner.get(`${b}>${a}`);
        if (other && other !== id && id < other) {
          const k = pair(id, other);
          out.set(k, (out.get(k) ?? 0) + Math.hypot(b[0] - a[0], b[1] - a[1]) / 10);
        }
      }
  return out;
})();

/** pairs of provinces that are neighbours for armies or fleets */
const neighbours = (() => {
  const out = new Set<string>();
  for (const [a, list] of Object.entries(STANDARD_MAP.armyAdjacency)) for (const b of list) out.add(pair(a, b));
  for (const [a, list] of Object.entries(STANDARD_MAP.fleetAdjacency)) for (const b of list) out.add(pair(provinceOf(a), provinceOf(b)));
  return out;
})();

/**
 * Neighbours whose regions need not touch. None: the classic board's straits are drawn as
 * land where the map lets units cross them. Constantinople straddles the Bosporus (filled as
 * land, so Con–Ank and Con–Smy touch and the Black Sea never meets the Aegean); the Øresund
 * at Helsingør and the Danish belts are filled as Danish land, so Denmark touches Sweden (and
 * the Skagerrak never meets the Baltic); Kiel and Denmark share the Schleswig land border.
 */
const NOT_TOUCHING: string[] = [];

/** Contacts shorter than this between non-neighbours are corners, not borders. */
const MAX_CORNER = 3; // px

describe('Diplomacy board', () => {
  it('draws every province of the standard map, with a non-empty path inside the board', () => {
    expect([...ids].sort()).toEqual(STANDARD_MAP.provinces.map((p) => p.id).sort());
    for (const [id, s] of shapes) {
      expect(s.rings.length, id).toBeGreaterThan(0);
      expect(Math.max(...s.rings.map(area)), id).toBeGreaterThan(150);
      for (const r of s.rings) for (const [x, y] of r) expect(x >= 0 && x <= board.width * 10 && y >= 0 && y <= board.height * 10, id).toBe(true);
    }
    expect(board.width).toBeGreaterThan(1000);
    expect(board.height).toBeGreaterThan(800);
    expect(landShape.rings.length).toBeGreaterThan(0);
    expect(impassableShape.rings.length).toBeGreaterThan(0);
  });

  it('puts the label and the unit of each province inside it and in no other', () => {
    for (const p of board.provinces)
      for (const [what, pt] of [
        ['label', p.label],
        ['unit', p.unit],
      ] as const) {
        expect(inside(shapes.get(p.id)!, ...pt), `${p.id} ${what}`).toBe(true);
        for (const other of ids) if (other !== p.id) expect(inside(shapes.get(other)!, ...pt), `${p.id} ${what} in ${other}`).toBe(false);
        expect(distanceToOutline(shapes.get(p.id)!, pt), `${p.id} ${what} room`).toBeGreaterThan(2);
      }
  });

  it('stands each unit on the main piece of its province', () => {
    for (const p of board.provinces) {
      const rings = shapes.get(p.id)!.rings;
      const main = rings.reduce((a, b) => (area(b) > area(a) ? b : a));
      const holes = rings.filter((r) => area(r) < 0);
      expect(inside({ rings: [main, ...holes], box: shapes.get(p.id)!.box }, ...p.unit), p.id).toBe(true);
    }
  });

  it('marks every supply centre, and only those, inside its province', () => {
    for (const p of board.provinces) {
      const centre = facts.get(p.id)!.supplyCentre;
      expect(p.sc !== undefined, p.id).toBe(centre);
      if (p.sc) {
        expect(inside(shapes.get(p.id)!, ...p.sc), p.id).toBe(true);
        expect(distanceToOutline(shapes.get(p.id)!, p.sc), p.id).toBeGreaterThan(2);
      }
    }
    expect(board.provinces.filter((p) => p.sc)).toHaveLength(34);
  });

  it('has a fleet point for every named coast, inside the province and near that coast’s seas', () => {
    const locations = STANDARD_MAP.provinces.flatMap((p) => p.coasts.map((c) => `${p.id}/${c}`));
    expect(board.coasts.map((c) => c.id).sort()).toEqual(locations.sort());
    const seas = STANDARD_MAP.provinces.filter((p) => p.type === 'sea').map((p) => p.id);
    for (const c of board.coasts) {
      const prov = provinceOf(c.id);
      expect(inside(shapes.get(prov)!, ...c.unit), c.id).toBe(true);
      expect(inside(shapes.get(prov)!, ...c.label), `${c.id} label`).toBe(true);
      const reach = new Set(STANDARD_MAP.fleetAdjacency[c.id].map(provinceOf));
      // the nearest sea is one this coast reaches, and it is close
      const bySea = seas.map((s) => [s, distanceToOutline(shapes.get(s)!, c.unit)] as const).sort((a, b) => a[1] - b[1]);
      expect(reach.has(bySea[0][0]), `${c.id} nearest sea ${bySea[0][0]}`).toBe(true);
      expect(bySea[0][1], `${c.id} distance to ${bySea[0][0]}`).toBeLessThan(20);
      // among the neighbours only one of the coasts reaches, the nearest is this coast's
      const siblings = board.coasts.filter((o) => o.id !== c.id && provinceOf(o.id) === prov);
      const theirs = new Set(siblings.flatMap((o) => STANDARD_MAP.fleetAdjacency[o.id].map(provinceOf)));
      const exclusive = [...new Set([...reach, ...theirs])].filter((n) => reach.has(n) !== theirs.has(n));
      const nearest = exclusive.map((n) => [n, distanceToOutline(shapes.get(n)!, c.unit)] as const).sort((a, b) => a[1] - b[1])[0];
      expect(reach.has(nearest[0]), `${c.id} is nearest to ${nearest[0]}`).toBe(true);
    }
    // e.g. St Petersburg's north coast faces the Barents Sea, its south coast the Gulf of Bothnia
    const near = (id: string, sea: string) => distanceToOutline(shapes.get(sea)!, board.coasts.find((c) => c.id === id)!.unit);
    expect(near('stp/nc', 'bar')).toBeLessThan(near('stp/nc', 'bot'));
    expect(near('stp/sc', 'bot')).toBeLessThan(near('stp/sc', 'bar'));
  });

  it('draws neighbours in the army and fleet graphs as touching regions', () => {
    const missing = [...neighbours].filter((k) => !sharedBorder.has(k) && !NOT_TOUCHING.includes(k));
    expect(missing).toEqual([]);
    expect(NOT_TOUCHING.filter((k) => sharedBorder.has(k))).toEqual([]);
  });

  it('lets the straits of the classic board be crossed on land', () => {
    for (const k of ['con|smy', 'ank|con', 'den|swe', 'den|kie']) expect(sharedBorder.get(k) ?? 0, k).toBeGreaterThan(1);
    // and keeps the seas they separate apart
    for (const k of ['aeg|bla', 'bal|ska', 'bal|hel']) expect(sharedBorder.get(k) ?? 0, k).toBeLessThan(MAX_CORNER);
  });

  it('gives provinces that are not neighbours no more than a corner in common', () => {
    const long = [...sharedBorder].filter(([k, len]) => !neighbours.has(k) && len >= MAX_CORNER).map(([k, len]) => `${k} ${len.toFixed(1)}px`);
    expect(long).toEqual([]);
  });

  it('tiles the board: each point is in one province, or on land of none (impassable or background)', () => {
    const land = new Set(STANDARD_MAP.provinces.filter((p) => p.type !== 'sea').map((p) => p.id));
    const list = [...shapes];
    let background = 0,
      impassable = 0;
    for (let y = 0.37; y < board.height; y += 9.3)
      for (let x = 0.61; x < board.width; x += 9.7) {
        const hits = list.filter(([, s]) => inside(s, x, y)).map(([id]) => id);
        expect(hits.length, `${x},${y} in ${hits.join(',')}`).toBeLessThanOrEqual(1);
        const onLand = inside(landShape, x, y);
        if (hits.length) expect(onLand, `${x},${y} ${hits[0]} vs land`).toBe(land.has(hits[0]));
        else {
          expect(onLand, `${x},${y} is in nothing`).toBe(true);
          background++;
          if (inside(impassableShape, x, y)) impassable++;
        }
      }
    expect(impassable).toBeGreaterThan(0);
    expect(background).toBeGreaterThan(impassable);
  });

  it('leaves land of no province only at the rim of the playable area and around Switzerland', () => {
    // outline edges a land province shares with no other province (nor the board's edge) border
    // the impassable area or background land
    const owner = new Set<string>();
    for (const s of shapes.values()) for (const r of s.rings) for (let i = 0; i < r.length; i++) owner.add(`${r[i]}>${r[(i + 1) % r.length]}`);
    const onFrame = ([x, y]: [number, number]) => x === 0 || y === 0 || x === board.width * 10 || y === board.height * 10;
    const open = new Map<string, number>();
    for (const [id, s] of shapes) {
      if (facts.get(id)!.type === 'sea') continue;
      for (const r of s.rings)
        for (let i = 0; i < r.length; i++) {
          const a = r[i],
            b = r[(i + 1) % r.length];
          if (owner.has(`${b}>${a}`) || (onFrame(a) && onFrame(b))) continue;
          open.set(id, (open.get(id) ?? 0) + Math.hypot(b[0] - a[0], b[1] - a[1]) / 10);
        }
    }
    const swiss = ['bur', 'mar', 'mun', 'pie', 'tyr'];
    const rim = ['arm', 'mos', 'sev', 'stp', 'syr'];
    expect(
      [...open]
        .filter(([, len]) => len > 1)
        .map(([id]) => id)
        .sort(),
    ).toEqual([...swiss, ...rim].sort());
  });

  it('stays small enough to ship', () => {
    expect(JSON.stringify(board).length).toBeLessThan(300 * 1024);
  });
});
