/**
 * Standard's setup influence (3.2–3.4; issue 22: "openings spread as the standard ones do"). Experienced
 * players do not stack the free markers in one country: they take the key battlegrounds to control, with
 * a marker to spare where the opponent can reach, and keep a foothold toward the opponent's weak points.
 *
 * USSR (6 in Eastern Europe; East Germany 3 and Finland 1 are printed): Poland to 4 — a battleground,
 * stability 3, controlled with one marker to spare, so one US marker or a lucky realignment does not break
 * it — then East Germany to 4 for the same reason (it borders West Germany), or a marker in Yugoslavia
 * (next to Italy and Greece) or Austria (next to Italy and West Germany) as a foothold for the first turns.
 *
 * US (7 in Western Europe; the United Kingdom 5 and Canada 2 are printed): West Germany to 4 (a battleground,
 * stability 4, next to East Germany: controlled from the start), and Italy — a
 * battleground of stability 2 that the USSR reaches through Yugoslavia or Austria — to 3, one over control;
 * or Italy to 2 with the last marker in France or Turkey, a footing toward the Mediterranean and the Middle
 * East.
 *
 * US bonus influence (3.4, where the US already has some): battlegrounds one marker short of control first —
 * Iran and Panama (stability 2, 1 printed) — then Italy one more, then Israel and South Korea.
 *
 * Which of the standard setups is used follows from the side's own hand (dealt before setup, 3.1), so the
 * choice stays the same for every marker of one setup and varies between games.
 */
import { countryIndex } from './map';
import type { Side, TwilightState } from './types';

type Plan = Readonly<Record<string, number>>;

/** Totals after the setup (printed influence included), each a standard opening. */
const USSR_OPENINGS: readonly Plan[] = [
  { poland: 4, east_germany: 4, yugoslavia: 1 },
  { poland: 4, east_germany: 5 },
  { poland: 4, east_germany: 4, austria: 1 },
  { poland: 4, yugoslavia: 1, austria: 1, east_germany: 3 },
];
const US_OPENINGS: readonly Plan[] = [
  { west_germany: 4, italy: 3 },
  { west_germany: 4, italy: 2, france: 1 },
  { west_germany: 4, italy: 2, turkey: 1 },
];
/** The bonus's targets in order (totals). */
const US_BONUS: readonly (readonly [string, number])[] = [
  ['iran', 2],
  ['panama', 2],
  ['italy', 4],
  ['israel', 2],
  ['south_korea', 2],
  ['west_germany', 5],
];

/** A number from the side's own hand only (deterministic for the seat's view, varied between deals). */
function handKey(s: TwilightState, side: Side): number {
  let h = 7;
  for (const id of s.hands[side]) h = (h * 31 + id) >>> 0;
  return h;
}

/**
 * The country for the next setup marker of `side` among `options` (area `east`, `west` or `bonus`), by the
 * standard openings above; null when the plan has no say (every target reached: the caller chooses).
 */
export function openingPick(s: TwilightState, side: Side, area: 'east' | 'west' | 'bonus', options: readonly string[]): string | null {
  const inf = (id: string): number => {
    const c = countryIndex(id);
    return c < 0 ? 0 : s.inf[side][c];
  };
  const open = new Set(options);
  if (area === 'bonus') {
    for (const [id, n] of US_BONUS) if (open.has(id) && inf(id) < n) return id;
    return null;
  }
  const plans = side === 0 ? USSR_OPENINGS : US_OPENINGS;
  // The plans that still fit what has been placed (no country above its target), the hand's own first.
  const k = handKey(s, side) % plans.length;
  const order = [...plans.slice(k), ...plans.slice(0, k)];
  for (const plan of order) {
    const fits = Object.keys(plan).every((id) => open.has(id) || inf(id) >= plan[id]);
    if (!fits) continue;
    const short = Object.keys(plan).filter((id) => inf(id) < plan[id]);
    if (short.length === 0) continue;
    // In the plan's order: its battlegrounds first.
    return short[0];
  }
  return null;
}
