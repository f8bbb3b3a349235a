/**
 * The working copy of one apply call. `armies`, which nearly every move changes, is copied at
 * once; owners, reserves and the living are copied on first write (ownerW, reserveW, aliveW); the
 * rest (hands, deck, discard) are replaced, never mutated, by the code that changes them. So
 * states share everything they did not change.
 */
import type { Dice } from '../core/rng';
import type { Applied, Seat } from '../core/types';
import { Working } from '../core/working';
import { fogActive, seatsSeeing } from './fog';
import type { RiskState } from './types';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export type Draft = Mutable<RiskState> & { armies: number[] };

/**
 * core's `Working` over the draft (`ctx.d` is `ctx.s`): dice and `ctx.reveal()` (a card shown to someone
 * who did not see it before) make the move a point of no return by themselves.
 */
export class Ctx extends Working<Draft> {
  /** Which shared arrays were already copied for writing. */
  copied = 0;
  /** The draft (the same object as `s`; a plain field, read in every hot loop). */
  readonly d: Draft;

  constructor(d: Draft, quiet: boolean) {
    super(d, quiet);
    this.d = d;
  }
}

const OWNER = 1;
const RESERVE = 2;
const ALIVE = 4;

/** The owners, writable (copied on first use). */
export function ownerW(ctx: Ctx): number[] {
  if (!(ctx.copied & OWNER)) {
    ctx.d.owner = ctx.d.owner.slice();
    ctx.copied |= OWNER;
  }
  return ctx.d.owner as number[];
}

/** The reserves, writable (copied on first use). */
export function reserveW(ctx: Ctx): number[] {
  if (!(ctx.copied & RESERVE)) {
    ctx.d.reserve = ctx.d.reserve.slice();
    ctx.copied |= RESERVE;
  }
  return ctx.d.reserve as number[];
}

/** Who is still in the game, writable (copied on first use). */
export function aliveW(ctx: Ctx): boolean[] {
  if (!(ctx.copied & ALIVE)) {
    ctx.d.alive = ctx.d.alive.slice();
    ctx.copied |= ALIVE;
  }
  return ctx.d.alive as boolean[];
}

/**
 * Opens a move on `s`. `quiet` (the simulators' and the search's fast path, see engine.ts `step`) writes
 * no log: `say` and `sayOn` add nothing, and the hot call sites skip building their sentences.
 */
export function begin(s: RiskState, quiet = false): Ctx {
  // Every field written out, in one order: one object shape for every state (fast property access).
  const d: Draft = {
    rng: s.rng,
    epoch: s.epoch,
    options: s.options,
    seats: s.seats,
    neutral: s.neutral,
    phase: s.phase,
    current: s.current,
    first: s.first,
    turn: s.turn,
    owner: s.owner,
    armies: s.armies.slice(),
    reserve: s.reserve,
    hands: s.hands,
    deck: s.deck,
    discard: s.discard,
    trades: s.trades,
    alive: s.alive,
    conquered: s.conquered,
    forced: s.forced,
    battle: s.battle,
    lastRoll: s.lastRoll,
    winner: s.winner,
    winReason: s.winReason,
    setupLeft: s.setupLeft,
    missions: s.missions,
    capitals: s.capitals,
    bonusTaken: s.bonusTaken,
  };
  return new Ctx(d, quiet);
}

/** The game's generator, opened from the state on first use. */
export function rng(ctx: Ctx): Dice {
  return ctx.dice;
}

/** Closes the move: stores the generator and moves the epoch on when randomness or a secret was involved. */
export function finish(ctx: Ctx): Applied<RiskState> {
  return ctx.finish();
}

export function say(ctx: Ctx, text: string): void {
  ctx.say(text);
}

/**
 * A sentence about these territories: under fog of war only the seats that see one of them (and
 * `extra`) read it; the others read `others`, or nothing.
 */
export function sayOn(ctx: Ctx, text: string, territories: readonly number[], extra: readonly number[] = [], others?: string): void {
  if (ctx.quiet) return;
  if (!fogActive(ctx.d)) {
    ctx.log.push({ text });
    return;
  }
  const only = seatsSeeing(ctx.d, territories, extra);
  ctx.log.push(others === undefined ? { text, only } : { text, only, others });
}

/** How a log sentence names an owner: a seat placeholder, or "Neutral". */
export function who(state: Pick<RiskState, 'neutral'>, owner: number): string {
  return owner === state.neutral ? 'Neutral' : `{${owner}}`;
}

export function plural(n: number, one: string, many = one + 's'): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function countOwned(owner: readonly number[], who: number): number {
  let n = 0;
  for (let t = 0; t < owner.length; t++) if (owner[t] === who) n++;
  return n;
}

/** The next seat after `from` that is still in the game. */
export function nextAlive(state: Pick<RiskState, 'alive' | 'seats'>, from: Seat): Seat {
  for (let i = 1; i <= state.seats; i++) {
    const s = (from + i) % state.seats;
    if (state.alive[s]) return s;
  }
  return from;
}
