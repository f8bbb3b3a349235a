import { beforeEach, describe, expect, it } from 'vitest';
import { boardWith } from '../../engines/diplomacy/testkit';
import { geographyOf } from '../../engines/diplomacy/map/variant';
import type { Board, PowerId } from '../../engines/diplomacy/types';
import { clickProvince } from './clicks';
import { useDraft } from './draft';
import { slotsOf } from './options';

const GEO = geographyOf('standard');
const winter = (specs: string[], centres: Record<string, PowerId>): Board => boardWith(specs, { season: 'winter', phase: 'adjustment', centres });
const orders = () => useDraft.getState().orders;

beforeEach(() => useDraft.getState().reset('test'));

describe('Diplomacy map clicks in adjustments', () => {
  // Germany owns four centres with two units: two builds, in Berlin, Kiel or Munich.
  const builds = () => slotsOf(winter(['GER A ruh', 'GER F hol'], { ber: 'GER', kie: 'GER', mun: 'GER', hol: 'GER' }), ['GER'], GEO);

  it('a free home centre builds there: the army at once inland, army or fleet asked on a coast', () => {
    const slots = builds();
    expect(slots.map((s) => s.kind)).toEqual(['build', 'build']);
    clickProvince('mun', slots);
    expect(Object.values(orders())).toEqual(['Build A Mun']);
    clickProvince('kie', slots);
    expect(useDraft.getState().coastChoice).toEqual(['Build A Kie', 'Build F Kie']);
    useDraft.getState().setOrder(useDraft.getState().unit!, 'Build F Kie');
    expect(Object.values(orders()).sort()).toEqual(['Build A Mun', 'Build F Kie']);
    // Munich again replaces its own build (a fleet cannot be built inland: still the army).
    clickProvince('mun', slots);
    expect(Object.values(orders()).sort()).toEqual(['Build A Mun', 'Build F Kie']);
    // A province that is no free home centre does nothing.
    clickProvince('hol', slots);
    expect(Object.values(orders()).sort()).toEqual(['Build A Mun', 'Build F Kie']);
  });

  it('with every build placed, a new site replaces the last build', () => {
    const slots = builds();
    clickProvince('mun', slots);
    clickProvince('ber', slots);
    useDraft.getState().setOrder(useDraft.getState().unit!, 'Build A Ber');
    clickProvince('kie', slots);
    useDraft.getState().setOrder(useDraft.getState().unit!, 'Build A Kie');
    expect(Object.values(orders())).toEqual(['Build A Mun', 'Build A Kie']);
  });

  it('units owed as disbands are chosen by clicking them; the earliest choice gives way', () => {
    // France has two centres and four units: two disbands.
    const slots = slotsOf(winter(['FRA A par', 'FRA A bur', 'FRA F bre', 'FRA A gas'], { par: 'FRA', bre: 'FRA' }), ['FRA'], GEO);
    expect(slots.map((s) => s.kind)).toEqual(['disband', 'disband']);
    clickProvince('gas', slots);
    clickProvince('bur', slots);
    expect(Object.values(orders()).sort()).toEqual(['Disband A Bur', 'Disband A Gas']);
    clickProvince('bur', slots);
    expect(Object.values(orders()).sort()).toEqual(['Disband A Bur', 'Disband A Gas']);
    clickProvince('bre', slots);
    expect(Object.values(orders()).sort()).toEqual(['Disband A Bur', 'Disband F Bre']);
    // Not a unit of France: nothing.
    clickProvince('mun', slots);
    expect(Object.values(orders()).sort()).toEqual(['Disband A Bur', 'Disband F Bre']);
  });
});

describe('Diplomacy map clicks in retreats', () => {
  it('the dislodged unit, then where it retreats; the unit again disbands it', () => {
    const board = boardWith(['AUS A vie'], {
      phase: 'retreat',
      dislodged: [{ unit: { power: 'AUS', type: 'A', loc: 'bud' }, attackerFrom: 'rum', byConvoy: false, retreats: ['gal', 'tri'] }],
    });
    const slots = slotsOf(board, ['AUS'], GEO);
    clickProvince('bud', slots);
    clickProvince('gal', slots);
    expect(orders()).toEqual({ 'AUS:bud': 'A Bud R Gal' });
    clickProvince('bud', slots);
    clickProvince('bud', slots);
    expect(orders()).toEqual({ 'AUS:bud': 'A Bud D' });
  });
});
