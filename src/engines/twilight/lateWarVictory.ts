/**
 * The Late War scenario's rules during play (LATE_WAR.md), apart from its setup (`lateWar.ts`) so the
 * turn, final scoring and Wargames read them without importing the card table: the first turn, and the
 * victory test made after final scoring and when the US ends the game with Wargames.
 */
import { vpText } from './draft';
import type { Side, TwilightOptions } from './types';

export const isLateWar = (o: Pick<TwilightOptions, 'scenario'>): boolean => o.scenario === 'lateWar';

/** The turn a game starts on: 8 in the Late War scenario, else 1 (DEFCON improves at the start of every later turn). */
export const firstTurn = (o: Pick<TwilightOptions, 'scenario'>): number => (isLateWar(o) ? 8 : 1);

/**
 * The scenario's victory test (LATE_WAR.md "Victory"): after final scoring, or at once when the US plays
 * Wargames for its event and ends the game (after the 6 VP to the USSR), the US wins with 20 VP or more;
 * otherwise the USSR wins (no draw).
 */
export function lateWarVerdict(vp: number, when: 'final' | 'wargames'): { winner: Side; reason: string } {
  const at = when === 'final' ? 'after final scoring' : 'when the US ends the game with Wargames';
  if (vp >= 20) return { winner: 1, reason: `{1} has 20 VP or more ${at} (VP ${vpText(vp)}) and wins (Late War scenario).` };
  return { winner: 0, reason: `VP ${vpText(vp)} ${at}: the US needed 20 or more, so {0} wins (Late War scenario).` };
}
