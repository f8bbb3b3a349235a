/** Issue 12: territory names never overlap each other nor hide under an army badge. */
import { describe, expect, it } from 'vitest';
import { BADGE_HALF, LABEL_FONT, OPENING_ZOOM, layoutLabels } from './labels';
import { worldMap } from './worldMap';

type Box = [number, number, number, number];
const overlap = (a: Box, b: Box): boolean => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

describe('territory name layout', () => {
  for (const zoom of [0.6, 0.75, 0.9, 1.2, 1.8]) {
    it(`at zoom ${zoom}: names clear of each other and of every badge`, () => {
      const spots = layoutLabels(zoom);
      const centre = worldMap.territories.map((t) => [t.label[0] * zoom, t.label[1] * zoom]);
      const badges: Box[] = centre.map(([x, y]) => [x - BADGE_HALF, y - BADGE_HALF, x + BADGE_HALF, y + BADGE_HALF]);
      const names: Box[] = [];
      spots.forEach((s, i) => {
        if (s) names.push([centre[i][0] + s.dx, centre[i][1] + s.dy, centre[i][0] + s.dx + s.width, centre[i][1] + s.dy + s.height]);
      });
      for (let a = 0; a < names.length; a++) {
        for (let b = a + 1; b < names.length; b++) expect(overlap(names[a], names[b])).toBe(false);
        for (const badge of badges) expect(overlap(names[a], badge)).toBe(false);
      }
    });
  }

  it('keeps every name on the map, never past its edge (Western United States was cut at 768 px)', () => {
    // Zooms the layout uses as they are (its cache works in 2 % steps).
    for (const zoom of [-53, -35, -15, 9].map((k) => Math.pow(1.02, k))) {
      layoutLabels(zoom).forEach((s, i) => {
        if (!s) return;
        const [x, y] = worldMap.territories[i].label.map((v) => v * zoom);
        expect(x + s.dx).toBeGreaterThanOrEqual(0);
        expect(y + s.dy).toBeGreaterThanOrEqual(0);
        expect(x + s.dx + s.width).toBeLessThanOrEqual(worldMap.width * zoom);
        expect(y + s.dy + s.height).toBeLessThanOrEqual(worldMap.height * zoom);
      });
    }
    const wus = worldMap.territories.findIndex((t) => t.id === 'western_united_states');
    expect(layoutLabels(0.75)[wus]).not.toBeNull();
  });

  it('shows every name once the board is zoomed in a little, and most at the opening zoom', () => {
    expect(layoutLabels(1.2).every((s) => s !== null)).toBe(true);
    expect(layoutLabels(0.75).filter((s) => s !== null).length).toBeGreaterThanOrEqual(38);
    // The opening zoom (issue 20): all names but one or two fit, at 11 px.
    expect(layoutLabels(OPENING_ZOOM).filter((s) => s !== null).length).toBeGreaterThanOrEqual(40);
    expect(LABEL_FONT).toBeGreaterThanOrEqual(11);
    const gb = worldMap.territories.findIndex((t) => t.id === 'great_britain');
    const we = worldMap.territories.findIndex((t) => t.id === 'western_europe');
    expect(layoutLabels(1.2)[gb]).not.toBeNull();
    expect(layoutLabels(1.2)[we]).not.toBeNull();
  });
});
