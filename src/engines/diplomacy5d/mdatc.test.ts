import { describe, expect, it } from 'vitest';
import cases from './mdatc/cases.json';
import type { MdatcCase } from './mdatc/types';
import { runAll, runCase } from './mdatc/run';

const all = cases as unknown as MdatcCase[];

// The 42 public multiversal test cases (MULTIVERSE_CASES.md): 5dplomacy's MDATC 3.A (rule set B) and
// Oliveriver's MDATC A–E (rule set A), each under its own rule set.
describe('MDATC', () => {
  it('has 36 cases for rule set A and 6 for rule set B', () => {
    expect(all.filter((c) => c.set === 'A')).toHaveLength(36);
    expect(all.filter((c) => c.set === 'B')).toHaveLength(6);
  });
  for (const r of runAll(all)) {
    it(`${r.id}`, () => {
      expect(r.problems).toEqual([]);
    });
  }
  // The known disagreement (5D_RULES.md §4): cutting a cross-timeline support that mattered.
  it('B.07 forks only under rule set A; 3.A.6 forks nothing under rule set B', () => {
    const b07 = all.find((c) => c.id === 'OL-B.07')!;
    expect(runCase({ ...b07, rules: { fork: 'B', adjacency: 'tree' } }, all).passed).toBe(false);
    const a6 = all.find((c) => c.id === '5dp-3.A.6')!;
    expect(runCase(a6, all).passed).toBe(true);
  });
  it('strict adjacency refuses a move to a neighbouring province on another board (A.03 under strict)', () => {
    const a03 = all.find((c) => c.id === 'OL-A.03')!;
    expect(runCase({ ...a03, rules: { fork: 'A', adjacency: 'strict' } }, all).passed).toBe(false);
  });
});
