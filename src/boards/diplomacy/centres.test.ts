import { describe, expect, it } from 'vitest';
import { initialBoard } from '../../engines/diplomacy/board';
import { boardWith } from '../../engines/diplomacy/testkit';
import { geographyOf } from '../../engines/diplomacy/map/variant';
import { centreRows, count, signed } from './centres';

const GEO = geographyOf('standard');

describe('the supply-centre table (issue 21)', () => {
  it('lists every power at the start: Russia first with four centres and four units, nobody owed anything', () => {
    const rows = centreRows(initialBoard(GEO), GEO);
    expect(rows.map((r) => r.power)).toEqual(['RUS', 'AUS', 'ENG', 'FRA', 'GER', 'ITA', 'TUR']);
    expect(rows[0]).toEqual({ power: 'RUS', centres: 4, units: 4, builds: 0 });
    expect(rows.every((r) => r.builds === 0)).toBe(true);
  });

  it('builds due in the winter are limited to free home centres (rulebook: build only on unoccupied home centres you own)', () => {
    // Germany: five centres, two units — three more centres than units, but only Berlin and Kiel are free
    // (Munich is occupied): two builds.
    const winter = boardWith(['GER A mun', 'GER F hol'], {
      season: 'winter',
      phase: 'adjustment',
      centres: { ber: 'GER', kie: 'GER', mun: 'GER', hol: 'GER', den: 'GER' },
    });
    const ger = centreRows(winter, GEO).find((r) => r.power === 'GER')!;
    expect(ger).toEqual({ power: 'GER', centres: 5, units: 2, builds: 2 });
    // In the year the same position shows what the centres would give: +3.
    const fall = boardWith(['GER A mun', 'GER F hol'], {
      season: 'fall',
      phase: 'movement',
      centres: { ber: 'GER', kie: 'GER', mun: 'GER', hol: 'GER', den: 'GER' },
    });
    expect(centreRows(fall, GEO).find((r) => r.power === 'GER')!.builds).toBe(3);
  });

  it('a power with more units than centres owes disbands; a power with nothing is left out', () => {
    const b = boardWith(['AUS A vie', 'AUS A bud', 'AUS A tri'], { season: 'winter', phase: 'adjustment', centres: { vie: 'AUS' } });
    const rows = centreRows(b, GEO);
    expect(rows).toEqual([{ power: 'AUS', centres: 1, units: 3, builds: -2 }]);
  });

  it("under fog of war every centre's owner shows, but another power's units and builds are unknown (engine README, Fog of war)", () => {
    const rows = centreRows(initialBoard(GEO), GEO, new Set(['FRA'] as const));
    expect(rows.find((r) => r.power === 'FRA')).toEqual({ power: 'FRA', centres: 3, units: 3, builds: 0 });
    expect(rows.find((r) => r.power === 'RUS')).toEqual({ power: 'RUS', centres: 4, units: null, builds: null });
    expect(rows).toHaveLength(7);
  });

  it('says "1 centre" and "2 centres"; builds as +2, −1, 0 ("?" when unknown)', () => {
    expect([count(1, 'centre'), count(2, 'centre'), count(0, 'centre')]).toEqual(['1 centre', '2 centres', '0 centres']);
    expect([signed(2), signed(-1), signed(0), signed(null)]).toEqual(['+2', '−1', '0', '?']);
  });
});
