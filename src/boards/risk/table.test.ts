/** Issue 21: the table of players and the continent legend, as each seat may know them (fog of war respected). */
import { describe, expect, it } from 'vitest';
import { territoryIndex } from '../../engines/risk/graph';
import { E, position } from '../../engines/risk/testkit';
import { continentLegend, nextSetText, playerRows } from './table';

// Seat 0 holds Australia (4 territories, 3 armies each) and Siam; seat 1 everything else but Kamchatka (seat 2), 1 army each.
const owner = (t: number) => (t >= 38 ? 0 : t === territoryIndex('siam') ? 0 : t === territoryIndex('kamchatka') ? 2 : 1);
const AUS = ['eastern_australia', 'indonesia', 'new_guinea', 'western_australia'];

describe('players table', () => {
  it('without fog: every count, continents and the next reinforcements for everyone', () => {
    expect(AUS.every((id) => territoryIndex(id) >= 38)).toBe(true);
    const set = Object.fromEntries(AUS.map((id) => [id, [0, 3] as const]));
    const v = E.view(position({ seats: 3, owner, armies: 1, set, hands: [[1, 2], [], [5, 6, 7]] }), 2);
    const rows = playerRows(v, 2);
    expect(rows.map((r) => [r.territories, r.armies, r.cards, r.continents, r.due])).toEqual([
      [5, 13, 2, ['Australia'], 3 + 2],
      [36, 36, 0, ['North America', 'South America', 'Europe', 'Africa'], 12 + 5 + 2 + 5 + 3],
      [1, 1, 3, [], 3],
    ]);
  });

  it('under fog: other players’ land, armies, continents and reinforcements are unknown; cards stay public', () => {
    const s = position({ seats: 3, owner, armies: 1, options: { fog: true }, hands: [[1, 2], [], [5, 6, 7]] });
    const rows = playerRows(E.view(s, 2), 2);
    expect(rows[2]).toMatchObject({ territories: 1, armies: 1, cards: 3, due: 3, continentsKnown: true });
    for (const r of rows.slice(0, 2)) expect([r.territories, r.armies, r.due, r.continentsKnown]).toEqual([null, null, null, false]);
    expect(rows.map((r) => r.cards)).toEqual([2, 0, 3]);
    // What Kamchatka sees of seat 1 (its neighbours) is counted as in sight, no more.
    expect(rows[1].inSight.territories).toBeGreaterThan(0);
    expect(rows[1].inSight.territories).toBeLessThan(36);
    // The spectator (the pass screen, the replay of a fogged game) knows no land at all.
    expect(playerRows(E.view(s, null), null).every((r) => r.territories === null)).toBe(true);
  });
});

describe('continent legend and the next set', () => {
  it('lists each continent with its bonus and who holds it whole as the view shows it', () => {
    const s = position({ seats: 3, owner, armies: 1 });
    const legend = continentLegend(E.view(s, 0));
    expect(legend.map((c) => [c.name, c.bonus, c.size, c.holder])).toEqual([
      ['North America', 5, 9, 1],
      ['South America', 2, 4, 1],
      ['Europe', 5, 7, 1],
      ['Africa', 3, 6, 1],
      ['Asia', 7, 12, null],
      ['Australia', 2, 4, 0],
    ]);
    // Under fog, seat 2 sees no continent of seat 1 whole.
    const f = position({ seats: 3, owner, armies: 1, options: { fog: true } });
    expect(continentLegend(E.view(f, 2)).filter((c) => c.holder === 1)).toEqual([]);
  });

  it('names the value of the next set (escalating: 4, 6, 8, 10, 12, 15, then +5)', () => {
    expect(nextSetText(position({ trades: 0 }))).toBe('The next set traded gives 4 armies.');
    expect(nextSetText(position({ trades: 6 }))).toBe('The next set traded gives 20 armies.');
    expect(nextSetText(position({ options: { cardSets: 'fixed' } }))).toMatch(/4 \(3 infantry\).*10 \(one of each\)/);
  });
});
