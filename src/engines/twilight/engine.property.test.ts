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
});

/** No view shows the other side's hand, its unrevealed headline, a secret choice or the dice to come. */
function hidden(s: TwilightState): void {
  for (const seat of [0, 1] as const) {
    const v = twilightEngine.view(s, seat);
    const other = 1 - seat;
    // Aldrich Ames Remix opens the US hand to the USSR for the rest of the turn (CARD_EFFECTS #98).
    const open = seat === 0 && s.effects.some((e) => e.card === 98);
    if (!open && v.hands[other].some((c) => c !== -1)) expect.fail('a view shows the other hand');
    if (v.deck.some((c) => c !== -1)) expect.fail('a view shows the draw pile');
    if (!s.headlineRevealed && v.headline[other] > 0) expect.fail('a view shows the other headline');
    if (v.rng.length > 0 || v.rigged.length > 0) expect.fail('a view carries the dice');
    const p = v.pending;
    if (p?.kind === 'headline' && p.answers && p.answers[other] !== undefined) expect.fail('a view shows the other headline answer');
    if (p?.kind === 'action' && p.seat !== seat && p.only !== undefined) expect.fail('a view shows the card Grain Sales took');
    if (p?.kind === 'pick' && p.secret && p.seat !== seat) {
      if (p.options.length > 0) expect.fail('a view shows a secret choice');
      if (p.then.op === 'card' && (p.then.list !== undefined || p.then.n !== undefined)) expect.fail('a view shows a secret continuation');
    }
  }
}
