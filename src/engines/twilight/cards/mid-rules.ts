/**
 * Mid War events that change the rules or move cards: 40 Cuban Missile Crisis, 41 Nuclear Subs,
 * 42 Quagmire, 43 SALT Negotiations, 44 Bear Trap, 49 Missile Envy, 50 We Will Bury You,
 * 51 Brezhnev Doctrine, 59 Flower Power, 60 U2 Incident, 62 Lone Gunman, 67 Grain Sales to Soviets,
 * 69 Latin American Death Squads, 77 Ask Not What Your Country Can Do For You.
 * Their lasting effects are read in mid-hooks.ts (rounds), modifiers.ts (ops and dice) and coup.ts.
 */
import { addVp, drawOne, other, randomIndex, setDefcon, wait } from '../draft';
import { push } from '../../core/instructions';
import type { Working } from '../../core/working';
import { card, cardName, isScoring } from '../cardinfo';
import { opsValue } from '../modifiers';
import type { CardStep, Side, TwilightState } from '../types';
import { addEffect, ask, cancelEffect, next, type CardDefs } from './kit';
import { CUBAN_MISSILE_CRISIS, MISSILE_ENVY, NORAD_CARD, cmcCancel, trapRound } from './mid-hooks';

export const AN_EVIL_EMPIRE = 97;
export const U2_INCIDENT = 60;

/** Draws n cards for `side`, the discards reshuffled when the draw pile runs out (4.3). */
function draw(ctx: Working<TwilightState>, side: Side, n: number): void {
  const drawn: number[] = [];
  for (let i = 0; i < n; i++) {
    const id = drawOne(ctx, side);
    if (id === null) break;
    drawn.push(id);
  }
  if (drawn.length === 0) return;
  ctx.reveal();
  ctx.sayPrivately(side, `{${side}} draws ${drawn.map(cardName).join(', ')}.`, `{${side}} draws ${drawn.length} card${drawn.length === 1 ? '' : 's'}.`);
}

/** Quagmire / Bear Trap: step 0 springs the trap; step 10 is the trapped player's round (mid-hooks.ts). */
const trap = (id: number, alsoCancels?: number) => ({
  run: (ctx: Working<TwilightState>, st: CardStep) => {
    if (st.step === 10) return trapRound(ctx, st);
    addEffect(ctx, id, st.side, 'game');
    ctx.say(`{${other(st.side)}} is caught in ${cardName(id)} from its next action round.`);
    if (alsoCancels !== undefined) cancelEffect(ctx, alsoCancels, `cancelled by ${cardName(id)}`);
  },
});

function missileEnvy(ctx: Working<TwilightState>, st: CardStep): void {
  const s = ctx.s;
  const side = st.side;
  const opp = other(side);
  const hand = s.hands[opp];
  if (st.step === 0) {
    if (hand.length === 0) return ctx.say(`{${opp}} has no card to give up (Missile Envy).`);
    const top = Math.max(...hand.map((id) => opsValue(s, opp, id)));
    const best = hand.filter((id) => opsValue(s, opp, id) === top);
    if (best.length === 1) return missileEnvy(ctx, { ...next(st, 1), answer: best[0] });
    return ask(ctx, opp, `{${opp}}: give up one of your highest-ops cards (Missile Envy).`, best, next(st, 1), true);
  }
  const id = st.answer as number;
  hand.splice(hand.indexOf(id), 1);
  s.inPlay.push(id);
  ctx.reveal(); // the card given up is shown: no undo past it
  // Missile Envy goes to the opponent's hand, to be played for operations in its next action round.
  const me = s.inPlay.indexOf(MISSILE_ENVY);
  if (me >= 0) {
    s.inPlay.splice(me, 1);
    hand.push(MISSILE_ENVY);
    addEffect(ctx, MISSILE_ENVY, opp, 'game');
  }
  ctx.say(`{${opp}} gives up ${cardName(id)} and takes Missile Envy (Missile Envy).`, opp);
  if (card(id).side === opp) {
    ctx.say(`{${side}} uses ${cardName(id)} for operations; its event does not occur.`, side);
    push(ctx.s, { op: 'opsUse', side, card: id, fixed: 0 }, { op: 'dispose', card: id, pile: 'discard' });
  } else push(ctx.s, { op: 'event', card: id, side }, { op: 'dispose', card: id, pile: 'discard' });
}

