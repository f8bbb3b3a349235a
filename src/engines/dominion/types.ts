/**
 * The Dominion state, moves and options: plain JSON. Cards are small integers (ids in CARD_FACTS).
 */
import type { BaseState, CoreErrorCode, Seat } from '../core/types';
import type { Answer, Decision } from '../core/instructions';
import type { Filter, Zone } from './program';

export type CardType = 'Action' | 'Treasure' | 'Victory' | 'Curse' | 'Attack' | 'Reaction' | 'Duration';
export type SetId = 'basic' | 'base' | 'intrigue' | 'seaside' | 'prosperity' | 'alchemy' | 'hinterlands';
export type Edition = '1E' | '2E';

/** A cost in every currency from the start: coins, Potions (Alchemy), debt (later sets). */
export interface Cost {
  readonly coins: number;
  readonly potions: number;
  readonly debt: number;
}

/** What never changes about a card (generated into cards/data.ts). */
export interface CardFacts {
  readonly id: number;
  readonly name: string;
  readonly set: SetId;
  readonly editions: readonly Edition[];
  readonly cost: Cost;
  readonly types: readonly CardType[];
  readonly kingdom: boolean;
  /** Fixed coin value of a Treasure. */
  readonly coins?: number;
  /** Produces a Potion when played (Potion). */
  readonly potion?: boolean;
  /** Fixed VP (variable VP is a rule: see CardProgram.points). */
  readonly vp?: number;
  readonly removedIn2E?: boolean;
  readonly text: string;
}

export interface DominionOptions {
  /** Wording of the cards changed between editions (Moneylender, Mine, Throne Room, Masquerade). */
  readonly edition: Edition;
  /** Kingdom card names chosen by hand (or from a recommended set). */
  readonly kingdom: readonly string[];
  /** When set, setup fills the kingdom up to 10 cards at random from these sets and editions. */
  readonly random: { readonly sets: readonly SetId[]; readonly editions: readonly Edition[] } | null;
  /**
   * Platinum and Colony (Prosperity): true/false as chosen, or null (the default) for the rulebook's
   * way: a random Kingdom card of the game is drawn, and they are used if it is a Prosperity card.
   */
  readonly colonies?: boolean | null;
  /**
   * The rules' version (rules.ts `RULES`): absent in games made before issue 21's rulings, which replay as
   * they were played (a Reaction window only for holders of a Reaction, Hoard "while in play" in 2E…).
   */
  readonly rules?: number;
  /** Per seat: this player ends the turn with "End turn" (spending the last Buy leaves the turn open). */
  readonly endTurn?: readonly boolean[];
}

/** One player's cards. Decks and discards: the last element is the top. */
export interface Player {
  hand: number[];
  deck: number[];
  discard: number[];
  /** Cards in play. A card that left play this turn leaves a GONE hole (keeps "this card" positions stable). */
  play: number[];
  /** Set aside or revealed, face up (Library, Adventurer, Patrol…). */
  aside: number[];
  /** Being looked at in private (Sentry). */
  look: number[];
  /** VP tokens (Prosperity). */
  vp: number;
  /** Turns taken (the tie-break; extra turns are not counted). */
  turns: number;
  /**
   * Cards still in play from an earlier turn: Durations waiting for (or doing) their next-turn effect,
   * and the Throne Rooms / King's Courts that played them. Discarded in the Clean-up of this player's next turn.
   */
  durations: number[];
  /** Instructions run at the start of this player's next turn (the Durations' effects, fixed when played). */
  next: Instr[];
  /**
   * Mats and set-aside piles by name (Island, Native Village, Haven, Blockade, Possession). A mat listed in
   * PRIVATE_MATS (view.ts) is seen by its owner only; the others are public.
   */
  mats: Record<string, number[]>;
  /** Token counts by kind (Pirate Ship coin tokens…; VP tokens are `vp`). */
  tokens: Record<string, number>;
  /** Cards this player gained during their most recent turn (Smugglers). */
  lastGained: number[];
}

/** Why a turn is taken: the normal rotation, or an extra turn (Outpost, Possession). */
export type TurnKind = 'normal' | 'outpost' | 'possession';

/** An extra turn waiting to be taken after the current one. */
export interface ExtraTurn {
  readonly seat: Seat;
  readonly kind: TurnKind;
  /** The seat that makes every decision of a Possession turn (-1 otherwise). */
  readonly by: Seat;
}

