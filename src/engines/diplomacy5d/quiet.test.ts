/** The quiet apply against the engine's own `apply`, move by move, as classic Diplomacy's (../diplomacy/testkit.ts `compareQuiet`). */
import { describe, it } from 'vitest';
import { compareQuiet } from '../diplomacy/testkit';
import { diplomacy5dEngine } from './engine';

describe('quietApply of 5D Diplomacy', () => {
  it('under each rule set: accepts, refuses and decides exactly as apply, with an empty log', () => {
    for (let seed = 1; seed <= 3; seed++)
      compareQuiet(
        diplomacy5dEngine,
        (n) => ({ ...diplomacy5dEngine.defaultOptions(n), rules: (['B', 'A-loose', 'A-strict'] as const)[seed % 3], lastYear: 1902 }),
        seed,
        60,
      );
  }, 120_000);

  it('under fog of war (the log per seat is skipped, the game the same)', () => {
    compareQuiet(diplomacy5dEngine, (n) => ({ ...diplomacy5dEngine.defaultOptions(n), fog: true, lastYear: 1902 }), 4, 60);
  }, 120_000);
});
