/**
 * The Twilight Struggle board's geometry, generated once by `npx tsx scripts/gen-twilight-layout.ts`
 * (real longitude/latitude through a d3-geo projection, boxes nudged apart): do not edit
 * generated/layout.json by hand. Region colours and short names live here.
 */
import data from './generated/layout.json';
import { COUNTRIES } from '../../engines/twilight/data/countries';
import type { CountryData } from '../../engines/twilight/types';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Link {
  readonly a: string;
  readonly b: string;
  /** A line to a superpower space ('usa' / 'ussr'). */
  readonly superpower?: boolean;
  readonly points: readonly (readonly number[])[];
}

export interface BoardLayout {
  readonly width: number;
  readonly height: number;
  /** Top-left corner and size of every country box, and of 'usa' and 'ussr'. */
  readonly boxes: Readonly<Record<string, Box>>;
  readonly links: readonly Link[];
  readonly regionLabels: readonly { readonly group: string; readonly text: string; readonly x: number; readonly y: number }[];
  /** SVG path data of the land, bent like the boxes. */
  readonly land: string;
}

export const layout: BoardLayout = data as BoardLayout;

/** Region groups as drawn: Europe split West/East, Southeast Asia apart from the rest of Asia. */
export type Group = 'WesternEurope' | 'EasternEurope' | 'MiddleEast' | 'Africa' | 'Asia' | 'SoutheastAsia' | 'CentralAmerica' | 'SouthAmerica';

/** Pale region tints, readable with dark text; the region is also named on the map and in tooltips. */
export const GROUP_COLOR: Readonly<Record<Group, string>> = {
  WesternEurope: '#a9c4ef',
  EasternEurope: '#cdb2ec',
  MiddleEast: '#93d6cf',
  Africa: '#e8dc8c',
  Asia: '#f2bd85',
  SoutheastAsia: '#f6dcaa',
  CentralAmerica: '#b5e09e',
  SouthAmerica: '#86c99a',
};

export const GROUP_NAME: Readonly<Record<Group, string>> = {
  WesternEurope: 'Western Europe',
  EasternEurope: 'Eastern Europe',
  MiddleEast: 'Middle East',
  Africa: 'Africa',
  Asia: 'Asia',
  SoutheastAsia: 'Southeast Asia',
  CentralAmerica: 'Central America',
  SouthAmerica: 'South America',
};

/** The groups of a country (Austria and Finland are in both halves of Europe). */
export function groupsOf(c: CountryData): Group[] {
  if (c.region === 'Europe') return (['WesternEurope', 'EasternEurope'] as const).filter((g) => c.sub.includes(g));
  if (c.region === 'Asia') return [c.sub.includes('SoutheastAsia') ? 'SoutheastAsia' : 'Asia'];
  return [c.region];
}

const SHORT: Readonly<Record<string, string>> = {
  west_african_states: 'W. African States',
  se_african_states: 'SE African States',
  dominican_republic: 'Dominican Rep.',
  united_kingdom: 'United Kingdom',
};

/** The name printed in a box. */
export const boxName = (c: CountryData): string => SHORT[c.id] ?? c.name;

/** Shorter names for a zoomed-out map, where the box is only a few letters wide on screen. */
const ABBREV: Readonly<Record<string, readonly string[]>> = {
  czechoslovakia: ['Czechoslov.', 'Czech.'],
  east_germany: ['E. Germany', 'E. Ger.'],
  west_germany: ['W. Germany', 'W. Ger.'],
  spain_portugal: ['Spain/Port.', 'Spain'],
  united_kingdom: ['UK'],
  yugoslavia: ['Yugoslavia', 'Yugo.'],
  afghanistan: ['Afghan.'],
  laos_cambodia: ['Laos/Camb.', 'Laos'],
  north_korea: ['N. Korea', 'N.Kor.'],
  south_korea: ['S. Korea', 'S.Kor.'],
  philippines: ['Philippines', 'Phil.'],
  indonesia: ['Indonesia', 'Indon.'],
  australia: ['Australia', 'Austral.'],
  gulf_states: ['Gulf States', 'Gulf'],
  saudi_arabia: ['Saudi Arabia', 'Saudi'],
  se_african_states: ['SE Afr. States', 'SE Afr.'],
  saharan_states: ['Saharan St.', 'Sahara'],
  west_african_states: ['W. Afr. States', 'W. Afr.'],
  ivory_coast: ['Ivory Coast', 'Ivory'],
  south_africa: ['S. Africa', 'S.Afr.'],
  dominican_republic: ['Dom. Rep.'],
  el_salvador: ['El Salvador', 'El Salv.'],
  costa_rica: ['Costa Rica', 'C. Rica'],
  guatemala: ['Guatemala', 'Guat.'],
  nicaragua: ['Nicaragua', 'Nicar.'],
  venezuela: ['Venezuela', 'Venez.'],
  argentina: ['Argentina', 'Arg.'],
  colombia: ['Colombia', 'Colomb.'],
  paraguay: ['Paraguay', 'Parag.'],
  honduras: ['Honduras', 'Hond.'],
  cameroon: ['Cameroon', 'Camer.'],
  zimbabwe: ['Zimbabwe', 'Zimb.'],
  botswana: ['Botswana', 'Botsw.'],
  ethiopia: ['Ethiopia', 'Ethiop.'],
  thailand: ['Thailand', 'Thai.'],
  malaysia: ['Malaysia', 'Malay.'],
  pakistan: ['Pakistan', 'Pak.'],
  bulgaria: ['Bulgaria', 'Bulg.'],
  hungary: ['Hungary', 'Hung.'],
  romania: ['Romania', 'Rom.'],
  lebanon: ['Lebanon', 'Leb.'],
  morocco: ['Morocco', 'Mor.'],
  tunisia: ['Tunisia', 'Tun.'],
  somalia: ['Somalia', 'Som.'],
  nigeria: ['Nigeria', 'Nig.'],
  algeria: ['Algeria', 'Alg.'],
  denmark: ['Denmark', 'Den.'],
  finland: ['Finland', 'Fin.'],
  austria: ['Austria', 'Aus.'],
  benelux: ['Benelux', 'Bnlx.'],
  ecuador: ['Ecuador', 'Ecu.'],
  bolivia: ['Bolivia', 'Bol.'],
  uruguay: ['Uruguay', 'Urug.'],
  vietnam: ['Vietnam', 'Viet.'],
  mexico: ['Mex.'],
  panama: ['Pan.'],
  brazil: ['Braz.'],
  israel: ['Isr.'],
  poland: ['Pol.'],
  france: ['Fra.'],
  angola: ['Ang.'],
  canada: ['Can.'],
  norway: ['Nor.'],
  sweden: ['Swe.'],
  greece: ['Gre.'],
  turkey: ['Tur.'],
  jordan: ['Jor.'],
  taiwan: ['Taiw.'],
  sudan: ['Sud.'],
  kenya: ['Ken.'],
  haiti: ['Hai.'],
  libya: ['Lib.'],
  japan: ['Jap.'],
  india: ['Ind.'],
  egypt: ['Egy.'],
  syria: ['Syr.'],
  burma: ['Bur.'],
  zaire: ['Zai.'],
  italy: ['Ita.'],
  chile: ['Chi.'],
};

/**
 * The names a box may print, longest first: the box picks the longest that is still readable at
 * the current zoom. Every country has at least its box name.
 */
export const boxNames = (c: CountryData): readonly string[] => [boxName(c), ...(ABBREV[c.id] ?? [])];

export const COUNTRY_BY_ID: ReadonlyMap<string, CountryData> = new Map(COUNTRIES.map((c) => [c.id, c]));
