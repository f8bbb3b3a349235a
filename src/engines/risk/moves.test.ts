import { describe, expect, it } from 'vitest';
import { fastPathDisagrees, nearMisses, randomPlay, seededRandom } from '../core/testkit';
import { riskEngine } from './engine';
import { MoveSchema, parseMove, plainMove } from './moves';
import { OPTIONS } from './options';
import { E } from './testkit';

describe('parseMove', () => {
  it.each([
    { type: 'rollFirst' },
    { type: 'claim', territory: 'alaska' },
    { type: 'place', territory: 'peru', count: 3 },
    { type: 'placeNeutral', territory: 'peru' },
    { type: 'trade', cards: [0, 1, 42] },
    { type: 'trade', cards: [0, 1, 42], bonus: 'alaska' },
    { type: 'endTrade' },
    { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 },
    { type: 'blitz', from: 'alaska', to: 'kamchatka', floor: 2 },
    { type: 'defend', dice: 2 },
    { type: 'capture', count: 5 },
    { type: 'endAttack' },
    { type: 'fortify', from: 'alaska', to: 'alberta', count: 1 },
    { type: 'endTurn' },
  ])('accepts %j', (raw) => {
    expect(parseMove(raw)).toEqual({ ok: true, value: raw });
  });

  // Each refused with the precise code when the faulty field is known (a territory, a count, dice,
  // cards), else `bad-move`; the rules never see such a move.
  const bad: [unknown, string][] = [
    [null, 'bad-move'],
    [7, 'bad-move'],
    ['endTurn', 'bad-move'],
    [[], 'bad-move'],
    [{}, 'bad-move'],
    [{ type: 'nuke' }, 'bad-move'],
    [{ type: 'claim', territory: 'atlantis' }, 'bad-territory'],
    [{ type: 'claim', territory: '__proto__' }, 'bad-territory'],
    [{ type: 'claim' }, 'bad-territory'],
    [{ type: 'place', territory: 'peru', count: 0 }, 'bad-count'],
    [{ type: 'place', territory: 'peru', count: -1 }, 'bad-count'],
    [{ type: 'place', territory: 'peru', count: 2.5 }, 'bad-count'],
    [{ type: 'place', territory: 'peru', count: 1e20 }, 'bad-count'],
    [{ type: 'place', territory: 'peru', count: Number.POSITIVE_INFINITY }, 'bad-count'],
    [{ type: 'place', territory: 'peru', count: Number.NaN }, 'bad-count'],
    [{ type: 'place', territory: 'peru', count: '3' }, 'bad-count'],
    [{ type: 'attack', from: 'alaska', to: 'kamchatka', dice: 4 }, 'bad-dice'],
    [{ type: 'defend', dice: 3 }, 'bad-dice'],
    [{ type: 'blitz', from: 'alaska', to: 'kamchatka', floor: 0 }, 'bad-floor'],
    [{ type: 'trade', cards: [0, 1] }, 'bad-cards'],
    [{ type: 'trade', cards: [0, 1, 44] }, 'bad-cards'],
    [{ type: 'trade', cards: [0, 1, 2, 3] }, 'bad-cards'],
    [{ type: 'trade', cards: [0, 1, 2], bonus: 'atlantis' }, 'bad-territory'],
    [{ type: 'endTurn', extra: 'nonsense' }, 'bad-move'],
    [{ type: 'endTurn', __proto__: { evil: true }, constructor: 1 }, 'bad-move'],
  ];
  it.each(bad)('rejects %j with a reason (%s)', (raw, code) => {
    const r = parseMove(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message).toMatch(/ is not a territory\.$|^Not a World Conquest move: ./);
    }
  });
});

