import { describe, expect, it } from 'vitest';
import { OPTIONS, standardSeatPowers } from '../../engines/diplomacy/options';
import { drawSeatPowers } from './draw';

const key = (sp: readonly (readonly string[])[]) => sp.map((ps) => [...ps].sort().join('+'));

describe('powers drawn at random in the lobby (issue 21)', () => {
  it("deals the rulebook's groups for the number of players, each to one seat, as the engine's options accept", () => {
    for (let n = 2; n <= 7; n++)
      for (const seed of [1, 2, 3, 99, 123456]) {
        const drawn = drawSeatPowers(n, seed);
        expect(key(drawn).sort(), `${n} players, seed ${seed}`).toEqual(key(standardSeatPowers(n)).sort());
        expect(OPTIONS.parse({ seatPowers: drawn }, n).ok, `${n} players, seed ${seed}`).toBe(true);
      }
  });

  it('the same seed gives the same draw; seeds differ in the draws they give', () => {
    expect(drawSeatPowers(7, 42)).toEqual(drawSeatPowers(7, 42));
    const draws = new Set(Array.from({ length: 30 }, (_, i) => key(drawSeatPowers(7, i + 1)).join(',')));
    // 30 draws of 5,040 orders: far more than one distinct (a fixed order would give exactly one).
    expect(draws.size).toBeGreaterThan(20);
  });
});
