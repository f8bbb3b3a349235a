/** Issue 8 ("Secrets stay secret"), the Diplomacy case: the view kept the generator's state. Failed before the fix. */
import { describe, expect, it } from 'vitest';
import { probeSeat } from '../core/leaks';
import { seededRandom } from '../core/testkit';
import type { BaseState, Engine } from '../core/types';
import { diplomacyEngine as engine } from './engine';
import { play } from './testkit';

describe("issue 8: Diplomacy's view", () => {
  it('carries no generator state, and nothing in it changes when what a seat cannot see is redrawn', () => {
    let s = engine.setup(engine.defaultOptions(7), 7, 11);
    const first = engine.legalMoves(s, 0).find((m) => m.kind === 'orders');
    if (!first) throw new Error('expected orders');
    s = play(s, 0, first).state;
    for (const seat of [null, 0, 1, 6]) {
      expect(engine.view(s, seat).rng).toEqual([]);
      expect(probeSeat(engine as unknown as Engine<BaseState, unknown, unknown>, s, seat, seededRandom(seat ?? 9), 6)).toBeNull();
    }
    // Seat 0's orders are its own: the others do not see them.
    expect(engine.view(s, 1).pending).toEqual({});
  });
});
