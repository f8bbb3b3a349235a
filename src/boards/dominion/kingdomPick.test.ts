import { describe, expect, it } from 'vitest';
import { dominionEngine as E } from '../../engines/dominion/engine';
import { CARDS } from '../../engines/dominion/cards';
import { implemented } from '../../engines/dominion/programs';
import {
  byCost,
  dealRandom,
  offered,
  optionsValue,
  PRESETS,
  presetsFor,
  readColonies,
  readEndTurn,
  readOptions,
  refusedMatches,
  SETS,
  toggleCard,
} from './kingdomPick';
import { RULES } from '../../engines/dominion/rules';

describe('the kingdom picker', () => {
  it('offers the recommended sets of the chosen sets and editions', () => {
    const base2 = presetsFor(['base'], ['2E']).map((p) => p.name);
    expect(base2).toContain('First Game');
    expect(base2).not.toContain('First Game (1E)');
    expect(base2).not.toContain('Victory Dance');
    expect(presetsFor(['intrigue'], ['1E']).map((p) => p.name)).toEqual(['Victory Dance (1E)', 'Secret Schemes (1E)', 'Best Wishes (1E)']);
    // Every published set is accepted by the engine.
    for (const p of PRESETS) expect(E.parseOptions(optionsValue(p.edition, p.cards, p.sets, [p.edition]), 2).ok, p.name).toBe(true);
  });

  it('Prosperity: its first-edition sets, and mixed sets that need the cards of both editions', () => {
    const pros1 = presetsFor(['prosperity'], ['1E']).map((p) => p.name);
    expect(pros1).toEqual(['Beginners (1E)', 'Friendly Interactive (1E)', 'Big Actions (1E)']);
    expect(presetsFor(['base', 'prosperity'], ['2E']).map((p) => p.name)).not.toContain('Biggest Money');
    expect(presetsFor(['base', 'prosperity'], ['1E', '2E']).map((p) => p.name)).toContain('Biggest Money');
    expect(presetsFor(['intrigue', 'prosperity'], ['1E', '2E']).map((p) => p.name)).toEqual(
      expect.arrayContaining(['Paths to Victory', 'All Along the Watchtower', 'Lucky Seven']),
    );
    expect(SETS.find((x) => x.id === 'prosperity')?.built).toBe(true);
    const v = optionsValue('2E', ['Bank'], ['prosperity'], ['2E'], false);
    expect(readColonies(v)).toBe(false);
    const r = E.parseOptions(v, 2);
    expect(r.ok && E.setup(r.value, 2, 1).piles).not.toContain(CARDS.findIndex((c) => c.name === 'Colony'));
  });

  it('offers only built cards of the chosen sets and editions; removed cards with the first edition', () => {
    const two = offered(['base'], ['2E']);
    expect(two).toContain('Sentry');
    expect(two).not.toContain('Feast');
    expect(offered(['base'], ['1E'])).toContain('Feast');
    expect(offered(['base'], ['1E'])).not.toContain('Sentry');
    expect(offered(['seaside'], ['2E'])).toContain('Lighthouse');
    expect(offered(['alchemy'], ['1E'])).toContain('Possession');
    // A card still without a program (if any) is listed as refused, with the reason.
    const missing = CARDS.find((c) => c.kingdom && !implemented(c.id));
    if (missing) expect(refusedMatches(missing.name.slice(0, 6).toLowerCase()).find((x) => x.name === missing.name)?.why).toMatch(/not built/);
  });

  it('deals ten different cards; a hand-made kingdom holds ten at most', () => {
    const pool = offered(['base', 'intrigue'], ['2E']);
    let seed = 1;
    const deal = dealRandom(pool, () => (seed = (seed * 16807) % 2147483647) / 2147483647);
    expect(new Set(deal).size).toBe(10);
    expect(deal.every((n) => pool.includes(n))).toBe(true);
    let k: string[] = [];
    for (const n of pool.slice(0, 12)) k = toggleCard(k, n);
    expect(k).toHaveLength(10);
    expect(toggleCard(k, k[0])).toHaveLength(9);
    expect(byCost(['Market', 'Cellar', 'Village'])).toEqual(['Cellar', 'Village', 'Market']);
  });

  it('writes options the engine accepts: a short kingdom is filled at random at setup', () => {
    const short = optionsValue('2E', ['Moat', 'Militia'], ['base'], ['2E']);
    const r = E.parseOptions(short, 2);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.random).toEqual({ sets: ['base'], editions: ['2E'] });
    expect(E.setup(r.value, 2, 3).piles).toHaveLength(17);
    expect(readOptions({})).toMatchObject({ edition: '2E', kingdom: expect.arrayContaining(['Cellar', 'Militia']) });
    expect(readOptions(short)).toEqual({ edition: '2E', kingdom: ['Moat', 'Militia'] });
  });

  it('issue 21: recommended sets follow the chosen sets and editions — Alchemy (printed once) with either edition, one Shore Patrol per edition', () => {
    const alch2 = presetsFor(['base', 'alchemy'], ['2E']).map((p) => p.name);
    expect(alch2).toEqual(expect.arrayContaining(['Forbidden Arts', 'Potion Mixers', 'Chemistry Lesson']));
    expect(alch2).not.toContain('Forbidden Arts (1E)');
    expect(presetsFor(['base', 'alchemy'], ['1E']).map((p) => p.name)).toEqual(expect.arrayContaining(['Forbidden Arts (1E)', 'Potion Mixers (1E)']));
    expect(offered(['alchemy'], ['2E'])).toContain('Possession');
    const shore2 = presetsFor(['intrigue', 'seaside'], ['2E']).filter((p) => p.name.startsWith('Shore Patrol'));
    expect(shore2.map((p) => p.label)).toEqual(['Shore Patrol (2E)']);
    const both = presetsFor(['intrigue', 'seaside'], ['1E', '2E']).filter((p) => p.name.startsWith('Shore Patrol'));
    expect(both.map((p) => p.label).sort()).toEqual(['Shore Patrol (1E)', 'Shore Patrol (2E)']);
    // Every label is listed once for any choice of sets and editions.
    const labels = presetsFor(['base', 'intrigue', 'seaside', 'prosperity', 'alchemy'], ['1E', '2E']).map((p) => p.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('issue 21: a new game carries the current rules and who ends their own turn (people on, computers off, by default)', () => {
    expect(optionsValue('2E', ['Moat'], ['base'], ['2E']).rules).toBe(RULES);
    expect(readEndTurn({}, ['human', 'bot', 'human'])).toEqual([true, false, true]);
    expect(readEndTurn({ endTurn: [false] }, ['human', 'bot'])).toEqual([false, false]);
    const v = optionsValue('2E', ['Moat'], ['base'], ['2E'], null, [true, false]);
    const r = E.parseOptions(v, 2);
    expect(r.ok && r.value).toMatchObject({ rules: RULES, endTurn: [true, false] });
  });
});
