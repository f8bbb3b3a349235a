import { describe, expect, it } from 'vitest';
import { territoryId } from './graph';
import { E, options, play, position, rejects, texts } from './testkit';
import { seededRandom } from '../core/testkit';
import type { RiskState } from './types';

function countOf(state: RiskState, owner: number): number {
  return state.owner.filter((o) => o === owner).length;
}

describe('StartMatch', () => {
  it.each([
    [3, 35],
    [4, 30],
    [5, 25],
    [6, 20],
  ])('Rules: %i players start with %i armies each', (seats, armies) => {
    const s = E.setup(options(seats), seats, 1);
    expect(s.reserve).toEqual(new Array(seats).fill(armies));
    expect(s.phase).toBe('first');
    expect(s.owner.every((o) => o === -1)).toBe(true);
    expect(s.deck).toHaveLength(44);
    expect(new Set(s.deck).size).toBe(44);
  });

  it('the same seed gives the same game', () => {
    expect(E.setup(options(4), 4, 9)).toEqual(E.setup(options(4), 4, 9));
    expect(E.setup(options(4), 4, 9).deck).not.toEqual(E.setup(options(4), 4, 10).deck);
  });
});

describe('SelectFirstPlayer', () => {
  it('is a roll by seat 0 that uses randomness and logs every die', () => {
    const s = E.setup(options(4), 4, 3);
    expect(E.prompt(s)).toMatchObject({ seats: [0], kind: 'first' });
    expect(rejects(s, 1, { type: 'rollFirst' }).code).toBe('not-your-turn');
    const { state, log } = play(s, 0, { type: 'rollFirst' });
    expect(state.epoch).toBe(s.epoch + 1);
    expect(state.first).toBeGreaterThanOrEqual(0);
    expect(state.current).toBe(state.first);
    expect(texts(log)).toMatch(/Rolling for the first player: \{0\} rolls \d, \{1\} rolls \d, \{2\} rolls \d, \{3\} rolls \d\./);
    expect(texts(log)).toContain(`{${state.first}} rolled highest and plays first.`);
    expect(state.phase).toBe('claim');
    expect(rejects(state, state.first, { type: 'rollFirst' }).code).toBe('wrong-phase');
  });

  it('different seeds pick different first players', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 40; seed++) firsts.add(play(E.setup(options(3), 3, seed), 0, { type: 'rollFirst' }).state.first);
    expect(firsts).toEqual(new Set([0, 1, 2]));
  });
});

describe('OccupyTerritory (claim)', () => {
  it('claims an unoccupied territory with one army and passes the turn', () => {
    const s0 = play(E.setup(options(3), 3, 5), 0, { type: 'rollFirst' }).state;
    const p = s0.first;
    const { state, log } = play(s0, p, { type: 'claim', territory: 'alaska' });
    expect(state.owner[0]).toBe(p);
    expect(state.armies[0]).toBe(1);
    expect(state.reserve[p]).toBe(34);
    expect(state.current).toBe((p + 1) % 3);
    expect(texts(log)).toBe(`{${p}} claims Alaska.`);
    // Rules: an unoccupied territory must have no owner.
    expect(rejects(state, (p + 1) % 3, { type: 'claim', territory: 'alaska' }).message).toBe(`Alaska is already occupied by {${p}}.`);
    expect(rejects(state, p, { type: 'claim', territory: 'brazil' }).code).toBe('not-your-turn');
    expect(rejects(state, (p + 1) % 3, { type: 'claim', territory: 'atlantis' as never }).code).toBe('bad-territory');
    expect(E.legalMoves(state, (p + 1) % 3)).toHaveLength(41);
  });

  it('after every territory is claimed, players place one army at a time until all are placed, then turn 1 begins', () => {
    let s = play(E.setup(options(3), 3, 8), 0, { type: 'rollFirst' }).state;
    const rand = seededRandom(3);
    let moves = 0;
    while (s.phase === 'claim') {
      const legal = E.legalMoves(s, s.current);
      s = play(s, s.current, legal[Math.floor(rand() * legal.length)]).state;
      moves++;
    }
    expect(moves).toBe(42);
    expect(s.owner.every((o) => o >= 0)).toBe(true);
    expect([0, 1, 2].map((p) => countOf(s, p))).toEqual([14, 14, 14]);
    expect(s.phase).toBe('setup');
    // Rules: PlaceAdditionalArmy places a single army on a territory you occupy.
    const mine = territoryId(s.owner.indexOf(s.current));
    const other = territoryId(s.owner.findIndex((o) => o !== s.current));
    expect(rejects(s, s.current, { type: 'place', territory: mine, count: 2 }).message).toBe('During setup you place one army at a time.');
    expect(rejects(s, s.current, { type: 'place', territory: other, count: 1 }).code).toBe('not-yours');
    while (s.phase === 'setup') {
      const legal = E.legalMoves(s, s.current);
      expect(legal.every((m) => m.type === 'place' && m.count === 1)).toBe(true);
      s = play(s, s.current, legal[Math.floor(rand() * legal.length)]).state;
      moves++;
    }
    expect(moves).toBe(105);
    expect(s.armies.reduce((a, b) => a + b, 0)).toBe(105);
    expect(s.turn).toBe(1);
    expect(s.current).toBe(s.first);
    expect(['trade', 'place']).toContain(s.phase);
  });
});

