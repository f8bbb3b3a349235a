import type { GameId } from '../engines/core';
import { GAMES } from '../engines/core/registry';

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
  risk: [
    {
      key: 'territories',
      label: 'Territories',
      choices: [
        { value: 'claim', label: 'Claimed in turns' },
        { value: 'deal', label: 'Dealt at random' },
      ],
      initial: 'claim',
    },
    {
      key: 'cardSets',
      label: 'Card sets',
      choices: [
        { value: 'escalating', label: 'Escalating (4, 6, 8, 10, 12, 15, +5…)' },
        { value: 'fixed', label: 'Fixed values' },
      ],
      initial: 'escalating',
    },
    {
      key: 'fortify',
      label: 'Fortify',
      choices: [
        { value: 'adjacent', label: 'To an adjacent territory' },
        { value: 'connected', label: 'Along a chain of your territories' },
      ],
      initial: 'adjacent',
    },
    {
      key: 'defenderRollsMost',
      label: 'Defender dice',
      help: 'When the defender chooses, the device passes to the defender for every roll.',
      choices: [
        { value: true, label: 'Defenders always roll the most' },
        { value: false, label: 'Defender chooses one or two' },
      ],
      initial: true,
    },
    {
      key: 'placement',
      label: 'Starting armies',
      help: 'After the territories are shared out, the remaining starting armies are placed in turns or all at random.',
      choices: [
        { value: 'one', label: 'One at a time' },
        { value: 'three', label: 'Three per turn' },
        { value: 'five', label: 'Five per turn' },
        { value: 'random', label: 'All at random' },
      ],
      initial: 'one',
    },
    {
      key: 'victory',
      label: 'Victory',
      help: 'Secret missions: each player draws a mission in secret and wins at once on completing it. Capitals: each player picks a capital; hold them all to win.',
      choices: [
        { value: 'world', label: 'Eliminate every opponent' },
        { value: 'missions', label: 'Secret missions' },
        { value: 'capitals', label: 'Capitals' },
      ],
      initial: 'world',
    },
    {
      key: 'fog',
      label: 'Fog of war',
      help: 'Once the war begins, each player sees only their own territories and their neighbours.',
      choices: [
        { value: false, label: 'Off: the whole map is visible' },
        { value: true, label: 'On' },
      ],
      initial: false,
    },
    {
      key: 'bonusOncePerTurn',
      label: 'Card bonus',
      help: "The +2 armies for trading a card of a territory you hold.",
      choices: [
        { value: false, label: '+2 with every trade' },
        { value: true, label: '+2 at most once per turn (classic)' },
      ],
      initial: false,
    },
    {
      key: 'twoPlayerSetup',
      label: 'Two-player setup',
      help: 'Only with two players: how own and neutral starting armies alternate.',
      choices: [
        { value: 'alternate', label: 'One own army, then one neutral' },
        { value: 'classic', label: 'Two own armies, then one neutral (classic)' },
      ],
      initial: 'alternate',
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
