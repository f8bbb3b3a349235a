/**
 * Dominion benchmark: Big Money Ultimate against itself, 2 players, money only (no kingdom); and
 * (`seasideProsperityGamesPerSecond`) the General bot against itself on a fixed kingdom of Seaside and
 * Prosperity cards (Durations, a Colony game: Haven, Fishing Village, Caravan, Wharf, Bazaar, Watchtower,
 * Goons, Hoard, Bank, King's Court).
 *
 *   npx tsx bench/dominion.ts
 *
 * Each decision runs as the simulator runs it (`botMove` of src/games/simulate.ts): a money bot decides from the
 * state through its fast path (`DominionBot.fromState`: its own cards, the Supply, legality asked move by
 * move; the same decisions as from its view, checked by botsFast.test.ts), the General bot from its seat's
 * view and the legal moves; `quietApply` applies the move (the same guard and rules as `apply`, without
 * building log sentences). `withLogGamesPerSecond` is the same with full logging through `apply`.
 *
 * Two clocks: `…PerSecond` is wall time (what a player waits for, on an idle machine), `…PerCpuSecond`
 * is the process's CPU time (user + system, from `process.cpuUsage`): compare those on a shared machine.
 */
import { pathToFileURL } from 'node:url';
import { BMU, General } from '../src/engines/dominion/bots';
import { seededRandom } from '../src/engines/core/rng';
import { dominionEngine as E } from '../src/engines/dominion/engine';
import { botMove } from '../src/games/simulate';
import type { DominionOptions, DominionState } from '../src/engines/dominion/types';

const MONEY: DominionOptions = { edition: '2E', kingdom: [], random: null };
/** Seaside and Prosperity (both editions' cards, first-edition wording), Platinum and Colony in. */
export const SEASIDE_PROSPERITY_KINGDOM: DominionOptions = {
  edition: '1E',
  kingdom: ['Haven', 'Fishing Village', 'Caravan', 'Wharf', 'Bazaar', 'Watchtower', 'Goons', 'Hoard', 'Bank', "King's Court"],
  random: null,
  colonies: true,
};

/** One BMU mirror (or a General mirror on the Seaside/Prosperity kingdom); returns the number of moves. */
export function benchGame(seed: number, quiet: boolean, kingdom = false): number {
  const rand = seededRandom(seed);
  let s: DominionState = E.setup(kingdom ? SEASIDE_PROSPERITY_KINGDOM : MONEY, 2, seed);
  const bot = kingdom ? General : BMU;
  let n = 0;
  while (s.phase !== 'over' && n < 5000) {
    const seat = s.pending ? s.pending.seat : s.current;
    const move = botMove(E, bot, s, seat, rand);
    const r = quiet ? E.quietApply(s, move, seat) : E.apply(s, move, seat);
    if (!r.ok) throw new Error(`The bot chose an illegal move: ${r.error.message}`);
    s = r.state;
    n++;
  }
  return n;
}

const cpuSeconds = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

interface Run {
  games: number;
  moves: number;
  seconds: number;
  cpu: number;
}

function run(budget: number, quiet: boolean, kingdom = false): Run {
  const t0 = performance.now();
  const c0 = cpuSeconds();
  let games = 0;
  let moves = 0;
  while (performance.now() - t0 < budget * 1000) moves += benchGame(++games, quiet, kingdom);
  return { games, moves, seconds: (performance.now() - t0) / 1000, cpu: cpuSeconds() - c0 };
}

export function benchDominion(): Record<string, number> {
  // Warm-up until the JIT has settled (its background compiles count in the process's CPU time).
  run(1.5, true);
  const fast = run(3, true);
  const logged = run(1, false);
  // The General bot and the kingdom's card rules take longer to warm up (compile) than the money bots.
  run(1.5, true, true);
  const mixed = run(3, true, true);
  return {
    gamesPerSecond: fast.games / fast.seconds,
    gamesPerCpuSecond: fast.games / fast.cpu,
    movesPerSecond: fast.moves / fast.seconds,
    withLogGamesPerSecond: logged.games / logged.seconds,
    seasideProsperityGamesPerSecond: mixed.games / mixed.seconds,
    seasideProsperityGamesPerCpuSecond: mixed.games / mixed.cpu,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) console.log(JSON.stringify(benchDominion(), null, 2));
