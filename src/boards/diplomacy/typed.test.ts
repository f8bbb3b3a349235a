import { describe, expect, it } from 'vitest';
import { initialBoard } from '../../engines/diplomacy/board';
import { boardWith } from '../../engines/diplomacy/testkit';
import { geographyOf } from '../../engines/diplomacy/map/variant';
import { slotsOf } from './options';
import { checkTyped } from './typed';

const GEO = geographyOf('standard');
const start = initialBoard(GEO);
const austria = slotsOf(start, ['AUS'], GEO);

describe('typed orders, checked as typed (issue 21)', () => {
  it('a good order is written back in normal form and put in its slot', () => {
    const c = checkTyped('bud-ser\nA vie h; f tri - alb', start, austria, {}, GEO);
    expect(c.lines.map((l) => [l.text, l.error])).toEqual([
      ['A Bud - Ser', null],
      ['A Vie H', null],
      ['F Tri - Alb', null],
    ]);
    expect(c.orders).toEqual({ 'AUS:bud': 'A Bud - Ser', 'AUS:vie': 'A Vie H', 'AUS:tri': 'F Tri - Alb' });
  });

  it('an order the rules refuse is marked with the engine’s reason, before it is submitted', () => {
    // Budapest does not border Tyrolia (rulebook: a unit moves to an adjacent province).
    const c = checkTyped('A Bud - Tyr', start, austria, {}, GEO);
    expect(c.orders).toBeNull();
    expect(c.lines[0].text).toBe('A Bud - Tyr');
    expect(c.lines[0].error).toBe('A Bud cannot reach Tyrolia.');
    // An army cannot enter a sea.
    expect(checkTyped('A Vie - Adr', start, austria, {}, GEO).lines[0].error).toBe('an army cannot enter a sea.');
    // A convoy needs fleets on the way (none in the Black Sea at the start).
    expect(checkTyped('A Bud - Rum via convoy', start, austria, {}, GEO).lines[0]).toMatchObject({
      text: 'A Bud - Rum via Convoy',
      error: 'no fleets could convoy A Bud to Rumania.',
    });
  });

  it('an unreadable order names the part it could not read; another power’s unit is not ours to order', () => {
    const bad = checkTyped('A Bud - Xyz', start, austria, {}, GEO);
    expect(bad.lines[0]).toMatchObject({ text: null });
    expect(bad.lines[0].error).toContain('Xyz');
    expect(checkTyped('A Mun - Bur', start, austria, {}, GEO).lines[0].error).toMatch(/no unit/);
  });

  it('builds: a free home centre is accepted in normal form; a site that is not one is refused', () => {
    const winter = boardWith(['GER A ruh', 'GER F hol'], {
      season: 'winter',
      phase: 'adjustment',
      centres: { ber: 'GER', kie: 'GER', mun: 'GER', hol: 'GER' },
    });
    const slots = slotsOf(winter, ['GER'], GEO);
    const ok = checkTyped('build a mun', winter, slots, {}, GEO);
    expect(ok.lines[0]).toEqual({ input: 'build a mun', text: 'Build A Mun', error: null });
    expect(ok.orders).not.toBeNull();
    const bad = checkTyped('Build A Ruh', winter, slots, {}, GEO);
    expect(bad.orders).toBeNull();
    expect(bad.lines[0].error).not.toBeNull();
  });

  it('under fog of war takes a support of a unit out of sight as written (the adjudicator decides on the whole board)', () => {
    // France sees Burgundy and its neighbours; an army in Kiel, out of sight, is not on its board.
    const board = boardWith(['FRA A bur']);
    const slots = slotsOf(board, ['FRA'], GEO);
    const sight = new Set(['bur', 'par', 'pic', 'bel', 'ruh', 'mun', 'mar', 'gas']);
    expect(checkTyped('A Bur S A Kie - Ruh', board, slots, {}, GEO).orders).toBeNull();
    const fogged = checkTyped('A Bur S A Kie - Ruh', board, slots, {}, GEO, sight);
    expect(fogged.lines[0]).toEqual({ input: 'A Bur S A Kie - Ruh', text: 'A Bur S A Kie - Ruh', error: null });
    // A support of a unit in sight is still checked: Munich is empty.
    expect(checkTyped('A Bur S A Mun - Ruh', board, slots, {}, GEO, sight).orders).toBeNull();
  });
});
