/**
 * Pure questions the board asks about a position, beyond `ui.ts`: which coups would be nuclear war
 * (asked when Coup is chosen as the use of a card, before the target), and the odds of a realignment.
 */
import { NUCLEAR_SUBS } from './coup';
import { COUNTRIES, countryIndex } from './map';
import { inEffect } from './modifiers';
import { realignModifier } from './realign';
import { coupTargets } from './ui';
import type { Side, TwilightMove, TwilightState } from './types';

/**
 * The countries `side` may coup now where the coup would lower DEFCON to 1 and lose the game: a coup
 * in a battleground degrades DEFCON by 1 (6.3.4), and the phasing player who lowers it to 1 loses
 * (8.1.3); Nuclear Subs spares US coups in battlegrounds (card 41).
 */
export function suicidalCoupTargets(s: TwilightState, side: Side): string[] {
  if (s.defcon !== 2 || (side === 1 && inEffect(s, NUCLEAR_SUBS))) return [];
  return coupTargets(s, side).filter((id) => COUNTRIES[countryIndex(id)].bg);
}

/**
 * A warning when a card is played for a coup (before its target is chosen) while some coup now would
 * be nuclear war; null otherwise. It complements `warning` in ui.ts, which speaks when every target
 * is fatal or when the fatal target itself is chosen.
 */
export function coupUseWarning(s: TwilightState, side: Side, move: TwilightMove): string | null {
  if (move.type !== 'play' || move.use !== 'coup') return null;
  const fatal = suicidalCoupTargets(s, side);
  if (fatal.length === 0) return null;
  const names = fatal.map((id) => COUNTRIES[countryIndex(id)].name);
  const list = names.length <= 4 ? names.join(', ') : `${names.slice(0, 4).join(', ')} and ${names.length - 4} more`;
  return `DEFCON is at 2: a coup in a battleground (${list}) lowers it to 1, nuclear war, and you lose (8.1.3). Only a coup in a non-battleground country is safe.`;
}

export interface RealignOdds {
  /** The die modifiers (6.2): `mine` for the side realigning, `theirs` for the opponent. */
  readonly mine: number;
  readonly theirs: number;
  /** Chances (0..1) that the realigning side rolls higher, ties, or rolls lower. */
  readonly win: number;
  readonly tie: number;
  readonly lose: number;
  /** Expected influence the opponent loses, and the realigning side loses. */
  readonly expectTheirLoss: number;
  readonly expectMyLoss: number;
}

/**
 * The odds of one realignment roll by `side` in `country` (6.2): both roll a die and add their
 * modifiers; the higher total removes the difference from the other side's influence there (never
 * more than it has); a tie does nothing. With the designer rule "realignNoLoss" the phasing player
 * never loses influence.
 */
export function realignOdds(s: TwilightState, side: Side, country: string): RealignOdds {
  const c = countryIndex(country);
  if (c < 0) return { mine: 0, theirs: 0, win: 0, tie: 0, lose: 0, expectTheirLoss: 0, expectMyLoss: 0 };
  const opp = (1 - side) as Side;
  const mine = realignModifier(s, side, c);
  const theirs = realignModifier(s, opp, c);
  const iLoseNothing = s.options.realignNoLoss && s.phasing === side;
  let win = 0;
  let tie = 0;
  let lose = 0;
  let theirLoss = 0;
  let myLoss = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const d = a + mine - (b + theirs);
      if (d > 0) {
        win++;
        theirLoss += Math.min(d, s.inf[opp][c]);
      } else if (d < 0) {
        lose++;
        if (!iLoseNothing) myLoss += Math.min(-d, s.inf[side][c]);
      } else tie++;
    }
  }
  return { mine, theirs, win: win / 36, tie: tie / 36, lose: lose / 36, expectTheirLoss: theirLoss / 36, expectMyLoss: myLoss / 36 };
}
