/**
 * What the app keeps between visits: saved games and remembered people, behind one interface
 * (`GameStore`) with two implementations: IndexedDB (db.ts) and memory (memory.ts), used when
 * the browser refuses storage. Every operation returns a Result; none throws.
 */
import { stableStringify } from '../engines/core/game';
import type { GameRecord, MoveRecord, Result, RuleError } from '../engines/core/types';
import type { GameId } from '../games/registry';

/** What the game list shows without replaying: whose turn, who plays. */
export interface GameSummary {
  readonly turnText: string;
  readonly seatsText?: string;
}

export interface SavedGame {
  readonly id: string;
  readonly title: string;
  readonly record: GameRecord;
  readonly summary: GameSummary;
  /** Milliseconds since 1970 (Date.now()). */
  readonly createdAt: number;
  readonly updatedAt: number;
  /** The game is over (set by saveMove's `finished`, and by recordResult). */
  readonly finished: boolean;
  /** recordResult has counted this game in people's wins and played (so it never counts twice). */
  readonly resultCounted?: boolean;
  /**
   * The app's settings for this game (pass screen…), stored as given (structured-cloneable).
   * Unknown here on purpose: whoever reads them back should check them, as any stored data.
   */
  readonly settings?: unknown;
}

/** What createGame needs: timestamps default to now, `finished` to false. */
export type NewGame = Omit<SavedGame, 'createdAt' | 'updatedAt' | 'finished'> & Partial<Pick<SavedGame, 'createdAt' | 'updatedAt' | 'finished'>>;

/** Someone remembered from earlier games, so the lobby can offer their name and color. */
export interface Person {
  readonly id: string;
  readonly name: string;
  readonly color: string;
  readonly wins: Partial<Record<GameId, number>>;
  readonly played: Partial<Record<GameId, number>>;
  /** Milliseconds since 1970 when this person last played or was edited. */
  readonly lastSeen: number;
}

/**
 * What upsertPerson needs. Without an id, the person with the same name (ignoring case) is
 * updated, or a new person is made. Tallies are never set here: only recordResult counts.
 */
export interface PersonInput {
  readonly id?: string;
  readonly name: string;
  readonly color: string;
}

export type StoreErrorCode =
  /** No such game (deleted, perhaps in another tab). */
  | 'not-found'
  /** createGame: a game with this id is already saved. */
  | 'exists'
  /** The disk is full; nothing was written. */
  | 'quota'
  /** The connection was closed (another tab upgraded, or the browser closed it). */
  | 'closed'
  /**
   * saveMove: the saved record is not the one this change continues (another tab played on or
   * took a move back); nothing was written.
   */
  | 'conflict'
  /** The arguments are unusable (empty title…). */
  | 'invalid'
  /** Anything else the browser's storage reported. */
  | 'storage';

export interface StoreError extends RuleError {
  readonly code: StoreErrorCode;
}

export type StoreResult<T> = Result<T, StoreError>;

export interface GameStore {
  /** False for the memory store: nothing survives closing the tab. */
  readonly persistent: boolean;
  /** Every saved game, most recently played first. */
  listGames(): Promise<StoreResult<SavedGame[]>>;
  getGame(id: string): Promise<StoreResult<SavedGame>>;
  /** Saves a new game. Never overwrites: an existing id is an error ('exists'). */
  createGame(game: NewGame): Promise<StoreResult<SavedGame>>;
  /**
   * Replaces a game's record and summary in one transaction (all or nothing), compare-and-set:
   * a record is replaced only by its own continuation (the saved moves are a prefix of the new
   * ones). After an undo, `undoFrom` is the moves before it was taken back: the saved moves must
   * then lie between the new ones and those. Anything else is refused with code 'conflict'
   * (another tab played on), and nothing is written. `finished` says whether the game is over
   * (left as it was when omitted).
   */
  saveMove(id: string, record: GameRecord, summary: GameSummary, finished?: boolean, undoFrom?: readonly MoveRecord[]): Promise<StoreResult<SavedGame>>;
  renameGame(id: string, title: string): Promise<StoreResult<SavedGame>>;
  /** Deleting a game that is not there is not an error. */
  deleteGame(id: string): Promise<StoreResult<void>>;
  /** Everyone remembered, most recently seen first. */
  listPeople(): Promise<StoreResult<Person[]>>;
  upsertPerson(person: PersonInput): Promise<StoreResult<Person>>;
  /**
   * Counts a finished game of `game`, in one transaction: one more `played` for everyone in
   * `all` and one more `wins` for everyone in `winners` (person ids; unknown ids are skipped).
   * With `savedGameId`, that saved game is marked finished and counted, and counting it a second
   * time changes nothing. Returns the people as they are after.
   */
  recordResult(game: GameId, winners: readonly string[], all: readonly string[], savedGameId?: string): Promise<StoreResult<Person[]>>;
  /** Lets go of the database connection (memory store: nothing). */
  close(): void;
}

