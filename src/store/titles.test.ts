import { describe, expect, it } from 'vitest';
import { copyTitle, defaultTitle } from './titles';
import { MAX_TITLE } from '../persistence/store';
import type { SeatSpec } from '../engines/core';

const seat = (name: string, kind: 'human' | 'bot' = 'human'): SeatSpec => ({ name, color: '#000', kind, ...(kind === 'bot' ? { bot: 'General' } : {}) });

describe('saved-game names (issue 12: names people can tell apart)', () => {
  it('names the game, the players and the day', () => {
    const t = defaultTitle('Dominion', [seat('Ann'), seat('Bob'), seat('Cleo', 'bot')], new Date(2026, 10, 24), 'en-GB');
    expect(t).toBe('Dominion · Ann, Bob, Cleo (computer) · 24 Nov 2026');
  });

  it('two games on the same day with other players get other names', () => {
    const d = new Date(2026, 10, 24);
    expect(defaultTitle('Diplomacy', [seat('Ann'), seat('Bob')], d)).not.toBe(defaultTitle('Diplomacy', [seat('Ann'), seat('Dan')], d));
  });

  it('stays within the store limit with many long names, keeping game and day', () => {
    const seats = Array.from({ length: 7 }, (_, i) => seat(`Player with a very long name ${i}`));
    const t = defaultTitle('5D Diplomacy', seats, new Date(2026, 0, 2), 'en-GB');
    expect(t.length).toBeLessThanOrEqual(MAX_TITLE);
    expect(t.startsWith('5D Diplomacy · Player with a very long name 0')).toBe(true);
    expect(t).toContain('…');
    expect(t.endsWith(' · 2 Jan 2026')).toBe(true);
  });
});

describe('imported copies', () => {
  it('say they are a copy, once', () => {
    expect(copyTitle('Risk night')).toBe('Risk night (copy)');
    expect(copyTitle(copyTitle('Risk night'))).toBe('Risk night (copy)');
  });
  it('stay within the limit', () => {
    expect(copyTitle('x'.repeat(MAX_TITLE)).length).toBeLessThanOrEqual(MAX_TITLE);
  });
});
