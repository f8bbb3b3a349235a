/**
 * The fuzz runner (issue 19, "proof at scale"): random games of an engine, with legal moves and,
 * between them, garbage moves, checking that
 *  - nothing throws (an exception anywhere is a violation);
 *  - the invariants hold: every state is frozen-safe (states are deep-frozen, so an engine writing to
 *    the state it was given faults), plain JSON (equal after a JSON round trip), and the engine's own
 *    invariants where this file knows them (invariants.ts);
 *  - garbage (wrong shapes, wrong seats, out-of-range ids, moves of another phase, random JSON) is
 *    refused, never with `engine-fault`, and leaves the state unchanged (it is frozen; its hash is
 *    compared on samples);
 *  - `replay` of the game's record reproduces the final state's hash;
 *  - `quietApply` reaches the same states as `apply` (a quiet chain beside the game, hashes compared
 *    every few moves and at the end);
 *  - each seat's view hides what it must (core/leaks.ts's probes, on sampled games and moves).
 *
 * Game i of an engine depends only on (seed, i) (variety.ts), so a run split over threads gives the
 * same report in any order, and a violation is reproduced with `--from i --games 1`.
 */
import { hashState, replay, stableStringify } from '../engines/core/game';
import { probeMove, probeSeat } from '../engines/core/leaks';
import { seededRandom } from '../engines/core/rng';
import { deepFreeze } from '../engines/core/testkit';
import type { BaseState, Engine, GameRecord, Seat } from '../engines/core/types';
import { invariantOf } from './invariants';
import { gameSpec, randomMove, type FuzzGame } from './variety';

type AnyEngine = Engine<BaseState, unknown, unknown>;

/** How often the expensive checks run (per engine; see SAMPLING). */
export interface Sampling {
  /** A garbage move is tried before a legal move with this probability. */
  readonly garbage: number;
  /** The quiet chain's hash and the JSON round trip are compared every this many moves (and at the end). */
  readonly hashEvery: number;
  /** The engine's invariants are checked every this many moves (and at the end). */
  readonly invariantEvery: number;
  /** A game's record is replayed when i % replayEvery === 0. */
  readonly replayEvery: number;
  /** Games probed for leaks: i % leakEvery === 0. */
  readonly leakEvery: number;
  /** Moves probed in such a game (probeMove with 2 resamplings, probeSeat for one seat), drawn among its first `leakWithin` moves. */
  readonly leakMoves: number;
  readonly leakWithin: number;
  /** Moves played at most (default: the game's own cap in variety.ts). */
  readonly moveCap?: number;
  /** The share of the N games asked for that this engine plays (default 1). */
  readonly share?: number;
}

export const SAMPLING: Readonly<Record<FuzzGame, Sampling>> = {
  // World conquest: a random war can last thousands of moves; 1,000 cover the setup and many turns.
  risk: { garbage: 0.05, hashEvery: 100, invariantEvery: 10, replayEvery: 1, leakEvery: 10, leakMoves: 6, leakWithin: 1000, moveCap: 1000 },
  dominion: { garbage: 0.1, hashEvery: 50, invariantEvery: 2, replayEvery: 1, leakEvery: 10, leakMoves: 8, leakWithin: 250 },
  twilight: { garbage: 0.1, hashEvery: 10, invariantEvery: 1, replayEvery: 1, leakEvery: 10, leakMoves: 8, leakWithin: 80 },
  diplomacy: { garbage: 0.3, hashEvery: 16, invariantEvery: 1, replayEvery: 1, leakEvery: 10, leakMoves: 3, leakWithin: 25 },
  // 5D: a seat's order slots cost ~10 ms (orders across timelines), so it plays one game in five asked for
  // (`--games 10000`: 2,000 games of 5D, about 6 of the run's 10 minutes on two cores).
  diplomacy5d: { garbage: 0.3, hashEvery: 16, invariantEvery: 1, replayEvery: 1, leakEvery: 10, leakMoves: 2, leakWithin: 15, share: 0.2 },
};

export interface Violation {
  readonly game: number;
  readonly move: number;
  readonly check: 'throws' | 'invariant' | 'json' | 'garbage' | 'legal-refused' | 'quiet' | 'replay' | 'leak' | 'stuck';
  readonly message: string;
  readonly seats: number;
  readonly seed: number;
  readonly options: unknown;
}