/** What one turn has accumulated. Reset at the start of each turn. */
export interface Turn {
  actions: number;
  buys: number;
  coins: number;
  potions: number;
  /** Cards cost this much less (Bridge; later Highway, Princess). */
  costDown: number;
  /** Actions played this turn, replays included (Conspirator). */
  actionsPlayed: number;
  /** Extra $ for each Copper played (Coppersmith). */
  copperBonus: number;
  /** Merchants played; the first Silver played gets +$1 each. */
  merchants: number;
  silverPlayed: boolean;
  /** A card was bought: no more Treasures may be played. */
  bought: boolean;
  /** Cards gained this turn by the current player, in order (Smugglers). */
  gained: number[];
  /** Action cards cost this much less (Quarry in play). */
  actionCostDown: number;
  /** Cards that may not be bought this turn (Contraband). Replaced, never pushed to (see context.ts). */
  banned: number[];
  /** Cards named for War Chests this turn. */
  named: number[];
  /** Normal turn or an extra one; `possessor` makes every decision of a Possession turn (-1: nobody). */
  kind: TurnKind;
  possessor: Seat;
  /** Turns in a row taken by this player, this one included (Outpost: not a 3rd turn in a row). */
  inRow: number;
  /** Play positions of Durations that stay in play at Clean-up (their next-turn effect is waiting). */
  stay: number[];
  /** Pairs [position, position of the card that played it]: what Throne Room / King's Court played (flat). */
  via: number[];
  /** Small per-turn counters by name (Herbalist, Sailor, Corsair, Treasury, Tiara, Collection…); replaced on write (`mark`). */
  marks: Record<string, number>;
}

export type Phase = 'action' | 'buy' | 'over';

export interface DominionState extends BaseState {
  /** Writable inside an apply's working copy (see context.ts). */
  rng: readonly number[];
  epoch: number;
  options: DominionOptions;
  seats: number;
  /** Card id of each Supply pile: the basic piles, then the kingdom. */
  piles: number[];
  /** Cards left in each pile. */
  supply: number[];
  trash: number[];
  players: Player[];
  current: Seat;
  phase: Phase;
  turn: Turn;
  /** Tokens on Supply piles by kind, each a count per pile (Embargo; Trade Route). */
  pileTokens: Record<string, number[]>;
  /** Extra turns waiting, the first taken next (Outpost, Possession). */
  extraTurns: ExtraTurn[];
  /** The seat whose normal turn was the last one (the rotation resumes after extra turns). */
  rotation: Seat;
  /** Shared mats by name, replaced on write ('tradeRoute': the tokens on the Trade Route mat). */
  sharedMats: Record<string, number>;
  /** Seats unaffected by the Attack being resolved (Moat). */
  immune: boolean[];
  /** The instruction machine: remaining rules, and the decision waited for. */
  stack: Instr[];
  pending: Decision | null;
  /** Winners once the game is over. */
  winners: Seat[];
  scores: number[];
  /**
   * In views only (view.ts `knownDecks`): each player's cards, sorted, as the viewing seat may know them
   * (every gain and trash is public), or null when it may not (Masquerade passes in secret with 3+ players).
   */
  known?: (number[] | null)[];
}

/**
 * What any instruction may carry: `p`, the seat it affects (the player whose turn it is when absent);
 * `pos` and `self`, the play position and id of "this card" (so Feast trashes itself exactly once); and
 * `answer`, the answer to the decision it continues (core `resolve` adds it).
 */
export type Frame = {
  readonly p?: Seat;
  readonly pos?: number;
  readonly self?: number;
  readonly answer?: Answer;
};

/** An instruction: its op, the frame, and the op's own arguments (one member per op of `K`). */
type Op<K extends string, A = unknown> = K extends string ? Frame & { readonly op: K } & A : never;
type Body = readonly Instr[];
type Cards = readonly number[];

