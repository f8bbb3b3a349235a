/** IndexedDB specifics: atomic writes, a full disk, and every way opening can fail. */
import { forceCloseDatabase } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordOf } from './__fixtures__/countingGame';
import { DB_VERSION, openStore } from './db';
import { MESSAGES, type GameStore } from './store';

let n = 0;
const freshName = () => `hotseat-db-test-${++n}`;
const realIndexedDB = globalThis.indexedDB;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function storeWithGame(name = freshName()): Promise<GameStore> {
  const { store, problem } = await openStore({ name });
  expect(problem).toBeNull();
  const created = await store.createGame({ id: 'g', title: 'G', record: recordOf([1]), summary: { turnText: 'one' } });
  expect(created.ok).toBe(true);
  return store;
}

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('writes are all or nothing', () => {
  it('a transaction aborted after the put keeps the previous record', async () => {
    const store = await storeWithGame();
    const realPut = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      const request = realPut.apply(this, args);
      this.transaction.abort();
      return request;
    });
    const r = await store.saveMove('g', recordOf([1, 2, 3]), { turnText: 'three' });
    expect(r.ok).toBe(false);
    vi.restoreAllMocks();
    const kept = await store.getGame('g');
    expect(kept.ok && kept.value.record).toEqual(recordOf([1]));
    expect(kept.ok && kept.value.summary.turnText).toBe('one');
  });

  it('a failure after the put was queued aborts the transaction, so the put is not kept', async () => {
    const store = await storeWithGame();
    const realPut = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      realPut.apply(this, args);
      throw new Error('disk on fire');
    });
    const r = await store.saveMove('g', recordOf([1, 2, 3]), { turnText: 'three' });
    expect(!r.ok && r.error.message).toMatch(/disk on fire/);
    vi.restoreAllMocks();
    const kept = await store.getGame('g');
    expect(kept.ok && kept.value.record.moves.length).toBe(1);
  });

  it('recordResult counts everyone or no one', async () => {
    const store = await storeWithGame();
    await store.upsertPerson({ id: 'ann', name: 'Ann', color: 'red' });
    await store.upsertPerson({ id: 'bob', name: 'Bob', color: 'blue' });
    const realPut = IDBObjectStore.prototype.put;
    let puts = 0;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (++puts === 2) throw quota();
      return realPut.apply(this, args);
    });
    const r = await store.recordResult('risk', ['ann'], ['ann', 'bob'], 'g');
    expect(!r.ok && r.error.code).toBe('quota');
    vi.restoreAllMocks();
    const people = await store.listPeople();
    expect(people.ok && people.value.map((p) => p.played.risk ?? 0)).toEqual([0, 0]);
    const game = await store.getGame('g');
    expect(game.ok && game.value.finished).toBe(false);
  });
});

describe('two tabs on one game', () => {
  it('compare-and-set runs inside the transaction: of two racing continuations exactly one is kept', async () => {
    const name = freshName();
    const tabA = await storeWithGame(name);
    const { store: tabB } = await openStore({ name });
    // Both tabs saw one move; each saves its own next move at the same moment.
    const [a, b] = await Promise.all([tabA.saveMove('g', recordOf([1, 2, 3]), { turnText: 'A' }), tabB.saveMove('g', recordOf([1, 1]), { turnText: 'B' })]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    const loser = a.ok ? b : a;
    expect(!loser.ok && loser.error.code).toBe('conflict');
    const kept = await tabB.getGame('g');
    expect(kept.ok && kept.value.record).toEqual(a.ok ? recordOf([1, 2, 3]) : recordOf([1, 1]));
  });
});

describe('a full disk', () => {
  it('says so, keeps what was saved, and works again once there is room', async () => {
    const store = await storeWithGame();
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw quota();
    });
    const r = await store.saveMove('g', recordOf([1, 2]), { turnText: 'two' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('quota');
    expect(r.error.message).toBe(MESSAGES.quota);
    expect(r.error.message).toMatch(/out of storage space/);
    expect(r.error.message).toMatch(/export it to a file/);
    vi.restoreAllMocks();
    const kept = await store.getGame('g');
    expect(kept.ok && kept.value.record.moves.length).toBe(1);
    const later = await store.saveMove('g', recordOf([1, 2]), { turnText: 'two' });
    expect(later.ok).toBe(true);
  });

  it('is noticed when opening: saved games stay readable, with a warning', async () => {
    const name = freshName();
    (await storeWithGame(name)).close();
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw quota();
    });
    const { store, problem } = await openStore({ name });
    expect(problem).toBe(MESSAGES.fullAtStart);
    expect(store.persistent).toBe(true);
    const list = await store.listGames();
    expect(list.ok && list.value.map((g) => g.id)).toEqual(['g']);
  });
});

