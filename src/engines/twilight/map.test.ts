import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_COUNT, REGION_MEMBERS, accessFor, controls, controller, idx } from './map';
import { position } from './testkit';

describe('map data', () => {
  it('has 84 countries with the printed region sizes and battlegrounds (countries.json, 2.1)', () => {
    expect(COUNTRY_COUNT).toBe(84);
    const sizes = Object.fromEntries(Object.entries(REGION_MEMBERS).map(([r, m]) => [r, m.length]));
    expect(sizes).toEqual({ Europe: 21, Asia: 15, MiddleEast: 10, CentralAmerica: 10, SouthAmerica: 10, Africa: 18 });
    const bgs = Object.fromEntries(Object.entries(REGION_MEMBERS).map(([r, m]) => [r, m.filter((c) => COUNTRIES[c].bg).length]));
    expect(bgs).toEqual({ Europe: 5, Asia: 6, MiddleEast: 6, CentralAmerica: 3, SouthAmerica: 4, Africa: 5 });
  });

  it('has 112 symmetric country links and 9 superpower links', () => {
    let links = 0;
    for (let c = 0; c < COUNTRY_COUNT; c++) {
      for (const n of COUNTRIES[c].adj) {
        expect(COUNTRIES[n].adj).toContain(c);
        links++;
      }
    }
    expect(links / 2).toBe(112);
    expect(COUNTRIES.filter((c) => c.superpower >= 0).length).toBe(9);
  });
});

describe('control (RB 2.1.7, EXAMPLES 1)', () => {
  it.each([
    [4, 0, 1],
    [5, 1, 1],
    [5, 2, -1],
    [3, 0, -1],
    [0, 4, 0],
  ])('Israel %i/%i is controlled by %i', (us, ussr, who) => {
    const s = position(0, { inf: { israel: [us, ussr] } });
    expect(controller(s, idx('israel'))).toBe(who);
    expect(controls(s, 1, idx('israel'))).toBe(who === 1);
  });
});

describe('access (6.1.1, 6.1.4)', () => {
  it('always includes the neighbours of the own superpower space', () => {
    const s = position(0, {});
    const us = accessFor(s, 1)
      .map((c) => COUNTRIES[c].id)
      .sort();
    expect(us).toEqual(['canada', 'cuba', 'japan', 'mexico']);
    const ussr = accessFor(s, 0)
      .map((c) => COUNTRIES[c].id)
      .sort();
    expect(ussr).toEqual(['afghanistan', 'finland', 'north_korea', 'poland', 'romania']);
  });
});
