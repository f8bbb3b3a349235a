/** The GameStore contract, run against both implementations: IndexedDB (fake-indexeddb) and memory. */
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../engines/core/types';
import { recordOf } from './__fixtures__/countingGame';
import { openStore } from './db';
import { createMemoryStore } from './memory';
import type { GameStore, NewGame } from './store';

let dbCount = 0;
let clock = 1_000;
const now = () => ++clock;

const factories: [string, () => Promise<GameStore>][] = [
  [
    'indexeddb',
    async () => {
      const { store, problem } = await openStore({ name: `contract-${++dbCount}`, now });
      expect(problem).toBeNull();
      expect(store.persistent).toBe(true);
      return store;
    },
  ],
  ['memory', async () => createMemoryStore({ now })],
];

const newGame = (id: string, moves: number[] = [1, 2]): NewGame => ({
  id,
  title: `  Game ${id}  `,
  record: recordOf(moves),
  summary: { turnText: 'Ann adds', seatsText: 'Ann, Bob' },
});

describe.each(factories)('GameStore (%s)', (_kind, open) => {
  it('creates, reads and lists games, most recently played first', async () => {
    const store = await open();
    const a = await store.createGame(newGame('a'));
    const b = await store.createGame(newGame('b'));
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok) return;
    expect(a.value.title).toBe('Game a');
    expect(a.value.finished).toBe(false);
    expect(a.value.updatedAt).toBe(a.value.createdAt);

    const got = await store.getGame('a');
    expect(got).toEqual({ ok: true, value: a.value });
    expect(got.ok && got.value.record).toEqual(recordOf([1, 2]));

    await store.saveMove('a', recordOf([1, 2, 1]), { turnText: 'Bob adds' });
    const list = await store.listGames();
    expect(list.ok && list.value.map((g) => g.id)).toEqual(['a', 'b']);
  });

  it('refuses to create a game whose id exists, keeping the saved one', async () => {
    const store = await open();
    await store.createGame(newGame('x', [1]));
    const again = await store.createGame({ ...newGame('x', [3, 3, 3]), title: 'Impostor' });
    expect(again.ok).toBe(false);
    expect(!again.ok && again.error.code).toBe('exists');
    const kept = await store.getGame('x');
    expect(kept.ok && kept.value.title).toBe('Game x');
    expect(kept.ok && kept.value.record.moves.length).toBe(1);
  });

  it('saves moves and undos, and keeps `finished` unless told', async () => {
    const store = await open();
    await store.createGame(newGame('g', [1]));
    const s1 = await store.saveMove('g', recordOf([1, 2, 3]), { turnText: 'three' }, true);
    expect(s1.ok && s1.value.finished).toBe(true);
    const s2 = await store.saveMove('g', recordOf([1, 2]), { turnText: 'undone' }, undefined, recordOf([1, 2, 3]).moves);
    expect(s2.ok && s2.value.finished).toBe(true);
    const s3 = await store.saveMove('g', recordOf([1, 2]), { turnText: 'undone' }, false);
    expect(s3.ok && s3.value.finished).toBe(false);
    const got = await store.getGame('g');
    expect(got.ok && got.value.record.moves.length).toBe(2);
    expect(got.ok && got.value.summary).toEqual({ turnText: 'undone' });
    expect(got.ok && got.value.updatedAt).toBeGreaterThan(got.ok ? got.value.createdAt : Infinity);
  });

  it('replaces a record only by its own continuation (two tabs on one game lose nothing)', async () => {
    const store = await open();
    await store.createGame(newGame('g', [1]));
    // Tab A plays four moves; tab B, still at one move, plays one: B is refused, A's moves stay.
    expect((await store.saveMove('g', recordOf([1, 2, 3, 1, 2]), { turnText: 'A' })).ok).toBe(true);
    const b = await store.saveMove('g', recordOf([1, 3]), { turnText: 'B' });
    expect(!b.ok && b.error.code).toBe('conflict');
    expect(!b.ok && b.error.message).toMatch(/another tab/);
    const kept = await store.getGame('g');
    expect(kept.ok && kept.value.record).toEqual(recordOf([1, 2, 3, 1, 2]));
    expect(kept.ok && kept.value.summary.turnText).toBe('A');
    // A different move at the same length is no continuation either.
    expect((await store.saveMove('g', recordOf([1, 2, 3, 1, 3]), { turnText: 'x' })).ok).toBe(false);
    // Saves that skipped a failed one still continue the saved record.
    expect((await store.saveMove('g', recordOf([1, 2, 3, 1, 2, 1, 1]), { turnText: 'on' })).ok).toBe(true);
  });

  it('takes a move back only from the record it was taken from', async () => {
    const store = await open();
    await store.createGame(newGame('g', [1, 2, 3]));
    // Tab B (at 3 moves) undoes while tab A has taken move 3 back and played another: refused.
    expect((await store.saveMove('g', recordOf([1, 2]), { turnText: 'A undo' }, undefined, recordOf([1, 2, 3]).moves)).ok).toBe(true);
    expect((await store.saveMove('g', recordOf([1, 2, 1]), { turnText: 'A plays' })).ok).toBe(true);
    const b = await store.saveMove('g', recordOf([1, 2]), { turnText: 'B undo' }, undefined, recordOf([1, 2, 3]).moves);
    expect(!b.ok && b.error.code).toBe('conflict');
    const kept = await store.getGame('g');
    expect(kept.ok && kept.value.record).toEqual(recordOf([1, 2, 1]));
    // An undo without saying what it undid is no continuation.
    expect((await store.saveMove('g', recordOf([1, 2]), { turnText: 'x' })).ok).toBe(false);
  });

  it('fails plainly on a missing game or a record of another game', async () => {
    const store = await open();
    const missing = await store.saveMove('nope', recordOf([1]), { turnText: '' });
    expect(!missing.ok && missing.error.code).toBe('not-found');
    await store.createGame(newGame('g'));
    const other: GameRecord = { ...recordOf([1]), game: 'diplomacy' };
    const wrong = await store.saveMove('g', other, { turnText: '' });
    expect(!wrong.ok && wrong.error.code).toBe('invalid');
  });

  it('keeps the previous record when the new one cannot be stored', async () => {
    const store = await open();
    await store.createGame(newGame('g', [1]));
    const broken = { ...recordOf([1, 2]), options: { target: 1000, f: () => 1 } } as unknown as GameRecord;
    const r = await store.saveMove('g', broken, { turnText: 'x' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toMatch(/Could not save the move/);
    const kept = await store.getGame('g');
    expect(kept.ok && kept.value.record).toEqual(recordOf([1]));
  });

  it('renames (trimmed, not empty) and deletes', async () => {
    const store = await open();
    await store.createGame(newGame('g'));
    expect(await store.renameGame('g', '  Friday night ')).toMatchObject({ ok: true, value: { title: 'Friday night' } });
    const empty = await store.renameGame('g', '   ');
    expect(!empty.ok && empty.error.code).toBe('invalid');
    expect(await store.getGame('g')).toMatchObject({ ok: true, value: { title: 'Friday night' } });
    expect(await store.deleteGame('g')).toEqual({ ok: true, value: undefined });
    expect(await store.deleteGame('g')).toEqual({ ok: true, value: undefined });
    const gone = await store.getGame('g');
    expect(!gone.ok && gone.error.code).toBe('not-found');
  });

  it('hands out copies: changing a returned game changes nothing stored', async () => {
    const store = await open();
    const created = await store.createGame(newGame('g'));
    if (!created.ok) throw new Error('create failed');
    (created.value.summary as { turnText: string }).turnText = 'mutated';
    (created.value.record.moves as unknown[]).length = 0;
    const got = await store.getGame('g');
    expect(got.ok && got.value.summary.turnText).toBe('Ann adds');
    expect(got.ok && got.value.record.moves.length).toBe(2);
  });

  it('remembers people: new ids, the same person by name, tallies kept', async () => {
    const store = await open();
    const ann = await store.upsertPerson({ name: ' Ann ', color: 'red' });
    if (!ann.ok) throw new Error(ann.error.message);
    expect(ann.value).toMatchObject({ name: 'Ann', color: 'red', wins: {}, played: {} });
    expect(ann.value.id).toMatch(/^[0-9a-f-]{36}$/);
    const again = await store.upsertPerson({ name: 'ANN', color: 'blue' });
    expect(again.ok && again.value.id).toBe(ann.value.id);
    expect(again.ok && again.value.name).toBe('ANN');
    const bob = await store.upsertPerson({ id: 'p-bob', name: 'Bob', color: 'green' });
    expect(bob.ok && bob.value.id).toBe('p-bob');
    expect(!(await store.upsertPerson({ name: '', color: 'x' })).ok).toBe(true);

    const people = await store.listPeople();
    expect(people.ok && people.value.map((p) => p.name)).toEqual(['Bob', 'ANN']);
  });

  it('counts results once per saved game, in wins and played, skipping unknown people', async () => {
    const store = await open();
    const ann = await store.upsertPerson({ id: 'ann', name: 'Ann', color: 'red' });
    await store.upsertPerson({ id: 'bob', name: 'Bob', color: 'blue' });
    expect(ann.ok).toBe(true);
    await store.createGame(newGame('g'));

    const r = await store.recordResult('risk', ['ann'], ['ann', 'bob', 'ghost'], 'g');
    expect(r.ok && r.value.map((p) => [p.id, p.wins.risk ?? 0, p.played.risk])).toEqual([
      ['ann', 1, 1],
      ['bob', 0, 1],
    ]);
    const twice = await store.recordResult('risk', ['ann'], ['ann', 'bob'], 'g');
    expect(twice.ok && twice.value.find((p) => p.id === 'ann')?.wins.risk).toBe(1);
    const game = await store.getGame('g');
    expect(game.ok && game.value).toMatchObject({ finished: true, resultCounted: true });

    // Without a saved game id, every call counts.
    await store.recordResult('diplomacy', [], ['bob']);
    await store.recordResult('diplomacy', ['bob'], ['bob']);
    const people = await store.listPeople();
    const bob = people.ok ? people.value.find((p) => p.id === 'bob') : undefined;
    expect(bob).toMatchObject({ wins: { diplomacy: 1 }, played: { risk: 1, diplomacy: 2 } });
  });
});
