/**
 * The Chinese Civil War variant (Deluxe section 12, RULES_SUMMARY §13). The China Card starts with
 * nobody. A special space in Asia (not Southeast Asia), next to the USSR only, takes USSR influence
 * placed by operations (1 op each, normal placement rules; the US may never place there). With the
 * third marker the USSR receives The China Card face up and the space is gone. Until then the USSR may
 * not play Red Scare/Purge or Cultural Revolution as events, the US may not play Formosan Resolution as
 * an event (ops play allowed); Korean War gets an extra −1; nobody gains the China Card VP at final
 * scoring. Nixon Plays the China Card and Ussuri River Skirmish take the card only from the USSR, so with
 * nobody holding it they act as if the US held it, as the variant says.
 */
import type { Working } from '../core/working';
import { COUNTRY_COUNT, COUNTRY_IDS } from './map';
import type { Side, TwilightState } from './types';

/** The space's id in influence moves, and its index where operations count targets (after the 84 countries). */
export const CIVIL_WAR_ID = 'chinese_civil_war';
export const CIVIL_WAR = COUNTRY_COUNT;
/** USSR influence that ends the civil war. */
export const CIVIL_WAR_NEEDED = 3;

const RED_SCARE = 31;
const FORMOSAN = 35;
const CULTURAL_REVOLUTION = 58;

/** Whether the civil war is still being fought (the variant is on and The China Card unclaimed). */
export const civilWarOpen = (s: Pick<TwilightState, 'options' | 'civilWar'>): boolean =>
  s.options.chineseCivilWar === true && (s.civilWar ?? 0) < CIVIL_WAR_NEEDED;

/** Events barred while the civil war goes on (the card may still be played for operations). */
export function civilWarBars(s: Pick<TwilightState, 'options' | 'civilWar'>, id: number, side: Side): boolean {
  if (!civilWarOpen(s)) return false;
  return side === 0 ? id === RED_SCARE || id === CULTURAL_REVOLUTION : id === FORMOSAN;
}

/** The target index of an influence move's country id (the civil war space included), or -1. */
export const opsTargetId = (c: number): string => (c === CIVIL_WAR ? CIVIL_WAR_ID : COUNTRY_IDS[c]);

/** One USSR marker on the civil war space; the third claims The China Card face up. */
export function placeCivilWar(ctx: Working<TwilightState>): void {
  const s = ctx.s;
  s.civilWar = (s.civilWar ?? 0) + 1;
  ctx.say(`{0} places 1 influence on the Chinese Civil War space (${s.civilWar}/${CIVIL_WAR_NEEDED}).`, 0);
  if (s.civilWar >= CIVIL_WAR_NEEDED) {
    s.china = { holder: 0, faceUp: true };
    ctx.say('{0} wins the Chinese Civil War and receives The China Card face up.');
  }
}
