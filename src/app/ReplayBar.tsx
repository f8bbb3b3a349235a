import { useEffect } from 'react';

/** Scrubs from the first move to the last, read-only; then back to the live game. */
export function ReplayBar({
  at,
  total,
  onSeek,
  onExit,
  marks,
  milestone,
  views,
}: {
  at: number;
  total: number;
  onSeek: (at: number) => void;
  onExit: () => void;
  marks: readonly number[];
  milestone?: string;
  /** Whose side the replay shows: the seats the viewer may choose (their own; every seat once the game is over). */
  views?: { seats: readonly number[]; names: readonly string[]; chosen: number | null; onChoose: (seat: number | null) => void };
}) {
  const prevMark = [...marks].reverse().find((m) => m < at);
  const nextMark = marks.find((m) => m > at);
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.key === 'ArrowLeft') onSeek(at - 1);
      else if (e.key === 'ArrowRight') onSeek(at + 1);
      else if (e.key === 'Home') onSeek(0);
      else if (e.key === 'End') onSeek(total);
      else if (e.key === 'Escape') onExit();
      else return;
      e.preventDefault();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [at, total, onSeek, onExit]);
  return (
    <div className="replay-bar" role="group" aria-label="Replay">
      <button onClick={() => onSeek(0)} aria-label="First move" disabled={at === 0}>
        «
      </button>
      <button onClick={() => onSeek(at - 1)} aria-label="Previous move" disabled={at === 0}>
        ‹
      </button>
      {milestone && (
        <button onClick={() => onSeek(prevMark ?? 0)} disabled={at === 0}>
          ‹ Previous {milestone}
        </button>
      )}
      <input type="range" min={0} max={total} value={at} onChange={(e) => onSeek(Number(e.target.value))} aria-label="Replay position" />
      <button onClick={() => onSeek(at + 1)} aria-label="Next move" disabled={at === total}>
        ›
      </button>
      {milestone && (
        <button onClick={() => onSeek(nextMark ?? total)} disabled={at === total}>
          Next {milestone} ›
        </button>
      )}
      <button onClick={() => onSeek(total)} aria-label="Last move" disabled={at === total}>
        »
      </button>
      {views && (
        <select
          aria-label="Whose view the replay shows"
          value={views.chosen === null ? '' : String(views.chosen)}
          onChange={(e) => views.onChoose(e.target.value === '' ? null : Number(e.target.value))}
          data-testid="replay-view"
        >
          <option value="">Public view</option>
          {views.seats.map((s) => (
            <option key={s} value={s}>
              {views.names[s]}’s view
            </option>
          ))}
        </select>
      )}
      <span className="count">
        {at} / {total}
      </span>
      <button className="primary" onClick={onExit}>
        Back to the live game
      </button>
    </div>
  );
}
