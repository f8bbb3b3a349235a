/**
 * Each seat's camera on a board (zoom and pan), kept in this browser's localStorage by game id,
 * viewer (a seat, the replay, the watcher) and the board's stage, so the view a player left comes
 * back after the pass screen and after a reload. Only the latest games' cameras are kept. Storage
 * refused or full: cameras simply are not kept.
 */
import { parseCamera, roundCamera, type Camera, type CameraKeeper } from '../boards/common/camera';

const PREFIX = 'hotseat.camera.';
/** How many games' cameras are kept (the oldest written is dropped first). */
export const KEPT_GAMES = 30;

type Entry = { at: number; v: Record<string, Record<string, Camera>> };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(s: Storage, gameId: string): Entry {
  try {
    const raw = JSON.parse(s.getItem(PREFIX + gameId) ?? 'null') as unknown;
    if (typeof raw === 'object' && raw !== null && typeof (raw as Entry).v === 'object' && (raw as Entry).v !== null) return raw as Entry;
  } catch {
    // Not JSON: start again.
  }
  return { at: 0, v: {} };
}

/** The camera kept for this game, viewer and stage, or null (the board opens whole). */
export function loadCamera(gameId: string, viewer: string, stage: string): Camera | null {
  const s = storage();
  if (!s) return null;
  const v = read(s, gameId).v[viewer];
  return typeof v === 'object' && v !== null ? parseCamera((v as Record<string, unknown>)[stage]) : null;
}

/** Keeps (or with null forgets) the camera of this game, viewer and stage. */
export function saveCamera(gameId: string, viewer: string, stage: string, camera: Camera | null, now = Date.now()): void {
  const s = storage();
  if (!s) return;
  try {
    const e = read(s, gameId);
    const mine = { ...(typeof e.v[viewer] === 'object' && e.v[viewer] !== null ? e.v[viewer] : {}) };
    if (camera) mine[stage] = roundCamera(camera);
    else delete mine[stage];
    const v = { ...e.v, [viewer]: mine };
    if (!Object.keys(mine).length) delete v[viewer];
    if (!Object.keys(v).length) s.removeItem(PREFIX + gameId);
    else s.setItem(PREFIX + gameId, JSON.stringify({ at: now, v }));
    prune(s);
  } catch {
    // Full or refused: the camera lives on screen only.
  }
}

/** Drops the cameras of all but the KEPT_GAMES games written last. */
function prune(s: Storage): void {
  const games: { key: string; at: number }[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    let at = 0;
    try {
      at = Number((JSON.parse(s.getItem(key) ?? '{}') as { at?: unknown }).at) || 0;
    } catch {
      // Unreadable: oldest.
    }
    games.push({ key, at });
  }
  if (games.length <= KEPT_GAMES) return;
  games.sort((a, b) => b.at - a.at);
  for (const g of games.slice(KEPT_GAMES)) s.removeItem(g.key);
}

/** The keeper a board's stages use for one game and viewer. */
export function cameraKeeper(gameId: string, viewer: string): CameraKeeper {
  return {
    viewer,
    load: (stage) => loadCamera(gameId, viewer, stage),
    save: (stage, camera) => saveCamera(gameId, viewer, stage, camera),
  };
}
