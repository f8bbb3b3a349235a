/**
 * Helpers for the board and the panels: where a seat may place influence, coup or realign now, and a
 * warning before a move that loses the game (DEFCON suicide, 8.1.3) or breaks a rule a newcomer might
 * not know (holding a scoring card at the end of the turn, 4.5D / 11.1.2).
 */
import { card, cardName, CHINA, DEFCON_EVENTS, isOpponents, isScoring } from './cardinfo';
import { cmcRestricts } from './cards/mid-hooks';
import { NUCLEAR_SUBS } from './coup';
import { COUNTRIES, COUNTRY_COUNT, COUNTRY_IDS, accessFor, countryIndex } from './map';
import { coupDieModifier, inEffect } from './modifiers';
import { influenceCost } from './influence';
import { opsLeft } from './ops';
import { realignModifier } from './realign';
import { shallowCopy } from './draft';
import { twilightEngine as E } from './engine';
import { legalMoves } from './legal';
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

const DEFCON_DROPPERS: Readonly<Record<number, string>> = Object.fromEntries(
  Object.entries(DEFCON_EVENTS)
    .filter(([, kind]) => kind === 'down')
    .map(([id]) => [Number(id), `${cardName(Number(id))} degrades DEFCON`]),
);
const WARGAMES = 100;

/**
 * A warning before `move` by `seat`, or null. Not a rule check: illegal moves are refused by apply;
 * these moves are legal but lose the game now or at the end of the turn.
 */
export function warning(s: TwilightState, seat: Side, move: TwilightMove): string | null {
  const p = s.pending;
  if (!p) return null;
  if (((move.type === 'coup' && p.kind === 'ops') || (move.type === 'play' && move.use === 'coup')) && cmcRestricts(s, seat)) {
    return 'Cuban Missile Crisis: a coup attempt by you now is nuclear war, and you lose. Remove the 2 influence first to end it.';
  }
  if (move.type === 'pick' && p.kind === 'pick') {
    const why = pickWarning(s, seat, move, 1);
    if (why) return why;
  }
  if (move.type === 'pick' && move.choice === 'end' && p.kind === 'pick' && p.then.op === 'card' && p.then.card === WARGAMES) {
    // Wargames: the opponent gains 6 VP first, then the leader wins (FAQ #100).
    const mine = (seat === 1 ? 1 : -1) * s.vp - 6;
    if (mine <= 0)
      return mine === 0
        ? 'Ending the game now gives your opponent 6 VP: the game would be a draw.'
        : 'Ending the game now gives your opponent 6 VP: you would lose.';
  }
  if (move.type === 'coup' && p.kind === 'ops') {
    const c = countryIndex(move.country);
    // DEFCON 1 is lost by the phasing player (8.1.3): a coup made with the ops of the opponent's event wins.
    if (c >= 0 && COUNTRIES[c].bg && s.defcon === 2 && phasingSide(s) === seat && !(seat === 1 && inEffect(s, NUCLEAR_SUBS))) {
      return `A coup in the battleground ${COUNTRIES[c].name} lowers DEFCON to 1: nuclear war, and you lose (8.1.3).`;
    }
  }
  if (move.type === 'play' && move.use === 'coup' && s.defcon === 2 && !(seat === 1 && inEffect(s, NUCLEAR_SUBS))) {
    const all = coupTargets(s, seat);
    if (all.length > 0 && all.every((id) => COUNTRIES[countryIndex(id)].bg))
      return 'Every country you may coup now is a battleground: the coup lowers DEFCON to 1, nuclear war, and you lose (8.1.3).';
  }
  if (move.type === 'play' || move.type === 'headline') {
    const id = move.card;
    const fires = move.type === 'headline' || (move.type === 'play' && move.use !== 'space' && (move.use === 'event' || isOpponents(id, seat)));
    if (fires && s.defcon === 2 && DEFCON_DROPPERS[id]) return `${DEFCON_DROPPERS[id]} to 1 at DEFCON 2: nuclear war during your play, and you lose (8.1.3).`;
    if (fires && s.defcon === 2 && id === 20)
      return 'At DEFCON 2 your opponent may boycott the Olympic Games: DEFCON falls to 1 during your play and you lose (8.1.3).';
    if (fires && s.defcon === 2 && id === SUMMIT)
      return 'At DEFCON 2 your opponent may win the Summit and degrade DEFCON to 1 during your play: you lose (8.1.3).';
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

const SUMMIT = 45;
const HOW_I_LEARNED = 46;

/** The side that loses if DEFCON reaches 1 now: the phasing player, the headliner during the headline (8.1.3). */
const phasingSide = (s: TwilightState): Side => (s.phasing === -1 ? 0 : s.phasing);

/** Dice for trying an event choice out: DEFCON and the Cuban Missile Crisis do not depend on the roll. */
const TRY_DICE: readonly number[] = new Array(12).fill(3);

/**
 * Event choices that lose the game now (8.1.3): How I Learned to Stop Worrying at 1, Summit's degrade at
 * DEFCON 2, an event's free coup in a battleground at DEFCON 2 by the phasing player, any coup by the
 * player the Cuban Missile Crisis restricts (Junta, Tear Down this Wall, Ortega, Che, event ops spent on a
 * coup…), and a choice after which every option of this player's next decision loses. The choice is tried
 * on a copy with placeholder dice (the outcome does not depend on them); `depth` bounds the follow-up.
 */
function pickWarning(s: TwilightState, seat: Side, move: Extract<TwilightMove, { type: 'pick' }>, depth: number): string | null {
  const p = s.pending;
  if (p?.kind === 'pick' && p.then.op === 'card' && p.then.card === HOW_I_LEARNED && move.choice === 1)
    return 'DEFCON 1 is nuclear war: the phasing player loses (8.1.3).';
  if (s.defcon > 2 && !cmcRestricts(s, seat)) return null;
  const trial = shallowCopy(s);
  trial.rigged = TRY_DICE.slice();
  // Refused, or a fault: a choice that needs hidden cards or the generator (a view) has no verdict.
  const r = E.quietApply(trial, move, seat);
  if (!r.ok) return null;
  const after = r.state;
  if (after.outcome) {
    // Other endings (Wargames) have their own warnings below.
    if (after.outcome.winner === seat || !/nuclear war/i.test(after.outcome.reason)) return null;
    return cmcRestricts(s, seat) && after.defcon === s.defcon
      ? 'Cuban Missile Crisis: this choice makes you attempt a coup, which is nuclear war, and you lose.'
      : 'This choice lowers DEFCON to 1 during your play: nuclear war, and you lose (8.1.3).';
  }
  const next = after.pending;
  if (depth <= 0 || !next || next.kind === 'headline' || next.kind === 'action' || !('seat' in next) || next.seat !== seat) return null;
  const options = legalMoves(after, seat).filter((m) => m.type !== 'defuse');
  if (options.length === 0 || !options.every((m) => (m.type === 'pick' ? pickWarning(after, seat, m, depth - 1) : warning(after, seat, m)) !== null))
    return null;
  return cmcRestricts(s, seat)
    ? 'Cuban Missile Crisis: every choice this leads to is a coup by you, which is nuclear war, and you lose.'
    : 'Every choice this leads to lowers DEFCON to 1 during your play: nuclear war, and you lose (8.1.3).';
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
