/**
 * Save files: a game as versioned JSON, for export to a file or a share link, and the
 * careful way back in. An imported file is untrusted: it is size-checked before parsing,
 * validated field by field (errors name the path), replayed move by move, and its final
 * position compared with the hash it claims.
 */
import { z } from 'zod';
import { hashState, replay, type Timeline } from '../engines/core/game';
import { GAMES, gameIdOf, isGameId, type GameId, type GameModule } from '../games/registry';
import type { GameRecord, Result, RuleError, SeatSpec } from '../engines/core/types';
import { newId } from './ids';
import { cleanJson, MOVE_LIMITS, OPTIONS_LIMITS } from './json';
import { fillSeats } from '../engines/core/game';
import { zodText } from '../engines/core/zodText';
import { MAX_NAME, MAX_TITLE } from './store';

export const SAVE_FORMAT = 'hotseat-save';
export const SAVE_VERSION = 1;
/** Save files and share links hold at most this much text (10 MB). */
export const MAX_SAVE_BYTES = 10 * 1024 * 1024;
export const MAX_MOVES = 200_000;
/** The most seats any game has; each game's own limit is checked too. */
export const MAX_SEATS = Math.max(...GAMES.map((g) => g.maxSeats));

/** The file as written (version 1). */
export interface SaveFileV1 {
  readonly format: typeof SAVE_FORMAT;
  readonly version: typeof SAVE_VERSION;
  readonly game: GameId;
  readonly title: string;
  readonly options: unknown;
  readonly seed: number;
  readonly seats: readonly SeatSpec[];
  readonly moves: GameRecord['moves'];
  /** hashState of the final state: catches edits and version drift. */
  readonly stateHash: string;
  /** ISO 8601 time of the export. */
  readonly savedAt: string;
}

export type SaveErrorCode =
  'too-big' | 'not-json' | 'not-save' | 'version' | 'invalid' | 'unknown-game' | 'unplayable' | 'options' | 'illegal-move' | 'hash' | 'engine';

export interface SaveError extends RuleError {
  readonly code: SaveErrorCode;
}

const bad = (code: SaveErrorCode, message: string): { ok: false; error: SaveError } => ({ ok: false, error: { code, message } });

export function exportSave(record: GameRecord, title: string, finalState: unknown, savedAt: Date = new Date()): string {
  const save: SaveFileV1 = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    game: gameIdOf(record),
    title,
    options: record.options,
    seed: record.seed,
    seats: record.seats,
    moves: record.moves,
    stateHash: hashState(finalState),
    savedAt: savedAt.toISOString(),
  };
  return JSON.stringify(save);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The size of a text in UTF-8 bytes (as a file holds it), without encoding it. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Checks a file's size before reading it (the same rule parseSave applies to text). */
export function checkSaveSize(bytes: number): Result<void, SaveError> {
  if (bytes > MAX_SAVE_BYTES) return bad('too-big', `The file is ${megabytes(bytes)}; save files are at most ${MAX_SAVE_BYTES / 1024 / 1024} MB.`);
  return { ok: true, value: undefined };
}

type Issue = { readonly input?: unknown };
const need = (what: string) => ({ error: (iss: Issue) => (iss.input === undefined ? 'is missing' : `must be ${what}`) });
const text = (max: number) => z.string(need('text')).max(max, { error: `must be at most ${max} characters` });
const wholeNumber = z.int({
  error: (iss: Issue) =>
    iss.input === undefined
      ? 'is missing'
      : typeof iss.input === 'number'
        ? `is ${iss.input}, which is not a whole number in the safe range`
        : 'must be a whole number',
});

const SeatSchema = z.object(
  {
    name: text(MAX_NAME).min(1, { error: 'must not be empty' }),
    color: text(60),
    kind: z.enum(['human', 'bot'], need('"human" or "bot"')),
    bot: text(60).optional(),
    personId: text(200).optional(),
  },
  need('an object with a name, a color and a kind'),
);

const MoveSchema = z.object({ seat: wholeNumber.min(0, { error: 'must not be negative' }), move: z.unknown() }, need('an object with a seat and a move'));

