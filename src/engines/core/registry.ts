import type { BaseState, BotPolicy, Engine, GameId } from './types';

/** What a game module exports: its engine and its computer players. */
export interface GameModule {
  readonly engine: Engine<BaseState, unknown, unknown>;
  /** Bot name → policy. The first is the default. */
  readonly bots: Readonly<Record<string, BotPolicy<BaseState, unknown>>>;
}

export interface GameInfo {
  readonly id: GameId;
  readonly title: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  readonly available: boolean;
  readonly blurb: string;
  /** The computer players' names (the module's `bots` keys), the default first. */
  readonly bots: readonly string[];
}

/** The games the lobby offers. Each game's code is loaded only when it opens. */
export const GAMES: readonly GameInfo[] = [
  { id: 'risk', title: 'World Conquest', minSeats: 2, maxSeats: 6, available: true, blurb: 'Conquer the classic 42-territory world map.', bots: ['Normal', 'Easy', 'Hard', 'Random'] },
  { id: 'diplomacy', title: 'Diplomacy', minSeats: 2, maxSeats: 7, available: true, blurb: 'Seven powers, simultaneous orders, no dice.', bots: ['Strategist', 'random'] },
  { id: 'dominion', title: 'Dominion', minSeats: 2, maxSeats: 6, available: true, blurb: 'Build a deck, buy Provinces.', bots: ['General', 'BMU', 'BasicBM', 'SmithyBM', 'Smithy', 'Witch', 'DoubleWitch', 'Random'] },
  { id: 'diplomacy5d', title: '5D Diplomacy', minSeats: 2, maxSeats: 7, available: true, blurb: 'Diplomacy with multiversal time travel: move, support and convoy across turns and timelines.', bots: ['Strategist', 'random'] },
  { id: 'twilight', title: 'Twilight Struggle', minSeats: 2, maxSeats: 2, available: true, blurb: 'The Cold War, 1945–1989: the whole war in ten turns.', bots: ['Standard', 'Strong', 'Random'] },
];

const loaders: Partial<Record<GameId, () => Promise<GameModule>>> = {
  risk: () => import('../risk/module').then((m) => m.default),
  diplomacy: () => import('../diplomacy/module').then((m) => m.default),
  dominion: () => import('../dominion/module').then((m) => m.default),
  twilight: () => import('../twilight/module').then((m) => m.default),
  diplomacy5d: () => import('../diplomacy5d/module').then((m) => m.default),
};

export function isGameId(x: unknown): x is GameId {
  return typeof x === 'string' && GAMES.some((g) => g.id === x);
}

export async function loadGame(id: GameId): Promise<GameModule> {
  const load = loaders[id];
  if (!load) throw new Error(`${id} is not playable yet.`);
  return load();
}
