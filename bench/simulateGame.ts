/**
 * Bot-versus-bot matches for any game through its module (engine + named bots), the same way the app
 * runs computer seats: each bot sees only `engine.view(state, seat)` and the legal moves.
 *
 * Moves are applied by the engine's `quietApply` (the same pipeline and rules as `apply`, no log sentences).
 *
 * Seats rotate: in game g, seat k is played by bot (k + g) mod the number of bots, so with as many bots as
 * seats every bot plays every seat equally often. A game that reaches the move cap counts as unfinished.
 */
import type { GameModule } from '../src/games/registry';
import type { Seat } from '../src/engines/core/types';

export interface MatchResult {
  readonly games: number;
  readonly bots: readonly { readonly name: string; readonly wins: number; readonly ties: number; readonly share: number }[];
  readonly avgTurns: number;
  readonly unfinished: number;
  readonly endings: Readonly<Record<string, number>>;
  /** Per bot and seat it played (Twilight: seat 0 the USSR, 1 the US): games, wins, ties there. */
  readonly bySide: readonly { readonly name: string; readonly seat: number; readonly games: number; readonly wins: number; readonly ties: number }[];
}

export interface MatchSpec {
  readonly module: GameModule;
  /** Bot names, one per seat (the table has as many seats as names). */
  readonly seats: readonly string[];
  readonly games: number;
  readonly seed: number;
  readonly options?: unknown;
  readonly moveCap?: number;
  /** Turns a finished state took (for avgTurns), when the game can say. */
  readonly turnsOf?: (state: unknown) => number;
  /** A short tag for how a game ended (for endings), when the game can say. */
  readonly endingOf?: (state: unknown) => string;
  readonly onGame?: (done: number) => void;
}

function lcg(seed: number): () => number {
  let r = seed >>> 0 || 1;
  return () => {
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    return (r >>> 8) / 0x1000000;
  };
}

export function runMatch(spec: MatchSpec): MatchResult {
  const { module, seats, games } = spec;
  const E = module.engine;
  const applyMove = E.quietApply;
  const names = [...new Set(seats)];
  const wins = new Map(names.map((n) => [n, 0]));
  const ties = new Map(names.map((n) => [n, 0]));
  const endings: Record<string, number> = {};
  const side = new Map<string, { name: string; seat: number; games: number; wins: number; ties: number }>();
  const sideOf = (name: string, seat: number) => {
    const k = `${name}@${seat}`;
    let e = side.get(k);
    if (!e) side.set(k, (e = { name, seat, games: 0, wins: 0, ties: 0 }));
    return e;
  };
  let turnSum = 0;
  let unfinished = 0;
  for (const n of seats) {
    if (!module.bots[n]) throw new Error(`No bot "${n}". Known: ${Object.keys(module.bots).join(', ')}.`);
  }
  for (let g = 0; g < games; g++) {
    const seed = spec.seed + g;
    const rand = lcg(seed);
    const botAt = (seat: Seat): string => seats[(seat + g) % seats.length];
    const parsed = E.parseOptions(spec.options ?? E.defaultOptions(seats.length), seats.length);
    if (!parsed.ok) throw new Error(parsed.error.message);
    let s = E.setup(parsed.value, seats.length, seed);
    const cap = spec.moveCap ?? 50_000;
    for (let n = 0; n < cap && !E.outcome(s); n++) {
      const seat = E.prompt(s).seats[0];
      const legal = E.legalMoves(s, seat);
      const move = module.bots[botAt(seat)](E.view(s, seat), seat, legal, rand);
      const r = applyMove(s, move, seat);
      if (!r.ok) throw new Error(`${botAt(seat)} (seat ${seat}) made an illegal move: ${r.error.message}`);
      s = r.state;
    }
    const out = E.outcome(s);
    for (let k = 0; k < seats.length; k++) {
      const e = sideOf(botAt(k), k);
      e.games++;
      if (out?.winners.includes(k)) {
        if (out.winners.length === 1) e.wins++;
        else e.ties++;
      }
    }
    if (!out) unfinished++;
    else if (out.winners.length === 1) wins.set(botAt(out.winners[0]), (wins.get(botAt(out.winners[0])) ?? 0) + 1);
    else for (const w of out.winners) ties.set(botAt(w), (ties.get(botAt(w)) ?? 0) + 1);
    const tag = out ? (spec.endingOf?.(s) ?? out.kind) : 'unfinished';
    endings[tag] = (endings[tag] ?? 0) + 1;
    turnSum += spec.turnsOf?.(s) ?? 0;
    spec.onGame?.(g + 1);
  }
  // A bot that fills several seats shares their wins: its share is per seat it played.
  const seatsOf = (n: string): number => seats.filter((x) => x === n).length;
  return {
    games,
    bots: names.map((name) => {
      const w = wins.get(name) ?? 0;
      const t = ties.get(name) ?? 0;
      return { name, wins: w, ties: t, share: (w + t / 2) / games / seatsOf(name) };
    }),
    avgTurns: turnSum / Math.max(1, games),
    unfinished,
    endings,
    bySide: [...side.values()].sort((a, b) => a.name.localeCompare(b.name) || a.seat - b.seat),
  };
}

/**
 * How a game ended, readable and grouped (for `endingOf`): seat tags ({0}) become the seat's name where
 * the game's seats have names (Twilight: seat 0 the USSR, 1 the US), VP margins become +N; e.g. "Nuclear
 * war! DEFCON reached 1 during USSR's play: USSR loses (8.1.3)." (Twilight's outcome.reason).
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
