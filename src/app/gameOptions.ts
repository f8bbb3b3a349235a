import type { GameId } from '../games/registry';
import { GAMES } from '../games/registry';
import type { OptionField, OptionValue } from '../engines/core/options';

/** What the pass-the-device screen keeps from the next player, in the lobby's words (the game's metadata). */
export function secretOf(game: GameId): string {
  return GAMES.find((g) => g.id === game)?.secret ?? 'hides what is secret';
}

/** The lobby's initial values of a game's choice fields (the rest of the options take the engine's defaults). */
export function initialOptions(fields: readonly OptionField[]): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const f of fields) out[f.key] = f.initial;
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
