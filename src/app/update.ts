/**
 * "Update now". The plugin's `updateServiceWorker(true)` tells the waiting worker to take over and
 * reloads when the page's controller changes. On the first visit nothing controls the page (the first
 * worker does not claim open pages), so no controller change ever comes and the button seemed to do
 * nothing. Then we wait for the new worker to be active and reload ourselves.
 */
export interface UpdateDeps {
  /** Whether a service worker controls this page now. */
  readonly controlled: boolean;
  /** The registration's worker waiting to take over, if any. */
  readonly waiting: Pick<ServiceWorker, 'state' | 'addEventListener'> | null | undefined;
  /** The plugin's update (posts skip-waiting; reloads by itself only when the page is controlled). */
  readonly update: () => Promise<void>;
  readonly reload: () => void;
}

export async function updateNow({ controlled, waiting, update, reload }: UpdateDeps): Promise<void> {
  if (controlled) {
    await update();
    return;
  }
  let reloaded = false;
  const once = () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  };
  if (waiting) {
    waiting.addEventListener('statechange', () => {
      if (waiting.state === 'activated') once();
    });
  }
  await update();
  if (!waiting || waiting.state === 'activated') once();
}
