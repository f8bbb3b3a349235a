import { describe, expect, it } from 'vitest';
import { seedRng } from './rng';
import type { BaseState } from './types';
import { Working, guardApply, MAX_ERROR_LENGTH } from './working';

interface T extends BaseState {
  rng: readonly number[];
  epoch: number;
  n: number;
}
const fresh = (): T => ({ rng: seedRng(1), epoch: 4, n: 0 });

describe('Working: the one working copy', () => {
  it('advances the epoch by one only when the move drew from the generator or revealed something', () => {
    const quiet = new Working(fresh()).finish();
    expect(quiet.state.epoch).toBe(4);
    const w = new Working(fresh());
    w.roll(1, 6);
    w.roll(1, 6);
    const rolled = w.finish().state;
    expect(rolled.epoch).toBe(5);
    expect(rolled.rng).not.toEqual(seedRng(1));
    const r = new Working(fresh());
    r.reveal();
    expect(r.finish().state).toMatchObject({ epoch: 5, rng: seedRng(1) });
  });

  it('logs unless quiet, privately when asked', () => {
    const w = new Working(fresh());
    w.say('a', 1);
    w.sayPrivately(0, 'b', 'c');
    expect(w.finish().log).toEqual([
      { text: 'a', seat: 1 },
      { text: 'b', seat: 0, only: [0], others: 'c' },
    ]);
    const q = new Working(fresh(), true);
    q.say('a');
    expect(q.finish().log).toEqual([]);
  });
});

describe('guardApply: the apply pipeline', () => {
  const apply = guardApply<T, { add: number }>({
    title: 'Test',
    parseMove: (raw) =>
      raw && typeof raw === 'object' && typeof (raw as { add?: unknown }).add === 'number'
        ? { ok: true, value: raw as { add: number } }
        : { ok: false, error: { code: 'bad-move', message: `Not a move: ${JSON.stringify(raw)}` } },
    outcome: (s) => (s.n >= 10 ? { kind: 'win', winners: [0], reason: 'ten' } : null),
    prompt: () => ({ seats: [0], kind: 'add', text: '{0}: add' }),
    step: (s, m) => {
      if (m.add < 0) throw new Error('a bug');
      const w = new Working({ ...s, n: s.n + m.add });
      return w.finish();
    },
  });

  it('parses, checks the game is on and the seat owes a move, then steps', () => {
    expect(apply(fresh(), { add: 2 }, 0)).toMatchObject({ ok: true, state: { n: 2 } });
    expect(apply({ ...fresh(), n: 10 }, { add: 1 }, 0)).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(apply(fresh(), { add: 1 }, 1)).toMatchObject({ ok: false, error: { code: 'not-your-turn', message: "It is {0}'s turn, not yours." } });
  });

  it('never throws, and cuts long messages', () => {
    expect(apply(fresh(), { add: -1 }, 0)).toMatchObject({ ok: false, error: { code: 'engine-fault' } });
    const r = apply(fresh(), 'x'.repeat(5000) as unknown as { add: number }, 0);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message.length).toBeLessThanOrEqual(MAX_ERROR_LENGTH);
  });
});
