/**
 * Mid War events that place or remove influence and pass The China Card: 47 Junta, 52, 53, 54,
 * 55 Willy Brandt, 56 Muslim Revolution, 57 ABM Treaty, 58 Cultural Revolution, 63, 64,
 * 65 Camp David Accords, 66, 68 John Paul II, 70, 71 Nixon, 72, 74, 75, 76 Ussuri River Skirmish.
 */
import { addVp, setDefcon } from '../draft';
import { push } from '../../core/instructions';
import type { Working } from '../../core/working';
import { resolveCoup } from '../coup';
import { COUNTRY_COUNT, IS_AFRICA, IS_ASIA, IS_EUROPE, IS_SE_ASIA, REGION_MEMBERS, countryName, idx, members } from '../map';
import { inEffect, opsValue } from '../modifiers';
import { resolveRealign } from '../realign';
import { canCoupAt, canRealignAt } from '../restrictions';
import type { CardStep, Side, TwilightState } from '../types';
import { addEffect, ask, ids, next, picked, repeatPick, type CardDefs } from './kit';

export const TEAR_DOWN_THIS_WALL = 96;
export const AWACS = 110;
const AMERICAS = [...REGION_MEMBERS.CentralAmerica, ...REGION_MEMBERS.SouthAmerica].sort((a, b) => a - b);
const CENTRAL = REGION_MEMBERS.CentralAmerica;
const MUSLIM = ['sudan', 'iran', 'iraq', 'egypt', 'libya', 'saudi_arabia', 'syria', 'jordan'] as const;
const AFRICA_SE_ASIA = members(IS_AFRICA.map((a, c) => a || IS_SE_ASIA[c]));
const ASIA = members(IS_ASIA);
const OUTSIDE_EUROPE = members(IS_EUROPE.map((e) => !e));

const note = (s: TwilightState, c: number) => `${countryName(c)} (now ${s.inf[1][c]}/${s.inf[0][c]})`;

function add(ctx: Working<TwilightState>, side: Side, c: number, n: number): void {
  ctx.s.inf[side][c] += n;
  ctx.say(`{${side}} adds ${n} influence in ${note(ctx.s, c)}.`);
}

function remove(ctx: Working<TwilightState>, side: Side, c: number, n: number): void {
  const taken = Math.min(n, ctx.s.inf[side][c]);
  ctx.s.inf[side][c] -= taken;
  ctx.say(`{${side}} loses ${taken} influence in ${note(ctx.s, c)}.`);
}

const fixed = (side: Side, list: readonly (readonly [string, number])[]) => (ctx: Working<TwilightState>) => {
  for (const [id, n] of list) add(ctx, side, idx(id as 'cuba'), n);
};

/** "Add n influence in total to `pool`, at most `per` per country" (the event player decides). */
const spread =
  (side: Side, total: number, per: number, pool: (s: TwilightState) => readonly number[], what: string) => (ctx: Working<TwilightState>, st: CardStep) =>
    void repeatPick(ctx, st, 0, {
      seat: side,
      total,
      perCountry: per,
      candidates: (s) => [...pool(s)],
      text: (left) => `{${side}}: ${what} (${left} left${per < total ? `, at most ${per} per country` : ''}).`,
      act: (c2, c) => add(c2, side, c, 1),
    });

/** The China Card changes hands by an event: `faceUp` may be played this turn (9.4), Nixon passes it face down. */
function takeChina(ctx: Working<TwilightState>, to: Side, faceUp: boolean): void {
  ctx.s.china = { holder: to, faceUp };
  ctx.say(`The China Card passes to {${to}} face ${faceUp ? 'up: it may be played this turn' : 'down'}.`, to);
}

