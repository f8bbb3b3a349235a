/**
 * The GameStore used when the browser refuses storage: the same rules as the IndexedDB store
 * (createGame never overwrites, writes are all or nothing), kept in this tab's memory only.
 * Values are copied in and out with structuredClone, as IndexedDB does, so a caller can never
 * change what is stored by mutating an object it passed or received.
 */
import { newId } from './ids';
import {
  byLastSeenDesc,
  byUpdatedDesc,
  checkGame,
  checkPerson,
  checkTitle,
  countResult,
  fail,
  withMove,
  MESSAGES,
  storageError,
  type GameStore,
  type Person,
  type SavedGame,
  type StoreResult,
} from './store';

export interface MemoryStoreOptions {
  readonly now?: () => number;
}

export function createMemoryStore(opts: MemoryStoreOptions = {}): GameStore {
  const now = opts.now ?? Date.now;
  const games = new Map<string, SavedGame>();
  const people = new Map<string, Person>();

  /** Runs a change; a throw (an uncloneable value…) leaves everything as it was. */
  const attempt = async <T>(doing: string, body: () => StoreResult<T>): Promise<StoreResult<T>> => {
    try {
      return body();
    } catch (e) {
      return storageError(e, doing);
    }
  };

  const update = (id: string, doing: string, change: (g: SavedGame) => StoreResult<SavedGame>) =>
    attempt(doing, () => {
      const old = games.get(id);
      if (!old) return fail('not-found', MESSAGES.notFound);
      const next = change(old);
      if (!next.ok) return next;
      const stored = structuredClone(next.value);
      games.set(id, stored);
      return { ok: true, value: structuredClone(stored) };
    });

  return {
    persistent: false,
    listGames: () => attempt('list the saved games', () => ({ ok: true, value: [...games.values()].map((g) => structuredClone(g)).sort(byUpdatedDesc) })),
    getGame: (id) =>
      attempt('read the game', () => {
        const g = games.get(id);
        return g ? { ok: true, value: structuredClone(g) } : fail('not-found', MESSAGES.notFound);
      }),
    createGame: (game) =>
      attempt('save the new game', () => {
        const checked = checkGame(game, now());
        if (!checked.ok) return checked;
        if (games.has(checked.value.id)) return fail('exists', MESSAGES.exists);
        const stored = structuredClone(checked.value);
        games.set(stored.id, stored);
        return { ok: true, value: structuredClone(stored) };
      }),
    saveMove: (id, record, summary, finished, undoFrom) => update(id, 'save the move', (old) => withMove(old, record, summary, finished, now(), undoFrom)),
    renameGame: (id, title) =>
      update(id, 'rename the game', (old) => {
        const t = checkTitle(title);
        return t.ok ? { ok: true, value: { ...old, title: t.value, updatedAt: now() } } : t;
      }),
    deleteGame: (id) =>
      attempt('delete the game', () => {
        games.delete(id);
        return { ok: true, value: undefined };
      }),
    listPeople: () => attempt('list people', () => ({ ok: true, value: [...people.values()].map((p) => structuredClone(p)).sort(byLastSeenDesc) })),
    upsertPerson: (input) =>
      attempt('save the person', () => {
        const checked = checkPerson(input, [...people.values()], newId, now());
        if (!checked.ok) return checked;
        const stored = structuredClone(checked.value);
        people.set(stored.id, stored);
        return { ok: true, value: structuredClone(stored) };
      }),
    recordResult: (game, winners, all, savedGameId) =>
      attempt('count the result', () => {
        const saved = savedGameId === undefined ? undefined : games.get(savedGameId);
        const ids = [...new Set([...all, ...winners])];
        const current = ids.map((pid) => people.get(pid)).filter((p): p is Person => p !== undefined);
        if (saved?.resultCounted) return { ok: true, value: current.map((p) => structuredClone(p)) };
        const t = now();
        const updated = current.map((p) => countResult(p, game, winners.includes(p.id), t));
        // Everything is computed before anything is stored: all or nothing.
        if (saved) games.set(saved.id, { ...saved, finished: true, resultCounted: true });
        for (const p of updated) people.set(p.id, p);
        return { ok: true, value: updated.map((p) => structuredClone(p)) };
      }),
    close: () => {},
  };
}
