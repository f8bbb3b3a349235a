import type { BotRequest } from './choose';
import { chooseWith } from './choose';
import { loadGame } from '../../games/registry';

type Pending = { resolve: (m: unknown) => void; reject: (e: Error) => void };

let worker: Worker | null = null;
let workerBroken = false;
let nextId = 1;
const pending = new Map<number, Pending>();

function getWorker(): Worker | null {
  if (workerBroken || typeof Worker === 'undefined') return null;
  if (!worker) {
    try {
      worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (e: MessageEvent<{ id: number; move?: unknown; error?: string }>) => {
        const p = pending.get(e.data.id);
        if (!p) return;
        pending.delete(e.data.id);
        if (e.data.error) p.reject(new Error(e.data.error));
        else p.resolve(e.data.move);
      };
      worker.onerror = () => {
        workerBroken = true;
        for (const p of pending.values()) p.reject(new Error('The computer player stopped.'));
        pending.clear();
        worker = null;
      };
    } catch {
      workerBroken = true;
      return null;
    }
  }
  return worker;
}

/** Asks a computer player for its move, in a worker when the browser has one. */
export async function askBot(req: Omit<BotRequest, 'id'>): Promise<unknown> {
  const w = getWorker();
  if (!w) return chooseWith(await loadGame(req.game), req);
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.postMessage({ ...req, id });
  }).catch(async () => chooseWith(await loadGame(req.game), req));
}
