/**
 * Action rounds (4.5D, 5): a card is played for its event or for operations (influence,
 * realignment, a coup, or a space attempt). A card of the opponent's event is played for operations
 * and its event occurs before or after them, as the phasing player chooses (5.2); spacing it
 * prevents the event (6.4.5). No passing while a card can be played (5.1), but The China Card is
 * never forced (9.8). The round ends by disposing of the current card (seed note) and NORAD.
 */
import { wait } from './draft';
import { push } from '../core/instructions';
import type { Working } from '../core/working';
import { CHINA, UN_INTERVENTION, card, cardName, eventSide, isOpponents, isScoring } from './cardinfo';
import { cancelEffect } from './cards/kit';
import { beforePlay, obliged, playBarred, roundTakenOver, unPairsTaken } from './cards/mid-hooks';
import { canEvent, disposeCurrent } from './events';
import { COUNTRY_IDS, accessFor, controls, countryName, countryIndex, idx } from './map';
import { inEffect, opsValue } from './modifiers';
import { hasTarget, newOps, opsWord } from './ops';
import { FORMOSAN } from './scoring';
import { canSpace, hasAbility } from './space';
import { refuse, type Instr, type Refusal, type Side, type TwilightMove, type TwilightState, type Use } from './types';

export const NORAD = 106;
export const NORTH_SEA_OIL = 86;

/** The optional extra round: Space Station (box 8) for its sole holder, North Sea Oil's 8th round for the US this turn. */
export const extraRound = (s: TwilightState, side: Side): boolean =>
  hasAbility(s, side, 8) || (side === 1 && s.effects.some((e) => e.card === NORTH_SEA_OIL && e.until === 'turn'));
const CANADA = idx('canada');

/** Action rounds `side` still has to play this turn after the current one (optional rounds not counted). */
export function roundsLeft(s: TwilightState, side: Side): number {
  let n = 0;
  for (const ins of s.stack) if (ins.op === 'actionRound' && ins.side === side && !ins.optional) n++;
  return n;
}

export function scoringHeld(s: TwilightState, side: Side): number {
  let n = 0;
  for (const id of s.hands[side]) if (isScoring(id)) n++;
  return n;
}

/** 9.5: The China Card may be played only face up by its holder, and never if that strands a scoring card. */
export function canPlayChina(s: TwilightState, side: Side): boolean {
  return s.china.holder === side && s.china.faceUp && scoringHeld(s, side) <= roundsLeft(s, side);
}

export function actionRound(ctx: Working<TwilightState>, ins: Extract<Instr, { op: 'actionRound' }>): void {
  const s = ctx.s;
  if (ins.optional && !extraRound(s, ins.side)) return;
  s.round = ins.n;
  s.phasing = ins.side;
  s.defconTo2 = false;
  s.access = [accessFor(s, 0), accessFor(s, 1)];
  if (roundTakenOver(ctx, ins.side, ins.cmcAsked === true, ins.optional, () => push(ctx.s, { ...ins, cmcAsked: true }))) return;
  const cards = s.hands[ins.side].length > 0;
  if (!cards && !canPlayChina(s, ins.side)) return ctx.say(`{${ins.side}} has no card to play and sits out action round ${ins.n}.`, ins.side);
  wait(ctx, { kind: 'action', seat: ins.side, optional: ins.optional || !cards });
}

const OPS_USES: readonly Use[] = ['influence', 'realign', 'coup'];

/** Why `side` may not make this play now, or null when it may. */
export function checkPlay(s: TwilightState, side: Side, m: Extract<TwilightMove, { type: 'play' }>, only?: number): Refusal | null {
  const id = m.card;
  const barred = playBarred(s, side, m, only);
  if (barred) return barred;
  if (id === CHINA) {
    if (s.china.holder !== side) return refuse('china-not-held', 'You do not hold The China Card.');
    if (!s.china.faceUp) return refuse('china-face-down', 'The China Card is face down until the end of the turn (9.3).');
    if (!canPlayChina(s, side)) return refuse('scoring-card-held', 'Playing The China Card now would leave you holding a scoring card (9.5).');
    if (m.use === 'event') return refuse('no-event', 'The China Card has no event (9.5).');
  } else if (!s.hands[side].includes(id)) return refuse('not-in-hand', `${cardName(id)} is not in your hand.`);
  const opp = isOpponents(id, side);
  if (m.eventFirst && (!opp || m.use === 'space' || !canEvent(s, id, eventSide(id, side))))
    return refuse('event-first-not-allowed', 'Only an opponent event that can occur may be resolved before the operations.');
  if (m.use === 'event') {
    if (opp) return refuse('wrong-side', `${cardName(id)} carries your opponent's event: play it for operations, and the event occurs too (5.2).`);
    if (!canEvent(s, id, side)) return refuse('event-cannot-occur', `The event of ${cardName(id)} cannot occur now.`);
    return null;
  }
  if (isScoring(id)) return refuse('scoring-event-only', 'A scoring card can only be played for its event (10.1).');
  if (m.use === 'space') return canSpace(s, side, id) ? null : refuse('space-race-not-allowed', 'You may not space this card now (6.4).');
  // The use is one of the three of operations (the move's schema admits no other).
  return hasTarget(s, newOps(side, m.use, id, 0)) ? null : refuse('no-target', `No legal target for ${m.use} now.`);
}

