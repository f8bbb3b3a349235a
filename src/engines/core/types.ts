/**
 * The engine contract shared by every game in Hotseat.
 *
 * An engine is a bundle of pure functions over plain-JSON state. Nothing here may
 * touch the DOM, React or storage: the store and the boards sit on top of it.
 */

/** A seat at the table, counted from 0 in turn order. */
export type Seat = number;

/**
 * The refusals the core pipeline itself gives, shared by every engine (see `working.ts`):
 * `bad-seat` (no such seat), `bad-move` (the move's shape is wrong), `bad-options` / `bad-seats`
 * (lobby or imported options), `game-over`, `not-your-turn`, `engine-fault` (an exception inside the
 * rules: the game is unchanged). Each engine adds its own precise codes to these in a typed union.
 */
export type CoreErrorCode = 'bad-seat' | 'bad-move' | 'bad-options' | 'bad-seats' | 'game-over' | 'not-your-turn' | 'engine-fault';

/**
 * A rule error: returned as a value, never thrown. `code` is stable (one of the engine's typed union
 * `C`, core's codes included) so the app can word it and a test can assert it; `message` is for people.
 */
export interface RuleError<C extends string = string> {
  readonly code: C;
  readonly message: string;
}

export type Result<T, E = RuleError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <C extends string = string>(code: C, message: string): { ok: false; error: RuleError<C> } => ({ ok: false, error: { code, message } });

/**
 * One sentence of the game log. Engines do not know people's names: a seat is written as a
 * placeholder `{N}` (seat index), e.g. "{0} attacks Kamchatka from Alaska…", and the app fills
 * in names with `fillSeats`. `only` restricts the text to those seats; everyone else
 * reads `others` instead (or nothing when it is absent). Used for card draws and the like.
 */
export interface LogEntry {
  readonly text: string;
  readonly seat?: Seat;
  readonly only?: readonly Seat[];
  readonly others?: string;
}

/** Fields every engine state carries so the core can reason about replay and undo. */
export interface BaseState {
  /** The seeded generator's state (pure-rand xoroshiro128plus), advanced only by the engine. */
  readonly rng: readonly number[];
  /**
   * Incremented whenever randomness is used or hidden information is revealed. Undo never
   * crosses a move that changed it: that is the "point of no return" of the undo rule.
   */
  readonly epoch: number;
}

/** What the game is waiting for: which seats must act, and a sentence saying what. */
export interface Prompt {
  readonly seats: readonly Seat[];
  /** Machine tag of the pending decision (engine-specific), e.g. "occupy", "attack". */
  readonly kind: string;
  /** Instruction for people, e.g. "Place 3 armies on your territories". */
  readonly text: string;
  /** The rule the decision applies, as the game's rulebook numbers it ("6.3"): the app links it to the game's help. Optional. */
  readonly rule?: string;
}

export type Outcome =
  | { readonly kind: 'win'; readonly winners: readonly Seat[]; readonly reason: string }
  | { readonly kind: 'draw'; readonly winners: readonly Seat[]; readonly reason: string };

/**
 * The result of applying a move: the next state and the sentences it logs (and, from the pipeline, the
 * move as parsed: what a record keeps), or a rule error.
 */
export type Applied<S, C extends string = string> =
  { readonly ok: true; readonly state: S; readonly log: readonly LogEntry[]; readonly move?: unknown } | { readonly ok: false; readonly error: RuleError<C> };

/** A seat's person and kind, as chosen in the lobby. Not part of the rules. */
export interface SeatSpec {
  readonly name: string;
  readonly color: string;
  readonly kind: 'human' | 'bot';
  /** The bot's name in the engine's bot list (kind "bot" only). */
  readonly bot?: string;
  /** The remembered person sitting here (see src/persistence/people). */
  readonly personId?: string;
}

/**
 * An engine, as `defineEngine` (core/engine.ts) builds it from a game's parts: every engine's `apply` and
 * `quietApply` are the same guarded pipeline over the game's one step. `C` is the engine's typed union
 * of refusal codes (core's `CoreErrorCode` included).
 */
export interface Engine<S extends BaseState = BaseState, M = unknown, O = unknown, C extends string = string> {
  /** The game's id (the registry in src/games names the games; core knows none of them). */
  readonly id: string;
  readonly title: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** Defaults for a new game with this many seats. */
  defaultOptions(seatCount: number): O;
  /** Checks untrusted options (from the lobby or an imported file). */
  parseOptions(raw: unknown, seatCount: number): Result<O>;
  /** Checks the shape of an untrusted move; legality is apply's business. */
  parseMove(raw: unknown): Result<M>;
  /** Whether this game, with these options, keeps secrets from some seats (cards in hand…). */
  hasSecrets(options: O): boolean;

