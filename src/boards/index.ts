import type { ComponentType } from 'react';
import type { GameId } from '../games/registry';
import type { GameUI, OptionsProps } from './types';

/**
 * Each game's board and controls load only when that game opens: `src/boards/<game>/<Name>UI.tsx`
 * default-exports a GameUI. A game may also have a lobby form, `<Name>Options.tsx`, loaded when the
 * game is picked in the lobby.
 */
const uiModules = import.meta.glob<{ default: GameUI }>('./*/*UI.tsx');
const optionModules = import.meta.glob<{ default: ComponentType<OptionsProps> }>('./*/*Options.tsx');

function find<T>(modules: Record<string, () => Promise<T>>, id: GameId): (() => Promise<T>) | undefined {
  const key = Object.keys(modules).find((k) => k.startsWith(`./${id}/`));
  return key ? modules[key] : undefined;
}

export async function loadUI(id: GameId): Promise<GameUI> {
  const load = find(uiModules, id);
  if (!load) throw new Error(`No board for ${id} yet.`);
  return (await load()).default;
}

export function hasOptionsUI(id: GameId): boolean {
  return find(optionModules, id) !== undefined;
}

export async function loadOptionsUI(id: GameId): Promise<ComponentType<OptionsProps> | null> {
  const load = find(optionModules, id);
  return load ? (await load()).default : null;
}
