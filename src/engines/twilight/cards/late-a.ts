/**
 * Late War events 82–91 (CARD_EFFECTS.md): Iranian Hostage Crisis, The Iron Lady, Reagan Bombs Libya,
 * Star Wars, North Sea Oil, The Reformer, Marine Barracks Bombing, Soviets Shoot Down KAL-007,
 * Glasnost, Ortega Elected in Nicaragua.
 */
import { addVp, setDefcon } from '../draft';
import { push } from '../../core/instructions';
import type { Working } from '../../core/working';
import { cardName, eventSide, isScoring, UN_INTERVENTION } from '../cardinfo';
import { resolveCoup } from '../coup';
import { COUNTRIES, IS_EUROPE, REGION_MEMBERS, controls, countryName, idx, members } from '../map';
import { inEffect, opsValue } from '../modifiers';
import { REFORMER, canCoupAt } from '../restrictions';
import type { Side, TwilightState } from '../types';
import { addEffect, ask, ids, next, picked, repeatPick, type CardDefs } from './kit';

const IRAN = idx('iran');
const ARGENTINA = idx('argentina');
const UK = idx('united_kingdom');
const LIBYA = idx('libya');
const LEBANON = idx('lebanon');
const SOUTH_KOREA = idx('south_korea');
const NICARAGUA = idx('nicaragua');
const EUROPE = members(IS_EUROPE);
const MIDDLE_EAST = REGION_MEMBERS.MiddleEast;

const note = (ctx: Working<TwilightState>, c: number) => `${countryName(c)} (now ${ctx.s.inf[1][c]}/${ctx.s.inf[0][c]})`;

export function addLate(ctx: Working<TwilightState>, side: Side, c: number, n: number, why: string): void {
  if (n <= 0) return;
  ctx.s.inf[side][c] += n;
  ctx.say(`{${side}} adds ${n} influence in ${note(ctx, c)} (${why}).`);
}

export function removeLate(ctx: Working<TwilightState>, side: Side, c: number, n: number, why: string): void {
  const taken = Math.min(n, ctx.s.inf[side][c]);
  ctx.s.inf[side][c] -= taken;
  ctx.say(`{${side}} loses ${taken} influence in ${note(ctx, c)} (${why}).`);
}

/** Star Wars: the discarded cards the US may choose (no scoring card; no UN Intervention in the headline). */
export function starWarsChoices(s: Working<TwilightState>['s']): number[] {
  return s.discard.filter((id) => !isScoring(id) && !(id === UN_INTERVENTION && s.round === 0));
}

