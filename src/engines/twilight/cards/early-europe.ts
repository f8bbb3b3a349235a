/**
 * Early War events played mostly in Europe: 7, 12, 14, 16, 17, 19, 21, 22, 23, 28, 29, 33.
 */
import type { Working } from '../../core/working';
import { COUNTRY_COUNT, IS_EAST, IS_EUROPE, IS_WEST, controller, controls, countryName, idx, members } from '../map';
import { inEffect } from '../modifiers';
import type { CardStep, Side, TwilightState } from '../types';
import { addEffect, ask, ids, next, picked, repeatPick, type CardDefs } from './kit';

export const IRON_LADY = 83;
const WEST = members(IS_WEST);
const EAST = members(IS_EAST);
const FRANCE = idx('france');
const ROMANIA = idx('romania');
const UK = idx('united_kingdom');
const ISRAEL = idx('israel');
const INDEPENDENT = ['yugoslavia', 'romania', 'bulgaria', 'hungary', 'czechoslovakia'] as const;

const withInf = (side: Side, pool: readonly number[]) => (s: TwilightState) => pool.filter((c) => s.inf[side][c] > 0);
const notControlledBy = (side: Side, pool: readonly number[]) => (s: TwilightState) => pool.filter((c) => !controls(s, side, c));
const note = (s: TwilightState, c: number) => `${countryName(c)} (now ${s.inf[1][c]}/${s.inf[0][c]})`;

function remove(ctx: Working<TwilightState>, side: Side, c: number, n: number): void {
  const taken = Math.min(n, ctx.s.inf[side][c]);
  ctx.s.inf[side][c] -= taken;
  ctx.say(`{${side}} loses ${taken} influence in ${note(ctx.s, c)}.`);
}

function add(ctx: Working<TwilightState>, side: Side, c: number, n: number): void {
  ctx.s.inf[side][c] += n;
  ctx.say(`{${side}} adds ${n} influence in ${note(ctx.s, c)}.`);
}

/** Fidel / Romanian Abdication: clear the US, top the USSR up to the stability (card notes: top-up reading). */
export function clearAndControl(ctx: Working<TwilightState>, c: number, stability: number): void {
  remove(ctx, 1, c, ctx.s.inf[1][c]);
  const need = Math.max(0, stability - ctx.s.inf[0][c]);
  if (need > 0) add(ctx, 0, c, need);
}

function deStalinization(ctx: Working<TwilightState>, st: CardStep): void {
  // Up to 4 own influence taken off (step 1), then as many placed in non-US-controlled countries, ≤2 each (step 2).
  if (st.step <= 1) {
    const done = repeatPick(ctx, st, 1, {
      seat: 0,
      total: 4,
      perCountry: 4,
      optional: true,
      candidates: (s) => members(s.inf[0].map((n) => n > 0)),
      text: (left) => `{0}: take 1 of your influence off the board (up to ${left} more), or done (De-Stalinization).`,
      act: (c2, c) => remove(c2, 0, c, 1),
    });
    if (!done) return;
    const taken = st.step === 1 ? (st.list?.length ?? 0) + (st.answer !== undefined && st.answer !== 'done' ? 1 : 0) : 0;
    if (taken === 0) return ctx.say('{0} relocates no influence.');
    return deStalinization(ctx, next(st, 2, taken));
  }
  repeatPick(ctx, st, 2, {
    seat: 0,
    total: st.n ?? 0,
    perCountry: 2,
    candidates: (s) => {
      const out: number[] = [];
      for (let c = 0; c < COUNTRY_COUNT; c++) if (!controls(s, 1, c)) out.push(c);
      return out;
    },
    text: (left) => `{0}: place 1 relocated influence in a country not controlled by the US (${left} left, at most 2 per country).`,
    act: (c2, c) => add(c2, 0, c, 1),
  });
}

