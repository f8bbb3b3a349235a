/**
 * Mid War scoring and VP cards: 36 Brush War, 37/38/79/81 scoring, 39 Arms Race, 45 Summit,
 * 46 How I Learned to Stop Worrying, 48 Kitchen Debates, 61 OPEC, 73 Shuttle Diplomacy (and its
 * effect on Asia / Middle East scoring), 78 Alliance for Progress, 80 One Small Step.
 */
import { addVp, other, roll, sayRoll, setDefcon, withAt } from '../draft';
import type { Working } from '../../core/working';
import { cardName } from '../cardinfo';
import { COUNTRIES, COUNTRY_COUNT, REGIONS, REGION_MEMBERS, REGION_NAMES, controls, countryName, idx } from '../map';
import { inEffect } from '../modifiers';
import { natoProtects } from '../restrictions';
import { scoreRegion, scoreRegionNow } from '../scoring';
import { LAST_BOX, advanceSpace } from '../space';
import type { CardStep, Region, Side, TwilightState } from '../types';
import { addEffect, ask, ids, next, picked, type CardDefs } from './kit';

export const SHUTTLE_DIPLOMACY = 73;
export const NORTH_SEA_OIL = 86;

/** Southeast Asia Scoring: 1 VP per country controlled, Thailand 2. */
const SE_ASIA_VP: readonly (readonly [string, number])[] = [
  ['burma', 1],
  ['laos_cambodia', 1],
  ['vietnam', 1],
  ['malaysia', 1],
  ['indonesia', 1],
  ['philippines', 1],
  ['thailand', 2],
];
const OPEC_COUNTRIES = ['egypt', 'iran', 'libya', 'saudi_arabia', 'iraq', 'gulf_states', 'venezuela'] as const;
const AMERICAS = (c: number): boolean => COUNTRIES[c].region === 'CentralAmerica' || COUNTRIES[c].region === 'SouthAmerica';

const bgCount = (s: TwilightState, side: Side, pool: (c: number) => boolean): number => {
  let n = 0;
  for (let c = 0; c < COUNTRY_COUNT; c++) if (COUNTRIES[c].bg && pool(c) && controls(s, side, c)) n++;
  return n;
};

/**
 * Asia or Middle East Scoring played as a card: with Shuttle Diplomacy waiting, the US first picks a
 * USSR-controlled battleground of the region, left out of this scoring (FAQ #73); the card is then
 * discarded (also when there was nothing to pick: it was the next such scoring).
 */
export function scoreWithShuttle(ctx: Working<TwilightState>, st: CardStep, region: Region): void {
  const s = ctx.s;
  if (!inEffect(s, SHUTTLE_DIPLOMACY)) return void scoreRegionNow(ctx, region);
  const endShuttle = () => {
    s.effects = s.effects.filter((e) => e.card !== SHUTTLE_DIPLOMACY);
    const i = s.limbo.indexOf(SHUTTLE_DIPLOMACY);
    if (i >= 0) s.limbo.splice(i, 1);
    s.discard.push(SHUTTLE_DIPLOMACY);
    ctx.say(`${cardName(SHUTTLE_DIPLOMACY)} has been used and is discarded.`);
  };
  if (st.step === 1) {
    const c = picked(st);
    ctx.say(`Shuttle Diplomacy: ${countryName(c)} is left out of this scoring.`);
    endShuttle();
    return void scoreRegionNow(ctx, region, false, c);
  }
  const options = REGION_MEMBERS[region].filter((c) => COUNTRIES[c].bg && controls(s, 0, c));
  if (options.length === 0) {
    ctx.say(`Shuttle Diplomacy: the USSR controls no battleground in ${REGION_NAMES[region]}.`);
    endShuttle();
    return void scoreRegionNow(ctx, region);
  }
  ask(
    ctx,
    1,
    `{1}: Shuttle Diplomacy: choose a USSR-controlled battleground of ${REGION_NAMES[region]} to leave out of this scoring.`,
    ids(options),
    next(st, 1),
  );
}

