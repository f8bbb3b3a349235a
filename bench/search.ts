/**
 * The search bots' speed: playouts per CPU-second of core's search (core/search.ts `searchStats`) as
 * world conquest's Hard and Twilight Struggle's Strong run it (their own search games, playout depths
 * and root candidates), on positions where they search.
 *
 *   npx tsx bench/search.ts          (or `npm run bench -- search`)
 *
 * The positions come from one seeded game per module between the default bots (world conquest: Normal,
 * 3 players, seat 0's attack decisions; Twilight Struggle: Standard, both sides' headline and action-round
 * plays), the first POSITIONS of them; each is searched for a fixed number of playouts (so the work is
 * the same on a busy machine: a time budget would count fewer playouts there), the search's randomness
 * seeded. The figure is playouts over the process's CPU time (`process.cpuUsage`), after one warm-up pass.
 */
import { pathToFileURL } from 'node:url';
import { seededRandom } from '../src/engines/core/rng';
import { searchStats, type SearchGame } from '../src/engines/core/search';
import type { BaseState, Seat } from '../src/engines/core/types';
import { strategistPolicy } from '../src/engines/risk/bot';
import { riskEngine } from '../src/engines/risk/engine';
import { candidates as riskCandidates, RISK_SEARCH } from '../src/engines/risk/hardBot';
import { actingSeat } from '../src/engines/risk/legal';
import { rankPlays, standardPolicy } from '../src/engines/twilight/bot';
import { twilightEngine } from '../src/engines/twilight/engine';
import { actingSeats } from '../src/engines/twilight/legal';
import { TWILIGHT_SEARCH } from '../src/engines/twilight/strong';
import type { Side } from '../src/engines/twilight/types';

const POSITIONS = 6;

interface Position<S, M> {
  view: S;
  seat: Seat;
  roots: readonly M[];
}

const cpuSeconds = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** Playouts per CPU-second over the positions, `iterations` playouts of `depth` decisions each (after a warm-up on the first `warm`). */
function rate<S extends BaseState, M>(game: SearchGame<S, M>, positions: readonly Position<S, M>[], iterations: number, depth: number, warm: number): number {
  const pass = (ps: readonly Position<S, M>[]): number => {
    const random = seededRandom(11);
    let n = 0;
    for (const p of ps) n += searchStats(game, p.view, p.seat, p.roots, random, { iterations, depth }).iterations;
    return n;
  };
  pass(positions.slice(0, warm));
  const c0 = cpuSeconds();
  const n = pass(positions);
  return n / (cpuSeconds() - c0);
}

function riskPositions(): Position<unknown, unknown>[] {
  const E = riskEngine;
  const out: Position<unknown, unknown>[] = [];
  const random = seededRandom(3);
  let s = E.setup(E.defaultOptions(3), 3, 3);
  for (let k = 0; k < 20_000 && s.phase !== 'over' && out.length < POSITIONS; k++) {
    const seat = actingSeat(s);
    const v = E.view(s, seat);
    const legal = E.legalMoves(s, seat);
    if (seat === 0 && s.phase === 'attack' && legal.length > 1 && s.turn > 6 && k % 3 === 0)
      out.push({ view: v, seat, roots: riskCandidates(v, seat, legal, seededRandom(k)) });
    const r = E.apply(s, strategistPolicy(v, seat, legal, random), seat);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return out;
}

function twilightPositions(): Position<unknown, unknown>[] {
  const E = twilightEngine;
  const out: Position<unknown, unknown>[] = [];
  const random = seededRandom(3);
  let s = E.setup(E.defaultOptions(2), 2, 3);
  for (let k = 0; k < 5_000 && !s.outcome && out.length < POSITIONS; k++) {
    const seat = actingSeats(s)[0];
    const v = E.view(s, seat);
    const legal = E.legalMoves(s, seat);
    if ((legal[0].type === 'headline' || legal[0].type === 'play') && legal.length > 1)
      out.push({ view: v, seat, roots: rankPlays(v, seat as Side, legal, seededRandom(k)).slice(0, 6) });
    const r = E.apply(s, standardPolicy(v, seat, legal, random), seat);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return out;
}

type AnyGame = SearchGame<BaseState, unknown>;
export function benchSearch(): Record<string, number> {
  const risk = riskPositions();
  const twilight = twilightPositions();
  return {
    // World conquest Hard: playouts of 120 decisions (hardBot.ts), 25 a position.
    riskHardPlayoutsPerCpuSecond: rate(RISK_SEARCH as unknown as AnyGame, risk as Position<BaseState, unknown>[], 25, 120, risk.length),
    riskPositions: risk.length,
    // Twilight Struggle Strong: playouts of 60 decisions (strong.ts), 4 a position (its playouts are slow).
    twilightStrongPlayoutsPerCpuSecond: rate(TWILIGHT_SEARCH as unknown as AnyGame, twilight as Position<BaseState, unknown>[], 4, 60, 1),
    twilightPositions: twilight.length,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = benchSearch();
  for (const [k, v] of Object.entries(figures)) console.log(`${k.padEnd(36)} ${Number.isInteger(v) ? v : v.toFixed(1)}`);
}
