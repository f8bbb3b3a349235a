import { describe, expect, it } from 'vitest';
import { canEvent } from './events';
import { E, play, playAll, position, rejects } from './testkit';
import type { TwilightState } from './types';

const ccw = { options: { chineseCivilWar: true }, china: { holder: -1 as const, faceUp: true } };
const civil = (s: TwilightState, n: number): TwilightState => ({ ...s, civilWar: n });

describe('Chinese Civil War variant (Deluxe section 12, RULES_SUMMARY §13)', () => {
  it('The China Card starts with nobody and the space is open', () => {
    const s = E.setup({ ...E.defaultOptions(2), chineseCivilWar: true }, 2, 5);
    expect(s.china.holder).toBe(-1);
    expect(s.civilWar).toBe(0);
    expect(E.setup(E.defaultOptions(2), 2, 5).civilWar).toBeUndefined();
  });

  it('only the USSR places influence there by operations, 1 op each; the third marker claims The China Card face up', () => {
    let s = civil(
      position(0, {
        ...ccw,
        hands: [
          [12, 7],
          [19, 22],
        ],
      }),
      1,
    );
    s = play(s, 0, { type: 'play', card: 12, use: 'influence' }).state; // Romanian Abdication: 1 op (its event fires too)
    expect(E.legalMoves(s, 0)).toContainEqual({ type: 'influence', country: 'chinese_civil_war' });
    s = play(s, 0, { type: 'influence', country: 'chinese_civil_war' }).state;
    expect(s.civilWar).toBe(2);
    expect(s.china.holder).toBe(-1);
    s = playAll(s, [{ type: 'play', card: 19, use: 'influence' }]);
    // The US can never place there.
    expect(rejects(s, 1, { type: 'influence', country: 'chinese_civil_war' }, 'civil-war-closed').message).toMatch(/Only the USSR/);
    s = play(s, 1, { type: 'influence', country: 'canada' }).state;
    s = play(s, 0, { type: 'play', card: 7, use: 'influence' }).state; // 3 ops
    s = play(s, 0, { type: 'influence', country: 'chinese_civil_war' }).state;
    expect(s.civilWar).toBe(3);
    expect(s.china).toEqual({ holder: 0, faceUp: true });
    // The space is gone; the 2 ops left go elsewhere.
    expect(s.pending).toMatchObject({ kind: 'ops' });
    expect(E.legalMoves(s, 0)).not.toContainEqual({ type: 'influence', country: 'chinese_civil_war' });
  });

  it('bars Red Scare/Purge and Cultural Revolution as USSR events and Formosan Resolution as a US event until it ends', () => {
    const s = position(0, {
      ...ccw,
      hands: [
        [31, 12],
        [35, 19],
      ],
    });
    expect(canEvent(s, 31, 0)).toBe(false);
    expect(canEvent(s, 31, 1)).toBe(true);
    expect(canEvent(s, 35, 1)).toBe(false);
    expect(rejects(s, 0, { type: 'play', card: 31, use: 'event' }, 'event-cannot-occur').message).toMatch(/cannot occur/);
    const won = civil(s, 3);
    expect(canEvent(won, 31, 0)).toBe(true);
    expect(canEvent(won, 35, 1)).toBe(true);
  });

  it('Korean War gets an extra −1 while the war goes on', () => {
    const spec = { ...ccw, inf: { south_korea: [1, 0] as const }, hands: [[11, 12], [19]] as [number[], number[]], dice: [5] };
    // Japan is US-controlled? Not here: only the variant's −1 applies: 5 − 1 = 4 still wins; 4 − 1 = 3 fails.
    let s = play(position(0, spec), 0, { type: 'play', card: 11, use: 'event' }).state;
    expect(s.vp).toBe(-2);
    s = play(position(0, { ...spec, dice: [4] }), 0, { type: 'play', card: 11, use: 'event' }).state;
    expect(s.vp).toBe(0);
    s = play(position(0, { ...spec, options: {}, china: { holder: 0, faceUp: true }, dice: [4] }), 0, { type: 'play', card: 11, use: 'event' }).state;
    expect(s.vp).toBe(-2);
  });

  it('the US counts as holding The China Card for Nixon Plays the China Card: 2 VP, the card stays unclaimed', () => {
    let s = position(1, { ...ccw, turn: 4, hands: [[12], [71, 76, 19]] });
    s = play(s, 1, { type: 'play', card: 71, use: 'event' }).state;
    expect(s.vp).toBe(2);
    expect(s.china.holder).toBe(-1);
  });

  it('never claimed: nobody gains the China Card VP at final scoring', () => {
    let s = position(0, { ...ccw, rounds: 1, hands: [[12], [19]], options: { chineseCivilWar: true, lastTurn: 1 } });
    s = playAll(s, [
      { type: 'play', card: 12, use: 'influence' },
      { type: 'influence', country: 'poland' },
      { type: 'play', card: 19, use: 'influence' },
      { type: 'influence', country: 'canada' },
    ]);
    expect(s.outcome).not.toBeNull();
    expect(s.vp).toBe(0);
  });
});
