/**
 * A worker thread of `npm run fuzz`: plays the batches of games it is sent (src/games/fuzz.ts) and
 * answers each with its tally.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { fuzzGames } from '../src/games/fuzz';
import type { FuzzGame } from '../src/games/variety';
import { loadGame } from '../src/games/registry';

const { seed } = workerData as { seed: number };
parentPort?.on('message', (m: { game: FuzzGame; from: number; to: number }) => {
  void loadGame(m.game).then(({ engine }) => parentPort?.postMessage({ game: m.game, tally: fuzzGames(m.game, engine, seed, m.from, m.to) }));
});
