/**
 * The log's turn and phase headers, per game: a label read from public fields of a state (whose turn,
 * which phase, which year), and the log lines with which an engine opens a new turn. No rules here: the
 * labels only name what the engines keep in their states and already say in their logs.
 */
import type { BaseState, LogEntry, Seat } from '../engines/core/types';
import { visibleLog } from '../engines/core/game';

interface Sections {
  /** The turn or phase a state is in, seats written `{N}` (filled with names by the app). */
  label(state: BaseState): string;
  /**
   * A line with which the engine opens a new turn within a move ("{1} begins turn 4."): the header of the
   * state after that move goes right before it rather than before the move's first line.
   */
  readonly opens?: RegExp;
}

const SEASON: Record<string, string> = { spring: 'Spring', fall: 'Fall', winter: 'Winter' };
const PHASE: Record<string, string> = { movement: 'orders', retreat: 'retreats', adjustment: 'builds' };

const SECTIONS: Readonly<Record<string, Sections>> = {
  dominion: {
    label(s) {
      const d = s as unknown as { current: Seat; players: readonly { turns: number }[]; phase: string };
      if (d.phase === 'over') return 'Game over';
      return `{${d.current}}: turn ${Math.max(1, d.players[d.current]?.turns ?? 1)}`;
    },
    opens: /^\{\d+\} begins turn \d+\.$/,
  },
  risk: {
    label(s) {
      const r = s as unknown as { turn: number; current: Seat; phase: string };
      if (r.phase === 'over') return 'Game over';
      return r.turn < 1 ? 'Setup' : `Turn ${r.turn}: {${r.current}}`;
    },
    opens: /^Turn \d+: \{\d+\} receives/,
  },
  twilight: {
    label(s) {
      const t = s as unknown as {
        turn: number;
        round: number;
        phasing: number;
        outcome: unknown;
        pending: { kind: string } | null;
        headline: readonly number[];
      };
      if (t.outcome) return 'Game over';
      if (t.turn <= 1 && t.round === 0 && t.phasing === -1 && t.pending?.kind !== 'headline' && t.headline.every((c) => c < 0)) return 'Setup';
      if (t.round === 0) return `Turn ${t.turn}: headlines`;
      return `Turn ${t.turn}, action round ${t.round}: {${t.phasing}}`;
    },
    opens: /^Turn \d+ begins\.$/,
  },
  diplomacy: {
    label(s) {
      const d = s as unknown as { board: { year: number; season: string; phase: string }; result: unknown };
      if (d.result) return 'Game over';
      return `${SEASON[d.board.season] ?? d.board.season} ${d.board.year}: ${PHASE[d.board.phase] ?? d.board.phase}`;
    },
  },
  diplomacy5d: {
    label(s) {
      const d = s as unknown as { round: number; plan: unknown; result: unknown };
      if (d.result) return 'Game over';
      return `Round ${d.round + 1}${d.plan ? ': retreats' : ''}`;
    },
  },
};

/** A row of the log: a turn or phase header, or one sentence (as the viewer may read it). */
export type LogRow =
  | { readonly kind: 'head'; readonly label: string; readonly moveIndex: number }
  | { readonly kind: 'line'; readonly text: string; readonly seat?: Seat; readonly moveIndex: number; readonly n: number };

/** The label of a state in a game, seats as `{N}` (a game without sections: ''). */
export function sectionLabel(game: string, state: BaseState): string {
  return SECTIONS[game]?.label(state) ?? '';
}

/**
 * The whole log as `seat` may read it (null: public lines only), up to `upTo` moves, with a header at
 * each turn or phase, and only the lines of `only` (a seat) when given; a header whose section keeps no
 * line after that filter is left out. `states[i]` is the state before move i (a timeline's states).
 */
export function logRows(
  game: string,
  states: readonly BaseState[],
  logs: readonly (readonly LogEntry[])[],
  seat: Seat | null,
  options: { readonly upTo?: number | null; readonly only?: Seat | null; readonly everything?: boolean } = {},
): LogRow[] {
  const sections = SECTIONS[game];
  const upTo = options.upTo ?? logs.length;
  const lines = visibleLog(logs.slice(0, upTo), seat, options.everything);
  const rows: LogRow[] = [];
  let label: string | null = null;
  let pending: LogRow | null = null;
  let lastMove = -1;
  let n = 0;
  for (const e of lines) {
    let text: string | null = null;
    if (sections && e.moveIndex !== lastMove) {
      lastMove = e.moveIndex;
      const before = states[e.moveIndex];
      if (before) text = sections.label(before);
    }
    if (sections?.opens?.test(e.text)) {
      const after = states[e.moveIndex + 1];
      if (after) text = sections.label(after);
    }
    if (text !== null && text !== label) {
      label = text;
      pending = { kind: 'head', label: text, moveIndex: e.moveIndex };
    }
    const line: LogRow = { kind: 'line', text: e.text, seat: e.seat, moveIndex: e.moveIndex, n: n++ };
    if (options.only !== undefined && options.only !== null && e.seat !== options.only) continue;
    if (pending) {
      rows.push(pending);
      pending = null;
    }
    rows.push(line);
  }
  return rows;
}
