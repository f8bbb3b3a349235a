import { describe, expect, it } from 'vitest';
import { opsSteps, opsValue } from './modifiers';
import { inf, play, position, rejects } from './testkit';
import type { Effect } from './types';

const RED_SCARE_VS_USSR: Effect = { card: 31, side: 1, until: 'turn' };
const RED_SCARE_VS_US: Effect = { card: 31, side: 0, until: 'turn' };
const VR: Effect = { card: 9, side: 0, until: 'turn' };
const CONTAINMENT: Effect = { card: 25, side: 1, until: 'turn' };
const BREZHNEV: Effect = { card: 51, side: 0, until: 'turn' };

describe('operations value (7.4, seed note "Resolution of Points")', () => {
  it('RB 7.4 example / EXAMPLES 10: China Card + Vietnam Revolts + Red Scare, all in SE Asia = 5', () => {
    const s = { effects: [RED_SCARE_VS_USSR, VR] };
    expect(opsValue(s, 0, 6, true, true)).toBe(5);
    expect(opsSteps(s, 0, 6, true, true).map((x) => x.value)).toEqual([4, 5, 6, 5]);
  });
  it('EXAMPLES 10: split between SE Asia and India keeps only the China bonus (4); any op outside Asia gives 3', () => {
    const s = { effects: [RED_SCARE_VS_USSR, VR] };
    expect(opsValue(s, 0, 6, true, false)).toBe(4);
    expect(opsValue(s, 0, 6, false, false)).toBe(3);
  });
  it('seed note: a 1-op USSR card with Vietnam Revolts and Red Scare in SE Asia is 1, not 2 (the minimum applies last)', () => {
    expect(opsValue({ effects: [RED_SCARE_VS_USSR, VR] }, 0, 10, true, true)).toBe(1);
  });
  it('EXAMPLES 10: a 3-op USSR card with Vietnam Revolts all in SE Asia is 4', () => {
    expect(opsValue({ effects: [VR] }, 0, 7, true, true)).toBe(4);
  });
  it('EXAMPLES 11 / 7.4.1: Vietnam Revolts never helps the US; the US China Card all in SE Asia is 5', () => {
    expect(opsValue({ effects: [VR] }, 1, 6, true, true)).toBe(5);
    expect(opsValue({ effects: [BREZHNEV] }, 1, 26)).toBe(1);
  });
  it('EXAMPLES 9: Red Scare against the US: 2 → 1, 3 → 2, 1 stays 1', () => {
    const s = { effects: [RED_SCARE_VS_US] };
    expect(opsValue(s, 1, 20)).toBe(1);
    expect(opsValue(s, 1, 4)).toBe(2);
    expect(opsValue(s, 1, 19)).toBe(1);
    expect(opsValue(s, 0, 7)).toBe(3); // the USSR's own cards are untouched
  });
  it('EXAMPLES 12: Containment makes CIA Created 2 and leaves a 4 at 4; Brezhnev makes a 1 a 2', () => {
    expect(opsValue({ effects: [CONTAINMENT] }, 1, 26)).toBe(2);
    expect(opsValue({ effects: [CONTAINMENT] }, 1, 21)).toBe(4);
    expect(opsValue({ effects: [BREZHNEV] }, 0, 10)).toBe(2);
  });
  it('Red Scare/Purge played twice stacks (CARD_EFFECTS 31 uncertain point: Vassal/Saito reading)', () => {
    expect(opsValue({ effects: [RED_SCARE_VS_USSR, RED_SCARE_VS_USSR] }, 0, 14)).toBe(1);
  });
});

describe('conditional ops while spending (FAQ #6)', () => {
  it('The China Card: 4 in Asia gives a fifth op only in Asia', () => {
    let s = position(0, { inf: { north_korea: [0, 3], vietnam: [0, 1] } });
    s = play(s, 0, { type: 'play', card: 6, use: 'influence' }).state;
    for (const c of ['north_korea', 'north_korea', 'north_korea', 'north_korea']) s = play(s, 0, { type: 'influence', country: c }).state;
    expect(s.pending?.kind).toBe('ops');
    expect(rejects(s, 0, { type: 'influence', country: 'poland' }, 'not-enough-ops').message).toMatch(/ops/);
    s = play(s, 0, { type: 'influence', country: 'vietnam' }).state;
    expect(inf(s, 'north_korea')).toEqual([0, 7]);
    expect(inf(s, 'vietnam')).toEqual([0, 2]);
    expect(s.pending?.kind).toBe('action');
  });
  it('EXAMPLES 10: Vietnam Revolts + China Card all in SE Asia places 6 with no Red Scare, 5 with it', () => {
    let s = position(0, { inf: { vietnam: [0, 1] }, effects: [VR, RED_SCARE_VS_USSR] });
    s = play(s, 0, { type: 'play', card: 6, use: 'influence' }).state;
    for (let i = 0; i < 5; i++) s = play(s, 0, { type: 'influence', country: 'vietnam' }).state;
    expect(inf(s, 'vietnam')).toEqual([0, 6]);
    expect(s.pending?.kind).toBe('action');
  });
});
