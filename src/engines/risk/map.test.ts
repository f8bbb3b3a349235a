import { describe, expect, it } from 'vitest';
import { ADJACENT, CARD_SYMBOL, CONTINENT_TABLE, NEIGHBORS, TERRITORY_COUNT, adjacent, territoryIndex } from './graph';
import { BORDER_COUNT, CARDS, CONTINENTS, STARTING_ARMIES, TERRITORIES, TERRITORY_IDS } from './map';

describe('the classic map', () => {
  it('has 42 territories in 6 continents with the classic bonuses', () => {
    expect(TERRITORIES).toHaveLength(42);
    expect(TERRITORY_COUNT).toBe(42);
    // Rules: Asia 7, North America 5, Europe 5, Africa 3, Australia 2, South America 2.
    expect(Object.fromEntries(CONTINENTS.map((c) => [c.name, c.bonus]))).toEqual({
      'North America': 5,
      'South America': 2,
      Europe: 5,
      Africa: 3,
      Asia: 7,
      Australia: 2,
    });
    expect(CONTINENTS.map((c) => c.territories.length)).toEqual([9, 4, 7, 6, 12, 4]);
    expect(new Set(CONTINENTS.flatMap((c) => c.territories)).size).toBe(42);
  });

  it('has 83 symmetric borders, including East Africa–Middle East', () => {
    let directed = 0;
    NEIGHBORS.forEach((ns, a) => {
      for (const b of ns) {
        directed++;
        expect(NEIGHBORS[b]).toContain(a);
        expect(b).not.toBe(a);
      }
    });
    expect(directed / 2).toBe(83);
    expect(BORDER_COUNT).toBe(83);
    expect(ADJACENT.reduce((s, x) => s + x, 0)).toBe(166);
    expect(adjacent(territoryIndex('east_africa'), territoryIndex('middle_east'))).toBe(true);
    expect(adjacent(territoryIndex('alaska'), territoryIndex('kamchatka'))).toBe(true);
    expect(adjacent(territoryIndex('alaska'), territoryIndex('brazil'))).toBe(false);
  });

  it('is connected', () => {
    const seen = new Set([0]);
    const stack = [0];
    while (stack.length) {
      for (const n of NEIGHBORS[stack.pop() as number]) {
        if (seen.has(n)) continue;
        seen.add(n);
        stack.push(n);
      }
    }
    expect(seen.size).toBe(42);
  });

  it('has a deck of 42 territory cards (14 of each symbol) and 2 wilds', () => {
    expect(CARDS).toHaveLength(44);
    const count = [0, 0, 0, 0];
    CARD_SYMBOL.forEach((s) => count[s]++);
    expect(count).toEqual([14, 14, 14, 2]);
    CARDS.slice(0, 42).forEach((c, i) => expect(c.territory).toBe(TERRITORY_IDS[i]));
    expect(CARDS[42].territory).toBeNull();
  });

  it('starts each player with the classic number of armies', () => {
    expect(STARTING_ARMIES).toEqual({ 2: 40, 3: 35, 4: 30, 5: 25, 6: 20 });
  });

  it('continent table matches the continents', () => {
    expect(CONTINENT_TABLE.map((c) => c.members.length)).toEqual(CONTINENTS.map((c) => c.territories.length));
  });
});
