import { useMemo, useState } from 'react';
import { readShareLink } from '../persistence/share';
import { parseSave } from '../persistence/savefile';
import { GAMES } from '../games/registry';
import { useSession } from '../store/session';

/** Opening a share link: say what it holds, and offer to import it as a new game. */
export function SharePreview({ hash, onClose }: { hash: string; onClose: () => void }) {
  const importText = useSession((s) => s.importText);
  const openGame = useSession((s) => s.openGame);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const parsed = useMemo(() => {
    const text = readShareLink(hash);
    if (!text.ok) return { ok: false as const, error: text.error };
    const save = parseSave(text.value);
    if (!save.ok) return { ok: false as const, error: save.error };
    return { ok: true as const, text: text.value, save: save.value };
  }, [hash]);

  async function doImport() {
    if (!parsed.ok) return;
    setBusy(true);
    const r = await importText(parsed.text);
    setBusy(false);
    if (!r.ok) setError(r.message);
    else {
      onClose();
      await openGame(r.id);
    }
  }

  return (
    <div className="modal-back">
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="share-h">
        <h2 id="share-h">A shared game</h2>
        {parsed.ok ? (
          <>
            <p>
              This link holds a game of <strong>{GAMES.find((g) => g.id === parsed.save.record.game)?.title}</strong>, “{parsed.save.title}”:{' '}
              {parsed.save.record.seats.map((s) => s.name).join(', ')}; {parsed.save.record.moves.length} moves.
            </p>
            <p className="hint">Importing adds it to your saved games as a new game. Nothing you have is replaced.</p>
            {error && (
              <p className="error" role="alert">
                {error}
              </p>
            )}
            <div className="row">
              <button className="primary" disabled={busy} onClick={() => void doImport()}>
                Import and open
              </button>
              <button onClick={onClose}>Not now</button>
            </div>
          </>
        ) : (
          <>
            <p className="error" role="alert">
              This link cannot be opened: {parsed.error.message}
            </p>
            <button onClick={onClose}>Close</button>
          </>
        )}
      </div>
    </div>
  );
}
