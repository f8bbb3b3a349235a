import { describe, expect, it } from 'vitest';
import { niceStep, turnsShown } from './VpChart';

describe('the VP chart', () => {
  it('picks round axis steps', () => {
    expect(niceStep(40, 5)).toBe(10);
    expect(niceStep(27, 5)).toBe(10);
    expect(niceStep(9, 5)).toBe(2);
    expect(niceStep(0.3, 3)).toBeCloseTo(0.1, 10);
  });

  it('draws turns while at least 5% of the games are still going', () => {
    // 100 games: 40 still going at turn 3, 5 at turn 4, 2 at turn 5.
    expect(turnsShown([100, 100, 40, 5, 2], 100)).toBe(4);
    expect(turnsShown([3, 1], 3)).toBe(2);
    expect(turnsShown([], 0)).toBe(1);
  });
});
