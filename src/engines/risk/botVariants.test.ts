/**
 * Issue 13: "each bot plays every variant sensibly (missions: pursue its own, block a visible threat)",
 * capitals (choose a defensible one, defend it, take the others'), and Hard's sampling under fog of war.
 * Each position is built so that the plain world-conquest choice differs from the variant's.
 */
import { describe, expect, it } from 'vitest';
import { probeSeat } from '../core/leaks';
import { seededRandom } from '../core/rng';
import type { BaseState, Engine } from '../core/types';
import { strategistPolicy } from './bot';
import { threatening } from './botGoals';
import { HIDDEN, sees } from './fog';
import { TERRITORY_COUNT, territoryIndex } from './graph';
import { determinize } from './hardBot';
import { MISSIONS } from './missions';
import { resample } from './resample';
import { E, play, position, type PositionSpec } from './testkit';
import type { RiskMove, RiskState } from './types';

const T = territoryIndex;
const choose = (s: RiskState): RiskMove => strategistPolicy(E.view(s, 0), 0, E.legalMoves(s, 0), () => 0.5);
const target = (m: RiskMove): string => (m.type === 'blitz' || m.type === 'attack' ? m.to : m.type);
const mission = (id: string): number => MISSIONS.findIndex((m) => m.id === id);

/** The rest of the map, shared by seats 1 and 2 (neither close to a world win), 5 armies each. */
const split = (t: number): number => 1 + (t % 2);

/** Seat 0 on Alaska (10) facing Alberta (2) and Kamchatka (3). */
function alaska(extra: PositionSpec['options'] = {}): RiskState {
  return position({
    owner: split,
    armies: 5,
    options: extra,
    set: { alaska: [0, 10], alberta: [1, 2], kamchatka: [1, 3], northwest_territory: [2, 5], argentina: [2, 5] },
  });
}

describe('capitals', () => {
  it('goes for a lightly held enemy capital rather than an easier ordinary territory', () => {
    expect(target(choose(alaska()))).toBe('alberta');
    const s = { ...alaska({ victory: 'capitals' }), capitals: [T('alaska'), T('kamchatka'), T('argentina')] };
    expect(target(choose(s))).toBe('kamchatka');
  });

  it('reinforces its own threatened capital first', () => {
    const spec: PositionSpec = {
      owner: () => 2,
      armies: 1,
      phase: 'place',
      reserve: [6, 0, 0],
      set: { alaska: [0, 2], kamchatka: [1, 9], argentina: [0, 1], peru: [2, 1], brazil: [2, 1], venezuela: [0, 1] },
    };
    const s = { ...position({ ...spec, options: { victory: 'capitals' } }), capitals: [T('alaska'), T('kamchatka'), T('peru')] };
    const m = choose(s);
    expect(m).toMatchObject({ type: 'place', territory: 'alaska' });
    if (m.type === 'place') expect(m.count).toBeGreaterThanOrEqual(6);
  });

  it('chooses a capital away from the enemy when it can', () => {
    // Seat 0 holds all of Australia: Indonesia borders Siam; the other three are safe inside.
    const s = position({
      phase: 'capital',
      options: { victory: 'capitals' },
      owner: () => 1,
      armies: 3,
      set: { indonesia: [0, 4], new_guinea: [0, 2], western_australia: [0, 2], eastern_australia: [0, 2], argentina: [2, 3] },
    });
    const m = choose({ ...s, capitals: [-1, -1, -1] });
    expect(m.type).toBe('capital');
    if (m.type === 'capital') expect(['new_guinea', 'western_australia', 'eastern_australia']).toContain(m.territory);
  });
});

describe('secret missions', () => {
  /** Seat 0 on the Middle East (10): Southern Europe (2) is easier than Egypt (3); the rest 5 each. */
  function middleEast(own: number): RiskState {
    const s = position({
      owner: split,
      armies: 5,
      options: { victory: 'missions' },
      set: { middle_east: [0, 10], southern_europe: [2, 2], egypt: [1, 3] },
    });
    return { ...s, missions: [own, mission('occupy-24'), mission('occupy-24')] };
  }

  it('pursues the continents on its own card', () => {
    expect(target(choose(middleEast(mission('occupy-18x2'))))).toBe('southern_europe');
    expect(target(choose(middleEast(mission('asia-africa'))))).toBe('egypt');
  });

  it('hunts the seat its destroy card names', () => {
    expect(target(choose(middleEast(mission('destroy-1'))))).toBe('egypt');
  });

  it('blocks a visible threat: an opponent holding two whole continents', () => {
    // Seat 1 holds South America and Australia (two continents: the shape of most missions).
    const spec: PositionSpec = {
      owner: split,
      armies: 5,
      options: { victory: 'missions' },
      set: {
        middle_east: [0, 10],
        southern_europe: [2, 2],
        egypt: [1, 3],
        venezuela: [1, 2],
        peru: [1, 2],
        brazil: [1, 2],
        argentina: [1, 2],
        indonesia: [1, 2],
        new_guinea: [1, 2],
        western_australia: [1, 2],
        eastern_australia: [1, 2],
      },
    };
    const s = { ...position(spec), missions: [mission('occupy-18x2'), mission('occupy-24'), mission('occupy-24')] };
    expect(threatening(s, 0)).toEqual([1]);
    expect(target(choose(s))).toBe('egypt');
  });
});

describe('fog of war: resample draws the hidden board again', () => {
  function foggy(seed: number): RiskState {
    const rand = seededRandom(seed);
    let s: RiskState = E.setup({ ...E.defaultOptions(4), fog: true }, 4, seed);
    // A few turns into the war: fog is on and every player still has land.
    for (let n = 0; n < 2000 && s.turn < 6; n++) {
      const seat = E.prompt(s).seats[0];
      s = play(s, seat, strategistPolicy(E.view(s, seat), seat, E.legalMoves(s, seat), rand)).state;
    }
    return s;
  }

  it('keeps what the seat sees, redraws what it does not, and leaves every player in the game some land', () => {
    const s = foggy(4);
    expect(s.turn).toBeGreaterThan(0);
    const seat = 0;
    let changed = 0;
    for (let i = 0; i < 8; i++) {
      const r = resample(s, seat, seededRandom(i));
      for (let t = 0; t < TERRITORY_COUNT; t++) {
        if (sees(s.owner, seat, t)) {
          expect(r.owner[t]).toBe(s.owner[t]);
          expect(r.armies[t]).toBe(s.armies[t]);
        } else {
          expect(r.owner[t]).not.toBe(seat);
          expect(r.armies[t]).toBeGreaterThanOrEqual(1);
          if (r.owner[t] !== s.owner[t] || r.armies[t] !== s.armies[t]) changed++;
        }
      }
      for (let p = 0; p < 4; p++) if (s.alive[p]) expect(r.owner).toContain(p);
    }
    expect(changed).toBeGreaterThan(0);
    expect(probeSeat(E as unknown as Engine<BaseState, unknown, unknown>, s, seat, seededRandom(9), 6)).toBeNull();
  });

  it("Hard's sampled worlds have a whole board (no hidden owners) that agrees with its view", () => {
    const s = foggy(6);
    const seat = E.prompt(s).seats[0];
    const v = E.view(s, seat);
    expect(v.owner).toContain(HIDDEN);
    const d = determinize(v, seat, seededRandom(2));
    expect(d.owner).not.toContain(HIDDEN);
    for (let t = 0; t < TERRITORY_COUNT; t++) if (v.owner[t] !== HIDDEN) expect([d.owner[t], d.armies[t]]).toEqual([v.owner[t], v.armies[t]]);
  });
});
