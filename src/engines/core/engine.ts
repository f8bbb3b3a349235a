/**
 * One engine definition for every game.
 *
 *   defineEngine(meta, parts)    builds a game's `Engine` from its parts. The game writes one `step`
 *                                (`step(state, move, seat, quiet)`, on a move already parsed, by a seat
 *                                that may make it); core builds `apply` (quiet false) and `quietApply`
 *                                (quiet true: no log sentence is built) from it, both through the same
 *                                guard (`guardApply` in working.ts): parse with the game's zod
 *                                `parseMove` → game over? → does this seat owe a move (`prompt(state).seats`,
 *                                or the game's `mayMove`)? → step. Simulators, search bots, benches,
 *                                fuzzing and replay use only `apply` and `quietApply`; nothing calls a
 *                                step directly.
 *   parts.options                the game's options kit (core/options.ts `defineOptions`): defaults, the
 *                                parser and the lobby's fields, described once.
 *
 * `C` is the game's typed union of refusal codes (`CoreErrorCode` plus its own): every refusal of its
 * step uses one of them, precise enough for the app to word and a test to assert.
 */
import type { OptionsKit } from './options';
import type { Applied, BaseState, CoreErrorCode, EarlierFormsInput, Engine, OrderSlot, Outcome, Prompt, Result, RuleError, Seat } from './types';
import { guardApply } from './working';

/** What defineEngine takes from a game's metadata table (`src/engines/<game>/meta.ts`). */
export interface EngineMeta {
  readonly id: string;
  readonly title: string;
  readonly minSeats: number;
  readonly maxSeats: number;
}

/** A game's rules, as parts; `defineEngine` adds the pipeline. */
export interface EngineParts<S extends BaseState, M, O, C extends string> {
  readonly options: OptionsKit<O>;
  /** The move's shape, checked with the game's zod schema (legality is the step's business). */
  parseMove(raw: unknown): Result<M, RuleError<C | CoreErrorCode>>;
  hasSecrets(options: O): boolean;
  setup(options: O, seatCount: number, seed: number): S;
  prompt(state: S): Prompt;
  legalMoves(state: S, seat: Seat): M[];
  orderSlots?(state: S, seat: Seat): readonly OrderSlot[];
  composeOrders?(state: S, seat: Seat, chosen: Readonly<Record<string, string>>): M;
  view(state: S, seat: Seat | null): S;
  outcome(state: S): Outcome | null;
  describeMove(state: S, move: M): string;
  scores?(state: S): readonly number[];
  resample?(state: S, seat: Seat | null, random: () => number): S;
  revealed?(state: S): S;
  earlierForms?(replayed: EarlierFormsInput<S>): readonly S[];
  recordedOptions?(options: unknown): unknown;
  /** Whether `seat` may make `move` now, when seats may act outside the prompt (default: among `prompt(state).seats`). */
  mayMove?(state: S, seat: Seat, move: M): boolean;
  /** The game's one step; `quiet`: build no log sentence (the same rules and state). */
  step(state: S, move: M, seat: Seat, quiet: boolean): Applied<S, C | CoreErrorCode>;
}

export function defineEngine<S extends BaseState, M, O, C extends string>(
  meta: EngineMeta,
  parts: EngineParts<S, M, O, C>,
): Engine<S, M, O, C | CoreErrorCode> {
  const { options, step, mayMove, ...rest } = parts;
  const pipeline = {
    title: meta.title,
    parseMove: parts.parseMove,
    outcome: parts.outcome,
    prompt: parts.prompt,
    ...(mayMove ? { mayMove } : {}),
  };
  return {
    ...rest,
    id: meta.id,
    title: meta.title,
    minSeats: meta.minSeats,
    maxSeats: meta.maxSeats,
    defaultOptions: options.defaults,
    parseOptions: options.parse,
    apply: guardApply<S, M, C | CoreErrorCode>({ ...pipeline, step: (s, m, seat) => step(s, m, seat, false) }),
    quietApply: guardApply<S, M, C | CoreErrorCode>({ ...pipeline, step: (s, m, seat) => step(s, m, seat, true) }),
  };
}
