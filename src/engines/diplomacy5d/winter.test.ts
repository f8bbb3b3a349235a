import { describe, expect, it } from 'vitest';
import { seededRandom } from '../core/testkit';
import { strategist5 } from './bot';
import { diplomacy5dEngine as engine, type D5Move, type D5State } from './engine';
import { play } from './testkit';

/** Winter 1901 on timeline a: England with four units and its three home centres owes one disband. */
function winter(): D5State {
  const s = engine.setup(engine.defaultOptions(2), 2, 1);
  const b = s.mv.boards[0];
  return { ...s, mv: { timelines: [{ from: null }], boards: [{ ...b, turn: 2, units: [...b.units, { power: 'ENG', type: 'F', loc: 'nth' }] }] } };
}

// Rulebook, "Adjustments": a power with more units than centres removes units of its choice (A: per Winter board).
describe('5D Diplomacy: disbands on a Winter board are chosen, one slot per disband owed', () => {
  it('offers one slot with every unit of the power, and removes the one chosen', () => {
    const s = winter();
    const eng = engine.orderSlots!(s, 0).filter((x) => x.key.startsWith('ENG'));
    expect(eng.map((x) => [x.key, x.label])).toEqual([['ENG:0:2:disband0', 'England: disband on a@1w']]);
    expect(eng[0].orders).toHaveLength(4);
    const pick = eng[0].orders.find((o) => /Nth/.test(o))!;
    expect(pick).toBeDefined();
    let t = play(s, 0, engine.composeOrders!(s, 0, { [eng[0].key]: pick })).state;
    if (t.round === 0) t = play(t, 1, { kind: 'orders', orders: {} }).state;
    const next = t.mv.boards.at(-1)!;
    expect(next.turn).toBe(3);
    expect(
      next.units
        .filter((u) => u.power === 'ENG')
        .map((u) => u.loc)
        .sort(),
    ).toEqual(['edi', 'lon', 'lvp']);
  });

  it("the Strategist's disband is its own choice, not every unit in turn", () => {
    const s = winter();
    const m = strategist5(engine.view(s, 0), 0, engine.legalMoves(s, 0), seededRandom(1)) as D5Move & { kind: 'orders' };
    expect(m.orders.ENG).toHaveLength(1);
  });
});
