import type { SeatSpec } from '../engines/core';
import { MAX_TITLE } from '../persistence/store';

/**
 * A saved game's name that people can tell apart in the lobby: the game, who plays, and the day,
 * e.g. "Dominion · Ann, Bob, General (computer) · 24 Nov 2026". Long seat lists are cut with "…".
 */
export function defaultTitle(gameTitle: string, seats: readonly SeatSpec[], date: Date, locale?: string): string {
  const day = date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const names = seats.map((s) => (s.kind === 'bot' ? `${s.name} (computer)` : s.name)).join(', ');
  const fixed = `${gameTitle} ·  · ${day}`.length;
  const room = MAX_TITLE - fixed;
  const who = names.length <= room ? names : `${names.slice(0, Math.max(0, room - 1)).trimEnd()}…`;
  return `${gameTitle} · ${who} · ${day}`;
}

const COPY = ' (copy)';

/** The name of an imported game: its own name, saying it is a copy (once, however often it was copied). */
export function copyTitle(title: string): string {
  const t = title.trim();
  if (t.endsWith(COPY.trim())) return t;
  return `${t.slice(0, MAX_TITLE - COPY.length).trimEnd()}${COPY}`;
}
