import { describe, expect, it } from 'vitest';
import { spread, tableLayout, type Box } from './layout';

const inside = (b: Box, W: number, H: number) => b.x >= 0 && b.y >= 0 && b.x + b.w <= W + 0.5 && b.y + b.h <= H + 0.5;
const apart = (a: Box, b: Box) => a.x + a.w <= b.x + 0.5 || b.x + b.w <= a.x + 0.5 || a.y + a.h <= b.y + 0.5 || b.y + b.h <= a.y + 0.5;

describe('the table layout', () => {
  // Board areas at 1024×600, 1440×900 and 2560×1440 (the panel takes the rest), and a tall one.
  for (const [W, H] of [
    [724, 556],
    [1066, 855],
    [2120, 1396],
    [800, 1000],
  ])
    it(`fits ${W}×${H} without overlaps, text readable`, () => {
      const L = tableLayout(W, H, 4, 10);
      const all = [...L.basic, ...L.kingdom, L.bar, L.counters, L.play, L.players, L.trash, L.deck, L.discard, L.hand];
      for (const b of all) expect(inside(b, W, H), JSON.stringify(b)).toBe(true);
      const regions = [L.bar, L.counters, L.play, L.players, L.trash, L.deck, L.discard, L.hand, ...L.kingdom, ...L.basic];
      for (let i = 0; i < regions.length; i++) for (let j = i + 1; j < regions.length; j++) expect(apart(regions[i], regions[j]), `${i} ${j}`).toBe(true);
      expect(L.font).toBeGreaterThanOrEqual(12);
      expect(L.kingdom[0].w).toBeGreaterThan(80);
      expect(L.card.w).toBeGreaterThan(80);
      expect(L.play.w).toBeGreaterThan(L.card.w * 2);
    });
});

describe('spread', () => {
  it('lays cards side by side when they fit, overlapping evenly when not, never past the edge', () => {
    expect(spread(3, 100, 400, 10)).toEqual([40, 150, 260]);
    const xs = spread(10, 100, 400, 10);
    expect(xs[0]).toBe(0);
    expect(xs[9] + 100).toBeCloseTo(400);
    expect(spread(0, 100, 400, 10)).toEqual([]);
  });
});
