import { describe, expect, it } from 'vitest';
import { E, armiesOf, play, position, rejects, texts } from './testkit';

// Seat 0 holds Alaska, Alberta and Ontario (a chain) and Iceland, cut off from them by seat 1's territories.
const spec = (fortify: 'adjacent' | 'connected') =>
  position({
    phase: 'fortify',
    options: { fortify },
    owner: () => 1,
    set: { alaska: [0, 5], alberta: [0, 1], ontario: [0, 1], iceland: [0, 1], kamchatka: [2, 1] },
  });

describe('Fortify', () => {
  it('Rules: moves armies once between two adjacent own territories, leaving one; then the turn ends', () => {
    const s = spec('adjacent');
    const { state, log } = play(s, 0, { type: 'fortify', from: 'alaska', to: 'alberta', count: 4 });
    expect(armiesOf(state, 'alaska')).toBe(1);
    expect(armiesOf(state, 'alberta')).toBe(5);
    expect(texts(log)).toMatch(/^\{0\} fortifies Alberta with 4 armies from Alaska\.\nTurn 6: \{1\} receives/);
    expect(state.current).toBe(1);
  });

  it('adjacent: refuses territories that are only linked through others', () => {
    const s = spec('adjacent');
    expect(rejects(s, 0, { type: 'fortify', from: 'alaska', to: 'ontario', count: 1 }).message).toBe('Alaska is not adjacent to Ontario.');
    const targets = E.legalMoves(s, 0)
      .filter((m) => m.type === 'fortify')
      .map((m) => (m.type === 'fortify' ? m.to : ''));
    expect(new Set(targets)).toEqual(new Set(['alberta']));
  });

  it('connected: moves along a chain of own territories, not across others', () => {
    const s = spec('connected');
    const { state } = play(s, 0, { type: 'fortify', from: 'alaska', to: 'ontario', count: 2 });
    expect(armiesOf(state, 'ontario')).toBe(3);
    expect(rejects(s, 0, { type: 'fortify', from: 'alaska', to: 'iceland', count: 1 }).message).toBe(
      'Alaska and Iceland are not linked by a chain of your territories.',
    );
    const fortifies = E.legalMoves(s, 0).filter((m) => m.type === 'fortify');
    // From Alaska (5 armies) to Alberta or Ontario, 1–4 armies each; nothing else can move.
    expect(fortifies).toHaveLength(2 * 4);
  });

  it('refuses bad counts, foreign territories and fortifying during the attack', () => {
    const s = spec('adjacent');
    expect(rejects(s, 0, { type: 'fortify', from: 'alaska', to: 'alberta', count: 5 }).message).toBe('Move 1 to 4 armies from Alaska: one must stay.');
    expect(rejects(s, 0, { type: 'fortify', from: 'alberta', to: 'alaska', count: 1 }).message).toBe('Alberta has only 1 army, which must stay.');
    expect(rejects(s, 0, { type: 'fortify', from: 'alaska', to: 'kamchatka', count: 1 }).message).toBe('You do not own Kamchatka.');
    expect(rejects(s, 0, { type: 'fortify', from: 'alaska', to: 'alaska', count: 1 }).code).toBe('same-territory');
    expect(rejects({ ...s, phase: 'attack' }, 0, { type: 'fortify', from: 'alaska', to: 'alberta', count: 1 }).message).toBe(
      'End the attack before fortifying.',
    );
  });
});

describe('EndTurn', () => {
  it('skips fortification and passes the turn to the next seat', () => {
    const s = spec('adjacent');
    const { state, log } = play(s, 0, { type: 'endTurn' });
    expect(state.armies).toEqual(s.armies);
    expect(texts(log)).toMatch(/^\{0\} ends the turn without fortifying\.\nTurn 6: \{1\} receives \d+ armies/);
    expect(state.current).toBe(1);
    expect(E.legalMoves(s, 0)[E.legalMoves(s, 0).length - 1]).toEqual({ type: 'endTurn' });
  });

  it('is refused during the attack (end the attack first)', () => {
    expect(rejects(position(), 0, { type: 'endTurn' }).message).toBe('End the attack first; then you may fortify or end the turn.');
  });
});
