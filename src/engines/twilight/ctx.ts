/**
 * The working context of one apply: core's `Working` (core/working.ts) over a mutable draft of the
 * state: the log being written and the dice. Every roll, shuffle and `reveal` makes the move a point
 * of no return by itself. Everything that changes the board goes through these helpers, so the log
 * reads like the game.
 */
import { Working } from '../core/working';
import { COUNTRIES, countryName } from './map';
import type { Instr, Pending, RollKind, Side, TwilightState } from './types';

export type Ctx = Working<TwilightState>;

/** Every key of T, optional ones included (their value may be undefined): a copy that lists them all. */
type EveryKey<T> = { [K in keyof Required<T>]: T[K] };

/**
 * A copy of the state sharing every part. Every field is listed (in the state's own order, so the JSON
 * is the same): V8 copies a literal of known keys several times faster than a spread of this 30-key
 * object, and this runs for every move. The type makes a field added to TwilightState a compile error
 * here until it is listed. An absent `civilWar` becomes an undefined one (the same JSON).
 */
export function shallowCopy(s: TwilightState): TwilightState {
  const d: EveryKey<TwilightState> = {
    rng: s.rng,
    epoch: s.epoch,
    options: s.options,
    turn: s.turn,
    round: s.round,
    phasing: s.phasing,
    defcon: s.defcon,
    vp: s.vp,
    milOps: s.milOps,
    space: s.space,
    spaceAttempts: s.spaceAttempts,
    inf: s.inf,
    hands: s.hands,
    deck: s.deck,
    discard: s.discard,
    removed: s.removed,
    limbo: s.limbo,
    inPlay: s.inPlay,
    current: s.current,
    china: s.china,
    civilWar: s.civilWar,
    headline: s.headline,
    headlineRevealed: s.headlineRevealed,
    effects: s.effects,
    access: s.access,
    defconTo2: s.defconTo2,
    stack: s.stack,
    pending: s.pending,
    rigged: s.rigged,
    lastRoll: s.lastRoll,
    outcome: s.outcome,
  };
  return d;
}

/**
 * A copy of what moves change in place (instructions and pendings are immutable values). The rarely
 * changed small parts are shared and replaced whole when they change, never written in place:
 * `milOps`, `space`, `spaceAttempts`, `headline` (through `withAt`), `effects` (a new array), `china` (a
 * new object), `rigged` (copied only when it holds dice). The property tests deep-freeze every state, so
 * a write in place to a shared part throws there.
 */
export function draft(s: TwilightState): TwilightState {
  const d = shallowCopy(s);
  d.inf = [s.inf[0].slice(), s.inf[1].slice()];
  d.hands = [s.hands[0].slice(), s.hands[1].slice()];
  d.deck = s.deck.slice();
  d.discard = s.discard.slice();
  d.removed = s.removed.slice();
  d.limbo = s.limbo.slice();
  d.inPlay = s.inPlay.slice();
  d.stack = s.stack.slice();
  if (s.rigged.length > 0) d.rigged = s.rigged.slice();
  return d;
}

/** A copy of `a` with `a[i] = v` (for the parts of the state shared between drafts). */
export function withAt(a: readonly number[], i: number, v: number): number[] {
  const b = a.slice();
  b[i] = v;
  return b;
}

/** The working copy of one move (finish it with `ctx.finish()`). */
export function open(s: TwilightState, quiet = false): Ctx {
  return new Working(draft(s), quiet);
}

/** One six-sided die (a rigged result first, in tests). Every roll is a point of no return. */
export function roll(ctx: Ctx): number {
  const rigged = ctx.s.rigged.length > 0 ? ctx.s.rigged.shift() : undefined;
  if (rigged !== undefined) {
    ctx.reveal();
    return rigged;
  }
  return ctx.roll(1, 6);
}

export function randomInt(ctx: Ctx, from: number, to: number): number {
  return ctx.roll(from, to);
}

export function shuffle<T>(ctx: Ctx, items: readonly T[]): T[] {
  return ctx.shuffle(items);
}

/**
 * Moves the top card of the draw pile into a side's hand, shuffling the discards into a new draw pile
 * when it has run out (4.3). Null when both piles are empty.
 */
