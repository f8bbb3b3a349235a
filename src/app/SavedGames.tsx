import { useState } from 'react';
import { GAMES } from '../games/registry';
import { useSession } from '../store/session';
import { makeShareLink } from '../persistence/share';
import { appBaseUrl, copyText, downloadText, fileNameFor } from './download';

function ago(ms: number): string {
  const s = Math.round((Date.now() - ms) / 1000);
  if (s < 60) return 'just now';
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  if (s < 86400) return `${Math.floor(s / 3600)} h ago`;
  return new Date(ms).toLocaleDateString();
}

export function SavedGames() {
  const games = useSession((s) => s.games);
  const openGame = useSession((s) => s.openGame);
  const rename = useSession((s) => s.rename);
  const remove = useSession((s) => s.remove);
  const exportText = useSession((s) => s.exportText);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; title: string } | null>(null);
  const [shared, setShared] = useState<{ id: string; link: string; copied: boolean } | null>(null);

  async function share(id: string) {
    const text = await exportText(id);
    if (!text) return;
    const link = makeShareLink(appBaseUrl(), text);
    if (!link.ok) {
      useSession.getState().say(link.error.message);
      return;
    }
    setShared({ id, link: link.value, copied: await copyText(link.value) });
  }

  async function exportFile(id: string, title: string) {
    const text = await exportText(id);
    if (text) downloadText(fileNameFor(title), text);
  }

  return (
    <section className="card" aria-labelledby="saved-h">
      <h2 id="saved-h">Saved games</h2>
      {games.length === 0 && <p className="hint">No games yet. Start one, or import a file or link.</p>}
      <ul className="saved">
        {games.map((g) => (
          <li key={g.id} className="saved-game" data-testid="saved-game">
            <div className="saved-main">
              {renaming && renaming.id === g.id ? (
                <form
                  onSubmit={(e) => {
                    e.preventDefault();
                    void rename(g.id, renaming.title.trim() || g.title);
                    setRenaming(null);
                  }}
                >
                  <input
                    aria-label="New name"
                    autoFocus
                    value={renaming.title}
                    maxLength={80}
                    onChange={(e) => setRenaming({ id: g.id, title: e.target.value })}
                  />
                  <button type="submit">Save name</button>
                  <button type="button" onClick={() => setRenaming(null)}>
                    Cancel
                  </button>
                </form>
              ) : (
                <button className="link title" onClick={() => void openGame(g.id)} aria-label={`Resume ${g.title}`}>
                  {g.title}
                </button>
              )}
              <div className="meta">
                <span>{GAMES.find((x) => x.id === g.record.game)?.title}</span> · <span>{g.summary.seatsText}</span>
              </div>
              <div className="meta">
                <span>
                  {g.finished ? 'Finished: ' : ''}
                  {g.summary.turnText}
                </span>{' '}
                · <span>{g.record.moves.length} moves</span> · <span>last played {ago(g.updatedAt)}</span>
              </div>
            </div>
            <div className="saved-actions">
              <button onClick={() => void openGame(g.id)}>Resume</button>
              <button onClick={() => setRenaming({ id: g.id, title: g.title })}>Rename</button>
              <button onClick={() => void exportFile(g.id, g.title)}>Export</button>
              <button onClick={() => void share(g.id)}>Share link</button>
              {confirming === g.id ? (
                <span className="confirm" role="alert">
                  Delete for good?{' '}
                  <button className="danger" onClick={() => void remove(g.id).then(() => setConfirming(null))}>
                    Yes, delete
                  </button>
                  <button onClick={() => setConfirming(null)}>Keep</button>
                </span>
              ) : (
                <button className="danger-outline" onClick={() => setConfirming(g.id)}>
                  Delete
                </button>
              )}
            </div>
            {shared && shared.id === g.id && (
              <div className="share-out">
                <label>
                  {shared.copied ? 'Link copied. ' : 'Copy this link: '}
                  <input readOnly aria-label="Share link" value={shared.link} onFocus={(e) => e.target.select()} />
                </label>
                <button onClick={() => setShared(null)}>Done</button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
