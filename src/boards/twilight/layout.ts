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

export const COUNTRY_BY_ID: ReadonlyMap<string, CountryData> = new Map(COUNTRIES.map((c) => [c.id, c]));