const SaveSchema = z.object({
  game: text(40),
  // The store's limit, on the trimmed title: a file that passes here is never refused at import.
  title: z
    .string(need('text'))
    .trim()
    .max(MAX_TITLE, { error: `must be at most ${MAX_TITLE} characters` }),
  options: z.unknown(),
  seed: wholeNumber,
  seats: z.array(SeatSchema, need('a list')).min(1, { error: 'must not be empty' }).max(MAX_SEATS),
  moves: z.array(MoveSchema, need('a list')).max(MAX_MOVES),
  stateHash: z.string(need('text')).regex(/^[0-9a-f]{14}$/, { error: 'must be 14 hexadecimal digits' }),
  savedAt: text(40),
});

export interface ParsedSave {
  readonly record: GameRecord;
  readonly title: string;
  readonly stateHash: string;
  readonly savedAt: string;
}

/** Reads a save file's text without trusting it. Does not replay: see importSave. */
export function parseSave(input: string): Result<ParsedSave, SaveError> {
  if (typeof input !== 'string') return bad('not-save', 'This is not a Hotseat save file.');
  // Before parsing: a huge text would cost time and memory in JSON.parse.
  // Every UTF-16 unit is 1 to 3 bytes in UTF-8: count exactly only when it matters.
  const size = checkSaveSize(input.length > MAX_SAVE_BYTES || input.length * 3 <= MAX_SAVE_BYTES ? input.length : utf8Bytes(input));
  if (!size.ok) return size;
  let raw: unknown;
  try {
    raw = JSON.parse(input);
  } catch (e) {
    return bad('not-json', `This is not a Hotseat save file: it is not valid JSON (${e instanceof Error ? e.message : 'parse error'}).`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || (raw as { format?: unknown }).format !== SAVE_FORMAT) {
    return bad('not-save', 'This is not a Hotseat save file.');
  }
  const version = (raw as { version?: unknown }).version;
  if (version !== SAVE_VERSION) {
    const which = typeof version === 'number' || typeof version === 'string' ? `version ${String(version).slice(0, 20)}` : 'of no version';
    const newer = typeof version === 'number' && version > SAVE_VERSION ? ', made by a newer version of Hotseat' : '';
    return bad('version', `This save file is ${which}${newer}; this version of Hotseat reads save files of version ${SAVE_VERSION} only.`);
  }
  const counts = checkCounts(raw as Record<string, unknown>);
  if (!counts.ok) return counts;

  const parsed = SaveSchema.safeParse(raw);
  if (!parsed.success) {
    return bad('invalid', `This save file is damaged: ${zodText(parsed.error, raw)}.`);
  }
  const save = parsed.data;
  if (!isGameId(save.game)) return bad('unknown-game', `This save file is of a game Hotseat does not know: "${save.game}".`);
  const info = GAMES.find((g) => g.id === save.game)!;
  if (save.seats.length < info.minSeats || save.seats.length > info.maxSeats) {
    return bad(
      'invalid',
      `This save file is damaged: ${info.title} is played by ${info.minSeats} to ${info.maxSeats} seats, and the file has ${save.seats.length}.`,
    );
  }
  const options = cleanJson(save.options, ['options'], OPTIONS_LIMITS);
  if (!options.ok) return bad('invalid', `This save file is damaged: ${options.message}.`);
  const moves: { seat: number; move: unknown }[] = [];
  for (let i = 0; i < save.moves.length; i++) {
    const m = save.moves[i];
    if (m.seat >= save.seats.length)
      return bad('invalid', `This save file is damaged: moves[${i}].seat is ${m.seat}, but the seats are numbered 0 to ${save.seats.length - 1}.`);
    const move = cleanJson(m.move, ['moves', i, 'move'], MOVE_LIMITS);
    if (!move.ok) return bad('invalid', `This save file is damaged: ${move.message}.`);
    moves.push({ seat: m.seat, move: move.value });
  }
  const seats: SeatSpec[] = save.seats.map((s) => ({ ...s }));
  return {
    ok: true,
    value: {
      record: { game: save.game, options: options.value, seed: save.seed, seats, moves },
      title: save.title || info.title,
      stateHash: save.stateHash,
      savedAt: save.savedAt,
    },
  };
}

/** Counts checked before the schema, for plain messages and to spare it huge lists. */
function checkCounts(raw: Record<string, unknown>): Result<void, SaveError> {
  const moves = raw.moves;
  if (Array.isArray(moves) && moves.length > MAX_MOVES) {
    return bad('invalid', `This save file has ${moves.length.toLocaleString('en')} moves; at most ${MAX_MOVES.toLocaleString('en')} are allowed.`);
  }
  const seats = raw.seats;
  if (Array.isArray(seats) && seats.length > MAX_SEATS) return bad('invalid', `This save file has ${seats.length} seats; no game has more than ${MAX_SEATS}.`);
  return { ok: true, value: undefined };
}

export interface ImportedSave {
  /** A fresh id: an import never replaces a saved game. */
  readonly id: string;
  readonly title: string;
  /** Checked and replayed: ready for GameStore.createGame. */
  readonly record: GameRecord;
  /** The replayed game, so the caller need not replay it again. */
  readonly timeline: Timeline;
  /** Things changed on the way in (a computer player this version lacks…), in plain words. */
  readonly warnings: readonly string[];
}

export interface ImportOptions {
  readonly newId?: () => string;
}

/** Parses, loads the game's engine, checks the options, replays every move and checks the final hash. */
export async function importSave(
  input: string,
  loadGame: (id: GameId) => Promise<GameModule>,
  opts: ImportOptions = {},
): Promise<Result<ImportedSave, SaveError>> {
  const parsed = parseSave(input);
  if (!parsed.ok) return parsed;
  const { record, title, stateHash } = parsed.value;
  const gameTitle = GAMES.find((g) => g.id === record.game)?.title ?? record.game;

  let module: GameModule;
  try {
    module = await loadGame(gameIdOf(record));
  } catch {
    return bad('unplayable', `This save file is a game of ${gameTitle}, which this version of Hotseat cannot play.`);
  }
  const { engine } = module;
  if (record.seats.length < engine.minSeats || record.seats.length > engine.maxSeats) {
    return bad('invalid', `This save file has ${record.seats.length} seats; ${gameTitle} is played by ${engine.minSeats} to ${engine.maxSeats}.`);
  }

  try {
    const options = engine.parseOptions(engine.recordedOptions ? engine.recordedOptions(record.options) : record.options, record.seats.length);
    if (!options.ok)
      return bad(
        'options',
        `This save file's options are not valid: ${fillSeats(
          options.error.message,
          record.seats.map((s) => s.name),
        )}`,
      );

    const warnings: string[] = [];
    const seats = record.seats.map((s, i) => adoptBot(s, i, module, warnings));
    const checked: GameRecord = { ...record, options: options.value, seats };

    const timeline = replay(engine, checked);
    // Rule errors name seats as {N}: fill in the file's names.
    if (!timeline.ok)
      return bad(
        'illegal-move',
        fillSeats(
          timeline.error.message,
          seats.map((s) => s.name),
        ),
      );
    const final = timeline.value.states[timeline.value.states.length - 1];
    // A file written before a rule fix names the final state as that version wrote it (`earlierForms`).
    const earlier = (): boolean => (engine.earlierForms?.(timeline.value) ?? []).some((x) => hashState(x) === stateHash);
    if (hashState(final) !== stateHash && !earlier()) {
      return bad('hash', "The file's moves do not lead to the position it claims: it was changed or made by another version.");
    }
    return { ok: true, value: { id: (opts.newId ?? newId)(), title, record: timeline.value.record, timeline: timeline.value, warnings } };
  } catch (e) {
    // An engine should never throw, but an untrusted file must not take the app down if one does.
    return bad('engine', `This save file could not be replayed: the rules of ${gameTitle} failed (${e instanceof Error ? e.message : String(e)}).`);
  }
}

/** A computer player this version does not have is replaced by the default one (bots never change the record). */
function adoptBot(seat: SeatSpec, index: number, module: GameModule, warnings: string[]): SeatSpec {
  if (seat.kind !== 'bot') return seat;
  const names = Object.keys(module.bots);
  if (seat.bot !== undefined && names.includes(seat.bot)) return seat;
  const what = seat.bot === undefined ? 'no computer player named' : `the computer player "${seat.bot}", which this version does not have`;
  if (names.length === 0) {
    warnings.push(`Seat ${index + 1} (${seat.name}) had ${what}; a person plays it instead.`);
    return { name: seat.name, color: seat.color, kind: 'human', ...(seat.personId ? { personId: seat.personId } : {}) };
  }
  warnings.push(`Seat ${index + 1} (${seat.name}) had ${what}; "${names[0]}" plays it instead.`);
  return { ...seat, bot: names[0] };
}
