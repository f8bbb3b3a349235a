/**
 * Bot-against-bot simulation for every game, shared by `npm run simulate` (node worker threads),
 * `bench/searchBots.ts` and the app's simulator page (Web Workers). Pure: no node or DOM APIs.
 *
 * Moves go through the engine's `quietApply` (the same pipeline and rules as `apply`, no log sentences).
 * Each bot sees only its seat's view and legal moves, as in the app; a policy may carry a fast path
 * (`fromState(state, seat)`: the same decision from the full state, e.g. Dominion's money bots).
 *
 * Game `i` of a run with seed `S` is set up with seed `S + i`, its bots draw from core's `seededRandom`
 * seeded `S + i`, and seat k is played by bot (k + i) mod n (the first seat rotates). So game i's
 * result depends only on (S, i): the games may be split over any number of workers, in any order,
 * and `tally` / `mergeTallies` (integer sums only) give the same summary.
 *
 *   prepare(module, { bots, options? }) → the run (options checked by parseOptions; none: the game's hook or defaults)
 *   playGame(run, seed, i), playGames(run, seed, from, to) → GameResult for each game index
 *   tally(run, results), mergeTallies(a, b), summarize(run, tally) → the summary
 *
 * What only some games have comes from small per-game hooks (simHooks.ts): Dominion's VP after each
 * turn and its default table (money and the bots' own cards), how a game's turns are counted, how it ended.
 */
import type { GameModule } from '../engines/core/meta';
import { seededRandom } from '../engines/core/rng';
import { err, ok, type BaseState, type BotPolicy, type Engine, type Result, type Seat } from '../engines/core/types';
import { hooksOf, type SimHooks } from './simHooks';

export const MIN_BOTS = 2;

export interface RunSpec {
  /** Bot names (keys of the module's bots), one seat each, in seat order for game 0. */
  readonly bots: readonly string[];
  /** Raw options (as the lobby or a save holds them); absent: the game's simulation default. */
  readonly options?: unknown;
}

export interface Run {
  readonly module: GameModule;
  readonly hooks: SimHooks;
  readonly bots: readonly string[];
  readonly options: unknown;
}

export interface GameResult {
  /** The game's index in the run. */
  readonly index: number;
  /** Bots (indices into `bots`) that won; several on a shared victory; none when unfinished. */
  readonly winners: readonly number[];
  /** The game's turns as its hook counts them (Dominion: every player's turns together). */
  readonly turns: number;
  /** By bot: its points at the end of each of its turns (games with a `points` hook; else empty). */
  readonly vp: readonly (readonly number[])[];
  /** How the game ended (its hook's tag, or the outcome's kind). */
  readonly ending: string;
  /** By bot: its final score where the game's hook gives one (Diplomacy: supply centres); else absent. */
  readonly scores?: readonly number[];
  readonly unfinished?: boolean;
  /** A bot's move the rules refused (a bug): the game stopped there. */
  readonly fault?: string;
}

/** Checks the bots and options of a run. */
export function prepare(module: GameModule, spec: RunSpec): Result<Run> {
  const { bots } = spec;
  const E = module.engine;
  const hooks = hooksOf(E.id);
  const min = Math.max(MIN_BOTS, E.minSeats);
  const max = E.maxSeats;
  if (bots.length < min || bots.length > max) return err('bad-bots', `A simulation of ${E.title} needs ${min} to ${max} bots, not ${bots.length}.`);
  const unknown = bots.find((b) => !Object.hasOwn(module.bots, b));
  if (unknown !== undefined) return err('bad-bots', `No bot "${unknown.slice(0, 40)}". Known: ${Object.keys(module.bots).join(', ')}.`);
  if (spec.options === undefined && hooks.defaultOptions) return ok({ module, hooks, bots: bots.slice(), options: hooks.defaultOptions(bots) });
  const parsed = E.parseOptions(spec.options ?? E.defaultOptions(bots.length), bots.length);
  return parsed.ok ? ok({ module, hooks, bots: bots.slice(), options: parsed.value }) : parsed;
}

/**
 * The bot's move for `seat`: from the whole state through the policy's fast path when it has one
 * (`fromState`: the same decision, e.g. Dominion's money bots), else from the seat's view and legal moves.
 */
export function botMove<S extends BaseState, M>(
  engine: Pick<Engine<S, M, unknown>, 'view' | 'legalMoves'>,
  policy: BotPolicy<S, M> & { readonly fromState?: (s: S, seat: Seat) => M | null },
  s: S,
  seat: Seat,
  random: () => number,
): M {
  return policy.fromState?.(s, seat) ?? policy(engine.view(s, seat), seat, engine.legalMoves(s, seat), random);
}

