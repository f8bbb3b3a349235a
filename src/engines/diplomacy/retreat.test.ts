import { describe, expect, it } from 'vitest';
import { adjudicateMovement } from './movement';
import { render } from './notation/format';
import { adjudicateRetreats } from './retreat';
import { boardWith } from './testkit';
import type { Board, OrderSet } from './types';
import { geographyOf } from './map/variant';

const STD_GEO = geographyOf('standard');

function afterMoves(specs: string[], orders: OrderSet, over: Partial<Board> = {}): Board {
  const r = adjudicateMovement(boardWith(specs, over), orders, STD_GEO);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.board;
}

describe('retreats', () => {
  // Italy dislodges the Austrian army in Vienna from Trieste; Germany stands off in Bohemia.
  const specs = ['AUS A tri', 'AUS A bud', 'ITA A vie', 'GER A mun', 'GER A sil'];
  const moves: OrderSet = { AUS: ['A Tri - Vie', 'A Bud S A Tri - Vie'], GER: ['A Mun - Boh', 'A Sil - Boh'], ITA: ['A Vie H'] };

  it("lists the allowed retreats: not the attacker's origin, not a standoff, not occupied", () => {
    const b = afterMoves(specs, moves);
    expect(b.phase).toBe('retreat');
    expect(b.dislodged).toHaveLength(1);
    expect(b.dislodged[0]).toMatchObject({ unit: { power: 'ITA', type: 'A', loc: 'vie' }, attackerFrom: 'tri', byConvoy: false });
    expect([...b.dislodged[0].retreats].sort()).toEqual(['gal', 'tyr']);
  });

  it('moves a unit that retreats, with R or -', () => {
    for (const order of ['A Vie R Tyr', 'A Vie - Tyr', 'A Vienna retreats Tyrolia']) {
      const r = adjudicateRetreats(afterMoves(specs, moves), { ITA: [order] }, STD_GEO);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(render(r.value.orders.ITA![0])).toBe('A Vie R Tyr succeeds');
      expect(r.value.board.units).toContainEqual({ power: 'ITA', type: 'A', loc: 'tyr' });
      expect(r.value.board.phase).toBe('movement');
      expect(r.value.board.season).toBe('fall');
    }
  });

  it("refuses a retreat to the standoff province or the attacker's origin, and disbands the unit", () => {
    for (const to of ['Boh', 'Tri']) {
      const r = adjudicateRetreats(afterMoves(specs, moves), { ITA: [`A Vie R ${to}`] }, STD_GEO);
      if (!r.ok) throw new Error();
      expect(r.value.orders.ITA![0]).toMatchObject({ success: false, reason: { kind: 'illegal', code: 'retreat-not-allowed' } });
      expect(r.value.defaults.map(render)).toEqual(['A Vie D succeeds: disbanded']);
      expect(r.value.board.units.some((u) => u.power === 'ITA')).toBe(false);
    }
  });

  it('disbands a unit without an order, or ordered to disband', () => {
    const none = adjudicateRetreats(afterMoves(specs, moves), {}, STD_GEO);
    if (!none.ok) throw new Error();
    expect(none.value.defaults).toHaveLength(1);
    const d = adjudicateRetreats(afterMoves(specs, moves), { ITA: ['A Vie D'] }, STD_GEO);
    if (!d.ok) throw new Error();
    expect(d.value.orders.ITA![0]).toMatchObject({ success: true, reason: { kind: 'disbanded' } });
    expect(d.value.defaults).toHaveLength(0);
  });

  it('disbands both units retreating to one province', () => {
    const b = afterMoves(['AUS A tri', 'AUS A bud', 'ITA A vie', 'GER A mun', 'GER A sil', 'ITA A boh'], {
      AUS: ['A Tri - Vie', 'A Bud S A Tri - Vie'],
      GER: ['A Mun S A Sil - Boh', 'A Sil - Boh'],
    });
    expect(b.dislodged).toHaveLength(2);
    const r = adjudicateRetreats(b, { ITA: ['A Boh - Tyr', 'A Vie - Tyr'] }, STD_GEO);
    if (!r.ok) throw new Error();
    expect(r.value.orders.ITA!.map(render)).toEqual([
      'A Boh R Tyr fails: retreat clashes with A Vie R Tyr, both disband',
      'A Vie R Tyr fails: retreat clashes with A Boh R Tyr, both disband',
    ]);
    expect(r.value.board.units.filter((u) => u.power === 'ITA')).toEqual([]);
  });

  it('rejects orders for units that were not dislodged, and non-retreat orders', () => {
    const r = adjudicateRetreats(afterMoves(specs, moves), { GER: ['A Mun - Tyr'], AUS: ['A Bud S A Vie'], ITA: ['A Vie - Gal via Convoy'] }, STD_GEO);
    if (!r.ok) throw new Error();
    expect(r.value.orders.GER![0].reason).toMatchObject({ kind: 'illegal', code: 'not-dislodged' });
    expect(r.value.orders.AUS![0].reason).toMatchObject({ kind: 'illegal', code: 'wrong-phase' });
    expect(r.value.orders.ITA![0].reason).toMatchObject({ kind: 'illegal', code: 'wrong-phase' });
  });

  it('needs a coast for a fleet that could retreat to either, and takes the only one otherwise', () => {
    // The fleet in the Gulf of Lyon is dislodged; Spain's south coast is its only coast within reach.
    const b = afterMoves(['FRA F lyo', 'ITA F tys', 'ITA F tus'], { ITA: ['F Tys - Lyo', 'F Tus S F Tys - Lyo'] });
    expect(b.dislodged[0].retreats).toContain('spa/sc');
    const r = adjudicateRetreats(b, { FRA: ['F Lyo - Spa'] }, STD_GEO);
    if (!r.ok) throw new Error();
    expect(r.value.board.units).toContainEqual({ power: 'FRA', type: 'F', loc: 'spa/sc' });
  });

  it('changes centre owners after the Fall retreats and goes to the adjustments', () => {
    const fall: Partial<Board> = { season: 'fall' };
    const b = afterMoves(specs, moves, fall);
    const r = adjudicateRetreats(b, { ITA: ['A Vie R Gal'] }, STD_GEO);
    if (!r.ok) throw new Error();
    expect(r.value.board.centres.vie).toBe('AUS');
    expect(r.value.board.phase).toBe('adjustment');
    expect(r.value.board.season).toBe('winter');
  });

  it('reports a board in another phase as an error, never throws', () => {
    const r = adjudicateRetreats(boardWith(['AUS A vie']), {}, STD_GEO);
    expect(r.ok).toBe(false);
    expect(adjudicateRetreats({ nonsense: true } as unknown as Board, {}, STD_GEO).ok).toBe(false);
  });
});
