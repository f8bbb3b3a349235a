import type { GameId } from '../engines/core';
import type { GameUI } from './types';

/** Each game's board and controls load only when that game opens. */
const loaders: Partial<Record<GameId, () => Promise<GameUI>>> = {
  risk: () => import('./risk/RiskUI').then((m) => m.default),
};

export async function loadUI(id: GameId): Promise<GameUI> {
  const load = loaders[id];
  if (!load) throw new Error(`No board for ${id} yet.`);
  return load();
}
