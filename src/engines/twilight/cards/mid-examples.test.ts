/** The EXAMPLES.md cases that need Mid War cards (numbers are the sections of that file). */
import { describe, expect, it } from 'vitest';
import { E, play, playAll, position } from '../testkit';

const T = 4;

describe('acceptance examples with Mid War cards (EXAMPLES.md)', () => {
  it('§9 (FAQ #31): Missile Envy received by the US and played after a USSR Red Scare/Purge is worth 1 op', () => {
    let s = position(1, {
      turn: T,
      effects: [
        { card: 31, side: 0, until: 'turn' },
        { card: 49, side: 1, until: 'game' },
      ],
      hands: [[12], [49, 19]],
    });
    expect(E.legalMoves(s, 1).every((m) => m.type === 'play' && m.card === 49)).toBe(true);
    s = play(s, 1, { type: 'play', card: 49, use: 'influence' }).state;
    expect(E.prompt(s).text).toMatch(/\(1 op\)/);
  });
  it('§11 (7.4.1): a USSR card taken with Grain Sales and played by the US does not get the USSR’s Brezhnev Doctrine +1', () => {
    let s = position(1, { turn: T, effects: [{ card: 51, side: 0, until: 'turn' }], hands: [[14], [67, 19]] });
    s = play(s, 1, { type: 'play', card: 67, use: 'event' }).state;
    s = playAll(s, [
      { type: 'pick', choice: 'play' },
      { type: 'play', card: 14, use: 'influence' },
    ]);
    expect(E.prompt(s).text).toMatch(/\(3 ops\)/);
  });
  it('§12 (7.4.2 ex. 2): with Brezhnev Doctrine a 1-op card counts 2 and may be discarded to Bear Trap', () => {
    let s = position(1, { turn: T, effects: [{ card: 51, side: 0, until: 'turn' }], hands: [[12], [44, 19]] });
    s = play(s, 1, { type: 'play', card: 44, use: 'event' }).state;
    expect(E.legalMoves(s, 0)).toEqual([{ type: 'pick', choice: 12 }]);
  });
  it('§20 (8.2.4, FAQ #31): Brush War credits its printed 3 military ops to the event player, not the card’s ops', () => {
    let s = position(1, { turn: T, inf: { kenya: [1, 0] }, hands: [[12], [36, 19]], dice: [1] });
    s = play(s, 1, { type: 'play', card: 36, use: 'event' }).state;
    s = play(s, 1, { type: 'pick', choice: 'kenya' }).state;
    expect(s.milOps).toEqual([0, 3]);
  });
  it('§22 (5.2 ex. 2): Arab-Israeli War played for ops after Camp David Accords: ops only, the card is discarded, not removed', () => {
    let s = position(1, { turn: T, effects: [{ card: 65, side: 1, until: 'game' }], hands: [[12], [13, 19]] });
    s = playAll(s, [
      { type: 'play', card: 13, use: 'influence' },
      { type: 'influence', country: 'canada' },
      { type: 'influence', country: 'canada' },
    ]);
    expect(s.discard).toContain(13);
    expect(s.removed).not.toContain(13);
  });
  it('§22 (5.2 ex. 3): Alliance for Progress triggered by the USSR with no US battleground in the Americas: no VP, still removed', () => {
    let s = position(0, { turn: T, hands: [[78, 12], [19]] });
    s = playAll(s, [{ type: 'play', card: 78, use: 'influence', eventFirst: true }]);
    expect(s.removed).toContain(78);
    expect(s.vp).toBe(0);
  });
});
