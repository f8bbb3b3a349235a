import { describe, expect, it } from 'vitest';
import { seededRandom } from '../core/testkit';
import { geographyOf } from '../diplomacy/map/variant';
import { POWERS } from '../diplomacy/types';
import { rulesOf } from './engine';
import { legalOrders5 } from './legal';
import { chainOrders } from './legalChains';
import { Index } from './multiverse';
import { parseOrder5 } from './notation';
import { adjudicateRound } from './round';
import { sampleMultiverse } from './sample';
import type { Given, MOrder, PowerId, Rules } from './types';
import { fall1901 } from './testkit';

const geo = geographyOf('standard');

// Issue 9: "convoy chains through several boards"; each fleet's order is its own ("F x C A y -> z").
describe('the legal-order list: convoys by chains of several fleets across boards', () => {
  it('offers each fleet of a chain its convoy, and the army its move via Convoy; the round carries it out and forks', () => {
    const s = fall1901();
    const rules = rulesOf(s.options);
    const list = legalOrders5(s.mv, 'ENG', rules, geo);
    const of = (key: string) => list.find((x) => x.key === key)!.orders;
    // North Sea and Norwegian Sea together reach Clyde of Spring 1901; neither does alone.
    expect(of('ENG:0:1:nth')).toContain('F a-Nth@1 C A Yor -> Cly@0');
    expect(of('ENG:0:1:nwg')).toContain('F a-Nwg@1 C A Yor -> Cly@0');
    expect(of('ENG:0:1:yor')).toContain('A a-Yor@1 -> Cly@0 via Convoy');
    const index = new Index(s.mv);
    const given: Given[] = ['F a-Nth@1 C A Yor -> Cly@0', 'F a-Nwg@1 C A Yor -> Cly@0', 'A a-Yor@1 -> Cly@0 via Convoy'].map((t) => {
      const r = parseOrder5(t, geo, (tl) => index.headTurn[tl]);
      if (!r.ok) throw new Error(t);
      return { power: 'ENG' as PowerId, order: r.value };
    });
    const res = adjudicateRound(s.mv, given, rules, geo);
    const fresh = res.reports.filter((r) => r.index !== undefined);
    expect(fresh.map((r) => [r.text, r.invalid ?? false, r.success])).toEqual(given.map((_, i) => [fresh[i].text, false, true]));
  });

  it('offers nothing twice and nothing the one-board list already has', () => {
    const s = fall1901();
    for (const slot of legalOrders5(s.mv, 'ENG', rulesOf(s.options), geo)) expect(new Set(slot.orders).size).toBe(slot.orders.length);
    // A convoy within the head board (Yorkshire to Norway through the North Sea) is the classic list's, not a chain.
    expect(chainOrders(s.mv, 'ENG', rulesOf(s.options), geo).get('ENG:0:1:nth') ?? []).not.toContain('F a-Nth@1 C A Yor -> Nwy');
  });

  for (const rules of [
    { fork: 'B', adjacency: 'tree' },
    { fork: 'A', adjacency: 'loose' },
  ] as Rules[]) {
    it(`every chain offered in a random multiverse is judged legal with its partners (rule set ${rules.fork}, ${rules.adjacency})`, () => {
      const { mv } = sampleMultiverse(seededRandom(3), 4, 8, rules, geo);
      const index = new Index(mv);
      let tried = 0;
      for (const power of POWERS as readonly PowerId[]) {
        for (const [key, texts] of chainOrders(mv, power, rules, geo)) {
          for (const text of texts.filter((_, i) => i % 7 === 0)) {
            const r = parseOrder5(text, geo, (tl) => index.headTurn[tl]);
            expect(r.ok, text).toBe(true);
            if (!r.ok || r.value.kind !== 'convoy') continue;
            const o = r.value;
            // The army moves there via Convoy; every fleet of the chain convoys it (whoever owns it).
            const army: MOrder = { kind: 'move', unit: o.target, type: 'A', to: o.to, viaConvoy: true };
            const armyPower = index.board(o.target.tl, o.target.turn)!.units.find((u) => u.loc.split('/')[0] === o.target.province)!.power;
            const fleets: Given[] = POWERS.flatMap((p) =>
              [...chainOrders(mv, p as PowerId, rules, geo).values()].flat().flatMap((t) => {
                const x = parseOrder5(t, geo, (tl) => index.headTurn[tl]);
                return x.ok && x.value.kind === 'convoy' && JSON.stringify([x.value.target, x.value.to]) === JSON.stringify([o.target, o.to])
                  ? [{ power: p as PowerId, order: x.value }]
                  : [];
              }),
            );
            const res = adjudicateRound(mv, [{ power: armyPower, order: army }, ...fleets], rules, geo);
            for (const rep of res.reports.filter((x) => x.index !== undefined)) expect([key, rep.text, rep.invalid ?? false]).toEqual([key, rep.text, false]);
            tried++;
            if (tried >= 12) return;
          }
        }
      }
      expect(tried).toBeGreaterThan(0);
    }, 120_000);
  }
});
