/**
 * Coups (6.3): die + ops (+ die modifiers) against twice the stability; the margin removes opponent
 * influence, the rest becomes own influence. Military operations +ops (8.2.3) unless the coup is free
 * (6.3.5, 8.2.5). A battleground coup degrades DEFCON (6.3.4) — the phasing player loses at DEFCON 1.
 */
import { addInfText } from './rolls';
import { addVp, endGame, roll, sayRoll, setDefcon, withAt } from './draft';
import type { Working } from '../core/working';
import { cmcRestricts } from './cards/mid-hooks';
import { COUNTRIES, countryName } from './map';
import { coupDieModifier, inEffect } from './modifiers';
import { signed } from './realign';
import type { Side, TwilightState } from './types';

export const NUCLEAR_SUBS = 41;
export const YURI_SAMANTHA = 109;

export interface CoupOptions {
  /** Credit military operations (card ops and event-granted ops; not free event coups). */
  readonly milOps: boolean;
}

/** Resolves a coup; returns whether the game goes on. */
export function resolveCoup(ctx: Working<TwilightState>, side: Side, c: number, ops: number, o: CoupOptions): boolean {
  const s = ctx.s;
  const opp = (1 - side) as Side;
  const data = COUNTRIES[c];
  if (cmcRestricts(s, side)) {
    endGame(ctx, opp, `{${side}} attempts a coup in ${countryName(c)} during the Cuban Missile Crisis: nuclear war, {${side}} loses.`);
    return false;
  }
  const mod = coupDieModifier(s, side, c);
  const die = roll(ctx);
  const total = die + ops + mod;
  const need = 2 * data.stability;
  const margin = total - need;
  const head = `{${side}} coups ${countryName(c)} with ${ops} op${ops === 1 ? '' : 's'}: rolls ${die} + ${ops}${signed(mod)} = ${total} against ${need}`;
  if (margin > 0) {
    const removed = Math.min(margin, s.inf[opp][c]);
    s.inf[opp][c] -= removed;
    s.inf[side][c] += margin - removed;
    sayRoll(
      ctx,
      'coup',
      [{ side, value: die }],
      `${head}: success by ${margin}, {${opp}} loses ${removed}, {${side}} gains ${margin - removed}${addInfText(s, c)}.`,
      side,
    );
  } else {
    sayRoll(ctx, 'coup', [{ side, value: die }], `${head}: the coup fails.`, side);
  }
  // Yuri and Samantha: every US coup attempt this turn gives the USSR 1 VP (free coups too).
  if (side === 1 && inEffect(s, YURI_SAMANTHA)) addVp(ctx, 0, 1, 'Yuri and Samantha');
  if (o.milOps) s.milOps = withAt(s.milOps, side, Math.min(5, s.milOps[side] + ops));
  if (data.bg && !(side === 1 && inEffect(s, NUCLEAR_SUBS))) return setDefcon(ctx, s.defcon - 1, `coup in the battleground ${data.name}`);
  return true;
}
