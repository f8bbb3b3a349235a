import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../store/session';
import { Lobby } from './Lobby';
import { GameScreen } from './GameScreen';
import { UpdatePrompt } from './UpdatePrompt';
import { SharePreview } from './SharePreview';
import { isShareLink } from '../persistence/share';
import { GAME_ENTRY, gameInHash, hashForGame, isGameEntry, isSimulatorEntry, SIMULATOR_ENTRY, SIMULATOR_HASH, simulatorInHash } from './route';

const lobbyUrl = () => location.pathname + location.search;
// The simulator carries the Dominion engine: loaded only when opened.
const SimulatorPage = lazy(() => import('./simulator/SimulatorPage'));

export function App() {
  const active = useSession((s) => s.active);
  const loading = useSession((s) => s.loading);
  const storageProblem = useSession((s) => s.storageProblem);
  const notice = useSession((s) => s.notice);
  const say = useSession((s) => s.say);
  const refused = useSession((s) => s.refused);
  const keepRefused = useSession((s) => s.keepRefused);
  const [ready, setReady] = useState(false);
  const [shareHash, setShareHash] = useState(() => (isShareLink(location.hash) ? location.hash : null));
  const [simulator, setSimulator] = useState(() => simulatorInHash(location.hash));
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
    const onHash = () => {
      if (isShareLink(location.hash)) setShareHash(location.hash);
      setSimulator(simulatorInHash(location.hash));
    };
    // Back and Forward: the fragment says which game is open, if any.
    const onPop = () => {
      setSimulator(simulatorInHash(location.hash));
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

  function openSimulator() {
    history.pushState(SIMULATOR_ENTRY, '', SIMULATOR_HASH);
    setSimulator(true);
  }

  function closeSimulator() {
    if (isSimulatorEntry(history.state)) history.back();
    else history.replaceState(null, '', lobbyUrl());
    setSimulator(false);
  }

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
          {refused && (
            <>
              <button className="link" onClick={() => void keepRefused(true).then(() => undefined)}>
                keep this tab’s moves as a separate game
              </button>{' '}
            </>
          )}
          <button
            className="link"
            onClick={() => {
              say(null);
              void keepRefused(false);
            }}
          >
            dismiss
          </button>
        </div>
      )}
      {!ready || loading ? (
        <p className="hint center">Opening…</p>
      ) : active ? (
        <GameScreen key={active.id} active={active} />
      ) : simulator ? (
        <Suspense fallback={<p className="hint center">Opening the simulator…</p>}>
          <SimulatorPage onBack={closeSimulator} />
        </Suspense>
      ) : (
        <Lobby onSimulator={openSimulator} />
      )}
      {ready && shareHash && <SharePreview hash={shareHash} onClose={closeShare} />}
      <UpdatePrompt />
    </>
  );
}