/** Ops that need nothing but the frame (each card's own rule, read from its program and the state). */
export type FrameOp =
  | 'revealHand'
  | 'immune'
  | 'drawAnswer'
  | 'toBuyPhase'
  | 'cleanup'
  | 'cleanupEnd'
  | 'transmute'
  | 'herbalist'
  | 'herbalistTop'
  | 'topdeckPlayed'
  | 'apothecary'
  | 'scryingPool'
  | 'philosophersStone'
  | 'golem'
  | 'golemPlay'
  | 'apprentice'
  | 'possession'
  | 'harbinger'
  | 'discardToDeck'
  | 'merchant'
  | 'vassal'
  | 'bureaucrat'
  | 'poacher'
  | 'bandit'
  | 'sentry'
  | 'sentryTrash'
  | 'sentryDiscard'
  | 'chancellor'
  | 'spy'
  | 'thief'
  | 'adventurer'
  | 'lurkerTrash'
  | 'trashFromSupply'
  | 'lurkerGain'
  | 'masquerade'
  | 'shantyTown'
  | 'swindler'
  | 'wishingWell'
  | 'wishingWellReveal'
  | 'baron'
  | 'baronDiscard'
  | 'bridge'
  | 'conspirator'
  | 'diplomat'
  | 'ironworks'
  | 'mill'
  | 'millCoins'
  | 'secretPassage'
  | 'courtier'
  | 'replace'
  | 'tradingPost'
  | 'coppersmith'
  | 'saboteur'
  | 'tribute'
  | 'bishop'
  | 'quarry'
  | 'city'
  | 'mintCopy'
  | 'rabble'
  | 'vaultOther'
  | 'vaultDraw'
  | 'bank'
  | 'forge'
  | 'loan'
  | 'venture'
  | 'tradeRoute'
  | 'countingHouse'
  | 'countingHouseTake'
  | 'mountebank'
  | 'clerk'
  | 'clerkStart'
  | 'investmentVP'
  | 'tiara'
  | 'collection'
  | 'crystalBall'
  | 'magnate'
  | 'magnateDraw'
  | 'haven'
  | 'nativeVillage'
  | 'blockade'
  | 'islandPut'
  | 'sailor'
  | 'outpost'
  | 'tactician'
  | 'embargo'
  | 'embargoPut'
  | 'piratePlay'
  | 'pirateAsk'
  | 'lookout'
  | 'lookoutTrash'
  | 'lookoutDiscard'
  | 'seaChart'
  | 'smugglers'
  | 'cutpurse'
  | 'salvager'
  | 'pearlDiver'
  | 'ambassador'
  | 'navigator'
  | 'pirateShip'
  | 'pirateShipToken'
  | 'pirateShipCoins'
  | 'seaHag'
  | 'explorer'
  | 'ghostShip'
  | 'vanilla'
  | 'alchemist'
  | 'miningVillage'
  | 'investment'
  | 'islandSelf'
  | 'treasureMap'
  | 'treasury'
  | 'topdeckFromPlay'
  | 'vaultYes'
  | 'mountebankAnswer'
  | 'clerkPlay'
  | 'pearlDiverPut'
  | 'navigatorAnswer'
  | 'explorerGain';

/**
 * Dominion's instructions (core's `Instr` shape, plain JSON, never changed once made): the machine's
 * stack, the Durations' next-turn rules and every decision's continuation. The handlers table
 * (engine.ts `HANDLERS`) has one handler per op, each given its own instruction shape.
 */
