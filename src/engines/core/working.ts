/**
 * The working copy of one apply, shared by every engine, and the apply pipeline around it.
 *
 *   new Working(draft, quiet?)   `draft` is the engine's own mutable copy of the state (each engine
 *                                copies only what a move may change: its fast path); `w.s` is that copy.
 *   w.dice                       the game's generator, opened from `w.s.rng` on first use. Any draw
 *                                (int, shuffle) makes the move a point of no return.
 *   w.roll(from, to)             one draw: `w.dice.int(from, to)`.
 *   w.shuffle(items)             a shuffled copy: `w.dice.shuffle(items)`.
 *   w.reveal()                   hidden information was drawn or shown (a card drawn from a deck, a hand
 *                                revealed, a decision whose existence depends on a secret): also a point of
 *                                no return.
 *   w.revealed                   whether the move is a point of no return so far.
 *   w.say(text, seat?)           a public log sentence (skipped when `quiet`: the simulators' fast path).
 *   w.sayPrivately(seat, text, others?)
 *                                a sentence only `seat` reads in full; the others read `others` (or nothing).
 *   w.finish()                   stores the generator back and advances `epoch` by one when the move drew
 *                                from the generator or called `reveal()`; returns the Applied result.
 *
 * Engines never write `epoch` themselves: a draw or `reveal()` is the only way, so no game can forget.
 *
 *   guardApply(rules)            the apply pipeline: parse the untrusted move → game over? → does this
 *                                seat owe a move? → the engine's step. It never throws: an exception inside
 *                                the rules becomes an `engine-fault` error, and every error message is
 *                                cut to a readable length (a garbage move is never echoed whole).
 */
import { openRng, type Dice } from './rng';
import type { Applied, BaseState, CoreErrorCode, LogEntry, Outcome, Prompt, Result, RuleError, Seat } from './types';

type Writable<S> = { -readonly [K in keyof S]: S[K] };

export class Working<S extends BaseState> {
  /** The mutable copy of the state (the engine's draft). */
  readonly s: S;
  readonly log: LogEntry[] = [];
  /** Logging off (the simulators' fast path); the rules are unaffected. */
  readonly quiet: boolean;
  private opened: Dice | null = null;
  private shown = false;

  constructor(draft: S, quiet = false) {
    this.s = draft;
    this.quiet = quiet;
  }

  /** The game's generator, opened on first use. */
  get dice(): Dice {
    if (this.opened === null) this.opened = openRng(this.s.rng);
    return this.opened;
  }

  roll(from: number, to: number): number {
    return this.dice.int(from, to);
  }

  shuffle<T>(items: readonly T[]): T[] {
    return this.dice.shuffle(items);
  }

  /** Hidden information was drawn or shown: undo may not cross this move. */
  reveal(): void {
    this.shown = true;
  }

  /** Whether this move is a point of no return so far (a draw from the generator, or a reveal). */
  get revealed(): boolean {
    return this.shown || (this.opened !== null && this.opened.draws > 0);
  }

  say(text: string, seat?: Seat): void {
    if (!this.quiet) this.log.push(seat === undefined ? { text } : { text, seat });
  }

  sayPrivately(seat: Seat, text: string, others?: string): void {
    if (!this.quiet) this.log.push(others === undefined ? { text, seat, only: [seat] } : { text, seat, only: [seat], others });
  }

  /** Closes the move: the generator is stored back, the epoch advances on a draw or a reveal. */
  finish(): Extract<Applied<S>, { ok: true }> {
    const s = this.s as Writable<BaseState>;
    const advanced = this.revealed;
    if (this.opened !== null && this.opened.draws > 0) s.rng = this.opened.state();
    if (advanced) s.epoch = s.epoch + 1;
    return { ok: true, state: this.s, log: this.log };
  }
}

/** What the core pipeline needs from an engine to apply a move (`defineEngine` in engine.ts supplies it). */
export interface Rules<S extends BaseState, M, C extends string = string> {
  /** The game's name, for "Not a … move." */
  readonly title: string;
  parseMove(raw: unknown): Result<M, RuleError<C>>;
  outcome(state: S): Outcome | null;
  prompt(state: S): Prompt;
  /**
   * Whether `seat` may make `move` now (default: the seat is among `prompt(state).seats`). Games where
   * seats may act outside the prompt (Diplomacy: resubmitting orders, proposing a draw) say so here.
   */
  mayMove?(state: S, seat: Seat, move: M): boolean;
  /** The engine's own step, on a move already parsed, by a seat that may move. */
  step(state: S, move: M, seat: Seat): Applied<S, C>;
}

/** Longest error message returned (a longer one is cut): an error is a sentence, not a dump. */
export const MAX_ERROR_LENGTH = 240;

export function shortError<C extends string>(e: RuleError<C>): RuleError<C> {
  if (e.message.length <= MAX_ERROR_LENGTH) return e;
  return { code: e.code, message: e.message.slice(0, MAX_ERROR_LENGTH - 1).trimEnd() + '…' };
}

const fail = (code: CoreErrorCode, message: string): { ok: false; error: RuleError<CoreErrorCode> } => ({ ok: false, error: { code, message } });

/** "{0}", "{0} and {2}", "{0}, {1} and {3}". */
function seatList(seats: readonly Seat[]): string {
  const names = seats.map((x) => `{${x}}`);
  return names.length <= 1 ? (names[0] ?? 'nobody') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The apply pipeline every engine uses (see the top of this file; `defineEngine` builds `apply` and
 * `quietApply` with it). A success carries the move as parsed, which is what a record keeps.
 */
export function guardApply<S extends BaseState, M, C extends string = string>(
  rules: Rules<S, M, C>,
): (state: S, move: M, seat: Seat) => Applied<S, C | CoreErrorCode> {
  return (state, raw, seat) => {
    try {
      if (!Number.isInteger(seat) || seat < 0) return fail('bad-seat', 'No such seat.');
      const parsed = rules.parseMove(raw);
      if (!parsed.ok) return { ok: false, error: shortError(parsed.error) };
      if (rules.outcome(state)) return fail('game-over', 'The game is over.');
      const move = parsed.value;
      const may = rules.mayMove ? rules.mayMove(state, seat, move) : rules.prompt(state).seats.includes(seat);
      if (!may) {
        const owed = rules.prompt(state).seats;
        if (owed.length === 1) return fail('not-your-turn', `It is {${owed[0]}}'s turn, not yours.`);
        return fail('not-your-turn', owed.length > 0 ? `${seatList(owed)} must move now, not you.` : 'Nobody may move now.');
      }
      const r = rules.step(state, move, seat);
      return r.ok ? { ok: true, state: r.state, log: r.log, move } : { ok: false, error: shortError(r.error) };
    } catch (e) {
      void e;
      return fail('engine-fault', `The ${rules.title} rules could not handle this move (an internal fault; the game is unchanged).`);
    }
  };
}
