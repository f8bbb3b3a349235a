/**
 * What the Strategist bot reads off a position: borders, threats, and how much each continent is worth going for.
 */
import type { Seat } from '../core/types';
import { CONTINENT_OF, CONTINENT_TABLE, NEIGHBORS, TERRITORY_COUNT } from './graph';
import { goals, type Goals } from './botGoals';
import type { RiskState } from './types';

export interface Board {
  readonly seat: Seat;
  readonly owner: readonly number[];
  readonly armies: readonly number[];
  /** Enemy armies adjacent to each territory (neutral included). */
  readonly threat: readonly number[];
  /** Whether a territory of ours borders an enemy territory. */
  readonly border: readonly boolean[];
  /** How attractive each continent is to take or keep (higher is better). */
  readonly continentScore: readonly number[];
  /** Continents we hold whole. */
  readonly held: readonly boolean[];
  /** Territories each owner holds (by owner number). */
  readonly count: readonly number[];
  /** What the variant asks (mission, capitals, threats to block): see botGoals.ts. */
  readonly goal: Goals;
}

export function readBoard(state: RiskState, seat: Seat): Board {
  const { owner, armies } = state;
  const threat = new Array<number>(TERRITORY_COUNT).fill(0);
  const border = new Array<boolean>(TERRITORY_COUNT).fill(false);
  const count = new Array<number>(state.reserve.length).fill(0);
  for (let t = 0; t < TERRITORY_COUNT; t++) {
    if (owner[t] >= 0) count[owner[t]]++;
    if (owner[t] !== seat) continue;
    for (const n of NEIGHBORS[t]) {
      if (owner[n] >= 0 && owner[n] !== seat) {
        threat[t] += armies[n];
        border[t] = true;
      }
    }
  }
  const held: boolean[] = [];
  const continentScore = CONTINENT_TABLE.map((c, ci) => {
    let mine = 0;
    let theirArmies = 0;
    for (const t of c.members) {
      if (owner[t] === seat) mine++;
      else theirArmies += armies[t];
    }
    held[ci] = mine === c.members.length;
    const share = mine / c.members.length;
    // Worth: the bonus per territory, made much larger as we get close; cost: the armies in the way.
    return ((c.bonus + 1) * (0.3 + share * share * 2)) / (1 + theirArmies / 6);
  });
  return { seat, owner, armies, threat, border, continentScore, held, count, goal: goals(state, seat) };
}

/** Whether taking `t` would complete a continent for the board's seat. */
export function completesContinent(b: Board, t: number): boolean {
  const c = CONTINENT_TABLE[CONTINENT_OF[t]];
  return c.members.every((m) => m === t || b.owner[m] === b.seat);
}

/** Whether `t` lies in a continent its owner holds whole (taking it breaks their bonus). */
export function breaksContinent(b: Board, t: number): number {
  const c = CONTINENT_TABLE[CONTINENT_OF[t]];
  const o = b.owner[t];
  return c.members.every((m) => b.owner[m] === o) ? c.bonus : 0;
}

/** How much we want armies on our territory t: the threat it faces and the value of its surroundings. */
export function placePriority(b: Board, t: number): number {
  if (!b.border[t]) return -Infinity;
  const ci = CONTINENT_OF[t];
  let best = 0;
  for (const n of NEIGHBORS[t]) {
    if (b.owner[n] === b.seat || b.owner[n] < 0) continue;
    const v = (b.continentScore[CONTINENT_OF[n]] + b.goal.take[n] * 0.5) / (1 + b.armies[n] / 4);
    if (v > best) best = v;
  }
  const pressure = b.threat[t] / (b.armies[t] + 1);
  const keep = b.held[ci] ? CONTINENT_TABLE[ci].bonus * Math.min(1.5, pressure) : 0;
  return best + b.continentScore[ci] * 0.5 + pressure * 0.6 + keep + b.goal.hold[t] * Math.min(1.5, pressure);
}

/** Armies our territory t is short of to face its neighbours (0 when safe). */
export function deficit(b: Board, t: number): number {
  // A territory the variant asks us to hold (our capital) is kept stronger than its neighbours.
  return Math.max(0, Math.ceil(b.threat[t] * (b.goal.hold[t] >= 5 ? 1.3 : 0.8)) - b.armies[t]);
}
