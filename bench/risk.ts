/**
 * World Conquest benchmark: uniformly random 6-player games on the classic map, and one full
 * 6-player game between Strategist bots.
 *
 *   npx tsx bench/risk.ts
 *
 * The random policy picks, at each decision, uniformly among all legal moves (ending the attack
 * or the fortification included; a capture moves a uniform legal number of armies). Defenders roll
 * the most dice. It uses randomLegalMove (legalMoveCount and legalMoveAt in one pass), which gives
 * exactly legalMoves(state, seat)[⌊random() × count⌋] without building the list (the tests check that
 * they agree), so the figures measure the rules, not list allocation; `listMovesPerSecond` is the same play building the full list each time.
 * Moves are applied by `riskEngine.quietApply` (the same pipeline and rules as `apply`, without building log
 * sentences, as the simulators and the search's playouts run); `withLog…` is the same play through `riskEngine.apply`.
 * The players' choices come from core's `seededRandom` (game g: seed 7919·g), the dice from each game's own seed.
 *
 * Random play with escalating card sets almost never ends (armies grow without bound and neither
 * side can finish the other), so the headline figures use the fixed card table; the escalating
 * run is reported separately with its count of games that hit the move cap.
 */
import { pathToFileURL } from 'node:url';
import { seededRandom } from '../src/engines/core/rng';
import { randomPolicy, strategistPolicy } from '../src/engines/risk/bot';
import { riskEngine as E } from '../src/engines/risk/engine';
import { actingSeat } from '../src/engines/risk/legal';
import { randomLegalMove } from '../src/engines/risk/sample';
import type { RiskOptions, RiskState } from '../src/engines/risk/types';

export const MOVE_CAP = 50_000;
const SEATS = 6;

interface RunStats {
  games: number;
  moves: number;
  unfinished: number;
  seconds: number;
  /** Process CPU time (user + system): the figure that holds while other work shares the machine. */
  cpuSeconds: number;
}

function cpuNow(): number {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1e6;
}

/** Random games (seeds 1, 2, …) until `budget` seconds have passed and at least `minGames` were played. */
function randomRun(options: RiskOptions, budget: number, minGames: number, lists: boolean, logged = false): RunStats {
  const t0 = performance.now();
  const c0 = cpuNow();
  const stats: RunStats = { games: 0, moves: 0, unfinished: 0, seconds: 0, cpuSeconds: 0 };
  while (stats.games < minGames || performance.now() - t0 < budget * 1000) {
    const seed = stats.games + 1;
    const rand = seededRandom(seed * 7919);
    let s: RiskState = E.setup(options, SEATS, seed);
    let n = 0;
    while (s.phase !== 'over' && n < MOVE_CAP) {
      const seat = actingSeat(s);
      const move = lists ? randomPolicy(s, seat, E.legalMoves(s, seat), rand) : randomLegalMove(s, seat, rand);
      const r = move && (logged ? E.apply(s, move, seat) : E.quietApply(s, move, seat));
      if (!r || !r.ok) throw new Error(`random play broke at move ${n} of game ${seed}: ${r ? r.error.message : 'no move'}`);
      s = r.state;
      n++;
    }
    stats.games++;
    stats.moves += n;
    if (s.phase !== 'over') stats.unfinished++;
  }
  stats.seconds = (performance.now() - t0) / 1000;
  stats.cpuSeconds = cpuNow() - c0;
  return stats;
}

/**
 * One full 6-player game between Normal bots, as the app runs them (view + legal list per decision),
 * escalating sets. Capped at BOT_MOVE_CAP moves (a stalemate between bots would otherwise run for minutes
 * as stacks and legal lists grow); a capped game counts in `botGamesUnfinished`.
 */
const BOT_MOVE_CAP = 10_000;
function botGame(seed: number): { seconds: number; moves: number; finished: boolean } {
  const t0 = cpuNow();
  const rand = seededRandom(seed);
  let s = E.setup(E.defaultOptions(SEATS), SEATS, seed);
  let n = 0;
  while (s.phase !== 'over' && n < BOT_MOVE_CAP) {
    const seat = actingSeat(s);
    const move = strategistPolicy(E.view(s, seat), seat, E.legalMoves(s, seat), rand);
    const r = E.apply(s, move, seat);
    if (!r.ok) throw new Error(`the Strategist chose an illegal move: ${r.error.message}`);
    s = r.state;
    n++;
  }
  return { seconds: cpuNow() - t0, moves: n, finished: s.phase === 'over' };
}

export function benchRisk(): Record<string, number> {
  const fixed: RiskOptions = { ...E.defaultOptions(SEATS), cardSets: 'fixed' };
  randomRun(fixed, 0, 5, false); // warm-up
  const main = randomRun(fixed, 3, 30, false);
  const lists = randomRun(fixed, 1, 5, true);
  randomRun(fixed, 0, 5, false, true); // warm-up of the sentence-building code
  const withLog = randomRun(fixed, 1, 5, false, true);
  const escalating = randomRun(E.defaultOptions(SEATS), 0, 3, false);
  const bots = [1, 2, 3, 4, 5, 6].map(botGame);
  return {
    gamesPerSecond: main.games / main.seconds,
    movesPerSecond: main.moves / main.seconds,
    cpuGamesPerSecond: main.games / main.cpuSeconds,
    cpuMovesPerSecond: main.moves / main.cpuSeconds,
    avgMovesPerGame: main.moves / main.games,
    games: main.games,
    unfinished: main.unfinished,
    withLogGamesPerSecond: withLog.games / withLog.seconds,
    cpuWithLogGamesPerSecond: withLog.games / withLog.cpuSeconds,
    listMovesPerSecond: lists.moves / lists.seconds,
    cpuListMovesPerSecond: lists.moves / lists.cpuSeconds,
    escalatingGamesPerSecond: escalating.games / escalating.seconds,
    escalatingMovesPerSecond: escalating.moves / escalating.seconds,
    cpuEscalatingMovesPerSecond: escalating.moves / escalating.cpuSeconds,
    escalatingGames: escalating.games,
    escalatingUnfinished: escalating.unfinished,
    botGameSeconds: bots[0].seconds,
    botGameMoves: bots[0].moves,
    botGameSecondsMax: Math.max(...bots.map((b) => b.seconds)),
    botGamesUnfinished: bots.filter((b) => !b.finished).length,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = benchRisk();
  for (const [k, v] of Object.entries(figures)) console.log(`${k.padEnd(26)} ${Number.isInteger(v) ? v : v.toFixed(3)}`);
}
