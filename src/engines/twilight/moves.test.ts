/**
 * The move parser's fast path (`plainMove`) against the schema (`MoveSchema`): it accepts only what the
 * schema accepts, returning exactly what the schema returns (the same keys in the same order), and the
 * moves `legalMoves` makes all take it.
 */
import { describe, expect, it } from 'vitest';
import { MoveSchema, parseMove, plainMove } from './moves';
import { actingSeats } from './legal';
import { fastPathDisagrees, nearMisses } from '../core/testkit';
import { E, carefulPick, seededRandom } from './testkit';
import type { TwilightMove } from './types';

class Boxed {
  type = 'stop';
}

/** Odd values for a move's fields, Twilight's own among them (a country, the civil war space, a card id). */
const ODD = ['x'.repeat(40), 111, 6, 'iran', 'Iran', 'atlantis', 'chinese_civil_war', -0];

const near = (m: TwilightMove): unknown[] => [
  ...nearMisses(m, ODD),
  ...(m.type === 'play'
    ? [
        { ...m, eventFirst: true },
        { ...m, eventFirst: undefined },
        { ...m, eventFirst: 1 },
      ]
    : []),
];

describe('parseMove: the fast path is the schema’s (core fastPathDisagrees)', () => {
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
          expect(fastPathDisagrees(plainMove, MoveSchema, [m, ...near(m)])).toBeNull();
        }
        const r = E.apply(s, carefulPick(s, seat, legal, rand), seat);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(fast).toBe(moves);
    const odd = [
      null,
      undefined,
      0,
      'stop',
      [],
      {},
      new Boxed(),
      { type: 'stop' },
      { type: 'pass', x: undefined },
      { type: 'pick', choice: 2 ** 53 },
      { type: 'pick', choice: -3 },
    ];
    expect(fastPathDisagrees(plainMove, MoveSchema, odd)).toBeNull();
    expect(parseMove(new Boxed())).toMatchObject({ ok: true, value: { type: 'stop' } }); // the schema's call
    expect(parseMove({ type: 'influence', country: 'atlantis' })).toMatchObject({ ok: false, error: { code: 'bad-move' } });
  });
});
