import { describe, expect, it } from 'vitest';
import { adjudicateAdjustments, civilDisorder } from './adjustment';
import { render } from './notation/format';
import { boardWith } from './testkit';
import type { Board, PowerId } from './types';
import { geographyOf } from './map/variant';

const STD_GEO = geographyOf('standard');

const winter = (specs: string[], centres?: Record<string, PowerId>): Board =>
  boardWith(specs, { season: 'winter', phase: 'adjustment', ...(centres ? { centres } : {}) });

describe('adjustments', () => {
  // Germany owns its three home centres and Denmark with two units: two builds, Kiel is free.
  const germany = () => winter(['GER A ber', 'GER F den'], { ber: 'GER', kie: 'GER', mun: 'GER', den: 'GER' });

  it('builds in vacant owned home centres', () => {
    const r = adjudicateAdjustments(germany(), { GER: ['Build F Kie', 'Build A Mun'] }, STD_GEO);
    if (!r.ok) throw new Error();
    expect(r.value.orders.GER!.map(render)).toEqual(['Build F Kie succeeds', 'Build A Mun succeeds']);
    expect(r.value.board.units).toHaveLength(4);
    expect(r.value.board).toMatchObject({ season: 'spring', phase: 'movement', year: 1902 });
  });

  it('refuses occupied, foreign, non-home and inland-fleet builds, and builds beyond the count', () => {
    const r = adjudicateAdjustments(
      germany(),
      { GER: ['Build A Ber', 'Build A War', 'Build F Mun', 'Build A Den', 'Build A Kie', 'Build A Mun', 'Build A Kie'] },
      STD_GEO,
    );
    if (!r.ok) throw new Error();
    const codes = r.value.orders.GER!.map((x) => (x.reason.kind === 'illegal' ? x.reason.code : x.reason.kind));
    expect(codes).toEqual(['centre-occupied', 'not-home-centre', 'fleet-inland', 'not-home-centre', 'built', 'built', 'centre-occupied']);
  });

  it('counts a waived build', () => {
    const r = adjudicateAdjustments(germany(), { GER: ['Waive', 'Build A Kie', 'Build A Mun'] }, STD_GEO);
    if (!r.ok) throw new Error();
    expect(r.value.orders.GER!.map((x) => x.success)).toEqual([true, true, false]);
  });

  it('needs a coast to build a fleet in St Petersburg', () => {
    const b = winter(['RUS A mos'], { mos: 'RUS', stp: 'RUS', war: 'RUS', sev: 'RUS' });
    const r = adjudicateAdjustments(b, { RUS: ['Build F Stp', 'Build F Stp/nc'] }, STD_GEO);
    if (!r.ok) throw new Error();
    expect(r.value.orders.RUS![0].reason).toMatchObject({ code: 'coast-needed' });
    expect(r.value.board.units).toContainEqual({ power: 'RUS', type: 'F', loc: 'stp/nc' });
  });

  it('disbands what was ordered and no more, and a power with builds cannot disband', () => {
    const b = winter(['FRA A par', 'FRA A pic', 'FRA F bre', 'GER A mun'], { par: 'FRA', bre: 'FRA', mun: 'GER', ber: 'GER' });
    const r = adjudicateAdjustments(b, { FRA: ['Disband F Lyo', 'Disband A Pic', 'Disband A Par'], GER: ['Disband A Mun'] }, STD_GEO);
    if (!r.ok) throw new Error();
    expect(r.value.orders.FRA!.map((x) => x.success)).toEqual([false, true, false]);
    expect(r.value.orders.GER![0].reason).toMatchObject({ code: 'no-disbands-due' });
    expect(r.value.civilDisorder).toEqual([]);
  });

  it('applies civil disorder to the disbands not ordered', () => {
    // Russia owns only St Petersburg: the army in Prussia (two steps) goes before Livonia (one).
    const b = winter(['RUS A lvn', 'RUS A pru'], { stp: 'RUS' });
    const r = adjudicateAdjustments(b, {}, STD_GEO);
    if (!r.ok) throw new Error();
    expect(r.value.civilDisorder).toEqual([{ power: 'RUS', type: 'A', loc: 'pru' }]);
    expect(r.value.defaults.map(render)).toEqual(['Disband A Pru succeeds: disbanded']);
    expect(r.value.board.units).toEqual([{ power: 'RUS', type: 'A', loc: 'lvn' }]);
  });

  it('orders civil disorder by distance, then fleets first, then by name', () => {
    const b = winter(['RUS A boh', 'RUS F ska', 'RUS F nth', 'RUS A tyr'], { stp: 'RUS', war: 'RUS' });
    expect(civilDisorder(b, 'RUS', 4, STD_GEO).map((u) => u.loc)).toEqual(['tyr', 'nth', 'ska', 'boh']);
  });

  it('removes every unit of a power without centres', () => {
    const b = winter(['TUR A bul', 'TUR F bla'], { con: 'RUS', ank: 'RUS', smy: 'RUS' });
    const r = adjudicateAdjustments(b, {}, STD_GEO);
    if (!r.ok) throw new Error();
    expect(r.value.civilDisorder).toHaveLength(2);
  });

  it('reports wrong-phase orders and parse errors per order', () => {
    const r = adjudicateAdjustments(germany(), { GER: ['A Ber - Kie', 'Build Q Kie'] }, STD_GEO);
    if (!r.ok) throw new Error();
    expect(r.value.orders.GER![0].reason).toMatchObject({ code: 'wrong-phase' });
    expect(r.value.orders.GER![1].reason).toMatchObject({ kind: 'parse-error' });
  });
});

describe('elimination and victory', () => {
  it('counts a power without units or centres as eliminated, and 18 centres as a win', async () => {
    const { isEliminated, winner } = await import('.');
    const b = winter(['ENG F nth'], { lon: 'ENG' });
    expect(isEliminated(b, 'ENG')).toBe(false);
    expect(isEliminated(b, 'FRA')).toBe(true);
    const centres = Object.fromEntries(
      ['edi', 'lon', 'lvp', 'bre', 'par', 'mar', 'bel', 'hol', 'spa', 'por', 'nwy', 'swe', 'den', 'kie', 'ber', 'mun', 'stp', 'war'].map((c) => [
        c,
        'ENG' as const,
      ]),
    );
    expect(winner(winter([], centres), STD_GEO)).toBe('ENG');
    expect(winner(winter([], { ...centres, war: 'RUS' }), STD_GEO)).toBeNull();
  });
});
