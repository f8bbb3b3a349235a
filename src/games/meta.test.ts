import { describe, expect, it } from 'vitest';
import { GAMES, loadGame } from './registry';
import { BOTS as DOMINION_BOTS } from '../engines/dominion/bots';

// Issue 12 (housekeeping): the lobby, the registry, the engine and its module read one metadata table
// per game, so a bot name or a seat count is written once.
describe.each(GAMES.map((g) => [g.id, g] as const))('metadata of %s', (id, meta) => {
  it('is the table the module and the engine carry', async () => {
    const module = await loadGame(id);
    expect(module.meta).toBe(meta);
    expect(module.engine.id).toBe(id);
    expect(module.engine.title).toBe(meta.title);
    expect([module.engine.minSeats, module.engine.maxSeats]).toEqual([meta.minSeats, meta.maxSeats]);
  });

  it('names a playing bot for every name the lobby offers, the default first', async () => {
    const module = await loadGame(id);
    expect(meta.bots.length).toBeGreaterThan(0);
    for (const name of meta.bots) expect(typeof module.bots[name], name).toBe('function');
    // Older names (aliases for old saves) may follow, but the lobby's names come first, in order.
    expect(Object.keys(module.bots).slice(0, meta.bots.length)).toEqual([...meta.bots]);
  });
});

describe('Dominion', () => {
  it('offers every bot of its bot table in the lobby', () => {
    const offered = GAMES.find((g) => g.id === 'dominion')!.bots;
    expect([...offered].sort()).toEqual(Object.keys(DOMINION_BOTS).sort());
  });
});

// Issue 12 (housekeeping): every engine's README has the same shape, so a reader finds the same things
// in the same place for every game.
describe('engine READMEs', () => {
  const SHAPE = ['Design', 'Rules and choices', 'Options', 'Computer players', 'Tests', 'Speed', 'Missing'];
  it.each(GAMES.map((g) => [g.id] as const))('%s has the common sections, in order', async (id) => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(new URL(`../engines/${id}/README.md`, import.meta.url), 'utf8');
    expect(text.startsWith('# ')).toBe(true);
    expect(
      text
        .split('\n')
        .filter((l) => l.startsWith('## '))
        .map((l) => l.slice(3).trim()),
    ).toEqual(SHAPE);
  });
});
