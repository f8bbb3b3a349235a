/// <reference lib="webworker" />
// One core's share of a simulation: plays the batches of game indices it is sent and answers each
// with its tally (src/games/simulate.ts), so the page never freezes. The game's code loads on start;
// batches sent meanwhile wait for it.
import { loadGame } from '../../games/registry';
import type { GameId } from '../../games/registry';
import { playGames, prepare, tally, type Run, type RunSpec } from '../../games/simulate';

export type SimRequest =
  | { readonly kind: 'start'; readonly game: GameId; readonly spec: RunSpec; readonly seed: number }
  | { readonly kind: 'batch'; readonly from: number; readonly to: number };
export type SimReply =
  | { readonly kind: 'batch'; readonly from: number; readonly to: number; readonly tally: ReturnType<typeof tally> }
  | { readonly kind: 'error'; readonly message: string };

let ready: Promise<Run | null> = Promise.resolve(null);
let seed = 1;

const fail = (error: unknown) => self.postMessage({ kind: 'error', message: String(error) } satisfies SimReply);

self.onmessage = (e: MessageEvent<SimRequest>) => {
  const m = e.data;
  if (m.kind === 'start') {
    seed = m.seed;
    ready = loadGame(m.game).then((module) => {
      const r = prepare(module, m.spec);
      if (!r.ok) {
        fail(r.error.message);
        return null;
      }
      return r.value;
    });
    return;
  }
  ready
    .then((run) => {
      if (!run) return fail('The simulation was not started.');
      self.postMessage({ kind: 'batch', from: m.from, to: m.to, tally: tally(run.bots.length, playGames(run, seed, m.from, m.to)) } satisfies SimReply);
    })
    .catch(fail);
};
