/// <reference lib="webworker" />
// One core's share of a simulation: plays the batches of game indices it is sent and answers each
// with its tally (src/engines/dominion/simulate.ts), so the page never freezes.
import { playGames, prepare, tally, type Run, type RunSpec } from '../../engines/dominion/simulate';

export type SimRequest = { readonly kind: 'start'; readonly spec: RunSpec; readonly seed: number } | { readonly kind: 'batch'; readonly from: number; readonly to: number };
export type SimReply = { readonly kind: 'batch'; readonly from: number; readonly to: number; readonly tally: ReturnType<typeof tally> } | { readonly kind: 'error'; readonly message: string };

let run: Run | null = null;
let seed = 1;

self.onmessage = (e: MessageEvent<SimRequest>) => {
  const m = e.data;
  try {
    if (m.kind === 'start') {
      const r = prepare(m.spec);
      if (!r.ok) return self.postMessage({ kind: 'error', message: r.error.message } satisfies SimReply);
      run = r.value;
      seed = m.seed;
      return;
    }
    if (!run) return self.postMessage({ kind: 'error', message: 'The simulation was not started.' } satisfies SimReply);
    self.postMessage({ kind: 'batch', from: m.from, to: m.to, tally: tally(run.bots.length, playGames(run, seed, m.from, m.to)) } satisfies SimReply);
  } catch (error) {
    self.postMessage({ kind: 'error', message: String(error) } satisfies SimReply);
  }
};
