/**
 * Writes the before-refactor fixture (src/games/__fixtures__/<game>.json.gz): see src/games/fixtureGames.ts.
 *   npm run fixtures -- [game…]
 */
import { writeFileSync } from 'node:fs';
import { encodeFixture, playFixtureGame, type FixtureGame } from '../src/games/fixtureGames';
import { FUZZ_GAMES, type FuzzGame } from '../src/games/variety';
import type { GameModule } from '../src/engines/core/meta';

const COUNT: Record<FuzzGame, number> = { risk: 200, dominion: 300, twilight: 300, diplomacy: 300, diplomacy5d: 150 };
const NOTE: Record<FuzzGame, string> = {
  risk: 'Every option drawn at random, 2..6 seats; random legal moves, blitz preferred 9 times in 10 (uniform random play seldom ends a war); capped at 5000 moves (end: cap).',
  dominion: 'Random kingdoms from each of the five sets (alone and mixed), both editions, colonies random/on/off, 2..4 seats; uniformly random legal moves.',
  twilight: 'Optional cards, US bid 0..4, last turn 3..10, designer optional rules and the Chinese Civil War drawn at random; uniformly random legal moves.',
  diplomacy: '2..7 seats, lastYear 1901..1904; orders random per order slot (composeOrders) 85% of the time, else a random legalMoves entry.',
  diplomacy5d:
    'Rule sets B, A-loose, A-strict in turn, 2..7 seats, lastYear 1901; orders random per slot as for Diplomacy. Fewer games: a 5D game costs ~0.15 s.',
};

const games = (process.argv.slice(2).length ? process.argv.slice(2) : FUZZ_GAMES) as FuzzGame[];
for (const game of games) {
  const mod = (await import(`../src/engines/${game}/module.ts`)).default as GameModule;
  const t0 = Date.now();
  const out: FixtureGame[] = [];
  for (let i = 0; i < COUNT[game]; i++) out.push(playFixtureGame(game, mod.engine, i));
  const bytes = encodeFixture({ game, note: NOTE[game], games: out });
  writeFileSync(new URL(`../src/games/__fixtures__/${game}.json.gz`, import.meta.url), bytes);
  const ends = out.reduce<Record<string, number>>((a, g) => ((a[g.end] = (a[g.end] ?? 0) + 1), a), {});
  const moves = out.reduce((a, g) => a + g.moves.length, 0);
  console.log(
    `${game}: ${out.length} games, ${moves} moves, ends ${JSON.stringify(ends)}, ${(bytes.length / 1024).toFixed(0)} KiB, ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}