describe('dealt territories', () => {
  it('deals every territory at random, one army each, and then players place the rest', () => {
    const s = play(E.setup(options(4, { territories: 'deal' }), 4, 2), 0, { type: 'rollFirst' }).state;
    expect(s.owner.every((o) => o >= 0 && o < 4)).toBe(true);
    expect(s.armies.every((a) => a === 1)).toBe(true);
    const counts = [0, 1, 2, 3].map((p) => countOf(s, p));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(42);
    // 42 = 4 × 10 + 2: the first two seats from the first player get 11.
    expect(counts[s.first]).toBe(11);
    expect(counts[(s.first + 1) % 4]).toBe(11);
    expect(counts[(s.first + 2) % 4]).toBe(10);
    expect(s.reserve[s.first]).toBe(30 - 11);
    expect(s.phase).toBe('setup');
  });
});

describe('two players with a neutral army', () => {
  const start = (seed: number) => play(E.setup(E.defaultOptions(2), 2, seed), 0, { type: 'rollFirst' }).state;

  it('Rules: territories are dealt 14 each to the two players and neutral, one army each; 40 armies each including neutral', () => {
    const s = start(4);
    expect(s.neutral).toBe(2);
    expect(s.options.territories).toBe('deal');
    expect([0, 1, 2].map((o) => countOf(s, o))).toEqual([14, 14, 14]);
    expect(s.reserve).toEqual([26, 26, 26]);
    expect(s.armies.every((a) => a === 1)).toBe(true);
  });

  it('players alternate one own army and one neutral army until their armies are placed; neutral never acts', () => {
    let s = start(6);
    const rand = seededRandom(11);
    const p = s.first;
    const mine = territoryId(s.owner.indexOf(p));
    const neutralLand = territoryId(s.owner.indexOf(2));
    expect(rejects(s, p, { type: 'placeNeutral', territory: neutralLand }).code).toBe('wrong-phase');
    s = play(s, p, { type: 'place', territory: mine, count: 1 }).state;
    expect(s.phase).toBe('neutral');
    expect(s.current).toBe(p);
    expect(E.prompt(s)).toMatchObject({ seats: [p], kind: 'neutral' });
    expect(rejects(s, p, { type: 'placeNeutral', territory: mine }).message).toMatch(/is not a neutral territory/);
    s = play(s, p, { type: 'placeNeutral', territory: neutralLand }).state;
    expect(s.reserve[2]).toBe(25);
    expect(s.current).toBe(1 - p);
    while (s.phase === 'setup' || s.phase === 'neutral') {
      const seat = E.prompt(s).seats[0];
      expect(seat === 0 || seat === 1).toBe(true);
      const legal = E.legalMoves(s, seat);
      s = play(s, seat, legal[Math.floor(rand() * legal.length)]).state;
    }
    const onBoard = (o: number) => s.owner.reduce((sum, w, t) => (w === o ? sum + s.armies[t] : sum), 0);
    expect([0, 1, 2].map(onBoard)).toEqual([40, 40, 40]);
    expect(s.reserve[2]).toBe(0);
    expect(s.reserve[1 - s.current]).toBe(0);
    expect(s.turn).toBe(1);
    expect(s.current).toBe(s.first);
  });

  it('neutral defends with the most dice it may, without being asked', () => {
    // Rules: neutral never acts, only defends with the most dice it may (even when defenders choose).
    const s = position({ seats: 2, options: { defenderRollsMost: false }, owner: (t) => t % 2, set: { alaska: [0, 5], kamchatka: [2, 5] } });
    const r = play(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(r.state.phase).not.toBe('defend');
    expect(r.state.lastRoll?.defender).toHaveLength(2);
    expect(texts(r.log)).toMatch(/Neutral loses|\{0\} loses 2/);
  });
});