export const EUROPE_CARDS: CardDefs = {
  // 7 Socialist Governments: remove 3 US influence in Western Europe, ≤2 per country; barred by The Iron Lady.
  7: {
    can: (s) => !inEffect(s, IRON_LADY),
    run: (ctx, st) =>
      void repeatPick(ctx, st, 0, {
        seat: 0,
        total: 3,
        perCountry: 2,
        candidates: withInf(1, WEST),
        text: (left) => `{0}: remove 1 US influence in Western Europe (${left} left, at most 2 per country).`,
        act: (c2, c) => remove(c2, 1, c, 1),
      }),
  },
  // 12 Romanian Abdication: all US influence out of Romania, USSR up to its stability.
  12: { run: (ctx) => clearAndControl(ctx, ROMANIA, 3) },
  // 14 Comecon: +1 USSR in 4 different non-US-controlled Eastern European countries.
  14: {
    run: (ctx, st) =>
      void repeatPick(ctx, st, 0, {
        seat: 0,
        total: 4,
        perCountry: 1,
        candidates: notControlledBy(1, EAST),
        text: (left) => `{0}: add 1 influence to an Eastern European country not controlled by the US (${left} left).`,
        act: (c2, c) => add(c2, 0, c, 1),
      }),
  },
  // 16 Warsaw Pact Formed: (A) clear US influence from up to 4 Eastern European countries or (B) 5 influence there, ≤2 each; enables NATO.
  16: {
    run: (ctx, st) => {
      if (st.step === 0) {
        addEffect(ctx, 16, 0, 'game');
        return ask(
          ctx,
          0,
          '{0}: Warsaw Pact Formed: remove all US influence from up to 4 Eastern European countries, or add 5 influence there.',
          ['remove', 'add'],
          next(st, 1),
        );
      }
      if (st.step === 1 && st.answer === 'add') return EUROPE_CARDS[16].run(ctx, next(st, 3));
      if (st.step <= 2) {
        void repeatPick(ctx, st.step === 1 ? next(st, 2) : st, 2, {
          seat: 0,
          total: 4,
          perCountry: 1,
          candidates: withInf(1, EAST),
          text: (left) => `{0}: clear the US influence from an Eastern European country (${left} left).`,
          act: (c2, c) => remove(c2, 1, c, c2.s.inf[1][c]),
        });
        return;
      }
      void repeatPick(ctx, st, 3, {
        seat: 0,
        total: 5,
        perCountry: 2,
        candidates: () => EAST,
        text: (left) => `{0}: add 1 influence in Eastern Europe (${left} left, at most 2 per country).`,
        act: (c2, c) => add(c2, 0, c, 1),
      });
    },
  },
  // 17 De Gaulle Leads France: −2 US, +1 USSR in France; NATO no longer protects France.
  17: {
    run: (ctx, st) => {
      remove(ctx, 1, FRANCE, 2);
      add(ctx, 0, FRANCE, 1);
      addEffect(ctx, 17, st.side, 'game');
    },
  },
  // 19 Truman Doctrine: all USSR influence out of one uncontrolled European country (FAQ #19).
  19: {
    run: (ctx, st) => {
      if (st.step === 1) return remove(ctx, 0, picked(st), ctx.s.inf[0][picked(st)]);
      const options = members(IS_EUROPE).filter((c) => controller(ctx.s, c) === -1 && ctx.s.inf[0][c] > 0);
      if (options.length === 0) return ctx.say('No uncontrolled European country holds USSR influence: no effect.');
      ask(ctx, 1, '{1}: choose an uncontrolled European country to clear of USSR influence (Truman Doctrine).', ids(options), next(st, 1));
    },
  },
  // 21 NATO: needs Marshall Plan or Warsaw Pact Formed (5.2 ex. 1); protects US-controlled Europe from USSR coups and realignments.
  21: {
    can: (s) => inEffect(s, 16) || inEffect(s, 23),
    run: (ctx, st) => addEffect(ctx, 21, st.side, 'game'),
  },
  // 22 Independent Reds: the US matches the USSR's influence in one of five countries.
  22: {
    run: (ctx, st) => {
      if (st.step === 0)
        return ask(ctx, 1, '{1}: choose the country where US influence rises to equal the USSR (Independent Reds).', [...INDEPENDENT], next(st, 1));
      const c = picked(st);
      const need = Math.max(0, ctx.s.inf[0][c] - ctx.s.inf[1][c]);
      if (need > 0) add(ctx, 1, c, need);
      else ctx.say(`No change in ${note(ctx.s, c)}.`);
    },
  },
  // 23 Marshall Plan: +1 US in 7 different non-USSR-controlled Western European countries; enables NATO.
  23: {
    run: (ctx, st) => {
      if (st.step === 0) addEffect(ctx, 23, 1, 'game');
      void repeatPick(ctx, st.step === 0 ? next(st, 1) : st, 1, {
        seat: 1,
        total: 7,
        perCountry: 1,
        candidates: notControlledBy(0, WEST),
        text: (left) => `{1}: add 1 influence to a Western European country not controlled by the USSR (${left} left).`,
        act: (c2, c) => add(c2, 1, c, 1),
      });
    },
  },
  // 28 Suez Crisis: remove 4 US influence from France, the UK and Israel, ≤2 each.
  28: {
    run: (ctx, st) =>
      void repeatPick(ctx, st, 0, {
        seat: 0,
        total: 4,
        perCountry: 2,
        candidates: withInf(1, [FRANCE, UK, ISRAEL]),
        text: (left) => `{0}: remove 1 US influence from France, the UK or Israel (${left} left, at most 2 each).`,
        act: (c2, c) => remove(c2, 1, c, 1),
      }),
  },
  // 29 East European Unrest: −1 USSR (−2 in the Late War) in 3 different Eastern European countries.
  29: {
    run: (ctx, st) =>
      void repeatPick(ctx, st, 0, {
        seat: 1,
        total: 3,
        perCountry: 1,
        candidates: withInf(0, EAST),
        text: (left) => `{1}: remove USSR influence from an Eastern European country (${left} left).`,
        act: (c2, c) => remove(c2, 0, c, c2.s.turn >= 8 ? 2 : 1),
      }),
  },
  // 33 De-Stalinization: relocate up to 4 USSR influence to non-US-controlled countries, ≤2 each.
  33: { run: (ctx, st) => deStalinization(ctx, st.step === 0 ? next(st, 1) : st) },
};
