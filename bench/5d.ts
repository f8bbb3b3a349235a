/**
 * 5D Diplomacy: the time to adjudicate one round in a multiverse of 10 timelines × 20 turns with
 * random legal orders (`npm run bench -- 5d --json` prints { roundMs, roundCpuMs, boards, units,
 * orders }). The multiverse is built from random positions, each past board with a recorded
 * history of random orders, some of them across boards, so a round reaches into a large connected
 * past. roundMs is wall-clock time; roundCpuMs the process's CPU time (user + system), the figure
 * to trust on a shared machine.
 */
import { seededRandom } from '../src/engines/core/rng';
import { geographyOf } from '../src/engines/diplomacy/map/variant';
import { adjudicateRound } from '../src/engines/diplomacy5d/round';
import { sampleMultiverse } from '../src/engines/diplomacy5d/sample';

const geo = geographyOf('standard');
const rules = { fork: 'B', adjacency: 'tree' } as const;

export function bench5d(): Record<string, number> {
  const { mv, given } = sampleMultiverse(seededRandom(5), 10, 20, rules, geo);
  adjudicateRound(mv, given, rules, geo);
  const runs = Number(process.env.RUNS ?? 50);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) adjudicateRound(mv, given, rules, geo);
  const roundMs = (performance.now() - t0) / runs;
  const cpu = process.cpuUsage(c0);
  const roundCpuMs = (cpu.user + cpu.system) / 1000 / runs;
  return { roundMs, roundCpuMs, boards: mv.boards.length, units: mv.boards.reduce((k, b) => k + b.units.length, 0), orders: given.length };
}
