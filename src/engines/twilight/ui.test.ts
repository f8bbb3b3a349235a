import { describe, expect, it } from 'vitest';
import { coupOdds, coupTargets, influenceTargets, realignTargets, warning } from './ui';
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
    expect(warning(s, 1, { type: 'coup', country: 'angola' })).toMatch(/DEFCON to 1/);
    expect(warning(s, 1, { type: 'coup', country: 'zaire' })).toMatch(/DEFCON to 1/);
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
