import type { GameId } from '../games/registry';
import { GAMES } from '../games/registry';

/**
 * The lobby's form for each game's options. Only labels and choices live here, so the lobby
 * stays small; the engine's parseOptions checks whatever the form sends.
 */
export interface OptionField {
  readonly key: string;
  readonly label: string;
  readonly help?: string;
  readonly choices: readonly { readonly value: string | boolean | number; readonly label: string }[];
  readonly initial: string | boolean | number;
}

export const GAME_OPTIONS: Partial<Record<GameId, readonly OptionField[]>> = {};

/** What the pass-the-device screen keeps from the next player, in the lobby's words (the game's metadata). */
export function secretOf(game: GameId): string {
  return GAMES.find((g) => g.id === game)?.secret ?? 'hides what is secret';
}

export function initialOptions(game: GameId): Record<string, string | boolean | number> {
  const out: Record<string, string | boolean | number> = {};
  for (const f of GAME_OPTIONS[game] ?? []) out[f.key] = f.initial;
  return out;
}

/**
 * Seat colours a game gives by itself: in Diplomacy a seat wears its (first) power's colour, so
 * the header and the map agree. The table mirrors the rulebook's assignments in the engine (options.ts)
 * without loading it into the lobby; a test keeps the two in step.
 */
const DIPLOMACY_SEAT_COLORS: Readonly<Record<number, readonly string[]>> = {
  7: ['vermillion', 'blue', 'sky', 'orange', 'green', 'purple', 'yellow'],
  6: ['vermillion', 'blue', 'sky', 'orange', 'purple', 'yellow'],
  5: ['vermillion', 'blue', 'sky', 'purple', 'yellow'],
  4: ['blue', 'vermillion', 'orange', 'green'],
  3: ['blue', 'purple', 'sky'],
  2: ['blue', 'vermillion'],
};

export function seatColorsFor(game: GameId, seatCount: number): readonly string[] | null {
  return game === 'diplomacy' || game === 'diplomacy5d' ? (DIPLOMACY_SEAT_COLORS[seatCount] ?? null) : null;
}
