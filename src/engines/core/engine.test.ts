import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hiddenDealer } from './determinize';
import { defineEngine } from './engine';
import { defineOptions } from './options';
import { seededRandom, seedRng } from './rng';
import { deepFreeze, randomPlay, testkit } from './testkit';
import { err, ok, type BaseState } from './types';
import { Working } from './working';

/** A tiny race: seats add 1 or 2 (2 rolls a die for a bonus) until the target. */
interface Race extends BaseState {
  readonly total: number;
  readonly turn: number;
  readonly seats: number;
  readonly target: number;
}
type RaceMove = { readonly type: 'add'; readonly n: 1 | 2 };

const OPTIONS = defineOptions({
  game: 'Race',
  minSeats: 2,
  maxSeats: 4,
  fields: {
    target: {
      label: 'Target',
      help: 'First to reach it wins.',
      choices: [
        { value: 10, label: '10' },
        { value: 20, label: '20' },
      ],
      initial: (n: number) => (n > 2 ? 20 : 10),
    },
    fast: {
      label: 'Speed',
      choices: [
        { value: false, label: 'Normal' },
        { value: true, label: 'Fast' },
      ],
      initial: false,
    },
  },
  extra: { shape: { names: z.array(z.string()).max(4) }, defaults: () => ({ names: [] as string[] }) },
  finish: (o, n) => (o.names.length > n ? err('bad-options', 'More names than seats.') : ok({ ...o, target: o.fast ? o.target / 2 : o.target })),
});

const MoveSchema = z.object({ type: z.literal('add'), n: z.union([z.literal(1), z.literal(2)]) }).strict();

const race = defineEngine<Race, RaceMove, ReturnType<typeof OPTIONS.defaults>, 'too-far'>(
  { id: 'race', title: 'Race', minSeats: 2, maxSeats: 4 },
  {
    options: OPTIONS,
    parseMove: (raw) => {
      const p = MoveSchema.safeParse(raw);
      return p.success ? ok(p.data) : err('bad-move', 'Not a race move.');
    },
    hasSecrets: () => false,
    setup: (o, seats, seed) => ({ rng: seedRng(seed), epoch: 0, total: 0, turn: 0, seats, target: o.target }),
    prompt: (s) => ({ seats: s.total >= s.target ? [] : [s.turn], kind: 'add', text: `{${s.turn}} adds` }),
    legalMoves: (s, seat) => (s.total < s.target && seat === s.turn ? [{ type: 'add', n: 1 } as const, { type: 'add', n: 2 } as const] : []),
    view: (s) => s,
    outcome: (s) => (s.total >= s.target ? { kind: 'win', winners: [(s.turn + s.seats - 1) % s.seats], reason: 'first there' } : null),
    describeMove: (_s, m) => `add ${m.n}`,
    step(s, m, seat, quiet) {
      if (s.total + m.n > s.target + 1) return err('too-far', 'That overshoots the target.');
      const w = new Working({ ...s }, quiet);
      const bonus = m.n === 2 ? w.roll(0, 1) : 0;
      (w.s as { total: number }).total = s.total + m.n + bonus;
      (w.s as { turn: number }).turn = (s.turn + 1) % s.seats;
      w.say(`{${seat}} adds ${m.n + bonus}.`, seat);
      return w.finish();
    },
  },
);