export type Instr =
  | Op<FrameOp>
  // The shared vocabulary (ops.ts, built by program.ts).
  | Op<'draw', { readonly n: number }>
  | Op<'plus', { readonly actions?: number; readonly buys?: number; readonly coins?: number }>
  | Op<'gain', { readonly card?: number; readonly to?: Zone; readonly after?: Instr }>
  | Op<
      'gainPick',
      {
        readonly upTo: number;
        readonly potions?: number;
        readonly to?: Zone;
        readonly filter?: Filter;
        readonly exact?: boolean;
        readonly after?: Instr;
        readonly optional?: boolean;
      }
    >
  | Op<
      'pickHand',
      { readonly min: number; readonly max: number; readonly tag: string; readonly then: Instr; readonly filter?: Filter; readonly prompt?: string }
    >
  | Op<'trashPicked' | 'discardPicked', { readonly after?: Instr }>
  | Op<'topdeckPicked', { readonly reveal?: boolean }>
  | Op<'trashAndGain', { readonly plus: number; readonly exact?: boolean; readonly to?: Zone; readonly filter?: Filter; readonly after?: Instr }>
  | Op<'trashSelf', { readonly after: Body }>
  | Op<'eachOther', { readonly body: Body; readonly attack: boolean }>
  | Op<'may', { readonly prompt: string; readonly body: Body; readonly no: Body }>
  | Op<'mayAnswer', { readonly body: Body; readonly no: Body }>
  | Op<'choose', { readonly prompt: string; readonly labels: readonly string[]; readonly bodies: readonly Body[]; readonly count: number }>
  | Op<'chosen', { readonly labels: readonly string[]; readonly bodies: readonly Body[] }>
  | Op<'discardDownTo', { readonly n: number }>
  | Op<'react', { readonly revealed?: Cards; readonly by?: Seat; readonly card?: number; readonly times?: number; readonly via?: number }>
  | Op<
      'reacted',
      { readonly cards: Cards; readonly revealed: Cards; readonly by?: Seat; readonly attack?: number; readonly times?: number; readonly via?: number }
    >
  | Op<'coinsPerAnswer', { readonly each?: number }>
  | Op<'playTimes', { readonly times: number }>
  // The turn (turn.ts, duration.ts).
  | Op<'playFromHand' | 'treasureEffect' | 'buy' | 'gainBought', { readonly card: number }>
  | Op<'playCard', { readonly card: number; readonly by?: number; readonly times?: number; readonly via?: number }>
  | Op<'playTreasures', { readonly cards: Cards }>
  | Op<'nextTurnDo', { readonly body: Body; readonly src: number; readonly spared?: readonly Seat[] }>
  | Op<'startTurn', { readonly kind?: TurnKind; readonly by?: Seat }>
  // Cards' own rules with arguments (cards/*.ts).
  | Op<'vassalPlay' | 'spyAnswer' | 'secretPassagePut' | 'sailorPlay' | 'sailorAsk' | 'ambassadorReturn', { readonly card: number }>
  /** Rules while in play when a card is bought: the card bought and its cost are bound then (turn.ts `buy`). */
  | Op<'hoard', { readonly card?: number; readonly legacy?: boolean }>
  | Op<'gainFromTrash', { readonly card?: number }>
  | Op<'banditTrash' | 'thiefTrash' | 'pirateShipTrash', { readonly got: Cards }>
  | Op<'library', { readonly set: Cards }>
  | Op<'libraryAside', { readonly card: number; readonly set: Cards }>
  | Op<'putBack', { readonly zone: 'aside' | 'look'; readonly cards?: Cards }>
  | Op<'putBackOrdered', { readonly zone: 'aside' | 'look' }>
  | Op<'whenGain', { readonly card: number; readonly pile: number; readonly to: Zone; readonly bought?: boolean }>
  /** Rules 2 on: the gainer's effects on one gain, resolved in the order they choose (cards/gains.ts). */
  | Op<'gainEffects', { readonly card: number; readonly to: Zone; readonly bought: boolean; readonly left: readonly string[]; readonly asked?: boolean }>
  | Op<
      'gainOrdered' | 'gainReacted',
      { readonly card: number; readonly to: Zone; readonly bought: boolean; readonly left: readonly string[]; readonly keys: readonly string[] }
    >
  | Op<'gainWhere', { readonly card: number; readonly to: Zone }>
  | Op<'gainWhereChosen', { readonly card: number; readonly to: Zone; readonly options: readonly string[] }>
  | Op<'masqueradeAsk' | 'masqueradeChose', { readonly order: readonly Seat[]; readonly k: number; readonly chosen: Cards }>
  | Op<'masqueradePass', { readonly order: readonly Seat[]; readonly chosen: Cards }>
  | Op<'minion', { readonly others?: boolean }>
  | Op<'patrol', { readonly n: number; readonly types: readonly CardType[] }>
  | Op<'vpTokens', { readonly n: number; readonly why?: string }>
  | Op<'drawTo', { readonly n: number }>
  | Op<'mintTrash', { readonly all?: boolean }>
  | Op<'talisman', { readonly card?: number; readonly cost?: number; readonly potions?: number }>
  | Op<'loanChosen', { readonly card: number; readonly got: Cards }>
  | Op<'nameCard', { readonly why: 'contraband' | 'warChest' }>
  | Op<'named', { readonly namer: Seat; readonly why: 'contraband' | 'warChest' }>
  | Op<'crystalBallChosen', { readonly card: number; readonly options: readonly string[] }>
  | Op<'nextTurn', { readonly body: Body }>
  | Op<'matToHand', { readonly mat: string; readonly n?: number }>
  // Hinterlands (cards/hinterlands.ts).
  | Op<HinterlandsFrameOp>
  | Op<'hlLook', { readonly n?: number }>
  | Op<'hlLookAnswer' | 'hlDiscarded' | 'hlTrashed', { readonly card: number }>
  | Op<'hlToDeck' | 'hlOthersGain', { readonly card?: number }>
  | Op<'hlCheaper', { readonly than?: number; readonly card?: number; readonly nonVictory?: boolean }>
  | Op<'hlOracleAnswer' | 'hlBrigandTrash', { readonly cards: Cards }>
  | Op<'hlPlayFrom' | 'hlMayPlay' | 'hlPlayAnswer', { readonly card: number; readonly from?: 'hand' | 'discard' | 'trash' }>
  | Op<'hlTrader1' | 'hlTrader2' | 'hlTraderAnswer' | 'hlExchange', { readonly card: number; readonly to: Zone }>
  | Op<'hlLate', { readonly card: number; readonly to: Zone; readonly bought: boolean }>
  | Op<'hlFool' | 'hlFoolAnswer', { readonly by: Seat }>;