describe('options', () => {
  it('defaults: escalating sets, adjacent fortify, claimed territories (dealt with 2), defender rolls most', () => {
    expect(E.defaultOptions(4)).toEqual({
      cardSets: 'escalating',
      fortify: 'adjacent',
      territories: 'claim',
      defenderRollsMost: true,
      placement: 'one',
      twoPlayerSetup: 'alternate',
      victory: 'world',
      bonusOncePerTurn: false,
      fog: false,
    });
    expect(E.defaultOptions(2).territories).toBe('deal');
  });

  it('parses partial options, fills defaults and refuses junk', () => {
    expect(E.parseOptions({ cardSets: 'fixed' }, 3)).toEqual({ ok: true, value: { ...E.defaultOptions(3), cardSets: 'fixed' } });
    expect(E.parseOptions(undefined, 3)).toEqual({ ok: true, value: E.defaultOptions(3) });
    // Rules: two players always deal the territories (with a neutral army).
    expect(E.parseOptions({ territories: 'claim' }, 2)).toMatchObject({ ok: true, value: { territories: 'deal' } });
    expect(E.parseOptions({ cardSets: 'huge' }, 3).ok).toBe(false);
    expect(E.parseOptions({ defenderRollsMost: 'yes' }, 3).ok).toBe(false);
    expect(E.parseOptions({ surprise: 1 }, 3).ok).toBe(false);
    expect(E.parseOptions('fixed', 3).ok).toBe(false);
    expect(E.parseOptions({}, 7)).toMatchObject({ ok: false, error: { code: 'bad-seats' } });
    expect(E.parseOptions({}, 1).ok).toBe(false);
  });

  it("the lobby's fields: the same labels and initial values, every choice accepted and each parsing differently", () => {
    const fields = OPTIONS.fields(6);
    expect(fields.map((f) => f.key)).toEqual([
      'territories',
      'cardSets',
      'fortify',
      'defenderRollsMost',
      'placement',
      'victory',
      'fog',
      'bonusOncePerTurn',
      'twoPlayerSetup',
    ]);
    const initial = Object.fromEntries(fields.map((f) => [f.key, f.initial]));
    expect(E.parseOptions(initial, 6)).toEqual({ ok: true, value: E.defaultOptions(6) });
    for (const f of fields) {
      const parsed = new Set(f.choices.map((c) => JSON.stringify(E.parseOptions({ ...initial, [f.key]: c.value }, 6))));
      expect(parsed.size, f.key).toBe(f.choices.length);
      for (const p of parsed) expect(p).toMatch(/^\{"ok":true/);
    }
    // Rules: two players always deal the territories, whatever the form says.
    expect(E.parseOptions({ ...initial, territories: 'claim' }, 2)).toMatchObject({ ok: true, value: { territories: 'deal' } });
  });

  it('keeps the options in the order saved games have always had', () => {
    expect(Object.keys(E.defaultOptions(3))).toEqual([
      'cardSets',
      'fortify',
      'territories',
      'defenderRollsMost',
      'placement',
      'twoPlayerSetup',
      'victory',
      'bonusOncePerTurn',
      'fog',
    ]);
    const r = E.parseOptions({ fog: true, territories: 'deal', cardSets: 'fixed' }, 4);
    expect(r.ok && Object.keys(r.value)).toEqual(Object.keys(E.defaultOptions(3)));
  });
});

describe('parseMove: the fast path is the schema’s (core fastPathDisagrees)', () => {
  it('takes every legal move of random games, and near misses only as the schema does', () => {
    let moves = 0;
    let fast = 0;
    for (const [seed, victory] of [
      [1, 'world'],
      [2, 'missions'],
      [3, 'capitals'],
    ] as const) {
      const game = randomPlay(riskEngine, { seats: 3, options: { ...riskEngine.defaultOptions(3), victory }, seed, random: seededRandom(seed), maxMoves: 400 });
      game.states.forEach((s) => {
        const seat = riskEngine.prompt(s).seats[0];
        if (seat === undefined) return;
        for (const m of riskEngine.legalMoves(s, seat)) {
          moves++;
          if (plainMove(m) !== null) fast++;
          expect(fastPathDisagrees(plainMove, MoveSchema, [m, ...nearMisses(m, ['alaska', 'Alaska', 'atlantis'])])).toBeNull();
        }
      });
    }
    expect(moves).toBeGreaterThan(1000);
    expect(fast).toBe(moves);
    const odd = [
      null,
      undefined,
      0,
      'endTurn',
      [],
      {},
      { type: 'endTurn', x: undefined },
      { type: 'trade', cards: [1, 2, 3], bonus: undefined },
      { type: 'capture', count: 2 ** 53 },
    ];
    expect(fastPathDisagrees(plainMove, MoveSchema, odd)).toBeNull();
  });
});
