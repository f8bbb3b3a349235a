import { describe, expect, it, vi } from 'vitest';
import { updateNow } from './update';

function fakeWorker() {
  const listeners: (() => void)[] = [];
  const w = {
    state: 'installed' as ServiceWorkerState,
    addEventListener: (_type: string, f: () => void) => void listeners.push(f),
    activate() {
      w.state = 'activated';
      for (const f of listeners) f();
    },
  };
  return w;
}

describe('Update now (issue 12: reloads into the new version on the first visit too)', () => {
  it('leaves the reload to the plugin when a worker controls the page', async () => {
    const reload = vi.fn();
    const update = vi.fn(async () => {});
    await updateNow({ controlled: true, waiting: fakeWorker() as never, update, reload });
    expect(update).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });

  it('on a first visit, reloads once the new worker is active', async () => {
    const reload = vi.fn();
    const w = fakeWorker();
    await updateNow({ controlled: false, waiting: w as never, update: async () => {}, reload });
    expect(reload).not.toHaveBeenCalled(); // not before the new version can serve the page
    w.activate();
    expect(reload).toHaveBeenCalledOnce();
    w.activate();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads at once when no worker is waiting any more', async () => {
    const reload = vi.fn();
    await updateNow({ controlled: false, waiting: null, update: async () => {}, reload });
    expect(reload).toHaveBeenCalledOnce();
  });
});
