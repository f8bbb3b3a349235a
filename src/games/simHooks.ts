/**
 * What the one simulator (simulate.ts) needs to know of a game beyond its engine and bots: small hooks,
 * each optional. Dominion: the default table (money and the bots' own cards), VP after each turn, turns
 * per player; the others: how their turns are counted and how a game ended.
 */
import type { BaseState, Seat } from '../engines/core/types';
import { BOT_CARDS } from '../engines/dominion/bots';
import { score } from '../engines/dominion/turn';
import type { DominionOptions, DominionState } from '../engines/dominion/types';
import type { DiplomacyState } from '../engines/diplomacy/engine';

/** Records a seat's points after its turn `turn` (counted from 0). */
export type RecordPoints = (seat: Seat, turn: number, points: number) => void;

export interface SimHooks {
  /** The options of a run given none (default: the engine's defaults). */
  readonly defaultOptions?: (bots: readonly string[]) => unknown;
  /** Moves a game may last before it counts as unfinished (default 50,000). */
  readonly moveCap?: number;
  /** The game's turns, for the average (default: none counted). */
  readonly turns?: (s: BaseState) => number;
  /** Whether `turns` counts every player's turns together (the average is then per player). */
  readonly turnsPerPlayer?: boolean;
  /** A short tag for how a game ended (default: the outcome's kind). */
  readonly ending?: (s: BaseState) => string;
  /** A fresh tracker of each seat's points by turn, for one game: told of every move, then of the end. */
  readonly points?: () => { after(before: BaseState, after: BaseState, record: RecordPoints): void; end(s: BaseState, record: RecordPoints): void };
  /** Each seat's final score to average (Diplomacy: the supply centres its powers own). */
  readonly finalScore?: (s: BaseState, seat: Seat) => number;
}

/** Money only plus the Kingdom cards the chosen bots use (STRATEGIES.md's default table). */
export function botTableau(bots: readonly string[]): DominionOptions {
  const kingdom = [...new Set(bots.flatMap((b) => BOT_CARDS[b] ?? []))];
  return { edition: '2E', kingdom, random: null };
}

/**
 * How a game ended, readable and grouped: seat tags ({0}) become the seat's name where the game's seats
 * have names (Twilight: seat 0 the USSR, 1 the US), VP margins become +N; e.g. "Nuclear war! DEFCON
 * reached 1 during USSR's play: USSR loses (8.1.3)." (Twilight's outcome.reason).
 */
export function endingTag(game: string, s: unknown): string {
  const o = (s as { outcome?: { reason?: string } | null }).outcome;
  if (!o?.reason) return String((s as { winReason?: string }).winReason || 'win');
  const names: readonly string[] = game === 'twilight' ? ['USSR', 'US'] : [];
  return o.reason
    .replace(/\{(\d)\}/g, (_, k: string) => names[Number(k)] ?? `seat ${k}`)
    .replace(/\+\d+/g, '+N')
    .replace(/\s+/g, ' ')
    .trim();
}

const turnField = (s: BaseState): number => (s as { turn?: number }).turn ?? 0;

const DOMINION: SimHooks = {
  defaultOptions: botTableau,
  moveCap: 20_000,
  turns: (s) => (s as DominionState).players.reduce((a, p) => a + p.turns, 0),
  turnsPerPlayer: true,
  // VP are read when a player's (normal) turn is over: when the next player's turn begins.
  points: () => ({
    after(before, after, record) {
      const a = before as DominionState;
      const b = after as DominionState;
      if (b.rotation !== a.rotation) record(a.rotation, b.players[a.rotation].turns - 1, score(b.players[a.rotation]));
    },
    end(s, record) {
      const d = s as DominionState;
      record(d.rotation, d.players[d.rotation].turns - 1, score(d.players[d.rotation]));
    },
  }),
};

const other = (game: string): SimHooks => ({ turns: turnField, ending: (s) => endingTag(game, s) });

/** Diplomacy: the supply centres a seat's powers own (the board is public; no engine import needed). */
function centresOf(s: BaseState, seat: Seat): number {
  const d = s as unknown as { board: { centres: Record<string, string | undefined> }; options: { seatPowers: readonly (readonly string[])[] } };
  const powers = d.options.seatPowers[seat] ?? [];
  return Object.values(d.board.centres).filter((o) => o !== undefined && powers.includes(o)).length;
}

/**
 * How a game of Diplomacy ended, from the engine's result (engine.ts `result`): a solo victory, a draw
 * agreed by every survivor, or the count after the last year (`lastYear`): one player owning the most
 * centres wins, several tied on the most share a draw.
 */
export function diplomacyEnding(s: BaseState): string {
  const r = (s as unknown as Pick<DiplomacyState, 'result'>).result;
  if (!r) return 'unfinished';
  if (r.kind === 'win') return 'solo victory';
  if (r.kind === 'draw') return 'draw agreed by the survivors';
  return r.seats.length === 1 ? 'last year over: the centre leader wins' : `last year over: ${r.seats.length} players share the lead (draw)`;
}

const HOOKS: Readonly<Record<string, SimHooks>> = {
  dominion: DOMINION,
  risk: other('risk'),
  twilight: other('twilight'),
  diplomacy: { turns: turnField, ending: diplomacyEnding, finalScore: centresOf },
  diplomacy5d: other('diplomacy5d'),
};

export function hooksOf(game: string): SimHooks {
  return HOOKS[game] ?? {};
}