describe('defineEngine: apply and quietApply from one step, through one guard', () => {
  it('parses with the game’s schema, checks game over and whose turn, then steps', () => {
    const s = race.setup(race.defaultOptions(2), 2, 1);
    expect(race.apply(s, { type: 'add', n: 3 } as unknown as RaceMove, 0)).toMatchObject({ ok: false, error: { code: 'bad-move' } });
    expect(race.apply(s, { type: 'add', n: 1 }, 1)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(race.apply({ ...s, total: 10 }, { type: 'add', n: 1 }, 0)).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(race.apply({ ...s, total: 9 }, { type: 'add', n: 2 }, 0)).toMatchObject({ ok: true });
    expect(race.apply({ ...s, total: 8, target: 8.5 }, { type: 'add', n: 2 }, 0)).toMatchObject({ ok: false, error: { code: 'too-far' } });
  });

  it('returns the move as parsed, so a record keeps no stray fields', () => {
    const s = race.setup(race.defaultOptions(2), 2, 1);
    const r = race.apply(s, { type: 'add', n: 1, junk: 'x'.repeat(100) } as unknown as RaceMove, 0);
    // The strict schema refuses unknown fields outright.
    expect(r.ok).toBe(false);
    const good = race.apply(s, { type: 'add', n: 1 }, 0);
    expect(good.ok && good.move).toEqual({ type: 'add', n: 1 });
  });

  it('quietApply reaches the same states as apply, with an empty log', () => {
    const random = seededRandom(7);
    const game = randomPlay(race, { seats: 3, seed: 5, random });
    let loud = game.states[0];
    let quiet = game.states[0];
    for (const { seat, move } of game.moves) {
      const a = race.apply(loud, move, seat);
      const q = race.quietApply(quiet, move, seat);
      if (!a.ok || !q.ok) throw new Error('refused');
      expect(q.state).toEqual(a.state);
      expect(q.log).toEqual([]);
      expect(a.log.length).toBe(1);
      loud = a.state;
      quiet = q.state;
    }
    expect(race.outcome(loud)).not.toBeNull();
  });
});

describe('defineOptions: parser, defaults and lobby fields from one description', () => {
  it('gives defaults by seat count, with the cross-field rule applied', () => {
    expect(OPTIONS.defaults(2)).toEqual({ target: 10, fast: false, names: [] });
    expect(OPTIONS.defaults(3)).toEqual({ target: 20, fast: false, names: [] });
  });

  it('fills missing fields, refuses unknown fields, bad values and bad seat counts', () => {
    expect(OPTIONS.parse({ fast: true }, 2)).toEqual({ ok: true, value: { target: 5, fast: true, names: [] } });
    expect(OPTIONS.parse(undefined, 3)).toEqual({ ok: true, value: { target: 20, fast: false, names: [] } });
    expect(OPTIONS.parse({ target: 15 }, 2)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(OPTIONS.parse({ colour: 'red' }, 2)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(OPTIONS.parse({ names: ['a', 'b', 'c'] }, 2)).toEqual({ ok: false, error: { code: 'bad-options', message: 'More names than seats.' } });
    expect(OPTIONS.parse({}, 5)).toMatchObject({ ok: false, error: { code: 'bad-seats', message: 'Race is played by 2 to 4 players, not 5.' } });
  });

  it('lists the lobby’s fields with their initial values for the seat count', () => {
    expect(OPTIONS.fields(3)).toEqual([
      {
        key: 'target',
        label: 'Target',
        help: 'First to reach it wins.',
        choices: [
          { value: 10, label: '10' },
          { value: 20, label: '20' },
        ],
        initial: 20,
      },
      {
        key: 'fast',
        label: 'Speed',
        choices: [
          { value: false, label: 'Normal' },
          { value: true, label: 'Fast' },
        ],
        initial: false,
      },
    ]);
  });
});

describe('the testkit shape', () => {
  const kit = testkit(race);
  it('play applies a legal move to a frozen state; rejects asserts the refusal and its code', () => {
    const s = race.setup(race.defaultOptions(2), 2, 1);
    const { state } = kit.play(s, 0, { type: 'add', n: 1 });
    expect(Object.isFrozen(s)).toBe(true);
    expect(state.total).toBe(1);
    expect(kit.rejects(state, 0, { type: 'add', n: 1 }, 'not-your-turn').code).toBe('not-your-turn');
    expect(() => kit.rejects(state, 1, { type: 'add', n: 1 })).toThrow(/accepted/);
    expect(() => kit.rejects(state, 0, { type: 'add', n: 1 }, 'bad-move')).toThrow(/not-your-turn/);
    expect(() => kit.play(state, 0, { type: 'add', n: 1 })).toThrow(/not-your-turn/);
  });

  it('deepFreeze freezes nested parts', () => {
    const x = deepFreeze({ a: [{ b: 1 }] });
    expect(Object.isFrozen(x.a[0])).toBe(true);
  });
});

describe('hiddenDealer: one determinization for the search bots', () => {
  it('deals every unknown id once, in a random order, then repeats when short', () => {
    const next = hiddenDealer([1, 2, 3, 4, 5, 6], [2, 4], seededRandom(3));
    const dealt = [next(), next(), next(), next()];
    expect([...dealt].sort()).toEqual([1, 3, 5, 6]);
    expect([1, 3, 5, 6]).toContain(next());
  });

  it('deals the next id a condition accepts', () => {
    const next = hiddenDealer([1, 2, 3, 4, 5, 6], [], seededRandom(3));
    expect(next((c) => c % 2 === 0) % 2).toBe(0);
    const rest = [next(), next(), next(), next(), next()];
    expect(rest.length).toBe(5);
    expect(new Set(rest).size).toBe(5);
  });

  it('falls back when nothing is unknown', () => {
    expect(hiddenDealer([1], [1], seededRandom(1), -7)()).toBe(-7);
  });
});
