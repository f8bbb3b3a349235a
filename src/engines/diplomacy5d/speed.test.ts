import { describe, expect, it } from 'vitest';
import { seededRandom } from '../core/testkit';
import { geographyOf } from '../diplomacy/map/variant';
import { Index } from './multiverse';
import { adjudicateRound } from './round';
import { sampleMultiverse } from './sample';
import type { Rules } from './types';

const geo = geographyOf('standard');
const B: Rules = { fork: 'B', adjacency: 'tree' };

describe('the shortcuts that keep a round fast give the same results', () => {
  it('nearBoards lists exactly the boards boardsAdjacent accepts (every rule set)', () => {
    const { mv } = sampleMultiverse(seededRandom(3), 5, 9, B, geo);
    // A branch tree that is not a chain: timelines 2 and 3 both branch from timeline 1.
    const tree = { ...mv, timelines: mv.timelines.map((t, i) => (i === 3 ? { from: { tl: 1, turn: 0 } } : t)) };
    for (const m of [mv, tree]) {
      const index = new Index(m);
      for (const rules of [B, { fork: 'A', adjacency: 'loose' }, { fork: 'A', adjacency: 'strict' }] as const) {
        for (const b of m.boards) {
          const scan = m.boards.flatMap((o, i) => (o !== b && index.boardsAdjacent(b.tl, b.turn, o.tl, o.turn, rules) ? [i] : []));
          expect([...index.nearBoards(b.tl, b.turn, rules)].sort((x, y) => x - y)).toEqual(scan);
        }
      }
    }
  }, 60_000);

  it('rule set B: reading frozen boards three links away decides every live board as reading all of them does', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { mv, given } = sampleMultiverse(seededRandom(seed), 4 + seed, 7 + 3 * seed, B, geo);
      const near = adjudicateRound(mv, given, B, geo);
      const all = adjudicateRound(mv, given, B, geo, { reach: Infinity });
      // Live boards get history recorded this round (heads are movement boards here); the rest is read only.
      expect(Object.keys(near.plan.hist).length).toBeGreaterThan(0);
      expect(near.plan.hist).toEqual(all.plan.hist);
      expect(near.plan.advance).toEqual(all.plan.advance);
      expect(near.plan.dislodged).toEqual(all.plan.dislodged);
      for (const k of Object.keys(near.plan.hist)) expect(near.plan.next[k]).toEqual(all.plan.next[k]);
      expect(near.reports).toEqual(all.reports);
    }
  }, 120_000);
});
