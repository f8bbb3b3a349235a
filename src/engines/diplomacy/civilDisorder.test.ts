import { describe, expect, it } from 'vitest';
import { diplomacyEngine as engine, type DiplomacyState } from './engine';
import { boardWith, play } from './testkit';

/**
 * Spring 1901 with an Austrian army added in Tyrolia: Austria dislodges Italy's army in Venice
 * (F Tri - Ven, A Tyr S F Tri - Ven), and it could retreat to Apulia, Piedmont or Tuscany. Italy is on no
 * seat (two players, the rulebook's assignment; five players: Italy and Germany). The same case as 5D's
 * (../diplomacy5d/civilDisorder.test.ts).
 */
function venice(seats: 2 | 5): { s: DiplomacyState; austria: number } {
  const s = engine.setup(engine.defaultOptions(seats), seats, 1);
  const austria = s.options.seatPowers.findIndex((ps) => ps.includes('AUS'));
  expect(s.options.seatPowers.flat()).not.toContain('ITA');
  return { s: { ...s, board: boardWith([...s.board.units.map((u) => `${u.power} ${u.type} ${u.loc}`), 'AUS A tyr']) }, austria };
}

// Civil disorder: a country nobody plays gives no orders, so its units hold, and the rulebook's retreat rule
// ("If a player fails to order a retreat when necessary, the unit is disbanded") disbands one that must
// retreat; docs/ARCHITECTURE.md, DATC 4.D.9 and "Fewer than seven players": neutral powers hold, disband
// when dislodged. The retreat phase, with no seat to order, resolves by itself (engine.ts `resolve`).
describe('Diplomacy: a power no seat plays, dislodged, disbands (civil disorder)', () => {
  it.each([2, 5] as const)('with %i seats, the retreat phase nobody can order resolves by itself', (seats) => {
    const { s, austria } = venice(seats);
    let t = s;
    const log: string[] = [];
    for (const seat of engine.prompt(s).seats) {
      const r = play(t, seat, { kind: 'orders', orders: seat === austria ? { AUS: ['F Tri - Ven', 'A Tyr S F Tri - Ven'] } : {} });
      t = r.state;
      log.push(...r.log.map((e) => e.text));
    }
    expect(log).toContain('Italy: A Ven D succeeds: disbanded');
    expect(t.board).toMatchObject({ season: 'fall', phase: 'movement', dislodged: [] });
    expect(engine.outcome(t)).toBeNull();
    expect(engine.prompt(t).seats.length).toBeGreaterThan(0);
    expect(t.board.units).toContainEqual({ power: 'AUS', type: 'F', loc: 'ven' });
    expect(
      t.board.units
        .filter((u) => u.power === 'ITA')
        .map((u) => u.loc)
        .sort(),
    ).toEqual(['nap', 'rom']);
  });
});
