import { describe, expect, it } from 'vitest';
import { worldMap } from './worldMap';
import { area, parsePath, type Ring } from '../common/svgRings';

/** even-odd point in polygon; (x, y) in px */
function inside(rings: Ring[], x: number, y: number): boolean {
  const X = x * 10,
    Y = y * 10;
  let odd = false;
  for (const r of rings)
    for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
      const [xi, yi] = r[i],
        [xj, yj] = r[j];
      if (yi > Y !== yj > Y && X < ((xj - xi) * (Y - yi)) / (yj - yi) + xi) odd = !odd;
    }
  return odd;
}

const pair = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

const rings = new Map(worldMap.territories.map((t) => [t.id, parsePath(t.path)]));
const ids = worldMap.territories.map((t) => t.id);
const borders = new Set(worldMap.borders.map(([a, b]) => pair(a, b)));

/** pairs of territories whose outlines share at least one edge */
const touching = (() => {
  const owner = new Map<string, string>();
  for (const [id, rs] of rings) for (const r of rs) for (let i = 0; i < r.length; i++) owner.set(`${r[i]}>${r[(i + 1) % r.length]}`, id);
  const out = new Set<string>();
  for (const [id, rs] of rings)
    for (const r of rs)
      for (let i = 0; i < r.length; i++) {
        const other = owner.get(`${r[(i + 1) % r.length]}>${r[i]}`);
        if (other && other !== id) out.add(pair(id, other));
      }
  return out;
})();
const lanePairs = new Set(worldMap.seaLanes.map((l) => pair(l.a, l.b)));

describe('world map', () => {
  it('has the 42 territories, each with a non-empty path inside the board', () => {
    expect(ids).toHaveLength(42);
    expect(new Set(ids).size).toBe(42);
    for (const [id, rs] of rings) {
      expect(rs.length, id).toBeGreaterThan(0);
      expect(Math.max(...rs.map(area)), id).toBeGreaterThan(50);
      for (const r of rs)
        for (const [x, y] of r) {
          expect(x >= 0 && x <= worldMap.width * 10 && y >= 0 && y <= worldMap.height * 10, id).toBe(true);
        }
    }
    expect(parsePath(worldMap.background).length).toBeGreaterThan(0);
  });

  it('lists the 83 classic borders between known territories', () => {
    expect(worldMap.borders).toHaveLength(83);
    expect(borders.size).toBe(83);
    for (const [a, b] of worldMap.borders) {
      expect(ids).toContain(a);
      expect(ids).toContain(b);
    }
  });

  it('puts each label inside its own territory and no other', () => {
    for (const t of worldMap.territories) {
      const [x, y] = t.label;
      expect(inside(rings.get(t.id)!, x, y), t.id).toBe(true);
      for (const other of ids) if (other !== t.id) expect(inside(rings.get(other)!, x, y), `${t.id} in ${other}`).toBe(false);
    }
  });

  it('draws every border as shared land or as a sea lane', () => {
    const missing = worldMap.borders.filter(([a, b]) => !touching.has(pair(a, b)) && !lanePairs.has(pair(a, b)));
    expect(missing).toEqual([]);
  });

  it('has no sea lane, and no shared land, between territories that are not neighbours', () => {
    expect([...lanePairs].filter((p) => !borders.has(p))).toEqual([]);
    expect([...touching].filter((p) => !borders.has(p))).toEqual([]);
  });

  it('keeps the island territories apart from everyone (only sea lanes)', () => {
    const islands = ['greenland', 'iceland', 'great_britain', 'japan', 'madagascar', 'indonesia', 'new_guinea'];
    expect([...touching].filter((p) => p.split('|').some((id) => islands.includes(id)))).toEqual([]);
  });

  it('draws sea lanes only where there is no land border', () => {
    expect([...lanePairs].filter((p) => touching.has(p))).toEqual([]);
  });

  it('runs the wrap-around lanes off the board edges', () => {
    const wraps = worldMap.seaLanes.filter((l) => l.wrap);
    expect(wraps.length).toBeGreaterThanOrEqual(2);
    const edgeX = wraps.flatMap((l) => l.points.map(([x]) => x)).filter((x) => x === 0 || x === worldMap.width);
    expect(new Set(edgeX)).toEqual(new Set([0, worldMap.width]));
    for (const l of worldMap.seaLanes) expect(l.points.length, `${l.a}|${l.b}`).toBeGreaterThanOrEqual(2);
  });

  it('has a distinct tint per continent', () => {
    expect(worldMap.continents).toHaveLength(6);
    expect(new Set(worldMap.continents.map((c) => c.color)).size).toBe(6);
  });
});
