import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../engines/twilight/data/countries';
import { layout } from './layout';

describe('the generated Twilight Struggle layout', () => {
  const entries = Object.entries(layout.boxes);

  it('has a box for every country and both superpowers', () => {
    expect(Object.keys(layout.boxes).sort()).toEqual([...COUNTRIES.map((c) => c.id), 'usa', 'ussr'].sort());
  });

  it('puts every box on the board', () => {
    for (const [id, b] of entries) {
      expect(b.x, id).toBeGreaterThanOrEqual(0);
      expect(b.y, id).toBeGreaterThanOrEqual(0);
      expect(b.x + b.w, id).toBeLessThanOrEqual(layout.width);
      expect(b.y + b.h, id).toBeLessThanOrEqual(layout.height);
    }
  });

  it('lets no two boxes overlap (and leaves a gap for the lines)', () => {
    for (let i = 0; i < entries.length; i++) {
      for (let j = i + 1; j < entries.length; j++) {
        const [a, p] = entries[i];
        const [b, q] = entries[j];
        const apart = p.x + p.w + 4 <= q.x || q.x + q.w + 4 <= p.x || p.y + p.h + 4 <= q.y || q.y + q.h + 4 <= p.y;
        expect(apart, `${a} and ${b}`).toBe(true);
      }
    }
  });

  it('draws every adjacency, including the superpower spaces', () => {
    const drawn = new Set(layout.links.map((l) => [l.a, l.b].sort().join('|')));
    COUNTRIES.forEach((c) => {
      for (const j of c.adj) expect(drawn.has([c.id, COUNTRIES[j].id].sort().join('|')), `${c.id}–${COUNTRIES[j].id}`).toBe(true);
      if (c.superpower >= 0) expect(drawn.has([c.id, c.superpower === 0 ? 'ussr' : 'usa'].sort().join('|')), c.id).toBe(true);
    });
  });

  it('keeps the links on the board', () => {
    for (const l of layout.links) for (const [x, y] of l.points) expect(x >= 0 && x <= layout.width && y >= 0 && y <= layout.height).toBe(true);
  });
});
