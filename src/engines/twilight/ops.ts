/**
 * Operations being spent (6.0): a pending decision holding the ops context. Influence markers and
 * realignment rolls are chosen one at a time; a coup is one choice. The value of the ops depends on
 * where they go (The China Card +1 all in Asia, Vietnam Revolts +1 all in Southeast Asia), so every
 * choice is checked against the value the ops would have if it were made (FAQ #6).
 */
import { other, wait } from './draft';
import type { Working } from '../core/working';
import { cardName } from './cardinfo';
import { resolveCoup } from './coup';
import { hasAccess, influenceCost } from './influence';
import { COUNTRY_COUNT, IS_ASIA, IS_SE_ASIA, countryName } from './map';
import { inEffect, opsValue } from './modifiers';
import { resolveRealign } from './realign';
import { CHERNOBYL, canCoupAt, canRealignAt, chernobylBars, defconBans } from './restrictions';
import { CIVIL_WAR, civilWarOpen, placeCivilWar } from './civilwar';
import { refuse, type Instr, type OpsCtx, type OpsUse, type Refusal, type Side, type TwilightErrorCode, type TwilightState } from './types';

export function newOps(side: Side, use: OpsUse, card: number, fixed: number): OpsCtx {
  return { side, use, card, fixed, spent: 0, asia: true, seAsia: true };
}

/**
 * `o` after `cost` more ops went to country c (listed in `placed` / `realigned` when mixed). Built field
 * by field, not spread: V8 spreads these objects of several shapes slowly, and this runs for every op.
 */
function spentAt(o: OpsCtx, c: number, cost: number, placed = o.placed, realigned = o.realigned): OpsCtx {
  const next = { side: o.side, use: o.use, card: o.card, fixed: o.fixed, spent: o.spent + cost, asia: o.asia && IS_ASIA[c], seAsia: o.seAsia && IS_SE_ASIA[c] };
  return o.mix ? { ...next, mix: true, placed, realigned } : next;
}

export function opsTotal(s: TwilightState, o: OpsCtx, asia: boolean, seAsia: boolean): number {
  return o.fixed > 0 ? o.fixed : opsValue(s, o.side, o.card, asia, seAsia);
}

/** "1 op", "3 ops": a number of operations in a sentence. */
export const opsWord = (n: number): string => `${n} op${n === 1 ? '' : 's'}`;

/** Ops left if the next op goes to country c (or as things stand, c = -1). */
export function opsLeft(s: TwilightState, o: OpsCtx, c = -1): number {
  const asia = o.asia && (c < 0 || c === CIVIL_WAR || IS_ASIA[c]);
  const se = o.seAsia && (c < 0 || IS_SE_ASIA[c]);
  return opsTotal(s, o, asia, se) - o.spent;
}

export function canPlaceAt(s: TwilightState, o: OpsCtx, c: number): boolean {
  if (c === CIVIL_WAR) return o.side === 0 && civilWarOpen(s) && !chernobylBars(s, 0, c) && opsLeft(s, o, c) >= 1;
  return hasAccess(s, o.side, c) && !chernobylBars(s, o.side, c) && influenceCost(s, o.side, c) <= opsLeft(s, o, c);
}

/**
 * Ops left by where the next op goes, memoised for one scan in `LEFT` (the value depends on a country
 * only through Asia / Southeast Asia: 4 cases). A scan clears it first; scans never nest.
 */
function leftAt(s: TwilightState, o: OpsCtx, c: number): number {
  const k = (IS_ASIA[c] ? 1 : 0) + (IS_SE_ASIA[c] ? 2 : 0);
  if (Number.isNaN(LEFT[k])) LEFT[k] = opsLeft(s, o, c);
  return LEFT[k];
}
const LEFT = new Float64Array(4);

/** Whether Chernobyl bars `side` from placing influence anywhere this turn (then each country is asked). */
const chernobylNow = (s: TwilightState, side: Side): boolean => side === 0 && inEffect(s, CHERNOBYL);

function targetAt(s: TwilightState, o: OpsCtx, use: OpsUse, c: number, chernobyl: boolean): boolean {
  if (use === 'influence')
    return !(chernobyl && chernobylBars(s, o.side, c)) && influenceCost(s, o.side, c) <= leftAt(s, o, c) && !(o.realigned?.includes(c) ?? false);
  if (use === 'realign') return canRealignAt(s, o.side, c) && leftAt(s, o, c) >= 1 && !(o.placed?.includes(c) ?? false);
  return canCoupAt(s, o.side, c);
}

