/**
 * Unsubmitted work a seat is writing (Diplomacy orders…), kept in this tab's sessionStorage so a
 * reload does not lose it. Keyed by the open game's id and a board's own position key (which names
 * the seat, so a draft comes back only to the seat that wrote it, after the pass screen). Only the
 * latest position of a game is kept. Storage refused or full: drafts simply are not kept.
 */
import { useSession } from './session';

const PREFIX = 'hotseat.draft.';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const keyOf = (gameId: string, key: string) => `${PREFIX}${gameId}\u0000${key}`;

/** Keeps `value` (plain JSON) for the open game at `key`, dropping its drafts of other positions. */
export function saveDraft(key: string, value: unknown, gameId = useSession.getState().active?.id): void {
  const s = storage();
  if (!s || !gameId) return;
  try {
    const mine = `${PREFIX}${gameId}\u0000`;
    for (let i = s.length - 1; i >= 0; i--) {
      const k = s.key(i);
      if (k && k.startsWith(mine) && k !== keyOf(gameId, key)) s.removeItem(k);
    }
    s.setItem(keyOf(gameId, key), JSON.stringify(value));
  } catch {
    // Full or refused: the draft lives on screen only.
  }
}

/** The draft kept for the open game at `key` (unchecked JSON: check it before use), or null. */
export function loadDraft(key: string, gameId = useSession.getState().active?.id): unknown {
  const s = storage();
  if (!s || !gameId) return null;
  try {
    const text = s.getItem(keyOf(gameId, key));
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}
