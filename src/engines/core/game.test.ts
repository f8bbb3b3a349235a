import { describe, expect, it } from 'vitest';
import { canUndo, undoSeat, fillSeats, hashState, play, replay, stableStringify, start, undo, visibleLog } from './game';
import { openRng, seedRng } from './rng';
import type { Applied, BaseState, Engine } from './types';

// A tiny race to 10: seat adds 1–3 to the total, or rolls a die (randomness: an undo barrier).
interface Race extends BaseState {
  total: number;
  turn: number;
}
type RaceMove = { type: 'add'; n: number } | { type: 'roll' };

const race: Engine<Race, RaceMove, Record<string, never>> = {
  id: 'risk',
  title: 'Race',
  minSeats: 2,
  maxSeats: 2,
  defaultOptions: () => ({}),
  parseOptions: () => ({ ok: true, value: {} }),
  parseMove: (raw) => {
    const m = raw as RaceMove;
    if (m && (m.type === 'roll' || (m.type === 'add' && [1, 2, 3].includes(m.n)))) return { ok: true, value: m };
    return { ok: false, error: { code: 'shape', message: 'not a move' } };
  },
  hasSecrets: () => false,
  setup: (_o, _n, seed) => ({ rng: seedRng(seed), epoch: 0, total: 0, turn: 0 }),
  prompt: (s) => ({ seats: [s.turn], kind: 'move', text: `{${s.turn}} to move` }),
  legalMoves: () => [{ type: 'add', n: 1 }, { type: 'add', n: 2 }, { type: 'add', n: 3 }, { type: 'roll' }],
  quietApply: (s, m, seat) => race.apply(s, m, seat),
  apply(s, m, seat): Applied<Race> {
    if (seat !== s.turn) return { ok: false, error: { code: 'turn', message: 'Not your turn.' } };
    if (m.type === 'roll') {
      const r = openRng(s.rng);
      const d = r.int(1, 6);
      return {
        ok: true,
        state: { ...s, rng: r.state(), epoch: s.epoch + 1, total: s.total + d, turn: 1 - s.turn },
        log: [{ text: `{${seat}} rolls ${d}`, seat }],
      };
    }
    return {
      ok: true,
      state: { ...s, total: s.total + m.n, turn: s.turn },
      log: [{ text: `{${seat}} adds ${m.n}`, seat, only: [seat], others: `{${seat}} adds something` }],
    };
  },
  view: (s) => s,
  outcome: (s) => (s.total >= 10 ? { kind: 'win', winners: [s.turn], reason: 'done' } : null),
  describeMove: (_s, m) => m.type,
};

const record = {
  game: 'risk' as const,
  options: {},
  seed: 7,
  seats: [
    { name: 'A', color: 'blue', kind: 'human' as const },
    { name: 'B', color: 'sky', kind: 'human' as const },
  ],
};

describe('core game timeline', () => {
  it('replays a record to an identical state', () => {
    let t = start(race, record);
    for (const m of [{ type: 'add', n: 2 }, { type: 'roll' }, { type: 'add', n: 1 }] as RaceMove[]) {
      const r = play(race, t, t.states[t.states.length - 1].turn, m);
      if (!r.ok) throw new Error(r.error.message);
      t = r.value;
    }
    const again = replay(race, t.record);
    expect(again.ok).toBe(true);
    if (again.ok) expect(hashState(again.value.states.at(-1))).toBe(hashState(t.states.at(-1)));
  });

  it('names the illegal move in a replay', () => {
    const r = replay(race, {
      ...record,
      moves: [
        { seat: 0, move: { type: 'add', n: 1 } },
        { seat: 1, move: { type: 'add', n: 1 } },
      ],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^Move 2 \(seat 2\) is not legal: Not your turn/);
  });

  it('lets a seat undo its own move but never past randomness', () => {
    let t = start(race, record);
    t = (play(race, t, 0, { type: 'add', n: 1 }) as { ok: true; value: typeof t }).value;
    expect(canUndo(t, 0)).toBe(true);
    expect(canUndo(t, 1)).toBe(false); // not their move
    t = (play(race, t, 0, { type: 'roll' }) as { ok: true; value: typeof t }).value;
    expect(canUndo(t, 0)).toBe(false); // a die was rolled
    expect(undo(t).record.moves).toHaveLength(1);
    expect(undoSeat(t)).toBeNull();
  });

  it('names the seat that may take back the last move', () => {
    let t = start(race, record);
    expect(undoSeat(t)).toBeNull();
    t = (play(race, t, 0, { type: 'add', n: 2 }) as { ok: true; value: typeof t }).value;
    expect(undoSeat(t)).toBe(0);
  });

  it('shows private log lines only to their seat', () => {
    let t = start(race, record);
    t = (play(race, t, 0, { type: 'add', n: 3 }) as { ok: true; value: typeof t }).value;
    expect(visibleLog(t.logs, 0).map((e) => e.text)).toEqual(['{0} adds 3']);
    expect(visibleLog(t.logs, 1).map((e) => e.text)).toEqual(['{0} adds something']);
    expect(fillSeats('{0} adds 3', ['Ann'])).toBe('Ann adds 3');
  });

  it('replays long games in linear time', () => {
    const moves = Array.from({ length: 30000 }, () => ({ seat: 0, move: { type: 'add', n: 1 } }));
    const slow: Engine<Race, RaceMove, Record<string, never>> = { ...race, outcome: () => null };
    const r = replay(slow, { ...record, moves });
    expect(r.ok && r.value.states.length).toBe(30001);
  });

  it('hashes independently of key order', () => {
    expect(stableStringify({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe('{"a":[1,{"c":3,"d":2}],"b":1}');
    expect(hashState({ a: 1, b: 2 })).toBe(hashState({ b: 2, a: 1 }));
    expect(hashState({ a: 1 })).not.toBe(hashState({ a: 2 }));
  });
});
