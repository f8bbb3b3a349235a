/**
 * Region scoring (10.1) and final scoring (10.3.2).
 * Presence / Domination / Control, +1 per controlled battleground, +1 per controlled country next to
 * the enemy superpower; only the net difference moves the track (10.2.3).
 */
import { addVp, endGame, vpText } from './draft';
import type { Working } from '../core/working';
import { REGION_SCORING } from './data/tables';
import { COUNTRIES, REGIONS, REGION_MEMBERS, REGION_NAMES, controls, idx } from './map';
import { lateWarVerdict, isLateWar } from './lateWarVictory';
import { inEffect } from './modifiers';
import type { Region, Side, TwilightState } from './types';

export const FORMOSAN = 35;
const TAIWAN = idx('taiwan');

export type Level = 'none' | 'presence' | 'domination' | 'control';

export interface SideScore {
  readonly level: Level;
  readonly countries: number;
  readonly battlegrounds: number;
  readonly adjacent: number;
  readonly points: number;
}

export interface RegionScore {
  readonly region: Region;
  /** [USSR, US]. */
  readonly sides: readonly [SideScore, SideScore];
  /** VP to the US (negative: to the USSR). */
  readonly net: number;
  /** A side controlling Europe wins the game (10.1). */
  readonly europeWinner: Side | null;
}

/** Formosan Resolution: a US-controlled Taiwan is an Asian battleground while it is in effect. */
function isBattleground(s: TwilightState, c: number, region: Region): boolean {
  if (COUNTRIES[c].bg) return true;
  return region === 'Asia' && c === TAIWAN && inEffect(s, FORMOSAN) && controls(s, 1, c);
}

/** `ignore`: a country left out of the scoring entirely (Shuttle Diplomacy, FAQ #73), or -1. */
export function scoreRegion(s: TwilightState, region: Region, ignore = -1): RegionScore {
  const members = REGION_MEMBERS[region].filter((c) => c !== ignore);
  let totalBg = 0;
  const count = [0, 0];
  const bgs = [0, 0];
  const adj = [0, 0];
  for (const c of members) {
    const bg = isBattleground(s, c, region);
    if (bg) totalBg++;
    for (const side of [0, 1] as const) {
      if (!controls(s, side, c)) continue;
      count[side]++;
      if (bg) bgs[side]++;
      if (COUNTRIES[c].superpower === 1 - side) adj[side]++;
    }
  }
  const values = REGION_SCORING[region];
  const score = (side: Side): SideScore => {
    const o = 1 - side;
    let level: Level = 'none';
    if (count[side] > count[o] && totalBg > 0 && bgs[side] === totalBg) level = 'control';
    else if (count[side] > count[o] && bgs[side] > bgs[o] && bgs[side] >= 1 && count[side] - bgs[side] >= 1) level = 'domination';
    else if (count[side] >= 1) level = 'presence';
    const base = level === 'none' ? 0 : level === 'control' ? (values.control ?? 0) : values[level];
    return { level, countries: count[side], battlegrounds: bgs[side], adjacent: adj[side], points: base + bgs[side] + adj[side] };
  };
  const sides: [SideScore, SideScore] = [score(0), score(1)];
  const europeWinner = region === 'Europe' ? (sides[0].level === 'control' ? 0 : sides[1].level === 'control' ? 1 : null) : null;
  return { region, sides, net: sides[1].points - sides[0].points, europeWinner };
}

function describe(side: Side, x: SideScore): string {
  const level = x.level === 'none' ? 'nothing' : x.level;
  const n = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;
  return `{${side}} ${level} (${n(x.countries, 'country', 'countries')}, ${n(x.battlegrounds, 'battleground', 'battlegrounds')}, ${x.adjacent} next to the enemy) = ${x.points}`;
}

/** Scores a region on the board; returns false when the game ended (Europe control). */
export function scoreRegionNow(ctx: Working<TwilightState>, region: Region, final = false, ignore = -1): boolean {
  const r = scoreRegion(ctx.s, region, ignore);
  if (!ctx.quiet) ctx.say(`Scoring ${REGION_NAMES[region]}: ${describe(0, r.sides[0])}; ${describe(1, r.sides[1])}.`);
  if (r.europeWinner !== null) {
    endGame(ctx, r.europeWinner, `{${r.europeWinner}} controls Europe and wins the game (10.1).`);
    return false;
  }
  if (r.net !== 0) addVp(ctx, r.net > 0 ? 1 : 0, Math.abs(r.net), `${final ? 'final ' : ''}${REGION_NAMES[region]} scoring`);
  return true;
}

/** 10.3.2: every region as if its card were played, The China Card holder +1, then the VP decide (the Late War scenario: the US needs 20). */
export function finalScoring(ctx: Working<TwilightState>): void {
  ctx.say('Final scoring.');
  for (const region of REGIONS) if (!scoreRegionNow(ctx, region, true)) return;
  const holder = ctx.s.china.holder;
  if (holder === -1) ctx.say('Nobody won the Chinese Civil War: no VP for The China Card.');
  else addVp(ctx, holder, 1, 'holds The China Card');
  const vp = ctx.s.vp;
  if (isLateWar(ctx.s.options)) {
    const v = lateWarVerdict(vp, 'final');
    return endGame(ctx, v.winner, v.reason);
  }
  if (vp === 0) endGame(ctx, null, 'Final scoring ends even: the game is a draw.');
  else endGame(ctx, vp > 0 ? 1 : 0, `Final scoring: VP ${vpText(vp)}; {${vp > 0 ? 1 : 0}} wins.`);
}