export function drawOne(ctx: Ctx, side: Side): number | null {
  const s = ctx.s;
  if (s.deck.length === 0) {
    if (s.discard.length === 0) return null;
    s.deck = shuffle(ctx, s.discard);
    s.discard = [];
    say(ctx, 'The discard pile is shuffled into a new draw pile.');
  }
  const id = s.deck.pop() as number;
  s.hands[side].push(id);
  return id;
}

/** Hidden information was revealed (headline, a shown hand): undo may not cross this. */
export function reveal(ctx: Ctx): void {
  ctx.reveal();
}

export const say = (ctx: Ctx, text: string, seat?: Side): void => {
  ctx.say(text, seat);
};

/** Logs the sentence of a roll and keeps the roll itself as data, for the board's dice. */
export function sayRoll(ctx: Ctx, kind: RollKind, dice: readonly { side: Side; value: number }[], text: string, seat?: Side): void {
  say(ctx, text, seat);
  const s = ctx.s as { lastRoll: TwilightState['lastRoll'] };
  s.lastRoll = { kind, dice, text, seq: (ctx.s.lastRoll?.seq ?? 0) + 1 };
}

export const sayPrivately = (ctx: Ctx, seat: Side, text: string, others?: string): void => {
  ctx.sayPrivately(seat, text, others);
};

/** Pushes instructions so that the first one listed runs first. */
export function push(ctx: Ctx, ...instrs: Instr[]): void {
  for (let i = instrs.length - 1; i >= 0; i--) ctx.s.stack.push(instrs[i]);
}

export function wait(ctx: Ctx, p: Pending): void {
  ctx.s.pending = p;
}

export const other = (side: Side): Side => (1 - side) as Side;
export const sideName = (side: Side): string => `{${side}}`;

export function endGame(ctx: Ctx, winner: Side | null, reason: string): void {
  if (ctx.s.outcome) return;
  ctx.s.outcome = { winner, reason };
  ctx.s.pending = null;
  ctx.s.stack = [];
  say(ctx, reason);
}

/** 10.2.2: `side` gains n VP (n may be negative). */
export function addVp(ctx: Ctx, side: Side, n: number, why: string): void {
  if (n === 0) return;
  ctx.s.vp += side === 1 ? n : -n;
  if (!ctx.quiet) say(ctx, `{${side}} ${n > 0 ? 'gains' : 'loses'} ${Math.abs(n)} VP (${why}); VP ${vpText(ctx.s.vp)}.`, side);
}

export function vpText(vp: number): string {
  return vp === 0 ? 'even' : vp > 0 ? `US +${vp}` : `USSR +${-vp}`;
}

/**
 * Sets DEFCON (never above 5). Reaching 1 is nuclear war: the phasing player loses (8.1.3).
 * Returns false when the game ended.
 */
export function setDefcon(ctx: Ctx, value: number, why: string): boolean {
  const s = ctx.s;
  const next = Math.min(5, Math.max(1, value));
  if (next === s.defcon) return true;
  const before = s.defcon;
  s.defcon = next;
  say(ctx, `DEFCON ${next < before ? 'degrades' : 'improves'} to ${next} (${why}).`);
  if (next === 2 && s.round > 0) s.defconTo2 = true;
  if (next <= 1) {
    const loser = (s.phasing === -1 ? 0 : s.phasing) as Side;
    endGame(ctx, other(loser), `Nuclear war! DEFCON reached 1 during {${loser}}'s play: {${loser}} loses (8.1.3).`);
    return false;
  }
  return true;
}

export function addInf(ctx: Ctx, side: Side, c: number, n: number): void {
  if (n <= 0) return;
  ctx.s.inf[side][c] += n;
}

/** Removes up to n influence (never below 0, 6.2.3); returns how many were removed. */
export function removeInf(ctx: Ctx, side: Side, c: number, n: number): number {
  const taken = Math.min(n, ctx.s.inf[side][c]);
  ctx.s.inf[side][c] -= taken;
  return taken;
}

export function infText(s: TwilightState, c: number): string {
  return `${COUNTRIES[c].name} ${s.inf[1][c]}/${s.inf[0][c]}`;
}

export { countryName };
