import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useSession } from '../store/session';
import { updateNow } from './update';

/** A new version is offered, never swapped in under a running game. */
export function UpdatePrompt() {
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | undefined>();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({ onRegisteredSW: (_url, r) => setRegistration(r) });
  const inGame = useSession((s) => s.active !== null);
  // "Works offline" is news once, told in the lobby (over a board it would cover the map: it waits for
  // the lobby); it goes away by itself.
  useEffect(() => {
    if (!offlineReady || inGame) return;
    const t = setTimeout(() => setOfflineReady(false), 6000);
    return () => clearTimeout(t);
  }, [offlineReady, setOfflineReady, inGame]);
  if (!needRefresh && (!offlineReady || inGame)) return null;
  return (
    <div className="toast" role="status">
      {needRefresh ? (
        <>
          <span>A new version of Hotseat is ready.</span>
          {inGame ? (
            <span className="hint"> Go back to the lobby to update; your game is saved.</span>
          ) : (
            <button
              className="primary"
              onClick={() =>
                void updateNow({
                  controlled: !!navigator.serviceWorker?.controller,
                  waiting: registration?.waiting,
                  update: () => updateServiceWorker(true),
                  reload: () => window.location.reload(),
                })
              }
            >
              Update now
            </button>
          )}
          <button onClick={() => setNeedRefresh(false)}>Later</button>
        </>
      ) : (
        <>
          <span>Hotseat now works offline.</span>
          <button onClick={() => setOfflineReady(false)}>OK</button>
        </>
      )}
    </div>
  );
}
