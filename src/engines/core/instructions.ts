/**
 * The instruction machine: a game's rules as a stack of plain-data instructions that runs until it
 * needs a person's input, so the whole game — a choice inside a choice included — lives in the state
 * and can be saved at any moment.
 *
 * API (small on purpose; Dominion and Twilight Struggle share it):
 *
 *   Instr                 `{ op: string, ...args }` — plain JSON. Handlers never mutate an Instr.
 *   Decision              what a seat must answer: `pick` items (min..max of a multiset), `option`
 *                         (min..max distinct option indices), `order` (a permutation of items),
 *                         `yesno`, or `custom` (a game-specific answer the game validates itself);
 *                         each carries `then`, the continuation instruction.
 *   Waiting               what any pending decision has: `kind`, and `seat` (one seat answers) or
 *                         `seats` (several seats answer at once, each in secret: the seats still to
 *                         answer, with `answers`, by seat, those given so far); `then` optional.
 *                         Decision is a Waiting; a game may use its own kinds instead (Twilight does:
 *                         `MachineState<TheirDecision>`), whose answers its own check validates (`settle`).
 *   Answer                `number[]` (pick: the items chosen; option: indices; order: items in order),
 *                         `boolean` (yesno), or any JSON (custom).
 *   MachineState<D>       `{ stack, pending }`, held in the game state (the stack's top is its last element);
 *                         `D` (default Decision) is the type of `pending`.
 *   push(m, ...instrs)    pushes so that the first argument runs first.
 *   run(m, ctx, handlers, { limit, stop })
 *                         pops and executes instructions until one returns a decision (it becomes
 *                         `m.pending`) or sets `m.pending` itself, the stack is empty, or `stop(ctx)` —
 *                         checked after every instruction (e.g. an instant win) — says so. Handlers work
 *                         on a mutable working copy of the game state (`ctx`) that the engine copies once
 *                         per apply.
 *   checkAnswer(d, a, custom?)
 *                         null when `a` is a valid answer to `d`, else a RuleError (`custom` validates
 *                         answers to `custom` decisions; without it they are refused).
 *   resolve(m, a, custom?, seat?)
 *                         validates `a` against `m.pending` (core kinds by `checkAnswer`, other kinds by
 *                         `custom(d, a, seat)`). One seat: clears it and pushes `{ ...then, answer: a }`.
 *                         Several seats (`seats`): `seat` must be one still to answer; its answer is kept
 *                         in `answers[seat]` and it leaves `seats`; when the last one answers, the decision
 *                         is cleared and `{ ...then, answers }` (every seat's answer, by seat) is pushed.
 *                         Without `then` nothing is pushed (the game carries on itself). The engine then
 *                         calls `run` again.
 *   settle(m, a, check, seat?)
 *                         `resolve` for a game whose decisions are all of its own kinds: `check` validates
 *                         every answer (a kind named like a core one is not interpreted).
 *   owing(d)              the seats that must answer `d` now.
 *   owes(d, seat)         whether `seat` is among them (no array made: the simulators ask it at every move).
 *   hideAnswers(d, seat)  `d` as `seat` may see it: other seats' answers removed (a view helper; `answers`
 *                         is dropped when none is left to show). `seat` null hides them all.
 *   answersOf(d, cap)     every valid answer of a decision (distinct multisets / permutations), capped.
 *
 * `run` returns a RuleError value (never throws) on an unknown op or a runaway loop.
 */
import type { RuleError, Seat } from './types';

export interface Instr {
  readonly op: string;
  readonly [arg: string]: unknown;
}

/** Anything a machine may wait for: core's Decision or a game's own decision kinds. */
export interface Waiting {
  readonly kind: string;
  /** The one seat that answers. */
  readonly seat?: Seat;
  /** Several seats answering at once, each in secret: those still to answer (takes precedence over `seat`). */
  readonly seats?: readonly Seat[];
  /** Answers given so far to a several-seat decision, by seat (hide them from other seats: `hideAnswers`). */
  readonly answers?: Readonly<Record<number, unknown>>;
  /** Pushed when answered: with `answer` (one seat) or `answers` (several seats). */
  readonly then?: Instr;
}

