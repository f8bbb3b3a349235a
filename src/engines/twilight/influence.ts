/**
 * Influence placement by operations (6.1): one marker at a time; 2 ops into an enemy-controlled
 * country, 1 otherwise, re-evaluated after every marker (6.1.2); only where the player had access
 * at the start of the action round (6.1.1, 6.1.3, 6.1.4).
 */
import { COUNTRIES, controls } from './map';
import type { Side, TwilightState } from './types';

export function influenceCost(s: Pick<TwilightState, 'inf'>, side: Side, c: number): number {
  return controls(s, (1 - side) as Side, c) ? 2 : 1;
}

/** Whether `side` had access to c at the start of the round. */
export function hasAccess(s: Pick<TwilightState, 'access'>, side: Side, c: number): boolean {
  return s.access[side]?.includes(c) ?? false;
}

export function placeInfluence(s: TwilightState, side: Side, c: number): number {
  const cost = influenceCost(s, side, c);
  s.inf[side][c] += 1;
  return cost;
}

export const stabilityOf = (c: number): number => COUNTRIES[c].stability;