/** Plays game `index` of a run with this seed. */
export function playGame(run: Run, seed: number, index: number): GameResult {
  const { module, hooks } = run;
  const E = module.engine;
  const n = run.bots.length;
  const policies = run.bots.map((b) => module.bots[b]);
  const random = seededRandom(seed + index);
  const botAt = (seat: number): number => (seat + index) % n;
  let s = E.setup(run.options, n, seed + index);
  const vp: number[][] = run.bots.map(() => []);
  const points = hooks.points?.();
  const record = (seat: Seat, turn: number, x: number): void => {
    vp[botAt(seat)][turn] = x;
  };
  let fault: string | undefined;
  const cap = hooks.moveCap ?? 50_000;
  for (let k = 0; k < cap && !E.outcome(s); k++) {
    const seat = E.prompt(s).seats[0];
    if (seat === undefined) {
      fault = 'no seat owes a move and the game is not over';
      break;
    }
    const move = botMove(E, policies[botAt(seat)], s, seat, random);
    const r = E.quietApply(s, move, seat);
    if (!r.ok) {
      fault = `${run.bots[botAt(seat)]}: ${r.error.message}`;
      break;
    }
    points?.after(s, r.state, record);
    s = r.state;
  }
  const out = E.outcome(s);
  if (out) points?.end(s, record);
  const winners = out ? out.winners.map(botAt) : [];
  // A player who took no turn yet (a game stopped early) has no entries; holes cannot occur otherwise.
  const series = vp.map((v) => Array.from(v, (x) => x ?? 0));
  const ending = out ? (hooks.ending?.(s) ?? out.kind) : 'unfinished';
  const final = hooks.finalScore;
  const scores = final ? run.bots.map((_, b) => final(s, (((b - index) % n) + n) % n)) : undefined;
  return {
    index,
    winners,
    turns: hooks.turns?.(s) ?? 0,
    vp: series,
    ending,
    ...(scores ? { scores } : {}),
    ...(out ? {} : { unfinished: true }),
    ...(fault ? { fault } : {}),
  };
}

/** Plays games [from, to) of a run. */
export function playGames(run: Run, seed: number, from: number, to: number): GameResult[] {
  const out: GameResult[] = [];
  for (let i = from; i < to; i++) out.push(playGame(run, seed, i));
  return out;
}

/**
 * What a set of games adds up to, as integer sums (so any split gives the same totals):
 * per bot, `vpSum[t]` over games whose series reached turn t + 1, and `endSum[L]` / `endCount[L]`
 * over games whose series ended after L turns (their final VP counts for every later turn); per bot and
 * seat it played first in the rotation (`side*[bot][seat]`), its games, wins and ties there; endings by tag.
 */
export interface Tally {
  games: number;
  unfinished: number;
  faults: string[];
  wins: number[];
  ties: number[];
  turns: number;
  vpSum: number[][];
  endSum: number[][];
  endCount: number[][];
  endings: Record<string, number>;
  sideGames: number[][];
  sideWins: number[][];
  sideTies: number[][];
  /** Per bot and seat: the sum of its final scores there (games whose hook gives one). */
  sideScore: number[][];
}

export function emptyTally(bots: number): Tally {
  const rows = () => Array.from({ length: bots }, () => [] as number[]);
  const square = () => Array.from({ length: bots }, () => Array(bots).fill(0) as number[]);
  return {
    games: 0,
    unfinished: 0,
    faults: [],
    wins: Array(bots).fill(0),
    ties: Array(bots).fill(0),
    turns: 0,
    vpSum: rows(),
    endSum: rows(),
    endCount: rows(),
    endings: {},
    sideGames: square(),
    sideWins: square(),
    sideTies: square(),
    sideScore: square(),
  };
}

const add = (row: number[], at: number, x: number) => {
  while (row.length <= at) row.push(0);
  row[at] += x;
};

/** Adds games to a tally (a new tally; `into` is not changed). */
export function tally(bots: number, results: readonly GameResult[], into: Tally = emptyTally(bots)): Tally {
  const t = mergeTallies(into, emptyTally(bots));
  for (const g of results) {
    t.games++;
    t.turns += g.turns;
    if (g.unfinished) t.unfinished++;
    if (g.fault && t.faults.length < 5) t.faults.push(`game ${g.index}: ${g.fault}`);
    if (g.winners.length === 1) t.wins[g.winners[0]]++;
    else for (const w of g.winners) t.ties[w]++;
    t.endings[g.ending] = (t.endings[g.ending] ?? 0) + 1;
    for (let seat = 0; seat < bots; seat++) {
      const b = (seat + g.index) % bots;
      t.sideGames[b][seat]++;
      if (g.scores) t.sideScore[b][seat] += g.scores[b];
      if (g.winners.includes(b)) {
        if (g.winners.length === 1) t.sideWins[b][seat]++;
        else t.sideTies[b][seat]++;
      }
    }
    g.vp.forEach((series, b) => {
      series.forEach((x, turn) => add(t.vpSum[b], turn, x));
      add(t.endSum[b], series.length, series.length ? series[series.length - 1] : 0);
      add(t.endCount[b], series.length, 1);
    });
  }
  return t;
}

