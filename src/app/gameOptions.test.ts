import { describe, expect, it } from 'vitest';
import { seatColorsFor, secretOf } from './gameOptions';
import { STANDARD_ASSIGNMENTS } from '../engines/diplomacy/options';
import { POWER_COLOR_ID } from '../boards/diplomacy/powers';

describe('Diplomacy seat colours in the lobby', () => {
  it("give each seat its first power's colour, for every player count of the rulebook", () => {
    for (let n = 2; n <= 7; n++) {
      expect(seatColorsFor('diplomacy', n)).toEqual(STANDARD_ASSIGNMENTS[n].map((powers) => POWER_COLOR_ID[powers[0]]));
    }
  });
  it('leave other games to the players', () => {
    expect(seatColorsFor('risk', 3)).toBeNull();
  });
});

describe('Diplomacy in the lobby', () => {
  it('say the pass screen hides the orders, not cards', () => {
    expect(secretOf('diplomacy')).toMatch(/orders/);
    expect(secretOf('risk')).toMatch(/cards/);
  });
});
