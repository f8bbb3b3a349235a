import { PACES, useWatch, type PaceId } from './watch';

/** Play, pause and pace for computer seats (all of them when the game is only watched). */
export function WatchBar({ watching }: { watching: boolean }) {
  const { paused, pace, setPaused, setPace } = useWatch();
  return (
    <div className="watch-bar" role="group" aria-label="Computer players" data-testid="watch-bar">
      <button onClick={() => setPaused(!paused)} aria-pressed={paused} aria-keyshortcuts="p" title="Pause or play the computer players (P)">
        <svg className="watch-icon" viewBox="0 0 10 10" width="10" height="10" aria-hidden="true">
          {paused ? <path d="M2 1 L9 5 L2 9 Z" fill="currentColor" /> : <path d="M2 1 H4 V9 H2 Z M6 1 H8 V9 H6 Z" fill="currentColor" />}
        </svg>{' '}
        {paused ? 'Play' : 'Pause'}
      </button>
      <label className="inline">
        Speed
        <select aria-label="Computer speed" value={pace} onChange={(e) => setPace(e.target.value as PaceId)}>
          {PACES.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      {watching && <span className="hint">{paused ? 'Paused.' : 'Watching the computers play.'}</span>}
    </div>
  );
}
