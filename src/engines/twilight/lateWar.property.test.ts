/**
 * The Late War scenario under random and bot play (property): complete games from the scenario's setup
 * keep every invariant (every card in one place — the removed and in-effect cards included — influence
 * ≥ 0, DEFCON and VP in range), no view shows hidden information, a recorded game replays to the same
 * hash, and every game ends by one of the scenario's rules (LATE_WAR.md "Victory"): never a draw at
 * final scoring.
 */
import { describe, expect, it } from 'vitest';
import { hashState, replay } from '../core/game';
import type { Engine } from '../core/types';
import { standardPolicy } from './bot';
import { twilightEngine } from './engine';
import { actingSeats } from './legal';
import { deepFreeze, invariantBroken, options, randomGame, seededRandom, viewLeak } from './testkit';
import type { TwilightState } from './types';

const engine = twilightEngine as unknown as Engine<TwilightState, unknown, unknown>;

function check(s: TwilightState): void {
  const why = invariantBroken(s) ?? viewLeak(s);
  if (why) expect.fail(why);
  expect(s.turn).toBeGreaterThanOrEqual(8);
}

describe('Late War scenario: complete games (property)', () => {
  it('careful random players, options varied: invariants, hidden information, replay; final scoring never a draw', () => {
    let finals = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const opts = options({
        scenario: 'lateWar',
        optionalCards: seed % 2 === 0,
        realignAnywhere: seed % 3 === 0,
        realignNoLoss: seed % 4 === 1,
        spaceDump: seed % 3 === 1,
        mixOps: seed % 4 === 2,
      });
      const { state, moves } = randomGame(seed, opts, 20_000, check, true);
      expect(state.outcome).not.toBeNull();
      if (/after final scoring/.test(state.outcome?.reason ?? '')) {
        finals++;
        expect(state.outcome?.winner).toBe(state.vp >= 20 ? 1 : 0);
      }
      const r = replay(engine, { game: 'twilight', options: opts, seed, seats: [], moves });
      if (!r.ok) expect.fail(r.error.message);
      expect(hashState(r.value.states[r.value.states.length - 1])).toBe(hashState(state));
    }
    expect(finals).toBeGreaterThan(0);
  }, 300_000);

  it('Standard bots from their own views: the game ends, invariants hold, replay to the same hash', () => {
    for (const seed of [2]) {
      const rand = seededRandom(seed * 31);
      const opts = options({ scenario: 'lateWar', optionalCards: true });
      let s = engine.setup(opts, 2, seed);
      const moves: { seat: number; move: unknown }[] = [];
      while (!s.outcome && moves.length < 20_000) {
        check(s);
        const seat = actingSeats(s)[0];
        const legal = twilightEngine.legalMoves(s, seat);
        const move = standardPolicy(twilightEngine.view(s, seat), seat, legal, rand);
        const r = twilightEngine.apply(s, move, seat);
        if (!r.ok) expect.fail(r.error.message);
        s = deepFreeze(r.state);
        moves.push({ seat, move });
      }
      check(s);
      expect(s.outcome).not.toBeNull();
      const r = replay(engine, { game: 'twilight', options: opts, seed, seats: [], moves });
      if (!r.ok) expect.fail(r.error.message);
      expect(hashState(r.value.states[r.value.states.length - 1])).toBe(hashState(s));
    }
  }, 300_000);
});
