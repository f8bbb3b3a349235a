import { afterEach, describe, expect, it, vi } from 'vitest';
import { current, hashState } from '../engines/core/game';
import type { GameModule } from '../games/registry';
import { countingModule, loadCounting, playCounting } from './__fixtures__/countingGame';
import { createMemoryStore } from './memory';
import { exportSave, importSave, MAX_MOVES, MAX_SAVE_BYTES, parseSave, SAVE_FORMAT, utf8Bytes } from './savefile';
import { MAX_TITLE } from './store';

afterEach(() => vi.restoreAllMocks());

const MOVES = [1, 2, 3, 1, 1, 2, 3, 3, 2, 1, 1, 2, 3, 1, 2, 2, 1, 3, 1, 2];

/** A valid save, as a plain object to spoil. */
function saveObject(ns: readonly number[] = MOVES): Record<string, unknown> {
  const t = playCounting(ns);
  return JSON.parse(exportSave(t.record, 'Friday', current(t), new Date('2025-01-02T03:04:05Z'))) as Record<string, unknown>;
}

function parseError(obj: unknown): string {
  const r = parseSave(typeof obj === 'string' ? obj : JSON.stringify(obj));
  if (r.ok) throw new Error('expected a failure');
  return r.error.message;
}

async function importError(obj: unknown, load = loadCounting): Promise<{ code: string; message: string }> {
  const r = await importSave(typeof obj === 'string' ? obj : JSON.stringify(obj), load);
  if (r.ok) throw new Error('expected a failure');
  return r.error;
}

describe('round trip', () => {
  it('exports version 1 and parses back the same record', () => {
    const t = playCounting(MOVES);
    const text = exportSave(t.record, 'Friday', current(t), new Date('2025-01-02T03:04:05Z'));
    const obj = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(obj)).toEqual(['format', 'version', 'game', 'title', 'options', 'seed', 'seats', 'moves', 'stateHash', 'savedAt']);
    expect(obj).toMatchObject({ format: SAVE_FORMAT, version: 1, game: 'risk', savedAt: '2025-01-02T03:04:05.000Z' });
    const parsed = parseSave(text);
    expect(parsed.ok && parsed.value.record).toEqual(t.record);
    expect(parsed.ok && parsed.value.title).toBe('Friday');
  });

  it('imports under a new id every time, replayed to the same position', async () => {
    const t = playCounting(MOVES);
    const text = exportSave(t.record, 'Friday', current(t));
    let n = 0;
    const a = await importSave(text, loadCounting, { newId: () => `new-${++n}` });
    const b = await importSave(text, loadCounting, { newId: () => `new-${++n}` });
    if (!a.ok || !b.ok) throw new Error('import failed');
    expect([a.value.id, b.value.id]).toEqual(['new-1', 'new-2']);
    expect(a.value.record).toEqual(t.record);
    expect(current(a.value.timeline)).toEqual(current(t));
    expect(a.value.warnings).toEqual([]);

    const store = createMemoryStore();
    await store.createGame({ id: 'mine', title: 'Mine', record: playCounting([1]).record, summary: { turnText: '' } });
    expect((await store.createGame({ id: a.value.id, title: a.value.title, record: a.value.record, summary: { turnText: '' } })).ok).toBe(true);
    const mine = await store.getGame('mine');
    expect(mine.ok && mine.value.record.moves.length).toBe(1);
  });
});

