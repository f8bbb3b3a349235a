import { describe, expect, it } from 'vitest';
import { canEvent } from '../events';
import { E, inf, play, position, rejects } from '../testkit';

/** Late War cards against the Mid War events they name, both played for real (CARD_EFFECTS "Cancels / cancelled by"). */
describe('Late War cards with the Mid War cards they cancel, bar or need', () => {
  it('Willy Brandt (55) then Tear Down this Wall (96): Brandt ends and can no longer be an event', () => {
    let s = position(0, {
      turn: 8,
      hands: [
        [55, 12],
        [96, 19],
      ],
    });
    s = play(s, 0, { type: 'play', card: 55, use: 'event' }).state;
    expect(s.effects.some((e) => e.card === 55)).toBe(true);
    s = play(s, 1, { type: 'play', card: 96, use: 'event' }).state;
    if (s.pending?.kind === 'pick') s = play(s, 1, { type: 'pick', choice: 'none' }).state;
    expect(s.effects.some((e) => e.card === 55)).toBe(false);
    expect(s.removed).toContain(55);
    expect(canEvent(s, 55, 0)).toBe(false);
  });

  it('John Paul II Elected Pope (68) makes Solidarity (101) playable as an event', () => {
    let s = position(1, { turn: 8, inf: { poland: [0, 3] }, hands: [[12], [68, 101, 19]] });
    expect(rejects(s, 1, { type: 'play', card: 101, use: 'event' }, 'event-cannot-occur').message).toMatch(/cannot occur/);
    s = play(s, 1, { type: 'play', card: 68, use: 'event' }).state;
    s = play(s, 0, { type: 'play', card: 12, use: 'influence' }).state;
    if (s.pending?.kind === 'ops') s = play(s, 0, E.legalMoves(s, 0)[0]).state;
    s = play(s, 1, { type: 'play', card: 101, use: 'event' }).state;
    expect(inf(s, 'poland')[0]).toBe(4); // 1 from John Paul II, 3 from Solidarity
  });

  it('Flower Power (59) then An Evil Empire (97): Flower Power ends, and a US war card no longer gives the USSR 2 VP', () => {
    let s = position(0, {
      turn: 8,
      hands: [
        [59, 12],
        [97, 102, 19],
      ],
      dice: [1],
    });
    s = play(s, 0, { type: 'play', card: 59, use: 'event' }).state;
    s = play(s, 1, { type: 'play', card: 97, use: 'event' }).state;
    expect(s.vp).toBe(1);
    expect(s.effects.some((e) => e.card === 59)).toBe(false);
    expect(canEvent(s, 59, 0)).toBe(false);
    s = play(s, 0, { type: 'play', card: 12, use: 'influence' }).state;
    if (s.pending?.kind === 'ops') s = play(s, 0, E.legalMoves(s, 0)[0]).state;
    s = play(s, 1, { type: 'play', card: 102, use: 'event' }).state;
    s = play(s, 1, { type: 'pick', choice: 'iran' }).state;
    expect(s.vp).toBe(1); // the war failed (1), and no Flower Power VP
  });

  it('North Sea Oil (86) bars OPEC (61); The Iron Lady (83) bars Socialist Governments (7)', () => {
    let s = position(1, {
      turn: 8,
      hands: [
        [61, 7, 12],
        [86, 83, 19],
      ],
    });
    s = play(s, 1, { type: 'play', card: 86, use: 'event' }).state;
    expect(canEvent(s, 61, 0)).toBe(false);
    expect(rejects(s, 0, { type: 'play', card: 61, use: 'event' }, 'event-cannot-occur').message).toMatch(/cannot occur/);
    s = play(s, 0, { type: 'play', card: 12, use: 'influence' }).state;
    if (s.pending?.kind === 'ops') s = play(s, 0, E.legalMoves(s, 0)[0]).state;
    s = play(s, 1, { type: 'play', card: 83, use: 'event' }).state;
    expect(canEvent(s, 7, 0)).toBe(false);
  });
});