interface DecisionBase {
  /** Who decides (with `seats`, one of them: `owing` tells who still must). */
  readonly seat: Seat;
  /** Several seats decide at once, each in secret: those still to answer. */
  readonly seats?: readonly Seat[];
  /** Answers given so far by seat, when several seats decide. */
  readonly answers?: Readonly<Record<number, unknown>>;
  /** A sentence for people, with `{N}` seat placeholders. */
  readonly prompt: string;
  /** Pushed with `answer` set when the decision is answered. */
  readonly then: Instr;
  /** Whether other seats may see the items (a hand being picked from is not public). */
  readonly public?: boolean;
  /** A machine tag for bots and boards ("trash", "discard", "gain", "react"…). */
  readonly tag?: string;
}

export type Decision =
  | (DecisionBase & { readonly kind: 'pick'; readonly items: readonly number[]; readonly min: number; readonly max: number })
  | (DecisionBase & { readonly kind: 'option'; readonly options: readonly string[]; readonly min: number; readonly max: number })
  | (DecisionBase & { readonly kind: 'order'; readonly items: readonly number[] })
  | (DecisionBase & { readonly kind: 'yesno' })
  /** A game-specific answer (e.g. a move with several fields); `data` is the game's description. */
  | (DecisionBase & { readonly kind: 'custom'; readonly data?: unknown });

export type Answer = readonly number[] | boolean;
/** Validates answers to `custom` decisions (and to a game's own kinds): null when valid. */
export type CustomCheck<D extends Waiting = Decision> = (d: D, a: unknown, seat?: Seat) => RuleError | null;

export interface MachineState<D extends Waiting = Decision> {
  stack: Instr[];
  pending: D | null;
}

/** Executes one instruction on the working copy `ctx`; returns a decision to wait for input. */
export type Handler<C, D extends Waiting = Decision> = (ctx: C, instr: Instr) => D | void;
export type Handlers<C, D extends Waiting = Decision> = Readonly<Record<string, Handler<C, D>>>;

const bad = (code: string, message: string): RuleError => ({ code, message });

/** Pushes instructions so that they run in the order given. */
export function push(m: { stack: Instr[] }, ...instrs: readonly Instr[]): void {
  for (let i = instrs.length - 1; i >= 0; i--) m.stack.push(instrs[i]);
}

export interface RunOptions<C> {
  /** Most instructions one run may execute (a runaway guard). */
  readonly limit?: number;
  /** Checked after every instruction; true stops the run (the stack is left as it is). */
  readonly stop?: (ctx: C) => boolean;
}

/**
 * Each handler table as a Map, made once per table: a game's table has a couple of hundred ops, an
 * object that size is a dictionary, and a Map finds an op several times faster (the simulators run
 * millions of instructions). Tables are module constants, never changed after they are made.
 */
const HANDLER_MAPS = new WeakMap<object, Map<string, unknown>>();
function handlerMap<C, D extends Waiting>(handlers: Handlers<C, D>): Map<string, Handler<C, D>> {
  let m = HANDLER_MAPS.get(handlers);
  if (m === undefined) {
    m = new Map(Object.entries(handlers));
    HANDLER_MAPS.set(handlers, m);
  }
  return m as Map<string, Handler<C, D>>;
}

/** Runs until input is needed or nothing is left. Returns null, or a RuleError describing an engine fault. */
export function run<C, D extends Waiting = Decision>(m: MachineState<D>, ctx: C, handlers: Handlers<C, D>, options: RunOptions<C> = {}): RuleError | null {
  const limit = options.limit ?? 1_000_000;
  const stop = options.stop;
  const table = handlerMap(handlers);
  let steps = 0;
  while (m.pending === null && m.stack.length > 0) {
    if (++steps > limit) return bad('runaway', `The rules ran ${limit} steps without stopping.`);
    const instr = m.stack.pop() as Instr;
    const h = table.get(instr.op);
    if (!h) return bad('unknown-op', `No rule for the instruction "${instr.op}".`);
    const d = h(ctx, instr);
    if (d) m.pending = d;
    if (stop && stop(ctx)) break;
  }
  return null;
}

