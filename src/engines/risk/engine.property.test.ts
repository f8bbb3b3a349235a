import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { current, hashState, replay } from '../core/game';
import type { Engine, GameRecord, MoveRecord } from '../core/types';
import { riskEngine } from './engine';
import { fogActive, HIDDEN, HIDDEN_RESERVE, sees } from './fog';
import { missionComplete } from './missions';
import { holdsEveryCapital } from './victory';
import { actingSeat } from './legal';
import { legalMoveAt, legalMoveCount } from './sample';
import { optionsArb } from './testkit';
import { deepFreeze, seededRandom } from '../core/testkit';
import type { RiskMove, RiskOptions, RiskState } from './types';

const engine = riskEngine as unknown as Engine<RiskState, unknown, unknown>;

/** The first broken invariant of a state, or null. */
function brokenInvariant(s: RiskState): string | null {
  for (let t = 0; t < 42; t++) {
    // Armies never negative; every owned territory has at least one army; unowned ones none.
    if (s.owner[t] >= 0 && !(s.armies[t] >= 1)) return `territory ${t} is owned with ${s.armies[t]} armies`;
    if (s.owner[t] < 0 && s.armies[t] !== 0) return `unowned territory ${t} has ${s.armies[t]} armies`;
  }
  if (!s.reserve.every((r) => r >= 0)) return `negative reserve ${s.reserve.join(',')}`;
  // After setup every territory has an owner.
  if (s.turn >= 1 && !s.owner.every((o) => o >= 0)) return 'an unowned territory after setup';
  // Card conservation: 44 cards across deck, hands and discard, each once.
  const all = [...s.deck, ...s.discard, ...s.hands.flat()];
  if (all.length !== 44 || new Set(all).size !== 44) return `cards not conserved: ${all.length} cards, ${new Set(all).size} distinct`;
  // An eliminated seat holds nothing.
  for (let seat = 0; seat < s.seats; seat++) {
    if (!s.alive[seat] && (s.owner.includes(seat) || s.hands[seat].length > 0)) return `eliminated seat ${seat} still holds something`;
  }
  return null;
}

function checkInvariants(s: RiskState): void {
  const broken = brokenInvariant(s);
  if (broken) expect.fail(broken);
}

function checkSampling(s: RiskState, legal: readonly RiskMove[], seat: number): void {
  expect(legalMoveCount(s, seat)).toBe(legal.length);
  const picks = legal.length <= 60 ? legal.map((_, i) => i) : [0, 1, legal.length >> 1, legal.length - 2, legal.length - 1];
  for (const i of picks) expect(legalMoveAt(s, seat, i)).toEqual(legal[i]);
  expect(legalMoveAt(s, seat, legal.length)).toBeNull();
}

