/**
 * Diplomacy Hard's speed (src/engines/diplomacy/hard.ts): `npm run bench -- diplomacy-hard [--json]` (also in the default `npm run bench`).
 *
 * hardPlayoutsPerSecond: playouts of the core search (core/search.ts, `DIPLOMACY_SEARCH`: Strategist
 *   orders for every seat, to the default depth) per CPU-second, from the Spring 1901 position and from the
 *   Spring 1903 position of a Strategist-only game (seed 7), France searching between its Strategist orders
 *   and its best response.
 * hardMovementCpuMs: CPU milliseconds of one Hard decision (best response + search at the default budget)
 *   in those two positions, on average: what the player waits for, within 2 s.
 * CPU time (`process.cpuUsage`), so the figures hold on a busy machine.
 */
import { seededRandom } from '../src/engines/core/rng';
import { searchStats } from '../src/engines/core/search';
import { strategistBot } from '../src/engines/diplomacy/bot';
import { diplomacyEngine as E, type DiplomacyMove, type DiplomacyState } from '../src/engines/diplomacy/engine';
import { DIPLOMACY_SEARCH, HARD_BUDGET, hardPolicy } from '../src/engines/diplomacy/hard';

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Spring 1901, and Spring 1903 of a Strategist-only game. */
function positions(): DiplomacyState[] {
  const random = seededRandom(7);
  let s = E.setup(E.defaultOptions(7), 7, 7);
  const out = [s];
  while (!(s.board.year === 1903 && s.board.phase === 'movement')) {
    const seat = E.prompt(s).seats[0];
    const r = E.quietApply(s, strategistBot(E.view(s, seat), seat, E.legalMoves(s, seat), random), seat);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  out.push(s);
  return out;
}

export function benchDiplomacyHard(): { hardPlayoutsPerSecond: number; hardMovementCpuMs: number } {
  const seat = 2;
  let playouts = 0;
  let spent = 0;
  let decisions = 0;
  let decisionMs = 0;
  const hard = hardPolicy();
  for (const s of positions()) {
    const v = E.view(s, seat);
    const random = seededRandom(3);
    const legal = E.legalMoves(s, seat);
    const a = strategistBot(v, seat, legal, random);
    const b = hard(v, seat, legal, random);
    const roots: DiplomacyMove[] = [a, b];
    searchStats(DIPLOMACY_SEARCH, v, seat, roots, random, { iterations: 4, depth: HARD_BUDGET.depth }); // warm-up
    const t0 = cpuMs();
    const { iterations } = searchStats(DIPLOMACY_SEARCH, v, seat, roots, random, { iterations: 60, depth: HARD_BUDGET.depth });
    spent += cpuMs() - t0;
    playouts += iterations;
    for (let k = 0; k < 3; k++) {
      const t1 = cpuMs();
      hard(v, seat, legal, seededRandom(10 + k));
      decisionMs += cpuMs() - t1;
      decisions++;
    }
  }
  return { hardPlayoutsPerSecond: Math.round((playouts / spent) * 1000), hardMovementCpuMs: decisionMs / decisions };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = benchDiplomacyHard();
  console.log(
    process.argv.includes('--json')
      ? JSON.stringify(r, null, 2)
      : `Diplomacy Hard: ${r.hardPlayoutsPerSecond} playouts per CPU-second, ${r.hardMovementCpuMs.toFixed(0)} ms CPU per movement decision`,
  );
}
