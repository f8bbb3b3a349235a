/**
 * A small sample of the fuzz run (fuzz.ts; `npm run fuzz -- --games 10000` is the full one): a few
 * random games per engine, with garbage between the legal moves, and every check, must find nothing.
 */
import { describe, expect, it } from 'vitest';
import { loadGame } from './registry';
import { fuzzGames, SAMPLING } from './fuzz';
import { FUZZ_GAMES } from './variety';

const GAMES = { risk: 3, dominion: 5, twilight: 5, diplomacy: 4, diplomacy5d: 1 } as const;

describe.each(FUZZ_GAMES.map((g) => [g] as const))('fuzz sample: %s', (game) => {
  it('plays random games with garbage between the moves and finds no violation', async () => {
    const { engine } = await loadGame(game);
    // Every game of the sample is probed for leaks and replayed (the full run samples them).
    const t = fuzzGames(game, engine, 19, 0, GAMES[game], { ...SAMPLING[game], leakEvery: 1, replayEvery: 1 });
    expect(t.firstViolation).toBeNull();
    expect(t.violations).toBe(0);
    expect(t.games).toBe(GAMES[game]);
    expect(t.moves).toBeGreaterThan(0);
    expect(t.garbage).toBeGreaterThan(0);
    expect(t.leakProbes).toBeGreaterThan(0);
  }, 60_000);
});