/** Plays uniformly among the legal moves; returns the final state and the record. */
function randomGame(seed: number, seats: number, options: RiskOptions, cap: number): { state: RiskState; record: GameRecord } {
  const rand = seededRandom(seed);
  let s = deepFreeze(riskEngine.setup(options, seats, seed));
  const moves: MoveRecord[] = [];
  let n = 0;
  while (!riskEngine.outcome(s) && n < cap) {
    checkInvariants(s);
    const seat = riskEngine.prompt(s).seats[0];
    // The neutral army never acts; someone always has a legal move.
    if (seat !== actingSeat(s) || seat >= seats) expect.fail(`bad acting seat ${seat}`);
    const legal = riskEngine.legalMoves(s, seat);
    if (legal.length === 0) expect.fail(`no legal move in phase ${s.phase}`);
    if (n % 25 === 0) checkSampling(s, legal, seat);
    const move = legal[Math.floor(rand() * legal.length)];
    const before = s;
    const r = riskEngine.apply(s, move, seat);
    if (!r.ok) throw new Error(`legal move refused: ${JSON.stringify(move)}: ${r.error.message}`);
    // Randomness moves the epoch on, once per move at most; every step logs a sentence.
    if (r.state.epoch < before.epoch || (r.state.rng !== before.rng && r.state.epoch === before.epoch)) expect.fail('epoch not advanced');
    if (r.state.epoch > before.epoch + 1) expect.fail(`epoch advanced twice by ${JSON.stringify(move)}`);
    if (r.log.length === 0) expect.fail(`no log for ${JSON.stringify(move)}`);
    moves.push({ seat, move });
    s = deepFreeze(r.state);
    n++;
  }
  checkInvariants(s);
  const record: GameRecord = {
    game: 'risk',
    options,
    seed,
    seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i}`, color: 'red', kind: 'bot' })),
    moves,
  };
  return { state: s, record };
}

function expectReplayIdentical(state: RiskState, record: GameRecord): void {
  const replayed = replay<RiskState>(engine, record);
  if (!replayed.ok) throw new Error(replayed.error.message);
  expect(hashState(current(replayed.value))).toBe(hashState(state));
}

describe('random legal play (property)', () => {
  it('with fixed card sets, plays to the end without throwing; invariants hold; replay is identical', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 6 }), optionsArb(fc.constant('fixed')), (seed, seats, raw) => {
        const parsed = riskEngine.parseOptions(raw, seats);
        if (!parsed.ok) throw new Error(parsed.error.message);
        const { state, record } = randomGame(seed, seats, parsed.value, 40_000);
        expect(riskEngine.outcome(state)?.kind).toBe('win');
        const winner = state.winner;
        expect(state.alive.filter(Boolean)).toHaveLength(1);
        expect(state.alive[winner]).toBe(true);
        expectReplayIdentical(state, record);
      }),
      { numRuns: 12 },
    );
  }, 60_000);

  it('with any options, the first few thousand moves never throw; invariants hold; replay is identical', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 6 }),
        optionsArb(fc.constantFrom('escalating', 'fixed')),
        (seed, seats, raw) => {
          const parsed = riskEngine.parseOptions(raw, seats);
          if (!parsed.ok) throw new Error(parsed.error.message);
          const { state, record } = randomGame(seed, seats, parsed.value, 2500);
          expectReplayIdentical(state, record);
          // Views never reveal other hands or the deck.
          for (let seat = 0; seat < seats; seat++) {
            const v = riskEngine.view(state, seat);
            v.hands.forEach((h, i) => expect(h.every((c) => c >= 0)).toBe(i === seat || h.length === 0));
            expect(v.deck.every((c) => c === -1)).toBe(true);
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 60_000);

  it("with missions or capitals, games end by the variant's rule or by elimination", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 6 }),
        optionsArb(fc.constant('fixed'), fc.constantFrom<RiskOptions['victory'][]>('missions', 'capitals')),
        (seed, seats, raw) => {
          const parsed = riskEngine.parseOptions(raw, seats);
          if (!parsed.ok) throw new Error(parsed.error.message);
          const { state, record } = randomGame(seed, seats, parsed.value, 40_000);
          expectReplayIdentical(state, record);
          const out = riskEngine.outcome(state);
          expect(out?.kind).toBe('win');
          const w = state.winner;
          if (state.winReason === 'mission') expect(missionComplete(state.missions[w], w, state.owner, state.armies, state.alive)).toBe(true);
          else if (state.winReason === 'capitals') expect(holdsEveryCapital(state, w)).toBe(true);
          else expect(state.alive.filter(Boolean)).toHaveLength(1);
          expect(out?.reason).not.toMatch(state.owner.every((o) => o === w) ? /last player/ : /conquered the world/);
        },
      ),
      { numRuns: 12 },
    );
  }, 60_000);

  it('a move that completes a secret mission advances the epoch once (its dice and the reveal together), and replays identically', () => {
    // Rules: "a player who completes their mission at any moment of their own turn wins at once"; the
    // win shows every mission (a reveal). One move is one point of no return: the epoch moves on once.
    let found = 0;
    for (let seed = 1; found < 3 && seed <= 300; seed++) {
      const parsed = riskEngine.parseOptions({ victory: 'missions', cardSets: 'fixed' }, 3);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const { state, record } = randomGame(seed, 3, parsed.value, 40_000);
      const last = record.moves[record.moves.length - 1]?.move as RiskMove | undefined;
      if (state.winReason !== 'mission' || (last?.type !== 'attack' && last?.type !== 'blitz')) continue;
      const before = replay<RiskState>(engine, { ...record, moves: record.moves.slice(0, -1) });
      if (!before.ok) throw new Error(before.error.message);
      const prev = current(before.value);
      expect(prev.phase).not.toBe('over');
      expect(state.rng).not.toEqual(prev.rng);
      expect(state.epoch).toBe(prev.epoch + 1);
      expectReplayIdentical(state, record);
      found++;
    }
    expect(found).toBe(3);
  }, 60_000);

  it("mid-game views never show another seat's mission, and under fog only what the seat sees", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 3, max: 6 }), (seed, seats) => {
        const parsed = riskEngine.parseOptions({ victory: 'missions', fog: true, placement: 'random', territories: 'deal', cardSets: 'fixed' }, seats);
        if (!parsed.ok) throw new Error(parsed.error.message);
        const { state } = randomGame(seed, seats, parsed.value, 300);
        if (state.phase === 'over') return;
        for (let seat = 0; seat < seats; seat++) {
          const v = riskEngine.view(state, seat);
          v.missions.forEach((m, i) => expect(m >= 0).toBe(i === seat));
          v.owner.forEach((o, t) => expect(o === HIDDEN).toBe(!sees(state.owner, seat, t)));
          if (fogActive(state)) v.reserve.forEach((r, o) => expect(r === HIDDEN_RESERVE).toBe(o !== seat));
        }
      }),
      { numRuns: 10 },
    );
  }, 60_000);
});
