/**
 * Bot-against-bot simulation, shared by `npm run simulate` (node worker threads) and the app's
 * simulator page (Web Workers). Pure: no node or DOM APIs.
 *
 * Game `i` of a run with seed `S` is set up with seed `S + i`, its bots draw from their own generator
 * seeded `S + i`, and seat k is played by bot (k + i) mod n (the first seat rotates). So game i's
 * result depends only on (S, i): the games may be split over any number of workers, in any order,
 * and `tally` / `mergeTallies` (integer sums only) give the same summary.
 *
 *   prepare({ bots, options? })       → the run (options checked by parseOptions; none: the bots' own cards)
 *   playGames(run, seed, from, to)    → GameResult for each game index in [from, to)
 *   tally(run, results), mergeTallies(a, b), summarize(run, tally) → the summary
 */
import { err, ok, type Result } from '../core/types';
import { BOT_CARDS, BOTS, type DominionBot } from './bots';
import { controllerOf } from './context';
import { dominionEngine as E, step } from './engine';
import { parseOptions } from './options';
import { score } from './turn';
import type { DominionMove, DominionOptions, DominionState } from './types';

export const MIN_BOTS = 2;
export const MAX_BOTS = 6;
/** A game still running after this many moves is stopped and counted as unfinished. */
export const MAX_MOVES = 20000;

export interface RunSpec {
  /** Bot names (keys of BOTS), one seat each. */
  readonly bots: readonly string[];
  /** Raw Dominion options (as the lobby or a save holds them); absent: money and the bots' own cards. */
  readonly options?: unknown;
}

export interface Run {
  readonly bots: readonly string[];
  readonly options: DominionOptions;
}

export interface GameResult {
  /** The game's index in the run. */
  readonly index: number;
  /** Bots (indices into `bots`) that won; several on a shared victory; none when unfinished. */
  readonly winners: readonly number[];
  /** Turns of every player together (normal turns; Outpost and Possession turns are extra). */
  readonly turns: number;
  /** By bot: its VP at the end of each of its turns (index t = after its turn t + 1), the last one final. */
  readonly vp: readonly (readonly number[])[];
  readonly unfinished?: boolean;
  /** A bot's move the rules refused (a bug): the game stopped there. */
  readonly fault?: string;
}

/** Money only plus the Kingdom cards the chosen bots use (STRATEGIES.md's default table). */
export function botTableau(bots: readonly string[]): DominionOptions {
  const kingdom = [...new Set(bots.flatMap((b) => BOT_CARDS[b] ?? []))];
  return { edition: '2E', kingdom, random: null };
}

/** Checks the bots and options of a run. */
export function prepare(spec: RunSpec): Result<Run> {
  const { bots } = spec;
  if (bots.length < MIN_BOTS || bots.length > MAX_BOTS) return err('bad-bots', `A simulation needs ${MIN_BOTS} to ${MAX_BOTS} bots, not ${bots.length}.`);
  const unknown = bots.find((b) => !Object.hasOwn(BOTS, b));
  if (unknown !== undefined) return err('bad-bots', `No bot "${unknown.slice(0, 40)}". Known: ${Object.keys(BOTS).join(', ')}.`);
  if (spec.options === undefined) return ok({ bots: bots.slice(), options: botTableau(bots) });
  const parsed = parseOptions(spec.options, bots.length);
  return parsed.ok ? ok({ bots: bots.slice(), options: parsed.value }) : parsed;
}

/** The bots' own generator for a game (the same LCG `npm run simulate` has always used). */
export function lcg(seed: number): () => number {
  let r = seed >>> 0 || 1;
  return () => {
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    return (r >>> 8) / 0x1000000;
  };
}

/**
 * The bot's move for `seat` (the seat owing the move, or its controller): from the state when the bot
 * has a fast path (`DominionBot.fromState`, the same decision), else from the seat's view and legal moves.
 */
export function botMove(bot: DominionBot, s: DominionState, seat: number, random: () => number): DominionMove {
  return bot.fromState?.(s, seat) ?? bot(E.view(s, seat), seat, E.legalMoves(s, seat), random);
}

/** Plays game `index` of a run with this seed. */
export function playGame(run: Run, seed: number, index: number): GameResult {
  const n = run.bots.length;
  const policies = run.bots.map((b) => BOTS[b]);
  const rand = lcg(seed + index);
  const botAt = (seat: number): number => (seat + index) % n;
  let s: DominionState = E.setup(run.options, n, seed + index);
  const vp: number[][] = run.bots.map(() => []);
  // VP are read when a player's (normal) turn is over: when the next player's turn begins.
  const record = (seat: number) => {
    vp[botAt(seat)][s.players[seat].turns - 1] = score(s.players[seat]);
  };
  let turnOf = s.rotation;
  let fault: string | undefined;
  for (let k = 0; k < MAX_MOVES && s.phase !== 'over'; k++) {
    const seat = controllerOf(s, s.pending ? s.pending.seat : s.current);
    const move = botMove(policies[botAt(seat)], s, seat, rand);
    const r = step(s, move, seat, true);
    if (!r.ok) {
      fault = `${run.bots[botAt(seat)]}: ${r.error.message}`;
      break;
    }
    s = r.state;
    if (s.rotation !== turnOf) {
      record(turnOf);
      turnOf = s.rotation;
    }
  }
  const over = s.phase === 'over';
  if (over) record(turnOf);
  const turns = s.players.reduce((a, p) => a + p.turns, 0);
  const winners = over ? s.winners.map(botAt) : [];
  // A player who took no turn yet (a game stopped early) has no entries; holes cannot occur otherwise.
  const series = vp.map((v) => Array.from(v, (x) => x ?? 0));
  return { index, winners, turns, vp: series, ...(over ? {} : { unfinished: true }), ...(fault ? { fault } : {}) };
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
 * over games whose series ended after L turns (their final VP counts for every later turn).
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
}

export function emptyTally(bots: number): Tally {
  const rows = () => Array.from({ length: bots }, () => [] as number[]);
  return { games: 0, unfinished: 0, faults: [], wins: Array(bots).fill(0), ties: Array(bots).fill(0), turns: 0, vpSum: rows(), endSum: rows(), endCount: rows() };
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
  /** Average VP after each of its turns; a game already over counts with its final VP. */
  readonly vpByTurn: readonly number[];
}

export interface Summary {
  readonly games: number;
  readonly bots: readonly BotSummary[];
  /** Turns per player on average. */
  readonly avgTurns: number;
  readonly unfinished: number;
  /** By turn t (index t - 1): how many games were still going when the players took turn t. */
  readonly gamesByTurn: readonly number[];
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
  return { games: t.games, bots, avgTurns: t.turns / n / games, unfinished: t.unfinished, gamesByTurn, faults: t.faults };
}

/** Plays games [0, games) in one go (tests; the CLI and the page split the range over workers). */
export function simulate(spec: RunSpec, seed: number, games: number): Result<Summary> {
  const run = prepare(spec);
  if (!run.ok) return run;
  return ok(summarize(run.value, tally(run.value.bots.length, playGames(run.value, seed, 0, games))));
}
