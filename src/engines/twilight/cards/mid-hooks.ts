/**
 * Mid War events that change how action rounds are played, consulted by round.ts, headline.ts and
 * coup.ts: Quagmire / Bear Trap (a trapped player discards and rolls instead of playing), Missile
 * Envy (the card received must be played for operations next), We Will Bury You (3 VP unless the US
 * answers with UN Intervention), Flower Power (2 VP per US war card), Cuban Missile Crisis (a coup
 * by the restricted player loses; cancelled by removing 2 influence).
 */
import { addVp, other, roll, sayRoll } from '../draft';
import { push } from '../../core/instructions';
import type { Working } from '../../core/working';
import { CHINA, UN_INTERVENTION, card, cardName, isScoring } from '../cardinfo';
import { countryName, idx } from '../map';
import { inEffect, opsValue } from '../modifiers';
import { refuse, type CardStep, type Refusal, type Side, type TwilightMove, type TwilightState } from '../types';
import { ask, cancelEffect, next } from './kit';

export const CUBAN_MISSILE_CRISIS = 40;
export const QUAGMIRE = 42;
export const BEAR_TRAP = 44;
export const MISSILE_ENVY = 49;
export const WE_WILL_BURY_YOU = 50;
export const FLOWER_POWER = 59;
export const CAMP_DAVID_ACCORDS = 65;
export const ARAB_ISRAELI_WAR = 13;
export const NORAD_CARD = 106;

/** The trap card holding `side` (Quagmire traps the US, Bear Trap the USSR), or -1. */
export function trapOf(s: Pick<TwilightState, 'effects'>, side: Side): number {
  if (side === 1 && inEffect(s, QUAGMIRE)) return QUAGMIRE;
  if (side === 0 && inEffect(s, BEAR_TRAP)) return BEAR_TRAP;
  return -1;
}

/** Missile Envy received: `side` must play it for operations in its next action round (FAQ #49). */
export function obliged(s: Pick<TwilightState, 'effects' | 'hands'>, side: Side): boolean {
  return inEffect(s, MISSILE_ENVY, side) && s.hands[side].includes(MISSILE_ENVY);
}

/** Cuban Missile Crisis: the opponent of its event player loses if it attempts a coup this turn. */
export const cmcRestricts = (s: Pick<TwilightState, 'effects'>, side: Side): boolean => inEffect(s, CUBAN_MISSILE_CRISIS, other(side));

const CMC_COUNTRIES: Readonly<Record<Side, readonly string[]>> = { 0: ['cuba'], 1: ['west_germany', 'turkey'] };

/** Countries where the restricted player may remove 2 of its influence to end Cuban Missile Crisis. */
export function cmcCancelOptions(s: TwilightState, side: Side): string[] {
  if (!cmcRestricts(s, side)) return [];
  return CMC_COUNTRIES[side].filter((id) => s.inf[side][idx(id as 'cuba')] >= 2);
}

/** Why a play is barred by an event in effect (Missile Envy obligation, Grain Sales card), or null. */
export function playBarred(s: TwilightState, side: Side, m: Extract<TwilightMove, { type: 'play' }>, only?: number): Refusal | null {
  if (only !== undefined) {
    if (m.card === only || (m.card === UN_INTERVENTION && m.use === 'event' && unPairsTaken(s, side, only))) return null;
    return refuse(
      'card-obliged',
      `Play ${cardName(only)}, the card taken with Grain Sales to Soviets (or UN Intervention with it, when its event is your opponent's).`,
    );
  }
  if (!obliged(s, side) || isScoring(m.card)) return null;
  if (m.card !== MISSILE_ENVY || m.use === 'event' || m.use === 'space')
    return refuse('card-obliged', 'Missile Envy must be played for operations in this action round (FAQ #49).');
  return null;
}

/**
 * Grain Sales to Soviets: the card taken may be paired with UN Intervention from the US hand when its
 * event is the opponent's (CARD_EFFECTS 67 and 32, FAQ #32).
 */
export function unPairsTaken(s: TwilightState, side: Side, only: number): boolean {
  return only !== UN_INTERVENTION && card(only).side === other(side) && s.hands[side].includes(UN_INTERVENTION) && s.round > 0;
}

/** A headline barred by an event: the Missile Envy received must be kept for operations. */
export const headlineBarred = (s: TwilightState, side: Side, id: number): boolean => id === MISSILE_ENVY && obliged(s, side);

function canAnswerWithUn(s: TwilightState): boolean {
  return s.hands[1].includes(UN_INTERVENTION) && s.hands[1].some((id) => card(id).side === 0);
}

function buryYou(ctx: Working<TwilightState>): void {
  ctx.s.effects = ctx.s.effects.filter((e) => e.card !== WE_WILL_BURY_YOU);
  addVp(ctx, 0, 3, 'We Will Bury You: the US did not answer with UN Intervention');
}

/**
 * The start of `side`'s action round, after its access is fixed. Returns true when the round is taken
 * over: Cuban Missile Crisis offered for cancellation first, or a trapped player's discard and roll.
 */
export function roundTakenOver(ctx: Working<TwilightState>, side: Side, cmcAsked: boolean, optional: boolean, again: () => void): boolean {
  const s = ctx.s;
  if (!cmcAsked && cmcCancelOptions(s, side).length > 0) {
    again();
    push(ctx.s, { op: 'card', card: CUBAN_MISSILE_CRISIS, step: 10, side });
    return true;
  }
  const trap = trapOf(s, side);
  if (side === 1 && inEffect(s, WE_WILL_BURY_YOU) && (trap >= 0 || !canAnswerWithUn(s))) buryYou(ctx);
  if (trap < 0) return false;
  if (optional) {
    ctx.say(`{${side}} is held by ${cardName(trap)} and sits out the extra action round.`, side);
    return true;
  }
  push(ctx.s, { op: 'card', card: trap, step: 10, side });
  return true;
}