export const MAX_TITLE = 120;
export const MAX_NAME = 60;

export const MESSAGES = {
  refused: 'Your browser refused storage (private browsing?). You can play, and export games to files, but nothing is kept after you close this tab.',
  blocked:
    'Hotseat is open in another tab with an older version, which holds on to the saved games. Close that tab and reload this one. Until then you can play, and export games to files, but nothing is kept after you close this tab.',
  newer:
    'Your saved games were written by a newer version of Hotseat. Reload the page to get it. Until then you can play, and export games to files, but nothing is kept after you close this tab.',
  timeout:
    "The browser's storage did not answer in time. You can play, and export games to files, but nothing is kept after you close this tab. Reloading the page may help.",
  fullAtStart:
    'Your device is out of storage space: your saved games are still here, but new moves may not be saved. Free some space, or export games to files to keep them.',
  writeRefusedAtStart:
    'Your browser refused to write to storage: your saved games are still here, but new moves may not be saved. Export games to files to keep them.',
  quota:
    'Your device is out of storage space, so this was not saved. The game is still open here: export it to a file to keep it. Nothing saved earlier was lost.',
  upgradedElsewhere:
    'Hotseat was updated in another tab, so this tab let go of the saved games. Reload this tab to keep saving. Your game is still open here: you can export it to a file.',
  terminated:
    'The browser closed the saved games (was site data cleared?). Reload this tab to keep saving. Your game is still open here: you can export it to a file.',
  closed: 'The saved games were closed in this tab. Reload it to keep saving.',
  notFound: 'This game is not saved any more (was it deleted in another tab?).',
  exists: 'A game with this id is already saved; it was not replaced.',
  conflict: 'This game moved on in another tab or window, so this change was not saved.',
} as const;

export const fail = (code: StoreErrorCode, message: string): { ok: false; error: StoreError } => ({ ok: false, error: { code, message } });

/** Turns whatever storage threw into an error value; a full disk gets its own plain message. */
export function storageError(e: unknown, doing: string): { ok: false; error: StoreError } {
  if (e instanceof StoreFailure) return fail(e.code, e.message);
  const name = errorName(e);
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return fail('quota', MESSAGES.quota);
  if (name === 'InvalidStateError') return fail('closed', MESSAGES.terminated);
  const detail = e instanceof Error ? e.message : String(e);
  return fail('storage', `Could not ${doing}: the browser's storage failed (${detail || name || 'unknown error'}).`);
}

/** The `name` of an Error or DOMException ('' for anything else). */
export function errorName(e: unknown): string {
  return typeof e === 'object' && e !== null && typeof (e as { name?: unknown }).name === 'string' ? (e as { name: string }).name : '';
}

/** Thrown inside a transaction to abort it with a plain error value. */
export class StoreFailure extends Error {
  constructor(
    readonly code: StoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StoreFailure';
  }
}

export function checkTitle(title: string): StoreResult<string> {
  const t = typeof title === 'string' ? title.trim() : '';
  if (!t) return fail('invalid', 'A game needs a name.');
  if (t.length > MAX_TITLE) return fail('invalid', `A game's name can be at most ${MAX_TITLE} characters.`);
  return { ok: true, value: t };
}

