import { describe, expect, it } from 'vitest';
import { diplomacy5dEngine as engine, type D5State } from './engine';
import { play } from './testkit';

/**
 * Spring 1901 on timeline a with an Austrian army added in Tyrolia: Austria dislodges Italy's army in
 * Venice (F Tri -> Ven, A Tyr S F Tri -> Ven), and it could retreat to Apulia, Piedmont or Tuscany.
 * Italy is on no seat (two players, the rulebook's assignment; five players: Italy and Germany).
 */
function venice(seats: 2 | 5): { s: D5State; austria: number } {
  const s = engine.setup(engine.defaultOptions(seats), seats, 1);
  const b = s.mv.boards[0];
  const austria = s.options.seatPowers.findIndex((ps) => ps.includes('AUS'));
  expect(s.options.seatPowers.flat()).not.toContain('ITA');
  return { s: { ...s, mv: { ...s.mv, boards: [{ ...b, units: [...b.units, { power: 'AUS', type: 'A', loc: 'tyr' }] }] } }, austria };
}

// Civil disorder: a country nobody plays gives no orders, so its units hold, and the rulebook's retreat rule
// ("If a player fails to order a retreat when necessary, the unit is disbanded") disbands one that must
// retreat; docs/ARCHITECTURE.md, DATC 4.D.9 and "Fewer than seven players": neutral powers hold, disband
// when dislodged. Classic Diplomacy's engine does the same: its retreat phase with no seat to order resolves
// by itself (../diplomacy/engine.ts, ../diplomacy/civilDisorder.test.ts).
describe('5D Diplomacy: a power no seat plays, dislodged, disbands (civil disorder)', () => {
  it.each([2, 5] as const)('with %i seats, the round ends without waiting for a retreat nobody can order', (seats) => {
    const { s, austria } = venice(seats);
    let t = s;
    for (const seat of engine.prompt(s).seats) {
      const orders = seat === austria ? { AUS: ['F Tri -> Ven', 'A Tyr S F Tri -> Ven'] } : {};
      t = play(t, seat, { kind: 'orders', orders }).state;
    }
    // Before the fix: the round paused for Italy's retreat, with nobody in the prompt and no outcome.
    expect(t.plan).toBeNull();
    expect(engine.outcome(t)).toBeNull();
    expect(engine.prompt(t).seats.length).toBeGreaterThan(0);
    const next = t.mv.boards.find((b) => b.tl === 0 && b.turn === 1)!;
    expect(next.units).toContainEqual({ power: 'AUS', type: 'F', loc: 'ven' });
    expect(
      next.units
        .filter((u) => u.power === 'ITA')
        .map((u) => u.loc)
        .sort(),
    ).toEqual(['nap', 'rom']);
  });

  it('when a seat has a retreat too, the round waits for that seat only, and the neutral unit disbands', () => {
    const { s } = venice(2);
    const b = s.mv.boards[0];
    // France (seat 0) dislodges Germany's army in Munich (seat 1): Germany retreats, Italy cannot.
    const withFrance: D5State = {
      ...s,
      mv: { ...s.mv, boards: [{ ...b, units: [...b.units, { power: 'FRA', type: 'A', loc: 'bur' }, { power: 'FRA', type: 'A', loc: 'ruh' }] }] },
    };
    let t = play(withFrance, 0, { kind: 'orders', orders: { FRA: ['A Bur -> Mun', 'A Ruh S A Bur -> Mun'] } }).state;
    t = play(t, 1, { kind: 'orders', orders: { AUS: ['F Tri -> Ven', 'A Tyr S F Tri -> Ven'] } }).state;
    expect(t.plan?.dislodged.map((d) => d.unit.power).sort()).toEqual(['GER', 'ITA']);
    expect(engine.prompt(t).seats).toEqual([1]);
    const slots = engine.orderSlots!(t, 1);
    expect(slots.map((x) => x.key)).toEqual(['GER:0:0:mun']);
    const r = engine.apply(t, engine.composeOrders!(t, 1, { [slots[0].key]: slots[0].orders.find((o) => o.endsWith('R Boh'))! }), 1);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.log.map((e) => e.text)).toContain('Italy: A ven on a@0 (Spring 1901) disbands (no player orders Italy: civil disorder).');
    const next = r.state.mv.boards.find((x) => x.tl === 0 && x.turn === 1)!;
    expect(next.units).toContainEqual({ power: 'GER', type: 'A', loc: 'boh' });
    expect(next.units.some((u) => u.power === 'ITA' && u.loc === 'ven')).toBe(false);
  });

  it('says why the unit disbands', () => {
    const { s, austria } = venice(2);
    const a = engine.apply(s, { kind: 'orders', orders: {} }, 1 - austria);
    if (!a.ok) throw new Error(a.error.message);
    const r = engine.apply(a.state, { kind: 'orders', orders: { AUS: ['F Tri -> Ven', 'A Tyr S F Tri -> Ven'] } }, austria);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.log.map((e) => e.text)).toContain('Italy: A ven on a@0 (Spring 1901) disbands (no player orders Italy: civil disorder).');
  });
});
