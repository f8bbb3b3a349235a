import { describe, expect, it } from 'vitest';
import { battleOdds, blitzProbability, conquestProbability } from './probability';

/** A plain recursion, independent of the table code, for cross-checking small cases. */
function reference(a: number, d: number, floor = 1): number {
  if (d === 0) return 1;
  if (a <= floor || a < 2) return 0;
  const odds = battleOdds(Math.min(3, a - 1), Math.min(2, d));
  const pairs = odds.length - 1;
  return odds.reduce((sum, p, k) => sum + p * reference(a - (pairs - k), d - k, floor), 0);
}

describe('battle odds (exact)', () => {
  it('3 dice against 2: attacker wins both 2890/7776, one each 2611/7776, loses both 2275/7776', () => {
    expect(battleOdds(3, 2).map((p) => Math.round(p * 7776))).toEqual([2275, 2611, 2890]);
  });
  it('the other matchups', () => {
    expect(battleOdds(1, 1).map((p) => p * 36)).toEqual([21, 15]);
    expect(battleOdds(2, 1).map((p) => Math.round(p * 216))).toEqual([91, 125]);
    expect(battleOdds(3, 1).map((p) => Math.round(p * 1296))).toEqual([441, 855]);
    expect(battleOdds(1, 2).map((p) => Math.round(p * 216))).toEqual([161, 55]);
    expect(battleOdds(2, 2).map((p) => Math.round(p * 1296))).toEqual([581, 420, 295]);
    for (const ad of [1, 2, 3]) for (const dd of [1, 2]) expect(battleOdds(ad, dd).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});

describe('conquestProbability', () => {
  it('known values', () => {
    expect(conquestProbability(2, 1)).toBeCloseTo(15 / 36, 12);
    expect(conquestProbability(3, 1)).toBeCloseTo(0.7542, 4);
    expect(conquestProbability(10, 10)).toBeCloseTo(0.4799, 4);
    expect(conquestProbability(1, 1)).toBe(0);
    expect(conquestProbability(5, 0)).toBe(1);
  });

  it('agrees with a plain recursion', () => {
    for (let a = 1; a <= 12; a++) for (let d = 0; d <= 12; d++) expect(conquestProbability(a, d)).toBeCloseTo(reference(a, d), 12);
  });

  it('grows with the attack and shrinks with the defence', () => {
    for (let a = 2; a < 40; a++) {
      expect(conquestProbability(a + 1, 10)).toBeGreaterThan(conquestProbability(a, 10));
      expect(conquestProbability(20, a + 1)).toBeLessThan(conquestProbability(20, a));
    }
  });

  it('handles large armies (beyond the cached table) and junk input', () => {
    expect(conquestProbability(2000, 1000)).toBeGreaterThan(0.999);
    expect(conquestProbability(1000, 2000)).toBeLessThan(0.001);
    expect(conquestProbability(1500, 1300)).toBeCloseTo(conquestProbability(1500, 1300), 12);
    expect(conquestProbability(Number.NaN, 3)).toBe(0);
    expect(conquestProbability(5, -2)).toBe(1);
  });
});

describe('blitzProbability (with a floor)', () => {
  it('floor 1 is the full attack; higher floors lower the odds', () => {
    expect(blitzProbability(10, 5, 1)).toBe(conquestProbability(10, 5));
    expect(blitzProbability(10, 5, 4)).toBeLessThan(blitzProbability(10, 5, 3));
    expect(blitzProbability(10, 5, 10)).toBe(0);
    for (let a = 2; a <= 10; a++) for (let d = 1; d <= 8; d++) expect(blitzProbability(a, d, 3)).toBeCloseTo(reference(a, d, 3), 12);
  });

  it('is not the same as attacking with fewer armies (dice depend on the armies present)', () => {
    // Stopping at 3 with 5 armies still rolls 3 dice at first; attacking with 3 armies rolls 2.
    expect(blitzProbability(5, 2, 3)).not.toBeCloseTo(conquestProbability(3, 2), 6);
  });
});
