/**
 * Twilight's testkit, on core's (core/testkit.ts): `play(state, seat, move)` (a move that must be legal;
 * the state is deep-frozen first, so every rules test also checks that no move writes to the state it
 * was given) and `rejects(state, seat, move, code?)` (a move that must be refused, with that code when
 * given), core's `deepFreeze` and `seededRandom`; and here, positions built to order, random games and
 * the invariants the property tests check. Also used by the bench (`carefulPick`).
 */
import { deepFreeze, seededRandom, testkit } from '../core/testkit';
import type { Seat } from '../core/types';
import { Working } from '../core/working';
import { allCards } from './cardinfo';
import { draft } from './draft';
import { isBuilt } from './events';
import { revealedFirst } from './headline';
import { twilightEngine as E } from './engine';
import { actingSeats } from './legal';
import { proceed } from './machine';
import { COUNTRY_COUNT, accessFor, countryIndex } from './map';
import { warning } from './ui';
import type { Instr, Side, TwilightMove, TwilightOptions, TwilightState } from './types';

export { E, deepFreeze, seededRandom };

export const { play, rejects } = testkit(E);

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
export const DEFAULT_HANDS: [number[], number[]] = [
  [12, 15, 28],
  [19, 22, 29],
];

/**
 * A position in an action round of `side` (default USSR, round 1) with the given board. Cards not in
 * the hands go to the draw pile, so every card stays in exactly one place. The remaining rounds of
 * the turn follow on the stack as usual.
 */
export function position(side: Side = 0, spec: PositionSpec = {}): TwilightState {
  const base = E.setup(options(spec.options), 2, spec.seed ?? 1);
  const s = draft(base);
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
  s.deck = allCards(s.options, s.turn, isBuilt).filter((c) => !held.has(c));
  s.discard = [];
  s.removed = [];
  s.limbo = [];
  s.inPlay = [];
  s.headline = [-1, -1];
  s.headlineRevealed = true;
  const order: Instr[] = [];
  for (let r = 7 - (spec.rounds ?? 6); r <= 6; r++)
    order.push({ op: 'actionRound', side: 0, n: r, optional: false }, { op: 'actionRound', side: 1, n: r, optional: false });
  if (side === 1 && order.length > 0) order.shift();
  order.push({ op: 'actionRound', side: 0, n: 7, optional: true }, { op: 'actionRound', side: 1, n: 7, optional: true }, { op: 'endTurn', step: 0 });
  const stack = order.reverse();
  s.stack = stack;
  s.pending = null;
  s.access = [accessFor(s, 0), accessFor(s, 1)];
  const ctx = new Working(s);
  const fault = proceed(ctx);
  if (fault) throw new Error(`position: ${fault.message}`);
  return ctx.finish().state;
}

/** Applies a sequence of moves by whoever must act. */
export function playAll(s: TwilightState, moves: readonly TwilightMove[]): TwilightState {
  for (const m of moves) s = play(s, actingSeats(s)[0], m).state;
  return s;
}

export const inf = (s: TwilightState, id: string): [us: number, ussr: number] => {
  const c = countryIndex(id);
  return [s.inf[1][c], s.inf[0][c]];
};

/** Every card in exactly one place (deck, hands, piles, in play, unrevealed headline; The China Card held). */
/**
 * The board of EXAMPLES 14 (../shared/data/twilight/EXAMPLES.md): in Europe the US dominates (four
 * countries, three battlegrounds) against USSR presence (two battlegrounds), VP +2 before the scoring.
 */
export const EXAMPLE_14_EUROPE = {
  united_kingdom: [5, 0],
  italy: [4, 0],
  france: [3, 0],
  west_germany: [4, 0],
  canada: [2, 0],
  poland: [0, 4],
  east_germany: [0, 4],
} as const;

export function cardPlacesBroken(s: TwilightState): string | null {
  const seen: number[] = [...s.deck, ...s.hands[0], ...s.hands[1], ...s.discard, ...s.removed, ...s.limbo, ...s.inPlay, 6];
  if (!s.headlineRevealed) for (const c of s.headline) if (c >= 0) seen.push(c);
  const expect = allCards(s.options, s.turn, isBuilt);
  const sorted = seen.slice().sort((a, b) => a - b);
  if (sorted.length !== expect.length || sorted.some((c, i) => c !== expect[i]))
    return `cards misplaced: ${sorted.length} seen, ${expect.length} expected; duplicates ${sorted.filter((c, i) => sorted[i - 1] === c).join(',')}`;
  return null;
}

/**
 * A uniformly random move among those `warning` does not flag (any move when all are flagged): moves are
 * drawn without replacement until one is safe, so only the moves drawn are checked.
 */
