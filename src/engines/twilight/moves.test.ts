/**
 * The move parser's fast path (`plainMove`) against the schema (`MoveSchema`): it accepts only what the
 * schema accepts, returning exactly what the schema returns (the same keys in the same order), and the
 * moves `legalMoves` makes all take it.
 */
import { describe, expect, it } from 'vitest';
import { MoveSchema, parseMove, plainMove } from './moves';
import { actingSeats } from './legal';
import { E, carefulPick, seededRandom } from './testkit';
import type { TwilightMove } from './types';

/** The schema's verdict and output, next to the fast path's. */
function agrees(raw: unknown): void {
  const fast = plainMove(raw);
  if (fast === null) return;
  const z = MoveSchema.safeParse(raw);
  expect(z.success, JSON.stringify(raw)).toBe(true);
  if (z.success) expect(JSON.stringify(fast)).toBe(JSON.stringify(z.data));
}

class Boxed {
  type = 'stop';
}

const near = (m: TwilightMove): unknown[] => {
  const out: unknown[] = [{ ...m, extra: 1 }, { ...m, type: 'Stop' }, [m], JSON.stringify(m), Object.assign(Object.create(null), m)];
  for (const k of Object.keys(m)) {
    const { [k]: _, ...rest } = m as unknown as Record<string, unknown>;
    out.push(rest);
    for (const v of [undefined, null, '', 'x'.repeat(40), 'x'.repeat(41), 0, -1, 1.5, 111, 2 ** 53, NaN, Infinity, true, [], {}, 'iran', 'chinese_civil_war', 6]) out.push({ ...m, [k]: v });
  }
  if (m.type === 'play') out.push({ ...m, eventFirst: true }, { ...m, eventFirst: undefined }, { ...m, eventFirst: 1 });
  return out;
};

describe('parseMove: the fast path is the schema’s', () => {
  it('takes every legal move of random games, and near misses only as the schema does', () => {
    let fast = 0;
    let moves = 0;
    for (const seed of [1, 2]) {
      const rand = seededRandom(seed);
      let s = E.setup({ ...E.defaultOptions(2), optionalCards: true, chineseCivilWar: seed === 2, mixOps: true }, 2, seed);
      for (let n = 0; n < 150 && !s.outcome; n++) {
        const seat = actingSeats(s)[0];
        const legal = E.legalMoves(s, seat);
        for (const m of legal) {
          moves++;
          if (plainMove(m) !== null) fast++;
          agrees(m);
          for (const x of near(m)) agrees(x);
        }
        const r = E.apply(s, carefulPick(s, seat, legal, rand), seat);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(fast).toBe(moves);
    for (const x of [null, undefined, 0, 'stop', [], {}, new Boxed(), { type: 'stop' }, { type: 'pass', x: undefined }, { type: 'pick', choice: 2 ** 53 }, { type: 'pick', choice: -3 }]) agrees(x);
    expect(parseMove(new Boxed())).toMatchObject({ ok: true, value: { type: 'stop' } }); // the schema's call
    expect(parseMove({ type: 'influence', country: 'atlantis' })).toMatchObject({ ok: false, error: { code: 'bad-move' } });
  });
});
