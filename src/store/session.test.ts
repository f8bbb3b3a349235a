/**
 * The session store: undo only by the person who moved, holding the device; two tabs on one game
 * (compare-and-set saves, BroadcastChannel news); the lobby's summary reads only public facts.
 * Played with the persistence fixture's counting game, posing as a game with secrets.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openStore } from '../persistence/db';
import { CHANNEL_NAME } from '../persistence/channel';
import { playCounting } from '../persistence/__fixtures__/countingGame';
import type { SeatSpec } from '../engines/core';
import type { GameModule } from '../games/registry';
import { summaryOf, TAB_MESSAGES, useSession } from './session';
import { start } from '../engines/core';

vi.mock('../games/registry', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../games/registry')>();
  const { countingModule } = await import('../persistence/__fixtures__/countingGame');
  const e = countingModule.engine;
  // Rule errors name seats as {N}, as every engine's do.
  const apply: typeof e.apply = (st, move, seat) =>
    seat !== (st as unknown as { turn: number }).turn
      ? { ok: false, error: { code: 'turn', message: `It is {${(st as unknown as { turn: number }).turn}}'s turn.` } }
      : e.apply(st, move, seat);
  const secret: GameModule = { ...countingModule, engine: { ...e, apply, hasSecrets: () => true } };
  return { ...orig, loadGame: async () => secret };
});

const people = (n: number): SeatSpec[] => Array.from({ length: n }, (_, i) => ({ name: 'ABCDEF'[i], color: 'blue', kind: 'human' }));
const s = () => useSession.getState();
const movesOf = (ns: number[]) => playCounting(ns, { seats: people(3) }).record.moves;
const a = () => s().active!;
/** The seat at the device plays n (1 or 2: no dice, so the move can be taken back). */
function play(n: number) {
  const seat = a().deviceSeat;
  expect(seat).not.toBeNull();
  expect(s().submit(seat!, { type: 'add', n })).toBe(true);
}
async function settled() {
  await vi.waitFor(() => expect(s().saving).toBe(0));
}

beforeEach(async () => {
  if (!s().store) await s().init();
  s().closeGame();
  s().say(null);
});

async function threePeople(passScreen = true) {
  await s().newGame('risk', { target: 1000 }, people(3), { passScreen });
  if (a().passTo !== null) s().confirmPass();
}

describe('undo by the wrong person', () => {
  it('asks to pass the device back to the mover before anything of theirs shows (world conquest, three players)', async () => {
    await threePeople();
    play(1); // A
    expect(a().passTo).toBe(1);
    s().confirmPass();
    play(2); // B ends their turn; the device goes to C
    expect(a()).toMatchObject({ deviceSeat: null, passTo: 2, passFor: null });
    s().confirmPass();
    expect(a().deviceSeat).toBe(2);
    // C presses Undo: B's move is not taken back yet, and C's view is gone.
    s().undo();
    expect(a()).toMatchObject({ deviceSeat: null, passTo: 1, passFor: 'undo' });
    expect(a().timeline.record.moves).toHaveLength(2);
    // B confirms: now the move goes, and B has the device.
    s().confirmPass();
    expect(a()).toMatchObject({ deviceSeat: 1, passTo: null, passFor: null });
    expect(a().timeline.record.moves).toHaveLength(1);
  });

  it('the pass screen’s “take back” also asks for the mover first, and can be cancelled', async () => {
    await threePeople();
    play(1);
    s().confirmPass();
    play(1);
    // The pass screen for C is up; someone presses "Wait — B, take back".
    s().undo();
    expect(a()).toMatchObject({ deviceSeat: null, passTo: 1, passFor: 'undo' });
    s().cancelPass();
    expect(a()).toMatchObject({ deviceSeat: null, passTo: 2, passFor: null });
    expect(a().timeline.record.moves).toHaveLength(2);
  });

  it('the mover holding the device takes back at once; nobody takes back a move across a roll', async () => {
    await threePeople(false);
    play(1);
    // Without the pass screen the device goes straight to whoever acts or undoes.
    s().undo();
    expect(a()).toMatchObject({ deviceSeat: 0, passTo: null });
    expect(a().timeline.record.moves).toHaveLength(0);
    play(3); // a roll: no undo past it
    s().undo();
    expect(a().timeline.record.moves).toHaveLength(1);
  });

  it('a pass for undo turns into a plain pass when the move can no longer be taken back', async () => {
    await threePeople();
    play(1);
    s().confirmPass();
    play(1);
    s().undo();
    // The record changed meanwhile (another tab): B's move is no longer the last.
    useSession.setState({
      active: {
        ...a(),
        timeline: {
          ...a().timeline,
          record: { ...a().timeline.record, moves: a().timeline.record.moves.slice(0, 1) },
          states: a().timeline.states.slice(0, 2),
          logs: a().timeline.logs.slice(0, 1),
        },
      },
    });
    s().confirmPass();
    expect(a().passFor).toBeNull();
    expect(a().timeline.record.moves).toHaveLength(1);
  });
});

