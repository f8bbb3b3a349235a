import { PACES, useWatch, type PaceId } from './watch';

/** Play, pause and pace for computer seats (all of them when the game is only watched). */
export function WatchBar({ watching }: { watching: boolean }) {
  const { paused, pace, setPaused, setPace } = useWatch();
  return (
    <div className="watch-bar" role="group" aria-label="Computer players" data-testid="watch-bar">
      <button onClick={() => setPaused(!paused)} aria-pressed={paused} aria-keyshortcuts="p" title="Pause or play the computer players (P)">
        {paused ? '▶ Play' : '⏸ Pause'}
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