/** Hinterlands' rules that need nothing but the frame. */
export type HinterlandsFrameOp =
  | 'hlCrossroads'
  | 'hlFoolsGold'
  | 'hlDevelop'
  | 'hlDuchess'
  | 'hlTraderPlay'
  | 'hlCartographer'
  | 'hlLookDiscard'
  | 'hlHaggler'
  | 'hlHighway'
  | 'hlInn'
  | 'hlInnShuffle'
  | 'hlStables'
  | 'hlIllGotten'
  | 'hlMandarin'
  | 'hlOracle'
  | 'hlBrigand'
  | 'hlBrigandBuy'
  | 'hlScheme'
  | 'hlSchemeCleanup'
  | 'hlSchemeTop'
  | 'hlGuardDog'
  | 'hlNomads'
  | 'hlBerserker'
  | 'hlCauldron'
  | 'hlSouk'
  | 'hlWheelwright'
  | 'hlWitchsHut'
  | 'hlTunnel'
  | 'hlCauldronSafe';

/** The op names, and each op's own instruction shape. */
export type OpName = Instr['op'];
export type InstrOf<K extends OpName> = Extract<Instr, { readonly op: K }>;

/**
 * Why a move is refused: core's codes (a bad shape, the game over, not this seat's turn, an engine fault)
 * and Dominion's own.
 *   wrong-phase       an Action outside the Action phase, a buy outside the Buy phase, `buyPhase` in the Buy phase
 *   no-actions-left   no Action left to play an Action card
 *   no-buys-left      no Buy left
 *   not-an-action     the card played is not an Action card
 *   not-a-treasure    the card played as a Treasure is not one
 *   not-in-hand       the card (or any Treasure, for `treasures`) is not in hand
 *   bought-already    Treasures after a buy this turn
 *   not-in-supply     the card bought has no pile in this game
 *   pile-empty        its pile is empty
 *   cannot-afford     it costs more $ (or Potions) than the player has
 *   buy-blocked       a rule forbids buying it now (Contraband, Grand Market with a Copper in play)
 *   decision-pending  a free move while a decision waits for an answer
 *   no-decision       an answer while nothing waits for one
 *   bad-answer        an answer the pending decision does not allow
 */
export type DominionErrorCode =
  | CoreErrorCode
  | 'wrong-phase'
  | 'no-actions-left'
  | 'no-buys-left'
  | 'not-an-action'
  | 'not-a-treasure'
  | 'not-in-hand'
  | 'bought-already'
  | 'not-in-supply'
  | 'pile-empty'
  | 'cannot-afford'
  | 'buy-blocked'
  | 'decision-pending'
  | 'no-decision'
  | 'bad-answer';

export type DominionMove =
  /** Action phase: play an Action card from hand. */
  | { readonly type: 'play'; readonly card: number }
  /** Play one Treasure (Buy phase; from the Action phase it moves to the Buy phase). */
  | { readonly type: 'treasure'; readonly card: number }
  /** Play every Treasure in hand at once. */
  | { readonly type: 'treasures' }
  | { readonly type: 'buy'; readonly card: number }
  /** End the Action phase. */
  | { readonly type: 'buyPhase' }
  /** End the Buy phase: Clean-up, and the next player's turn. */
  | { readonly type: 'endTurn' }
  /** Answer the pending decision: picked items / option indices / an order, or yes/no. */
  | { readonly type: 'decide'; readonly answer: readonly number[] | boolean };
