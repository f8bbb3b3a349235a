/**
 * Where each event in effect shows on the board (display only: the engine decides what it does). A
 * marker goes on the country it protects or changes, next to the region label it governs, or on the
 * track it modifies; every effect is also listed in the tray. Effects of cards not mapped here show in
 * the tray only.
 */
import { cardName } from '../../engines/twilight/cardinfo';
import { REGION_NAMES } from '../../engines/twilight/map';
import type { Effect, Region } from '../../engines/twilight/types';
import type { Group } from './layout';

export type TrackId = 'defcon' | 'vp' | 'turn' | 'milops' | 'space' | 'china';

export interface EffectPlace {
  readonly countries?: readonly string[];
  /** Region labels (layout groups) the marker sits beside. */
  readonly labels?: readonly Group[];
  readonly track?: TrackId;
}

const REGION_LABELS: Readonly<Record<Region, readonly Group[]>> = {
  Europe: ['WesternEurope', 'EasternEurope'],
  Asia: ['Asia', 'SoutheastAsia'],
  MiddleEast: ['MiddleEast'],
  CentralAmerica: ['CentralAmerica'],
  SouthAmerica: ['SouthAmerica'],
  Africa: ['Africa'],
};

const PLACES: Readonly<Record<number, EffectPlace>> = {
  9: { labels: ['SoutheastAsia'] }, // Vietnam Revolts: USSR ops in Southeast Asia
  17: { countries: ['france'] }, // De Gaulle Leads France
  21: { labels: ['WesternEurope'] }, // NATO
  27: { countries: ['japan'] }, // US/Japan Mutual Defense Pact
  35: { countries: ['taiwan'] }, // Formosan Resolution
  40: { track: 'defcon' }, // Cuban Missile Crisis
  42: { track: 'turn' }, // Quagmire
  43: { track: 'defcon' }, // SALT Negotiations
  44: { track: 'turn' }, // Bear Trap
  55: { countries: ['west_germany'] }, // Willy Brandt
  59: { track: 'vp' }, // Flower Power
  65: { countries: ['israel'] }, // Camp David Accords
  68: { countries: ['poland'] }, // John Paul II Elected Pope
  69: { labels: ['CentralAmerica', 'SouthAmerica'] }, // Latin American Death Squads
  73: { labels: ['MiddleEast', 'Asia'] }, // Shuttle Diplomacy
  82: { countries: ['iran'] }, // Iranian Hostage Crisis
  83: { countries: ['united_kingdom'] }, // The Iron Lady
  86: { track: 'turn' }, // North Sea Oil (the extra round; the OPEC ban is in the tray)
  87: { labels: ['WesternEurope', 'EasternEurope'] }, // The Reformer: no USSR coups in Europe
  96: { countries: ['east_germany'] }, // Tear Down this Wall
  97: { track: 'vp' }, // An Evil Empire (bars Flower Power)
  106: { countries: ['canada'] }, // NORAD
  109: { track: 'milops' }, // Yuri and Samantha
  110: { countries: ['saudi_arabia'] }, // AWACS Sale to Saudis
};

/** Where the marker of one effect goes (Chernobyl: the region the US named). */
export function effectPlace(e: Effect): EffectPlace {
  if (e.region) return { labels: REGION_LABELS[e.region] };
  return PLACES[e.card] ?? {};
}

const SHORT: Readonly<Record<number, string>> = {
  16: 'Warsaw Pact',
  17: 'De Gaulle',
  27: 'US/Japan Pact',
  35: 'Formosan Res.',
  40: 'Cuban Missile Crisis',
  43: 'SALT',
  55: 'Willy Brandt',
  65: 'Camp David',
  68: 'John Paul II',
  69: 'Death Squads',
  82: 'Hostage Crisis',
  83: 'Iron Lady',
  86: 'North Sea Oil',
  87: 'Reformer',
  96: 'Wall down',
  97: 'Evil Empire',
  106: 'NORAD',
  109: 'Yuri & Samantha',
  110: 'AWACS',
};

/** A short label for a marker. */
export const effectLabel = (id: number): string => SHORT[id] ?? cardName(id);

/** The tray line: name, what it names, and how long it lasts. */
export function effectTitle(e: Effect): string {
  const where = e.region ? `: ${REGION_NAMES[e.region]}` : '';
  return `${cardName(e.card)}${where} (${e.until === 'turn' ? 'this turn' : 'until cancelled'})`;
}

/** The markers on the map: one per country or label, listing the effects there. */
export function mapMarkers(effects: readonly Effect[]): { countries: Map<string, Effect[]>; labels: Map<Group, Effect[]> } {
  const countries = new Map<string, Effect[]>();
  const labels = new Map<Group, Effect[]>();
  const seen = new Set<string>();
  for (const e of effects) {
    const key = `${e.card}:${e.region ?? ''}`;
    if (seen.has(key)) continue; // North Sea Oil is in effect twice (the game ban and this turn's round)
    seen.add(key);
    const p = effectPlace(e);
    for (const c of p.countries ?? []) countries.set(c, [...(countries.get(c) ?? []), e]);
    for (const g of p.labels ?? []) labels.set(g, [...(labels.get(g) ?? []), e]);
  }
  return { countries, labels };
}

/** The effects whose marker sits on a track. */
export const trackEffects = (effects: readonly Effect[], track: TrackId): Effect[] =>
  effects.filter((e, i) => effectPlace(e).track === track && effects.findIndex((x) => x.card === e.card) === i);
