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
export const REFORMER = 87;
export const CHERNOBYL = 94;

/**
 * Events that bar others as events for the rest of the game while they are in effect (CARD_EFFECTS
 * "Cancels / cancelled by"): The Iron Lady bars Socialist Governments, North Sea Oil bars OPEC, Tear
 * Down this Wall bars Willy Brandt, An Evil Empire bars Flower Power, AWACS Sale to Saudis bars Muslim
 * Revolution. Keyed by the barred card.
 */
export const BARRED_BY: Readonly<Record<number, number>> = { 7: 83, 61: 86, 55: 96, 59: 97, 56: 110 };

/** Whether another event in effect bars card `id` as an event (5.2). */
export const barred = (s: Pick<TwilightState, 'effects'>, id: number): boolean => id in BARRED_BY && inEffect(s, BARRED_BY[id]);

/** Chernobyl: the USSR may not place influence by operations in the region named this turn (FAQ #94). */
export function chernobylBars(s: Pick<TwilightState, 'effects'>, side: Side, c: number): boolean {
  if (side !== 0 || s.effects.length === 0) return false;
  const region = COUNTRIES[c]?.region ?? 'Asia'; // the Chinese Civil War space is in Asia
  for (const e of s.effects) if (e.card === CHERNOBYL && e.region === region) return true;
  return false;
}

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
  if (!IS_EUROPE[c] || !controls(s, 1, c) || !inEffect(s, NATO)) return false;
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
  // Designer optional rule: realignments ignore the DEFCON region limits.
  if (defconBans(s.defcon, c) && !s.options.realignAnywhere) return false;
  return !(side === 0 && protectedFromUssr(s, c));
}

/** Whether `side` may coup country c (6.3.1); a free coup ignores the DEFCON ban (6.3.5). */
export function canCoupAt(s: TwilightState, side: Side, c: number, free = false): boolean {
  if (s.inf[1 - side][c] <= 0) return false;
  if (!free && defconBans(s.defcon, c)) return false;
  if (side === 0 && (protectedFromUssr(s, c) || (IS_EUROPE[c] && inEffect(s, REFORMER)))) return false;
  return true;
}
