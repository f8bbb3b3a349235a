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

describe('the lobby forms and the engines agree', () => {
  it('every choice of every lobby option is accepted by its engine, and each choice parses differently', async () => {
    const { GAME_OPTIONS, initialOptions } = await import('./gameOptions');
    const { loadGame } = await import('../games/registry');
    for (const [game, fields] of Object.entries(GAME_OPTIONS) as [import('../games/registry').GameId, readonly import('./gameOptions').OptionField[]][]) {
      const { engine } = await loadGame(game);
      for (const f of fields) {
        const parsed: string[] = [];
        for (const c of f.choices) {
          const r = engine.parseOptions({ ...initialOptions(game), [f.key]: c.value }, engine.maxSeats);
          expect(r.ok, `${game} ${f.key}=${String(c.value)}`).toBe(true);
          if (r.ok) parsed.push(JSON.stringify(r.value));
        }
        expect(new Set(parsed).size, `${game} ${f.key}: every choice changes the options`).toBe(f.choices.length);
      }
    }
  });
});

describe('Diplomacy in the lobby', () => {
  it('say the pass screen hides the orders, not cards', () => {
    expect(secretOf('diplomacy')).toMatch(/orders/);
    expect(secretOf('risk')).toMatch(/cards/);
  });
});