export interface FuzzTally {
  games: number;
  moves: number;
  garbage: number;
  /** Games that ended with an outcome (the rest reached their move cap). */
  finished: number;
  replays: number;
  leakProbes: number;
  violations: number;
  /** The violation of the lowest game index (null: none). */
  firstViolation: Violation | null;
}

export const emptyFuzzTally = (): FuzzTally => ({
  games: 0,
  moves: 0,
  garbage: 0,
  finished: 0,
  replays: 0,
  leakProbes: 0,
  violations: 0,
  firstViolation: null,
});

export function mergeFuzz(a: FuzzTally, b: FuzzTally): FuzzTally {
  const first = !a.firstViolation
    ? b.firstViolation
    : !b.firstViolation
      ? a.firstViolation
      : a.firstViolation.game <= b.firstViolation.game
        ? a.firstViolation
        : b.firstViolation;
  return {
    games: a.games + b.games,
    moves: a.moves + b.moves,
    garbage: a.garbage + b.garbage,
    finished: a.finished + b.finished,
    replays: a.replays + b.replays,
    leakProbes: a.leakProbes + b.leakProbes,
    violations: a.violations + b.violations,
    firstViolation: first,
  };
}

const HUGE = 'x'.repeat(3000);
const FIXED_GARBAGE: readonly unknown[] = [
  null,
  undefined,
  42,
  'x',
  true,
  [],
  {},
  NaN,
  { type: 'foo' },
  { kind: 'foo' },
  { type: HUGE },
  { kind: 'orders', orders: HUGE },
  { kind: 'orders', orders: { ENG: [HUGE] } },
  Object.create(null) as unknown,
];

/** Random JSON: a small tree of random values. */
function randomJson(random: () => number, depth = 0): unknown {
  const k = Math.floor(random() * (depth > 2 ? 5 : 7));
  switch (k) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return [0, -1, 1, 2, 3, 1e9, -1e9, 0.5, 41, 42][Math.floor(random() * 10)];
    case 3:
      return ['', 'type', 'play', 'buy', 'orders', 'attack', 'decide', 'A Lon H', 'pass', 'zz'][Math.floor(random() * 10)];
    case 4:
      return Math.floor(random() * 200) - 50;
    case 5:
      return Array.from({ length: Math.floor(random() * 4) }, () => randomJson(random, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      const keys = ['type', 'kind', 'card', 'answer', 'orders', 'from', 'to', 'dice', 'count', 'territory', 'choice', 'side', 'draw'];
      for (let i = Math.floor(random() * 4); i > 0; i--) o[keys[Math.floor(random() * keys.length)]] = randomJson(random, depth + 1);
      return o;
    }
  }
}

/** A legal move with one field bent out of range (numbers far off, strings unknown, objects emptied). */
function bend(move: unknown, random: () => number): unknown | undefined {
  if (move === null || typeof move !== 'object' || Array.isArray(move)) return undefined;
  const keys = Object.keys(move).filter((k) => k !== 'type' && k !== 'kind');
  if (keys.length === 0) return undefined;
  const key = keys[Math.floor(random() * keys.length)];
  const v = (move as Record<string, unknown>)[key];
  let bent: unknown;
  if (typeof v === 'number') bent = [-7, 1e6, 2.5, NaN][Math.floor(random() * 4)];
  else if (typeof v === 'string') bent = 'zz-nowhere';
  else if (Array.isArray(v)) bent = v.length ? v.map((x) => (typeof x === 'number' ? 9999 : 'zz-nowhere')) : [9999];
  else if (v && typeof v === 'object') bent = { ZZZ: ['zz-nowhere'] };
  else return undefined;
  return { ...(move as Record<string, unknown>), [key]: bent };
}

interface Garbage {
  readonly move: unknown;
  readonly seat: Seat;
  /**
   * Whether the engine may rightly accept it: never; when it is listed among the seat's legal moves; or
   * whenever (a move that was legal in an earlier position or for another seat: `legalMoves` may leave
   * out equivalent moves, e.g. Dominion lists "play all Treasures" and not each Copper).
   */
  readonly mayBeLegal: 'never' | 'listed' | 'any';
  readonly what: string;
}

