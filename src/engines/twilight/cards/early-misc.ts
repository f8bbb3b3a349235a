/**
 * Early War events about cards, DEFCON and operations: 4, 5, 10, 20, 26, 32, 103.
 */
import { addVp, other, randomIndex, roll, sayRoll, setDefcon } from '../draft';
import { push } from '../../core/instructions';
import { card, cardName, isScoring } from '../cardinfo';
import { idx } from '../map';
import { opsValue } from '../modifiers';
import { ask, next, type CardDefs } from './kit';

const WEST_GERMANY = idx('west_germany');

export const MISC_CARDS: CardDefs = {
  // 4 Duck and Cover: DEFCON −1 (the phasing player loses at 1), then the US gains 5 − DEFCON VP.
  4: {
    run: (ctx) => {
      if (!setDefcon(ctx, ctx.s.defcon - 1, 'Duck and Cover')) return;
      addVp(ctx, 1, 5 - ctx.s.defcon, 'Duck and Cover');
    },
  },
  // 5 Five Year Plan: the USSR discards a random card; a US event on it occurs for the US (5.4).
  5: {
    run: (ctx) => {
      const s = ctx.s;
      const hand = s.hands[0];
      if (hand.length === 0) return ctx.say('{0} has no card to discard (Five Year Plan).');
      const id = hand.splice(randomIndex(ctx, hand.length), 1)[0];
      ctx.say(`{0} discards ${cardName(id)} at random (Five Year Plan).`);
      if (card(id).side === 1) {
        s.inPlay.push(id);
        push(ctx.s, { op: 'event', card: id, side: 1 });
      } else s.discard.push(id);
    },
  },
  // 10 Blockade: the US discards a card worth 3+ ops (its modifiers applied) or loses all its influence in West Germany.
  10: {
    run: (ctx, st) => {
      const s = ctx.s;
      if (st.step === 1 && typeof st.answer === 'number') {
        const i = s.hands[1].indexOf(st.answer);
        s.hands[1].splice(i, 1);
        s.discard.push(st.answer);
        return ctx.say(`{1} discards ${cardName(st.answer)} (Blockade).`);
      }
      if (st.step === 1) {
        const lost = s.inf[1][WEST_GERMANY];
        s.inf[1][WEST_GERMANY] = 0;
        return ctx.say(`{1} loses all ${lost} influence in West Germany (Blockade).`);
      }
      // Whether the US is asked depends on its hand: the event is a reveal, whatever the hand (issue 8).
      ctx.reveal();
      const cards = s.hands[1].filter((id) => !isScoring(id) && opsValue(s, 1, id) >= 3);
      if (cards.length === 0) return MISC_CARDS[10].run(ctx, next(st, 1));
      ask(ctx, 1, '{1}: discard a card worth 3 or more ops, or lose all influence in West Germany (Blockade).', [...cards, 'lose'], next(st, 1), true);
    },
  },
  // 20 Olympic Games: the opponent participates (dice, sponsor +2, winner 2 VP) or boycotts (DEFCON −1, sponsor gets 4 ops).
  20: {
    run: (ctx, st) => {
      const sponsor = st.side;
      const opp = other(sponsor);
      if (st.step === 0) return ask(ctx, opp, `{${opp}}: participate in the Olympic Games or boycott them?`, ['participate', 'boycott'], next(st, 1));
      if (st.answer === 'boycott') {
        ctx.say(`{${opp}} boycotts the Olympic Games.`, opp);
        if (!setDefcon(ctx, ctx.s.defcon - 1, 'Olympic boycott')) return;
        return push(ctx.s, { op: 'opsUse', side: sponsor, card: -1, fixed: 4 });
      }
      for (;;) {
        const a = roll(ctx);
        const b = roll(ctx);
        sayRoll(
          ctx,
          'olympics',
          [
            { side: sponsor, value: a },
            { side: opp, value: b },
          ],
          `Olympic Games: {${sponsor}} rolls ${a} + 2, {${opp}} rolls ${b}.`,
        );
        if (a + 2 !== b) return addVp(ctx, a + 2 > b ? sponsor : opp, 2, 'Olympic Games');
      }
    },
  },
  // 26 CIA Created: the USSR shows its hand to the US; the US conducts operations with this card's ops (its modifiers apply).
  26: {
    run: (ctx) => {
      const hand = ctx.s.hands[0];
      ctx.reveal();
      ctx.sayPrivately(
        1,
        `CIA Created: the USSR holds ${hand.length ? hand.map(cardName).join(', ') : 'no card'}.`,
        '{0} shows their hand to {1} (CIA Created).',
      );
      push(ctx.s, { op: 'opsUse', side: 1, card: 26, fixed: 0 });
    },
  },
  // 32 UN Intervention: with a card of the opponent's event from your hand: no event, its ops for you. Not in the headline.
  32: {
    can: (s, side) => s.round > 0 && s.hands[side].some((id) => card(id).side === 1 - side),
    run: (ctx, st) => {
      const s = ctx.s;
      const side = st.side;
      // With the card Grain Sales to Soviets took (`n`, FAQ #32), that card is the pair: no question.
      if (st.step === 0 && st.n === undefined) {
        const options = s.hands[side].filter((id) => card(id).side === 1 - side);
        return ask(ctx, side, `{${side}}: choose the card of the opponent's event to play with UN Intervention.`, options, next(st, 1), true);
      }
      const id = st.step === 0 ? (st.n as number) : (st.answer as number);
      s.hands[side].splice(s.hands[side].indexOf(id), 1);
      s.inPlay.push(id);
      ctx.say(`{${side}} plays ${cardName(id)} with UN Intervention: its event is cancelled.`, side);
      // U2 Incident (60): UN Intervention played as an event this turn gives the USSR 1 more VP, once.
      if (s.effects.some((e) => e.card === 60)) {
        s.effects = s.effects.filter((e) => e.card !== 60);
        addVp(ctx, 0, 1, 'U2 Incident: UN Intervention played');
      }
      push(ctx.s, { op: 'opsUse', side, card: id, fixed: 0 }, { op: 'dispose', card: id, pile: 'discard' });
    },
  },
  // 103 Defectors: headlined by the US it cancels the USSR headline (headline.ts); played by the USSR in an action round, the US gains 1 VP.
  103: {
    run: (ctx) => {
      const s = ctx.s;
      if (s.round === 0) {
        if (s.phasing === 1) ctx.say('Defectors cancels the USSR headline.');
        return;
      }
      if (s.phasing === 0) addVp(ctx, 1, 1, 'Defectors played by the USSR');
    },
  },
};