/** Counts of each item (items are small integers). */
function counts(items: readonly number[]): Map<number, number> {
  const c = new Map<number, number>();
  for (const x of items) c.set(x, (c.get(x) ?? 0) + 1);
  return c;
}

function isIntArray(a: unknown): a is number[] {
  return Array.isArray(a) && a.every((x) => Number.isInteger(x));
}

/** Whether `sub` is a sub-multiset of `of`. */
function within(sub: readonly number[], of: readonly number[]): boolean {
  const c = counts(of);
  for (const x of sub) {
    const n = c.get(x) ?? 0;
    if (n === 0) return false;
    c.set(x, n - 1);
  }
  return true;
}

export function checkAnswer(d: Decision, a: unknown, custom?: CustomCheck): RuleError | null {
  switch (d.kind) {
    case 'custom':
      return custom ? custom(d, a) : bad('bad-answer', 'This decision needs a game-specific answer.');
    case 'yesno':
      return typeof a === 'boolean' ? null : bad('bad-answer', 'Answer yes or no.');
    case 'pick':
      if (!isIntArray(a)) return bad('bad-answer', 'Choose a list of items.');
      if (a.length < d.min || a.length > d.max) return bad('bad-answer', d.min === d.max ? `Choose exactly ${d.min}.` : `Choose from ${d.min} to ${d.max}.`);
      return within(a, d.items) ? null : bad('bad-answer', 'That choice is not among those offered.');
    case 'option':
      if (!isIntArray(a)) return bad('bad-answer', 'Choose a list of options.');
      if (a.length < d.min || a.length > d.max) return bad('bad-answer', d.min === d.max ? `Choose exactly ${d.min}.` : `Choose from ${d.min} to ${d.max}.`);
      if (new Set(a).size !== a.length) return bad('bad-answer', 'Choose different options.');
      return a.every((i) => i >= 0 && i < d.options.length) ? null : bad('bad-answer', 'No such option.');
    case 'order':
      if (!isIntArray(a) || a.length !== d.items.length || !within(a, d.items)) return bad('bad-answer', 'Give every item once, in the order wanted.');
      return null;
  }
}

const CORE_KINDS: ReadonlySet<string> = new Set(['pick', 'option', 'order', 'yesno', 'custom']);

/** The seats that must answer `d` now. */
export function owing(d: Waiting): Seat[] {
  if (d.seats) return [...d.seats];
  return d.seat === undefined ? [] : [d.seat];
}

/** Whether `seat` must answer `d` now (`owing(d).includes(seat)` without the copy). */
export function owes(d: Waiting, seat: Seat): boolean {
  return d.seats ? d.seats.includes(seat) : d.seat === seat;
}

/**
 * Answers the pending decision (for `seat`, required when several seats decide): validates, then
 * either records a several-seat answer or clears the decision and pushes its continuation.
 */
export function resolve<D extends Waiting = Decision>(m: MachineState<D>, a: unknown, custom?: CustomCheck<D>, seat?: Seat): RuleError | null {
  const d = m.pending;
  if (!d) return bad('no-decision', 'Nothing is waiting for an answer.');
  const check: CustomCheck<D> = (x, y, z) =>
    CORE_KINDS.has(x.kind)
      ? checkAnswer(x as unknown as Decision, y, custom as CustomCheck | undefined)
      : custom
        ? custom(x, y, z)
        : bad('bad-answer', 'This decision needs a game-specific answer.');
  return settle(m, a, check, seat);
}

/**
 * `resolve` for a game whose decisions are all its own (their kinds mean nothing to core, even one
 * named like a core kind): `check` validates every answer. Same seats, answers and continuation.
 */
