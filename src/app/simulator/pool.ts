/**
 * Runs a simulation over all cores: one Web Worker per core (navigator.hardwareConcurrency), each
 * handed the next batch of game indices as soon as it is free. Tallies are integer sums, so the
 * summary is the same whatever the split (and the same as `npm run simulate` for the seed).
 * Where workers are missing, the batches run on the main thread between frames.
 */
import { loadGame } from '../../games/registry';
import type { GameId } from '../../games/registry';
import { emptyTally, mergeTallies, playGames, prepare, tally, type RunSpec, type Tally } from '../../games/simulate';
import type { SimReply, SimRequest } from './worker';

export interface Progress {
  readonly done: number;
  readonly tally: Tally;
}

export interface Handle {
  /** Stops every worker; the games already tallied stay. */
  stop(): void;
}

export interface Callbacks {
  onProgress(p: Progress): void;
  onDone(p: Progress): void;
  onError(message: string): void;
}

/** Games per batch: small enough for a smooth progress bar, large enough to keep messages rare. */
export function batchSize(games: number, workers: number): number {
  return Math.max(1, Math.min(100, Math.ceil(games / (workers * 25))));
}

export function cores(): number {
  const n = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency : 0;
  return Math.max(1, Math.min(32, n || 2));
}

export function runSimulation(game: GameId, spec: RunSpec, seed: number, games: number, cb: Callbacks): Handle {
  const bots = spec.bots.length;
  const workerCount = Math.max(1, Math.min(cores(), games));
  const batch = batchSize(games, workerCount);
  let next = 0;
  let done = 0;
  let total = emptyTally(bots);
  let stopped = false;
  const workers: Worker[] = [];
  const take = (): [number, number] | null => {
    if (next >= games) return null;
    const from = next;
    next = Math.min(games, next + batch);
    return [from, next];
  };
  const add = (t: Tally, n: number) => {
    total = mergeTallies(total, t);
    done += n;
    if (done >= games) {
      stopped = true;
      for (const w of workers) w.terminate();
      cb.onDone({ done, tally: total });
    } else cb.onProgress({ done, tally: total });
  };

  if (typeof Worker === 'undefined') return onMainThread();

  const stopAll = () => {
    stopped = true;
    for (const w of workers) w.terminate();
  };
  for (let k = 0; k < workerCount; k++) {
    const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    workers.push(w);
    const give = () => {
      const r = take();
      if (r) w.postMessage({ kind: 'batch', from: r[0], to: r[1] } satisfies SimRequest);
      else w.terminate();
    };
    w.onmessage = (e: MessageEvent<SimReply>) => {
      if (stopped) return;
      const m = e.data;
      if (m.kind === 'error') {
        stopAll();
        cb.onError(m.message);
        return;
      }
      give();
      add(m.tally, m.to - m.from);
    };
    w.onerror = (e) => {
      if (stopped) return;
      stopAll();
      cb.onError(e.message || 'A simulation worker stopped.');
    };
    w.postMessage({ kind: 'start', game, spec, seed } satisfies SimRequest);
    give();
  }
  return { stop: stopAll };

  function onMainThread(): Handle {
    void loadGame(game).then((module) => {
      const run = prepare(module, spec);
      if (!run.ok) {
        cb.onError(run.error.message);
        return;
      }
      const tick = () => {
        if (stopped) return;
        const r = take();
        if (!r) return;
        add(tally(bots, playGames(run.value, seed, r[0], r[1])), r[1] - r[0]);
        setTimeout(tick, 0);
      };
      setTimeout(tick, 0);
    });
    return {
      stop: () => {
        stopped = true;
      },
    };
  }
}