describe('hostile files', () => {
  it('refuses 50 MB before parsing it', () => {
    const parse = vi.spyOn(JSON, 'parse');
    const huge = '"' + 'x'.repeat(50 * 1024 * 1024) + '"';
    const r = parseSave(huge);
    expect(r).toEqual({ ok: false, error: { code: 'too-big', message: 'The file is 50.0 MB; save files are at most 10 MB.' } });
    expect(parse).not.toHaveBeenCalled();
  });

  it('has one title limit, checked once: a title the file check passes is never refused at import', async () => {
    // Regression: 121–200 characters passed the file check, then failed when the game was stored.
    expect(parseError({ ...saveObject(), title: 't'.repeat(MAX_TITLE + 1) })).toMatch(/title must be at most 120 characters/);
    const longest = await importSave(JSON.stringify({ ...saveObject(), title: `  ${'t'.repeat(MAX_TITLE)}  ` }), loadCounting);
    expect(longest.ok).toBe(true);
    if (!longest.ok) return;
    const stored = await createMemoryStore().createGame({
      id: longest.value.id,
      title: longest.value.title,
      record: longest.value.record,
      summary: { turnText: '' },
    });
    expect(stored.ok).toBe(true);
  });

  it('counts the 10 MB limit in UTF-8 bytes, not characters', () => {
    expect(utf8Bytes('aé€😀')).toBe(1 + 2 + 3 + 4);
    expect(utf8Bytes('\ud800x')).toBe(3 + 1);
    // 4 million "€" are 4 million characters but 12 million bytes: refused before parsing.
    const parse = vi.spyOn(JSON, 'parse');
    const euros = '"' + '€'.repeat(4_000_000) + '"';
    expect(euros.length).toBeLessThan(MAX_SAVE_BYTES);
    expect(parseSave(euros)).toEqual({ ok: false, error: { code: 'too-big', message: 'The file is 11.4 MB; save files are at most 10 MB.' } });
    expect(parse).not.toHaveBeenCalled();
  });

  it('refuses what is not JSON, not a save, or another version', () => {
    expect(parseError('{"format": "hotseat-save", ')).toMatch(/^This is not a Hotseat save file: it is not valid JSON/);
    for (const x of ['null', '[]', '42', '"hotseat-save"', '{"format":"other","version":1}']) expect(parseError(x)).toBe('This is not a Hotseat save file.');
    expect(parseError({ ...saveObject(), version: 2 })).toBe(
      'This save file is version 2, made by a newer version of Hotseat; this version of Hotseat reads save files of version 1 only.',
    );
    expect(parseError({ ...saveObject(), version: '1' })).toMatch(/is version 1; this version of Hotseat reads save files of version 1 only/);
  });

  it('names the path of a wrong type', () => {
    const seats = [
      { name: 'A', color: 'red', kind: 'human' },
      { name: 'B', color: 'blue', kind: 'human' },
      { name: 5, color: 'green', kind: 'human' },
    ];
    expect(parseError({ ...saveObject(), seats })).toBe('This save file is damaged: seats[2].name must be text.');
    expect(parseError({ ...saveObject(), seed: 'abc' })).toBe('This save file is damaged: seed must be a whole number.');
    expect(parseError({ ...saveObject(), moves: { 0: 1 } })).toBe('This save file is damaged: moves must be a list.');
    const { stateHash: _gone, ...noHash } = saveObject();
    expect(parseError(noHash)).toBe('This save file is damaged: stateHash is missing.');
    const moves = [...(saveObject().moves as unknown[])];
    moves[15] = { seat: -1, move: { type: 'add', n: 1 } };
    expect(parseError({ ...saveObject(), moves })).toBe('This save file is damaged: moves[15].seat must not be negative.');
    moves[15] = { seat: 2, move: { type: 'add', n: 1 } };
    expect(parseError({ ...saveObject(), moves })).toBe('This save file is damaged: moves[15].seat is 2, but the seats are numbered 0 to 1.');
  });

  it('refuses numbers outside the safe whole range', () => {
    expect(parseError({ ...saveObject(), seed: 1e308 })).toBe('This save file is damaged: seed is 1e+308, which is not a whole number in the safe range.');
    expect(parseError({ ...saveObject(), seed: 2 ** 60 })).toBe(
      `This save file is damaged: seed is ${2 ** 60}, which is not a whole number in the safe range.`,
    );
    expect(parseError({ ...saveObject(), seed: 1.5 })).toMatch(/seed is 1.5, which is not a whole number/);
    const moves = [...(saveObject().moves as unknown[])];
    moves[3] = { seat: 1, move: { type: 'add', n: 2 ** 60 } };
    expect(parseError({ ...saveObject(), moves })).toBe(
      `This save file is damaged: moves[3].move.n is ${2 ** 60}, but only whole numbers up to 9007199254740991 are allowed.`,
    );
    expect(parseError({ ...saveObject(), options: { target: 1e308 } })).toMatch(/^This save file is damaged: options.target is 1e\+308/);
    // JSON with an exponent too large for a double becomes Infinity.
    expect(parseError(JSON.stringify(saveObject()).replace('"seed":42', '"seed":1e400'))).toMatch(/seed is Infinity/);
  });

  it('refuses texts, lists and nesting beyond sane sizes', () => {
    expect(parseError({ ...saveObject(), title: 't'.repeat(201) })).toBe(`This save file is damaged: title must be at most ${MAX_TITLE} characters.`);
    const seats = (saveObject().seats as object[]).map((s) => ({ ...s, name: 'n'.repeat(61) }));
    expect(parseError({ ...saveObject(), seats })).toMatch(/seats\[0\]\.name must be at most 60 characters; seats\[1\]\.name must be at most 60/);
    const deep = JSON.parse('['.repeat(40) + ']'.repeat(40)) as unknown;
    expect(parseError({ ...saveObject(), options: { deep } })).toMatch(/options\.deep(\[0\])+ is nested more than 12 levels deep/);
    const moves = [{ seat: 0, move: 's'.repeat(501) }];
    expect(parseError({ ...saveObject(), moves })).toBe('This save file is damaged: moves[0].move is text of 501 characters; at most 500 are allowed.');
  });

  it('refuses more seats than the game has, and more than 200,000 moves', () => {
    const seat = { name: 'S', color: 'c', kind: 'human' };
    expect(parseError({ ...saveObject(), seats: Array(7).fill(seat) })).toBe(
      'This save file is damaged: World Conquest is played by 2 to 6 seats, and the file has 7.',
    );
    expect(parseError({ ...saveObject(), seats: Array(8).fill(seat) })).toBe('This save file has 8 seats; no game has more than 7.');
    const moves = Array(MAX_MOVES + 1).fill({ seat: 0, move: 1 });
    expect(parseError({ ...saveObject(), moves })).toBe('This save file has 200,001 moves; at most 200,000 are allowed.');
  });

  it('refuses unknown games, and games this version cannot play', async () => {
    expect(parseError({ ...saveObject(), game: 'chess' })).toBe('This save file is of a game Hotseat does not know: "chess".');
    expect(await importError({ ...saveObject(), game: 'dominion' })).toEqual({
      code: 'unplayable',
      message: 'This save file is a game of Dominion, which this version of Hotseat cannot play.',
    });
  });

  it('lets no __proto__ or constructor key through, and pollutes nothing', () => {
    const good = JSON.stringify(saveObject());
    const topLevel = good.replace('{"format"', '{"__proto__":{"polluted":"top"},"constructor":{"prototype":{"polluted":"ctor"}},"format"');
    const inSeat = topLevel.replace('{"name":"Ann"', '{"__proto__":{"polluted":"seat"},"name":"Ann"');
    const r = parseSave(inSeat);
    if (!r.ok) throw new Error(r.error.message);
    const hasBadKey = (x: unknown): boolean =>
      typeof x === 'object' && x !== null && (Object.hasOwn(x, '__proto__') || Object.hasOwn(x, 'constructor') || Object.values(x).some(hasBadKey));
    expect(hasBadKey(r.value)).toBe(false);
    expect(Object.getPrototypeOf(r.value.record.seats[0])).toBe(Object.prototype);

    const inOptions = good.replace('"options":{', '"options":{"__proto__":{"polluted":"options"},');
    expect(parseError(inOptions)).toBe('This save file is damaged: options has the key "__proto__", which is not allowed.');
    const inMove = good.replace('"move":{', '"move":{"constructor":{"prototype":{"polluted":"move"}},');
    expect(parseError(inMove)).toBe('This save file is damaged: moves[0].move has the key "constructor", which is not allowed.');
    const deepInMove = good.replace('"move":{', '"move":{"x":[{"__proto__":{"polluted":"deep"}}],');
    expect(parseError(deepInMove)).toBe('This save file is damaged: moves[0].move.x[0] has the key "__proto__", which is not allowed.');

    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

describe('replaying an import', () => {
  it('names an illegal move and its seat', async () => {
    const obj = saveObject();
    const moves = obj.moves as { seat: number; move: { n: number } }[];
    moves[15] = { ...moves[15], move: { ...moves[15].move, n: 4 } };
    expect(await importError(obj)).toEqual({ code: 'illegal-move', message: 'Move 16 (seat 2) is not legal: n must be 1, 2 or 3.' });
    moves[15] = { seat: 0, move: { n: 1, type: 'add' } } as (typeof moves)[number];
    expect((await importError(obj)).message).toBe("Move 16 (seat 1) is not legal: It is Bob's turn, not yours.");
  });

  it('imports a file written before a rule fix, whose hash names the final state as that version wrote it (earlierForms)', async () => {
    const final = current(playCounting(MOVES));
    // As if an earlier version had advanced the epoch once more in this game.
    const earlier = { ...final, epoch: final.epoch + 1 };
    const fixed: GameModule = {
      ...countingModule,
      engine: { ...countingModule.engine, earlierForms: ({ states }) => [{ ...states[states.length - 1], epoch: states[states.length - 1].epoch + 1 }] },
    };
    const load = () => Promise.resolve(fixed);
    const obj = { ...saveObject(), stateHash: hashState(earlier) };
    const r = await importSave(JSON.stringify(obj), load);
    expect(r.ok).toBe(true);
    // Without the engine's word for it, the same file is refused; and a hash naming neither form still is.
    expect((await importError(obj)).code).toBe('hash');
    expect((await importError({ ...obj, stateHash: hashState({ ...final, epoch: final.epoch + 2 }) }, load)).code).toBe('hash');
  });

  it('refuses a tampered hash, and moves changed behind the hash', async () => {
    const message = "The file's moves do not lead to the position it claims: it was changed or made by another version.";
    expect(await importError({ ...saveObject(), stateHash: '00000000000000' })).toEqual({ code: 'hash', message });
    const obj = saveObject();
    const moves = obj.moves as { move: { n: number } }[];
    moves[0].move.n = 2;
    expect(await importError(obj)).toEqual({ code: 'hash', message });
    expect(await importError({ ...saveObject(), seed: 7 })).toEqual({ code: 'hash', message });
  });

  it('checks options with the engine', async () => {
    expect(await importError({ ...saveObject([]), options: { target: 2 } })).toEqual({
      code: 'options',
      message: "This save file's options are not valid: Target must be at least 5.",
    });
  });

  it('replaces a computer player this version lacks, and says so', async () => {
    const obj = saveObject([1, 2]);
    (obj.seats as { bot?: string }[])[1].bot = 'grandmaster';
    const r = await importSave(JSON.stringify(obj), loadCounting);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.record.seats[1].bot).toBe('steady');
    expect(r.value.warnings).toEqual(['Seat 2 (Bob) had the computer player "grandmaster", which this version does not have; "steady" plays it instead.']);
  });

  it('survives an engine that throws', async () => {
    const broken: GameModule = {
      ...countingModule,
      engine: {
        ...countingModule.engine,
        apply: () => {
          throw new Error('boom');
        },
      },
    };
    const e = await importError(saveObject([1]), async () => broken);
    expect(e).toEqual({ code: 'engine', message: 'This save file could not be replayed: the rules of World Conquest failed (boom).' });
  });
});
