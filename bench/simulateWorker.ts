/**
 * A worker thread of `npm run simulate -- dominion`: plays the batches of game indices it is sent
 * and answers each with its tally (src/engines/dominion/simulate.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { playGames, prepare, tally, type RunSpec } from '../src/engines/dominion/simulate';

const { spec, seed } = workerData as { spec: RunSpec; seed: number };
const run = prepare(spec);
if (!run.ok) throw new Error(run.error.message);
parentPort?.on('message', ({ from, to }: { from: number; to: number }) => {
  parentPort?.postMessage({ from, to, tally: tally(run.value.bots.length, playGames(run.value, seed, from, to)) });
});
