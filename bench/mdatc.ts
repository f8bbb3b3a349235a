/**
 * The multiversal test cases of the 5D adjudicator: `npx tsx bench/mdatc.ts [--json]`.
 * With --json prints { A: { passed, total }, B: { passed, total }, failures }.
 */
import cases from '../src/engines/diplomacy5d/mdatc/cases.json';
import type { MdatcCase } from '../src/engines/diplomacy5d/mdatc/types';
import { runAll } from '../src/engines/diplomacy5d/mdatc/run';

const results = runAll(cases as unknown as MdatcCase[]);
const of = (set: 'A' | 'B') => ({ passed: results.filter((r) => r.set === set && r.passed).length, total: results.filter((r) => r.set === set).length });
const summary = { A: of('A'), B: of('B'), failures: results.filter((r) => !r.passed).map((r) => r.id) };
if (process.argv.includes('--json')) console.log(JSON.stringify(summary, null, 2));
else {
  console.log(`MDATC: rule set A ${summary.A.passed}/${summary.A.total}, rule set B ${summary.B.passed}/${summary.B.total}.`);
  for (const r of results.filter((x) => !x.passed)) console.log(`FAIL ${r.id}\n  ${r.problems.join('\n  ')}`);
}
process.exitCode = summary.failures.length > 0 ? 1 : 0;