export function settle<D extends Waiting>(m: MachineState<D>, a: unknown, check: CustomCheck<D>, seat?: Seat): RuleError | null {
  const d = m.pending;
  if (!d) return bad('no-decision', 'Nothing is waiting for an answer.');
  const several = d.seats !== undefined;
  if (several && seat === undefined) return bad('no-seat', 'Say which seat answers.');
  if (seat !== undefined && !owes(d, seat)) return bad('not-your-decision', 'This seat has nothing to answer now.');
  const e = check(d, a, seat);
  if (e) return e;
  // Copies are spread, then assigned: V8 is far slower on a literal that spreads and overrides (same keys, same order).
  if (several) {
    const answers: Record<number, unknown> = { ...d.answers };
    answers[seat as Seat] = a;
    const left = (d.seats as readonly Seat[]).filter((x) => x !== seat);
    if (left.length > 0) {
      const still: Writable<Waiting> = { ...d };
      still.seats = left;
      still.answers = answers;
      m.pending = still as D;
      return null;
    }
    m.pending = null;
    if (d.then) m.stack.push(withArg(d.then, 'answers', answers));
    return null;
  }
  m.pending = null;
  if (d.then) m.stack.push(withArg(d.then, 'answer', a));
  return null;
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** `{ ...ins, [key]: value }`, spread then assigned. */
function withArg(ins: Instr, key: string, value: unknown): Instr {
  const next: Writable<Instr> = { ...ins };
  next[key] = value;
  return next;
}

/** `d` as `seat` may see it: the answers of other seats are removed (all of them for `seat` null). */
export function hideAnswers<D extends Waiting>(d: D, seat: Seat | null): D {
  if (!d.answers) return d;
  const own = seat === null ? undefined : d.answers[seat];
  const { answers: _all, ...rest } = d;
  void _all;
  return (own === undefined ? rest : { ...rest, answers: { [seat as Seat]: own } }) as D;
}

/** Distinct sub-multisets of `items` with sizes in [min, max], at most `cap` of them. */
function subMultisets(items: readonly number[], min: number, max: number, cap: number): number[][] {
  const c = [...counts(items)].sort((x, y) => x[0] - y[0]);
  const out: number[][] = [];
  const cur: number[] = [];
  const go = (i: number): void => {
    if (out.length >= cap) return;
    if (i === c.length) {
      if (cur.length >= min) out.push(cur.slice());
      return;
    }
    const [v, n] = c[i];
    for (let k = 0; k <= n && cur.length + k <= max; k++) {
      for (let j = 0; j < k; j++) cur.push(v);
      go(i + 1);
      for (let j = 0; j < k; j++) cur.pop();
    }
  };
  go(0);
  return out;
}

function permutations(items: readonly number[], cap: number): number[][] {
  const c = [...counts(items)].sort((x, y) => x[0] - y[0]);
  const out: number[][] = [];
  const cur: number[] = [];
  const go = (): void => {
    if (out.length >= cap) return;
    if (cur.length === items.length) {
      out.push(cur.slice());
      return;
    }
    for (const e of c) {
      if (e[1] === 0) continue;
      e[1]--;
      cur.push(e[0]);
      go();
      cur.pop();
      e[1]++;
    }
  };
  go();
  return out;
}

function indexSubsets(n: number, min: number, max: number, cap: number): number[][] {
  return subMultisets(
    Array.from({ length: n }, (_, i) => i),
    min,
    max,
    cap,
  );
}

/** Every valid answer (distinct ones only), at most `cap`. Custom decisions list none: the game does. */
export function answersOf(d: Decision, cap = 5000): Answer[] {
  switch (d.kind) {
    case 'custom':
      return [];
    case 'yesno':
      return [true, false];
    case 'pick':
      return subMultisets(d.items, d.min, d.max, cap);
    case 'option':
      return indexSubsets(d.options.length, d.min, d.max, cap);
    case 'order':
      return permutations(d.items, cap);
  }
}
