/**
 * The Twilight Struggle state, moves and the plain-data instructions of its machine.
 * Seat 0 is the USSR, seat 1 the US; a `Side` is a seat.
 */
import type { BaseState, CoreErrorCode, RuleError, Seat } from '../core/types';

export type Side = 0 | 1;
export const USSR: Side = 0;
export const US: Side = 1;

/**
 * Twilight Struggle's refusals: core's codes (parse, game over, not your turn, engine fault) and its own.
 *   wrong-decision          the move does not answer the decision pending (a play while a headline is asked…)
 *   may-not-pass            passing an action round that is not optional (5.1)
 *   not-in-hand             the card is not in the player's hand
 *   not-headlinable         a card that may not be headlined (4.5C)
 *   card-obliged            another card must be played now (Missile Envy, FAQ #49; the card taken with Grain Sales)
 *   china-not-held / china-face-down / scoring-card-held
 *                           The China Card: not held, face down (9.3), or playing it would strand a scoring card (9.5)
 *   no-event                the card has no event (The China Card, 9.5)
 *   wrong-side              an opponent's event played for the event (5.2)
 *   event-cannot-occur      the event's prerequisite is not met, or it is barred
 *   event-first-not-allowed only an opponent event that can occur may be resolved before the operations
 *   scoring-event-only      a scoring card played for operations (10.1)
 *   space-race-not-allowed  the card may not go to the space race now (6.4)
 *   no-target               no legal target for that use of operations
 *   wrong-ops-use           operations spent on another use than the one chosen
 *   may-not-stop            influence must be placed while it can be
 *   mixed-ops-conflict      mixed operations: influence and realignment in one country (designer rule)
 *   civil-war-closed        influence on the Chinese Civil War space by the US, after the war, or without ops
 *   no-access               no influence in or next to the country at the start of the round (6.1.1)
 *   chernobyl               Chernobyl bars USSR influence by operations in the region
 *   not-enough-ops          the country costs more operations than are left
 *   no-enemy-influence      a realignment or coup where the opponent has no influence (6.3.1)
 *   defcon-restricted       a realignment or coup in a region DEFCON forbids (8.1.5)
 *   country-protected       a country protected from the USSR (NATO, US/Japan Pact, The Reformer…)
 *   no-crisis               ending the Cuban Missile Crisis when it does not restrict the player
 *   wrong-country           ending the crisis with influence from another country than it names
 *   bad-answer              a choice that is not among those offered
 */
export type TwilightErrorCode =
  | CoreErrorCode
  | 'wrong-decision'
  | 'may-not-pass'
  | 'not-in-hand'
  | 'not-headlinable'
  | 'card-obliged'
  | 'china-not-held'
  | 'china-face-down'
  | 'scoring-card-held'
  | 'no-event'
  | 'wrong-side'
  | 'event-cannot-occur'
  | 'event-first-not-allowed'
  | 'scoring-event-only'
  | 'space-race-not-allowed'
  | 'no-target'
  | 'wrong-ops-use'
  | 'may-not-stop'
  | 'mixed-ops-conflict'
  | 'civil-war-closed'
  | 'no-access'
  | 'chernobyl'
  | 'not-enough-ops'
  | 'no-enemy-influence'
  | 'defcon-restricted'
  | 'country-protected'
  | 'no-crisis'
  | 'wrong-country'
  | 'bad-answer';

/** Why a move is refused (made only on the refusal path: legal moves allocate nothing). */
export type Refusal = RuleError<TwilightErrorCode>;
export const refuse = (code: TwilightErrorCode, message: string): Refusal => ({ code, message });

export type Region = 'Europe' | 'Asia' | 'MiddleEast' | 'CentralAmerica' | 'SouthAmerica' | 'Africa';

export interface CountryData {
  readonly id: string;
  readonly name: string;
  readonly region: Region;
  /** 'WesternEurope' | 'EasternEurope' | 'SoutheastAsia'. */
  readonly sub: readonly string[];
  readonly stability: number;
  readonly bg: boolean;
  /** Neighbouring country indexes. */
  readonly adj: readonly number[];
  /** The adjacent superpower space: 0 USSR, 1 USA, -1 none. */
  readonly superpower: -1 | 0 | 1;
  /** Fixed starting influence [USSR, US] (rules 3.2, 3.3). */
  readonly start: readonly [number, number];
}

export interface CardData {
  readonly id: number;
  readonly name: string;
  readonly ops: number;
  /** Whose event: 0 USSR, 1 US, -1 neutral. */
  readonly side: -1 | 0 | 1;
  readonly period: 'Early' | 'Mid' | 'Late';
  /** Asterisk: removed from the game when its event occurs (2.2.4). */
  readonly starred: boolean;
  /** Underlined: stays in effect (7.3). */
  readonly underlined: boolean;
  readonly scoring: Region | 'SoutheastAsia' | null;
  readonly war: boolean;
  readonly optional: boolean;
  /** False only for The China Card. */
  readonly inDeck: boolean;
}

