/**
 * World Conquest's working copy of one move: core's `Working` (dice, `reveal()`, the log, `finish()`,
 * which advances the epoch at most once) over a draft of the state, opened by one name:
 *
 *   const w = new RiskWorking(state, quiet)     engine.ts `step` opens one per move; every rule of the
 *                                               move (and the victory check after it) writes to it.
 *
 * `armies`, which nearly every move changes, is copied at once; owners, reserves and the living are
 * copied on first write (`w.ownerW()`, `w.reserveW()`, `w.aliveW()`); the rest (hands, deck, discard,
 * missions, capitals) are replaced, never mutated, by the code that changes them. So states share
 * everything a move did not change. Below it, the small helpers the rules share (`who`, `plural`,
 * `countOwned`, `nextAlive`).
 */
import type { RuleError, Seat } from '../core/types';
import { Working } from '../core/working';
import { fogActive, sees, seatsSeeing } from './fog';
import type { RiskErrorCode, RiskState } from './types';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export type Draft = Mutable<RiskState> & { armies: number[] };

const OWNER = 1;
const RESERVE = 2;
const ALIVE = 4;

/** Every field written out, in one order: one object shape for every state (fast property access). */
function draftOf(s: RiskState): Draft {
  return {
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
}

/**
 * The move's working copy (`w.s` is the draft). `quiet` (the simulators' and the search's fast path)
 * writes no log: `say` and `sayOn` add nothing, and the hot call sites skip building their sentences.
 */
export class RiskWorking extends Working<Draft> {
  /** Which shared arrays were already copied for writing. */
  private copied = 0;

  constructor(state: RiskState, quiet: boolean) {
    super(draftOf(state), quiet);
  }

  /** The owners, writable (copied on first use). */
  ownerW(): number[] {
    if (!(this.copied & OWNER)) {
      this.s.owner = this.s.owner.slice();
      this.copied |= OWNER;
    }
    return this.s.owner as number[];
  }

  /** The reserves, writable (copied on first use). */
  reserveW(): number[] {
    if (!(this.copied & RESERVE)) {
      this.s.reserve = this.s.reserve.slice();
      this.copied |= RESERVE;
    }
    return this.s.reserve as number[];
  }

  /** Who is still in the game, writable (copied on first use). */
  aliveW(): boolean[] {
    if (!(this.copied & ALIVE)) {
      this.s.alive = this.s.alive.slice();
      this.copied |= ALIVE;
    }
    return this.s.alive as boolean[];
  }

  /**
   * A sentence about these territories: under fog of war only the seats that see one of them (and
   * `extra`) read it; the others read `others`, or nothing.
   */
  sayOn(text: string, territories: readonly number[], extra: readonly number[] = [], others?: string): void {
    if (this.quiet) return;
    if (!fogActive(this.s)) {
      this.log.push({ text });
      return;
    }
    const only = seatsSeeing(this.s, territories, extra);
    this.log.push(others === undefined ? { text, only } : { text, only, others });
  }

  /**
   * A sentence that names these territories (and tells their owners or armies): under fog of war it
   * goes in full only to the seats that see every one of them (and `extra`); a seat that sees some of
   * them reads `partial(seen)` (`seen[i]`: whether it sees `territories[i]`; it must name only what
   * was seen), one that sees none reads `others`, or nothing (issue 21: the log names nothing the view
   * hides).
   */
  sayNaming(text: string, territories: readonly number[], partial: (seen: readonly boolean[]) => string, extra: readonly number[] = [], others?: string): void {
    if (this.quiet) return;
    if (!fogActive(this.s)) {
      this.log.push({ text });
      return;
    }
    const full: Seat[] = [];
    const parts = new Map<string, Seat[]>();
    if (others !== undefined) parts.set(others, []);
    for (let s = 0; s < this.s.seats; s++) {
      const seen = territories.map((t) => sees(this.s.owner, s, t));
      if (extra.includes(s) || seen.every(Boolean)) full.push(s);
      else if (seen.some(Boolean)) {
        const p = partial(seen);
        parts.set(p, [...(parts.get(p) ?? []), s]);
      } else if (others !== undefined) parts.get(others)!.push(s);
    }
    this.log.push({ text, only: full });
    for (const [p, only] of parts) if (only.length > 0) this.log.push({ text: p, only });
  }
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

/**
 * What a move's rules return to engine.ts `step`: the open working copy (the move is legal; the step
 * checks victory on it and finishes it), or a refusal.
 */
export type Step = RiskWorking | { readonly ok: false; readonly error: RuleError<RiskErrorCode> };
