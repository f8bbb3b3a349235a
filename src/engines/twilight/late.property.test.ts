import { describe, expect, it } from 'vitest';
import { invariantBroken, randomGame, viewLeak } from './testkit';
import type { TwilightState } from './types';

const LATE = (id: number) => id >= 82 && id <= 102; // Late War cards proper (the Mid War optional cards 107–108 join from turn 4)

function invariant(s: TwilightState): void {
  const why = invariantBroken(s) ?? viewLeak(s);
  if (why) expect.fail(why);
}

describe('random play through the Late War with every option on (property)', () => {
  it('never throws; invariants hold; no view leaks; Late War and optional cards get played', () => {
    let played = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const opts = {
        lastTurn: 10,
        optionalCards: true,
        chineseCivilWar: seed % 2 === 0,
        realignAnywhere: seed % 3 === 0,
        realignNoLoss: seed % 2 === 1,
        spaceDump: seed % 4 === 0,
        mixOps: seed % 3 === 1,
        usBonus: seed % 5,
      };
      const { state } = randomGame(seed, opts, 12000, invariant, true);
      expect(state.outcome).not.toBeNull();
      played += [...state.removed, ...state.discard, ...state.limbo].filter(LATE).length;
    }
    expect(played).toBeGreaterThan(0);
  }, 120_000);
});
