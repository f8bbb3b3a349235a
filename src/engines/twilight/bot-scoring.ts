/**
 * Standard's timing of scoring cards (issue 22: "scoring is timed"; the rule it never breaks: a scoring
 * card still held at the end of a turn loses the game, 4.5D / 11.1.2).
 *
 * - What a scoring card is worth now is the engine's own answer (`glance.ts scoringNow`: the card's event run
 *   on a copy, Southeast Asia's table, Shuttle Diplomacy, Europe control and 20 VP included), never a second
 *   copy of the scoring rules.
 * - When the scoring cards held fill every action round left, this one included, one is played now, even one
 *   that hands the opponent the game: holding it loses just as surely (11.1.2), and the rules oblige the play.
 * - A scoring card that would end the game against its holder now is not played while rounds remain to
 *   mend the region: its operations go there (`mending`).
 * - A losing scoring card is played while its loss is affordable, before the opponent's VP grows: once
 *   the opponent would stand within a few VP of 20 after it, waiting can only make it fatal.
 */
import { card, isScoring } from './cardinfo';
import { scoringNow } from './glance';
import { IS_SE_ASIA, REGION_MEMBERS, members } from './map';
import { roundsLeft, scoringHeld } from './round';
import type { Side, TwilightMove, TwilightState } from './types';

/** A win or a loss at once, against VP. */
export const DECISIVE = 100;

const gains = new WeakMap<TwilightState, Map<number, number>>();

/**
 * VP `side` gains by playing scoring card `id` now (negative: the opponent gains); ±`DECISIVE` when the
 * play ends the game (Europe control, 20 VP), 0 for a draw. Kept per state (states are never changed in place).
 */
export function scoringGain(s: TwilightState, side: Side, id: number): number {
  let known = gains.get(s);
  if (!known) gains.set(s, (known = new Map()));
  const key = id * 2 + side;
  const hit = known.get(key);
  if (hit !== undefined) return hit;
  const now = scoringNow(s, id);
  const v = !now ? 0 : now.ends ? (now.ends.winner === null ? 0 : now.ends.winner === side ? DECISIVE : -DECISIVE) : side === 1 ? now.net : -now.net;
  known.set(key, v);
  return v;
}

/** VP of `side` (the track is + for the US). */
export const myVp = (s: TwilightState, side: Side): number => (side === 1 ? s.vp : -s.vp);

/**
 * Whether every action round `side` has left, this one included, must take a scoring card: more would be
 * held at the end of the turn (11.1.2).
 */
export function mustScore(s: TwilightState, side: Side): boolean {
  const held = scoringHeld(s, side);
  return held > 0 && held >= roundsLeft(s, side) + 1;
}

/**
 * The scoring-card plays among `legal` that must be made now (`mustScore`), the best first: empty when
 * none must. A trapped player's pick of a scoring card (Bear Trap, Quagmire) counts as its play.
 */
export function forcedScoring(s: TwilightState, side: Side, legal: readonly TwilightMove[]): TwilightMove[] {
  if (!mustScore(s, side)) return [];
  const plays = legal.filter((m) => (m.type === 'play' && isScoring(m.card)) || (m.type === 'pick' && typeof m.choice === 'number' && isScoring(m.choice)));
  const id = (m: TwilightMove): number => (m.type === 'play' ? m.card : m.type === 'pick' ? Number(m.choice) : -1);
  return plays.sort((a, b) => scoringGain(s, side, id(b)) - scoringGain(s, side, id(a)));
}

/**
 * How much a scoring play is worth to Standard now (its rank among the round's plays): must-plays first,
 * then cards that gain, then a losing card whose loss would leave the opponent close to 20 VP. A card
 * that ends the game against its holder ranks last (the loss analysis drops it while another play exists).
 */
export function scoringPlayValue(s: TwilightState, side: Side, id: number): number {
  const held = scoringHeld(s, side);
  const left = roundsLeft(s, side);
  const g = scoringGain(s, side, id);
  if (held > left) return 1000 + g;
  if (g <= -DECISIVE) return -20;
  // As many scoring cards as rounds after this one: one now keeps a round spare (a card an event hands over, a trap).
  if (held === left) return 40 + g * 0.1;
  if (g > 0) return 20 + g;
  // A loss that leaves the opponent within 5 VP of 20 is taken now: the opponent's VP only grow meanwhile.
  const theirsAfter = -(myVp(s, side) + g);
  if (theirsAfter >= 15) return 15 + g;
  return -5 + g * 0.2;
}

/** The countries of a scoring card's region (Southeast Asia's own). */
function regionOf(id: number): readonly number[] {
  const r = card(id).scoring;
  if (!r) return [];
  return r === 'SoutheastAsia' ? SE_ASIA : REGION_MEMBERS[r];
}

const SE_ASIA = members(IS_SE_ASIA);

/**
 * Countries where `side`'s operations mend a held scoring card that would lose the game if played now (or
 * would leave the opponent within 3 VP of 20): influence there is worth much more until it can be played.
 */
export function mending(s: TwilightState, side: Side): ReadonlySet<number> {
  const out = new Set<number>();
  for (const id of s.hands[side]) {
    if (!isScoring(id)) continue;
    const g = scoringGain(s, side, id);
    if (g <= -DECISIVE || (g < 0 && -(myVp(s, side) + g) >= 17)) for (const c of regionOf(id)) out.add(c);
  }
  return out;
}
