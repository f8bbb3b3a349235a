import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { fillSeats } from '../engines/core';
import type { BaseState, LogEntry, Seat } from '../engines/core';
import type { SeatColor } from '../boards/common/palette';
import { logRows } from '../games/logSections';

/** Up to this many rows the log renders every row; beyond, only those in sight. */
const ALL_ROWS = 400;

/**
 * The game log, the whole game: one sentence per step with its reason, a header at each turn or phase
 * (src/games/logSections.ts), only what the seat may read. Virtualized (only the rows in sight are in the
 * page), so a game of thousands of lines scrolls as smoothly as a short one. Follows the newest line
 * unless the reader scrolled up ("Newest ↓" brings it back), and can show one player's lines only.
 */
export default function LogPanel({
  game,
  states,
  logs,
  seat,
  names,
  colors,
  upTo,
  over = false,
}: {
  game: string;
  states: readonly BaseState[];
  logs: readonly (readonly LogEntry[])[];
  seat: Seat | null;
  names: readonly string[];
  colors: readonly SeatColor[];
  upTo: number | null;
  /** The game is over: nothing is secret any more, every line reads in full (in the replay too). */
  over?: boolean;
}) {
  const [only, setOnly] = useState<Seat | null>(null);
  const rows = useMemo(() => logRows(game, states, logs, seat, { upTo, only, everything: over }), [game, states, logs, seat, upTo, only, over]);
  const list = useRef<HTMLDivElement>(null);
  const lastMove = (upTo ?? logs.length) - 1;
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => list.current,
    estimateSize: (i) => (rows[i]?.kind === 'head' ? 30 : 26),
    // A log of a few hundred rows is simply all in the page (the browser handles that well, and find in
    // page reads it); a longer one keeps only the rows in sight and a few either side.
    overscan: rows.length <= ALL_ROWS ? rows.length : 12,
    getItemKey: (i) => {
      const r = rows[i];
      return r.kind === 'head' ? `h${r.moveIndex}:${r.label}` : `l${r.n}`;
    },
  });
  // Follows the newest line: scrolls the list itself (never the panel around it, which would push the
  // controls away on a phone), unless the reader has scrolled up to read older lines.
  const following = useRef(true);
  const lastTop = useRef(0);
  const [behind, setBehind] = useState(false);
  const toEnd = () => {
    if (rows.length > 0) virtual.scrollToIndex(rows.length - 1, { align: 'end' });
  };
  useLayoutEffect(() => {
    if (following.current) toEnd();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows.length]);
  // A log that was folded away or resized (the bottom sheet opening) shows its newest line.
  useEffect(() => {
    const el = list.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(() => {
      if (following.current) el.scrollTop = el.scrollHeight;
    });
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  const items = virtual.getVirtualItems();
  // The turn or phase of the first row in sight, once its header has scrolled away.
  const firstInSight = items.find((it) => it.end > (virtual.scrollOffset ?? 0) + 1);
  let where: string | null = null;
  if (firstInSight && rows[firstInSight.index]?.kind !== 'head') {
    for (let i = firstInSight.index; i >= 0; i--) {
      const r = rows[i];
      if (r.kind === 'head') {
        where = r.label;
        break;
      }
    }
  }
  const lastRow = rows[rows.length - 1];
  const newest = lastRow?.kind === 'line' ? lastRow.text : null;
  const total = virtual.getTotalSize();
  const top = items[0]?.start ?? 0;
  return (
    <section className="log" aria-labelledby="log-h">
      <div className="log-head">
        <h2 id="log-h">Log</h2>
        {where && (
          <span className="log-where" data-testid="log-where" title="The turn of the first line in sight">
            {fillSeats(where, names)}
          </span>
        )}
        {names.length > 1 && (
          <select
            aria-label="Show the lines of"
            value={only === null ? '' : String(only)}
            onChange={(e) => setOnly(e.target.value === '' ? null : Number(e.target.value))}
            data-testid="log-filter"
          >
            <option value="">Everyone</option>
            {names.map((n, i) => (
              <option key={i} value={i}>
                {n} only
              </option>
            ))}
          </select>
        )}
      </div>
      <div
        className="log-scroll"
        data-testid="log"
        data-count={rows.length}
        ref={list}
        onScroll={(e) => {
          const el = e.currentTarget;
          const atEnd = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
          // Only the reader scrolls up: rows measured or added while following never stop it.
          following.current = atEnd || (following.current && el.scrollTop >= lastTop.current);
          lastTop.current = el.scrollTop;
          setBehind(!following.current);
        }}
      >
        {/* The list is as tall as every row together; only the rows in sight are in it, after a padding as tall as those above. */}
        <ol style={{ height: Math.max(total, 1), paddingTop: top }}>
          {rows.length === 0 && <li className="hint">{only === null ? 'Nothing has happened yet.' : `No lines of ${names[only]} yet.`}</li>}
          {items.map((it) => {
            const r = rows[it.index];
            if (r.kind === 'head')
              return (
                <li key={it.key} data-index={it.index} ref={virtual.measureElement} className="log-turn" data-testid="log-turn">
                  {fillSeats(r.label, names)}
                </li>
              );
            return (
              <li
                key={it.key}
                data-index={it.index}
                ref={virtual.measureElement}
                className={r.moveIndex === lastMove && upTo === null ? 'fresh' : undefined}
                style={r.seat !== undefined && colors[r.seat] ? { borderLeftColor: colors[r.seat].hex } : undefined}
              >
                {fillSeats(r.text, names)}
              </li>
            );
          })}
        </ol>
      </div>
      {/* Screen readers hear the newest line (the list's rows come and go as it scrolls: not a live region). */}
      <p className="sr-only" aria-live="polite" data-testid="log-newest-line">
        {newest ? fillSeats(newest, names) : ''}
      </p>
      {behind && rows.length > 0 && (
        <button
          className="log-newest"
          onClick={() => {
            following.current = true;
            setBehind(false);
            toEnd();
          }}
        >
          Newest ↓
        </button>
      )}
    </section>
  );
}