describe('opening falls back to memory, saying why', () => {
  async function expectMemory(opened: Promise<{ store: GameStore; problem: string | null }>, problem: string) {
    const { store, problem: said } = await opened;
    expect(said).toBe(problem);
    expect(store.persistent).toBe(false);
    const created = await store.createGame({ id: 'm', title: 'M', record: recordOf([2]), summary: { turnText: '' } });
    expect(created.ok).toBe(true);
    expect((await store.getGame('m')).ok).toBe(true);
  }

  it('when there is no indexedDB at all', async () => {
    vi.stubGlobal('indexedDB', undefined);
    await expectMemory(openStore({ name: freshName() }), MESSAGES.refused);
    expect(MESSAGES.refused).toBe(
      'Your browser refused storage (private browsing?). You can play, and export games to files, but nothing is kept after you close this tab.',
    );
  });

  it('when open throws (storage disabled)', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    await expectMemory(openStore({ name: freshName() }), MESSAGES.refused);
  });

  it('when open never answers', async () => {
    vi.stubGlobal('indexedDB', { open: () => new IDBOpenDBRequest() });
    const started = Date.now();
    await expectMemory(openStore({ name: freshName(), timeoutMs: 30 }), MESSAGES.timeout);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('when the database on disk is newer than this version', async () => {
    const name = freshName();
    const newer = await openDB(name, DB_VERSION + 4);
    newer.close();
    await expectMemory(openStore({ name }), MESSAGES.newer);
  });

  it('when an old tab will not let go; the late connection is closed when it comes', async () => {
    const name = freshName();
    // An "old tab": holds version 1 and ignores versionchange.
    const holder = await openDB(name, 1, {
      upgrade(db) {
        db.createObjectStore('games', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
        db.createObjectStore('people', { keyPath: 'id' });
      },
    });
    // This tab asks for one version more than the holder has.
    vi.stubGlobal('indexedDB', { open: (dbName: string, version: number) => realIndexedDB.open(dbName, version + 1) });
    await expectMemory(openStore({ name, timeoutMs: 50 }), MESSAGES.blocked);
    vi.unstubAllGlobals();

    holder.close();
    // Our late connection (version 2) must be closed, or this upgrade would be blocked.
    let blocked = false;
    const next = await openDB(name, 3, { blocked: () => (blocked = true) });
    expect(blocked).toBe(false);
    expect(next.version).toBe(3);
    next.close();
  });
});

describe('other tabs and the browser', () => {
  it('lets go when another tab upgrades, and says so', async () => {
    const name = freshName();
    const problems: string[] = [];
    const { store } = await openStore({ name, onProblem: (m) => problems.push(m) });
    let blocked = false;
    const upgraded = await openDB(name, DB_VERSION + 1, { blocked: () => (blocked = true) });
    expect(blocked).toBe(false);
    upgraded.close();
    expect(problems).toEqual([MESSAGES.upgradedElsewhere]);
    const r = await store.listGames();
    expect(!r.ok && r.error).toEqual({ code: 'closed', message: MESSAGES.upgradedElsewhere });
  });

  it('reports a connection the browser closed', async () => {
    const name = freshName();
    const problems: string[] = [];
    const { store } = await openStore({ name, onProblem: (m) => problems.push(m) });
    // Catch the raw connection behind the store, then close it the way a browser does.
    const target = await new Promise<IDBDatabase>((resolve) => {
      const spy = vi.spyOn(IDBDatabase.prototype, 'transaction');
      void store.listGames().then(() => {
        resolve(spy.mock.contexts[0] as IDBDatabase);
      });
    });
    vi.restoreAllMocks();
    forceCloseDatabase(target as unknown as Parameters<typeof forceCloseDatabase>[0]);
    expect(problems).toEqual([MESSAGES.terminated]);
    const r = await store.getGame('x');
    expect(!r.ok && r.error.code).toBe('closed');
  });

  it('creates the schema of version 1: games keyed by id with an updatedAt index, people keyed by id', async () => {
    const name = freshName();
    (await openStore({ name })).store.close();
    const db = await openDB(name, DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(['games', 'people']);
    const tx = db.transaction(['games', 'people']);
    expect(tx.objectStore('games').keyPath).toBe('id');
    expect([...tx.objectStore('games').indexNames]).toEqual(['updatedAt']);
    expect(tx.objectStore('games').index('updatedAt').keyPath).toBe('updatedAt');
    expect(tx.objectStore('people').keyPath).toBe('id');
    db.close();
  });
});
