import type { BaseState, CoreErrorCode, Seat } from '../core/types';
import type { TerritoryId } from './map';

export interface RiskOptions {
  /** Card-set awards: escalating (4, 6, 8, 10, 12, 15, then +5 per trade by anyone) or the fixed table. */
  readonly cardSets: 'escalating' | 'fixed';
  /** Fortify to an adjacent territory only, or along any chain of your own territories. */
  readonly fortify: 'adjacent' | 'connected';
  /** Territories claimed one by one in turn, or dealt at random (always dealt with 2 players). */
  readonly territories: 'claim' | 'deal';
  /** The defender always rolls the most dice allowed; when false the defending seat chooses. */
  readonly defenderRollsMost: boolean;
  /**
   * Starting armies after the territories are shared out: one at a time, three or five per placement
   * turn (split as you like), or all placed at random at once.
   */
  readonly placement: 'one' | 'three' | 'five' | 'random';
  /** Two players: after each placement turn one neutral army; 'classic' places two own armies a turn. */
  readonly twoPlayerSetup: 'alternate' | 'classic';
  /** How the war is won: every opponent gone, a secret mission, or every capital held. */
  readonly victory: 'world' | 'missions' | 'capitals';
  /** The classic rules' cap: the +2 armies on a traded card's territory at most once per turn. */
  readonly bonusOncePerTurn: boolean;
  /** Fog of war: a seat sees owners and armies only of its territories and their neighbours. */
  readonly fog: boolean;
}

/** How a game was won (for the end message). */
export type WinReason = 'world' | 'last' | 'mission' | 'capitals';

/**
 * The pending decision.
 * first: seat 0 rolls for the first player · claim: occupy an empty territory · setup: place one
 * starting army · neutral: (2 players) place one neutral army · capital: (capitals) choose a capital · trade: trade cards or stop ·
 * place: place new armies · attack: attack or stop · defend: the defender picks dice ·
 * capture: move armies into a conquered territory · fortify: one move, or end the turn · over.
 */
export type Phase = 'first' | 'claim' | 'setup' | 'neutral' | 'capital' | 'trade' | 'place' | 'attack' | 'defend' | 'capture' | 'fortify' | 'over';

/** An attack waiting for the defender's dice, or a conquest waiting for the armies to move. */
export interface PendingBattle {
  /** Territory numbers (positions in TERRITORY_IDS). */
  readonly from: number;
  readonly to: number;
  /** Dice the attacker rolled (defend), or rolled in the decisive battle (capture: the minimum to move). */
  readonly dice: number;
}

/** The last dice rolled, for the board to show. */
export interface LastRoll {
  /** Territory numbers; in a fogged view -1 for a side out of sight (its owner HIDDEN too). */
  readonly from: number;
  readonly to: number;
  readonly attacker: readonly number[];
  readonly defender: readonly number[];
  /** Who rolled: the owners at the time of the roll (the defender's territory may have fallen since). */
  readonly attackerOwner: number;
  readonly defenderOwner: number;
}

/**
 * The whole game as plain JSON. Per-territory arrays are indexed by territory number (the order
 * of TERRITORY_IDS). Owners are seat numbers; with 2 players the neutral army is owner 2.
 */
export interface RiskState extends BaseState {
  readonly options: RiskOptions;
  /** Seats at the table (2–6). */
  readonly seats: number;
  /** Owner number of the neutral army (2-player game), or -1. */
  readonly neutral: number;
  readonly phase: Phase;
  /** The seat whose turn it is (during 'defend' the defender acts, see prompt). */
  readonly current: Seat;
  /** The seat that plays first (-1 until rolled). */
  readonly first: Seat;
  /** Turns started (0 during setup). */
  readonly turn: number;
  /** Owner of each territory, -1 when unoccupied; in a fogged view, HIDDEN for what the seat cannot see. */
  readonly owner: readonly number[];
  readonly armies: readonly number[];
  /** Armies not yet placed, by owner number (the neutral army included); in a fogged view, HIDDEN_RESERVE (-1) but the seat's own. */
  readonly reserve: readonly number[];
  /** Cards in hand by seat (card numbers 0–43; 42 and 43 are wild). In a view, hidden cards are -1. */
  readonly hands: readonly (readonly number[])[];
  /** The draw pile; the last element is the top. In a view every card is -1. */
  readonly deck: readonly number[];
  /** Traded cards, face up; shuffled into a new deck when the deck runs out. */
  readonly discard: readonly number[];
  /** Sets traded so far by anyone (drives escalating awards). */
  readonly trades: number;
  readonly alive: readonly boolean[];
  /** Whether the current seat has conquered a territory this turn (earns a card at the end); false in another seat's fogged view. */
  readonly conquered: boolean;
  /** The trade after an elimination: must trade down to four cards, then place the armies. */
  readonly forced: boolean;
  readonly battle: PendingBattle | null;
  readonly lastRoll: LastRoll | null;
  /** The winner, or -1. */
  readonly winner: Seat;
  /** Why the winner won ('' while the game goes on). */
  readonly winReason: WinReason | '';
  /** Starting armies the current seat may still place in this placement turn (setup phase). */
  readonly setupLeft: number;
  /** Secret missions (victory 'missions'): a mission number per seat (MISSIONS); others' are -1 in a view; [] otherwise. */
  readonly missions: readonly number[];
  /** Capitals (victory 'capitals'): each seat's capital territory, -1 until chosen; [] otherwise. */
  readonly capitals: readonly number[];
  /** The +2 bonus of a trade was already placed this turn (bonusOncePerTurn); false in another seat's fogged view. */
  readonly bonusTaken: boolean;
  /**
   * Only in a fogged view while a defender chooses dice: who defends (public: the device goes to them),
   * when the view hides the battle or its target. Never in the game's state.
   */
  readonly defender?: Seat;
}

