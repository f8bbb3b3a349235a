/**
 * Late War events 92–102 (CARD_EFFECTS.md): Terrorism, Iran-Contra Scandal, Chernobyl, Latin American
 * Debt Crisis, Tear Down this Wall, An Evil Empire, Aldrich Ames Remix, Pershing II Deployed, Wargames,
 * Solidarity, Iran-Iraq War.
 */
import { addVp, endGame, other, randomIndex } from '../draft';
import type { Working } from '../../core/working';
import { cardName } from '../cardinfo';
import { resolveCoup } from '../coup';
import { isLateWar, lateWarVerdict } from '../lateWarVictory';
import { IS_EUROPE, IS_WEST, REGIONS, REGION_MEMBERS, REGION_NAMES, idx, members } from '../map';
import { inEffect, opsValue } from '../modifiers';
import { resolveRealign } from '../realign';
import { WILLY_BRANDT, canCoupAt } from '../restrictions';
import type { CardStep, Region, TwilightState } from '../types';
import { addEffect, ask, cancelEffect, ids, next, picked, repeatPick, type CardDefs } from './kit';
import { addLate, removeLate } from './late-a';
import { war } from './early-scoring-wars';

export const IRANIAN_HOSTAGE = 82;
export const FLOWER_POWER = 59;
export const JOHN_PAUL = 68;
const EAST_GERMANY = idx('east_germany');
const POLAND = idx('poland');
const IRAN = idx('iran');
const IRAQ = idx('iraq');
const EUROPE = members(IS_EUROPE);
const WEST = members(IS_WEST);
const SOUTH_AMERICA = REGION_MEMBERS.SouthAmerica;

/** Tear Down this Wall: realignment targets in Europe (USSR influence there), DEFCON ignored. */
const wallRealign = (s: Working<TwilightState>['s']): number[] => EUROPE.filter((c) => s.inf[0][c] > 0);
const wallCoup = (s: Working<TwilightState>['s']): number[] => EUROPE.filter((c) => canCoupAt(s, 1, c, true));

function tearDownThisWall(ctx: Working<TwilightState>, st: CardStep): void {
  const s = ctx.s;
  if (st.step === 0) {
    addLate(ctx, 1, EAST_GERMANY, 3, 'Tear Down this Wall');
    cancelEffect(ctx, WILLY_BRANDT, 'Tear Down this Wall');
    addEffect(ctx, 96, 1, 'game');
    const options: string[] = [];
    if (wallCoup(s).length > 0) options.push('coup');
    if (wallRealign(s).length > 0) options.push('realign');
    if (options.length === 0) return;
    return ask(
      ctx,
      1,
      "{1}: a free coup or realignment rolls in Europe with this card's ops, or neither (Tear Down this Wall)?",
      [...options, 'none'],
      next(st, 1),
    );
  }
  const ops = opsValue(s, 1, 96);
  if (st.step === 1) {
    if (st.answer === 'coup') return ask(ctx, 1, '{1}: choose the European country to coup (Tear Down this Wall).', ids(wallCoup(s)), next(st, 2));
    if (st.answer === 'realign') return tearDownThisWall(ctx, next(st, 3, ops));
    return ctx.say('{1} declines the operations of Tear Down this Wall.', 1);
  }
  if (st.step === 2) return void resolveCoup(ctx, 1, picked(st), ops, { milOps: false });
  let left = st.n ?? 0;
  if (st.answer === 'done') return;
  if (st.answer !== undefined) {
    resolveRealign(ctx, 1, picked(st));
    left--;
  }
  const targets = wallRealign(s);
  if (left <= 0 || targets.length === 0) return;
  ask(ctx, 1, `{1}: realign a European country (${left} left), or done (Tear Down this Wall).`, [...ids(targets), 'done'], next(st, 3, left));
}