/** Junta step 2: one free coup or realignment rolls in Central / South America with this card's ops. */
function junta(ctx: Working<TwilightState>, st: CardStep): void {
  const s = ctx.s;
  const side = st.side;
  const opp = (1 - side) as Side;
  const coupable = AMERICAS.filter((c) => s.inf[opp][c] > 0 && canCoupAt(s, side, c, true));
  const realignable = () => AMERICAS.filter((c) => canRealignAt(s, side, c));
  if (st.step === 1) {
    add(ctx, side, picked(st), 2);
    const ways = [...(coupable.length ? ['coup'] : []), ...(realignable().length ? ['realign'] : []), 'none'];
    return ask(ctx, side, `{${side}}: Junta: a free coup or realignment rolls in Central or South America, or neither?`, ways, next(st, 2));
  }
  if (st.step === 2) {
    if (st.answer === 'coup') return ask(ctx, side, `{${side}}: choose the country of the free coup (Junta).`, ids(coupable), next(st, 3));
    if (st.answer === 'realign') return junta(ctx, next(st, 4, opsValue(s, side, 47)));
    return ctx.say(`{${side}} makes no coup or realignment (Junta).`, side);
  }
  if (st.step === 3) return void resolveCoup(ctx, side, picked(st), opsValue(s, side, 47), { milOps: false });
  // Step 4: realignment rolls, one per op, each resolved before the next is chosen.
  let left = st.n ?? 0;
  if (st.answer !== undefined) {
    if (st.answer === 'done') return;
    resolveRealign(ctx, side, picked(st));
    left--;
  }
  const options = realignable();
  if (left <= 0 || options.length === 0) return;
  ask(ctx, side, `{${side}}: realign a country of Central or South America (${left} left), or done (Junta).`, [...ids(options), 'done'], next(st, 4, left));
}

