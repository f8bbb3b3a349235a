/**
 * Dominion benchmark: Big Money Ultimate against itself, 2 players, money only (no kingdom).
 *
 *   npx tsx bench/dominion.ts
 *
 * Each decision runs as the app runs it, minus the log text: the bot sees its seat's view and the
 * legal moves, and `step(…, quiet)` applies the move (the same rules as `apply`, without building
 * log sentences). `withLogGamesPerSecond` is the same with full logging through `apply`.
 */
import { pathToFileURL } from 'node:url';
import { BMU } from '../src/engines/dominion/bots';
import { dominionEngine as E, step } from '../src/engines/dominion/engine';
import type { DominionOptions, DominionState } from '../src/engines/dominion/types';

const MONEY: DominionOptions = { edition: '2E', kingdom: [], random: null };

function lcg(seed: number): () => number {
  let r = seed >>> 0 || 1;
  return () => {
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    return (r >>> 8) / 0x1000000;
  };
}

/** One BMU mirror; returns the number of moves. */
export function bmuGame(seed: number, quiet: boolean): number {
  const rand = lcg(seed);
  let s: DominionState = E.setup(MONEY, 2, seed);
  let n = 0;
  while (s.phase !== 'over' && n < 5000) {
    const seat = s.pending ? s.pending.seat : s.current;
    const move = BMU(E.view(s, seat), seat, E.legalMoves(s, seat), rand);
    const r = step(s, move, seat, quiet);
    if (!r.ok) throw new Error(`BMU chose an illegal move: ${r.error.message}`);
    s = r.state;
    n++;
  }
  return n;
}

function run(budget: number, quiet: boolean): { games: number; seconds: number; moves: number } {
  const t0 = performance.now();
  let games = 0;
  let moves = 0;
  while (performance.now() - t0 < budget * 1000) moves += bmuGame(++games, quiet);
  return { games, seconds: (performance.now() - t0) / 1000, moves };
}

export function benchDominion(): { gamesPerSecond: number; movesPerSecond: number; withLogGamesPerSecond: number } {
  run(0.5, true); // warm-up
  const fast = run(3, true);
  const logged = run(1, false);
  return { gamesPerSecond: fast.games / fast.seconds, movesPerSecond: fast.moves / fast.seconds, withLogGamesPerSecond: logged.games / logged.seconds };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) console.log(JSON.stringify(benchDominion(), null, 2));
