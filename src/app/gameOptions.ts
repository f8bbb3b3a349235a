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

export const GAME_OPTIONS: Partial<Record<GameId, readonly OptionField[]>> = {
  diplomacy5d: [
    {
      key: 'rules',
      label: 'Rule set',
      help: 'B follows the 5dplomacy design: a changed past board starts a new timeline, and timelines are neighbours along the branch tree. A is the variant author’s game: a past board forks only into a position none of its branches has yet (an identical branch is reused), and timelines are neighbours by row; strict reaches the same province only, loose its neighbours too.',
      choices: [
        { value: 'B', label: 'B — 5dplomacy (default)' },
        { value: 'A-loose', label: 'A — author’s rules, loose' },
        { value: 'A-strict', label: 'A — author’s rules, strict' },
      ],
      initial: 'B',
    },
    {
      key: 'lastYear',
      label: 'Last year',
      help: 'After the last year, the power with the most distinct supply centres over the head boards wins; a tie at the top is a draw.',
      choices: [
        { value: 0, label: 'No limit' },
        { value: 1904, label: '1904' },
        { value: 1906, label: '1906' },
        { value: 1908, label: '1908' },
        { value: 1910, label: '1910' },
      ],
      initial: 0,
    },
  ],
  diplomacy: [
    {
      key: 'lastYear',
      label: 'Last year',
      help: 'The game ends after the Fall of that year: the player owning the most supply centres wins; players tied on the most share a draw.',
      choices: [
        { value: 0, label: 'None: play to 18 centres or a draw' },
        ...[1905, 1907, 1910, 1912, 1915, 1920].map((y) => ({ value: y, label: `After ${y}` })),
      ],
      initial: 0,
    },
  ],
};

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
 * the header and the map agree. The table mirrors the rulebook's assignments in the engine (seats.ts)
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
