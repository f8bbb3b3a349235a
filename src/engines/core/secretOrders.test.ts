import { describe, expect, it } from 'vitest';
import { hideOrders, randomPicks, resampleOrders } from './secretOrders';
import type { OrderSlot } from './types';

/** A small seeded generator (Park–Miller), so this test needs no game's. */
const seededRandom = (seed: number) => () => (seed = (seed * 16807 + 1) % 2147483647) / 2147483647;

const state = { rng: [1, 2, 3, 4], epoch: 0, pending: { '0': ['A Par H'], '2': ['F Lon H'] } as Record<string, string[]> };

describe('secret orders (Diplomacy, 5D)', () => {
  it('a view keeps only the seat its own pending orders, and never the generator', () => {
    expect(hideOrders(state, 0)).toEqual({ rng: [], epoch: 0, pending: { '0': ['A Par H'] } });
    expect(hideOrders(state, 1).pending).toEqual({});
    expect(hideOrders(state, null).pending).toEqual({});
    expect(state.pending['2']).toEqual(['F Lon H']);
  });

  it('resampling redraws every other seat and the generator, keeps the seat its own, and repeats for one random', () => {
    const redrawn: number[] = [];
    const r = resampleOrders(state, 0, seededRandom(1), (other) => {
      redrawn.push(other);
      return [`drawn for ${other}`];
    });
    expect(redrawn).toEqual([2]);
    expect(r.pending).toEqual({ '0': ['A Par H'], '2': ['drawn for 2'] });
    expect(r.rng).not.toEqual(state.rng);
    expect(resampleOrders(state, 0, seededRandom(1), (o) => [`drawn for ${o}`])).toEqual(r);
    expect(Object.keys(resampleOrders(state, null, seededRandom(1), (o) => [String(o)]).pending)).toEqual(['0', '2']);
  });

  it('a random pick in each slot comes from that slot, and every order of a slot can come', () => {
    const slots: OrderSlot[] = [
      { key: 'FRA:par', label: 'A Par', orders: ['A Par H', 'A Par - Bur', 'A Par - Pic'] },
      { key: 'FRA:bre', label: 'F Bre', orders: ['F Bre H'] },
    ];
    const random = seededRandom(7);
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const chosen = randomPicks(slots, random);
      expect(Object.keys(chosen)).toEqual(['FRA:par', 'FRA:bre']);
      expect(chosen['FRA:bre']).toBe('F Bre H');
      seen.add(chosen['FRA:par']);
    }
    expect([...seen].sort()).toEqual(['A Par - Bur', 'A Par - Pic', 'A Par H']);
  });
});
