import { describe, expect, it } from 'vitest';
import { E, inf, play, playAll, position, rejects } from './testkit';

describe('playing a card and its disposal (5.2, seed note "Card Disposal", EXAMPLES 22)', () => {
  it('an opponent card cannot be played as an event: it is played for ops and the event fires too (aasmith Ruling #2)', () => {
    const s = position(1, { hands: [[12], [8, 19]] });
    expect(rejects(s, 1, { type: 'play', card: 8, use: 'event' }, 'wrong-side').message).toMatch(/operations/);
  });
  it('event after the operations: ops first, then the event; a starred card fired is removed at once', () => {
    let s = position(1, { inf: { cuba: [1, 0] }, hands: [[12], [8, 19]] });
    s = play(s, 1, { type: 'play', card: 8, use: 'influence' }).state;
    s = playAll(s, [
      { type: 'influence', country: 'cuba' },
      { type: 'influence', country: 'cuba' },
    ]);
    expect(inf(s, 'cuba')).toEqual([0, 3]); // the US added 2, then Fidel cleared Cuba
    expect(s.removed).toEqual([8]);
    expect(s.discard).not.toContain(8);
    expect(s.current).toBe(-1);
  });
  it('event first: the event resolves before the operations (the current card stays until the round ends)', () => {
    let s = position(1, { inf: { cuba: [1, 0] }, hands: [[12], [8, 19]] });
    s = play(s, 1, { type: 'play', card: 8, use: 'influence', eventFirst: true }).state;
    expect(inf(s, 'cuba')).toEqual([0, 3]);
    expect(s.removed).toEqual([8]);
    expect(s.current).toBe(8);
    s = playAll(s, [
      { type: 'influence', country: 'mexico' },
      { type: 'influence', country: 'mexico' },
    ]);
    expect(s.current).toBe(-1);
    expect(s.removed).toEqual([8]);
  });
  it('EXAMPLES 22: Arab-Israeli War for ops after Camp David: ops only, the card is discarded', () => {
    let s = position(1, { hands: [[12], [13, 19]], effects: [{ card: 65, side: 1, until: 'game' }] });
    s = play(s, 1, { type: 'play', card: 13, use: 'influence' }).state;
    s = playAll(s, [
      { type: 'influence', country: 'canada' },
      { type: 'influence', country: 'canada' },
    ]);
    expect(s.discard).toContain(13);
    expect(s.milOps[0]).toBe(0);
  });
  it('an own card played for ops is discarded at the end of the round; a spaced opponent card fires nothing (6.4.5)', () => {
    let s = position(0, { hands: [[14, 12], [19]], dice: [1] });
    s = play(s, 0, { type: 'play', card: 14, use: 'space' }).state;
    expect(s.discard).toEqual([14]);
    expect(s.space[0]).toBe(1);
  });
  it('a starred event that occurs with no effect still counts as played and is removed (5.2 ex. 3)', () => {
    let s = position(1, { hands: [[12], [19, 22]] });
    s = play(s, 1, { type: 'play', card: 19, use: 'event' }).state;
    expect(s.removed).toEqual([19]);
    expect(E.legalMoves(s, 0).length).toBeGreaterThan(0);
  });
});
