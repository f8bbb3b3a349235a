import type { Result, Seat } from '../core/types';
import { quote } from '../core/zodText';
import { POWERS } from './types';
import type { PowerId } from './types';
import { DEFAULT_VARIANT, variantOf } from './map/variant';

export interface DiplomacyOptions {
  /** The variant played (an id of map/variant.ts `VARIANTS`): map, starting position, victory rule. */
  readonly variant: string;
  /** Seat → the powers it plays. Powers on no seat are neutral (civil disorder: they hold, then disband). */
  readonly seatPowers: readonly (readonly PowerId[])[];
  /** The game ends after the Fall of this year (most centres wins; see ending.ts); absent: no limit. */
  readonly lastYear?: number;
}

/**
 * The rulebook's assignments for fewer than seven players:
 * 7: one power each; 6: Italy neutral; 5: Italy and Germany neutral;
 * 4: England alone, Austria + France, Germany + Turkey, Italy + Russia;
 * 3: England + Germany + Austria, Russia + Italy, France + Turkey;
 * 2: England + France + Russia against Austria + Germany + Turkey, Italy neutral.
 */
export const STANDARD_ASSIGNMENTS: Readonly<Record<number, readonly (readonly PowerId[])[]>> = {
  7: POWERS.map((p) => [p]),
  6: [['AUS'], ['ENG'], ['FRA'], ['GER'], ['RUS'], ['TUR']],
  5: [['AUS'], ['ENG'], ['FRA'], ['RUS'], ['TUR']],
  4: [['ENG'], ['AUS', 'FRA'], ['GER', 'TUR'], ['ITA', 'RUS']],
  3: [['ENG', 'GER', 'AUS'], ['RUS', 'ITA'], ['FRA', 'TUR']],
  2: [['ENG', 'FRA', 'RUS'], ['AUS', 'GER', 'TUR']],
};

export function defaultOptions(seatCount: number): DiplomacyOptions {
  const n = Math.min(7, Math.max(2, seatCount));
  return { variant: DEFAULT_VARIANT, seatPowers: STANDARD_ASSIGNMENTS[n].map((ps) => [...ps]) };
}

/** Checks untrusted options: one list of powers per seat, no power twice, every seat with a power. */
export function parseOptions(raw: unknown, seatCount: number): Result<DiplomacyOptions> {
  const bad = (message: string) => ({ ok: false as const, error: { code: 'bad-options', message } });
  if (raw === undefined || raw === null) return { ok: true, value: defaultOptions(seatCount) };
  if (typeof raw !== 'object') return bad('Options must be an object.');
  const v = (raw as { variant?: unknown }).variant ?? DEFAULT_VARIANT;
  if (typeof v !== 'string' || !variantOf(v)) return bad(`Unknown variant "${String(v)}".`);
  const sp = (raw as { seatPowers?: unknown }).seatPowers;
  const ly = parseLastYear((raw as { lastYear?: unknown }).lastYear);
  if (!ly.ok) return ly;
  const last = ly.value === null ? {} : { lastYear: ly.value };
  if (sp === undefined) return { ok: true, value: { ...defaultOptions(seatCount), variant: v, ...last } };
  const powers = parseSeatPowers(sp, seatCount);
  if (!powers.ok) return powers;
  return { ok: true, value: { variant: v, seatPowers: powers.value, ...last } };
}

/** The last year: a year number (or its text, as the lobby's form sends it), or none ("none", empty, absent). */
function parseLastYear(raw: unknown): Result<number | null> {
  if (raw === undefined || raw === null || raw === '' || raw === 'none' || raw === 0) return { ok: true, value: null };
  const n = typeof raw === 'string' && /^\d{4}$/.test(raw) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1901 || n > 2100) return { ok: false, error: { code: 'bad-options', message: `The last year must be a year from 1901 to 2100, not ${quote(raw)}.` } };
  return { ok: true, value: n };
}

/** Checks untrusted seat → powers lists (classic and 5D Diplomacy): one list per seat, each with a power, no power twice. */
export function parseSeatPowers(sp: unknown, seatCount: number): Result<PowerId[][]> {
  const bad = (message: string) => ({ ok: false as const, error: { code: 'bad-options', message } });
  if (!Array.isArray(sp) || sp.length !== seatCount) return bad(`Give the powers of each of the ${seatCount} seats.`);
  const seen = new Set<string>();
  const out: PowerId[][] = [];
  for (const [i, list] of sp.entries()) {
    if (!Array.isArray(list) || list.length === 0) return bad(`Seat ${i + 1} has no power.`);
    const powers: PowerId[] = [];
    for (const p of list) {
      if (!POWERS.includes(p as PowerId)) return bad(`There is no power ${quote(p)}.`);
      if (seen.has(p as string)) return bad(`${quote(p)} is on two seats.`);
      seen.add(p as string);
      powers.push(p as PowerId);
    }
    out.push(powers);
  }
  return { ok: true, value: out };
}

/** The seat playing a power, or null for a neutral power. */
export function seatOf(options: { readonly seatPowers: readonly (readonly PowerId[])[] }, power: PowerId): Seat | null {
  const i = options.seatPowers.findIndex((ps) => ps.includes(power));
  return i < 0 ? null : i;
}
