import { describe, expect, it } from 'vitest';
import { E, inf, play, position } from '../testkit';

describe('Early War scoring cards (10.1)', () => {
  it('1 Asia Scoring scores Asia including Southeast Asia, and is discarded', () => {
    let s = position(0, { inf: { thailand: [0, 2], north_korea: [0, 3] }, hands: [[1, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 1, use: 'event' }).state;
    expect(s.vp).toBe(-(3 + 2)); // Thailand (SE Asia) and North Korea: 2 battlegrounds but no non-battleground: presence 3 + 2
    expect(s.discard).toContain(1);
  });
  it('a scoring card can only be played for its event (10.1)', () => {
    const s = position(0, { hands: [[2, 12], [19]] });
    expect(E.legalMoves(s, 0).filter((m) => m.type === 'play' && m.card === 2)).toEqual([{ type: 'play', card: 2, use: 'event' }]);
  });
});

describe('war cards (7.6, 8.2.4)', () => {
  it('11 Korean War: −1 per US-controlled neighbour of South Korea; 4+ swaps the influence, 2 VP; USSR +2 mil ops either way', () => {
    let s = position(0, { inf: { south_korea: [3, 0], japan: [4, 0] }, hands: [[11, 12], [19]], dice: [5] });
    s = play(s, 0, { type: 'play', card: 11, use: 'event' }).state;
    expect(inf(s, 'south_korea')).toEqual([0, 3]);
    expect(s.vp).toBe(-2);
    expect(s.milOps[0]).toBe(2);
    expect(s.removed).toContain(11);
    let t = position(0, { inf: { south_korea: [3, 0], japan: [4, 0] }, hands: [[11, 12], [19]], dice: [4] });
    t = play(t, 0, { type: 'play', card: 11, use: 'event' }).state;
    expect(inf(t, 'south_korea')).toEqual([3, 0]);
    expect(t.milOps[0]).toBe(2);
  });
  it('8.2.4 / EXAMPLES 20: the US playing Arab-Israeli War for ops gives the USSR the 2 military ops', () => {
    let s = position(1, { inf: { israel: [1, 0] }, hands: [[12], [13]], dice: [1] });
    s = play(s, 1, { type: 'play', card: 13, use: 'influence' }).state;
    s = play(s, 1, { type: 'influence', country: 'canada' }).state;
    s = play(s, 1, { type: 'influence', country: 'canada' }).state;
    expect(s.milOps).toEqual([2, 0]);
    expect(s.discard).toContain(13);
  });
  it('13 Arab-Israeli War: −1 more when the US controls Israel; barred by Camp David Accords (EXAMPLES 22)', () => {
    let s = position(0, { inf: { israel: [4, 0], jordan: [2, 0] }, hands: [[13, 12], [19]], dice: [6] });
    s = play(s, 0, { type: 'play', card: 13, use: 'event' }).state;
    expect(inf(s, 'israel')).toEqual([0, 4]); // 6 − 1 (Jordan, US-controlled) − 1 (Israel) = 4: victory
    expect(s.vp).toBe(-2);
    let u = position(0, { inf: { israel: [4, 0], jordan: [2, 0] }, hands: [[13, 12], [19]], dice: [5] });
    u = play(u, 0, { type: 'play', card: 13, use: 'event' }).state;
    expect(inf(u, 'israel')).toEqual([4, 0]); // 5 − 2 = 3: no change
    const t = position(1, { hands: [[12], [13]], effects: [{ card: 65, side: 1, until: 'game' }] });
    expect(E.legalMoves(t, 1).some((m) => m.type === 'play' && m.card === 13 && m.eventFirst)).toBe(false);
  });
  it('24 Indo-Pakistani War: the event player picks the target; −1 per neighbour controlled by the opponent', () => {
    let s = position(1, { inf: { pakistan: [0, 2], india: [0, 0], afghanistan: [0, 2] }, hands: [[12], [24]], dice: [5] });
    s = play(s, 1, { type: 'play', card: 24, use: 'event' }).state;
    s = play(s, 1, { type: 'pick', choice: 'pakistan' }).state;
    expect(inf(s, 'pakistan')).toEqual([2, 0]); // 5 − 1 (Afghanistan) = 4: victory
    expect(s.vp).toBe(2);
    expect(s.milOps[1]).toBe(2);
  });
});
