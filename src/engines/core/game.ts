import type { Applied, BaseState, Engine, GameRecord, LogEntry, MoveRecord, Result, RuleError, Seat } from './types';

/**
 * A game in play: the record (what is saved) plus every state it passed through and the log
 * of each move. States are shared structurally between steps, so keeping them is cheap, and
 * the replay viewer and undo read them directly.
 */
export interface Timeline<S extends BaseState = BaseState> {
  readonly record: GameRecord;
  /** states[0] is the setup; states[i + 1] follows record.moves[i]. */
  readonly states: readonly S[];
  /** logs[i] holds the sentences of record.moves[i]. */
  readonly logs: readonly (readonly LogEntry[])[];
}

export function start<S extends BaseState>(engine: Engine<S, unknown, unknown>, record: Omit<GameRecord, 'moves'>): Timeline<S> {
  const state = engine.setup(record.options, record.seats.length, record.seed);
  return { record: { ...record, moves: [] }, states: [state], logs: [] };
}

export function current<S extends BaseState>(t: Timeline<S>): S {
  return t.states[t.states.length - 1];
}

/**
 * Applies one move by one seat through the engine's `apply` (its pipeline parses the untrusted move and
 * checks the game is not over); on a rule error the timeline is unchanged and the error says why. The
 * record keeps the move as parsed.
 */
export function play<S extends BaseState>(engine: Engine<S, unknown, unknown>, t: Timeline<S>, seat: Seat, move: unknown): Result<Timeline<S>> {
  const applied: Applied<S> = engine.apply(current(t), move, seat);
  if (!applied.ok) return applied;
  return {
    ok: true,
    value: {
      record: { ...t.record, moves: [...t.record.moves, { seat, move: 'move' in applied ? applied.move : move }] },
      states: [...t.states, applied.state],
      logs: [...t.logs, applied.log],
    },
  };
}

export interface ReplayError extends RuleError {
  /** Index of the move that failed, when a move failed. */
  readonly moveIndex?: number;
}

/**
 * Replays a whole record from its options and seed. Fails, naming the move, when one is illegal.
 * Linear in the number of moves (arrays are grown in place while nothing else can see them).
 */
export function replay<S extends BaseState>(engine: Engine<S, unknown, unknown>, record: GameRecord): Result<Timeline<S>, ReplayError> {
  // Options as recorded: a field absent from an older record keeps the rule it was played by.
  const options = engine.recordedOptions ? engine.recordedOptions(record.options) : record.options;
  const states: S[] = [engine.setup(options, record.seats.length, record.seed)];
  const logs: (readonly LogEntry[])[] = [];
  const moves: MoveRecord[] = [];
  for (let i = 0; i < record.moves.length; i++) {
    const m: MoveRecord = record.moves[i];
    const bad = (message: string): { ok: false; error: ReplayError } => ({
      ok: false,
      error: { code: 'illegal-move', message: `Move ${i + 1} (seat ${m.seat + 1}) is not legal: ${message}`, moveIndex: i },
    });
    const applied = engine.apply(states[states.length - 1], m.move, m.seat);
    if (!applied.ok) return bad(applied.error.code === 'game-over' ? 'the game was already over.' : applied.error.message);
    states.push(applied.state);
    logs.push(applied.log);
    moves.push({ seat: m.seat, move: 'move' in applied ? applied.move : m.move });
  }
  return { ok: true, value: { record: { ...record, moves }, states, logs } };
}

/**
 * Whether the last move may be taken back by `seat`. A player may take back their own moves,
 * back to the last point where randomness was used or hidden information revealed. Only the
 * last move can go: once another seat has moved, earlier moves are theirs no longer to take.
 */
export function canUndo<S extends BaseState>(t: Timeline<S>, seat: Seat | null): boolean {
  const n = t.record.moves.length;
  if (n === 0 || seat === null) return false;
  const last = t.record.moves[n - 1];
  if (last.seat !== seat) return false;
  return t.states[n].epoch === t.states[n - 1].epoch;
}

/** The seat that may take back the last move now (null: nobody). */
export function undoSeat<S extends BaseState>(t: Timeline<S>): Seat | null {
  const last = t.record.moves[t.record.moves.length - 1];
  return last && canUndo(t, last.seat) ? last.seat : null;
}

export function undo<S extends BaseState>(t: Timeline<S>): Timeline<S> {
  const n = t.record.moves.length;
  if (n === 0) return t;
  return { record: { ...t.record, moves: t.record.moves.slice(0, -1) }, states: t.states.slice(0, -1), logs: t.logs.slice(0, -1) };
}

/** The log as a seat may read it (null: public only; `everything`: every line, as once the game is over). */
export function visibleLog(logs: readonly (readonly LogEntry[])[], seat: Seat | null, everything = false): { moveIndex: number; text: string; seat?: Seat }[] {
  const out: { moveIndex: number; text: string; seat?: Seat }[] = [];
  logs.forEach((entries, moveIndex) => {
    for (const e of entries) {
      if (everything || !e.only || (seat !== null && e.only.includes(seat))) out.push({ moveIndex, text: e.text, seat: e.seat });
      else if (e.others) out.push({ moveIndex, text: e.others, seat: e.seat });
    }
  });
  return out;
}

/** JSON with object keys sorted, so equal states give equal text. */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return '[' + value.map(stableStringify).join(',') + ']';
  const keys = Object.keys(value as Record<string, unknown>).sort();
  return (
    '{' +
    keys
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => JSON.stringify(k) + ':' + stableStringify((value as Record<string, unknown>)[k]))
      .join(',') +
    '}'
  );
}

/** A 53-bit hash (cyrb53) of a state, as 14 hex digits: catches tampering and divergence in saves. */
export function hashState(state: unknown): string {
  const str = stableStringify(state);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** Replaces the `{N}` seat placeholders of a log sentence or prompt with names. */
export function fillSeats(text: string, names: readonly string[]): string {
  return text.replace(/\{(\d+)\}/g, (whole, n: string) => names[Number(n)] ?? whole);
}
