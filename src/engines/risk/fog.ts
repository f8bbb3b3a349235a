/**
 * Fog of war (option `fog`): once the war begins, a seat sees owners and armies only of its own
 * territories and their neighbours. The setup is played in the open (claiming needs to see what is free).
 * The view hides the rest, and log sentences about hidden territories go only to the seats that see them.
 */
import type { Seat } from '../core/types';
import { NEIGHBORS, TERRITORY_COUNT } from './graph';
import type { RiskState } from './types';

/** Owner number of a territory a fogged view hides. */
export const HIDDEN = -2;

export function fogActive(state: Pick<RiskState, 'options' | 'turn' | 'phase'>): boolean {
  return state.options.fog && state.turn >= 1 && state.phase !== 'over';
}

/** Whether `seat` sees territory t: it owns t or a neighbour of t. */
export function sees(owner: readonly number[], seat: Seat, t: number): boolean {
  if (owner[t] === seat) return true;
  for (const n of NEIGHBORS[t]) if (owner[n] === seat) return true;
  return false;
}

/** The seats that see any of these territories now (plus `extra`), in seat order. */
export function seatsSeeing(state: Pick<RiskState, 'owner' | 'seats'>, territories: readonly number[], extra: readonly number[] = []): Seat[] {
  const out: Seat[] = [];
  for (let s = 0; s < state.seats; s++) if (extra.includes(s) || territories.some((t) => sees(state.owner, s, t))) out.push(s);
  return out;
}

/** The board as `seat` may see it under fog: hidden owners become HIDDEN and their armies 0. */
export function fogBoard(state: RiskState, seat: Seat | null): Pick<RiskState, 'owner' | 'armies' | 'lastRoll' | 'battle'> {
  const owner = state.owner.slice();
  const armies = state.armies.slice();
  for (let t = 0; t < TERRITORY_COUNT; t++) {
    if (seat !== null && sees(state.owner, seat, t)) continue;
    owner[t] = HIDDEN;
    armies[t] = 0;
  }
  const visible = (t: number): boolean => owner[t] !== HIDDEN;
  const r = state.lastRoll;
  const b = state.battle;
  return {
    owner,
    armies,
    lastRoll: r && (visible(r.from) || visible(r.to)) ? r : null,
    battle: b && (visible(b.from) || visible(b.to)) ? b : null,
  };
}