/**
 * Legal targets of one use (default the ops' own) in country order, or (`first`) whether there is one.
 * Influence looks only at the countries with access (6.1.1), then the Chinese Civil War space;
 * realignments and coups need opponent influence in the country, tested first as the cheap filter.
 */
function scan(s: TwilightState, o: OpsCtx, use: OpsUse, first: boolean): number[] | boolean {
  const out: number[] = [];
  LEFT.fill(NaN);
  if (use === 'influence') {
    const chernobyl = chernobylNow(s, o.side);
    for (const c of s.access[o.side] ?? []) {
      if (!targetAt(s, o, use, c, chernobyl)) continue;
      if (first) return true;
      out.push(c);
    }
    if (canPlaceAt(s, o, CIVIL_WAR)) {
      if (first) return true;
      out.push(CIVIL_WAR);
    }
    return first ? false : out;
  }
  const theirs = s.inf[1 - o.side];
  for (let c = 0; c < COUNTRY_COUNT; c++) {
    if (theirs[c] <= 0 || !targetAt(s, o, use, c, false)) continue;
    if (first) return true;
    out.push(c);
  }
  return first ? false : out;
}

export const targets = (s: TwilightState, o: OpsCtx, use: OpsUse = o.use): number[] => scan(s, o, use, false) as number[];

const hasTargetOf = (s: TwilightState, o: OpsCtx, use: OpsUse): boolean => scan(s, o, use, true) as boolean;

/** The uses open to these ops: their own, or influence and realignment when they are mixed. */
export const usesOf = (o: OpsCtx): readonly OpsUse[] => (o.mix ? MIXED : o.use === 'influence' ? INFLUENCE : o.use === 'realign' ? REALIGN : COUP);
const MIXED: readonly OpsUse[] = ['influence', 'realign'];
const INFLUENCE: readonly OpsUse[] = ['influence'];
const REALIGN: readonly OpsUse[] = ['realign'];
const COUP: readonly OpsUse[] = ['coup'];

export function hasTarget(s: TwilightState, o: OpsCtx): boolean {
  if (!o.mix) return hasTargetOf(s, o, o.use);
  return hasTargetOf(s, o, 'influence') || hasTargetOf(s, o, 'realign');
}

/**
 * Whether the ops may stop now, unspent: realignments may stop early; influence must be placed while a
 * marker can be (engine convention). Mixed ops may stop once no influence marker can be placed.
 */
export function mayStop(s: TwilightState, o: OpsCtx): boolean {
  if (o.mix) return !hasTargetOf(s, o, 'influence');
  return o.use === 'realign';
}

/** The uses of operations that have at least one legal target. */
export function usableWays(s: TwilightState, side: Side, card: number, fixed: number): OpsUse[] {
  return (['influence', 'realign', 'coup'] as const).filter((use) => hasTarget(s, newOps(side, use, card, fixed)));
}

function source(o: OpsCtx): string {
  return o.fixed > 0 ? `${opsWord(o.fixed)} from the event` : cardName(o.card);
}

export function beginOps(ctx: Working<TwilightState>, ins: Extract<Instr, { op: 'ops' }>): void {
  const plain = newOps(ins.side, ins.use, ins.card, ins.fixed);
  // Designer's optional rule: a card played for influence or realignment may mix the two (not event-granted ops).
  const o: OpsCtx = ctx.s.options.mixOps && ins.fixed === 0 && ins.use !== 'coup' ? { ...plain, mix: true, placed: [], realigned: [] } : plain;
  if (!hasTarget(ctx.s, o)) {
    ctx.say(
      `{${o.side}} has no legal target for ${o.use === 'influence' ? 'influence' : o.use === 'coup' ? 'a coup' : 'realignment'}: the ops of ${source(o)} are lost.`,
      o.side,
    );
    return;
  }
  wait(ctx, { kind: 'ops', seat: o.side, ops: o });
}

function finishIfDone(ctx: Working<TwilightState>, o: OpsCtx): void {
  if (o.use === 'coup' || opsLeft(ctx.s, o) <= 0 || !hasTarget(ctx.s, o)) ctx.s.pending = null;
  else wait(ctx, { kind: 'ops', seat: o.side, ops: o });
}

