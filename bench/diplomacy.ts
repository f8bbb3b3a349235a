/**
 * Diplomacy speed figures: `npx tsx bench/diplomacy.ts` (or `npm run bench -- diplomacy`).
 *
 * movementPhaseMs: median time of one movement-phase adjudication (orders given in notation, so
 *   parsing is included) over 2,000 phases: 1,000 of the Spring 1901 position and 1,000 of random
 *   mid-game positions with 30 to 34 units, every unit with a random legal order.
 * datcSuiteMs: time of the whole DATC suite (every fixture entry, median of 5 runs after a warm-up).
 */
import fixture from '../src/engines/diplomacy/datc/cases.json';
import type { DatcFixture } from '../src/engines/diplomacy/datc/types';
import { runAll } from '../src/engines/diplomacy/datc/run';
import { initialBoard, sortUnits } from '../src/engines/diplomacy/board';
import { adjudicateMovement } from '../src/engines/diplomacy/movement';
import { randomOrders, randomPosition, seededRandom } from '../src/engines/diplomacy/random';
import type { Board, OrderSet } from '../src/engines/diplomacy/types';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export function benchDiplomacy(): { movementPhaseMs: number; datcSuiteMs: number } {
  const random = seededRandom(1901);
  const phases: { board: Board; orders: OrderSet }[] = [];
  const spring = initialBoard();
  for (let i = 0; i < 1000; i++) phases.push({ board: spring, orders: randomOrders(spring, random) });
  for (let k = 0; k < 50; k++) {
    const board: Board = { ...spring, units: sortUnits(randomPosition(30 + Math.floor(random() * 5), random)) };
    for (let i = 0; i < 20; i++) phases.push({ board, orders: randomOrders(board, random) });
  }
  for (const p of phases) adjudicateMovement(p.board, p.orders); // warm-up
  const times = phases.map((p) => {
    const t = performance.now();
    const r = adjudicateMovement(p.board, p.orders);
    const dt = performance.now() - t;
    if (!r.ok) throw new Error(r.error.message);
    return dt;
  });

  const cases = (fixture as unknown as DatcFixture).cases;
  runAll(cases);
  const suite: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    runAll(cases);
    suite.push(performance.now() - t);
  }
  return { movementPhaseMs: median(times), datcSuiteMs: median(suite) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = benchDiplomacy();
  console.log(process.argv.includes('--json') ? JSON.stringify(r, null, 2) : `movement phase: ${r.movementPhaseMs.toFixed(4)} ms (median)\nDATC suite: ${r.datcSuiteMs.toFixed(2)} ms`);
}
