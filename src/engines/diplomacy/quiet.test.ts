/** The quiet apply (simulators, the bench, search playouts) against the engine's own `apply`, move by move (testkit.ts `compareQuiet`). */
import { describe, it } from 'vitest';
import { diplomacyEngine } from './engine';
import { compareQuiet } from './testkit';

describe('quietApply of classic Diplomacy', () => {
  it('accepts, refuses and decides exactly as apply, with an empty log (random games, with and without a last year)', () => {
    for (let seed = 1; seed <= 6; seed++)
      compareQuiet(diplomacyEngine, (n) => ({ ...diplomacyEngine.defaultOptions(n), ...(seed % 2 ? { lastYear: 1903 } : {}) }), seed, 300);
  }, 60_000);
});
