import { useEffect, useMemo, useRef } from 'react';
import { fillSeats, visibleLog } from '../engines/core';
import type { LogEntry, Seat } from '../engines/core';
import type { SeatColor } from '../boards/common/palette';

/** The game log: one sentence per step, with its reason. Shows only what the seat may read. */
export function LogPanel({ logs, seat, names, colors, upTo }: { logs: readonly (readonly LogEntry[])[]; seat: Seat | null; names: readonly string[]; colors: readonly SeatColor[]; upTo: number | null }) {
  const entries = useMemo(() => visibleLog(upTo === null ? logs : logs.slice(0, upTo), seat), [logs, seat, upTo]);
  const shown = entries.slice(-300);
  const list = useRef<HTMLOListElement>(null);
  // The log's own box scrolls to its newest line; the panel around it is left where the reader put it
  // (a computer's move must not pull the panel away from the orders being written on a phone).
  useEffect(() => {
    const l = list.current;
    if (l) l.scrollTop = l.scrollHeight;
  }, [entries.length]);
  return (
    <section className="log" aria-labelledby="log-h">
      <h2 id="log-h">Log</h2>
      <ol aria-live="polite" data-testid="log" ref={list}>
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