/** Brush War: 3–6 after the modifiers wins 1 VP and the defender's influence; 3 military ops whatever the result. */
function brushWar(ctx: Working<TwilightState>, side: Side, target: number): void {
  const s = ctx.s;
  const opp = other(side);
  let mod = 0;
  for (const n of COUNTRIES[target].adj) if (controls(s, opp, n)) mod--;
  if (COUNTRIES[target].superpower === opp) mod--;
  const die = roll(ctx);
  const total = die + mod;
  s.milOps = withAt(s.milOps, side, Math.min(5, s.milOps[side] + 3));
  const head = `Brush War in ${countryName(target)}: {${side}} rolls ${die}${mod ? ` − ${-mod}` : ''} = ${total}`;
  if (total >= 3) {
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
    addVp(ctx, side, 1, 'Brush War victory');
  } else sayRoll(ctx, 'war', [{ side, value: die }], `${head}: no change.`, side);
}

export const brushTargets = (s: TwilightState): number[] => {
  const out: number[] = [];
  for (let c = 0; c < COUNTRY_COUNT; c++) if (COUNTRIES[c].stability <= 2 && !natoProtects(s, c)) out.push(c);
  return out;
};

/** Summit: +1 per region (not Southeast Asia) the player dominates or controls. */
function summitBonus(s: TwilightState, side: Side): number {
  let n = 0;
  for (const r of REGIONS) {
    const level = scoreRegion(s, r).sides[side].level;
    if (level === 'domination' || level === 'control') n++;
  }
  return n;
}

const score = (region: Region): CardDefs[number] => ({ run: (ctx) => void scoreRegionNow(ctx, region) });

