/**
 * The one search every game's strong computer player uses: determinized flat Monte Carlo with UCB1
 * over the root moves.
 *
 *   searchMove(game, view, seat, legal, random, budget)
 *
 * Each iteration picks a root move by UCB1, draws a world the seat cannot tell from its view
 * (`game.determinize`, by default the engine's `resample`), plays the move, then plays on with the
 * game's heuristic bot (`game.policy`, for every seat) for `depth` decisions or to the end, and scores
 * the result for the searching seat: 1 a win, 0 a loss, ½ a draw, else `game.evaluate` (0…1).
 * The move with the best mean wins (ties: the earlier move in `legal`).
 *
 * It only ever sees the view it is given: the hidden information is sampled, never read. Pure
 * TypeScript, no DOM; deterministic for a given `random` when the budget is counted in iterations
 * (a time budget reads `budget.now`, `performance.now` by default, so its iteration count varies).
 */
import type { BaseState, BotPolicy, Engine, Seat } from './types';

/** What the search needs of a game. */
export interface SearchGame<S extends BaseState, M> {
  readonly engine: Pick<Engine<S, M>, 'apply' | 'legalMoves' | 'prompt' | 'outcome'> & Partial<Pick<Engine<S, M>, 'resample'>>;
  /**
   * A full state consistent with what `seat` sees in `view`, hidden information drawn with `random`.
   * Default: `engine.resample(view, seat, random)` (enough for a game whose view keeps hidden ids).
   */
  determinize?(view: S, seat: Seat, random: () => number): S;
  /** The playout policy (a heuristic bot), used for every seat. It is given the sampled state itself. */
  readonly policy: BotPolicy<S, M>;
  /** How good an unfinished state is for `seat`, from 0 (lost) to 1 (won). */
  evaluate(state: S, seat: Seat): number;
}

export interface SearchBudget {
  /** Stop after this many milliseconds (default 1000). */
  readonly ms?: number;
  /** Stop after this many iterations (playouts); with no `ms` the search is fully deterministic. */
  readonly iterations?: number;
  /** Decisions played out after the root move before evaluating (default 200). */
  readonly depth?: number;
  /** The UCB1 exploration constant (default 0.7). */
  readonly exploration?: number;
  /** The clock, in milliseconds (default `performance.now`). */
  readonly now?: () => number;
}

export interface SearchStats<M> {
  readonly move: M;
  readonly iterations: number;
  /** Per root move, in `legal` order: playouts and mean score. */
  readonly arms: readonly { readonly move: M; readonly visits: number; readonly mean: number }[];
}

/** The score of a finished or unfinished state for `seat` (0…1). */
function score<S extends BaseState, M>(game: SearchGame<S, M>, s: S, seat: Seat): number {
  const o = game.engine.outcome(s);
  if (o) {
    if (o.winners.includes(seat)) return o.kind === 'draw' || o.winners.length > 1 ? 0.5 + 0.5 / o.winners.length : 1;
    return o.kind === 'draw' && o.winners.length === 0 ? 0.5 : 0;
  }
  return Math.min(1, Math.max(0, game.evaluate(s, seat)));
}

/** Plays `depth` decisions with the policy from `s` (or to the end); returns the last state reached. */
export function playout<S extends BaseState, M>(game: SearchGame<S, M>, s: S, depth: number, random: () => number): S {
  const E = game.engine;
  let state = s;
  for (let d = 0; d < depth && !E.outcome(state); d++) {
    const seats = E.prompt(state).seats;
    if (seats.length === 0) break;
    const seat = seats[Math.floor(random() * seats.length) % seats.length];
    const legal = E.legalMoves(state, seat);
    if (legal.length === 0) break;
    const r = E.apply(state, game.policy(state, seat, legal, random), seat);
    if (!r.ok) {
      // A policy fault must not sink the search: fall back to the first legal move once.
      const r2 = E.apply(state, legal[0], seat);
      if (!r2.ok) break;
      state = r2.state;
    } else state = r.state;
  }
  return state;
}

export function searchStats<S extends BaseState, M>(
  game: SearchGame<S, M>,
  view: S,
  seat: Seat,
  legal: readonly M[],
  random: () => number,
  budget: SearchBudget = {},
): SearchStats<M> {
  const n = legal.length;
  const visits = new Array<number>(n).fill(0);
  const total = new Array<number>(n).fill(0);
  if (n <= 1) return { move: legal[0], iterations: 0, arms: legal.map((move) => ({ move, visits: 0, mean: 0 })) };
  const now = budget.now ?? (() => performance.now());
  const hasTime = budget.ms !== undefined || budget.iterations === undefined;
  const deadline = hasTime ? now() + (budget.ms ?? 1000) : Infinity;
  const maxIter = budget.iterations ?? Infinity;
  const depth = budget.depth ?? 200;
  const c = budget.exploration ?? 0.7;
  const determinize = game.determinize ?? ((v: S, st: Seat, r: () => number) => (game.engine.resample ? game.engine.resample(v, st, r) : v));
  let it = 0;
  while (it < maxIter && (it < n || now() < deadline)) {
    // UCB1: every move once, then the best upper bound.
    let arm = it < n ? it : 0;
    if (it >= n) {
      let top = -Infinity;
      const logN = Math.log(it);
      for (let i = 0; i < n; i++) {
        const u = total[i] / visits[i] + c * Math.sqrt(logN / visits[i]);
        if (u > top) {
          top = u;
          arm = i;
        }
      }
    }
    it++;
    const world = determinize(view, seat, random);
    const r = game.engine.apply(world, legal[arm], seat);
    const value = r.ok ? score(game, playout(game, r.state, depth, random), seat) : 0;
    visits[arm]++;
    total[arm] += value;
  }
  let best = 0;
  let bestMean = -Infinity;
  for (let i = 0; i < n; i++) {
    const mean = visits[i] > 0 ? total[i] / visits[i] : -Infinity;
    if (mean > bestMean) {
      bestMean = mean;
      best = i;
    }
  }
  return { move: legal[best], iterations: it, arms: legal.map((move, i) => ({ move, visits: visits[i], mean: visits[i] ? total[i] / visits[i] : 0 })) };
}

/** The search's choice among `legal` for `seat`, seeing only `view`. */
export function searchMove<S extends BaseState, M>(
  game: SearchGame<S, M>,
  view: S,
  seat: Seat,
  legal: readonly M[],
  random: () => number,
  budget: SearchBudget = {},
): M {
  return searchStats(game, view, seat, legal, random, budget).move;
}

/**
 * A bot that searches: `candidates` (optional) trims the root moves to those worth searching (e.g. the
 * policy's top few); `searchWhen` (optional) says which decisions deserve a search, the others going
 * straight to the policy.
 */
export function searchPolicy<S extends BaseState, M>(
  game: SearchGame<S, M>,
  budget: SearchBudget,
  opts: {
    readonly searchWhen?: (view: S, seat: Seat, legal: readonly M[]) => boolean;
    readonly candidates?: (view: S, seat: Seat, legal: readonly M[], random: () => number) => readonly M[];
  } = {},
): BotPolicy<S, M> {
  return (view, seat, legal, random) => {
    if (legal.length <= 1) return legal[0];
    if (opts.searchWhen && !opts.searchWhen(view, seat, legal)) return game.policy(view, seat, legal, random);
    const roots = opts.candidates ? opts.candidates(view, seat, legal, random) : legal;
    if (roots.length === 0) return game.policy(view, seat, legal, random);
    return searchMove(game, view, seat, roots, random, budget);
  };
}
