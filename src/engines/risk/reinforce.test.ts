import { describe, expect, it } from 'vitest';
import { CARDS, CONTINENTS } from './map';
import { territoryIndex } from './graph';
import { reinforcement } from './reinforce';
import { E, armiesOf, play, position, rejects, texts } from './testkit';

/** Owners where seat 0 holds exactly the listed territories, seat 1 the rest. */
function holding(ids: readonly string[]): number[] {
  const set = new Set(ids.map(territoryIndex));
  return Array.from({ length: 42 }, (_, t) => (set.has(t) ? 0 : 1));
}
const AFRICA = CONTINENTS.find((c) => c.id === 'africa')!.territories;
const AUSTRALIA = CONTINENTS.find((c) => c.id === 'australia')!.territories;
const ASIA = CONTINENTS.find((c) => c.id === 'asia')!.territories;

describe('SetupNextTurn reinforcements', () => {
  it('Rules: the greater of 3 or a third of the territories owned (rounded down)', () => {
    expect(reinforcement(holding(['alaska']), 0).total).toBe(3);
    expect(reinforcement(holding(['alaska', 'peru', 'iceland', 'egypt', 'china', 'japan', 'siam', 'india', 'ural', 'ukraine', 'brazil']), 0).total).toBe(3);
    const twelve = ['alaska', 'peru', 'iceland', 'egypt', 'china', 'japan', 'siam', 'india', 'ural', 'ukraine', 'brazil', 'ontario'];
    expect(reinforcement(holding(twelve), 0).total).toBe(4);
    expect(reinforcement(holding([...twelve, 'quebec', 'greenland']), 0)).toMatchObject({ total: 4, territories: 14, base: 4 });
  });

  it('Rules: plus the bonus of each continent held whole', () => {
    expect(reinforcement(holding(AFRICA), 0)).toMatchObject({ total: 3 + 3, continents: [{ name: 'Africa', bonus: 3 }] });
    expect(reinforcement(holding([...AFRICA, ...AUSTRALIA]), 0).total).toBe(3 + 3 + 2);
    expect(reinforcement(holding([...ASIA, ...AUSTRALIA]), 0).total).toBe(5 + 7 + 2);
    // Missing one territory: no bonus.
    expect(reinforcement(holding(AFRICA.slice(1)), 0).continents).toEqual([]);
  });

  it('is given at the start of the turn, logged with the breakdown', () => {
    // Seat 0 ends its turn; seat 1 holds the odd-numbered territories and all of Australia: 23 territories.
    const owner = holding([]).map((_, t) => t % 2);
    AUSTRALIA.forEach((id) => (owner[territoryIndex(id)] = 1));
    const s = position({ phase: 'fortify', owner: (t) => owner[t] });
    const { state, log } = play(s, 0, { type: 'endTurn' });
    expect(state.current).toBe(1);
    expect(state.turn).toBe(6);
    expect(state.reserve[1]).toBe(7 + 2);
    expect(texts(log)).toContain('Turn 6: {1} receives 9 armies: 7 for 23 territories + 2 for holding Australia.');
    // No set in hand: straight to placing.
    expect(state.phase).toBe('place');
    expect(E.prompt(state)).toEqual({ seats: [1], kind: 'place', text: '{1}: place 9 new armies on your territories.' });
  });

  it('a seat holding a set starts by trading', () => {
    const infantry = CARDS.filter((c) => c.symbol === 'infantry').map((c) => c.index);
    const s = position({ seats: 2, phase: 'fortify', hands: [[], infantry.slice(0, 3)] });
    expect(play(s, 0, { type: 'endTurn' }).state.phase).toBe('trade');
    const noSet = position({ seats: 2, phase: 'fortify', hands: [[], infantry.slice(0, 2)] });
    expect(play(noSet, 0, { type: 'endTurn' }).state.phase).toBe('place');
  });
});

describe('PlaceNewArmies', () => {
  const s = position({ phase: 'place', reserve: [5, 0, 0] });

  it('places any number up to the armies left, on own territories; then the attack begins', () => {
    const one = play(s, 0, { type: 'place', territory: 'alaska', count: 2 });
    expect(armiesOf(one.state, 'alaska')).toBe(3);
    expect(one.state.reserve[0]).toBe(3);
    expect(one.state.phase).toBe('place');
    expect(texts(one.log)).toBe('{0} places 2 armies on Alaska (3 left).');
    const two = play(one.state, 0, { type: 'place', territory: 'ontario', count: 3 });
    expect(two.state.phase).toBe('attack');
    expect(two.state.reserve[0]).toBe(0);
  });

  it('lists every territory and count', () => {
    const legal = E.legalMoves(s, 0);
    expect(legal).toHaveLength(14 * 5);
    expect(legal.every((m) => m.type === 'place' && s.owner[territoryIndex(m.territory)] === 0)).toBe(true);
  });

  it('refuses other territories, bad counts and attacking before placing', () => {
    expect(rejects(s, 0, { type: 'place', territory: 'northwest_territory', count: 1 }).message).toBe('You do not own Northwest Territory.');
    expect(rejects(s, 0, { type: 'place', territory: 'alaska', count: 6 }).message).toBe('Place between 1 and 5 armies (you have 5 armies to place).');
    expect(rejects(s, 0, { type: 'place', territory: 'alaska', count: 0 }).code).toBe('bad-count');
    expect(rejects(s, 0, { type: 'place', territory: 'alaska', count: 1.5 }).code).toBe('bad-count');
    expect(rejects(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 1 }).message).toBe(
      'Trade your cards and place your new armies before attacking.',
    );
    expect(rejects(s, 1, { type: 'place', territory: 'northwest_territory', count: 1 }).code).toBe('not-your-turn');
  });
});
