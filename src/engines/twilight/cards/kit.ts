/**
 * The toolkit of card events: choices as pending decisions with a continuation step, repeated
 * picks with limits, effects in effect. Events run as data: a handler gets a CardStep (with the
 * `answer` just made, if any) and either finishes or asks the next question.
 */
import { wait } from '../draft';
import type { Working } from '../../core/working';
import { cardName } from '../cardinfo';
import { countryIndex, COUNTRY_IDS } from '../map';
import type { CardStep, Choice, Effect, Side, TwilightState } from '../types';

export interface CardDef {
  /** Whether the event can occur now (prerequisite met, not barred by another event, 5.2). */
  readonly can?: (s: TwilightState, side: Side) => boolean;
  readonly run: (ctx: Working<TwilightState>, st: CardStep) => void;
}

export type CardDefs = Readonly<Record<number, CardDef>>;

/** A clean continuation (no stale answer). */
export function next(st: CardStep, step: number, n?: number, list?: readonly number[]): CardStep {
  const out: { -readonly [K in keyof CardStep]: CardStep[K] } = { op: 'card', card: st.card, step, side: st.side };
  if (n !== undefined) out.n = n;
  if (list !== undefined) out.list = list;
  return out;
}

export function ask(ctx: Working<TwilightState>, seat: Side, text: string, options: readonly Choice[], then: CardStep, secret = false): void {
  wait(ctx, secret ? { kind: 'pick', seat, text, options, then, secret } : { kind: 'pick', seat, text, options, then });
}

export const ids = (cs: readonly number[]): string[] => cs.map((c) => COUNTRY_IDS[c]);
export const picked = (st: CardStep): number => countryIndex(st.answer);

export function addEffect(ctx: Working<TwilightState>, card: number, side: Side, until: Effect['until']): void {
  ctx.s.effects = [...ctx.s.effects, { card, side, until }];
}

/** Ends an event in effect; an underlined card then leaves the display for good. */
export function cancelEffect(ctx: Working<TwilightState>, card: number, why: string): void {
  const s = ctx.s;
  if (!s.effects.some((e) => e.card === card)) return;
  s.effects = s.effects.filter((e) => e.card !== card);
  const i = s.limbo.indexOf(card);
  if (i >= 0) {
    s.limbo.splice(i, 1);
    s.removed.push(card);
  }
  ctx.say(`${cardName(card)} is no longer in effect (${why}).`);
}

export interface RepeatSpec {
  readonly seat: Side;
  /** Picks in all. */
  readonly total: number;
  /** How many times one country may be picked. */
  readonly perCountry: number;
  /** Countries that may be picked now (before the per-country limit). */
  readonly candidates: (s: TwilightState) => number[];
  readonly text: (left: number) => string;
  readonly act: (ctx: Working<TwilightState>, c: number) => void;
  /** The player may stop early ("up to"). */
  readonly optional?: boolean;
}

/**
 * One pick of a repeated choice at step `stepNo`: applies the choice just made, then asks the next
 * one. Returns true when the picks are over (total reached, no candidate left, or "done").
 */
export function repeatPick(ctx: Working<TwilightState>, st: CardStep, stepNo: number, spec: RepeatSpec): boolean {
  let list = st.step === stepNo ? (st.list ?? []) : [];
  if (st.step === stepNo && st.answer !== undefined) {
    if (st.answer === 'done') return true;
    const c = picked(st);
    spec.act(ctx, c);
    list = [...list, c];
  }
  const left = spec.total - list.length;
  if (left <= 0) return true;
  const all = spec.candidates(ctx.s);
  // No country can have reached the per-country limit while fewer picks than it were made.
  const options = list.length < spec.perCountry ? all : all.filter((c) => list.filter((x) => x === c).length < spec.perCountry);
  if (options.length === 0) return true;
  const choices: Choice[] = ids(options);
  if (spec.optional) choices.push('done');
  ask(ctx, spec.seat, spec.text(left), choices, next(st, stepNo, st.n, list));
  return false;
}