export function mergeTallies(a: Tally, b: Tally): Tally {
  const sumRows = (x: number[][], y: number[][]) =>
    x.map((row, k) => {
      const out = row.slice();
      (y[k] ?? []).forEach((v, i) => add(out, i, v));
      return out;
    });
  const endings = { ...a.endings };
  for (const [k, v] of Object.entries(b.endings)) endings[k] = (endings[k] ?? 0) + v;
  return {
    games: a.games + b.games,
    unfinished: a.unfinished + b.unfinished,
    faults: [...a.faults, ...b.faults].slice(0, 5),
    wins: a.wins.map((w, k) => w + b.wins[k]),
    ties: a.ties.map((w, k) => w + b.ties[k]),
    turns: a.turns + b.turns,
    vpSum: sumRows(a.vpSum, b.vpSum),
    endSum: sumRows(a.endSum, b.endSum),
    endCount: sumRows(a.endCount, b.endCount),
    endings,
    sideGames: sumRows(a.sideGames, b.sideGames),
    sideWins: sumRows(a.sideWins, b.sideWins),
    sideTies: sumRows(a.sideTies, b.sideTies),
    sideScore: sumRows(a.sideScore ?? [], b.sideScore ?? []),
  };
}

/** The 95% Wilson score interval of a proportion p observed over n trials. */
export function wilson(p: number, n: number, z = 1.959963984540054): [number, number] {
  if (n <= 0) return [0, 1];
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface BotSummary {
  readonly name: string;
  readonly wins: number;
  readonly ties: number;
  /** (wins + half the ties) / games. */
  readonly share: number;
  /** 95% Wilson interval of the share. */
  readonly low: number;
  readonly high: number;
  /** Average points after each of its turns; a game already over counts with its final points (games with a `points` hook). */
  readonly vpByTurn: readonly number[];
}

export interface Summary {
  readonly games: number;
  /** One per seat of the run (a bot named twice appears twice). */
  readonly bots: readonly BotSummary[];
  /** Turns on average (per player where the game's hook says so: Dominion). */
  readonly avgTurns: number;
  readonly unfinished: number;
  /** By turn t (index t - 1): how many games were still going when the players took turn t. */
  readonly gamesByTurn: readonly number[];
  readonly endings: Readonly<Record<string, number>>;
  /** Per bot and seat it played: games, wins, ties there, and the sum of its final scores (Diplomacy's centres). */
  readonly bySide: readonly {
    readonly bot: number;
    readonly seat: number;
    readonly games: number;
    readonly wins: number;
    readonly ties: number;
    readonly score: number;
  }[];
  readonly faults: readonly string[];
}

export function summarize(run: Run, t: Tally): Summary {
  const n = run.bots.length;
  const games = Math.max(1, t.games);
  const longest = Math.max(0, ...t.vpSum.map((r) => r.length));
  const bots = run.bots.map((name, k) => {
    const share = (t.wins[k] + t.ties[k] / 2) / games;
    const [low, high] = wilson(share, t.games);
    const vpByTurn: number[] = [];
    let ended = 0;
    for (let turn = 0; turn < longest; turn++) {
      ended += t.endSum[k][turn] ?? 0;
      vpByTurn.push(((t.vpSum[k][turn] ?? 0) + ended) / games);
    }
    return { name, wins: t.wins[k], ties: t.ties[k], share, low, high, vpByTurn };
  });
  // Games still going at turn t + 1: those where some bot's series is longer than t.
  const gamesByTurn: number[] = [];
  for (let turn = 0; turn < longest; turn++) {
    let most = 0;
    for (let k = 0; k < n; k++) {
      let ended = 0;
      for (let L = 0; L <= turn; L++) ended += t.endCount[k][L] ?? 0;
      most = Math.max(most, t.games - ended);
    }
    gamesByTurn.push(most);
  }
  const bySide = t.sideGames.flatMap((row, bot) =>
    row.map((g, seat) => ({ bot, seat, games: g, wins: t.sideWins[bot][seat], ties: t.sideTies[bot][seat], score: t.sideScore[bot]?.[seat] ?? 0 })),
  );
  const perPlayer = run.hooks.turnsPerPlayer ? n : 1;
  return { games: t.games, bots, avgTurns: t.turns / perPlayer / games, unfinished: t.unfinished, gamesByTurn, endings: t.endings, bySide, faults: t.faults };
}

/** Plays games [0, games) in one go (tests; the CLI and the page split the range over workers). */
export function simulate(module: GameModule, spec: RunSpec, seed: number, games: number): Result<Summary> {
  const run = prepare(module, spec);
  if (!run.ok) return run;
  return ok(summarize(run.value, tally(run.value.bots.length, playGames(run.value, seed, 0, games))));
}