export type RiskMove =
  | { readonly type: 'rollFirst' }
  | { readonly type: 'claim'; readonly territory: TerritoryId }
  /** Setup: one army at a time (count 1). Turn: any number up to the armies left to place. */
  | { readonly type: 'place'; readonly territory: TerritoryId; readonly count: number }
  | { readonly type: 'placeNeutral'; readonly territory: TerritoryId }
  /** Capitals: the current seat names one of its territories as its capital. */
  | { readonly type: 'capital'; readonly territory: TerritoryId }
  /** Three card numbers; `bonus` picks which traded card's territory gets +2 (default: the first you own). */
  | { readonly type: 'trade'; readonly cards: readonly [number, number, number]; readonly bonus?: TerritoryId }
  | { readonly type: 'endTrade' }
  | { readonly type: 'attack'; readonly from: TerritoryId; readonly to: TerritoryId; readonly dice: number }
  /** Repeated battles with the most dice until the territory falls or `from` has `floor` armies or fewer. */
  | { readonly type: 'blitz'; readonly from: TerritoryId; readonly to: TerritoryId; readonly floor: number }
  | { readonly type: 'defend'; readonly dice: number }
  /** The number of armies that end up in the conquered territory. */
  | { readonly type: 'capture'; readonly count: number }
  | { readonly type: 'endAttack' }
  | { readonly type: 'fortify'; readonly from: TerritoryId; readonly to: TerritoryId; readonly count: number }
  | { readonly type: 'endTurn' };

export type RiskMoveType = RiskMove['type'];

/**
 * Every refusal of World Conquest: core's codes (a move of the wrong shape is `bad-move`, unless
 * moves.ts `parseMove` can name the field: a territory, cards, a count, dice or a floor) and the rules'
 * own.
 */
export type RiskErrorCode =
  | CoreErrorCode
  /** Not a move of this phase (trading, placing, attacking, defending, capturing, fortifying…). */
  | 'wrong-phase'
  /** A territory id that is not on the map. */
  | 'bad-territory'
  /** More dice than the armies allow (or not 1 to 3 / 1 to 2). */
  | 'bad-dice'
  /** A blitz's floor not below the attacking armies. */
  | 'bad-floor'
  /** A number of armies outside what may be placed, moved in or fortified. */
  | 'bad-count'
  /** Not three different card numbers. */
  | 'bad-cards'
  /** A traded card not in the seat's hand. */
  | 'not-held'
  /** Three cards that form no set. */
  | 'not-a-set'
  /** The +2 bonus already placed this turn (bonusOncePerTurn). */
  | 'bonus-taken'
  /** A bonus territory not on a traded card or not the seat's own. */
  | 'bad-bonus'
  /** Five or more cards (or a forced trade after an elimination): trade first. */
  | 'must-trade'
  /** A territory the seat does not own. */
  | 'not-yours'
  /** Attacking one's own territory. */
  | 'own-territory'
  /** Fortifying a territory from itself. */
  | 'same-territory'
  | 'not-adjacent'
  /** Connected fortification: no chain of the seat's territories between the two. */
  | 'not-connected'
  /** One army only: it must stay. */
  | 'too-few'
  /** Claiming a territory already claimed. */
  | 'occupied'
  /** A neutral army on a territory that is not neutral. */
  | 'not-neutral';
