/**
 * Saved games and people in IndexedDB (database "hotseat"), through idb.
 *
 * `openStore` never fails: when the browser refuses storage, is blocked by an old tab, or does
 * not answer in time, it returns a memory store and a sentence for people saying so.
 * Each operation is one transaction, so a move is either saved completely or not at all.
 */
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import { newId } from './ids';
import { createMemoryStore } from './memory';
import {
  byLastSeenDesc,
  byUpdatedDesc,
  checkGame,
  checkPerson,
  checkTitle,
  countResult,
  errorName,
  fail,
  MESSAGES,
  storageError,
  StoreFailure,
  withMove,
  type GameStore,
  type Person,
  type SavedGame,
  type StoreResult,
} from './store';

export type { GameStore, GameSummary, NewGame, Person, PersonInput, SavedGame, StoreError, StoreErrorCode, StoreResult } from './store';
/** The name the app's store uses for a saved game. */
export type { SavedGame as StoredGame } from './store';

export const DB_NAME = 'hotseat';
export const DB_VERSION = 1;
/** How long openStore waits for the browser before playing from memory. */
export const OPEN_TIMEOUT_MS = 5000;

export interface HotseatDB extends DBSchema {
  games: { key: string; value: SavedGame; indexes: { updatedAt: number } };
  people: { key: string; value: Person };
}

type Db = IDBPDatabase<HotseatDB>;
type Names = StoreNames<HotseatDB>;
type Tx<Mode extends IDBTransactionMode> = IDBPTransaction<HotseatDB, Names[], Mode>;

/**
 * Brings the schema from `oldVersion` (0: a new database) up to DB_VERSION, one version at a
 * time, so a browser that skipped versions runs every step in order. This is the usual
 * "switch on oldVersion, falling through" written as a loop over a switch, because
 * tsconfig's noFallthroughCasesInSwitch refuses fallthrough. To add version 2: set DB_VERSION
 * to 2 and add `case 1:` changing what version 1 made (reach existing stores with `tx`).
 */
export function upgradeSchema(db: Db, oldVersion: number, _newVersion: number | null, _tx: IDBPTransaction<HotseatDB, Names[], 'versionchange'>): void {
  for (let from = oldVersion; from < DB_VERSION; from++) {
    switch (from) {
      case 0: {
        const games = db.createObjectStore('games', { keyPath: 'id' });
        games.createIndex('updatedAt', 'updatedAt');
        db.createObjectStore('people', { keyPath: 'id' });
        break;
      }
      default:
        throw new Error(`Hotseat does not know how to upgrade its database from version ${from}.`);
    }
  }
}

export interface OpenOptions {
  /** Database name (tests use their own). */
  readonly name?: string;
  readonly timeoutMs?: number;
  /** Told later problems: another tab upgrading the database, or the browser closing it. */
  readonly onProblem?: (message: string) => void;
  readonly now?: () => number;
}

export interface OpenedStore {
  readonly store: GameStore;
  /** Null when all is well; otherwise a sentence for people (the store may be memory-only). */
  readonly problem: string | null;
}

const PROBE_ID = '\u0000hotseat-write-probe';

export async function openStore(opts: OpenOptions = {}): Promise<OpenedStore> {
  const now = opts.now ?? Date.now;
  const memory = (problem: string): OpenedStore => ({ store: createMemoryStore({ now }), problem });
  if (typeof indexedDB === 'undefined' || !indexedDB) return memory(MESSAGES.refused);

  let db: Db | undefined;
  /** Why the connection is gone (null while it is open). */
  const conn = { lost: null as string | null };
  let blocked = false;
  const lose = (message: string, tell: boolean) => {
    // `db` is unset while opening, and for a connection that arrived after the timeout.
    if (conn.lost || !db) return;
    conn.lost = message;
    db.close();
    if (tell) opts.onProblem?.(message);
  };

  let opening: Promise<Db>;
  try {
    opening = openDB<HotseatDB>(opts.name ?? DB_NAME, DB_VERSION, {
      upgrade: upgradeSchema,
      blocked: () => {
        blocked = true;
      },
      // Another tab wants a newer version: let go, or it waits forever.
      blocking: () => lose(MESSAGES.upgradedElsewhere, true),
      terminated: () => lose(MESSAGES.terminated, true),
    });
  } catch (e) {
    return memory(openProblem(e));
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), opts.timeoutMs ?? OPEN_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([opening, timeout]);
    if (first === 'timeout') {
      // If the browser answers after all, close that connection: nobody will use it.
      opening.then((late) => late.close()).catch(() => {});
      return memory(blocked ? MESSAGES.blocked : MESSAGES.timeout);
    }
    db = first;
  } catch (e) {
    return memory(openProblem(e));
  } finally {
    clearTimeout(timer);
  }

  const store = createIdbStore(
    db,
    now,
    () => conn.lost,
    () => lose(MESSAGES.closed, false),
  );
  return { store, problem: await probeWrite(db) };
}

function openProblem(e: unknown): string {
  const name = errorName(e);
  if (name === 'VersionError') return MESSAGES.newer;
  return MESSAGES.refused;
}