function garbageMove(seats: number, mover: Seat, legalSeen: readonly unknown[], random: () => number): Garbage {
  const kind = Math.floor(random() * 6);
  const inRangeOther = (): Seat => (mover + 1 + Math.floor(random() * Math.max(1, seats - 1))) % seats;
  switch (kind) {
    case 0:
      return { move: FIXED_GARBAGE[Math.floor(random() * FIXED_GARBAGE.length)], seat: mover, mayBeLegal: 'never', what: 'a wrong shape' };
    case 1:
      return { move: randomJson(random), seat: mover, mayBeLegal: 'listed', what: 'random JSON' };
    case 2: {
      const legal = legalSeen.length ? legalSeen[legalSeen.length - 1] : { type: 'foo' };
      const seat = [-1, seats, seats + 3, 1.5, NaN][Math.floor(random() * 5)];
      return { move: legal, seat, mayBeLegal: 'never', what: 'a seat out of range' };
    }
    case 3: {
      const legal = legalSeen.length ? legalSeen[legalSeen.length - 1] : { type: 'foo' };
      return { move: legal, seat: inRangeOther(), mayBeLegal: 'any', what: "another seat's move" };
    }
    case 4: {
      const legal = legalSeen.length ? legalSeen[Math.floor(random() * legalSeen.length)] : { type: 'foo' };
      const b = bend(legal, random);
      return b === undefined
        ? { move: { type: 'foo' }, seat: mover, mayBeLegal: 'never', what: 'a wrong shape' }
        : { move: b, seat: mover, mayBeLegal: 'listed', what: 'an out-of-range field' };
    }
    default: {
      const old = legalSeen.length ? legalSeen[Math.floor(random() * legalSeen.length)] : { type: 'foo' };
      return { move: old, seat: mover, mayBeLegal: 'any', what: 'a move of an earlier position' };
    }
  }
}

/** Whether `move` by `seat` is among its legal moves (or, for order games, accepted by the engine as such: no list to compare). */
function listedLegal(engine: AnyEngine, s: BaseState, seat: Seat, move: unknown): boolean {
  if (!Number.isInteger(seat) || seat < 0) return false;
  if (engine.orderSlots) return true;
  const text = stableStringify(move);
  return engine.legalMoves(s, seat).some((m) => stableStringify(m) === text);
}

const jsonRoundTrip = (s: unknown): boolean => stableStringify(JSON.parse(JSON.stringify(s))) === stableStringify(s);

