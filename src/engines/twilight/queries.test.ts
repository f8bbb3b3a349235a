import { describe, expect, it } from 'vitest';
import { coupUseWarning, realignOdds, suicidalCoupTargets } from './queries';
import { position } from './testkit';

describe('suicidal coups, asked when Coup is chosen (6.3.4, 8.1.3)', () => {
  it('lists the battlegrounds a coup could hit at DEFCON 2 and warns as soon as the card is played for a coup', () => {
    const s = position(1, { defcon: 2, inf: { angola: [0, 1], cameroon: [0, 1] }, hands: [[12], [4]] });
    expect(suicidalCoupTargets(s, 1)).toEqual(['angola']);
    expect(coupUseWarning(s, 1, { type: 'play', card: 4, use: 'coup' })).toMatch(/Angola.*nuclear war/);
    // Other uses of the card, or a coup with no battleground in reach, are not warned about.
    expect(coupUseWarning(s, 1, { type: 'play', card: 4, use: 'influence' })).toBeNull();
    const safe = position(1, { defcon: 2, inf: { cameroon: [0, 1] }, hands: [[12], [4]] });
    expect(coupUseWarning(safe, 1, { type: 'play', card: 4, use: 'coup' })).toBeNull();
  });
  it('is silent above DEFCON 2, and for the US under Nuclear Subs (card 41: its battleground coups do not degrade DEFCON)', () => {
    const s3 = position(1, { defcon: 3, inf: { angola: [0, 1] }, hands: [[12], [4]] });
    expect(suicidalCoupTargets(s3, 1)).toEqual([]);
    const subs = position(1, { defcon: 2, inf: { angola: [0, 1] }, hands: [[12], [4]], effects: [{ card: 41, side: 1, until: 'turn' }] });
    expect(suicidalCoupTargets(subs, 1)).toEqual([]);
    expect(coupUseWarning(subs, 1, { type: 'play', card: 4, use: 'coup' })).toBeNull();
  });
});

describe('realignment odds (6.2: both roll, add modifiers, the higher removes the difference)', () => {
  it('gives 15/36 win, 6/36 tie, 15/36 lose with equal modifiers', () => {
    const s = position(0, { inf: { angola: [1, 1] } });
    const o = realignOdds(s, 0, 'angola');
    expect([o.mine, o.theirs]).toEqual([0, 0]);
    expect(o.win).toBeCloseTo(15 / 36);
    expect(o.tie).toBeCloseTo(6 / 36);
    expect(o.lose).toBeCloseTo(15 / 36);
    expect(o.win + o.tie + o.lose).toBeCloseTo(1);
  });
  it('counts +1 per adjacent controlled country and +1 for more influence; the loss is capped by the influence there', () => {
    // Iran: the USSR controls Iraq (adjacent) and has more influence in Iran: +2 against 0.
    const s = position(0, { inf: { iran: [1, 2], iraq: [0, 3] } });
    const o = realignOdds(s, 0, 'iran');
    expect([o.mine, o.theirs]).toEqual([2, 0]);
    // a + 2 > b for 26 of the 36 rolls, equal for 4 (a − b = −2), lower for 6.
    expect(o.win).toBeCloseTo(26 / 36);
    expect(o.tie).toBeCloseTo(4 / 36);
    expect(o.lose).toBeCloseTo(6 / 36);
    // The US has 1 influence in Iran: every win removes exactly 1.
    expect(o.expectTheirLoss).toBeCloseTo(26 / 36);
  });
  it('counts the superpower next door (2.1.5) and Iran-Contra Scandal (card 93: −1 to US rolls)', () => {
    const s = position(1, { inf: { mexico: [1, 1] }, effects: [{ card: 93, side: 0, until: 'turn' }] });
    const o = realignOdds(s, 1, 'mexico');
    expect([o.mine, o.theirs]).toEqual([0, 0]); // +1 for the USA next door, −1 for Iran-Contra
  });
  it('spares the phasing player any loss under the designer rule realignNoLoss', () => {
    const s = position(0, { options: { realignNoLoss: true }, inf: { angola: [3, 1] } });
    expect(realignOdds(s, 0, 'angola').expectMyLoss).toBe(0);
    const t = position(0, { inf: { angola: [3, 1] } });
    expect(realignOdds(t, 0, 'angola').expectMyLoss).toBeGreaterThan(0);
  });
});
