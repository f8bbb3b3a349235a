import { describe, expect, it } from 'vitest';
import { E, play, position, rejects } from './testkit';
import type { RiskMove } from './types';

describe('view', () => {
  const s = position({ hands: [[0, 1], [2, 3, 4], []] });

  it('hides the other seats’ cards (keeping counts), the deck order and the generator', () => {
    const v = E.view(s, 1);
    expect(v.hands).toEqual([[-1, -1], [2, 3, 4], []]);
    expect(v.deck).toHaveLength(s.deck.length);
    expect(v.deck.every((c) => c === -1)).toBe(true);
    expect(v.rng).toEqual([]);
    expect(v.owner).toEqual(s.owner);
    const spectator = E.view(s, null);
    expect(spectator.hands).toEqual([[-1, -1], [-1, -1, -1], []]);
    expect(JSON.stringify(spectator)).not.toContain(JSON.stringify(s.deck.slice(0, 5)).slice(1, -1));
  });

  it('cards in hand are secret', () => {
    expect(E.hasSecrets(E.defaultOptions(4))).toBe(true);
  });

  it('bots can choose from the legal moves of a view', () => {
    const t = position({ phase: 'trade', reserve: [3, 0, 0], hands: [[0, 2, 3], [5], []] });
    expect(E.legalMoves(E.view(t, 0), 0)).toEqual(E.legalMoves(t, 0));
  });
});

describe('apply on untrusted input', () => {
  const s = position();
  it.each([
    null,
    undefined,
    42,
    'attack',
    [],
    {},
    { type: 'nuke' },
    { type: 'attack' },
    { type: 'attack', from: 'alaska', to: 'kamchatka', dice: '3' },
    { type: 'place', territory: '__proto__', count: 1 },
    { type: 'trade', cards: 'abc' },
  ])('refuses %j with a reason and never throws', (move) => {
    const r = E.apply(s, move as unknown as RiskMove, 0);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message.length).toBeGreaterThan(5);
  });

  it('refuses moves from the wrong seat', () => {
    expect(rejects(s, 2, { type: 'endAttack' })).toEqual({ code: 'not-your-turn', message: "It is {0}'s turn, not yours." });
  });
});

describe('prompt', () => {
  it('names the seat to act and what to do, for every phase', () => {
    const kinds: [ReturnType<typeof position>, string, string][] = [
      [E.setup(E.defaultOptions(3), 3, 1), 'first', '{0}: roll the dice to decide who plays first.'],
      [position({ phase: 'attack' }), 'attack', '{0}: attack a neighbouring territory, or end the attack.'],
      [position({ phase: 'fortify' }), 'fortify', '{0}: move armies once from one of your territories to an adjacent one, or end the turn.'],
      [position({ phase: 'trade', hands: [[0, 2, 3], [], []] }), 'trade', '{0}: trade a set of cards for armies, or keep your cards.'],
      [position({ phase: 'setup', current: 2, reserve: [0, 0, 4] }), 'setup', '{2}: place one army on one of your territories (4 left).'],
    ];
    for (const [state, kind, text] of kinds) expect(E.prompt(state)).toEqual({ seats: [state.phase === 'first' ? 0 : state.current], kind, text });
  });
});

describe('describeMove', () => {
  it('labels moves for menus', () => {
    const s = position();
    expect(E.describeMove(s, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 })).toBe('Attack Kamchatka from Alaska with 3 dice');
    expect(E.describeMove(s, { type: 'blitz', from: 'alaska', to: 'kamchatka', floor: 1 })).toBe('Blitz Kamchatka from Alaska, stopping at 1 army');
    expect(E.describeMove(s, { type: 'place', territory: 'brazil', count: 2 })).toBe('Place 2 armies on Brazil');
    expect(E.describeMove(s, { type: 'fortify', from: 'alaska', to: 'alberta', count: 1 })).toBe('Move 1 army from Alaska to Alberta');
    expect(E.describeMove(s, { type: 'trade', cards: [0, 42, 5], bonus: 'alaska' })).toBe(
      'Trade Alaska (infantry), a wild card, Greenland (cavalry) (+2 on Alaska)',
    );
    expect(E.describeMove(s, { type: 'endTurn' })).toBe('End the turn');
    expect(E.describeMove(s, { type: 'zap' } as unknown as RiskMove)).toBe('Unknown move');
  });
});

describe('undo points', () => {
  it('placing and fortifying keep the epoch; dice move it', () => {
    const s = position({ phase: 'place', reserve: [3, 0, 0], set: { alaska: [0, 5] } });
    const placed = play(s, 0, { type: 'place', territory: 'alaska', count: 3 }).state;
    expect(placed.epoch).toBe(s.epoch);
    const rolled = play(placed, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 }).state;
    expect(rolled.epoch).toBe(s.epoch + 1);
  });
});
