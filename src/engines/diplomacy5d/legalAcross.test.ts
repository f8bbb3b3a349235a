import { describe, expect, it } from 'vitest';
import { seededRandom } from '../core/testkit';
import { geographyOf } from '../diplomacy/map/variant';
import { POWERS } from '../diplomacy/types';
import { legalOrders5 } from './legal';
import { Index } from './multiverse';
import { parseOrder5 } from './notation';
import { adjudicateRound } from './round';
import { sampleMultiverse } from './sample';
import type { Given, MOrder, PowerId, Rules } from './types';

const geo = geographyOf('standard');

/**
 * Every support of a move across boards and every convoy through time the legal-order list offers
 * is carried out when the unit it names does what it says: the adjudicator finds it legal and
 * matched (MDATC: supports and convoys reach across boards like moves do).
 */
describe('the legal-order list: supports of moves across boards and convoys through time', () => {
  for (const rules of [
    { fork: 'B', adjacency: 'tree' },
    { fork: 'A', adjacency: 'loose' },
  ] as Rules[]) {
    it(`are offered, and judged legal and matched (rule set ${rules.fork}, ${rules.adjacency})`, () => {
      let supports = 0;
      let convoys = 0;
      for (const seed of [1]) {
        const { mv } = sampleMultiverse(seededRandom(seed), 3, 7, rules, geo);
        const index = new Index(mv);
        const lists = new Map(POWERS.map((p) => [p, legalOrders5(mv, p as PowerId, rules, geo)]));
        const powerAt = (o: MOrder & { target: { tl: number; turn: number; province: string } }) =>
          index.board(o.target.tl, o.target.turn)?.units.find((u) => u.loc.split('/')[0] === o.target.province)?.power;
        for (const power of POWERS as readonly PowerId[]) {
          for (const slot of lists.get(power)!) {
            for (const text of slot.orders) {
              const r = parseOrder5(text, geo, (tl) => index.headTurn[tl]);
              expect(r.ok, text).toBe(true);
              if (!r.ok) continue;
              const o = r.value;
              if (!('unit' in o)) continue;
              const u = o.unit;
              const crosses = (p: { tl: number; turn: number }) => p.tl !== u.tl || p.turn !== u.turn;
              let given: Given[] | null = null;
              // Every fifth one is adjudicated (a round each: keep the test short).
              if (o.kind === 'support' && o.to && (crosses(o.to) || crosses(o.target))) {
                if (supports++ % 5) continue;
                const other = powerAt(o)!;
                const head = index.isHead(o.target.tl, o.target.turn);
                // A unit on a head board makes the move from its own list (a fleet names its coast there).
                const to = o.to;
                const move = head
                  ? lists
                      .get(other)!
                      .flatMap((s) => s.orders)
                      .map((t) => parseOrder5(t, geo, (tl) => index.headTurn[tl]))
                      .flatMap((x) =>
                        x.ok &&
                        x.value.kind === 'move' &&
                        !x.value.viaConvoy &&
                        x.value.unit.tl === o.target.tl &&
                        x.value.unit.turn === o.target.turn &&
                        x.value.unit.province === o.target.province &&
                        x.value.to.tl === to.tl &&
                        x.value.to.turn === to.turn &&
                        x.value.to.province === to.province
                          ? [x.value]
                          : [],
                      )[0]
                  : undefined;
                expect(!head || move !== undefined, `${text}: the supported unit can make that move`).toBe(true);
                given = [{ power, order: o }, ...(move ? [{ power: other, order: move }] : [])];
              } else if (o.kind === 'convoy' && (crosses(o.to) || crosses(o.target))) {
                if (convoys++ % 5) continue;
                given = [
                  { power, order: o },
                  { power: powerAt(o)!, order: { kind: 'move', unit: o.target, to: o.to, viaConvoy: true } },
                ];
              }
              if (!given) continue;
              const res = adjudicateRound(mv, given, rules, geo);
              for (const rep of res.reports.filter((x) => x.index !== undefined))
                expect([text, rep.text, rep.invalid ?? false, rep.why]).toEqual([text, rep.text, false, rep.why]);
            }
          }
        }
      }
      expect(supports).toBeGreaterThan(0);
      expect(convoys).toBeGreaterThan(0);
    }, 300_000);
  }
});
