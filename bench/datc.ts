/**
 * The DATC v3.0 figures of the Diplomacy adjudicator: `npx tsx bench/datc.ts [--json]`.
 * With --json prints { passed, failed, skipped, total, failures }; otherwise a summary with every
 * failure and every skipped entry with its reason.
 */
import fixture from '../src/engines/diplomacy/datc/cases.json';
import type { DatcFixture } from '../src/engines/diplomacy/datc/types';
import { runAll } from '../src/engines/diplomacy/datc/run';

const { cases, distinctCases } = fixture as unknown as DatcFixture;
const results = runAll(cases);
const count = (s: string) => results.filter((r) => r.status === s).length;
const summary = {
  passed: count('passed'),
  failed: count('failed'),
  skipped: count('skipped'),
  total: results.length,
  failures: results.filter((r) => r.status === 'failed').map((r) => r.key),
};

if (process.argv.includes('--json')) console.log(JSON.stringify(summary, null, 2));
else {
  console.log(
    `DATC v3.0: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped of ${summary.total} entries (${distinctCases} distinct cases).`,
  );
  for (const r of results.filter((x) => x.status === 'failed')) console.log(`FAIL ${r.key} ${r.title}\n  ${r.problems.join('\n  ')}`);
  for (const r of results.filter((x) => x.status === 'skipped')) console.log(`skip ${r.key} ${r.title}: ${r.problems[0]}`);
}
process.exitCode = summary.failed > 0 ? 1 : 0;
