/**
 * Early War events outside Europe and the turn-long modifiers: 8, 9, 15, 18, 25, 27, 30, 31, 34, 35, 104, 105, 106.
 */
import { addVp, setDefcon } from '../draft';
import type { Working } from '../../core/working';
import { card, cardName, isScoring } from '../cardinfo';
import { COUNTRIES, IS_AFRICA, IS_SE_ASIA, IS_WEST, REGION_MEMBERS, controls, countryName, idx, members } from '../map';
import { inEffect } from '../modifiers';
import { NATO } from '../restrictions';
import { advanceSpace, LAST_BOX } from '../space';
import type { Side, TwilightState } from '../types';
import { clearAndControl } from './early-europe';
import { addEffect, ask, ids, next, picked, repeatPick, type CardDefs } from './kit';

const CUBA = idx('cuba');
const VIETNAM = idx('vietnam');
const EGYPT = idx('egypt');
const JAPAN = idx('japan');
const UK = idx('united_kingdom');
const DECOLONIZABLE = members(IS_AFRICA.map((a, c) => a || IS_SE_ASIA[c]));
const WEST = members(IS_WEST);

function add(ctx: Working<TwilightState>, side: Side, c: number, n: number): void {
  ctx.s.inf[side][c] += n;
  ctx.say(`{${side}} adds ${n} influence in ${countryName(c)} (now ${ctx.s.inf[1][c]}/${ctx.s.inf[0][c]}).`);
}

export const WORLD_CARDS: CardDefs = {
  // 8 Fidel: all US influence out of Cuba, USSR topped up to Cuba's stability (3).
  8: { run: (ctx) => clearAndControl(ctx, CUBA, COUNTRIES[CUBA].stability) },
  // 9 Vietnam Revolts: +2 USSR in Vietnam; USSR ops all in Southeast Asia +1 for the rest of the turn (7.4).
  9: {
    run: (ctx) => {
      add(ctx, 0, VIETNAM, 2);
      addEffect(ctx, 9, 0, 'turn');
    },
  },
  // 15 Nasser: +2 USSR in Egypt; the US loses half its influence there, rounded up.
  15: {
    run: (ctx) => {
      add(ctx, 0, EGYPT, 2);
      const lose = Math.ceil(ctx.s.inf[1][EGYPT] / 2);
      ctx.s.inf[1][EGYPT] -= lose;
      ctx.say(`{1} loses ${lose} influence in Egypt (now ${ctx.s.inf[1][EGYPT]}/${ctx.s.inf[0][EGYPT]}).`);
    },
  },
  // 18 Captured Nazi Scientist: the event player's space marker moves up one box (not an attempt, FAQ #18).
  18: {
    run: (ctx, st) => {
      if (ctx.s.space[st.side] >= LAST_BOX) return ctx.say(`{${st.side}} is already at the end of the space race.`);
      advanceSpace(ctx, st.side);
    },
  },
  // 25 Containment: US cards +1 op (max 4) for the rest of the turn (7.4).
  25: { run: (ctx) => addEffect(ctx, 25, 1, 'turn') },
  // 27 US/Japan Mutual Defense Pact: US control of Japan; no USSR coups or realignments there.
  27: {
    run: (ctx) => {
      const s = ctx.s;
      const need = Math.max(COUNTRIES[JAPAN].stability, s.inf[0][JAPAN] + COUNTRIES[JAPAN].stability) - s.inf[1][JAPAN];
      if (need > 0) add(ctx, 1, JAPAN, need);
      addEffect(ctx, 27, 1, 'game');
    },
  },
  // 30 Decolonization: +1 USSR in 4 different countries of Africa and/or Southeast Asia.
  30: {
    run: (ctx, st) =>
      void repeatPick(ctx, st, 0, {
        seat: 0,
        total: 4,
        perCountry: 1,
        candidates: () => DECOLONIZABLE,
        text: (left) => `{0}: add 1 influence to a country in Africa or Southeast Asia (${left} left).`,
        act: (c2, c) => add(c2, 0, c, 1),
      }),
  },
  // 31 Red Scare/Purge: the opponent's cards −1 op (min 1) for the rest of the turn (7.4).
  31: { run: (ctx, st) => addEffect(ctx, 31, st.side, 'turn') },
  // 34 Nuclear Test Ban: the event player gains DEFCON − 2 VP, then DEFCON improves by 2.
  34: {
    run: (ctx, st) => {
      addVp(ctx, st.side, ctx.s.defcon - 2, 'Nuclear Test Ban');
      setDefcon(ctx, ctx.s.defcon + 2, 'Nuclear Test Ban');
    },
  },
  // 35 Formosan Resolution: Taiwan is an Asian battleground for scoring while US-controlled; ends when the US plays The China Card.
  35: { run: (ctx) => addEffect(ctx, 35, 1, 'game') },
  // 104 The Cambridge Five (optional): the US shows its scoring cards; the USSR may add 1 influence in a region shown. Not in the Late War.
  104: {
    can: (s) => s.turn < 8,
    run: (ctx, st) => {
      const s = ctx.s;
      if (st.step === 1) {
        if (st.answer !== 'none') add(ctx, 0, picked(st), 1);
        return;
      }
      const shown = s.hands[1].filter(isScoring);
      ctx.reveal();
      if (shown.length === 0) return ctx.say('{1} holds no scoring card (The Cambridge Five).');
      ctx.say(`{1} shows their scoring cards: ${shown.map(cardName).join(', ')}.`);
      const area = new Set<number>();
      for (const id of shown) {
        const region = card(id).scoring;
        const pool = region === 'SoutheastAsia' ? members(IS_SE_ASIA) : region ? REGION_MEMBERS[region] : [];
        for (const c of pool) area.add(c);
      }
      ask(
        ctx,
        0,
        '{0}: add 1 influence to a country of a region shown, or none (The Cambridge Five).',
        [...ids([...area].sort((a, b) => a - b)), 'none'],
        next(st, 1),
      );
    },
  },
  // 105 Special Relationship (optional): only if the US controls the UK: +1 next to the UK, or with NATO +2 in Western Europe and 2 VP.
  105: {
    run: (ctx, st) => {
      const s = ctx.s;
      if (st.step === 1) {
        const nato = inEffect(s, NATO);
        add(ctx, 1, picked(st), nato ? 2 : 1);
        if (nato) addVp(ctx, 1, 2, 'Special Relationship');
        return;
      }
      if (!controls(s, 1, UK)) return ctx.say('{1} does not control the United Kingdom: no effect.');
      const options = inEffect(s, NATO) ? WEST : COUNTRIES[UK].adj;
      ask(
        ctx,
        1,
        inEffect(s, NATO)
          ? '{1}: add 2 influence to a Western European country (Special Relationship).'
          : '{1}: add 1 influence to a country next to the UK (Special Relationship).',
        ids(options),
        next(st, 1),
      );
    },
  },
  // 106 NORAD (optional): in effect; see round.ts for its end-of-round trigger.
  106: { run: (ctx) => addEffect(ctx, 106, 1, 'game') },
};
