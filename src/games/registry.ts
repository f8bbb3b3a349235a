/**
 * The games Hotseat offers: the layer above the engines. Core knows no game; this module names them
 * all (their ids, their metadata tables) and loads each game's code only when it opens. The lobby,
 * the store, persistence, the boards' index, the bench and the cross-game tests read the games here.
 */
import type { GameMeta, GameModule } from '../engines/core/meta';
import { RISK_META } from '../engines/risk/meta';
import { DIPLOMACY_META } from '../engines/diplomacy/meta';
import { DOMINION_META } from '../engines/dominion/meta';
import { DIPLOMACY5D_META } from '../engines/diplomacy5d/meta';
import { TWILIGHT_META } from '../engines/twilight/meta';

export type { GameMeta, GameModule } from '../engines/core/meta';

/** Each game's metadata table, in the lobby's order. The tables import nothing of the engines. */
const TABLES = [RISK_META, DIPLOMACY_META, DOMINION_META, DIPLOMACY5D_META, TWILIGHT_META] as const;

/** A game's id: one of the tables' ids (a record's `game`, once checked with `isGameId`). */
export type GameId = (typeof TABLES)[number]['id'];

export interface GameInfo extends GameMeta {
  readonly id: GameId;
}

/** The games the lobby offers. Each game's code is loaded only when it opens (`loadGame`). */
export const GAMES: readonly GameInfo[] = TABLES;

/** One lazy loader per game: the lobby's first load carries no engine. */
const loaders: Readonly<Record<GameId, () => Promise<GameModule>>> = {
  risk: () => import('../engines/risk/module').then((m) => m.default),
  diplomacy: () => import('../engines/diplomacy/module').then((m) => m.default),
  dominion: () => import('../engines/dominion/module').then((m) => m.default),
  twilight: () => import('../engines/twilight/module').then((m) => m.default),
  diplomacy5d: () => import('../engines/diplomacy5d/module').then((m) => m.default),
};

export function isGameId(x: unknown): x is GameId {
  return typeof x === 'string' && GAMES.some((g) => g.id === x);
}

/**
 * A record's game as a `GameId` (core types a record's `game` as any string: core names no game). For a
 * record the app made or checked; throws, as `loadGame` does, for a game Hotseat does not know.
 */
export function gameIdOf(record: { readonly game: string }): GameId {
  if (!isGameId(record.game)) throw new Error(`${record.game} is not a game Hotseat knows.`);
  return record.game;
}

export async function loadGame(id: GameId): Promise<GameModule> {
  const load = isGameId(id) ? loaders[id] : undefined;
  if (!load) throw new Error(`${String(id)} is not a game Hotseat knows.`);
  return load();
}
