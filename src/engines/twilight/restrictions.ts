/**
 * Where coups and realignments may go: the DEFCON region bans (8.1.5) and the events that protect
 * countries from the USSR (NATO, US/Japan Mutual Defense Pact, The Reformer).
 */
import { COUNTRIES, IS_EUROPE, controls, idx } from './map';
import { inEffect } from './modifiers';
import type { Side, TwilightState } from './types';

export const NATO = 21;
export const DE_GAULLE = 17;
export const WILLY_BRANDT = 55;
export const US_JAPAN = 27;
export const REFORMER = 90;

const FRANCE = idx('france');
const WEST_GERMANY = idx('west_germany');
const JAPAN = idx('japan');

/** 8.1.5: DEFCON 4 bars Europe, 3 also Asia, 2 also the Middle East. */
export function defconBans(defcon: number, c: number): boolean {
  const r = COUNTRIES[c].region;
  if (r === 'Europe') return defcon <= 4;
  if (r === 'Asia') return defcon <= 3;
  if (r === 'MiddleEast') return defcon <= 2;
  return false;
}

/** NATO: US-controlled European countries are safe from the USSR (France with De Gaulle, West Germany with Willy Brandt excepted). */
export function natoProtects(s: Pick<TwilightState, 'inf' | 'effects'>, c: number): boolean {
  if (!inEffect(s, NATO) || !IS_EUROPE[c] || !controls(s, 1, c)) return false;
  if (c === FRANCE && inEffect(s, DE_GAULLE)) return false;
  if (c === WEST_GERMANY && inEffect(s, WILLY_BRANDT)) return false;
  return true;
}

function protectedFromUssr(s: TwilightState, c: number): boolean {
  return natoProtects(s, c) || (c === JAPAN && inEffect(s, US_JAPAN));
}

/** Whether `side` may realign country c (any opponent influence there; 6.2, engine convention). */
export function canRealignAt(s: TwilightState, side: Side, c: number): boolean {
  if (s.inf[1 - side][c] <= 0) return false;
  if (defconBans(s.defcon, c)) return false;
  return !(side === 0 && protectedFromUssr(s, c));
}

/** Whether `side` may coup country c (6.3.1); a free coup ignores the DEFCON ban (6.3.5). */
export function canCoupAt(s: TwilightState, side: Side, c: number, free = false): boolean {
  if (s.inf[1 - side][c] <= 0) return false;
  if (!free && defconBans(s.defcon, c)) return false;
  if (side === 0 && (protectedFromUssr(s, c) || (IS_EUROPE[c] && inEffect(s, REFORMER)))) return false;
  return true;
}
