/**
 * Issue 8 ("Secrets stay secret"), the Dominion cases: each failed before the fix (the leak probe found
 * "Play Militia … depends on hidden information" in random play; the views carried the items and ids).
 */
import { describe, expect, it } from 'vitest';
import { probeMove } from '../core/leaks';
import { seededRandom, stableStringify } from '../core';
import type { BaseState, Engine } from '../core/types';
import { id } from './cards';
import { answer, E, play, playCard, position } from './testkit';

const engine = E as unknown as Engine<BaseState, unknown, unknown>;

describe('issue 8: Dominion keeps hands secret', () => {
  it('an Attack is a reveal: the Reaction prompt (Moat held or not) cannot be read and then undone', () => {
    for (const victim of [
      ['Moat', 'Copper', 'Copper', 'Estate', 'Estate'],
      ['Copper', 'Copper', 'Copper', 'Estate', 'Estate'],
    ]) {
      const s = position({ kingdom: ['Militia', 'Moat'], hands: [['Militia', 'Copper', 'Copper', 'Estate', 'Estate'], victim] });
      const after = playCard(s, 'Militia').state;
      expect(after.epoch).toBeGreaterThan(s.epoch);
      expect(probeMove(engine, s, 0, { type: 'play', card: id('Militia') }, seededRandom(1), 12)).toBeNull();
    }
  });

  it("the attacker's view of the victim's Reaction decision carries no card id (then.cards) nor its options", () => {
    const s = position({
      kingdom: ['Militia', 'Moat'],
      hands: [
        ['Militia', 'Copper', 'Copper', 'Estate', 'Estate'],
        ['Moat', 'Copper', 'Copper', 'Estate', 'Estate'],
      ],
    });
    const after = playCard(s, 'Militia').state;
    expect(after.pending?.tag).toBe('react');
    const seen = E.view(after, 0).pending;
    expect(seen?.then).toEqual({ op: 'secret' });
    expect(seen && 'options' in seen ? seen.options : null).toEqual([]);
    expect(stableStringify(seen)).not.toContain(String(id('Moat')));
    expect(E.view(after, 1).pending).toMatchObject({ kind: 'option', options: ['Reveal Moat', "Don't reveal"] });
  });

  it("a private pick does not show its size: Bureaucrat's victim with 3 or 2 Victory cards looks the same", () => {
    const seenWith = (victim: string[]) => {
      const s = position({ kingdom: ['Bureaucrat'], hands: [['Bureaucrat', 'Copper', 'Copper', 'Copper', 'Copper'], victim] });
      const after = playCard(s, 'Bureaucrat').state;
      expect(after.pending).toMatchObject({ seat: 1, tag: 'topdeck' });
      return stableStringify(E.view(after, 0).pending);
    };
    expect(seenWith(['Estate', 'Duchy', 'Province', 'Copper', 'Copper'])).toBe(seenWith(['Estate', 'Duchy', 'Copper', 'Copper', 'Copper']));
  });

  it('a private choice with a single answer is still asked: Bureaucrat with one Victory card, Masquerade with a hand of Coppers', () => {
    const b = playCard(
      position({
        kingdom: ['Bureaucrat'],
        hands: [
          ['Bureaucrat', 'Copper', 'Copper', 'Copper', 'Copper'],
          ['Estate', 'Copper', 'Copper', 'Copper', 'Copper'],
        ],
      }),
      'Bureaucrat',
    ).state;
    expect(b.pending).toMatchObject({ seat: 1, kind: 'pick', items: [id('Estate')] });
    let m = playCard(
      position({
        kingdom: ['Masquerade'],
        hands: [
          ['Masquerade', 'Estate', 'Silver'],
          ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'],
        ],
      }),
      'Masquerade',
    ).state;
    m = answer(m, ['Estate']).state;
    expect(m.pending).toMatchObject({ seat: 1, kind: 'pick', tag: 'pass' });
    // Seat 1 sees its own choice, but not the card seat 0 passes (the continuation is reduced to its op).
    expect(E.view(m, 1).pending?.then).toEqual({ op: 'masqueradeChose' });
  });

  it('Library: the others read neither the card nor the kind of decision in the prompt ("set aside Village")', () => {
    const s = position({
      kingdom: ['Library', 'Village'],
      hands: [['Library', 'Copper', 'Copper', 'Copper', 'Copper']],
      decks: [['Village', 'Copper', 'Copper', 'Copper']],
    });
    const after = playCard(s, 'Library').state;
    expect(after.pending?.seat).toBe(0);
    expect(E.prompt(E.view(after, 0)).text).toContain('Village');
    for (const other of [1, null]) {
      const text = E.prompt(E.view(after, other)).text;
      expect(text).not.toContain('Village');
      expect(stableStringify(E.view(after, other).pending)).not.toContain(String(id('Village')));
    }
  });

  it("a decision's own card (then.card: Crystal Ball's looked-at card) is shown to its decider only; Watchtower's (public before rules 2) to all", () => {
    const k = ['Crystal Ball', 'Watchtower', 'Witch', 'Village', 'Smithy', 'Market', 'Bridge', 'Collection', 'Magnate', 'Charlatan'];
    let s = position({ kingdom: k, phase: 'buy', hands: [['Crystal Ball', 'Estate', 'Estate', 'Estate', 'Estate']], decks: [['Gold']] });
    s = play(s, 0, { type: 'treasure', card: id('Crystal Ball') }).state;
    expect(s.pending?.tag).toBe('crystalBall');
    expect(E.view(s, 0).pending?.then.card).toBe(id('Gold'));
    expect(E.view(s, 1).pending?.then.card).toBeUndefined();
    expect(stableStringify(E.view(s, 1).pending)).not.toContain(String(id('Gold')));
    let t = position({
      kingdom: k,
      hands: [
        ['Witch', 'Copper', 'Copper', 'Copper', 'Copper'],
        ['Watchtower', 'Copper', 'Copper', 'Estate', 'Estate'],
      ],
      rules: 1,
    });
    t = playCard(t, 'Witch').state;
    expect(t.pending?.tag).toBe('gainWhere');
    expect(E.view(t, 0).pending?.then.card).toBe(id('Curse'));
    expect(E.view(t, 1).pending?.then.card).toBe(id('Curse'));
  });
});