export interface SpaceBox {
  readonly box: number;
  readonly name: string;
  /** Ops value a card needs to attempt this box. */
  readonly ops: number;
  /** Success on a roll of 1..rollMax. */
  readonly rollMax: number;
  /** VP for the first and the second side to arrive. */
  readonly vp: readonly [number, number];
}

export interface TwilightOptions {
  /** Optional cards 104–110 (only 104–106 exist in the Early War). */
  readonly optionalCards: boolean;
  /** Extra US influence at setup (the balance bid, 0–4), placed by the US where it already has influence (3.4). */
  readonly usBonus: number;
  /**
   * The last turn played, then final scoring (1–10; 10, the default, is the whole war). The Mid War deck
   * joins at the end of turn 3, the Late War deck at the end of turn 7.
   */
  readonly lastTurn: number;
  /** Designer optional rule (RULES_SUMMARY §13): realignments are free of the DEFCON region limits. */
  readonly realignAnywhere?: boolean;
  /** Designer optional rule: the phasing player never loses influence in a realignment. */
  readonly realignNoLoss?: boolean;
  /** Designer optional rule: a card played to the space race may be discarded without the roll. */
  readonly spaceDump?: boolean;
  /** Designer optional rule: one card's ops may mix influence and realignment (not both in one country). */
  readonly mixOps?: boolean;
  /** The Chinese Civil War variant (Deluxe section 12): The China Card starts with nobody (civilwar.ts). */
  readonly chineseCivilWar?: boolean;
  /**
   * The Late War scenario (`lateWar.ts`, LATE_WAR.md): turns 8–10 from a prescribed board; the US needs
   * 20 VP or more to win. Absent (or 'full'): the whole war. Kept in the state only when 'lateWar'.
   */
  readonly scenario?: 'full' | 'lateWar';
}

/** An event in effect: `until` 'turn' expires at the end of the turn (phase H); 'game' until cancelled. */
export interface Effect {
  readonly card: number;
  /** The event player (for Red Scare/Purge: the side that played it, whose opponent is hit). */
  readonly side: Side;
  readonly until: 'turn' | 'game';
  /** The region the effect names (Chernobyl). */
  readonly region?: Region;
}

export type OpsUse = 'influence' | 'realign' | 'coup';
export type Use = 'event' | OpsUse | 'space';
export type Pile = 'discard' | 'removed' | 'limbo';
export type Choice = string | number;

/** Operations being spent (6.0). */
export interface OpsCtx {
  readonly side: Side;
  readonly use: OpsUse;
  /** The card whose (modified) ops are used; -1 for ops granted by event text. */
  readonly card: number;
  /** Ops granted by event text (not modified, FAQ #31); 0 for card ops. */
  readonly fixed: number;
  readonly spent: number;
  /** Every op so far went to Asia / Southeast Asia (China Card and Vietnam Revolts bonuses). */
  readonly asia: boolean;
  readonly seAsia: boolean;
  /**
   * Designer's optional rule (`mixOps`): the card's ops may be split between influence and realignment
   * rolls, never both in one country. Then `placed` / `realigned` list the countries used so far.
   */
  readonly mix?: true;
  readonly placed?: readonly number[];
  readonly realigned?: readonly number[];
}

/** A card-specific step of an event: the card's handler dispatches on `step`. */
export type CardStep = {
  readonly op: 'card';
  readonly card: number;
  readonly step: number;
  /** The event player. */
  readonly side: Side;
  readonly n?: number;
  readonly list?: readonly number[];
  readonly answer?: Choice;
};

/** Plain-data instructions on the stack (the last element runs next); core's `Instr` shape. */
export type Instr =
  | { readonly op: 'setupPlace'; readonly side: Side; readonly left: number; readonly area: 'east' | 'west' | 'bonus'; readonly answer?: Choice }
  | { readonly op: 'startTurn' }
  | { readonly op: 'headline' }
  | { readonly op: 'headlineCard'; readonly side: Side; readonly card: number }
  | { readonly op: 'actionRound'; readonly side: Side; readonly n: number; readonly optional: boolean; readonly cmcAsked?: boolean }
  | { readonly op: 'endRound' }
  | { readonly op: 'endTurn'; readonly step: number }
  /** `with`: UN Intervention's paired card fixed in advance (the card Grain Sales to Soviets took, FAQ #32). */
  | { readonly op: 'event'; readonly card: number; readonly side: Side; readonly with?: number }
  | { readonly op: 'dispose'; readonly card: number; readonly pile: Pile }
  | { readonly op: 'ops'; readonly side: Side; readonly use: OpsUse; readonly card: number; readonly fixed: number }
  | { readonly op: 'opsUse'; readonly side: Side; readonly card: number; readonly fixed: number; readonly answer?: Choice; readonly uses?: readonly OpsUse[] }
  | { readonly op: 'space'; readonly side: Side; readonly card: number; readonly answer?: Choice }
  | { readonly op: 'norad'; readonly answer?: Choice }
  | { readonly op: 'landed'; readonly side: Side; readonly answer?: Choice }
  | CardStep;

