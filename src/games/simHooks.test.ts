import { describe, expect, it } from 'vitest';
import diplomacyModule from '../engines/diplomacy/module';
import type { DiplomacyState } from '../engines/diplomacy/engine';
import type { BaseState } from '../engines/core/types';
import { diplomacyEnding } from './simHooks';
import { playGames, prepare } from './simulate';

const withResult = (result: DiplomacyState['result']) => ({ result }) as unknown as BaseState;

describe("the simulator's Diplomacy endings (issue 22: honest endings, not every game a win)", () => {
  it("names each of the engine's results: solo victory, agreed draw, the last year's sole or shared lead", () => {
    expect(diplomacyEnding(withResult({ kind: 'win', power: 'FRA' }))).toBe('solo victory');
    expect(diplomacyEnding(withResult({ kind: 'draw' }))).toBe('draw agreed by the survivors');
    expect(diplomacyEnding(withResult({ kind: 'final', year: 1910, seats: [3], centres: 9 }))).toBe('last year over: the centre leader wins');
    expect(diplomacyEnding(withResult({ kind: 'final', year: 1910, seats: [0, 4], centres: 7 }))).toBe('last year over: 2 players share the lead (draw)');
  });

  it("tags games played to the last year by the count, agreeing with the game's winners", () => {
    const r = prepare(diplomacyModule, {
      bots: ['Strategist', 'Strategist', 'Strategist', 'Strategist', 'Strategist', 'Strategist', 'Strategist'],
      options: { lastYear: 1901 },
    });
    if (!r.ok) throw new Error(r.error.message);
    const games = playGames(r.value, 5, 0, 3);
    for (const g of games) {
      // After 1901 nobody has 18 centres and no computer votes a draw before two quiet years: the count decides.
      expect(g.ending).toBe(
        g.winners.length === 1 ? 'last year over: the centre leader wins' : `last year over: ${g.winners.length} players share the lead (draw)`,
      );
      expect(g.winners.length).toBeGreaterThan(0);
    }
  }, 60_000);
});
