/** Issue 8 ("Secrets stay secret"), the World conquest case: the next player's trade prompt. Failed before the fix. */
import { describe, expect, it } from 'vitest';
import { probeMove } from '../core/leaks';
import { seededRandom } from '../core/rng';
import type { BaseState, Engine } from '../core/types';
import { E, play, position } from './testkit';

describe('issue 8: ending a turn does not tell whether the next player holds a set', () => {
  it('with three cards or more in the next hand, ending the turn is a reveal (no undo after the trade prompt)', () => {
    for (const next of [[0, 1, 2], [0, 14, 28], [0, 1]]) {
      const s = position({ phase: 'fortify', hands: [[], next, []] });
      const after = play(s, 0, { type: 'endTurn' }).state;
      expect(after.epoch > s.epoch).toBe(next.length >= 3);
      expect(probeMove(E as unknown as Engine<BaseState, unknown, unknown>, s, 0, { type: 'endTurn' }, seededRandom(5), 12)).toBeNull();
    }
  });
});