export const LATE_A_CARDS: CardDefs = {
  // 82 Iranian Hostage Crisis: all US influence out of Iran, +2 USSR there; stays in effect: Terrorism by the USSR discards 2.
  82: {
    run: (ctx) => {
      removeLate(ctx, 1, IRAN, ctx.s.inf[1][IRAN], 'Iranian Hostage Crisis');
      addLate(ctx, 0, IRAN, 2, 'Iranian Hostage Crisis');
      addEffect(ctx, 82, 0, 'game');
    },
  },
  // 83 The Iron Lady: +1 USSR in Argentina, all USSR influence out of the UK, US +1 VP; bars Socialist Governments.
  83: {
    run: (ctx) => {
      addLate(ctx, 0, ARGENTINA, 1, 'The Iron Lady');
      removeLate(ctx, 0, UK, ctx.s.inf[0][UK], 'The Iron Lady');
      addVp(ctx, 1, 1, 'The Iron Lady');
      addEffect(ctx, 83, 1, 'game');
    },
  },
  // 84 Reagan Bombs Libya: the US gains 1 VP per 2 USSR influence in Libya (rounded down).
  84: { run: (ctx) => addVp(ctx, 1, Math.floor(ctx.s.inf[0][LIBYA] / 2), 'Reagan Bombs Libya') },
  // 85 Star Wars: only with the US strictly ahead in space; the US picks a non-scoring discard and its event occurs.
  85: {
    can: (s) => s.space[1] > s.space[0],
    run: (ctx, st) => {
      const s = ctx.s;
      if (st.step === 0) {
        const options = starWarsChoices(s);
        if (options.length === 0) return ctx.say('Star Wars: no card in the discard pile can be chosen.');
        return ask(ctx, 1, '{1}: choose a card in the discard pile; its event occurs (Star Wars).', options, next(st, 1));
      }
      const id = st.answer as number;
      s.discard.splice(s.discard.indexOf(id), 1);
      s.inPlay.push(id);
      ctx.say(`{1} takes ${cardName(id)} from the discard pile (Star Wars).`, 1);
      push(ctx.s, { op: 'event', card: id, side: eventSide(id, 1) });
    },
  },
  // 86 North Sea Oil: OPEC barred for the rest of the game; the US may take an 8th action round this turn.
  86: {
    run: (ctx) => {
      addEffect(ctx, 86, 1, 'game');
      addEffect(ctx, 86, 1, 'turn');
      ctx.say('{1} may take an extra action round at the end of this turn (North Sea Oil).');
    },
  },
  // 87 The Reformer: +4 USSR in Europe (6 if the USSR leads on VP), ≤2 per country; USSR coups in Europe barred; enables Glasnost.
  87: {
    run: (ctx, st) => {
      if (st.step === 0) addEffect(ctx, 87, 0, 'game');
      const total = st.step === 0 ? (ctx.s.vp < 0 ? 6 : 4) : (st.n ?? 4);
      void repeatPick(ctx, { ...st, n: total }, 1, {
        seat: 0,
        total,
        perCountry: 2,
        candidates: () => EUROPE,
        text: (left) => `{0}: add 1 influence in Europe, at most 2 per country (${left} left, The Reformer).`,
        act: (c2, c) => addLate(c2, 0, c, 1, 'The Reformer'),
      });
    },
  },
  // 88 Marine Barracks Bombing: all US influence out of Lebanon, then 2 more US influence out of the Middle East.
  88: {
    run: (ctx, st) => {
      if (st.step === 0) removeLate(ctx, 1, LEBANON, ctx.s.inf[1][LEBANON], 'Marine Barracks Bombing');
      void repeatPick(ctx, st, 1, {
        seat: 0,
        total: 2,
        perCountry: 2,
        candidates: (s) => MIDDLE_EAST.filter((c) => s.inf[1][c] > 0),
        text: (left) => `{0}: remove 1 US influence in the Middle East (${left} left, Marine Barracks Bombing).`,
        act: (c2, c) => removeLate(c2, 1, c, 1, 'Marine Barracks Bombing'),
      });
    },
  },
  // 89 Soviets Shoot Down KAL-007: DEFCON −1, US +2 VP; with South Korea US-controlled, 4 ops of influence or realignment.
  89: {
    run: (ctx) => {
      if (!setDefcon(ctx, ctx.s.defcon - 1, 'Soviets Shoot Down KAL-007')) return;
      addVp(ctx, 1, 2, 'Soviets Shoot Down KAL-007');
      if (controls(ctx.s, 1, SOUTH_KOREA)) push(ctx.s, { op: 'opsUse', side: 1, card: -1, fixed: 4, uses: ['influence', 'realign'] });
      else ctx.say('{1} does not control South Korea: no operations (KAL-007).');
    },
  },
  // 90 Glasnost: USSR +2 VP, DEFCON +1; with The Reformer in effect, 4 ops of influence or realignment.
  90: {
    run: (ctx) => {
      addVp(ctx, 0, 2, 'Glasnost');
      setDefcon(ctx, ctx.s.defcon + 1, 'Glasnost');
      if (inEffect(ctx.s, REFORMER)) push(ctx.s, { op: 'opsUse', side: 0, card: -1, fixed: 4, uses: ['influence', 'realign'] });
      else ctx.say('The Reformer is not in effect: no operations (Glasnost).');
    },
  },
  // 91 Ortega Elected in Nicaragua: all US influence out of Nicaragua; a free coup next door with this card's ops.
  91: {
    run: (ctx, st) => {
      const s = ctx.s;
      if (st.step === 0) {
        removeLate(ctx, 1, NICARAGUA, s.inf[1][NICARAGUA], 'Ortega Elected in Nicaragua');
        const options = COUNTRIES[NICARAGUA].adj.filter((c) => canCoupAt(s, 0, c, true));
        if (options.length === 0) return ctx.say('No country next to Nicaragua holds US influence: no coup (Ortega).');
        return ask(ctx, 0, '{0}: make a free coup next to Nicaragua, or none (Ortega Elected in Nicaragua).', [...ids(options), 'none'], next(st, 1));
      }
      if (st.answer === 'none') return ctx.say('{0} makes no coup (Ortega).', 0);
      resolveCoup(ctx, 0, picked(st), opsValue(s, 0, 91), { milOps: false });
    },
  },
};
