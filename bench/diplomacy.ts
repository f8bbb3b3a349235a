/**
 * Diplomacy speed figures: `npx tsx bench/diplomacy.ts` (or `npm run bench -- diplomacy`).
 *
 * movementPhaseMs: median time of one movement-phase adjudication (orders given in notation, so
 *   parsing is included) over 2,000 phases: 1,000 of the Spring 1901 position and 1,000 of random
 *   mid-game positions with 30 to 34 units, every unit with a random legal order.
 * movementPhaseCpuMs: the same 2,000 phases adjudicated five times over, the process's CPU time
 *   (`process.cpuUsage`: user + system) divided by the 10,000 phases: the figure that holds while other
 *   work shares the machine (the wall-clock median swings with the load).
 * datcSuiteMs: time of the whole DATC suite (every fixture entry, median of 5 runs after a warm-up).
 * botYearMs: thinking time of seven Strategist bots per game-year (spring, fall, retreats, winter),
 *   averaged over ten years of one game.
 */
import { current, play, start } from '../src/engines/core/game';
import type { BaseState, Engine } from '../src/engines/core/types';
import { diplomacyEngine, type DiplomacyState } from '../src/engines/diplomacy/engine';
import { strategistBot } from '../src/engines/diplomacy/bot';
import fixture from '../src/engines/diplomacy/datc/cases.json';
import type { DatcFixture } from '../src/engines/diplomacy/datc/types';
import { runAll } from '../src/engines/diplomacy/datc/run';
import { initialBoard, sortUnits } from '../src/engines/diplomacy/board';
import { adjudicateMovement } from '../src/engines/diplomacy/movement';
import { seededRandom } from '../src/engines/core/rng';
import { randomOrders, randomPosition } from '../src/engines/diplomacy/random';
import type { Board, OrderSet } from '../src/engines/diplomacy/types';
import { geographyOf } from '../src/engines/diplomacy/map/variant';

const STD_GEO = geographyOf('standard');

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function botYearMs(): number {
  const engine = diplomacyEngine as unknown as Engine<BaseState, unknown, unknown>;
  const seats = Array.from({ length: 7 }, (_, i) => ({ name: `P${i}`, color: 'blue', kind: 'bot' as const }));
  let t = start(engine, { game: 'diplomacy', options: diplomacyEngine.defaultOptions(7), seed: 7, seats });
  const random = seededRandom(7);
  let spent = 0;
  for (let guard = 0; guard < 2000; guard++) {
    const state = current(t) as unknown as DiplomacyState;
    if (state.result || state.board.year >= 1911) break;
    const seat = engine.prompt(current(t)).seats[0];
    const t0 = performance.now();
    const move = strategistBot(state, seat, diplomacyEngine.legalMoves(state, seat), random);
    spent += performance.now() - t0;
    const r = play(engine, t, seat, move);
    if (!r.ok) throw new Error(r.error.message);
    t = r.value;
  }
  const years = (current(t) as unknown as DiplomacyState).board.year - 1901;
  return spent / Math.max(1, years);
}

export function benchDiplomacy(): { movementPhaseMs: number; movementPhaseCpuMs: number; datcSuiteMs: number; botYearMs: number } {
  const random = seededRandom(1901);
  const phases: { board: Board; orders: OrderSet }[] = [];
  const spring = initialBoard(STD_GEO);
  for (let i = 0; i < 1000; i++) phases.push({ board: spring, orders: randomOrders(spring, random, STD_GEO) });
  for (let k = 0; k < 50; k++) {
    const board: Board = { ...spring, units: sortUnits(randomPosition(30 + Math.floor(random() * 5), random, STD_GEO)) };
    for (let i = 0; i < 20; i++) phases.push({ board, orders: randomOrders(board, random, STD_GEO) });
  }
  for (const p of phases) adjudicateMovement(p.board, p.orders, STD_GEO); // warm-up
  const times = phases.map((p) => {
    const t = performance.now();
    const r = adjudicateMovement(p.board, p.orders, STD_GEO);
    const dt = performance.now() - t;
    if (!r.ok) throw new Error(r.error.message);
    return dt;
  });

  const c0 = process.cpuUsage();
  for (let pass = 0; pass < 5; pass++) for (const p of phases) adjudicateMovement(p.board, p.orders, STD_GEO);
  const c = process.cpuUsage(c0);
  const movementPhaseCpuMs = (c.user + c.system) / 1000 / (5 * phases.length);

  const cases = (fixture as unknown as DatcFixture).cases;
  runAll(cases);
  const suite: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    runAll(cases);
    suite.push(performance.now() - t);
  }
  return { movementPhaseMs: median(times), movementPhaseCpuMs, datcSuiteMs: median(suite), botYearMs: botYearMs() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = benchDiplomacy();
  console.log(
    process.argv.includes('--json')
      ? JSON.stringify(r, null, 2)
      : `movement phase: ${r.movementPhaseMs.toFixed(4)} ms (median), ${r.movementPhaseCpuMs.toFixed(4)} ms of CPU (mean)\nDATC suite: ${r.datcSuiteMs.toFixed(2)} ms`,
  );
}