function grainSales(ctx: Working<TwilightState>, st: CardStep): void {
  const s = ctx.s;
  if (st.step === 0) {
    const hand = s.hands[0];
    if (hand.length === 0) {
      ctx.say('{0} has no card to take: {1} conducts operations with Grain Sales to Soviets.');
      return push(ctx.s, { op: 'opsUse', side: 1, card: 67, fixed: 0 });
    }
    const id = hand.splice(randomIndex(ctx, hand.length), 1)[0];
    s.hands[1].push(id);
    ctx.sayPrivately(
      1,
      `{1} takes ${cardName(id)} from the USSR hand (Grain Sales to Soviets).`,
      '{1} takes a card at random from the USSR hand (Grain Sales to Soviets).',
    );
    return ask(
      ctx,
      1,
      '{1}: play the card taken from the USSR, or return it and conduct operations with Grain Sales to Soviets?',
      ['play', 'return'],
      next(st, 1, id),
      true,
    );
  }
  const id = st.n as number;
  if (st.answer === 'play') {
    ctx.say(`{1} plays ${cardName(id)}, taken from the USSR hand.`);
    return wait(ctx, { kind: 'action', seat: 1, optional: false, only: id });
  }
  s.hands[1].splice(s.hands[1].indexOf(id), 1);
  s.hands[0].push(id);
  ctx.say('{1} returns the card and conducts operations with Grain Sales to Soviets.');
  push(ctx.s, { op: 'opsUse', side: 1, card: 67, fixed: 0 });
}

function askNot(ctx: Working<TwilightState>, st: CardStep): void {
  const s = ctx.s;
  const chosen = st.list ?? [];
  if (st.answer !== undefined && st.answer !== 'done') {
    const id = st.answer as number;
    s.hands[1].splice(s.hands[1].indexOf(id), 1);
    s.inPlay.push(id);
    return askNot(ctx, next(st, 1, undefined, [...chosen, id]));
  }
  if (st.answer === 'done' || s.hands[1].length === 0) {
    s.inPlay = s.inPlay.filter((id) => !chosen.includes(id));
    s.discard.push(...chosen);
    ctx.say(chosen.length ? `{1} discards ${chosen.map(cardName).join(', ')} (Ask Not What Your Country Can Do For You).` : '{1} discards no card.');
    return draw(ctx, 1, chosen.length);
  }
  ask(
    ctx,
    1,
    `{1}: choose a card to discard (${chosen.length} so far), or done; as many are then drawn.`,
    [...s.hands[1], 'done'],
    next(st, 1, undefined, chosen),
    true,
  );
}

