/**
 * Early War scoring cards (1–3) and war cards (11, 13, 24).
 */
import { addVp, other, roll, sayRoll, withAt } from '../draft';
import type { Working } from '../../core/working';
import { COUNTRIES, controls, countryName, idx } from '../map';
import { inEffect } from '../modifiers';
import { scoreRegionNow } from '../scoring';
import { civilWarOpen } from '../civilwar';
import type { Side, TwilightState } from '../types';
import { ask, next, picked, type CardDefs } from './kit';
import { scoreWithShuttle } from './mid-scoring';

export const CAMP_DAVID = 65;
const SOUTH_KOREA = idx('south_korea');
const ISRAEL = idx('israel');
const INDIA = idx('india');
const PAKISTAN = idx('pakistan');

/**
 * A war event (7.6, 8.2.4): one die for the event player, −1 per country next to the target controlled
 * by the defender (its superpower space counts, FAQ #36), optionally −1 if the defender controls the
 * target itself; 4–6 wins 2 VP and swaps all the defender's influence there. The event player gains
 * 2 military operations whatever the result. Not a coup: no DEFCON change, no coup modifiers.
 */
export function war(ctx: Working<TwilightState>, side: Side, target: number, targetToo: boolean, extra = 0): void {
  const s = ctx.s;
  const opp = other(side);
  let mod = extra;
  for (const n of COUNTRIES[target].adj) if (controls(s, opp, n)) mod--;
  if (COUNTRIES[target].superpower === opp) mod--;
  if (targetToo && controls(s, opp, target)) mod--;
  const die = roll(ctx);
  const total = die + mod;
  s.milOps = withAt(s.milOps, side, Math.min(5, s.milOps[side] + 2));
  const head = `War in ${countryName(target)}: {${side}} rolls ${die}${mod ? ` − ${-mod}` : ''} = ${total}`;
  if (total >= 4) {
    const n = s.inf[opp][target];
    s.inf[opp][target] = 0;
    s.inf[side][target] += n;
    sayRoll(
      ctx,
      'war',
      [{ side, value: die }],
      `${head}: victory; {${side}} takes ${n} influence (${countryName(target)} now ${s.inf[1][target]}/${s.inf[0][target]}).`,
      side,
    );
    addVp(ctx, side, 2, 'war victory');
  } else {
    sayRoll(ctx, 'war', [{ side, value: die }], `${head}: no change.`, side);
  }
}

export const SCORING_WAR_CARDS: CardDefs = {
  // 1 Asia Scoring (10.1; Asia includes Southeast Asia; Formosan Resolution and Shuttle Diplomacy apply).
  1: { run: (ctx, st) => scoreWithShuttle(ctx, st, 'Asia') },
  // 2 Europe Scoring (10.1; control wins the game).
  2: { run: (ctx) => void scoreRegionNow(ctx, 'Europe') },
  // 3 Middle East Scoring (10.1; Shuttle Diplomacy applies).
  3: { run: (ctx, st) => scoreWithShuttle(ctx, st, 'MiddleEast') },
  // 11 Korean War: North Korea invades South Korea; −1 per US-controlled neighbour of South Korea; −1 more during the Chinese Civil War (variant).
  11: { run: (ctx, st) => war(ctx, st.side, SOUTH_KOREA, false, civilWarOpen(ctx.s) ? -1 : 0) },
  // 13 Arab-Israeli War: −1 per US-controlled neighbour and −1 if the US controls Israel; barred by Camp David Accords.
  13: { can: (s) => !inEffect(s, CAMP_DAVID), run: (ctx, st) => war(ctx, st.side, ISRAEL, true) },
  // 24 Indo-Pakistani War: the event player picks the country attacked.
  24: {
    run: (ctx, st) => {
      if (st.step === 0) return ask(ctx, st.side, `{${st.side}}: choose the country invaded (Indo-Pakistani War).`, ['india', 'pakistan'], next(st, 1));
      const target = picked(st);
      war(ctx, st.side, target === INDIA ? INDIA : PAKISTAN, false);
    },
  },
};
