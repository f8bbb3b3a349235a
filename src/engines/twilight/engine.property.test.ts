import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashState, replay } from '../core/game';
import type { Engine, GameRecord } from '../core/types';
import { twilightEngine } from './engine';
import { cardPlacesBroken, options, randomGame } from './testkit';
import type { TwilightState } from './types';

const engine = twilightEngine as unknown as Engine<TwilightState, unknown, unknown>;

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
}

function invariant(s: TwilightState): void {
  const cards = cardPlacesBroken(s);
  if (cards) expect.fail(cards);
  for (const side of [0, 1]) for (const n of s.inf[side]) if (!(n >= 0)) expect.fail(`negative influence ${n}`);
  if (s.defcon < 1 || s.defcon > 5) expect.fail(`DEFCON ${s.defcon}`);
  if (s.defcon === 1 && !s.outcome) expect.fail('DEFCON 1 without an outcome');
  if (!s.outcome && !s.pending) expect.fail('no decision pending in a live game');
  if (s.milOps.some((m) => m < 0 || m > 5)) expect.fail(`military ops ${s.milOps.join(',')}`);
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
      { numRuns: 150 },
    );
  });

  it('replay of a recorded game reproduces the same final state (core replay + hashState)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const opts = options({ optionalCards: seed % 2 === 0 });
        const { state, moves } = randomGame(seed, opts);
        const record: GameRecord = { game: 'twilight', options: opts, seed, seats: [], moves };
        const r = replay(engine, record);
        if (!r.ok) expect.fail(r.error.message);
        expect(hashState(r.value.states[r.value.states.length - 1])).toBe(hashState(state));
        // JSON round trip: the state is plain data.
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      }),
      { numRuns: 40 },
    );
  });

  it('longer games (careful random players, Early War cards through turn 10) hold the same invariants', () => {
    let turns = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const { state } = randomGame(seed, { lastTurn: 10, optionalCards: seed % 2 === 1 }, 8000, invariant, true);
      expect(state.outcome).not.toBeNull();
      turns += state.turn;
    }
    expect(turns / 30).toBeGreaterThan(3);
  });
});
