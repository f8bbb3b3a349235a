import { describe, expect, it } from 'vitest';
import { tickIndices } from './LineChart';

describe('the line chart’s axis', () => {
  it('labels the first and the last point, and round steps between', () => {
    expect(tickIndices(1, 5)).toEqual([0]);
    expect(tickIndices(5, 10)).toEqual([0, 1, 2, 3, 4]);
    expect(tickIndices(21, 5)).toEqual([0, 5, 10, 15, 20]);
    // The last point is never crowded by a tick just before it.
    expect(tickIndices(22, 5)).toEqual([0, 10, 21]);
  });
});