/** Consequences of a card being played in an action round, before it resolves. */
export function beforePlay(ctx: Working<TwilightState>, side: Side, m: Extract<TwilightMove, { type: 'play' }>): void {
  const s = ctx.s;
  if (side === 1 && inEffect(s, WE_WILL_BURY_YOU) && s.round > 0) {
    if (m.card === UN_INTERVENTION && m.use === 'event') {
      s.effects = s.effects.filter((e) => e.card !== WE_WILL_BURY_YOU);
      ctx.say('The US answers We Will Bury You with UN Intervention: the USSR gains no VP.');
    } else buryYou(ctx);
  }
  if (inEffect(s, MISSILE_ENVY, side) && (m.card === MISSILE_ENVY || !s.hands[side].includes(MISSILE_ENVY))) {
    s.effects = s.effects.filter((e) => !(e.card === MISSILE_ENVY && e.side === side));
  }
  // Flower Power: a US war card played for its event or operations (not the space race, and not Arab-Israeli War barred by Camp David, FAQ #59).
  const war = m.card !== CHINA && card(m.card).war;
  if (side === 1 && war && m.use !== 'space' && inEffect(s, FLOWER_POWER) && !(m.card === ARAB_ISRAELI_WAR && inEffect(s, CAMP_DAVID_ACCORDS))) {
    addVp(ctx, 0, 2, 'Flower Power: the US plays a war card');
  }
}

/** The trapped player's action round: discard a card worth 2+ ops (own modifiers) and roll; 1–4 frees it. */
export function trapRound(ctx: Working<TwilightState>, st: CardStep): void {
  const s = ctx.s;
  const side = st.side;
  const trap = st.card;
  if (st.answer === undefined) {
    const hand = s.hands[side];
    let discards = hand.filter((id) => !isScoring(id) && opsValue(s, side, id) >= 2);
    if (obliged(s, side) && discards.includes(MISSILE_ENVY)) discards = [MISSILE_ENVY];
    const options = [...discards, ...hand.filter(isScoring)];
    if (options.length === 0) return ctx.say(`{${side}} has no card worth 2 or more ops to discard (${cardName(trap)}) and sits out the action round.`, side);
    return ask(
      ctx,
      side,
      `{${side}}: ${cardName(trap)}: discard a card worth 2 or more ops and roll (1–4 ends it), or play a scoring card.`,
      options,
      next(st, 10),
      true,
    );
  }
  const id = st.answer as number;
  s.hands[side].splice(s.hands[side].indexOf(id), 1);
  if (isScoring(id)) {
    s.inPlay.push(id);
    s.current = id;
    ctx.say(`{${side}} plays ${cardName(id)} for its event (held by ${cardName(trap)}).`, side);
    return push(ctx.s, { op: 'event', card: id, side }, { op: 'endRound' });
  }
  s.discard.push(id);
  if (id === MISSILE_ENVY) s.effects = s.effects.filter((e) => !(e.card === MISSILE_ENVY && e.side === side));
  const die = roll(ctx);
  const free = die <= 4;
  sayRoll(
    ctx,
    'trap',
    [{ side, value: die }],
    `{${side}} discards ${cardName(id)} to ${cardName(trap)} and rolls ${die}: ${free ? 'free' : 'still trapped'}.`,
    side,
  );
  if (free) cancelEffect(ctx, trap, `{${side}} rolled ${die}`);
}

/** Cuban Missile Crisis cancellation, offered at the start of the restricted player's action rounds. */
export function cmcCancel(ctx: Working<TwilightState>, st: CardStep): void {
  const side = st.side;
  if (st.answer === undefined) {
    const options = cmcCancelOptions(ctx.s, side);
    return ask(
      ctx,
      side,
      `{${side}}: remove 2 of your influence from ${options.join(' or ')} to end the Cuban Missile Crisis, or keep it?`,
      [...options, 'keep'],
      next(st, 10),
    );
  }
  if (st.answer === 'keep') return;
  defuse(ctx, side, st.answer as string);
}

/**
 * Cuban Missile Crisis ended by the restricted player: 2 of its influence removed from Cuba (USSR) or
 * West Germany / Turkey (US). Allowed at any decision of that player (CARD_EFFECTS 40: "at any time"),
 * as the `defuse` move, and offered as a question at the start of its action rounds.
 */
export function defuse(ctx: Working<TwilightState>, side: Side, country: string): void {
  ctx.s.inf[side][idx(country as 'cuba')] -= 2;
  cancelEffect(ctx, CUBAN_MISSILE_CRISIS, `{${side}} removed 2 influence from ${countryName(idx(country as 'cuba'))}`);
}

/** Why `side` may not end Cuban Missile Crisis by removing 2 influence from `country` now, or null. */
export function defuseError(s: TwilightState, side: Side, country: string): Refusal | null {
  if (!cmcRestricts(s, side)) return refuse('no-crisis', 'No Cuban Missile Crisis restricts you now.');
  if (!cmcCancelOptions(s, side).includes(country))
    return refuse(
      'wrong-country',
      side === 0 ? 'End the crisis by removing 2 of your influence from Cuba.' : 'End the crisis by removing 2 of your influence from West Germany or Turkey.',
    );
  return null;
}