export function carefulPick(
  s: TwilightState,
  seat: Seat,
  legal: readonly TwilightMove[],
  rand: () => number,
  flagged: (s: TwilightState, side: Side, m: TwilightMove) => boolean = (v, side, m) => warning(v, side, m) !== null,
): TwilightMove {
  let pool: readonly TwilightMove[] = legal;
  let copied = false; // the list is copied on the first flagged draw only (most first draws are safe)
  while (pool.length > 0) {
    const i = Math.floor(rand() * pool.length);
    const m = pool[i];
    if (!flagged(s, seat as Side, m)) return m;
    const rest = copied ? (pool as TwilightMove[]) : pool.slice();
    copied = true;
    rest[i] = rest[rest.length - 1];
    rest.pop();
    pool = rest;
  }
  return legal[Math.floor(rand() * legal.length)];
}

/** Plays uniformly random legal moves until the game ends (or `cap` moves). */
export function randomGame(
  seed: number,
  opts: Partial<TwilightOptions> = {},
  cap = 5000,
  each?: (s: TwilightState) => void,
  careful = false,
): { state: TwilightState; moves: { seat: Seat; move: TwilightMove }[] } {
  const rand = seededRandom(seed * 7919 + 1);
  let s = E.setup(options(opts), 2, seed);
  const moves: { seat: Seat; move: TwilightMove }[] = [];
  while (!s.outcome && moves.length < cap) {
    each?.(s);
    const seats = actingSeats(s);
    const seat = seats[Math.floor(rand() * seats.length)];
    const all = E.legalMoves(s, seat);
    if (all.length === 0) throw new Error(`no legal move for ${seat} in ${JSON.stringify(s.pending)}`);
    const move = careful ? carefulPick(s, seat, all, rand) : all[Math.floor(rand() * all.length)];
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

/**
 * The invariants of any reachable state, or what breaks them: every card in one place, influence ≥ 0,
 * DEFCON 1–5 (1 only when the game is over), VP short of 20 while the game goes on, military ops 0–5,
 * a decision pending in a live game.
 */
export function invariantBroken(s: TwilightState): string | null {
  const cards = cardPlacesBroken(s);
  if (cards) return cards;
  for (const side of [0, 1]) for (const n of s.inf[side]) if (!(n >= 0)) return `negative influence ${n}`;
  if (s.defcon < 1 || s.defcon > 5) return `DEFCON ${s.defcon}`;
  if (s.defcon === 1 && !s.outcome) return 'DEFCON 1 without an outcome';
  if (!s.outcome && Math.abs(s.vp) >= 20) return `VP ${s.vp} without an outcome`;
  if (!Number.isInteger(s.vp)) return `VP ${s.vp}`;
  if (!s.outcome && !s.pending) return 'no decision pending in a live game';
  if (s.milOps.some((m) => m < 0 || m > 5)) return `military ops ${s.milOps.join(',')}`;
  if ((s.civilWar ?? 0) > 3) return `civil war ${String(s.civilWar)}`;
  return null;
}

/** What a view shows that its seat may not see (the other hand, headline, a secret choice, the dice), or null. */
export function viewLeak(s: TwilightState): string | null {
  for (const seat of [0, 1] as const) {
    const v = E.view(s, seat);
    const other = 1 - seat;
    // Aldrich Ames Remix opens the US hand to the USSR for the rest of the turn (CARD_EFFECTS #98).
    const open = seat === 0 && s.effects.some((e) => e.card === 98);
    if (!open && v.hands[other].some((c) => c !== -1)) return 'a view shows the other hand';
    if (v.deck.some((c) => c !== -1)) return 'a view shows the draw pile';
    // A headline revealed first (Man in Earth Orbit, 6.4.4) is public.
    if (!s.headlineRevealed && v.headline[other] > 0 && !revealedFirst(s, other as Side)) return 'a view shows the other headline';
    if (v.rng.length > 0 || v.rigged.length > 0) return 'a view carries the dice';
    const p = v.pending;
    if (p?.kind === 'headline' && p.answers && p.answers[other] !== undefined) return 'a view shows the other headline answer';
    if (p?.kind === 'action' && p.seat !== seat && p.only !== undefined) return 'a view shows the card Grain Sales took';
    if (p?.kind === 'pick' && p.secret && p.seat !== seat) {
      if (p.options.length > 0) return 'a view shows a secret choice';
      if (p.then.op === 'card' && (p.then.list !== undefined || p.then.n !== undefined)) return 'a view shows a secret continuation';
    }
  }
  return null;
}
