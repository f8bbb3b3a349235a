/**
 * Diplomacy's options, described once (core/options.ts `defineOptions`): the parser, the defaults and
 * the lobby's field. 5D Diplomacy builds its own on the same parts (the seat powers, the last year).
 *
 *   lastYear     the lobby's field: the game ends after the last turn of that year (its Winter
 *                adjustments, when there are any); the player owning the most supply centres then wins,
 *                players tied on the most share a draw (ending.ts). None (0, "none", empty, absent): no
 *                limit. Kept absent from the parsed options when there is none (the saved shape).
 *   fog          the lobby's field (a checkbox): fog of war (fog.ts). Kept absent from the parsed options when
 *                off, so records written before it parse to themselves and replay to the same states.
 *   variant, seatPowers
 *                `extra` (the board's DiplomacyOptions.tsx edits the powers): the variant's id, and seat →
 *                the powers it plays (the rulebook's assignments by default; powers on no seat are neutral).
 *
 * This file imports only zod, core and the game's types, so the lobby reads it without the map.
 */
import { z } from 'zod';
import { defineOptions, type ChoiceField, type OptionsKit } from '../core/options';
import { err, type Result } from '../core/types';
import { quote } from '../core/zodText';
import { DIPLOMACY_META } from './meta';
import { POWERS, type PowerId } from './types';

export interface DiplomacyOptions {
  /** The variant played (an id of map/variant.ts `VARIANTS`): map, starting position, victory rule. */
  readonly variant: string;
  /** Seat → the powers it plays. Powers on no seat are neutral (civil disorder: they hold, then disband). */
  readonly seatPowers: readonly (readonly PowerId[])[];
  /** The game ends after the last turn of this year (most centres wins; see ending.ts); absent: no limit. */
  readonly lastYear?: number;
  /**
   * Fog of war (fog.ts): each power sees its own units and the units in and next to the provinces it
   * occupies or whose centre it owns; every centre's owner stays public. Absent (older records): off.
   */
  readonly fog?: boolean;
}

/** The ids of map/variant.ts `VARIANTS` (a test keeps the two in step; the map stays out of the lobby). */
export const VARIANT_IDS = ['standard'] as const;

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
  3: [
    ['ENG', 'GER', 'AUS'],
    ['RUS', 'ITA'],
    ['FRA', 'TUR'],
  ],
  2: [
    ['ENG', 'FRA', 'RUS'],
    ['AUS', 'GER', 'TUR'],
  ],
};

/** The rulebook's seat powers for this many seats (2 to 7). */
export const standardSeatPowers = (seatCount: number): PowerId[][] => STANDARD_ASSIGNMENTS[Math.min(7, Math.max(2, seatCount))].map((ps) => [...ps]);

/** The options both Diplomacies keep in `extra`: the variant and the seat powers (their own form). */
export const SEAT_EXTRA = {
  shape: {
    variant: z.enum(VARIANT_IDS),
    seatPowers: z.array(z.array(z.enum(POWERS as readonly PowerId[] as [PowerId, ...PowerId[]]))),
  },
  defaults: (seatCount: number) => ({ variant: VARIANT_IDS[0], seatPowers: standardSeatPowers(seatCount) }),
};

/** Checks parsed seat → powers lists (classic and 5D): one list per seat, each with a power, no power twice. */
export function checkSeatPowers(sp: readonly (readonly string[])[], seatCount: number): Result<PowerId[][]> {
  // (A seat count outside 2–7 is refused before, by `parse`; `defaults` of one takes the nearest table.)
  if (sp.length !== seatCount && seatCount >= 2 && seatCount <= 7) return err('bad-options', `Give the powers of each of the ${seatCount} seats.`);
  const seen = new Set<string>();
  for (const [i, list] of sp.entries()) {
    if (list.length === 0) return err('bad-options', `Seat ${i + 1} has no power.`);
    for (const p of list) {
      if (!POWERS.includes(p as PowerId)) return err('bad-options', `There is no power ${quote(p)}.`);
      if (seen.has(p)) return err('bad-options', `${quote(p)} is on two seats.`);
      seen.add(p);
    }
  }
  return { ok: true, value: sp.map((l) => [...l] as PowerId[]) };
}

/**
 * The last year, as the lobby's form and older saves give it: a year number (or its four digits as
 * text), or none (0, "none", empty, null). Years are checked in `finish` (1901 to 2100).
 */
const lastYearSchema = z
  .union([z.number().int(), z.literal(''), z.literal('none'), z.null(), z.string().regex(/^\d{4}$/)])
  .transform((v) => (v === '' || v === 'none' || v === null ? 0 : Number(v))) as unknown as z.ZodType<number>;

/** The lobby's last-year field of either Diplomacy (the years offered differ; 0: no limit). */
export function lastYearField(noLimit: string, years: readonly number[], yearLabel: (y: number) => string, help: string): ChoiceField<number> {
  return {
    label: 'Last year',
    help,
    choices: [{ value: 0, label: noLimit }, ...years.map((y) => ({ value: y, label: yearLabel(y) }))],
    initial: 0,
    schema: lastYearSchema,
  };
}

/** A last year outside 1901–2100 (0 is none). */
export const lastYearRefused = (y: number) =>
  y !== 0 && (y < 1901 || y > 2100) ? err('bad-options', `The last year must be a year from 1901 to 2100, not ${quote(y)}.`) : null;

export const LAST_YEAR_HELP =
  'The game ends after the last turn of that year (its Winter adjustments, when there are any): the player owning the most supply centres wins; players tied on the most share a draw.';

/** The lobby's fog-of-war checkbox (off by default). */
export const FOG_FIELD: ChoiceField<boolean> = {
  label: 'Fog of war',
  help: 'Each power sees only its own units and the units in and next to the provinces it occupies or whose supply centre it owns; who owns each centre stays public.',
  choices: [
    { value: false, label: 'Off: the whole map is visible' },
    { value: true, label: 'On' },
  ],
  initial: false,
  check: true,
};

export const OPTIONS: OptionsKit<DiplomacyOptions> = defineOptions({
  game: DIPLOMACY_META.title,
  minSeats: DIPLOMACY_META.minSeats,
  maxSeats: DIPLOMACY_META.maxSeats,
  fields: {
    lastYear: lastYearField('None: play to 18 centres or a draw', [1905, 1907, 1910, 1912, 1915, 1920], (y) => `After ${y}`, LAST_YEAR_HELP),
    fog: FOG_FIELD,
  },
  extra: SEAT_EXTRA,
  finish(o, seatCount): Result<DiplomacyOptions> {
    const powers = checkSeatPowers(o.seatPowers, seatCount);
    if (!powers.ok) return powers;
    const refused = lastYearRefused(o.lastYear);
    if (refused) return refused;
    return {
      ok: true,
      value: { variant: o.variant, seatPowers: powers.value, ...(o.lastYear ? { lastYear: o.lastYear } : {}), ...(o.fog ? { fog: true } : {}) },
    };
  },
});
