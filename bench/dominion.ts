/**
 * Dominion benchmark: Big Money Ultimate against itself, 2 players, money only (no kingdom); and
 * (`prosperityGamesPerSecond`) the General bot against itself on a fixed kingdom of Prosperity cards
 * (a Colony game: Platinum, Colony, King's Court, Bank, Goons, Watchtower, Trade Route…).
 *
 *   npx tsx bench/dominion.ts
 *
 * Each decision runs as the app runs it, minus the log text: the bot sees its seat's view and the
 * legal moves, and `step(…, quiet)` applies the move (the same rules as `apply`, without building
 * log sentences). `withLogGamesPerSecond` is the same with full logging through `apply`.
 */
import { pathToFileURL } from 'node:url';
import { BMU, General } from '../src/engines/dominion/bots';
import { dominionEngine as E, step } from '../src/engines/dominion/engine';
import type { DominionOptions, DominionState } from '../src/engines/dominion/types';

const MONEY: DominionOptions = { edition: '2E', kingdom: [], random: null };
/** Prosperity, both editions' cards, played with first-edition wording (Mint on buy). */
export const PROSPERITY_KINGDOM: DominionOptions = {
  edition: '1E',
  kingdom: ['Watchtower', 'Trade Route', 'Monument', "Worker's Village", 'Mint', 'Goons', 'Hoard', 'Bank', "King's Court", 'Venture'],
  random: null,
  colonies: true,
};

function lcg(seed: number): () => number {
  let r = seed >>> 0 || 1;
  return () => {
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    return (r >>> 8) / 0x1000000;
  };
}

/** One BMU mirror (or a General mirror on the Prosperity kingdom); returns the number of moves. */
export function bmuGame(seed: number, quiet: boolean, prosperity = false): number {
  const rand = lcg(seed);
  let s: DominionState = E.setup(prosperity ? PROSPERITY_KINGDOM : MONEY, 2, seed);
  const bot = prosperity ? General : BMU;
  let n = 0;
  while (s.phase !== 'over' && n < 5000) {
    const seat = s.pending ? s.pending.seat : s.current;
    const move = bot(E.view(s, seat), seat, E.legalMoves(s, seat), rand);
    const r = step(s, move, seat, quiet);
    if (!r.ok) throw new Error(`BMU chose an illegal move: ${r.error.message}`);
    s = r.state;
    n++;
  }
  return n;
}

function run(budget: number, quiet: boolean, prosperity = false): { games: number; seconds: number; moves: number } {
  const t0 = performance.now();
  let games = 0;
  let moves = 0;
  while (performance.now() - t0 < budget * 1000) moves += bmuGame(++games, quiet, prosperity);
  return { games, seconds: (performance.now() - t0) / 1000, moves };
}

export function benchDominion(): { gamesPerSecond: number; movesPerSecond: number; withLogGamesPerSecond: number; prosperityGamesPerSecond: number } {
  run(0.5, true); // warm-up
  const fast = run(3, true);
  const logged = run(1, false);
  run(0.3, true, true);
  const pros = run(2, true, true);
  return { gamesPerSecond: fast.games / fast.seconds, movesPerSecond: fast.moves / fast.seconds, withLogGamesPerSecond: logged.games / logged.seconds, prosperityGamesPerSecond: pros.games / pros.seconds };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) console.log(JSON.stringify(benchDominion(), null, 2));