export const MID_RULE_CARDS: CardDefs = {
  // 40 Cuban Missile Crisis: DEFCON to 2; this turn a coup by the event player's opponent loses the game,
  // unless it removes 2 influence (USSR: Cuba; US: West Germany or Turkey), offered at its action rounds.
  40: {
    run: (ctx, st) => {
      if (st.step === 10) return cmcCancel(ctx, st);
      setDefcon(ctx, 2, 'Cuban Missile Crisis');
      if (ctx.s.outcome) return;
      addEffect(ctx, CUBAN_MISSILE_CRISIS, st.side, 'turn');
      ctx.say(`Until the end of the turn a coup attempt by {${other(st.side)}} is nuclear war, and it loses.`);
    },
  },
  // 41 Nuclear Subs: US coups in battlegrounds do not degrade DEFCON this turn (coup.ts).
  41: { run: (ctx) => addEffect(ctx, 41, 1, 'turn') },
  // 42 Quagmire: the US discards (2+ ops) and rolls 1–4 to escape instead of playing; cancels NORAD.
  42: trap(42, NORAD_CARD),
  // 44 Bear Trap: the same for the USSR.
  44: trap(44),
  // 43 SALT Negotiations: DEFCON +2; coups −1 this turn (modifiers.ts); the event player may take a non-scoring card from the discards.
  43: {
    run: (ctx, st) => {
      const s = ctx.s;
      if (st.step === 1) {
        if (st.answer === 'none') return ctx.say(`{${st.side}} takes no card from the discard pile.`, st.side);
        const id = st.answer as number;
        s.discard.splice(s.discard.indexOf(id), 1);
        s.hands[st.side].push(id);
        return ctx.say(`{${st.side}} takes ${cardName(id)} from the discard pile and shows it (SALT Negotiations).`, st.side);
      }
      setDefcon(ctx, s.defcon + 2, 'SALT Negotiations');
      addEffect(ctx, 43, st.side, 'turn');
      const options = [...new Set(s.discard.filter((id) => !isScoring(id)))].sort((a, b) => a - b);
      if (options.length === 0) return ctx.say('No non-scoring card in the discard pile (SALT Negotiations).');
      ask(
        ctx,
        st.side,
        `{${st.side}}: take a non-scoring card from the discard pile into your hand, or none (SALT Negotiations).`,
        [...options, 'none'],
        next(st, 1),
      );
    },
  },
  // 49 Missile Envy: the opponent gives up its highest-ops card (ties: its choice) and takes Missile Envy.
  49: { run: missileEnvy },
  // 50 We Will Bury You: DEFCON −1; 3 VP to the USSR unless the US plays UN Intervention as an event in its next action round.
  50: {
    run: (ctx, st) => {
      if (!setDefcon(ctx, ctx.s.defcon - 1, 'We Will Bury You')) return;
      addEffect(ctx, 50, st.side, 'game');
    },
  },
  // 51 Brezhnev Doctrine: USSR cards +1 op (max 4) this turn (modifiers.ts).
  51: { run: (ctx) => addEffect(ctx, 51, 0, 'turn') },
  // 59 Flower Power: 2 VP to the USSR whenever the US plays a war card (mid-hooks.ts); barred and cancelled by An Evil Empire.
  59: { can: (s) => !s.effects.some((e) => e.card === AN_EVIL_EMPIRE), run: (ctx, st) => addEffect(ctx, 59, st.side, 'game') },
  // 60 U2 Incident: 1 VP to the USSR; +1 more if UN Intervention is played as an event this turn (early-misc.ts, card 32).
  60: {
    run: (ctx, st) => {
      addVp(ctx, 0, 1, 'U2 Incident');
      addEffect(ctx, U2_INCIDENT, st.side, 'turn');
    },
  },
  // 62 Lone Gunman: the US shows its hand to the USSR, which conducts operations with this card's ops (USSR modifiers).
  62: {
    run: (ctx) => {
      const hand = ctx.s.hands[1];
      ctx.reveal();
      ctx.sayPrivately(
        0,
        `Lone Gunman: the US holds ${hand.length ? hand.map(cardName).join(', ') : 'no card'}.`,
        '{1} shows their hand to {0} (Lone Gunman).',
      );
      push(ctx.s, { op: 'opsUse', side: 0, card: 62, fixed: 0 });
    },
  },
  // 67 Grain Sales to Soviets: a random USSR card for the US to play, or returned for 2 ops.
  67: { run: grainSales },
  // 69 Latin American Death Squads: the event player's coups in the Americas +1, the opponent's −1, this turn (modifiers.ts).
  69: { run: (ctx, st) => addEffect(ctx, 69, st.side, 'turn') },
  // 77 Ask Not What Your Country Can Do For You: the US discards any number of cards and draws as many.
  77: { run: askNot },
};