  setup(options: O, seatCount: number, seed: number): S;
  prompt(state: S): Prompt;
  /**
   * Every legal move of a seat now (empty when the seat has nothing to do). A simultaneous-order game
   * (Diplomacy) lists here only whole default order sets and other moves; its orders one unit at a
   * time come from `orderSlots`.
   */
  legalMoves(state: S, seat: Seat): M[];
  /**
   * Simultaneous-order games only: what the seat must order now, one slot per unit (or build), each
   * with every legal order, the default first. Any choice of one order per slot, given to
   * `composeOrders`, is a legal move: bots, search and property tests enumerate through these.
   */
  orderSlots?(state: S, seat: Seat): readonly OrderSlot[];
  /** The move that submits these orders (slot key → chosen order; slots left out take their default). */
  composeOrders?(state: S, seat: Seat, chosen: Readonly<Record<string, string>>): M;
  /** The move by `seat`, through the pipeline (parse, game over?, does the seat owe a move?, step). */
  apply(state: S, move: M, seat: Seat): Applied<S, C>;
  /**
   * `apply` without log sentences (none is even built): the same pipeline, checks, rules and states, an
   * empty log. Simulators, benches, fuzzing and search playouts use it; the app never does.
   */
  quietApply(state: S, move: M, seat: Seat): Applied<S, C>;
  /** The state as a seat may see it (null: a spectator, who sees only public facts). */
  view(state: S, seat: Seat | null): S;
  outcome(state: S): Outcome | null;
  /** A short label of a move for menus and the replay list. */
  describeMove(state: S, move: M): string;
  /**
   * Each seat's points now, for a score counter shown during play (Dominion's VP counter): facts anyone
   * could work out from the public record, computed from the whole state. Kept out of `view`, which bots
   * call on every move. Absent: the game has no such counter.
   */
  scores?(state: S): readonly number[];
  /**
   * A state `seat` cannot tell from this one: equal in everything `seat` may see (`view`), with every
   * piece of information hidden from it drawn again with `random`, consistently (others' hands from the
   * cards it cannot account for, every deck's order, others' unrevealed picks and secret orders, the
   * generator's state). `seat` null: everything hidden from a spectator. The leak probe
   * (src/games/leaks.test.ts) uses it to check that no move or view depends on what a seat could not see.
   * Every game in the registry must supply it (the probe fails without it); optional only for test
   * fixtures that stand in for a game.
   */
  resample?(state: S, seat: Seat | null, random: () => number): S;
  /**
   * A past state with what hides only while the game goes on made public (Diplomacy's fog of war), for
   * the replay of a game that is over ("then everything"); `view` still hides the rest. Absent: the state.
   */
  revealed?(state: S): S;
  /**
   * The final state of a replayed game as earlier versions of this engine wrote it, where a rule fix has
   * since changed how the same moves read (each fix named where it is written). A save file's hash may name
   * one of these (persistence/savefile.ts), and the before-the-kit fixture accepts them. Absent: none.
   */
  earlierForms?(replayed: EarlierFormsInput<S>): readonly S[];
  /**
   * The options of a recorded game (a save, a stored game, a fixture) as the engine must read them now: a
   * field whose absence meant an older rule when the game was recorded is made explicit. New games always
   * carry every such field (their options are parsed before they are recorded), so an absent field in
   * options handed to `setup` means today's rules. Used by `core/game.ts` `replay` and the save-file
   * check. Absent: options are read as recorded.
   */
  recordedOptions?(options: unknown): unknown;
}

/** What `earlierForms` reads: every state of a replay and the log of each move. */
export interface EarlierFormsInput<S> {
  readonly states: readonly S[];
  readonly logs: readonly (readonly LogEntry[])[];
}

/** One unit's (or build's) legal orders in a simultaneous-order game. */
export interface OrderSlot {
  /** Stable within the phase (e.g. "ENG:lon", "ENG:build:0"). */
  readonly key: string;
  /** Who is ordered ("England: F Lon"). */
  readonly label: string;
  /** Every legal order, in the game's notation, the default first. */
  readonly orders: readonly string[];
}

/** A recorded move: who made it and what it was. */
export interface MoveRecord<M = unknown> {
  readonly seat: Seat;
  readonly move: M;
}

/** A game, completely: options + seed + moves. Replay reproduces every state. */
export interface GameRecord<M = unknown, O = unknown> {
  /** The game's id. Core names no game: the app narrows it with `isGameId` (src/games/registry.ts). */
  readonly game: string;
  readonly options: O;
  readonly seed: number;
  readonly seats: readonly SeatSpec[];
  readonly moves: readonly MoveRecord<M>[];
}

/** A computer player: given what its seat may see, choose one of the legal moves. */
export type BotPolicy<S extends BaseState = BaseState, M = unknown> = (view: S, seat: Seat, legal: readonly M[], random: () => number) => M;
