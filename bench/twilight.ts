/**
 * Twilight Struggle benchmark: complete games (the whole war, ten turns by default) between random
 * legal players that avoid the moves the engine warns about, and a few games between Sensible bots.
 *
 *   npx tsx bench/twilight.ts
 *
 * The random players (their choices drawn from core's `seededRandom`) pick uniformly among the legal moves at every decision (headline, play, each
 * influence marker, each event choice) that the warnings' cheap rules (bot.ts `playoutFlag`, as Strong's
 * playouts use them: DEFCON suicide, a scoring card left in hand) do not flag; when every move is flagged
 * they pick among all. Not the full round analysis of `warning` (ui.ts), a search per move, measured by
 * `npm run bench -- twilight-warning`: this bench measures the engine. Random games often end early — nuclear war, or a scoring
 * card held at the end of a turn — and those count as complete games; `avgTurns` says how far they got.
 *
 * Two clocks: `…PerSecond` / `…Seconds` are wall time (what a player waits for, on an idle machine),
 * `…PerCpuSecond` / `…CpuSeconds` the process's CPU time (user + system, from `process.cpuUsage`):
 * compare those on a shared machine.
 */
import { pathToFileURL } from 'node:url';
import { playoutFlag, sensiblePolicy } from '../src/engines/twilight/bot';
import { seededRandom } from '../src/engines/core/rng';
import { twilightEngine as E } from '../src/engines/twilight/engine';
import { actingSeats } from '../src/engines/twilight/legal';
import type { TwilightState } from '../src/engines/twilight/types';
import { carefulPick } from '../src/engines/twilight/testkit';

const MOVE_CAP = 20_000;

const cpuSeconds = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

interface Run {
  games: number;
  moves: number;
  turns: number;
  finalScored: number;
  seconds: number;
  cpu: number;
}

function randomRun(budget: number, minGames: number): Run {
  const t0 = performance.now();
  const c0 = cpuSeconds();
  const run: Run = { games: 0, moves: 0, turns: 0, finalScored: 0, seconds: 0, cpu: 0 };
  while (run.games < minGames || performance.now() - t0 < budget * 1000) {
    const seed = run.games + 1;
    const rand = seededRandom(seed * 7919);
    let s: TwilightState = E.setup(E.defaultOptions(2), 2, seed);
    let n = 0;
    while (!s.outcome && n < MOVE_CAP) {
      const seats = actingSeats(s);
      const seat = seats[Math.floor(rand() * seats.length)];
      // The simulators' fast path: `quietApply` (the same guard and rules as `apply`, no log sentences).
      const r = E.quietApply(s, carefulPick(s, seat, E.legalMoves(s, seat), rand, playoutFlag), seat);
      if (!r.ok) throw new Error(`random play broke at move ${n} of game ${seed}: ${r.error.message}`);
      s = r.state;
      n++;
    }
    run.games++;
    run.moves += n;
    run.turns += s.turn;
    if (s.outcome?.reason.startsWith('Final scoring')) run.finalScored++;
  }
  run.seconds = (performance.now() - t0) / 1000;
  run.cpu = cpuSeconds() - c0;
  return run;
}

function botGame(seed: number): { seconds: number; cpu: number; moves: number; turns: number; finished: boolean } {
  const t0 = performance.now();
  const c0 = cpuSeconds();
  const rand = seededRandom(seed);
  let s = E.setup(E.defaultOptions(2), 2, seed);
  let n = 0;
  while (!s.outcome && n < MOVE_CAP) {
    const seat = actingSeats(s)[0];
    const move = sensiblePolicy(E.view(s, seat), seat, E.legalMoves(s, seat), rand);
    const r = E.apply(s, move, seat);
    if (!r.ok) throw new Error(`the Sensible bot chose an illegal move: ${r.error.message}`);
    s = r.state;
    n++;
  }
  return { seconds: (performance.now() - t0) / 1000, cpu: cpuSeconds() - c0, moves: n, turns: s.turn, finished: s.outcome !== null };
}

export function benchTwilight(): Record<string, number> & { gamesPerSecond: number } {
  randomRun(0, 20); // warm-up
  const main = randomRun(3, 50);
  const bots = [1, 2, 3, 4, 5].map(botGame);
  return {
    gamesPerSecond: main.games / main.seconds,
    gamesPerCpuSecond: main.games / main.cpu,
    movesPerSecond: main.moves / main.seconds,
    avgMovesPerGame: main.moves / main.games,
    avgTurns: main.turns / main.games,
    games: main.games,
    finalScoredGames: main.finalScored,
    botGameSeconds: bots.reduce((a, b) => a + b.seconds, 0) / bots.length,
    botGameCpuSeconds: bots.reduce((a, b) => a + b.cpu, 0) / bots.length,
    botGameMoves: bots.reduce((a, b) => a + b.moves, 0) / bots.length,
    botGameTurns: bots.reduce((a, b) => a + b.turns, 0) / bots.length,
    botGamesUnfinished: bots.filter((b) => !b.finished).length,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = benchTwilight();
  for (const [k, v] of Object.entries(figures)) console.log(`${k.padEnd(22)} ${Number.isInteger(v) ? v : v.toFixed(3)}`);
}