export const MID_WORLD_CARDS: CardDefs = {
  // 47 Junta: +2 in one Central/South American country, then a free coup or realignments there with this card's ops (FAQ #47).
  47: {
    run: (ctx, st) => {
      if (st.step === 0)
        return ask(ctx, st.side, `{${st.side}}: add 2 influence to a country of Central or South America (Junta).`, ids(AMERICAS), next(st, 1));
      junta(ctx, st);
    },
  },
  // 52 Portuguese Empire Crumbles: +2 USSR in SE African States and in Angola.
  52: {
    run: fixed(0, [
      ['se_african_states', 2],
      ['angola', 2],
    ]),
  },
  // 53 South African Unrest: +2 in South Africa, or +1 there and 2 in Angola/Botswana.
  53: {
    run: (ctx, st) => {
      const SA = idx('south_africa');
      if (st.step === 0)
        return ask(
          ctx,
          0,
          '{0}: South African Unrest: 2 influence in South Africa, or 1 there and 2 in Angola and/or Botswana?',
          ['two', 'spread'],
          next(st, 1),
        );
      if (st.step === 1 && st.answer === 'two') return add(ctx, 0, SA, 2);
      if (st.step === 1) add(ctx, 0, SA, 1);
      void repeatPick(ctx, st.step === 1 ? next(st, 2) : st, 2, {
        seat: 0,
        total: 2,
        perCountry: 2,
        candidates: () => [idx('angola'), idx('botswana')],
        text: (left) => `{0}: add 1 influence to Angola or Botswana (${left} left).`,
        act: (c2, c) => add(c2, 0, c, 1),
      });
    },
  },
  // 54 Allende: +2 USSR in Chile.
  54: { run: fixed(0, [['chile', 2]]) },
  // 55 Willy Brandt: 1 VP and +1 USSR in West Germany; NATO no longer protects West Germany. Barred by Tear Down This Wall.
  55: {
    can: (s) => !inEffect(s, TEAR_DOWN_THIS_WALL),
    run: (ctx, st) => {
      addVp(ctx, 0, 1, 'Willy Brandt');
      add(ctx, 0, idx('west_germany'), 1);
      addEffect(ctx, 55, st.side, 'game');
    },
  },
  // 56 Muslim Revolution: all US influence out of 2 of the listed countries. Barred by AWACS Sale to Saudis.
  56: {
    can: (s) => !inEffect(s, AWACS),
    run: (ctx, st) =>
      void repeatPick(ctx, st, 0, {
        seat: 0,
        total: 2,
        perCountry: 1,
        candidates: (s) => MUSLIM.map((id) => idx(id)).filter((c) => s.inf[1][c] > 0),
        text: (left) => `{0}: remove all US influence from a country (Muslim Revolution, ${left} left).`,
        act: (c2, c) => remove(c2, 1, c, c2.s.inf[1][c]),
      }),
  },
  // 57 ABM Treaty: DEFCON +1, then operations as with a 4-ops card (not modified, FAQ #31; no space race).
  57: {
    run: (ctx, st) => {
      setDefcon(ctx, ctx.s.defcon + 1, 'ABM Treaty');
      push(ctx.s, { op: 'opsUse', side: st.side, card: -1, fixed: 4 });
    },
  },
  // 58 Cultural Revolution: The China Card from the US to the USSR face up, or 1 VP if the USSR holds it.
  58: {
    run: (ctx) => {
      if (ctx.s.china.holder === 1) takeChina(ctx, 0, true);
      else addVp(ctx, 0, 1, 'Cultural Revolution');
    },
  },
  // 63 Colonial Rear Guards: +1 US in 4 different countries of Africa and/or Southeast Asia.
  63: {
    run: (ctx, st) =>
      void repeatPick(ctx, st, 0, {
        seat: 1,
        total: 4,
        perCountry: 1,
        candidates: () => AFRICA_SE_ASIA,
        text: (left) => `{1}: add 1 influence to a country in Africa or Southeast Asia (${left} left).`,
        act: (c2, c) => add(c2, 1, c, 1),
      }),
  },
  // 64 Panama Canal Returned: +1 US in Panama, Costa Rica and Venezuela.
  64: {
    run: fixed(1, [
      ['panama', 1],
      ['costa_rica', 1],
      ['venezuela', 1],
    ]),
  },
  // 65 Camp David Accords: 1 VP, +1 US in Israel, Jordan, Egypt; Arab-Israeli War can no longer occur.
  65: {
    run: (ctx, st) => {
      addVp(ctx, 1, 1, 'Camp David Accords');
      fixed(1, [
        ['israel', 1],
        ['jordan', 1],
        ['egypt', 1],
      ])(ctx);
      addEffect(ctx, 65, st.side, 'game');
    },
  },
  // 66 Puppet Governments: +1 US in up to 3 different countries without any influence.
  66: {
    run: (ctx, st) =>
      void repeatPick(ctx, st, 0, {
        seat: 1,
        total: 3,
        perCountry: 1,
        optional: true,
        candidates: (s) => {
          const out: number[] = [];
          for (let c = 0; c < COUNTRY_COUNT; c++) if (s.inf[0][c] === 0 && s.inf[1][c] === 0) out.push(c);
          return out;
        },
        text: (left) => `{1}: add 1 influence to a country with no influence (up to ${left} more), or done (Puppet Governments).`,
        act: (c2, c) => add(c2, 1, c, 1),
      }),
  },
  // 68 John Paul II Elected Pope: −2 USSR, +1 US in Poland; Solidarity may now be played as an event.
  68: {
    run: (ctx, st) => {
      const poland = idx('poland');
      remove(ctx, 0, poland, 2);
      add(ctx, 1, poland, 1);
      addEffect(ctx, 68, st.side, 'game');
    },
  },
  // 70 OAS Founded: +2 US in Central and/or South America.
  70: { run: spread(1, 2, 2, () => AMERICAS, 'add 1 influence in Central or South America') },
  // 71 Nixon Plays the China Card: The China Card from the USSR to the US face down, or 2 VP if the US holds it.
  71: {
    run: (ctx) => {
      if (ctx.s.china.holder === 0) takeChina(ctx, 1, false);
      else addVp(ctx, 1, 2, 'Nixon Plays the China Card');
    },
  },
  // 72 Sadat Expels Soviets: all USSR influence out of Egypt, +1 US there.
  72: {
    run: (ctx) => {
      const egypt = idx('egypt');
      remove(ctx, 0, egypt, ctx.s.inf[0][egypt]);
      add(ctx, 1, egypt, 1);
    },
  },
  // 74 The Voice of America: remove 4 USSR influence outside Europe, at most 2 per country.
  74: {
    run: (ctx, st) =>
      void repeatPick(ctx, st, 0, {
        seat: 1,
        total: 4,
        perCountry: 2,
        candidates: (s) => OUTSIDE_EUROPE.filter((c) => s.inf[0][c] > 0),
        text: (left) => `{1}: remove 1 USSR influence outside Europe (${left} left, at most 2 per country).`,
        act: (c2, c) => remove(c2, 0, c, 1),
      }),
  },
  // 75 Liberation Theology: +3 USSR in Central America, at most 2 per country.
  75: { run: spread(0, 3, 2, () => CENTRAL, 'add 1 influence in Central America') },
  // 76 Ussuri River Skirmish: The China Card from the USSR to the US face up, or +4 US in Asia (≤2 per country) if the US holds it.
  76: {
    run: (ctx, st) => {
      if (st.step === 0 && ctx.s.china.holder === 0) return takeChina(ctx, 1, true);
      spread(1, 4, 2, () => ASIA, 'add 1 influence in Asia')(ctx, st);
    },
  },
};
