import { describe, expect, it } from 'vitest';
import { card } from '../../engines/twilight/cardinfo';
import { isBuilt } from '../../engines/twilight/events';
import { eventText } from './cardText';

describe('card texts', () => {
  it('every built card a player can hold has its own text (Early and Mid War)', () => {
    const fallback = eventText(999);
    for (let id = 1; id <= 110; id++) {
      if (!card(id) || (!isBuilt(id) && id !== 6)) continue;
      expect(eventText(id), `card ${id}`).not.toBe(fallback);
    }
    expect(isBuilt(36) && isBuilt(81)).toBe(true);
  });
});
