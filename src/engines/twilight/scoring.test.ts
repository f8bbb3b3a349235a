import { describe, expect, it } from 'vitest';
import { scoreRegion } from './scoring';
import { E, play, position, EXAMPLE_14_EUROPE } from './testkit';

describe('region scoring (10.1)', () => {
  it('EXAMPLES 14: Europe domination, not control: US +5, VP US +7', () => {
    const board = EXAMPLE_14_EUROPE;
    let s = position(1, { inf: board, vp: 2, hands: [[12], [2, 19]] });
    const r = scoreRegion(s, 'Europe');
    expect(r.sides[1]).toMatchObject({ level: 'domination', points: 10 });
    expect(r.sides[0]).toMatchObject({ level: 'presence', points: 5 });
    s = play(s, 1, { type: 'play', card: 2, use: 'event' }).state;
    expect(s.vp).toBe(7);
    expect(s.discard).toContain(2);
  });
  it('EXAMPLES 14: all five battlegrounds and more countries is Europe control: the US wins at once', () => {
    const board = { united_kingdom: [5, 0], italy: [4, 0], france: [3, 0], west_germany: [4, 0], poland: [4, 0], east_germany: [4, 0] } as const;
    let s = position(1, { inf: board, hands: [[12], [2, 19]] });
    s = play(s, 1, { type: 'play', card: 2, use: 'event' }).state;
    expect(E.outcome(s)).toMatchObject({ kind: 'win', winners: [1] });
  });
  it('EXAMPLES 16: domination needs a non-battleground: USSR 3 + 2, US 3 + 1 → USSR +1', () => {
    const s = position(0, { inf: { iraq: [0, 3], libya: [0, 2], israel: [4, 0] }, hands: [[3, 12], [19]] });
    expect(scoreRegion(s, 'MiddleEast').net).toBe(-1);
    const t = play(s, 0, { type: 'play', card: 3, use: 'event' }).state;
    expect(t.vp).toBe(-1);
  });
  it('control of a region: more countries and every battleground (Middle East 7 + 6 battlegrounds)', () => {
    const s = position(0, { inf: { iraq: [0, 3], libya: [0, 2], israel: [0, 4], iran: [0, 2], egypt: [0, 2], saudi_arabia: [0, 3] } });
    expect(scoreRegion(s, 'MiddleEast').sides[0]).toMatchObject({ level: 'control', points: 13 });
  });
  it('+1 per controlled country next to the enemy superpower (Asia: US for North Korea, USSR for Japan)', () => {
    const s = position(0, { inf: { north_korea: [3, 0], japan: [0, 4] } });
    const r = scoreRegion(s, 'Asia');
    expect(r.sides[1].points).toBe(3 + 1 + 1);
    expect(r.sides[0].points).toBe(3 + 1 + 1);
  });
  it('Formosan Resolution: a US-controlled Taiwan is an Asian battleground (card 35, FAQ #101)', () => {
    const effects = [{ card: 35, side: 1 as const, until: 'game' as const }];
    const board = { taiwan: [3, 0], japan: [4, 0] } as const;
    expect(scoreRegion(position(0, { inf: board, effects }), 'Asia').sides[1].battlegrounds).toBe(2);
    expect(scoreRegion(position(0, { inf: board }), 'Asia').sides[1].battlegrounds).toBe(1);
  });
  it('10.3.1: reaching 20 VP wins at once', () => {
    const board = { united_kingdom: [5, 0], italy: [4, 0], france: [3, 0], west_germany: [4, 0] } as const;
    let s = position(1, { inf: board, vp: 15, hands: [[12], [2, 19]] });
    s = play(s, 1, { type: 'play', card: 2, use: 'event' }).state;
    expect(s.vp).toBeGreaterThanOrEqual(20);
    expect(E.outcome(s)).toMatchObject({ kind: 'win', winners: [1] });
  });
});

describe('final scoring (10.3.2)', () => {
  it('after the last turn every region is scored, The China Card holder gains 1 VP, the VP decide', () => {
    const s = position(0, { options: { lastTurn: 3 }, turn: 3, rounds: 0, inf: { iraq: [0, 3] }, hands: [[], []] });
    expect(s.vp).toBe(-(3 + 1) - 1);
    expect(E.outcome(s)).toMatchObject({ kind: 'win', winners: [0] });
  });
  it('an even final score is a draw', () => {
    const s = position(0, { options: { lastTurn: 3 }, turn: 3, rounds: 0, vp: 1, hands: [[], []] });
    expect(E.outcome(s)).toMatchObject({ kind: 'draw' });
  });
  it('Europe control at final scoring still wins outright', () => {
    const s = position(0, {
      options: { lastTurn: 3 },
      turn: 3,
      rounds: 0,
      vp: 10,
      inf: { poland: [0, 4], east_germany: [0, 4], france: [0, 3], italy: [0, 4], west_germany: [0, 4] },
      hands: [[], []],
    });
    expect(E.outcome(s)).toMatchObject({ kind: 'win', winners: [0] });
  });
});
