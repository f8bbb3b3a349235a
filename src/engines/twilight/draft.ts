/**
 * The draft of one move and the board changes made to it. A move works on core's working copy,
 * `new Working(draft(s), quiet)` (core/working.ts: the log, the dice, `reveal`, `finish`); the helpers
 * here are Twilight's changes through it (a die that tests may rig, a card drawn, VP, DEFCON, influence,
 * the end of the game), each with its log sentence, so the log reads like the game.
 */
import type { Working } from '../core/working';
import { COUNTRIES } from './map';
import type { Pending, RollKind, Side, TwilightState } from './types';

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

/**
 * `rigged` (empty in real games) also serves the loss analysis (`danger.ts`), which enumerates chance:
 * a die result is 1..6, a random pick of index k is `PICKED + k`, and `ASK` at the head asks what the next
 * draw is: the draw records it there (`ASKED_DIE`, or `ASKED_PICK - n` for a pick among n) and returns a
 * placeholder, as does every draw after it (the analysis replays the move with the answer rigged). A chance
 * line longer than `MAX_DRAWS` (ties rerolled again and again: Olympic Games) adds no outcome and is not followed.
 */
export const ASK = 0;
export const ASKED_DIE = -1;
export const ASKED_PICK = -1000;
export const PICKED = 100;
export const MAX_DRAWS = 8;

/** One six-sided die (a rigged result first, in tests). Every roll is a point of no return. */
export function roll(ctx: Working<TwilightState>): number {
  const r = ctx.s.rigged;
  if (r.length > 0) {
    if (r[0] === ASK) r[0] = ASKED_DIE;
    if (r[0] < 0) {
      // A placeholder (the move is replayed with the answer): varied, so a loop that rerolls ties ends.
      r.push(ASKED_DIE);
      return 1 + (r.length % 6);
    }
    ctx.reveal();
    return r.shift() as number;
  }
  return ctx.roll(1, 6);
}

/** A random index among n (a card taken or discarded at random): `PICKED + k` rigged first, else the generator. */
export function randomIndex(ctx: Working<TwilightState>, n: number): number {
  const r = ctx.s.rigged;
  if (r.length > 0) {
    if (r[0] === ASK) r[0] = ASKED_PICK - n;
    if (r[0] < 0) return 0;
    if (r[0] >= PICKED) {
      ctx.reveal();
      return ((r.shift() as number) - PICKED) % n;
    }
  }
  return ctx.roll(0, n - 1);
}

/**
 * Moves the top card of the draw pile into a side's hand, shuffling the discards into a new draw pile
 * when it has run out (4.3). Null when both piles are empty.
 */
export function drawOne(ctx: Working<TwilightState>, side: Side): number | null {
  const s = ctx.s;
  if (s.deck.length === 0) {
    if (s.discard.length === 0) return null;
    s.deck = ctx.shuffle(s.discard);
    s.discard = [];
    ctx.say('The discard pile is shuffled into a new draw pile.');
  }
  const id = s.deck.pop() as number;
  s.hands[side].push(id);
  return id;
}

/** Logs the sentence of a roll and keeps the roll itself as data, for the board's dice. */
export function sayRoll(ctx: Working<TwilightState>, kind: RollKind, dice: readonly { side: Side; value: number }[], text: string, seat?: Side): void {
  ctx.say(text, seat);
  const s = ctx.s as { lastRoll: TwilightState['lastRoll'] };
  s.lastRoll = { kind, dice, text, seq: (ctx.s.lastRoll?.seq ?? 0) + 1 };
}

export function wait(ctx: Working<TwilightState>, p: Pending): void {
  ctx.s.pending = p;
}

export const other = (side: Side): Side => (1 - side) as Side;
export const sideName = (side: Side): string => `{${side}}`;

export function endGame(ctx: Working<TwilightState>, winner: Side | null, reason: string): void {
  if (ctx.s.outcome) return;
  ctx.s.outcome = { winner, reason };
  ctx.s.pending = null;
  ctx.s.stack = [];
  ctx.say(reason);
}

/** 10.2.2: `side` gains n VP (n may be negative). */
export function addVp(ctx: Working<TwilightState>, side: Side, n: number, why: string): void {
  if (n === 0) return;
  ctx.s.vp += side === 1 ? n : -n;
  if (!ctx.quiet) ctx.say(`{${side}} ${n > 0 ? 'gains' : 'loses'} ${Math.abs(n)} VP (${why}); VP ${vpText(ctx.s.vp)}.`, side);
}

export function vpText(vp: number): string {
  return vp === 0 ? 'even' : vp > 0 ? `US +${vp}` : `USSR +${-vp}`;
}

/**
 * Sets DEFCON (never above 5). Reaching 1 is nuclear war: the phasing player loses (8.1.3).
 * Returns false when the game ended.
 */
export function setDefcon(ctx: Working<TwilightState>, value: number, why: string): boolean {
  const s = ctx.s;
  const next = Math.min(5, Math.max(1, value));
  if (next === s.defcon) return true;
  const before = s.defcon;
  s.defcon = next;
  ctx.say(`DEFCON ${next < before ? 'degrades' : 'improves'} to ${next} (${why}).`);
  if (next === 2 && s.round > 0) s.defconTo2 = true;
  if (next <= 1) {
    const loser = (s.phasing === -1 ? 0 : s.phasing) as Side;
    endGame(ctx, other(loser), `Nuclear war! DEFCON reached 1 during {${loser}}'s play: {${loser}} loses (8.1.3).`);
    return false;
  }
  return true;
}

export function addInf(ctx: Working<TwilightState>, side: Side, c: number, n: number): void {
  if (n <= 0) return;
  ctx.s.inf[side][c] += n;
}

/** Removes up to n influence (never below 0, 6.2.3); returns how many were removed. */
export function removeInf(ctx: Working<TwilightState>, side: Side, c: number, n: number): number {
  const taken = Math.min(n, ctx.s.inf[side][c]);
  ctx.s.inf[side][c] -= taken;
  return taken;
}

export function infText(s: TwilightState, c: number): string {
  return `${COUNTRIES[c].name} ${s.inf[1][c]}/${s.inf[0][c]}`;
}