describe('rule errors', () => {
  it('name people, never an unfilled {N} placeholder', async () => {
    await threePeople();
    expect(s().submit(2, { type: 'add', n: 1 })).toBe(false);
    expect(a().error).toBe("It is A's turn.");
  });
});

describe('two tabs on one game', () => {
  it('learns at once when another tab played on, and shows the newer position', async () => {
    await threePeople();
    play(1);
    await settled();
    const id = a().id;
    const other = (await openStore()).store;
    const saved = await other.saveMove(id, { ...a().timeline.record, moves: movesOf([1, 2, 1]) }, { turnText: 'x' });
    expect(saved.ok).toBe(true);
    const ch = new BroadcastChannel(CHANNEL_NAME);
    ch.postMessage({ type: 'game-changed', id, moves: 3 });
    await vi.waitFor(() => expect(a().timeline.record.moves).toHaveLength(3));
    expect(s().notice).toBe(TAB_MESSAGES.movedOn(3));
    // Nobody's private view stays up: the device goes to the acting seat through the pass screen.
    expect(a()).toMatchObject({ deviceSeat: null, passTo: 0 });
    ch.close();
    other.close();
  });

  it('a stale tab’s move is refused, said plainly, and the newer position shown; nothing is dropped', async () => {
    await threePeople();
    play(1);
    await settled();
    const id = a().id;
    const other = (await openStore()).store;
    // The other tab saves four more moves without this tab hearing of it.
    await other.saveMove(id, { ...a().timeline.record, moves: movesOf([1, 2, 1, 2, 1]) }, { turnText: 'x' });
    s().confirmPass();
    play(2);
    await settled();
    await vi.waitFor(() => expect(s().notice).toBe(TAB_MESSAGES.conflict));
    expect(a().timeline.record.moves).toHaveLength(5);
    const kept = await other.getGame(id);
    expect(kept.ok && kept.value.record.moves).toEqual(movesOf([1, 2, 1, 2, 1]));
    expect(s().saveProblem).toBeNull();
    // This tab's version is not thrown away: it can be kept as a separate game.
    expect(s().refused?.timeline.record.moves).toHaveLength(2);
    await s().keepRefused(true);
    const list = await other.listGames();
    const copy = list.ok ? list.value.find((g) => g.id !== id && g.title.endsWith('(copy)')) : undefined;
    expect(copy?.record.moves).toEqual(movesOf([1, 2]));
    expect(s().notice).toMatch(/kept as a separate game/);
    other.close();
  });
});

describe('the lobby summary', () => {
  it('reads the public prompt, never the full state’s', async () => {
    const { countingModule } = await import('../persistence/__fixtures__/countingGame');
    const engine = { ...countingModule.engine, view: (st: unknown, seat: number | null) => (seat === null ? { ...(st as object), total: -1 } : st) };
    const module: GameModule = { ...countingModule, engine: engine as GameModule['engine'] };
    const t = start(module.engine, { game: 'risk', options: { target: 100 }, seed: 1, seats: people(2) });
    expect(summaryOf(module, t).turnText).toBe('A adds 1 to 3 (total -1)');
  });
});

describe('importing a save (issue 12: an imported copy says so and keeps "Finished")', () => {
  it('names the game a copy and keeps it finished, without counting its result here', async () => {
    const { exportSave } = await import('../persistence/savefile');
    const t = playCounting([2, 2, 2], { target: 5, seats: people(2) });
    const text = exportSave(t.record, 'Friday game', t.states[t.states.length - 1]);
    const r = await s().importText(text);
    expect(r.ok).toBe(true);
    const saved = s().games.find((g) => g.id === (r as { id: string }).id)!;
    expect(saved.title).toBe('Friday game (copy)');
    expect(saved.finished).toBe(true);
    expect(saved.resultCounted).toBe(true);
  });

  it('an unfinished game imports unfinished', async () => {
    const { exportSave } = await import('../persistence/savefile');
    const t = playCounting([1], { seats: people(2) });
    const r = await s().importText(exportSave(t.record, 'Open game', t.states[t.states.length - 1]));
    const saved = s().games.find((g) => g.id === (r as { id: string }).id)!;
    expect(saved.finished).toBe(false);
    expect(saved.title).toBe('Open game (copy)');
  });
});