/** Plays game i of an engine with every check; returns its tally. */
export function fuzzGame(game: FuzzGame, engine: AnyEngine, seed: number, i: number, sampling: Sampling = SAMPLING[game]): FuzzTally {
  const base = gameSpec(game, seed, i);
  const spec = { ...base, moveCap: sampling.moveCap ?? base.moveCap };
  const t = emptyFuzzTally();
  t.games = 1;
  let moveNo = 0;
  const violate = (check: Violation['check'], message: string): void => {
    t.violations++;
    t.moves = moveNo;
    if (!t.firstViolation)
      t.firstViolation = { game: i, move: moveNo, check, message: message.slice(0, 400), seats: spec.seats, seed: spec.seed, options: spec.options };
  };
  try {
    const parsed = engine.parseOptions(spec.options, spec.seats);
    if (!parsed.ok) {
      violate('throws', `options refused: ${parsed.error.message}`);
      return t;
    }
    const random = seededRandom((spec.seed ^ 0x0f0220) >>> 0);
    const invariant = invariantOf(game);
    let s = deepFreeze(engine.setup(parsed.value, spec.seats, spec.seed));
    let q = s;
    const moves: { seat: Seat; move: unknown }[] = [];
    const legalSeen: unknown[] = [];
    const probing = i % sampling.leakEvery === 0;
    const probeAt = new Set<number>();
    if (probing) for (let k = 0; k < sampling.leakMoves; k++) probeAt.add(Math.floor(random() * Math.min(spec.moveCap, sampling.leakWithin)));
    const checkState = (final: boolean): boolean => {
      if (final || moveNo % sampling.invariantEvery === 0) {
        const why = invariant?.(s);
        if (why) {
          violate('invariant', why);
          return false;
        }
      }
      if (final || moveNo % sampling.hashEvery === 0) {
        if (!jsonRoundTrip(s)) {
          violate('json', 'the state is not plain JSON (it differs after a JSON round trip)');
          return false;
        }
        if (hashState(q) !== hashState(s)) {
          violate('quiet', 'quietApply reached another state than apply');
          return false;
        }
      }
      return true;
    };
    while (moves.length < spec.moveCap && !engine.outcome(s)) {
      moveNo = moves.length;
      if (!checkState(false)) return t;
      const mover = engine.prompt(s).seats[0];
      if (mover === undefined) {
        violate('stuck', `no seat owes a move (prompt "${engine.prompt(s).kind}") and the game is not over`);
        return t;
      }
      // Garbage first: it must be refused and leave the state as it was.
      if (random() < sampling.garbage) {
        t.garbage++;
        const g = garbageMove(spec.seats, mover, legalSeen, random);
        const before = moveNo % sampling.hashEvery === 0 ? hashState(s) : null;
        const r = engine.apply(s, g.move, g.seat);
        if (r.ok ? g.mayBeLegal === 'never' || (g.mayBeLegal === 'listed' && !listedLegal(engine, s, g.seat, g.move)) : r.error.code === 'engine-fault') {
          violate(
            'garbage',
            `${g.what} (${JSON.stringify(g.move)?.slice(0, 120)} by seat ${g.seat}) was ${r.ok ? 'accepted' : `refused with engine-fault: ${r.error.message}`}`,
          );
          return t;
        }
        if (before !== null && hashState(s) !== before) {
          violate('garbage', `${g.what} changed the state it was refused on`);
          return t;
        }
      }
      const move = randomMove(engine, s, mover, random);
      if (move === undefined) {
        violate('stuck', `seat ${mover} owes a move (prompt "${engine.prompt(s).kind}") but has none`);
        return t;
      }
      if (probeAt.has(moveNo)) {
        t.leakProbes++;
        const m = probeMove(engine, s, mover, move, random, 2);
        const seat = Math.floor(random() * (spec.seats + 1)) - 1;
        const v = m ?? probeSeat(engine, s, seat < 0 ? null : seat, random, 1);
        if (v) {
          violate('leak', `${v}; at ${engine.prompt(s).kind}, before ${JSON.stringify(move).slice(0, 120)} by seat ${mover}`);
          return t;
        }
      }
      const r = engine.apply(s, move, mover);
      if (!r.ok) {
        violate('legal-refused', `a legal move ${JSON.stringify(move).slice(0, 160)} by seat ${mover} was refused (${r.error.code}): ${r.error.message}`);
        return t;
      }
      const rq = engine.quietApply(q, move, mover);
      if (!rq.ok) {
        violate('quiet', `quietApply refused a move apply took (${rq.error.code}): ${rq.error.message}`);
        return t;
      }
      if (rq.log.length > 0) {
        violate('quiet', 'quietApply returned log sentences');
        return t;
      }
      s = deepFreeze(r.state);
      q = deepFreeze(rq.state);
      moves.push({ seat: mover, move: r.move ?? move });
      if (legalSeen.length < 64) legalSeen.push(move);
      else legalSeen[Math.floor(random() * 64)] = move;
    }
    moveNo = moves.length;
    t.moves = moves.length;
    if (engine.outcome(s)) t.finished = 1;
    if (!checkState(true)) return t;
    if (i % sampling.replayEvery === 0) {
      t.replays++;
      const record: GameRecord = {
        game: game as GameRecord['game'],
        options: parsed.value,
        seed: spec.seed,
        seats: Array.from({ length: spec.seats }, (_, k) => ({ name: `P${k + 1}`, color: '#000', kind: 'bot' as const })),
        moves,
      };
      const rep = replay(engine, record);
      if (!rep.ok) violate('replay', rep.error.message);
      else if (hashState(rep.value.states[rep.value.states.length - 1]) !== hashState(s)) violate('replay', 'the replayed record ends in another state');
    }
  } catch (e) {
    violate('throws', e instanceof Error ? `${e.message} ${e.stack?.split('\n')[1]?.trim() ?? ''}` : String(e));
  }
  return t;
}

/** Games [from, to) of an engine. */
export function fuzzGames(game: FuzzGame, engine: AnyEngine, seed: number, from: number, to: number, sampling: Sampling = SAMPLING[game]): FuzzTally {
  let t = emptyFuzzTally();
  for (let i = from; i < to; i++) t = mergeFuzz(t, fuzzGame(game, engine, seed, i, sampling));
  return t;
}
