import { describe, expect, it } from 'vitest';
import { OPENING_LABEL, openingOf, targetPoints } from './opening';
import { layout } from './layout';
import type { TwilightMove } from '../../engines/twilight/types';

describe('the opening view (issue 20: the board opens readable, on this seat’s targets)', () => {
  it('centres on the countries the legal moves name, whatever the kind of move', () => {
    const legal: TwilightMove[] = [
      { type: 'influence', country: 'poland' },
      { type: 'coup', country: 'iran' },
      { type: 'pick', choice: 'japan' },
      { type: 'pick', choice: 'roll' },
      { type: 'play', card: 5, use: 'event' },
    ];
    const pts = targetPoints(legal);
    expect(pts).toHaveLength(3);
    const poland = layout.boxes.poland;
    expect(pts[0]).toEqual({ x: poland.x + poland.w / 2, y: poland.y + poland.h / 2 });
  });
  it('with nothing to aim at (a card to choose), no focus: the middle of the board', () => {
    expect(openingOf([{ type: 'play', card: 5, use: 'event' }])).toEqual({ label: OPENING_LABEL, focus: [] });
  });
});
