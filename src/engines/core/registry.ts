import type { GameId } from './types';
import type { GameMeta, GameModule } from './meta';
import { RISK_META } from '../risk/meta';
import { DIPLOMACY_META } from '../diplomacy/meta';
import { DOMINION_META } from '../dominion/meta';
import { DIPLOMACY5D_META } from '../diplomacy5d/meta';
import { TWILIGHT_META } from '../twilight/meta';

export type { GameMeta, GameModule } from './meta';

export type GameInfo = GameMeta;

/**
 * The games the lobby offers, from each game's metadata table. Each game's code is loaded only when
 * it opens; the tables import nothing of the engines.
 */
export const GAMES: readonly GameInfo[] = [RISK_META, DIPLOMACY_META, DOMINION_META, DIPLOMACY5D_META, TWILIGHT_META];

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