/** Every legal play of `side` (for legalMoves and the UI). */
export function plays(s: TwilightState, side: Side, only?: number): Extract<TwilightMove, { type: 'play' }>[] {
  const all = playsOf(s, side, only);
  // Grain Sales to Soviets: UN Intervention with the card taken (FAQ #32).
  if (only !== undefined && unPairsTaken(s, side, only) && canEvent(s, UN_INTERVENTION, side)) all.push({ type: 'play', card: UN_INTERVENTION, use: 'event' });
  return only === undefined && !obliged(s, side) ? all : all.filter((m) => playBarred(s, side, m, only) === null);
}

function playsOf(s: TwilightState, side: Side, only?: number): Extract<TwilightMove, { type: 'play' }>[] {
  const out: Extract<TwilightMove, { type: 'play' }>[] = [];
  const ids = only !== undefined ? [only] : canPlayChina(s, side) ? [...s.hands[side], CHINA] : s.hands[side];
  // Realignment and coup targets do not depend on the card (any card used for ops is worth 1+); an
  // influence marker costs at most 2, so a card worth 2+ has a target wherever the side has access.
  let realign: boolean | undefined;
  let coup: boolean | undefined;
  for (const id of ids) {
    if (isScoring(id)) {
      out.push({ type: 'play', card: id, use: 'event' });
      continue;
    }
    const opp = isOpponents(id, side);
    const eventOk = id !== CHINA && canEvent(s, id, eventSide(id, side));
    if (!opp && eventOk) out.push({ type: 'play', card: id, use: 'event' });
    for (const use of OPS_USES) {
      let ok: boolean;
      if (use === 'influence') ok = opsValue(s, side, id) >= 2 ? s.access[side].length > 0 : hasTarget(s, newOps(side, use, id, 0));
      else if (use === 'realign') ok = realign ??= hasTarget(s, newOps(side, use, id, 0));
      else ok = coup ??= hasTarget(s, newOps(side, 'coup', id, 0));
      if (!ok) continue;
      out.push({ type: 'play', card: id, use });
      if (opp && eventOk) out.push({ type: 'play', card: id, use, eventFirst: true });
    }
    if (canSpace(s, side, id)) out.push({ type: 'play', card: id, use: 'space' });
  }
  return out;
}

function describeUse(m: Extract<TwilightMove, { type: 'play' }>): string {
  switch (m.use) {
    case 'event':
      return 'its event';
    case 'space':
      return 'the space race';
    default:
      return `operations (${m.use === 'influence' ? 'influence' : m.use === 'coup' ? 'a coup' : 'realignment'})${m.eventFirst ? ', event first' : ''}`;
  }
}

/** Plays a card; `only` is the card Grain Sales to Soviets took (UN Intervention played with it is paired with it). */
export function applyPlay(ctx: Working<TwilightState>, side: Side, m: Extract<TwilightMove, { type: 'play' }>, only?: number): void {
  const s = ctx.s;
  const id = m.card;
  if (id !== CHINA) {
    s.hands[side].splice(s.hands[side].indexOf(id), 1);
    s.inPlay.push(id);
  }
  s.current = id;
  if (!ctx.quiet) ctx.say(`{${side}} plays ${cardName(id)} (${opsWord(card(id).ops)}) for ${describeUse(m)}.`, side);
  beforePlay(ctx, side, m);
  if (id === CHINA && side === 1 && inEffect(s, FORMOSAN)) cancelEffect(ctx, FORMOSAN, 'the US played The China Card');
  const work: Instr[] = [];
  if (m.use === 'event')
    work.push(
      only !== undefined && id === UN_INTERVENTION && only !== id
        ? { op: 'event', card: id, side, with: only }
        : { op: 'event', card: id, side: eventSide(id, side) },
    );
  else if (m.use === 'space') work.push({ op: 'space', side, card: id });
  else {
    const ops: Instr = { op: 'ops', side, use: m.use, card: id, fixed: 0 };
    if (isOpponents(id, side)) {
      const ev: Instr = { op: 'event', card: id, side: eventSide(id, side) };
      work.push(...(m.eventFirst ? [ev, ops] : [ops, ev]));
    } else work.push(ops);
  }
  push(ctx.s, ...work, { op: 'endRound' });
}

export function endRound(ctx: Working<TwilightState>): void {
  const s = ctx.s;
  disposeCurrent(ctx);
  // NORAD: DEFCON set to 2 during an action round and the US controls Canada: +1 US where it has influence.
  if (s.round > 0 && s.defconTo2 && inEffect(s, NORAD) && controls(s, 1, CANADA)) push(ctx.s, { op: 'norad' });
  s.defconTo2 = false;
}

export function norad(ctx: Working<TwilightState>, ins: Extract<Instr, { op: 'norad' }>): void {
  const s = ctx.s;
  if (ins.answer === undefined) {
    const options = s.inf[1].map((n, c) => (n > 0 ? c : -1)).filter((c) => c >= 0);
    const ids = options.map((c) => COUNTRY_IDS[c]);
    wait(ctx, { kind: 'pick', seat: 1, text: '{1}: NORAD: add 1 influence to a country with US influence, or none.', options: [...ids, 'none'], then: ins });
    return;
  }
  if (ins.answer === 'none') return;
  const c = countryIndex(ins.answer);
  s.inf[1][c]++;
  ctx.say(`NORAD: {1} adds 1 influence in ${countryName(c)}.`, 1);
}