/** Why an ops decision is refused, or null when it is legal (nothing changes). */
export function opsError(s: TwilightState, o: OpsCtx, type: string, c: number): Refusal | null {
  if (type === 'stop')
    return mayStop(s, o) ? null : refuse('may-not-stop', 'Only realignments may be stopped early; influence must be placed while it can be.');
  if (!(usesOf(o) as readonly string[]).includes(type)) return refuse('wrong-ops-use', `You are spending operations on ${o.use}, not ${type}.`);
  if (o.mix && type === 'influence' && o.realigned?.includes(c))
    return refuse('mixed-ops-conflict', 'Mixed operations: no influence where this card made a realignment roll (designer rule).');
  if (o.mix && type === 'realign' && o.placed?.includes(c))
    return refuse('mixed-ops-conflict', 'Mixed operations: no realignment where this card placed influence (designer rule).');
  // `c` is a country or the civil war space: the move's schema admits no other name.
  if (c === CIVIL_WAR)
    return type === 'influence' && canPlaceAt(s, o, c)
      ? null
      : refuse('civil-war-closed', 'Only the USSR may place influence on the Chinese Civil War space, 1 op each, while the war goes on.');
  const name = countryName(c);
  if (type === 'influence') {
    if (!hasAccess(s, o.side, c)) return refuse('no-access', `{${o.side}} had no influence in or next to ${name} at the start of the round (6.1.1).`);
    if (chernobylBars(s, o.side, c)) return refuse('chernobyl', `Chernobyl: {0} may not place influence by operations in ${name}'s region this turn.`);
    const cost = influenceCost(s, o.side, c);
    if (cost > opsLeft(s, o, c)) return refuse('not-enough-ops', `${name} costs ${cost} ops; ${Math.max(0, opsLeft(s, o, c))} left.`);
    return null;
  }
  if (type === 'realign') {
    if (!canRealignAt(s, o.side, c)) return refuse(targetBar(s, o.side, c, !s.options.realignAnywhere), `{${o.side}} may not realign ${name} now.`);
    if (opsLeft(s, o, c) < 1) return refuse('not-enough-ops', 'No ops left for that realignment.');
    return null;
  }
  return canCoupAt(s, o.side, c) ? null : refuse(targetBar(s, o.side, c, true), `{${o.side}} may not coup ${name} now.`);
}

/** Why a realignment or coup target is barred (asked only once it is): no enemy influence, DEFCON, or a protection. */
function targetBar(s: TwilightState, side: Side, c: number, defconApplies: boolean): TwilightErrorCode {
  if (s.inf[1 - side][c] <= 0) return 'no-enemy-influence';
  return defconApplies && defconBans(s.defcon, c) ? 'defcon-restricted' : 'country-protected';
}

/** Applies an ops decision already checked by `opsError` (the decision was cleared by core's resolve). */
export function applyOpsMove(ctx: Working<TwilightState>, o: OpsCtx, type: string, c: number): void {
  const s = ctx.s;
  if (type === 'stop') {
    ctx.say(`{${o.side}} stops realigning (${opsWord(opsLeft(s, o))} unused).`, o.side);
    return;
  }
  if (type === 'influence' && c === CIVIL_WAR) {
    placeCivilWar(ctx);
    finishIfDone(ctx, spentAt(o, c, 1));
    return;
  }
  if (type === 'influence') {
    const cost = influenceCost(s, o.side, c);
    s.inf[o.side][c] += 1;
    const done = o.mix ? spentAt(o, c, cost, [...(o.placed ?? []), c]) : spentAt(o, c, cost);
    if (!ctx.quiet) {
      const name = countryName(c);
      ctx.say(
        `{${o.side}} places 1 influence in ${name}${cost === 2 ? ' (2 ops: enemy-controlled)' : ''} (${name} now ${s.inf[1][c]}/${s.inf[0][c]}).`,
        o.side,
      );
    }
    finishIfDone(ctx, done);
    return;
  }
  if (type === 'realign') {
    resolveRealign(ctx, o.side, c);
    finishIfDone(ctx, o.mix ? spentAt(o, c, 1, o.placed, [...(o.realigned ?? []), c]) : spentAt(o, c, 1));
    return;
  }
  resolveCoup(ctx, o.side, c, opsTotal(s, o, IS_ASIA[c], IS_SE_ASIA[c]), { milOps: true });
}

export const opponent = other;
