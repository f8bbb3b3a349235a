/** Issue 8 ("Secrets stay secret"), the Twilight Struggle case: Blockade. Failed before the fix. */
import { describe, expect, it } from 'vitest';
import { probeMove } from '../core/leaks';
import { seededRandom } from '../core/rng';
import type { BaseState, Engine } from '../core/types';
import { E, play, position } from './testkit';

describe('issue 8: Blockade is a reveal', () => {
  it('whether the US is asked to discard (3+ ops card held) or loses West Germany, the USSR cannot undo after reading it', () => {
    for (const us of [[4, 19], [19]]) {
      const s = position(0, { inf: { west_germany: [3, 0] }, hands: [[10, 12], us] });
      const move = { type: 'play', card: 10, use: 'event' } as const;
      expect(play(s, 0, move).state.epoch).toBeGreaterThan(s.epoch);
      expect(probeMove(E as unknown as Engine<BaseState, unknown, unknown>, s, 0, move, seededRandom(3), 12)).toBeNull();
    }
  });
});
