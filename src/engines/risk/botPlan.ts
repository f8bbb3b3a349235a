/**
 * Campaigns for the Normal bot: a tour one stack can make in a single turn, conquering its way through
 * enemy land to wipe out a player. An eliminated player's cards come to us (with six or more we trade at
 * once and place the armies mid-turn), so finishing off a weak player is the strongest move on the board,
 * even more so once escalating sets pay 20+ armies each.
 *
 * The tour is planned greedily: from the stack, the cheapest way (through enemy territories only: a stack
 * moves only by conquering) to the nearest territory of the target, then on from there, until none is left.
 * The cost of a territory is the attacker's expected losses against its defenders plus the army left behind.
 */
import type { Seat } from '../core/types';
import { escalatingAward } from './cards';
import { NEIGHBORS, TERRITORY_COUNT } from './graph';
import type { RiskState } from './types';

export interface Campaign {
  /** Our territory whose stack makes the tour. */
  readonly start: number;
  /** The territories to conquer, in order (each next to the one before, the first next to `start`). */
  readonly path: readonly number[];
  /** Expected armies spent: losses plus one army left on each conquered territory. */
  readonly cost: number;
  /** The player wiped out at the end. */
  readonly target: Seat;
  /** What the elimination is worth in armies (their cards at the current set value, and one rival fewer). */
  readonly value: number;
}

/**
 * Expected armies a large stack spends taking a territory held by `d` armies: about 0.85 of an army per
 * defender while they roll two dice, 0.52 for the last one (three dice against one), and one left behind.
 */
export function conquestCost(d: number): number {
  return 1.52 + 0.85 * Math.max(0, d - 1);
}

/** The armies a set is worth now: the next escalating award, or the average fixed award. */
export function setValue(state: RiskState): number {
  return state.options.cardSets === 'escalating' ? escalatingAward(state.trades + 1) : 7;
}

/**
 * The cheapest path (by conquest cost) from `from` through territories neither ours nor `taken` to the
 * nearest territory of `goal`; empty when none can be reached.
 */
/** Scratch of `nearest` and `tour` (reused: neither is re-entered, and nothing in them escapes a call). */
const DIST = new Float64Array(TERRITORY_COUNT);
const PREV = new Int16Array(TERRITORY_COUNT);
const DONE = new Uint8Array(TERRITORY_COUNT);
const TAKEN = new Uint8Array(TERRITORY_COUNT);

function nearest(state: RiskState, seat: Seat, from: number, goal: Seat, taken: Uint8Array): { path: number[]; cost: number } {
  const dist = DIST.fill(Infinity);
  const prev = PREV.fill(-1);
  const done = DONE.fill(0);
  const { owner, armies } = state;
  for (const n of NEIGHBORS[from]) {
    if (owner[n] === seat || owner[n] < 0 || taken[n]) continue;
    dist[n] = conquestCost(armies[n]);
    prev[n] = from;
  }
  for (;;) {
    let u = -1;
    for (let t = 0; t < TERRITORY_COUNT; t++) if (!done[t] && dist[t] < Infinity && (u < 0 || dist[t] < dist[u])) u = t;
    if (u < 0) return { path: [], cost: Infinity };
    done[u] = 1;
    if (owner[u] === goal) {
      const path: number[] = [];
      for (let t = u; t !== from; t = prev[t]) path.push(t);
      return { path: path.reverse(), cost: dist[u] };
    }
    for (const n of NEIGHBORS[u]) {
      if (done[n] || owner[n] === seat || owner[n] < 0 || taken[n]) continue;
      const d = dist[u] + conquestCost(armies[n]);
      if (d < dist[n]) {
        dist[n] = d;
        prev[n] = u;
      }
    }
  }
}

/**
 * For every territory not ours: the cheapest cost of conquering a way from it (itself included) to a
 * territory of `foe`, through territories not ours (Infinity for ours and where none leads there).
 */
