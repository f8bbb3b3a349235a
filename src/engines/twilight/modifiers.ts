/**
 * Operations-value and die-roll modifiers (7.4, seed note "Resolution of Points").
 *
 * Order (tables.json opsModifiers.recommendedOrder; RB 7.4 example): printed value →
 * Containment / Brezhnev Doctrine (+1, max 4) → conditional +1s (The China Card all in Asia,
 * Vietnam Revolts all in Southeast Asia) → Red Scare/Purge last (−1, min 1, each time played).
 * Modifiers belong to the player who benefits (7.4.1): they follow the player, not the card.
 */
import { CHINA, card } from './cardinfo';
import { COUNTRIES } from './map';
import type { Side, TwilightState } from './types';

export const CONTAINMENT = 25;
export const BREZHNEV = 51;
export const RED_SCARE = 31;
export const VIETNAM_REVOLTS = 9;
export const SALT = 43;
export const DEATH_SQUADS = 69;
export const IRAN_CONTRA = 93;

export function inEffect(s: Pick<TwilightState, 'effects'>, id: number, side?: Side): boolean {
  for (const e of s.effects) if (e.card === id && (side === undefined || e.side === side)) return true;
  return false;
}

/** One step of the resolution, for the log and the UI: what changed the value and how. */
export interface OpsStep {
  readonly why: string;
  readonly value: number;
}

/**
 * The operations value of `id` played by `side`, with every modifier in the documented order.
 * `asia` / `seAsia`: all of the ops are (so far) spent in Asia / Southeast Asia.
 */
export function opsSteps(s: Pick<TwilightState, 'effects'>, side: Side, id: number, asia: boolean, seAsia: boolean): OpsStep[] {
  const steps: OpsStep[] = [];
  resolveOps(s, side, id, asia, seAsia, (why, value) => steps.push({ why, value }));
  return steps;
}

/** The value in the documented order; `note` hears every step (the fast path passes none). */
function resolveOps(
  s: Pick<TwilightState, 'effects'>,
  side: Side,
  id: number,
  asia: boolean,
  seAsia: boolean,
  note?: (why: string, value: number) => void,
): number {
  let v = card(id).ops;
  note?.('printed value', v);
  if (v === 0) return v;
  // One look through the effects in play (this runs for every card and target the rules weigh).
  let plusOne = false;
  let vietnam = false;
  let scares = 0;
  for (const e of s.effects) {
    if (e.card === (side === 1 ? CONTAINMENT : BREZHNEV) && e.side === side) plusOne = true;
    else if (e.card === VIETNAM_REVOLTS && e.side === 0) vietnam = true;
    else if (e.card === RED_SCARE && e.side !== side) scares++;
  }
  if (plusOne) {
    v = Math.min(4, v + 1);
    note?.(side === 1 ? 'Containment (+1, max 4)' : 'Brezhnev Doctrine (+1, max 4)', v);
  }
  if (id === CHINA && asia) {
    v += 1;
    note?.('The China Card, all in Asia (+1)', v);
  }
  if (side === 0 && seAsia && vietnam) {
    v += 1;
    note?.('Vietnam Revolts, all in Southeast Asia (+1)', v);
  }
  for (let i = 0; i < scares; i++) {
    v = Math.max(1, v - 1);
    note?.('Red Scare/Purge (−1, min 1)', v);
  }
  return v;
}

export function opsValue(s: Pick<TwilightState, 'effects'>, side: Side, id: number, asia = false, seAsia = false): number {
  return resolveOps(s, side, id, asia, seAsia);
}

/** Die-roll modifier of a coup by `side` in country c (SALT −1; Latin American Death Squads ±1 in the Americas). */
export function coupDieModifier(s: Pick<TwilightState, 'effects'>, side: Side, c: number): number {
  let m = 0;
  if (inEffect(s, SALT)) m -= 1;
  const region = COUNTRIES[c].region;
  if (region === 'CentralAmerica' || region === 'SouthAmerica') {
    for (const e of s.effects) if (e.card === DEATH_SQUADS) m += e.side === side ? 1 : -1;
  }
  return m;
}

/** Die-roll modifier of a realignment roll by `side` (Iran-Contra Scandal: US −1). */
export function realignDieModifier(s: Pick<TwilightState, 'effects'>, side: Side): number {
  return side === 1 && inEffect(s, IRAN_CONTRA) ? -1 : 0;
}
