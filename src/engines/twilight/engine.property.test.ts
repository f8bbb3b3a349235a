import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashState, replay } from '../core/game';
import type { Engine, GameRecord } from '../core/types';
import { twilightEngine } from './engine';
import { standardPolicy } from './bot';
import { actingSeats } from './legal';
import { deepFreeze, invariantBroken, seededRandom, options, randomGame, viewLeak } from './testkit';
import type { TwilightState } from './types';

const engine = twilightEngine as unknown as Engine<TwilightState, unknown, unknown>;

function invariant(s: TwilightState): void {
  const why = invariantBroken(s);
  if (why) expect.fail(why);
}

function hidden(s: TwilightState): void {
  const why = viewLeak(s);
  if (why) expect.fail(why);
}

describe('random legal play (property)', () => {
  it('never throws, keeps influence ≥ 0 and every card in exactly one place, and never mutates its input', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), fc.integer({ min: 0, max: 3 }), (seed, optionalCards, usBonus) => {
        const { state } = randomGame(seed, { optionalCards, usBonus, lastTurn: 3 }, 5000, (s) => {
          deepFreeze(s);
          invariant(s);
        });
        expect(state.outcome).not.toBeNull();
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('replay of a recorded game reproduces the same final state (core replay + hashState)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const opts = options({ optionalCards: seed % 2 === 0 });
        const { state, moves } = randomGame(seed, opts, 20_000, undefined, true);
        const record: GameRecord = { game: 'twilight', options: opts, seed, seats: [], moves };
        const r = replay(engine, record);
        if (!r.ok) expect.fail(r.error.message);
        expect(hashState(r.value.states[r.value.states.length - 1])).toBe(hashState(state));
        // JSON round trip: the state is plain data.
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      }),
      { numRuns: 6 },
    );
  }, 120_000);

  it('complete ten-turn games (careful random players, the whole war): invariants, hidden information in every view', () => {
    let turns = 0;
    let midCards = 0;
    let finalScored = 0;
    const GAMES = 12;
    for (let seed = 1; seed <= GAMES; seed++) {
      const { state } = randomGame(
        seed,
        { lastTurn: 10, optionalCards: seed % 2 === 1 },
        20_000,
        (s) => {
          invariant(s);
          hidden(s);
          if (s.turn >= 4 && s.inPlay.some((id) => id >= 36 && id <= 81)) midCards++;
        },
        true,
      );
      expect(state.outcome).not.toBeNull();
      turns += state.turn;
      if (state.turn === 10 && /Final scoring/.test(state.outcome?.reason ?? '')) finalScored++;
    }
    // Careful players reach deep into the Mid War and play its cards; some play all ten turns.
    expect(turns / GAMES).toBeGreaterThan(5);
    expect(finalScored).toBeGreaterThan(0);
    expect(midCards).toBeGreaterThan(0);
  }, 300_000);

  it('complete ten-turn games between Standard bots (from their own views): invariants, hidden information, replay to the same hash', () => {
    let midTurns = 0;
    for (let seed = 1; seed <= 2; seed++) {
      const rand = seededRandom(seed * 31);
      const opts = options({ optionalCards: seed === 2 });
      let s = engine.setup(opts, 2, seed) as TwilightState;
      const moves: { seat: number; move: unknown }[] = [];
      while (!s.outcome && moves.length < 20_000) {
        invariant(s);
        hidden(s);
        const seat = actingSeats(s)[0];
        const legal = twilightEngine.legalMoves(s, seat);
        const move = standardPolicy(twilightEngine.view(s, seat), seat, legal, rand);
        const r = twilightEngine.apply(s, move, seat);
        if (!r.ok) expect.fail(r.error.message);
        s = deepFreeze(r.state);
        moves.push({ seat, move });
        if (s.turn >= 4) midTurns++;
      }
      invariant(s);
      expect(s.outcome).not.toBeNull();
      const r = replay(engine, { game: 'twilight', options: opts, seed, seats: [], moves });
      if (!r.ok) expect.fail(r.error.message);
      expect(hashState(r.value.states[r.value.states.length - 1])).toBe(hashState(s));
    }
    // Bots play long games: the Mid War is reached (the careful random games above reach the Late War).
    expect(midTurns).toBeGreaterThan(0);
  }, 300_000);
});
