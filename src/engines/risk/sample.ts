/**
 * The legal moves counted and picked by position without building the list: the same moves in the
 * same order as legalMoves (the tests check it), for uniformly random play at speed.
 */
import type { Seat } from '../core/types';
import { fortifyTargets } from './fortify';
import { NEIGHBORS, TERRITORY_COUNT, territoryId } from './graph';
import { actingSeat, legalMoves } from './legal';
import type { RiskMove, RiskState } from './types';

/**
 * How many territories each territory of `seat` can fortify to, without listing them: its own neighbours,
 * or (connected fortification) the rest of its group of linked own territories, labelled once.
 */
function targetCounts(state: RiskState, seat: Seat): Int32Array {
  const { owner } = state;
  const out = new Int32Array(TERRITORY_COUNT);
  if (state.options.fortify === 'adjacent') {
    for (let f = 0; f < TERRITORY_COUNT; f++) {
      if (owner[f] !== seat) continue;
      let n = 0;
      for (const t of NEIGHBORS[f]) if (owner[t] === seat) n++;
      out[f] = n;
    }
    return out;
  }
  const group = new Int32Array(TERRITORY_COUNT).fill(-1);
  const size: number[] = [];
  const stack: number[] = [];
  for (let f = 0; f < TERRITORY_COUNT; f++) {
    if (owner[f] !== seat || group[f] >= 0) continue;
    const g = size.length;
    let n = 0;
    group[f] = g;
    stack.push(f);
    while (stack.length > 0) {
      const t = stack.pop() as number;
      n++;
      for (const x of NEIGHBORS[t]) {
        if (group[x] < 0 && owner[x] === seat) {
          group[x] = g;
          stack.push(x);
        }
      }
    }
    size.push(n);
  }
  for (let f = 0; f < TERRITORY_COUNT; f++) if (group[f] >= 0) out[f] = size[group[f]] - 1;
  return out;
}

/** Moves from f toward t in the attack phase: the dice choices, then the blitz floors. */
function attackBlock(a: number): number {
  return Math.min(3, a - 1) + (a - 1);
}

export function legalMoveCount(state: RiskState, seat: Seat): number {
  if (seat !== actingSeat(state)) return 0;
  const { owner, armies } = state;
  switch (state.phase) {
    case 'place': {
      let n = 0;
      for (let t = 0; t < TERRITORY_COUNT; t++) if (owner[t] === seat) n++;
      return n * state.reserve[seat];
    }
    case 'attack': {
      let n = 1;
      for (let f = 0; f < TERRITORY_COUNT; f++) {
        const a = armies[f];
        if (owner[f] !== seat || a < 2) continue;
        const block = attackBlock(a);
        for (const t of NEIGHBORS[f]) if (owner[t] !== seat) n += block;
      }
      return n;
    }
    case 'capture':
      return state.battle ? armies[state.battle.from] : 0;
    case 'fortify': {
      let n = 1;
      const counts = targetCounts(state, seat);
      for (let f = 0; f < TERRITORY_COUNT; f++) {
        const a = armies[f];
        if (owner[f] === seat && a >= 2) n += counts[f] * (a - 1);
      }
      return n;
    }
    default:
      return legalMoves(state, seat).length;
  }
}

/** legalMoves(state, seat)[index], or null when out of range. */
export function legalMoveAt(state: RiskState, seat: Seat, index: number): RiskMove | null {
  if (seat !== actingSeat(state) || index < 0) return null;
  const { owner, armies } = state;
  let i = index;
  switch (state.phase) {
    case 'place': {
      const left = state.reserve[seat];
      for (let t = 0; t < TERRITORY_COUNT; t++) {
        if (owner[t] !== seat) continue;
        if (i < left) return { type: 'place', territory: territoryId(t), count: i + 1 };
        i -= left;
      }
      return null;
    }
    case 'attack':
      for (let f = 0; f < TERRITORY_COUNT; f++) {
        const a = armies[f];
        if (owner[f] !== seat || a < 2) continue;
        const block = attackBlock(a);
        for (const t of NEIGHBORS[f]) {
          if (owner[t] === seat) continue;
          if (i < block) {
            const m = Math.min(3, a - 1);
            return i < m ? { type: 'attack', from: territoryId(f), to: territoryId(t), dice: i + 1 } : { type: 'blitz', from: territoryId(f), to: territoryId(t), floor: i - m + 1 };
          }
          i -= block;
        }
      }
      return i === 0 ? { type: 'endAttack' } : null;
    case 'capture': {
      const b = state.battle;
      return b && i < armies[b.from] ? { type: 'capture', count: b.dice + i } : null;
    }
    case 'fortify': {
      const counts = targetCounts(state, seat);
      for (let f = 0; f < TERRITORY_COUNT; f++) {
        const a = armies[f];
        if (owner[f] !== seat || a < 2) continue;
        const block = counts[f] * (a - 1);
        if (i < block) {
          // Only the chosen source's targets are listed, in fortifyTargets' order.
          const targets = fortifyTargets(state, seat, f);
          return { type: 'fortify', from: territoryId(f), to: territoryId(targets[Math.floor(i / (a - 1))]), count: (i % (a - 1)) + 1 };
        }
        i -= block;
      }
      return i === 0 ? { type: 'endTurn' } : null;
    }
    default:
      return legalMoves(state, seat)[index] ?? null;
  }
}