/**
 * What the game waits for: the `pending` of core's machine (core/instructions.ts), in Twilight's own
 * kinds. The headline is owed by both seats at once, in secret: `seats` are those still to choose,
 * `answers` the cards chosen so far (by seat; a view shows a seat only its own).
 */
export type Pending =
  | { readonly kind: 'headline'; readonly seats: readonly Side[]; readonly answers?: Readonly<Record<number, number>> }
  | {
      readonly kind: 'action';
      readonly seat: Side;
      readonly optional: boolean;
      /** The only card that may be played (the card taken by Grain Sales to Soviets). */
      readonly only?: number;
    }
  | { readonly kind: 'ops'; readonly seat: Side; readonly ops: OpsCtx }
  | {
      readonly kind: 'pick';
      readonly seat: Side;
      readonly text: string;
      readonly options: readonly Choice[];
      /** Runs with `answer` set to the option picked (core `resolve`). */
      readonly then: Instr;
      /** Options reveal the seat's hand: hidden from the other seat by view. */
      readonly secret?: boolean;
    };

export type RollKind = 'coup' | 'realign' | 'space' | 'war' | 'olympics' | 'summit' | 'trap';

/** One roll of the game: who rolled what, and the sentence that explains it. */
export interface LastRoll {
  readonly kind: RollKind;
  readonly dice: readonly { readonly side: Side; readonly value: number }[];
  /** The log sentence (with {N} seat placeholders). */
  readonly text: string;
  readonly seq: number;
}

export interface TwilightState extends BaseState {
  readonly options: TwilightOptions;
  turn: number;
  /** 0 during setup and the headline, then the action round number. */
  round: number;
  /** The phasing player (-1 during setup). */
  phasing: Side | -1;
  defcon: number;
  /** Victory points: positive = US ahead, negative = USSR ahead. */
  vp: number;
  /** Military operations this turn, [USSR, US]. */
  milOps: number[];
  /** Space race boxes reached, [USSR, US] (0 = not started). */
  space: number[];
  spaceAttempts: number[];
  /** Influence by side then country index. */
  inf: number[][];
  /** Hands by side (The China Card is never in a hand). In a view the other hand is all -1. */
  hands: number[][];
  /** Draw pile; the last element is the top. In a view all -1. */
  deck: number[];
  discard: number[];
  removed: number[];
  /** Cards displayed in effect (underlined events). */
  limbo: number[];
  /** Cards out of a hand and not yet in a pile (being played). */
  inPlay: number[];
  /** The card of the action round or headline event being resolved (display; cleared at disposal). */
  current: number;
  /** The holder is -1 while the Chinese Civil War variant leaves it unclaimed. */
  china: { holder: Side | -1; faceUp: boolean };
  /** Chinese Civil War variant: USSR influence on its space (3 claims The China Card); absent otherwise. */
  civilWar?: number;
  /** Headline picks [USSR, US] (-1 none); hidden from the other seat until `headlineRevealed`. */
  headline: number[];
  headlineRevealed: boolean;
  effects: Effect[];
  /** Countries where each side may place influence by operations this round (as at its start, 6.1.1). */
  access: number[][];
  /** DEFCON was set to 2 during this action round (NORAD). */
  defconTo2: boolean;
  stack: Instr[];
  pending: Pending | null;
  /** Test hook: die results used before the generator (always empty in real games). */
  rigged: number[];
  /** The last dice rolled (public), for the board to show; `seq` counts rolls so a new one can be told apart. */
  lastRoll: LastRoll | null;
  outcome: { winner: Side | null; reason: string } | null;
}

export type TwilightMove =
  | { readonly type: 'headline'; readonly card: number }
  | { readonly type: 'play'; readonly card: number; readonly use: Use; readonly eventFirst?: boolean }
  | { readonly type: 'influence'; readonly country: string }
  | { readonly type: 'realign'; readonly country: string }
  | { readonly type: 'coup'; readonly country: string }
  | { readonly type: 'stop' }
  | { readonly type: 'pick'; readonly choice: Choice }
  | { readonly type: 'pass' }
  /** Cuban Missile Crisis: the restricted player removes 2 of its influence from this country to end it (at any decision of its own). */
  | { readonly type: 'defuse'; readonly country: string };

export type { Seat };
