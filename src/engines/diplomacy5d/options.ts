/**
 * 5D Diplomacy's options, described once (core/options.ts `defineOptions`), on classic Diplomacy's
 * parts (../diplomacy/options.ts: the seat powers, the last year):
 *
 *   rules        the lobby's field: 'B' (default): 5dplomacy's fork rule and branch-tree adjacency;
 *                'A-loose' / 'A-strict': Oliveriver's (README, Rules and choices).
 *   lastYear     the lobby's field, meaning what it means in classic Diplomacy: the game ends after the
 *                last turn of that year (its Winter) on every timeline, i.e. once every head board is in
 *                a later year; the power with the most distinct supply centres over the head boards then
 *                wins, a tie at the top is a draw. 0: no limit.
 *   fog          the lobby's field (a checkbox, classic Diplomacy's): fog of war (fog.ts). Kept absent when off,
 *                so records written before it parse to themselves and replay to the same states.
 *   variant, seatPowers
 *                `extra`, as in classic Diplomacy.
 */
import { defineOptions, type OptionsKit } from '../core/options';
import type { Result } from '../core/types';
import { FOG_FIELD, SEAT_EXTRA, checkSeatPowers, lastYearField, lastYearRefused } from '../diplomacy/options';
import { DIPLOMACY5D_META } from './meta';
import type { PowerId } from './types';

export interface D5Options {
  readonly variant: string;
  readonly seatPowers: readonly (readonly PowerId[])[];
  /** 'B' (default): 5dplomacy's fork rule and branch-tree adjacency; 'A-loose' / 'A-strict': Oliveriver's. */
  readonly rules: 'B' | 'A-loose' | 'A-strict';
  /** The game ends after the last turn (the Winter) of this year on every timeline (0: no limit). */
  readonly lastYear: number;
  /**
   * Fog of war (fog.ts, README "Fog of war"): on each board a power sees its own units and the units in and
   * next to the provinces it holds there and on the boards next to it; every centre's owner stays public.
   * Absent (older records): off.
   */
  readonly fog?: boolean;
}

export const OPTIONS: OptionsKit<D5Options> = defineOptions({
  game: DIPLOMACY5D_META.title,
  minSeats: DIPLOMACY5D_META.minSeats,
  maxSeats: DIPLOMACY5D_META.maxSeats,
  fields: {
    rules: {
      label: 'Rule set',
      help: 'B follows the 5dplomacy design: a changed past board starts a new timeline, and timelines are neighbours along the branch tree. A is the variant author’s game: a past board forks only into a position none of its branches has yet (an identical branch is reused), and timelines are neighbours by row; strict reaches the same province only, loose its neighbours too.',
      choices: [
        { value: 'B', label: 'B — 5dplomacy (default)' },
        { value: 'A-loose', label: 'A — author’s rules, loose' },
        { value: 'A-strict', label: 'A — author’s rules, strict' },
      ],
      initial: 'B',
    },
    lastYear: lastYearField(
      'No limit',
      [1904, 1906, 1908, 1910],
      String,
      'The game ends after the last turn (the Winter) of that year on every timeline: the power with the most distinct supply centres over the head boards wins; a tie at the top is a draw.',
    ),
    fog: {
      ...FOG_FIELD,
      help: 'On each board a power sees only its own units and the units in and next to the provinces it occupies or whose supply centre it owns, there and on the boards its units could move to or from; who owns each centre stays public on every board.',
    },
  },
  extra: SEAT_EXTRA,
  finish(o, seatCount): Result<D5Options> {
    const powers = checkSeatPowers(o.seatPowers, seatCount);
    if (!powers.ok) return powers;
    const refused = lastYearRefused(o.lastYear);
    if (refused) return refused;
    return {
      ok: true,
      value: { variant: o.variant, seatPowers: powers.value, rules: o.rules, lastYear: o.lastYear, ...(o.fog ? { fog: true } : {}) },
    };
  },
});
