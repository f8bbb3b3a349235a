/**
 * A worker thread of `npm run simulate`: plays the batches of game indices it is sent and answers each
 * with its tally (src/games/simulate.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadGame } from '../src/games/registry';
import type { GameId } from '../src/games/registry';
import { playGames, prepare, tally, type RunSpec } from '../src/games/simulate';

const { game, spec, seed } = workerData as { game: GameId; spec: RunSpec; seed: number };
const run = prepare(await loadGame(game), spec);
if (!run.ok) throw new Error(run.error.message);
parentPort?.on('message', ({ from, to }: { from: number; to: number }) => {
  parentPort?.postMessage({ from, to, tally: tally(run.value.bots.length, playGames(run.value, seed, from, to)) });
});
