import { describe, expect, it } from 'vitest';
import { coupOdds, coupTargets, influenceTargets, pendingOpsAt, realignModifiers, realignTargets, warning } from './ui';
import { play, position } from './testkit';

describe('UI helpers', () => {
  it('influence targets follow access at the start of the round and show the cost (6.1)', () => {
    const s = position(1, { inf: { panama: [1, 0], costa_rica: [0, 3] }, hands: [[12], [4]] });
    const t = influenceTargets(s, 1);
    expect(t).toContainEqual({ country: 'costa_rica', cost: 2 });
    expect(t).toContainEqual({ country: 'canada', cost: 1 });
    expect(t.map((x) => x.country)).not.toContain('nicaragua');
  });
  it('coup and realignment targets obey opponent influence, DEFCON bans and the US/Japan pact', () => {
    const s = position(0, { defcon: 4, inf: { france: [1, 0], iran: [1, 0], japan: [1, 0] }, effects: [{ card: 27, side: 1, until: 'game' }] });
    expect(coupTargets(s, 0)).toEqual(['iran']);
    expect(realignTargets(s, 0)).toEqual(['iran']);
    expect(coupOdds(s, 0, 'iran', 3)).toBeCloseTo(5 / 6); // Iran stability 2: a roll of 2+ beats 4
  });
  it('warns before a battleground coup at DEFCON 2 (8.1.3)', () => {
    let s = position(1, { defcon: 2, inf: { angola: [0, 1], zaire: [0, 1] }, hands: [[12], [4]] });
    s = play(s, 1, { type: 'play', card: 4, use: 'coup' }).state;
    expect(warning(s, 1, { type: 'coup', country: 'angola' })).toMatch(/DEFCON 1 in your round/);
    expect(warning(s, 1, { type: 'coup', country: 'zaire' })).toMatch(/DEFCON 1 in your round/);
    expect(warning(s, 1, { type: 'coup', country: 'cameroon' })).toBeNull();
  });
  it('warns before Duck and Cover or the Olympic Games at DEFCON 2', () => {
    const s = position(0, { defcon: 2, hands: [[4, 20, 12], [19]] });
    expect(warning(s, 0, { type: 'play', card: 4, use: 'influence' })).toMatch(/nuclear war/);
    expect(warning(s, 0, { type: 'play', card: 4, use: 'space' })).toBeNull();
    expect(warning(s, 0, { type: 'play', card: 20, use: 'event' })).toMatch(/boycott/);
  });
  it('warns when a play leaves a scoring card that can no longer be played (4.5D, 11.1.2)', () => {
    const s = position(0, { rounds: 1, hands: [[1, 14], [19]] });
    expect(warning(s, 0, { type: 'play', card: 14, use: 'influence' })).toMatch(/scoring card/);
    expect(warning(s, 0, { type: 'play', card: 1, use: 'event' })).toBeNull();
    const t = position(0, { rounds: 2, hands: [[1, 14], [19]] });
    expect(warning(t, 0, { type: 'play', card: 14, use: 'influence' })).toBeNull();
  });
});

describe('UI helpers for the board', () => {
  it('gives the ops a coup would have in a country, with The China Card bonus only in Asia', () => {
    let s = position(0, { inf: { iran: [1, 0], south_korea: [1, 0] }, hands: [[12], [4]] });
    s = play(s, 0, { type: 'play', card: 6, use: 'coup' }).state;
    expect(pendingOpsAt(s, 'iran')).toBe(4);
    expect(pendingOpsAt(s, 'south_korea')).toBe(5);
    expect(coupOdds(s, 0, 'south_korea', pendingOpsAt(s, 'south_korea'))).toBeCloseTo(5 / 6);
  });
  it('gives the realignment modifiers of both sides (6.2)', () => {
    const s = position(0, { inf: { iran: [1, 2], iraq: [0, 3] } });
    expect(realignModifiers(s, 0, 'iran')).toEqual({ mine: 2, theirs: 0 }); // Iraq controlled, more influence
    expect(realignModifiers(s, 1, 'iran')).toEqual({ mine: 0, theirs: 2 });
  });
  it('keeps every roll as data for the board: who rolled what, the sentence, a new number each time', () => {
    let s = position(0, { inf: { iran: [1, 0] }, hands: [[12], [4]], dice: [5, 3, 2] });
    s = play(s, 0, { type: 'play', card: 12, use: 'realign' }).state;
    const r = play(s, 0, { type: 'realign', country: 'iran' });
    expect(r.state.lastRoll).toMatchObject({
      kind: 'realign',
      dice: [
        { side: 0, value: 5 },
        { side: 1, value: 3 },
      ],
    });
    expect(r.log.map((e) => e.text)).toContain(r.state.lastRoll!.text);
    let t = position(0, { inf: { iran: [1, 0] }, hands: [[12], [4]], dice: [4] });
    t = play(t, 0, { type: 'play', card: 12, use: 'coup' }).state;
    const c = play(t, 0, { type: 'coup', country: 'iran' }).state;
    expect(c.lastRoll).toMatchObject({ kind: 'coup', dice: [{ side: 0, value: 4 }] });
    expect(c.lastRoll!.seq).toBe((t.lastRoll?.seq ?? 0) + 1);
  });
});