/** Some browsers open the database but refuse every write: find out now rather than on the first move. */
async function probeWrite(db: Db): Promise<string | null> {
  try {
    const tx = db.transaction('people', 'readwrite');
    const done = tx.done;
    done.catch(() => {});
    await requests<unknown>([() => tx.store.put({ id: PROBE_ID, name: '', color: '', wins: {}, played: {}, lastSeen: 0 }), () => tx.store.delete(PROBE_ID)]);
    await done;
    return null;
  } catch (e) {
    const r = storageError(e, 'write');
    return r.error.code === 'quota' ? MESSAGES.fullAtStart : MESSAGES.writeRefusedAtStart;
  }
}

/**
 * Starts requests and waits for them all. If starting one throws, those already started are
 * still observed, so their rejection when the transaction aborts is not left unhandled.
 */
async function requests<T>(starts: readonly (() => Promise<T>)[]): Promise<T[]> {
  const started: Promise<T>[] = [];
  try {
    for (const start of starts) started.push(start());
  } catch (e) {
    for (const p of started) p.catch(() => {});
    throw e;
  }
  return Promise.all(started);
}

function createIdbStore(db: Db, now: () => number, lost: () => string | null, close: () => void): GameStore {
  /**
   * Runs `body` in one transaction. If body throws (or returns a failure), the transaction is
   * aborted, so nothing it wrote is kept; a failure to commit (a full disk) is reported too.
   */
  async function inTx<T, Mode extends IDBTransactionMode>(
    stores: Names[],
    mode: Mode,
    doing: string,
    body: (tx: Tx<Mode>) => Promise<StoreResult<T>>,
  ): Promise<StoreResult<T>> {
    const why = lost();
    if (why) return fail('closed', why);
    let tx: Tx<Mode>;
    try {
      tx = db.transaction(stores, mode);
    } catch (e) {
      return storageError(e, doing);
    }
    const done = tx.done;
    done.catch(() => {});
    try {
      const result = await body(tx);
      if (!result.ok) throw new StoreFailure(result.error.code, result.error.message);
      await done;
      return result;
    } catch (e) {
      try {
        tx.abort();
      } catch {
        // Already finished or aborted.
      }
      return storageError(e, doing);
    }
  }

  const update = (id: string, doing: string, change: (g: SavedGame) => StoreResult<SavedGame>) =>
    inTx(['games'], 'readwrite', doing, async (tx) => {
      const store = tx.objectStore('games');
      const old = await store.get(id);
      if (!old) return fail('not-found', MESSAGES.notFound);
      const next = change(old);
      if (!next.ok) return next;
      await store.put(next.value);
      return next;
    });

  return {
    persistent: true,
    listGames: () =>
      inTx(['games'], 'readonly', 'list the saved games', async (tx) => ({
        ok: true,
        value: (await tx.objectStore('games').index('updatedAt').getAll()).sort(byUpdatedDesc),
      })),
    getGame: (id) =>
      inTx(['games'], 'readonly', 'read the game', async (tx) => {
        const g = await tx.objectStore('games').get(id);
        return g ? { ok: true, value: g } : fail('not-found', MESSAGES.notFound);
      }),
    createGame: (game) =>
      inTx(['games'], 'readwrite', 'save the new game', async (tx) => {
        const checked = checkGame(game, now());
        if (!checked.ok) return checked;
        const store = tx.objectStore('games');
        // Checked first for a plain message; `add` would refuse an existing key anyway.
        if ((await store.getKey(checked.value.id)) !== undefined) return fail('exists', MESSAGES.exists);
        await store.add(checked.value);
        return checked;
      }),
    saveMove: (id, record, summary, finished, undoFrom) => update(id, 'save the move', (old) => withMove(old, record, summary, finished, now(), undoFrom)),
    renameGame: (id, title) =>
      update(id, 'rename the game', (old) => {
        const t = checkTitle(title);
        return t.ok ? { ok: true, value: { ...old, title: t.value, updatedAt: now() } } : t;
      }),
    deleteGame: (id) =>
      inTx(['games'], 'readwrite', 'delete the game', async (tx) => {
        await tx.objectStore('games').delete(id);
        return { ok: true, value: undefined };
      }),
    listPeople: () =>
      inTx(['people'], 'readonly', 'list people', async (tx) => ({
        ok: true,
        value: (await tx.objectStore('people').getAll()).filter((p) => p.id !== PROBE_ID).sort(byLastSeenDesc),
      })),
    upsertPerson: (input) =>
      inTx(['people'], 'readwrite', 'save the person', async (tx) => {
        const store = tx.objectStore('people');
        const checked = checkPerson(input, await store.getAll(), newId, now());
        if (!checked.ok) return checked;
        await store.put(checked.value);
        return checked;
      }),
    recordResult: (game, winners, all, savedGameId) =>
      inTx(['games', 'people'], 'readwrite', 'count the result', async (tx) => {
        const games = tx.objectStore('games');
        const people = tx.objectStore('people');
        const saved = savedGameId === undefined ? undefined : await games.get(savedGameId);
        const ids = [...new Set([...all, ...winners])];
        const current = (await requests(ids.map((pid) => () => people.get(pid)))).filter((p): p is Person => p !== undefined);
        if (saved?.resultCounted) return { ok: true, value: current };
        const t = now();
        const updated = current.map((p) => countResult(p, game, winners.includes(p.id), t));
        const writes = updated.map((p) => () => people.put(p));
        if (saved) writes.push(() => games.put({ ...saved, finished: true, resultCounted: true }));
        await requests<unknown>(writes);
        return { ok: true, value: updated };
      }),
    close,
  };
}
