/**
 * The state at a glance (issue 21), for the board's panels: each region as a scoring card would see
 * it, what each scoring card would score if played now, the Space Race's next box and odds (or why
 * a card cannot be spaced), and what The China Card is worth. Pure reads of a state (a seat's view
 * is enough: nothing here looks at a hidden hand); the scores come from the engine's own scoring code
 * (the scoring card's event run on a copy), never a second copy of the rules.
 */
import { push } from '../core/instructions';
import { Working } from '../core/working';
import { CHINA, allCards, card, isScoring } from './cardinfo';
import { isBuilt } from './events';
import { SPACE_TRACK } from './data/tables';
import { draft } from './draft';
import { proceed } from './machine';
import { REGIONS, REGION_MEMBERS, REGION_NAMES, COUNTRIES } from './map';
import { opsValue } from './modifiers';
import { scoreRegion, type SideScore } from './scoring';
import { LAST_BOX, attemptsAllowed, canSpace } from './space';
import { apply } from './engine';
import type { Region, Side, TwilightState } from './types';

export interface RegionGlance {
  readonly region: Region;
  readonly name: string;
  /** Battlegrounds in the region (Taiwan counts under Formosan Resolution only when a scoring counts it). */
  readonly battlegrounds: number;
  readonly countries: number;
  /** [USSR, US]: level (presence / domination / control), countries and battlegrounds controlled, points. */
  readonly sides: readonly [SideScore, SideScore];
  /** VP to the US (negative: to the USSR) if the region were scored now, as the engine scores it (10.1). */
  readonly net: number;
}

/** Every region as its scoring would count it now (10.1: presence, domination, control, battlegrounds). */
export function regionGlance(s: TwilightState): RegionGlance[] {
  return REGIONS.map((region) => {
    const r = scoreRegion(s, region);
    return {
      region,
      name: REGION_NAMES[region].replace(/^the /, ''),
      battlegrounds: REGION_MEMBERS[region].filter((c) => COUNTRIES[c].bg).length,
      countries: REGION_MEMBERS[region].length,
      sides: r.sides,
      net: r.net,
    };
  });
}

/** What a scoring card would do if its event occurred now. */
export interface ScoringNow {
  readonly card: number;
  /** VP to the US (negative: to the USSR). */
  readonly net: number;
  /** The game would end: the side that wins (Europe control, 20 VP), or null for a draw. */
  readonly ends: { readonly winner: Side | null; readonly reason: string } | null;
  /** Shuttle Diplomacy is waiting: the US leaves out the USSR battleground that suits it best (counted so). */
  readonly shuttle: boolean;
}

/**
 * The result of scoring card `id` played now: the card's own event run on a copy of the state, with
 * the rules that apply to it (Southeast Asia's own table, Formosan Resolution, Shuttle Diplomacy —
 * for which the US's choice is taken as the one best for the US — Europe control, 20 VP).
 * Null for a card that is not a scoring card.
 */
export function scoringNow(s: TwilightState, id: number): ScoringNow | null {
  if (!isScoring(id)) return null;
  const copy = draft(s) as TwilightState & { stack: unknown[]; pending: unknown };
  copy.stack = [];
  copy.pending = null;
  const ctx = new Working<TwilightState>(copy, true);
  push(ctx.s, { op: 'card', card: id, step: 0, side: 0 });
  if (proceed(ctx)) return null;
  let after = ctx.finish().state;
  let shuttle = false;
  const p = after.pending;
  if (!after.outcome && p && p.kind === 'pick') {
    // Shuttle Diplomacy: the US picks the battleground left out; each pick is tried, the US's best kept.
    shuttle = true;
    let best: TwilightState | null = null;
    for (const choice of p.options) {
      const r = apply(after, { type: 'pick', choice }, p.seat);
      if (r.ok && (best === null || r.state.vp > best.vp)) best = r.state;
    }
    if (best) after = best;
  }
  const o = after.outcome;
  return { card: id, net: after.vp - s.vp, ends: o ? { winner: o.winner, reason: o.reason } : null, shuttle };
}

/** Every scoring card's id (the Early, Mid and Late War ones alike). */
export const SCORING_CARDS: readonly number[] = Array.from({ length: 111 }, (_, i) => i).filter((i) => isScoring(i));

/**
 * Whether card `id` can still come into play in this game: its War's deck has joined the draw pile
 * (4.4: the Mid War cards at the end of turn 3, the Late War cards at the end of turn 7) and it has not
 * been removed from the game (Southeast Asia Scoring is starred).
 */
export function inGame(s: TwilightState, id: number): boolean {
  return allCards(s.options, s.turn, isBuilt).includes(id) && !s.removed.includes(id);
}

/** The next box of the Space Race for `side` (6.4), or null when the track is done. */
export interface SpaceGlance {
  readonly box: number;
  readonly name: string;
  /** The ops a card needs (after its modifiers) to attempt this box. */
  readonly ops: number;
  /** Success on a roll of 1 to rollMax. */
  readonly rollMax: number;
  /** The chance of success, 0–1. */
  readonly chance: number;
  /** VP on success: the first side to arrive gets vp[0], the second vp[1]. */
  readonly vp: number;
  readonly first: boolean;
  readonly attemptsUsed: number;
  readonly attemptsAllowed: number;
}

export function spaceGlance(s: TwilightState, side: Side): SpaceGlance | null {
  const at = s.space[side];
  if (at >= LAST_BOX) return null;
  const b = SPACE_TRACK[at];
  const first = s.space[1 - side] < b.box;
  return {
    box: b.box,
    name: b.name,
    ops: b.ops,
    rollMax: b.rollMax,
    chance: b.rollMax / 6,
    vp: b.vp[first ? 0 : 1],
    first,
    attemptsUsed: s.spaceAttempts[side],
    attemptsAllowed: attemptsAllowed(s, side),
  };
}

/**
 * Why `side` may not put card `id` on the Space Race now (6.4), in a sentence, or null when the
 * rules allow it (a card may still be held back by something else, such as a trap or Missile Envy).
 */
export function whyNoSpace(s: TwilightState, side: Side, id: number): string | null {
  if (canSpace(s, side, id)) return null;
  if (isScoring(id)) return 'Scoring cards have no operations and cannot be spaced (6.4).';
  const next = spaceGlance(s, side);
  if (!next) return 'You have reached the last box of the Space Race.';
  if (next.attemptsUsed >= next.attemptsAllowed)
    return `Space Race: ${next.attemptsAllowed === 1 ? 'your one attempt' : `your ${next.attemptsAllowed} attempts`} this turn ${next.attemptsAllowed === 1 ? 'is' : 'are'} used (6.4).`;
  const ops = opsValue(s, side, id);
  return `Space Race: ${next.name} needs a card of ${next.ops} ops; ${card(id).name} counts ${ops} (6.4).`;
}

/**
 * The China Card's operations for `side` now (9.2, FAQ #6): its value as played, and the value when
 * every op is spent in Asia (Southeast Asia included), after the ops modifiers in effect.
 */
export function chinaOps(s: TwilightState, side: Side): { readonly plain: number; readonly allInAsia: number } {
  return { plain: opsValue(s, side, CHINA), allInAsia: opsValue(s, side, CHINA, true) };
}
