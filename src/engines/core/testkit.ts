/**
 * The one testkit shape every engine's tests use (each engine's `testkit.ts` builds on it, adding
 * positions made to order):
 *
 *   deepFreeze(x)                    freezes a state and everything in it (an engine must never write to
 *                                    the state it was given: its parts are shared between states).
 *   kit = testkit(engine)
 *   kit.play(state, seat, move)      applies a move that must be legal (the state is deep-frozen first);
 *                                    throws with the engine's reason otherwise. Returns { state, log }.
 *   kit.rejects(state, seat, move, code?)
 *                                    a move that must be refused (with that code, when given), leaving the
 *                                    state untouched; returns the error.
 *   randomPlay(engine, { seats, options?, seed, random, maxMoves?, pick? })
 *                                    a game of random legal moves (or `pick`'s) through `apply`, with every
 *                                    state and move: the fuzz runner and property tests build on it.
 *
 * Randomness outside a game's own generator (a test's or a bot's choices) is core's `seededRandom`,
 * re-exported here; no test writes its own generator.
 */
import { seededRandom } from './rng';
import type { BaseState, Engine, LogEntry, RuleError, Seat } from './types';

export { seededRandom };

export function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
}

export interface Testkit<S extends BaseState, M, C extends string> {
  play(state: S, seat: Seat, move: M): { state: S; log: readonly LogEntry[] };
  rejects(state: S, seat: Seat, move: unknown, code?: C): RuleError<C>;
}

export function testkit<S extends BaseState, M, O, C extends string>(engine: Engine<S, M, O, C>): Testkit<S, M, C> {
  return {
    play(state, seat, move) {
      deepFreeze(state);
      const r = engine.apply(state, move, seat);
      if (!r.ok && r.error.code === 'engine-fault') throw new Error(`${JSON.stringify(move)} by seat ${seat}: engine fault (a write to a frozen state?)`);
      if (!r.ok) throw new Error(`expected ${JSON.stringify(move)} by seat ${seat} to be legal, got ${r.error.code}: ${r.error.message}`);
      return { state: r.state, log: r.log };
    },
    rejects(state, seat, move, code) {
      deepFreeze(state);
      const r = engine.apply(state, move as M, seat);
      if (r.ok) throw new Error(`expected ${JSON.stringify(move)} by seat ${seat} to be refused, but it was accepted`);
      if (r.error.code === 'engine-fault') throw new Error(`${JSON.stringify(move)} by seat ${seat}: engine fault instead of a refusal`);
      if (code !== undefined && r.error.code !== code)
        throw new Error(`expected ${JSON.stringify(move)} to be refused with ${code}, got ${r.error.code}: ${r.error.message}`);
      return r.error;
    },
  };
}

export interface RandomPlaySpec<S extends BaseState, M, O> {
  readonly seats: number;
  readonly options?: O;
  readonly seed: number;
  readonly random: () => number;
  readonly maxMoves?: number;
  /** Chooses the move (default: a uniformly random legal move). */
  readonly pick?: (state: S, seat: Seat, legal: readonly M[], random: () => number) => M;
}

export interface RandomPlay<S, M> {
  readonly states: S[];
  readonly moves: { seat: Seat; move: M }[];
}

/** A game of legal moves chosen at random (or by `pick`), through `apply`. Throws on a refused legal move. */
export function randomPlay<S extends BaseState, M, O, C extends string>(engine: Engine<S, M, O, C>, spec: RandomPlaySpec<S, M, O>): RandomPlay<S, M> {
  let s = engine.setup(spec.options ?? engine.defaultOptions(spec.seats), spec.seats, spec.seed);
  const states = [s];
  const moves: { seat: Seat; move: M }[] = [];
  const cap = spec.maxMoves ?? 5000;
  while (moves.length < cap && !engine.outcome(s)) {
    const seat = engine.prompt(s).seats[0];
    if (seat === undefined) break;
    const legal = engine.legalMoves(s, seat);
    if (legal.length === 0) break;
    const move = spec.pick ? spec.pick(s, seat, legal, spec.random) : legal[Math.floor(spec.random() * legal.length)];
    const r = engine.apply(s, move, seat);
    if (!r.ok) throw new Error(`a legal move was refused (${r.error.code}): ${r.error.message} — ${JSON.stringify(move)}`);
    s = r.state;
    states.push(s);
    moves.push({ seat, move });
  }
  return { states, moves };
}

/**
 * A move parser's fast path against its zod schema (engines answer the exact shapes `legalMoves` makes
 * without the general parse, which the quiet step would otherwise pay on every move): for each raw
 * input, when `fast` accepts it, the schema must accept it too and return the same thing (the same
 * keys in the same order). Returns a description of the first disagreement, or null.
 */
export function fastPathDisagrees(
  fast: (raw: unknown) => unknown,
  schema: { safeParse(raw: unknown): { success: boolean; data?: unknown } },
  raws: Iterable<unknown>,
): string | null {
  for (const raw of raws) {
    const f = fast(raw);
    if (f === null) continue;
    const z = schema.safeParse(raw);
    if (!z.success) return `the fast path accepts what the schema refuses: ${JSON.stringify(raw)}`;
    if (JSON.stringify(f) !== JSON.stringify(z.data)) return `the fast path returns ${JSON.stringify(f)}, the schema ${JSON.stringify(z.data)}`;
  }
  return null;
}

/** Inputs near a well-formed move: an extra key, a key missing, each value replaced by odd ones, other wrappings. */
export function nearMisses(move: object, odd: readonly unknown[] = []): unknown[] {
  const m = move as Record<string, unknown>;
  const out: unknown[] = [{ ...m, extra: 1 }, [m], JSON.stringify(m), Object.assign(Object.create(null), m), { ...m, type: String(m.type).toUpperCase() }];
  const values = [undefined, null, '', 'x'.repeat(41), 0, -1, 1.5, 44, 1e6, 2 ** 53, NaN, Infinity, true, [], {}, [1, 2], [1, 2, 3, 4], ...odd];
  for (const k of Object.keys(m)) {
    const { [k]: _, ...rest } = m;
    out.push(rest);
    for (const v of values) out.push({ ...m, [k]: v });
  }
  return out;
}
