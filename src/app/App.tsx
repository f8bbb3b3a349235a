import { useEffect, useState } from 'react';
import { useSession } from '../store/session';
import { Lobby } from './Lobby';
import { GameScreen } from './GameScreen';
import { UpdatePrompt } from './UpdatePrompt';
import { SharePreview } from './SharePreview';

export function App() {
  const active = useSession((s) => s.active);
  const loading = useSession((s) => s.loading);
  const storageProblem = useSession((s) => s.storageProblem);
  const notice = useSession((s) => s.notice);
  const say = useSession((s) => s.say);
  const [ready, setReady] = useState(false);
  const [shareHash, setShareHash] = useState(() => (location.hash.startsWith('#share=') ? location.hash : null));

  useEffect(() => {
    void useSession.getState().init().then(() => setReady(true));
    const onHash = () => location.hash.startsWith('#share=') && setShareHash(location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  function closeShare() {
    history.replaceState(null, '', location.pathname + location.search);
    setShareHash(null);
  }

  return (
    <>
      {storageProblem && (
        <div className="banner warn" role="alert" data-testid="storage-problem">
          {storageProblem}
        </div>
      )}
      {notice && (
        <div className="banner" role="alert">
          {notice}{' '}
          <button className="link" onClick={() => say(null)}>
            dismiss
          </button>
        </div>
      )}
      {!ready || loading ? <p className="hint center">Opening…</p> : active ? <GameScreen key={active.id} active={active} /> : <Lobby />}
      {ready && shareHash && <SharePreview hash={shareHash} onClose={closeShare} />}
      <UpdatePrompt />
    </>
  );
}
