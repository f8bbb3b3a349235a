import { describe, expect, it } from 'vitest';
import { parseMove } from './moves';
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

  const bad: unknown[] = [
    null,
    7,
    'endTurn',
    [],
    {},
    { type: 'nuke' },
    { type: 'claim', territory: 'atlantis' },
    { type: 'claim', territory: '__proto__' },
    { type: 'place', territory: 'peru', count: 0 },
    { type: 'place', territory: 'peru', count: -1 },
    { type: 'place', territory: 'peru', count: 2.5 },
    { type: 'place', territory: 'peru', count: 1e12 },
    { type: 'place', territory: 'peru', count: Number.POSITIVE_INFINITY },
    { type: 'place', territory: 'peru', count: Number.NaN },
    { type: 'place', territory: 'peru', count: '3' },
    { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 4 },
    { type: 'defend', dice: 3 },
    { type: 'trade', cards: [0, 1] },
    { type: 'trade', cards: [0, 1, 44] },
    { type: 'trade', cards: [0, 1, 2, 3] },
    { type: 'endTurn', extra: 'nonsense' },
    { type: 'endTurn', __proto__: { evil: true }, constructor: 1 },
  ];
  it.each(bad)('rejects %j with a reason', (raw) => {
    const r = parseMove(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('bad-move');
      expect(r.error.message).toMatch(/^Not a World Conquest move/);
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
});
