import { describe, expect, it } from 'vitest';
import { hoverSpot } from './hover';

const view = { width: 1280, height: 800 };
const card = { width: 300, height: 160 };

describe('the hover card of a hand card', () => {
  it('goes left of a row in a panel on the right, centred on it', () => {
    expect(hoverSpot({ left: 905, top: 300, width: 365, height: 36 }, view, card)).toEqual({ left: 595, top: 238 });
  });

  it('stays inside the window near its bottom edge', () => {
    const at = hoverSpot({ left: 905, top: 760, width: 365, height: 36 }, view, card);
    expect(at.top + card.height).toBeLessThanOrEqual(view.height);
  });

  it('goes above a full-width row (a panel under the map), else below it', () => {
    const wide = { width: 768, height: 1024 };
    expect(hoverSpot({ left: 8, top: 700, width: 752, height: 44 }, wide, card)).toEqual({ left: 10, top: 530 });
    expect(hoverSpot({ left: 8, top: 100, width: 752, height: 44 }, wide, card)).toEqual({ left: 10, top: 154 });
  });
});
