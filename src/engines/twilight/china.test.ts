import { describe, expect, it } from 'vitest';
import { E, inf, play, position, rejects } from './testkit';

describe('The China Card (9)', () => {
  it('9.2, 9.3: played for ops it passes face down to the opponent, who cannot play it this turn; it flips at the turn end', () => {
    let s = position(0, {
      hands: [
        [12, 15],
        [19, 22],
      ],
    });
    s = play(s, 0, { type: 'play', card: 6, use: 'influence' }).state;
    for (let i = 0; i < 4; i++) s = play(s, 0, { type: 'influence', country: 'poland' }).state;
    expect(s.china).toEqual({ holder: 1, faceUp: false });
    expect(s.current).toBe(-1);
    expect(s.inPlay).toEqual([]);
    expect(rejects(s, 1, { type: 'play', card: 6, use: 'influence' }, 'china-face-down').message).toMatch(/face down/);
    expect(E.legalMoves(s, 1).some((m) => m.type === 'play' && m.card === 6)).toBe(false);
    const t = position(0, { rounds: 0, hands: [[], []], china: { holder: 1, faceUp: false } });
    expect(t.china).toEqual({ holder: 1, faceUp: true });
  });
  it('9.5: never as an event, never in the headline', () => {
    const s = position(0, { hands: [[12], [19]] });
    expect(rejects(s, 0, { type: 'play', card: 6, use: 'event' }, 'no-event').message).toMatch(/no event/);
  });
  it('FAQ #6: a coup in Asia with it uses 5 ops', () => {
    let s = position(0, { inf: { south_korea: [1, 0] }, hands: [[12], [19]], dice: [1] });
    s = play(s, 0, { type: 'play', card: 6, use: 'coup' }).state;
    const r = play(s, 0, { type: 'coup', country: 'south_korea' });
    expect(r.log.map((l) => l.text).join(' ')).toMatch(/with 5 ops: rolls 1 \+ 5 = 6 against 6: the coup fails/);
    expect(r.state.milOps[0]).toBe(5);
  });
  it('9.5: may not be played when it would strand a scoring card', () => {
    const s = position(0, { rounds: 1, hands: [[1], [19]] });
    expect(rejects(s, 0, { type: 'play', card: 6, use: 'influence' }, 'scoring-card-held').message).toMatch(/scoring card/);
    expect(E.legalMoves(s, 0).every((m) => m.type !== 'play' || m.card !== 6)).toBe(true);
  });
  it('9.8: with only The China Card left, the holder may pass', () => {
    let s = position(0, { hands: [[], [19, 22]] });
    expect(E.legalMoves(s, 0).some((m) => m.type === 'pass')).toBe(true);
    s = play(s, 0, { type: 'pass' }).state;
    expect(s.china.holder).toBe(0);
  });
  it('may be spaced (4 ops, no Asia bonus); a US play ends Formosan Resolution (card 35)', () => {
    let s = position(1, { hands: [[12], [19]], china: { holder: 1, faceUp: true }, effects: [{ card: 35, side: 1, until: 'game' }], dice: [1] });
    s = { ...s, limbo: [35], deck: s.deck.filter((c) => c !== 35) };
    s = play(s, 1, { type: 'play', card: 6, use: 'space' }).state;
    expect(s.space[1]).toBe(1);
    expect(s.effects).toEqual([]);
    expect(s.removed).toContain(35);
    expect(s.china).toEqual({ holder: 0, faceUp: false });
  });
  it('10.3.2: its holder gains 1 VP at final scoring, face down or not', () => {
    const s = position(0, { options: { lastTurn: 3 }, turn: 3, rounds: 0, hands: [[], []], china: { holder: 1, faceUp: false } });
    expect(s.vp).toBe(1);
    expect(inf(s, 'iran')).toEqual([0, 0]);
  });
});