export const LATE_B_CARDS: CardDefs = {
  // 92 Terrorism: the opponent discards a random card (2 when the USSR plays it with Iranian Hostage Crisis in effect, FAQ #92).
  92: {
    run: (ctx, st) => {
      const s = ctx.s;
      const opp = other(st.side);
      const n = st.side === 0 && inEffect(s, IRANIAN_HOSTAGE) ? 2 : 1;
      for (let i = 0; i < n; i++) {
        const hand = s.hands[opp];
        if (hand.length === 0) return ctx.say(`{${opp}} has no card left to discard (Terrorism).`);
        const id = hand.splice(randomIndex(ctx, hand.length), 1)[0];
        s.discard.push(id);
        ctx.say(`{${opp}} discards ${cardName(id)} at random (Terrorism${n === 2 ? ', doubled by Iranian Hostage Crisis' : ''}).`);
      }
    },
  },
  // 93 Iran-Contra Scandal: US realignment rolls −1 for the rest of the turn (modifiers.ts).
  93: { run: (ctx) => addEffect(ctx, 93, 0, 'turn') },
  // 94 Chernobyl: the US names a region; the USSR may not place influence there by operations this turn.
  94: {
    run: (ctx, st) => {
      if (st.step === 0)
        return ask(ctx, 1, '{1}: name the region where the USSR may not place influence by operations this turn (Chernobyl).', REGIONS, next(st, 1));
      const region = st.answer as Region;
      ctx.s.effects = [...ctx.s.effects, { card: 94, side: 1, until: 'turn', region }];
      ctx.say(`Chernobyl: {0} may not place influence by operations in ${REGION_NAMES[region]} this turn.`);
    },
  },
  // 95 Latin American Debt Crisis: the US discards a 3+ ops card (US modifiers) or the USSR doubles its influence in 2 South American countries.
  95: {
    run: (ctx, st) => {
      const s = ctx.s;
      if (st.step === 0) {
        const cards = s.hands[1].filter((id) => opsValue(s, 1, id) >= 3);
        if (cards.length > 0)
          return ask(
            ctx,
            1,
            '{1}: discard a card worth 3 or more ops, or let the USSR double its influence in 2 South American countries (Latin American Debt Crisis).',
            [...cards, 'decline'],
            next(st, 1),
            true,
          );
      }
      if (st.step === 1 && typeof st.answer === 'number') {
        s.hands[1].splice(s.hands[1].indexOf(st.answer), 1);
        s.discard.push(st.answer);
        return ctx.say(`{1} discards ${cardName(st.answer)} (Latin American Debt Crisis).`);
      }
      void repeatPick(ctx, st, 2, {
        seat: 0,
        total: 2,
        perCountry: 1,
        candidates: (x) => SOUTH_AMERICA.filter((c) => x.inf[0][c] > 0),
        text: (left) => `{0}: double your influence in a South American country (${left} left, Latin American Debt Crisis).`,
        act: (c2, c) => addLate(c2, 0, c, c2.s.inf[0][c], 'Latin American Debt Crisis'),
      });
    },
  },
  // 96 Tear Down this Wall: +3 US in East Germany; a free coup or realignments in Europe; cancels and bars Willy Brandt.
  96: { run: tearDownThisWall },
  // 97 An Evil Empire: US +1 VP; cancels and bars Flower Power.
  97: {
    run: (ctx) => {
      addVp(ctx, 1, 1, 'An Evil Empire');
      cancelEffect(ctx, FLOWER_POWER, 'An Evil Empire');
      addEffect(ctx, 97, 1, 'game');
    },
  },
  // 98 Aldrich Ames Remix: the US hand is open to the USSR this turn; the USSR discards one card of it.
  98: {
    run: (ctx, st) => {
      const s = ctx.s;
      if (st.step === 0) {
        ctx.reveal();
        addEffect(ctx, 98, 0, 'turn');
        const hand = s.hands[1];
        ctx.sayPrivately(
          0,
          `Aldrich Ames Remix: the US holds ${hand.length ? hand.map(cardName).join(', ') : 'no card'}.`,
          '{1} shows their hand to {0} for the rest of the turn (Aldrich Ames Remix).',
        );
        if (hand.length === 0) return;
        return ask(ctx, 0, '{0}: choose the US card to discard (Aldrich Ames Remix).', hand.slice(), next(st, 1));
      }
      const id = st.answer as number;
      s.hands[1].splice(s.hands[1].indexOf(id), 1);
      s.discard.push(id);
      ctx.say(`{1} discards ${cardName(id)} (Aldrich Ames Remix); its event does not occur.`);
    },
  },
  // 99 Pershing II Deployed: USSR +1 VP, then −1 US influence in each of 3 different Western European countries.
  99: {
    run: (ctx, st) => {
      if (st.step === 0) addVp(ctx, 0, 1, 'Pershing II Deployed');
      void repeatPick(ctx, st, 1, {
        seat: 0,
        total: 3,
        perCountry: 1,
        candidates: (s) => WEST.filter((c) => s.inf[1][c] > 0),
        text: (left) => `{0}: remove 1 US influence in a Western European country (${left} left, Pershing II Deployed).`,
        act: (c2, c) => removeLate(c2, 1, c, 1, 'Pershing II Deployed'),
      });
    },
  },
  // 100 Wargames: only at DEFCON 2 (otherwise discarded, FAQ #100); the event player may end the game, giving 6 VP first.
  100: {
    can: (s) => s.defcon === 2,
    run: (ctx, st) => {
      const side = st.side;
      const opp = other(side);
      if (st.step === 0) return ask(ctx, side, `{${side}}: end the game now, giving {${opp}} 6 VP first (Wargames)?`, ['end', 'continue'], next(st, 1));
      if (st.answer !== 'end') return ctx.say(`{${side}} does not end the game (Wargames).`, side);
      addVp(ctx, opp, 6, 'Wargames');
      const vp = ctx.s.vp;
      // The Late War scenario: the US ending the game so needs 20 VP, else the USSR wins (LATE_WAR.md).
      if (side === 1 && isLateWar(ctx.s.options)) {
        const v = lateWarVerdict(vp, 'wargames');
        return endGame(ctx, v.winner, v.reason);
      }
      const winner = vp > 0 ? 1 : vp < 0 ? 0 : null;
      endGame(
        ctx,
        winner,
        winner === null
          ? 'Wargames ends the game with the VP even: a draw (no final scoring, FAQ #100).'
          : `Wargames ends the game: {${winner}} leads on VP and wins (no final scoring, FAQ #100).`,
      );
    },
  },
  // 101 Solidarity: +3 US in Poland; only while John Paul II Elected Pope is in effect.
  101: { can: (s) => inEffect(s, JOHN_PAUL), run: (ctx) => addLate(ctx, 1, POLAND, 3, 'Solidarity') },
  // 102 Iran-Iraq War: the event player picks the country attacked; −1 per neighbour controlled by the defender.
  102: {
    run: (ctx, st) => {
      if (st.step === 0) return ask(ctx, st.side, `{${st.side}}: choose the country invaded (Iran-Iraq War).`, ['iran', 'iraq'], next(st, 1));
      war(ctx, st.side, picked(st) === IRAN ? IRAN : IRAQ, false);
    },
  },
};
