/**
 * The map as fast lookups: country indexes, regions, control (2.1.7), placement access (6.1.1).
 */
import { COUNTRIES, COUNTRY_IDS } from './data/countries';
import type { Region, Side, TwilightState } from './types';

export type CountryId = (typeof COUNTRY_IDS)[number];
export { COUNTRIES, COUNTRY_IDS };
export const COUNTRY_COUNT = COUNTRIES.length;

const INDEX = new Map<string, number>(COUNTRY_IDS.map((id, i) => [id, i]));

/** The index of a country id, or -1. */
export function countryIndex(id: unknown): number {
  return typeof id === 'string' ? (INDEX.get(id) ?? -1) : -1;
}

export function idx(id: CountryId): number {
  return INDEX.get(id) as number;
}

export const countryName = (c: number): string => COUNTRIES[c]?.name ?? '?';

const flags = (test: (c: (typeof COUNTRIES)[number]) => boolean): readonly boolean[] => COUNTRIES.map(test);
export const IS_WEST = flags((c) => c.sub.includes('WesternEurope'));
export const IS_EAST = flags((c) => c.sub.includes('EasternEurope'));
export const IS_SE_ASIA = flags((c) => c.sub.includes('SoutheastAsia'));
export const IS_EUROPE = flags((c) => c.region === 'Europe');
export const IS_ASIA = flags((c) => c.region === 'Asia');
export const IS_AFRICA = flags((c) => c.region === 'Africa');

export const REGIONS: readonly Region[] = ['Europe', 'Asia', 'MiddleEast', 'CentralAmerica', 'SouthAmerica', 'Africa'];
export const REGION_NAMES: Readonly<Record<Region, string>> = {
  Europe: 'Europe',
  Asia: 'Asia',
  MiddleEast: 'the Middle East',
  CentralAmerica: 'Central America',
  SouthAmerica: 'South America',
  Africa: 'Africa',
};
export const REGION_MEMBERS: Readonly<Record<Region, readonly number[]>> = Object.fromEntries(
  REGIONS.map((r) => [r, COUNTRIES.map((c, i) => (c.region === r ? i : -1)).filter((i) => i >= 0)]),
) as Record<Region, number[]>;

export const members = (test: readonly boolean[]): number[] => test.map((t, i) => (t ? i : -1)).filter((i) => i >= 0);

/** 2.1.7: influence ≥ stability and ahead of the opponent by at least the stability. */
export function controls(s: Pick<TwilightState, 'inf'>, side: Side, c: number): boolean {
  const own = s.inf[side][c];
  const stab = COUNTRIES[c].stability;
  return own >= stab && own - s.inf[1 - side][c] >= stab;
}

/** Who controls a country: 0, 1, or -1 for nobody. */
export function controller(s: Pick<TwilightState, 'inf'>, c: number): Side | -1 {
  return controls(s, 0, c) ? 0 : controls(s, 1, c) ? 1 : -1;
}

/**
 * Access as bit masks (3 words of 32 bits cover the 84 countries): each country's own bit and its
 * neighbours', and each superpower's adjacent countries. `accessFor` ORs them: it runs for both sides
 * at every action round.
 */
const REACH = new Int32Array(COUNTRY_COUNT * 3);
const HOME = [new Int32Array(3), new Int32Array(3)];
COUNTRIES.forEach((data, c) => {
  for (const n of [c, ...data.adj]) REACH[c * 3 + (n >> 5)] |= 1 << (n & 31);
  if (data.superpower === 0 || data.superpower === 1) HOME[data.superpower][c >> 5] |= 1 << (c & 31);
});
if (COUNTRY_COUNT > 96) throw new Error('accessFor: more countries than its 3 words hold');

/**
 * 6.1.1, 6.1.4: countries where `side` may place influence by operations: those holding its influence,
 * their neighbours, and the neighbours of its own superpower space. In country order.
 *
 * The list is shared, never written in place (states replace `access` whole). Consecutive action
 * rounds mostly find the same reach, so the last list of each side is kept and handed out again.
 */
export function accessFor(s: Pick<TwilightState, 'inf'>, side: Side): number[] {
  const home = HOME[side];
  let m0 = home[0];
  let m1 = home[1];
  let m2 = home[2];
  const own = s.inf[side];
  for (let c = 0; c < COUNTRY_COUNT; c++) {
    if (own[c] > 0) {
      m0 |= REACH[3 * c];
      m1 |= REACH[3 * c + 1];
      m2 |= REACH[3 * c + 2];
    }
  }
  const last = LAST[side];
  if (last.mask[0] === m0 && last.mask[1] === m1 && last.mask[2] === m2) return last.list;
  const mask = [m0, m1, m2];
  const out: number[] = [];
  for (let c = 0; c < COUNTRY_COUNT; c++) if (mask[c >> 5] & (1 << (c & 31))) out.push(c);
  last.mask = mask;
  last.list = out;
  return out;
}

/** The last access list of each side and the reach it came from (an empty reach has an empty list). */
const LAST = [0, 1].map(() => ({ mask: [0, 0, 0], list: [] as number[] }));
