import { useEffect, useState } from 'react';
import { useSession } from '../store/session';
import { Lobby } from './Lobby';
import { GameScreen } from './GameScreen';
import { UpdatePrompt } from './UpdatePrompt';
import { SharePreview } from './SharePreview';
import { isShareLink } from '../persistence/share';
import { GAME_ENTRY, gameInHash, hashForGame, isGameEntry } from './route';

const lobbyUrl = () => location.pathname + location.search;

export function App() {
  const active = useSession((s) => s.active);
  const loading = useSession((s) => s.loading);
  const storageProblem = useSession((s) => s.storageProblem);
  const notice = useSession((s) => s.notice);
  const say = useSession((s) => s.say);
  const [ready, setReady] = useState(false);
  const [shareHash, setShareHash] = useState(() => (isShareLink(location.hash) ? location.hash : null));
  const activeId = active?.id ?? null;

  useEffect(() => {
    void useSession
      .getState()
      .init()
      .then(async () => {
        // A reload (or a link) with `#game=<id>` returns to that game; the lobby stays behind it
        // in the history, so Back goes there.
        const id = gameInHash(location.hash);
        if (id !== null && !useSession.getState().active) {
          if (!isGameEntry(history.state)) {
            history.replaceState(null, '', lobbyUrl());
            history.pushState(GAME_ENTRY, '', hashForGame(id));
          }
          if (!(await useSession.getState().openGame(id))) history.replaceState(null, '', lobbyUrl());
        }
        setReady(true);
      });
    const onHash = () => isShareLink(location.hash) && setShareHash(location.hash);
    // Back and Forward: the fragment says which game is open, if any.
    const onPop = () => {
      const id = gameInHash(location.hash);
      const s = useSession.getState();
      if (id === null && s.active) s.closeGame();
      else if (id !== null && s.active?.id !== id) void s.openGame(id);
    };
    window.addEventListener('hashchange', onHash);
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('popstate', onPop);
    };
  }, []);

  // The URL follows the open game: opening one adds a history entry, leaving it goes back.
  useEffect(() => {
    if (!ready) return;
    const inUrl = gameInHash(location.hash);
    if (activeId !== null) {
      if (inUrl !== activeId) history.pushState(GAME_ENTRY, '', hashForGame(activeId));
    } else if (inUrl !== null) {
      if (isGameEntry(history.state)) history.back();
      else history.replaceState(null, '', lobbyUrl());
    }
  }, [activeId, ready]);

  function closeShare() {
    history.replaceState(null, '', lobbyUrl());
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
        <div className="banner" role="alert" data-testid="notice">
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
