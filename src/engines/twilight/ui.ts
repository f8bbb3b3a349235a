/**
 * Helpers for the board and the panels: where a seat may place influence, coup or realign now, and a
 * warning before a move that loses the game (DEFCON suicide, 8.1.3) or breaks a rule a newcomer might
 * not know (holding a scoring card at the end of the turn, 4.5D / 11.1.2).
 */
import { card, CHINA, isScoring } from './cardinfo';
import { danger, tense } from './danger';
import { cmcRestricts } from './cards/mid-hooks';
import { COUNTRIES, COUNTRY_COUNT, COUNTRY_IDS, accessFor, countryIndex } from './map';
import { coupDieModifier } from './modifiers';
import { influenceCost } from './influence';
import { opsLeft } from './ops';
import { realignModifier } from './realign';
import { canCoupAt, canRealignAt } from './restrictions';
import { roundsLeft, scoringHeld } from './round';
import type { Side, TwilightMove, TwilightState } from './types';

export interface Target {
  readonly country: string;
  /** Influence: the ops one marker costs now. Coup / realign: 1. */
  readonly cost: number;
}

/** Countries where `side` may place influence by operations (access as at the start of the round while one is played). */
export function influenceTargets(s: TwilightState, side: Side): Target[] {
  const inRound = s.round > 0 && s.phasing !== -1;
  const access = inRound ? s.access[side] : accessFor(s, side);
  return access.map((c) => ({ country: COUNTRY_IDS[c], cost: influenceCost(s, side, c) }));
}

export function coupTargets(s: TwilightState, side: Side): string[] {
  const out: string[] = [];
  for (let c = 0; c < COUNTRY_COUNT; c++) if (canCoupAt(s, side, c)) out.push(COUNTRY_IDS[c]);
  return out;
}

export function realignTargets(s: TwilightState, side: Side): string[] {
  const out: string[] = [];
  for (let c = 0; c < COUNTRY_COUNT; c++) if (canRealignAt(s, side, c)) out.push(COUNTRY_IDS[c]);
  return out;
}

/** Chance (0..1) that a coup with `ops` in country c succeeds (a die roll beats twice the stability). */
export function coupOdds(s: TwilightState, side: Side, c: string, ops: number): number {
  const i = countryIndex(c);
  if (i < 0) return 0;
  const need = 2 * COUNTRIES[i].stability - ops - coupDieModifier(s, side, i);
  let n = 0;
  for (let d = 1; d <= 6; d++) if (d > need) n++;
  return n / 6;
}

const WARGAMES = 100;

/**
 * A warning before `move` by `seat`, or null. Not a rule check: illegal moves are refused by apply;
 * these moves are legal but lose the game within the action round (`danger.ts`: some continuation — the
 * opponent's choices, any die roll, any card drawn at random, any card the opponent may hold as far as the
 * mover can tell — ends the game against the mover), or at the end of the turn (a scoring card that can no
 * longer be played). Asked of a view (the board, the bots), the answer is the same whatever the hidden
 * cards really are; the analysis is kept with the state object, so asking about every legal move of one
 * state shares the work.
 */
export function warning(s: TwilightState, seat: Side, move: TwilightMove): string | null {
  const p = s.pending;
  if (!p || s.outcome) return null;
  if (((move.type === 'coup' && p.kind === 'ops') || (move.type === 'play' && move.use === 'coup')) && cmcRestricts(s, seat)) {
    return 'Cuban Missile Crisis: a coup attempt by you now is nuclear war, and you lose. Remove the 2 influence first to end it.';
  }
  if (move.type === 'pick' && move.choice === 'end' && p.kind === 'pick' && p.then.op === 'card' && p.then.card === WARGAMES) {
    // Wargames: the opponent gains 6 VP first, then the leader wins (FAQ #100).
    const mine = (seat === 1 ? 1 : -1) * s.vp - 6;
    if (mine <= 0)
      return mine === 0
        ? 'Ending the game now gives your opponent 6 VP: the game would be a draw.'
        : 'Ending the game now gives your opponent 6 VP: you would lose.';
  }
  if (move.type !== 'defuse' && tense(s, seat, move)) {
    const d = danger(s, seat, move);
    if (d) return d.text;
  }
  if (move.type === 'play' || move.type === 'headline') {
    const id = move.card;
    if (!isScoring(id) || id === CHINA) {
      const held = scoringHeld(s, seat);
      const left = roundsLeft(s, seat);
      if (held > left) {
        return `You hold ${held} scoring card${held === 1 ? '' : 's'} and will have only ${left} action round${left === 1 ? '' : 's'} left: a scoring card still in hand at the end of the turn loses the game (4.5D, 11.1.2).`;
      }
    }
  }
  if (move.type === 'pass' && scoringHeld(s, seat) > 0) return 'You still hold a scoring card: holding it at the end of the turn loses the game.';
  return null;
}

/**
 * The ops the pending operations would have if the next op went to `country` (The China Card and
 * Vietnam Revolts bonuses count only when every op stays in Asia / Southeast Asia); 0 when no
 * operations are pending. A coup uses all of them: pass this to `coupOdds`.
 */
export function pendingOpsAt(s: TwilightState, country: string): number {
  const p = s.pending;
  if (!p || p.kind !== 'ops') return 0;
  return Math.max(0, opsLeft(s, p.ops, countryIndex(country)));
}

/** The realignment die modifiers in a country (6.2): `mine` for `side`, `theirs` for the opponent. */
export function realignModifiers(s: TwilightState, side: Side, country: string): { mine: number; theirs: number } {
  const c = countryIndex(country);
  if (c < 0) return { mine: 0, theirs: 0 };
  return { mine: realignModifier(s, side, c), theirs: realignModifier(s, (1 - side) as Side, c) };
}

/** The printed ops of a card, for labels. */
export const printedOps = (id: number): number => card(id).ops;