function wayIn(state: RiskState, seat: Seat, foe: Seat): Float64Array {
  const { owner, armies } = state;
  const dist = new Float64Array(TERRITORY_COUNT).fill(Infinity);
  const done = new Uint8Array(TERRITORY_COUNT);
  for (let t = 0; t < TERRITORY_COUNT; t++) if (owner[t] === foe) dist[t] = conquestCost(armies[t]);
  for (;;) {
    let u = -1;
    for (let t = 0; t < TERRITORY_COUNT; t++) if (!done[t] && dist[t] < Infinity && (u < 0 || dist[t] < dist[u])) u = t;
    if (u < 0) return dist;
    done[u] = 1;
    for (const n of NEIGHBORS[u]) {
      if (done[n] || owner[n] === seat || owner[n] < 0) continue;
      const d = dist[u] + conquestCost(armies[n]);
      if (d < dist[n]) dist[n] = d;
    }
  }
}

/** The tour of the stack on `start` that wipes out `target`, or null when it cannot reach all their land. */
export function tour(state: RiskState, seat: Seat, start: number, target: Seat): { path: number[]; cost: number } | null {
  const taken = TAKEN.fill(0);
  let left = 0;
  for (let t = 0; t < TERRITORY_COUNT; t++) if (state.owner[t] === target) left++;
  const path: number[] = [];
  let cost = 0;
  let at = start;
  while (left > 0) {
    const leg = nearest(state, seat, at, target, taken);
    if (leg.path.length === 0) return null;
    for (const t of leg.path) {
      taken[t] = 1;
      if (state.owner[t] === target) left--;
    }
    path.push(...leg.path);
    cost += leg.cost;
    at = leg.path[leg.path.length - 1];
  }
  return { path, cost };
}

/**
 * The best campaign this turn, with `extra` new armies still to place (they would all go on its start),
 * or null when no stack can wipe anyone out at safe odds. `margin` scales the armies kept in hand against
 * bad dice (a standard deviation of the losses, about the square root of the defenders, and a spare army).
 */
export function bestCampaign(state: RiskState, seat: Seat, extra: number, margin = 1): Campaign | null {
  const { owner, armies } = state;
  const land = new Array<number>(state.seats).fill(0);
  const defenders = new Array<number>(state.seats).fill(0);
  let biggest = 0;
  for (let t = 0; t < TERRITORY_COUNT; t++) {
    const o = owner[t];
    if (o === seat) biggest = Math.max(biggest, armies[t]);
    else if (o >= 0 && o < state.seats) {
      land[o]++;
      defenders[o] += armies[t];
    }
  }
  const perCard = setValue(state) / 3;
  let best: Campaign | null = null;
  for (let foe = 0; foe < state.seats; foe++) {
    if (foe === seat || foe === state.neutral || !state.alive[foe] || land[foe] === 0) continue;
    // A lower bound on the cost (their own land alone) rules most players out at once.
    if (land[foe] * 1.52 + 0.85 * (defenders[foe] - land[foe]) > biggest + extra - 1) continue;
    const value = state.hands[foe].length * perCard + 6;
    const own = land[foe] * 1.52 + 0.85 * (defenders[foe] - land[foe]);
    const way = wayIn(state, seat, foe);
    for (let s = 0; s < TERRITORY_COUNT; s++) {
      if (owner[s] !== seat) continue;
      const stack = armies[s] + extra;
      // Lower bounds first: their land alone, and the cheapest way to the first of it.
      let first = Infinity;
      for (const n of NEIGHBORS[s]) first = Math.min(first, way[n]);
      const low = Math.max(own, first);
      if (stack - 1 < low + margin * (Math.sqrt(low) + 1)) continue;
      const r = tour(state, seat, s, foe);
      if (!r) continue;
      const need = r.cost + margin * (Math.sqrt(r.cost) + 1);
      if (stack - 1 < need) continue;
      const score = value - r.cost * 0.3;
      if (!best || score > best.value - best.cost * 0.3) best = { start: s, path: r.path, cost: r.cost, target: foe, value };
    }
  }
  return best;
}
