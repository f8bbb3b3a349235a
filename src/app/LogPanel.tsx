import { useEffect, useMemo, useRef } from 'react';
import { fillSeats, visibleLog } from '../engines/core';
import type { LogEntry, Seat } from '../engines/core';
import type { SeatColor } from '../boards/common/palette';

/** The game log: one sentence per step, with its reason. Shows only what the seat may read. */
export function LogPanel({
  logs,
  seat,
  names,
  colors,
  upTo,
}: {
  logs: readonly (readonly LogEntry[])[];
  seat: Seat | null;
  names: readonly string[];
  colors: readonly SeatColor[];
  upTo: number | null;
}) {
  const entries = useMemo(() => visibleLog(upTo === null ? logs : logs.slice(0, upTo), seat), [logs, seat, upTo]);
  const shown = entries.slice(-300);
  const list = useRef<HTMLOListElement>(null);
  // Follows the newest line: scrolls the list itself (never the panel around it, which would push the
  // controls away on a phone), unless the reader has scrolled up to read older lines.
  const following = useRef(true);
  useEffect(() => {
    const ol = list.current;
    if (ol && following.current) ol.scrollTop = ol.scrollHeight;
  }, [entries.length]);
  // A log that was folded away or resized (the bottom sheet opening) shows its newest line.
  useEffect(() => {
    const ol = list.current;
    if (!ol || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(() => {
      if (following.current) ol.scrollTop = ol.scrollHeight;
    });
    watch.observe(ol);
    return () => watch.disconnect();
  }, []);
  return (
    <section className="log" aria-labelledby="log-h">
      <h2 id="log-h">Log</h2>
      <ol
        aria-live="polite"
        data-testid="log"
        ref={list}
        onScroll={(e) => {
          const ol = e.currentTarget;
          following.current = ol.scrollHeight - ol.scrollTop - ol.clientHeight < 24;
        }}
      >
        {entries.length > shown.length && <li className="hint">… {entries.length - shown.length} earlier entries (use Replay to see them)</li>}
        {shown.map((e, i) => (
          <li key={entries.length - shown.length + i} style={e.seat !== undefined && colors[e.seat] ? { borderLeftColor: colors[e.seat].hex } : undefined}>
            {fillSeats(e.text, names)}
          </li>
        ))}
      </ol>
    </section>
  );
}
