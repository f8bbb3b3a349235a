/**
 * Helpers for the tests and the bench: positions built to order, moves that must succeed, random games.
 */
import { Working } from '../core/working';
import type { LogEntry, Seat } from '../core/types';
import { allCards } from './cardinfo';
import { open } from './ctx';
import { twilightEngine as E } from './engine';
import { actingSeats } from './legal';
import { proceed } from './machine';
import { COUNTRY_COUNT, accessFor, countryIndex } from './map';
import { warning } from './ui';
import type { Instr, Side, TwilightMove, TwilightOptions, TwilightState } from './types';

export { E };

export function lcg(seed: number): () => number {
  let r = seed >>> 0 || 1;
  return () => {
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    return (r >>> 8) / 0x1000000;
  };
}

export function options(extra: Partial<TwilightOptions> = {}): TwilightOptions {
  return { ...E.defaultOptions(2), ...extra };
}

export interface PositionSpec {
  options?: Partial<TwilightOptions>;
  seed?: number;
  turn?: number;
  defcon?: number;
  vp?: number;
  /** Influence as US/USSR pairs, e.g. { iran: [2, 0] }; every other country empty unless `keepSetup`. */
  inf?: Record<string, readonly [us: number, ussr: number]>;
  keepSetup?: boolean;
  hands?: [number[], number[]];
  effects?: TwilightState['effects'];
  space?: [number, number];
  milOps?: [number, number];
  dice?: number[];
  china?: TwilightState['china'];
  /** Action rounds left in the turn, counting this one (default 6). */
  rounds?: number;
}

/** Cards held when a test does not say: a few events that stay in hand so the turn does not run dry. */
export const DEFAULT_HANDS: [number[], number[]] = [[12, 15, 28], [19, 22, 29]];

/**
 * A position in an action round of `side` (default USSR, round 1) with the given board. Cards not in
 * the hands go to the draw pile, so every card stays in exactly one place. The remaining rounds of
 * the turn follow on the stack as usual.
 */
export function position(side: Side = 0, spec: PositionSpec = {}): TwilightState {
  const base = E.setup(options(spec.options), 2, spec.seed ?? 1);
  const s = open(base).s;
  if (!spec.keepSetup) s.inf = [new Array(COUNTRY_COUNT).fill(0), new Array(COUNTRY_COUNT).fill(0)];
  for (const [id, [us, ussr]] of Object.entries(spec.inf ?? {})) {
    const c = countryIndex(id);
    if (c < 0) throw new Error(`unknown country ${id}`);
    s.inf[1][c] = us;
    s.inf[0][c] = ussr;
  }
  s.turn = spec.turn ?? 1;
  s.defcon = spec.defcon ?? 5;
  s.vp = spec.vp ?? 0;
  s.effects = spec.effects ?? [];
  s.space = spec.space ?? [0, 0];
  s.milOps = spec.milOps ?? [0, 0];
  s.china = spec.china ?? { holder: 0, faceUp: true };
  s.rigged = spec.dice ?? [];
  const hands = spec.hands ?? DEFAULT_HANDS;
  s.hands = [hands[0].slice(), hands[1].slice()];
  const held = new Set([...hands[0], ...hands[1], 6]);
  s.deck = allCards(s.options).filter((c) => !held.has(c));
  s.discard = [];
  s.removed = [];
  s.limbo = [];
  s.inPlay = [];
  s.headline = [-1, -1];
  s.headlineRevealed = true;
  const order: Instr[] = [];
  for (let r = 7 - (spec.rounds ?? 6); r <= 6; r++) order.push({ op: 'actionRound', side: 0, n: r, optional: false }, { op: 'actionRound', side: 1, n: r, optional: false });
  if (side === 1 && order.length > 0) order.shift();
  order.push({ op: 'actionRound', side: 0, n: 7, optional: true }, { op: 'actionRound', side: 1, n: 7, optional: true }, { op: 'endTurn', step: 0 });
  const stack = order.reverse();
  s.stack = stack;
  s.pending = null;
  s.access = [accessFor(s, 0), accessFor(s, 1)];
  const ctx = new Working(s);
  proceed(ctx);
  return ctx.finish().state;
}

/** Applies a move that must be legal; throws with the engine's reason otherwise. */
export function play(s: TwilightState, seat: Seat, move: TwilightMove): { state: TwilightState; log: readonly LogEntry[] } {
  const r = E.apply(s, move, seat);
  if (!r.ok) throw new Error(`${JSON.stringify(move)} by ${seat}: ${r.error.message}`);
  return { state: r.state, log: r.log };
}

/** Applies a sequence of moves by whoever must act. */
export function playAll(s: TwilightState, moves: readonly TwilightMove[]): TwilightState {
  for (const m of moves) s = play(s, actingSeats(s)[0], m).state;
  return s;
}

export function rejects(s: TwilightState, seat: Seat, move: TwilightMove): string {
  const r = E.apply(s, move, seat);
  if (r.ok) throw new Error(`${JSON.stringify(move)} was accepted`);
  return r.error.message;
}

export const inf = (s: TwilightState, id: string): [us: number, ussr: number] => {
  const c = countryIndex(id);
  return [s.inf[1][c], s.inf[0][c]];
};

/** Every card in exactly one place (deck, hands, piles, in play, unrevealed headline; The China Card held). */
export function cardPlacesBroken(s: TwilightState): string | null {
  const seen: number[] = [...s.deck, ...s.hands[0], ...s.hands[1], ...s.discard, ...s.removed, ...s.limbo, ...s.inPlay, 6];
  if (!s.headlineRevealed) for (const c of s.headline) if (c >= 0) seen.push(c);
  const expect = allCards(s.options);
  const sorted = seen.slice().sort((a, b) => a - b);
  if (sorted.length !== expect.length || sorted.some((c, i) => c !== expect[i])) return `cards misplaced: ${sorted.length} seen, ${expect.length} expected; duplicates ${sorted.filter((c, i) => sorted[i - 1] === c).join(',')}`;
  return null;
}

/** Plays uniformly random legal moves until the game ends (or `cap` moves). */
export function randomGame(
  seed: number,
  opts: Partial<TwilightOptions> = {},
  cap = 5000,
  each?: (s: TwilightState) => void,
  careful = false,
): { state: TwilightState; moves: { seat: Seat; move: TwilightMove }[] } {
  const rand = lcg(seed * 7919 + 1);
  let s = E.setup(options(opts), 2, seed);
  const moves: { seat: Seat; move: TwilightMove }[] = [];
  while (!s.outcome && moves.length < cap) {
    each?.(s);
    const seats = actingSeats(s);
    const seat = seats[Math.floor(rand() * seats.length)];
    const all = E.legalMoves(s, seat);
    if (all.length === 0) throw new Error(`no legal move for ${seat} in ${JSON.stringify(s.pending)}`);
    const safe = careful ? all.filter((m) => warning(s, seat as Side, m) === null) : all;
    const legal = safe.length > 0 ? safe : all;
    const move = legal[Math.floor(rand() * legal.length)];
    s = play(s, seat, move).state;
    moves.push({ seat, move });
  }
  each?.(s);
  return { state: s, moves };
}

/** A new game played through the setup placements (first legal pick each time), waiting for the headline. */
export function afterSetup(seed = 1, opts: Partial<TwilightOptions> = {}): TwilightState {
  let s = E.setup(options(opts), 2, seed);
  while (s.pending?.kind === 'pick') s = play(s, actingSeats(s)[0], E.legalMoves(s, actingSeats(s)[0])[0]).state;
  return s;
}
