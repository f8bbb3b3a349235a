import { describe, expect, it } from 'vitest';
import { adjudicateMovement } from './movement';
import { render } from './notation/format';
import { boardWith } from './testkit';
import type { Board, MovementOutcome, OrderSet } from './types';
import { geographyOf } from './map/variant';

const STD_GEO = geographyOf('standard');

function run(board: Board, orders: OrderSet): MovementOutcome {
  const r = adjudicateMovement(board, orders, STD_GEO);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('movement reports', () => {
  it('gives reasons as data and as sentences', () => {
    const out = run(boardWith(['FRA A bur', 'GER A ruh', 'AUS A boh', 'FRA A tyr']), {
      FRA: ['A Bur - Mun', 'A Tyr S A Bur - Mun'],
      GER: ['A Ruh - Mun'],
      AUS: ['A Boh - Tyr'],
    });
    const fra = out.orders.FRA!;
    expect(fra[0].reason).toEqual({ kind: 'bounced', by: ['A Ruh - Mun'], strength: 1, against: 1 });
    expect(render(fra[0])).toBe('A Bur - Mun fails: bounced by A Ruh - Mun, strength 1 against 1');
    expect(fra[1].reason).toEqual({ kind: 'cut', by: 'A Boh - Tyr' });
    expect(render(fra[1])).toBe('A Tyr S A Bur - Mun fails: support cut by A Boh - Tyr');
  });

  it('reports dislodgements, illegal orders held, parse errors and unordered units', () => {
    const out = run(boardWith(['FRA A bur', 'FRA A ruh', 'GER A mun', 'GER F kie', 'ENG F lon']), {
      FRA: ['A Bur - Mun', 'A Ruh S A Bur - Mun', 'A Ruh H'],
      GER: ['F Kie - Mun', 'A Xyz H'],
    });
    expect(render(out.orders.FRA![0])).toBe('A Bur - Mun succeeds');
    expect(out.orders.FRA![2].reason).toMatchObject({ kind: 'illegal', code: 'duplicate-order' });
    expect(render(out.orders.GER![0])).toBe('F Kie - Mun is illegal: F Kie cannot reach Munich');
    expect(out.orders.GER![1].reason).toMatchObject({ kind: 'parse-error', part: 'Xyz' });
    expect(out.defaults.map(render)).toEqual(['F Lon H succeeds', 'A Mun H fails: dislodged by A Bur - Mun']);
    expect(out.dislodged).toEqual([
      { unit: { power: 'GER', type: 'A', loc: 'mun' }, attackerFrom: 'bur', byConvoy: false, retreats: ['ber', 'boh', 'sil', 'tyr'] },
    ]);
    expect(out.board.phase).toBe('retreat');
    expect(out.board.units).toContainEqual({ power: 'FRA', type: 'A', loc: 'mun' });
  });

  it('moves on to the Fall when nobody is dislodged, and to the adjustments after the Fall', () => {
    const spring = run(boardWith(['ENG F nth']), { ENG: ['F Nth - Nwy'] });
    expect(spring.board).toMatchObject({ season: 'fall', phase: 'movement' });
    const fall = run({ ...spring.board }, { ENG: ['F Nwy H'] });
    expect(fall.board).toMatchObject({ season: 'winter', phase: 'adjustment', year: 1901 });
    expect(fall.board.centres.nwy).toBe('ENG');
  });

  it('treats orders given as objects like notation', () => {
    const out = run(boardWith(['FRA A par']), {
      FRA: [{ kind: 'move', unit: { type: 'A', at: { province: 'par' } }, to: { province: 'bur' }, viaConvoy: false }],
    });
    expect(render(out.orders.FRA![0])).toBe('A Par - Bur succeeds');
  });

  it('refuses a malformed board as a value, never by throwing', () => {
    for (const bad of [
      null,
      {},
      { ...boardWith([]), units: [{ power: 'XXX', type: 'A', loc: 'par' }] },
      { ...boardWith([]), units: [{ power: 'FRA', type: 'F', loc: 'par' }] },
      boardWith(['FRA A par', 'GER A par']),
    ]) {
      expect(() => adjudicateMovement(bad as Board, {}, STD_GEO)).not.toThrow();
      expect(adjudicateMovement(bad as Board, {}, STD_GEO).ok).toBe(false);
    }
    expect(adjudicateMovement(boardWith(['FRA A par']), { FRA: 'A Par H' as unknown as string[] }, STD_GEO).ok).toBe(true);
  });
});

describe('orders given as malformed objects', () => {
  it('are reported, never thrown', () => {
    const junk = [
      { kind: 'move', unit: { at: { province: 'par' } } },
      { kind: 'support', unit: 5 },
      { kind: 'fly' },
      { kind: 'move', unit: { type: 'Z', at: { province: 'par' } }, to: { province: 'bur' }, viaConvoy: false },
    ];
    const r = adjudicateMovement(boardWith(['FRA A par']), { FRA: junk as never }, STD_GEO);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.orders.FRA!.every((x) => x.reason.kind === 'parse-error')).toBe(true);
  });
});