export const MID_SCORING_CARDS: CardDefs = {
  // 36 Brush War: the event player attacks a stability 1–2 country (not NATO-protected); see brushWar.
  36: {
    can: (s) => brushTargets(s).length > 0,
    run: (ctx, st) => {
      if (st.step === 0)
        return ask(ctx, st.side, `{${st.side}}: choose the country attacked in the Brush War (stability 1 or 2).`, ids(brushTargets(ctx.s)), next(st, 1));
      brushWar(ctx, st.side, picked(st));
    },
  },
  // 37 Central America Scoring, 79 Africa Scoring, 81 South America Scoring (10.1).
  37: score('CentralAmerica'),
  79: score('Africa'),
  81: score('SouthAmerica'),
  // 38 Southeast Asia Scoring: 1 VP per country controlled (Thailand 2), net; removed after play (7.2).
  38: {
    run: (ctx) => {
      const vp = [0, 0];
      for (const [id, n] of SE_ASIA_VP) for (const side of [0, 1] as const) if (controls(ctx.s, side, idx(id as 'burma'))) vp[side] += n;
      ctx.say(`Scoring Southeast Asia: {0} ${vp[0]}, {1} ${vp[1]}.`);
      const net = vp[1] - vp[0];
      if (net !== 0) addVp(ctx, net > 0 ? 1 : 0, Math.abs(net), 'Southeast Asia scoring');
    },
  },
  // 39 Arms Race: more military ops than the opponent: 1 VP, or 3 VP if also at the required level.
  39: {
    run: (ctx, st) => {
      const s = ctx.s;
      const mine = s.milOps[st.side];
      if (mine <= s.milOps[other(st.side)]) return ctx.say(`{${st.side}} does not lead in military operations: no VP (Arms Race).`);
      addVp(ctx, st.side, mine >= s.defcon ? 3 : 1, 'Arms Race');
    },
  },
  // 45 Summit: both roll + regions dominated/controlled; the higher gains 2 VP and may move DEFCON 1 either way.
  45: {
    run: (ctx, st) => {
      const s = ctx.s;
      if (st.step === 1) {
        if (st.answer === 'keep') return ctx.say(`DEFCON stays at ${s.defcon} (Summit).`);
        return void setDefcon(ctx, s.defcon + (st.answer === 'improve' ? 1 : -1), 'Summit');
      }
      const bonus = [summitBonus(s, 0), summitBonus(s, 1)];
      const dice = [roll(ctx), roll(ctx)];
      const total = [dice[0] + bonus[0], dice[1] + bonus[1]];
      sayRoll(
        ctx,
        'summit',
        [
          { side: 0, value: dice[0] },
          { side: 1, value: dice[1] },
        ],
        `Summit: {0} rolls ${dice[0]} + ${bonus[0]} = ${total[0]}, {1} rolls ${dice[1]} + ${bonus[1]} = ${total[1]}.`,
      );
      if (total[0] === total[1]) return ctx.say('Summit: a tie, nothing happens.');
      const winner: Side = total[0] > total[1] ? 0 : 1;
      addVp(ctx, winner, 2, 'Summit');
      const options = ['keep', ...(s.defcon < 5 ? ['improve'] : []), 'degrade'];
      ask(ctx, winner, `{${winner}}: move DEFCON one level up or down, or leave it at ${s.defcon} (Summit).`, options, next(st, 1, winner));
    },
  },
  // 46 How I Learned to Stop Worrying: the event player sets DEFCON (1 is nuclear war for the phasing player) and gets 5 military ops.
  46: {
    run: (ctx, st) => {
      const s = ctx.s;
      if (st.step === 0)
        return ask(ctx, st.side, `{${st.side}}: set DEFCON to 1–5 (How I Learned to Stop Worrying; 1 is nuclear war).`, [5, 4, 3, 2, 1], next(st, 1));
      s.milOps = withAt(s.milOps, st.side, 5);
      ctx.say(`{${st.side}}'s military operations are set to 5.`, st.side);
      const level = st.answer as number;
      if (level === s.defcon) ctx.say(`DEFCON stays at ${level}.`);
      setDefcon(ctx, level, 'How I Learned to Stop Worrying');
    },
  },
  // 48 Kitchen Debates: only if the US controls more battlegrounds than the USSR: 2 VP to the US.
  48: {
    can: (s) => bgCount(s, 1, () => true) > bgCount(s, 0, () => true),
    run: (ctx) => addVp(ctx, 1, 2, 'Kitchen Debates'),
  },
  // 61 OPEC: 1 VP to the USSR per country of the list it controls; barred once North Sea Oil is played.
  61: {
    can: (s) => !inEffect(s, NORTH_SEA_OIL) && !s.removed.includes(NORTH_SEA_OIL),
    run: (ctx) => {
      const n = OPEC_COUNTRIES.filter((id) => controls(ctx.s, 0, idx(id))).length;
      if (n === 0) return ctx.say('The USSR controls no OPEC country: no VP.');
      addVp(ctx, 0, n, 'OPEC');
    },
  },
  // 73 Shuttle Diplomacy: waits in front of the US until the next Asia or Middle East Scoring card (scoreWithShuttle).
  73: { run: (ctx) => addEffect(ctx, SHUTTLE_DIPLOMACY, 1, 'game') },
  // 78 Alliance for Progress: 1 VP to the US per battleground it controls in Central and South America.
  78: {
    run: (ctx) => {
      const n = bgCount(ctx.s, 1, AMERICAS);
      if (n === 0) return ctx.say('The US controls no battleground in the Americas: no VP (the event still counts as played, 5.2).');
      addVp(ctx, 1, n, 'Alliance for Progress');
    },
  },
  // 80 One Small Step: behind in the space race: two boxes up, VP of the box reached only.
  80: {
    can: (s, side) => s.space[side] < s.space[other(side)],
    run: (ctx, st) => {
      const s = ctx.s;
      if (s.space[st.side] + 1 < LAST_BOX) {
        s.space = withAt(s.space, st.side, s.space[st.side] + 1);
        ctx.say(`{${st.side}} passes space box ${s.space[st.side]} (One Small Step).`, st.side);
      }
      advanceSpace(ctx, st.side);
    },
  },
};