/** Checks a new game and fills in its timestamps. */
export function checkGame(game: NewGame, now: number): StoreResult<SavedGame> {
  if (typeof game?.id !== 'string' || !game.id || game.id.length > 200) return fail('invalid', 'A saved game needs an id.');
  const title = checkTitle(game.title);
  if (!title.ok) return title;
  const createdAt = game.createdAt ?? now;
  return { ok: true, value: { ...game, title: title.value, createdAt, updatedAt: game.updatedAt ?? createdAt, finished: game.finished ?? false } };
}

/** The person `input` describes, merged into `existing` (the same id, or else the same name). */
export function checkPerson(input: PersonInput, existing: readonly Person[], newId: () => string, now: number): StoreResult<Person> {
  const name = typeof input?.name === 'string' ? input.name.trim() : '';
  if (!name) return fail('invalid', 'A person needs a name.');
  if (name.length > MAX_NAME) return fail('invalid', `A name can be at most ${MAX_NAME} characters.`);
  if (typeof input.color !== 'string' || input.color.length > 60) return fail('invalid', 'A person needs a color.');
  if (input.id !== undefined && (typeof input.id !== 'string' || !input.id || input.id.length > 200)) return fail('invalid', "A person's id must be text.");
  const key = name.toLocaleLowerCase();
  const old = input.id !== undefined ? existing.find((p) => p.id === input.id) : existing.find((p) => p.name.toLocaleLowerCase() === key);
  const base: Person = old ?? { id: input.id ?? newId(), name, color: input.color, wins: {}, played: {}, lastSeen: now };
  return { ok: true, value: { ...base, name, color: input.color, lastSeen: now } };
}

/** Whether `a` is `b` or its beginning: the same seats and moves in the same order. */
export function isPrefix(a: readonly MoveRecord[], b: readonly MoveRecord[]): boolean {
  if (a.length > b.length) return false;
  for (let i = a.length - 1; i >= 0; i--) {
    if (a[i].seat !== b[i].seat || stableStringify(a[i].move) !== stableStringify(b[i].move)) return false;
  }
  return true;
}

/**
 * Whether `next` may replace the saved record `old`: the same game and seed, and a continuation
 * of it (after a move: old's moves begin next's; after an undo from `undoFrom`: old's moves lie
 * between next's and undoFrom's, so a move another tab added is never dropped).
 */
export function continues(old: GameRecord, next: GameRecord, undoFrom?: readonly MoveRecord[]): boolean {
  if (old.game !== next.game || old.seed !== next.seed || old.seats.length !== next.seats.length) return false;
  if (undoFrom) return isPrefix(next.moves, old.moves) && isPrefix(old.moves, undoFrom);
  return isPrefix(old.moves, next.moves);
}

/** A saved game after a move (or an undo): the same game continued, or a failure ('invalid', 'conflict'). */
export function withMove(
  old: SavedGame,
  record: GameRecord,
  summary: GameSummary,
  finished: boolean | undefined,
  now: number,
  undoFrom?: readonly MoveRecord[],
): StoreResult<SavedGame> {
  if (old.record.game !== record.game) return fail('invalid', `This saved game is ${old.record.game}; a ${record.game} record cannot be saved into it.`);
  if (!continues(old.record, record, undoFrom)) return fail('conflict', MESSAGES.conflict);
  return { ok: true, value: { ...old, record, summary, finished: finished ?? old.finished, updatedAt: now } };
}

/** One person's tally after a finished game of `game`. */
export function countResult(person: Person, game: GameId, won: boolean, now: number): Person {
  return {
    ...person,
    played: { ...person.played, [game]: (person.played[game] ?? 0) + 1 },
    wins: won ? { ...person.wins, [game]: (person.wins[game] ?? 0) + 1 } : person.wins,
    lastSeen: now,
  };
}

export const byUpdatedDesc = (a: SavedGame, b: SavedGame): number => b.updatedAt - a.updatedAt;
export const byLastSeenDesc = (a: Person, b: Person): number => b.lastSeen - a.lastSeen;
