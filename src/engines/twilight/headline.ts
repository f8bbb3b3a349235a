/**
 * The headline phase (4.5C): both choose in secret, reveal, resolve the higher printed ops first,
 * the US first on a tie (scoring cards count 0). Man in Earth Orbit makes the opponent choose and
 * reveal first (6.4.4). Defectors headlined by the US resolves first and cancels the USSR headline.
 * The headliner is the phasing player of its card (DEFCON suicide, 8.1.3).
 */
import { other, wait, withAt } from './draft';
import { push } from '../core/instructions';
import type { Working } from '../core/working';
import { CHINA, DEFECTORS, UN_INTERVENTION, card, cardName, eventSide } from './cardinfo';
import { headlineBarred } from './cards/mid-hooks';
import { dispose } from './events';
import { accessFor } from './map';
import { hasAbility } from './space';
import { refuse, type Instr, type Refusal, type Side, type TwilightState } from './types';

/** The China Card and UN Intervention may not be headlined. */
export const canHeadline = (id: number): boolean => id !== CHINA && id !== UN_INTERVENTION;

/** Whether `side` may headline `id` now (a Missile Envy received must be kept for operations). */
export const canHeadlineNow = (s: TwilightState, side: Side, id: number): boolean => canHeadline(id) && !headlineBarred(s, side, id);

/**
 * Man in Earth Orbit (6.4.4, space box 4: "the opponent must reveal its headline first"): `side`'s headline
 * was chosen and shown before the holder chooses. It is public from then on (the view shows it, a world dealt
 * from the view keeps it). Told apart from a simultaneous choice by the decision: after a simultaneous answer
 * the decision keeps it (`answers`); after the revealed one a new decision waits for the holder alone.
 */
export function revealedFirst(s: TwilightState, side: Side): boolean {
  const p = s.pending;
  return !s.headlineRevealed && s.headline[side] > 0 && p?.kind === 'headline' && !p.seats.includes(side) && p.answers?.[side] === undefined;
}

function stillToChoose(s: TwilightState): Side[] {
  return ([0, 1] as const).filter((p) => s.headline[p] < 0 && s.hands[p].some((id) => canHeadlineNow(s, p, id)));
}

export function startHeadline(ctx: Working<TwilightState>): void {
  const s = ctx.s;
  s.round = 0;
  s.phasing = -1;
  s.headline = [-1, -1];
  s.headlineRevealed = false;
  const able = stillToChoose(s);
  if (able.length === 0) return ctx.say('Nobody can headline this turn.');
  let seats: Side[] = able;
  for (const p of [0, 1] as const) if (able.length === 2 && hasAbility(s, p, 4)) seats = [other(p)];
  wait(ctx, { kind: 'headline', seats });
}

/** Why `id` may not be headlined by `seat`, or null. */
export function headlineError(s: TwilightState, seat: Side, id: number): Refusal | null {
  if (s.hands[seat].indexOf(id) < 0) return refuse('not-in-hand', `${cardName(id)} is not in your hand.`);
  if (!canHeadline(id)) return refuse('not-headlinable', `${cardName(id)} may not be headlined (4.5C).`);
  if (headlineBarred(s, seat, id))
    return refuse('card-obliged', 'The Missile Envy you received must be played for operations in your next action round (FAQ #49).');
  return null;
}

/**
 * After core's resolve took `seat`'s answer to the headline decision (owed by `seats`): the card leaves
 * the hand face down; the reveal comes when nobody is left to choose. With Man in Earth Orbit the
 * decision was the opponent's alone: its card is revealed and the holder's decision follows.
 */
export function applyHeadline(ctx: Working<TwilightState>, seat: Side, id: number, seats: readonly Side[]): void {
  const s = ctx.s;
  s.hands[seat].splice(s.hands[seat].indexOf(id), 1);
  s.headline = withAt(s.headline, seat, id);
  const left = stillToChoose(s);
  if (left.length > 0) {
    if (!seats.some((p) => left.includes(p))) {
      // Man in Earth Orbit: the first choice is revealed before the holder chooses.
      ctx.reveal();
      ctx.say(`{${seat}} headlines ${cardName(id)} (revealed first: Man in Earth Orbit).`, seat);
    } else ctx.sayPrivately(seat, `{${seat}} headlines ${cardName(id)}.`, `{${seat}} has chosen a headline card.`);
    if (!s.pending) wait(ctx, { kind: 'headline', seats: left });
    return;
  }
  s.pending = null;
  revealHeadlines(ctx);
}

function revealHeadlines(ctx: Working<TwilightState>): void {
  const s = ctx.s;
  s.headlineRevealed = true;
  ctx.reveal();
  const picks = ([0, 1] as const).filter((p) => s.headline[p] >= 0);
  for (const p of picks) s.inPlay.push(s.headline[p]);
  ctx.say(`Headlines: ${picks.map((p) => `{${p}} ${cardName(s.headline[p])}`).join(', ')}.`);
  const ops = (p: Side) => card(s.headline[p]).ops;
  const order = picks.slice().sort((a, b) => (s.headline[1] === DEFECTORS ? b - a : ops(b) - ops(a) || b - a));
  push(ctx.s, ...order.map((p): Instr => ({ op: 'headlineCard', side: p, card: s.headline[p] })));
}

export function headlineCard(ctx: Working<TwilightState>, ins: Extract<Instr, { op: 'headlineCard' }>): void {
  const s = ctx.s;
  s.phasing = ins.side;
  s.current = ins.card;
  s.access = [accessFor(s, 0), accessFor(s, 1)];
  if (ins.side === 0 && s.headline[1] === DEFECTORS && ins.card !== DEFECTORS) {
    ctx.say(`Defectors: the USSR headline ${cardName(ins.card)} is cancelled and discarded.`);
    dispose(ctx, ins.card, 'discard', true);
    s.current = -1;
    return;
  }
  push(ctx.s, { op: 'event', card: ins.card, side: eventSide(ins.card, ins.side) }, { op: 'endRound' });
}
