import { useState } from 'react';
import { useSession } from '../store/session';
import { readShareLink } from '../persistence/share';

const MAX_FILE = 10 * 1024 * 1024;

export function ImportBox() {
  const importText = useSession((s) => s.importText);
  const openGame = useSession((s) => s.openGame);
  const [message, setMessage] = useState<{ ok: boolean; text: string; id?: string } | null>(null);
  const [link, setLink] = useState('');
  const [over, setOver] = useState(false);

  async function fromText(text: string) {
    const r = await importText(text);
    setMessage(r.ok ? { ok: true, text: 'Imported as a new game.', id: r.id } : { ok: false, text: r.message });
  }

  async function fromFile(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_FILE) {
      setMessage({ ok: false, text: `The file is ${(file.size / 1024 / 1024).toFixed(1)} MB; save files are at most 10 MB.` });
      return;
    }
    await fromText(await file.text());
  }

  async function fromLink() {
    const hash = link.includes('#') ? link.slice(link.indexOf('#')) : link;
    const r = readShareLink(hash);
    if (!r.ok) {
      setMessage({ ok: false, text: r.error.message });
      return;
    }
    await fromText(r.value);
  }

  return (
    <section
      className={`card import ${over ? 'drop' : ''}`}
      aria-labelledby="import-h"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        void fromFile(e.dataTransfer.files[0]);
      }}
    >
      <h2 id="import-h">Import</h2>
      <p className="hint">Drop a save file here, pick one, or paste a share link. An import never replaces a game you have.</p>
      <label className="file">
        Choose a save file…
        <input
          type="file"
          accept=".json,application/json"
          aria-label="Import a save file"
          onChange={(e) => void fromFile(e.target.files?.[0]).then(() => (e.target.value = ''))}
        />
      </label>
      <form
        className="paste"
        onSubmit={(e) => {
          e.preventDefault();
          void fromLink();
        }}
      >
        <input aria-label="Share link" placeholder="Paste a share link" value={link} onChange={(e) => setLink(e.target.value)} />
        <button type="submit" disabled={!link.trim()}>
          Import link
        </button>
      </form>
      {message && (
        <p className={message.ok ? 'ok' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}{' '}
          {message.id && (
            <button className="link" onClick={() => void openGame(message.id!)}>
              Open it
            </button>
          )}
        </p>
      )}
    </section>
  );
}
