// The classic world map and deck of the world-conquest game, transcribed once from the project's
// shared reference data (classic_map.json, cards.json): 42 territories, 6 continents, 83 borders
// (East Africa–Middle East and New Guinea–Western Australia included), 42 territory cards + 2 wilds.
// Territory order is the index used by every per-territory array of the game state.

export const TERRITORY_IDS = [
  'alaska', 'northwest_territory', 'alberta', 'western_united_states', 'central_america', 'greenland',
  'ontario', 'quebec', 'eastern_united_states', 'venezuela', 'peru', 'brazil',
  'argentina', 'iceland', 'scandinavia', 'ukraine', 'great_britain', 'northern_europe',
  'western_europe', 'southern_europe', 'north_africa', 'egypt', 'congo', 'east_africa',
  'south_africa', 'madagascar', 'siberia', 'ural', 'china', 'afghanistan',
  'middle_east', 'india', 'siam', 'yakutsk', 'irkutsk', 'mongolia',
  'japan', 'kamchatka', 'indonesia', 'new_guinea', 'western_australia', 'eastern_australia',
] as const;

export type TerritoryId = (typeof TERRITORY_IDS)[number];

export const CONTINENT_IDS = ['north_america', 'south_america', 'europe', 'africa', 'asia', 'australia'] as const;
export type ContinentId = (typeof CONTINENT_IDS)[number];

export type CardSymbol = 'infantry' | 'cavalry' | 'artillery' | 'wild';

export interface TerritoryInfo {
  readonly id: TerritoryId;
  readonly name: string;
  readonly continent: ContinentId;
  readonly neighbors: readonly TerritoryId[];
}

export interface ContinentInfo {
  readonly id: ContinentId;
  readonly name: string;
  /** Armies a player receives each turn for holding the whole continent. */
  readonly bonus: number;
  readonly territories: readonly TerritoryId[];
}

export interface CardInfo {
  /** Card number, 0–43; 42 and 43 are the wild cards. */
  readonly index: number;
  readonly territory: TerritoryId | null;
  readonly symbol: CardSymbol;
}

export const CONTINENTS: readonly ContinentInfo[] = [
  {
    id: 'north_america',
    name: 'North America',
    bonus: 5,
    territories: ['alaska', 'northwest_territory', 'alberta', 'western_united_states', 'central_america', 'greenland', 'ontario', 'quebec', 'eastern_united_states'],
  },
  {
    id: 'south_america',
    name: 'South America',
    bonus: 2,
    territories: ['venezuela', 'peru', 'brazil', 'argentina'],
  },
  {
    id: 'europe',
    name: 'Europe',
    bonus: 5,
    territories: ['iceland', 'scandinavia', 'ukraine', 'great_britain', 'northern_europe', 'western_europe', 'southern_europe'],
  },
  {
    id: 'africa',
    name: 'Africa',
    bonus: 3,
    territories: ['north_africa', 'egypt', 'congo', 'east_africa', 'south_africa', 'madagascar'],
  },
  {
    id: 'asia',
    name: 'Asia',
    bonus: 7,
    territories: ['siberia', 'ural', 'china', 'afghanistan', 'middle_east', 'india', 'siam', 'yakutsk', 'irkutsk', 'mongolia', 'japan', 'kamchatka'],
  },
  {
    id: 'australia',
    name: 'Australia',
    bonus: 2,
    territories: ['indonesia', 'new_guinea', 'western_australia', 'eastern_australia'],
  },
];

export const TERRITORIES: readonly TerritoryInfo[] = [
  { id: 'alaska', name: 'Alaska', continent: 'north_america', neighbors: ['northwest_territory', 'alberta', 'kamchatka'] },
  { id: 'northwest_territory', name: 'Northwest Territory', continent: 'north_america', neighbors: ['alaska', 'alberta', 'greenland', 'ontario'] },
  { id: 'alberta', name: 'Alberta', continent: 'north_america', neighbors: ['alaska', 'northwest_territory', 'western_united_states', 'ontario'] },
  { id: 'western_united_states', name: 'Western United States', continent: 'north_america', neighbors: ['alberta', 'central_america', 'ontario', 'eastern_united_states'] },
  { id: 'central_america', name: 'Central America', continent: 'north_america', neighbors: ['western_united_states', 'eastern_united_states', 'venezuela'] },
  { id: 'greenland', name: 'Greenland', continent: 'north_america', neighbors: ['northwest_territory', 'ontario', 'quebec', 'iceland'] },
  { id: 'ontario', name: 'Ontario', continent: 'north_america', neighbors: ['northwest_territory', 'alberta', 'western_united_states', 'greenland', 'quebec', 'eastern_united_states'] },
  { id: 'quebec', name: 'Quebec', continent: 'north_america', neighbors: ['greenland', 'ontario', 'eastern_united_states'] },
  { id: 'eastern_united_states', name: 'Eastern United States', continent: 'north_america', neighbors: ['western_united_states', 'central_america', 'ontario', 'quebec'] },
  { id: 'venezuela', name: 'Venezuela', continent: 'south_america', neighbors: ['central_america', 'peru', 'brazil'] },
  { id: 'peru', name: 'Peru', continent: 'south_america', neighbors: ['venezuela', 'brazil', 'argentina'] },
  { id: 'brazil', name: 'Brazil', continent: 'south_america', neighbors: ['venezuela', 'peru', 'argentina', 'north_africa'] },
  { id: 'argentina', name: 'Argentina', continent: 'south_america', neighbors: ['peru', 'brazil'] },
  { id: 'iceland', name: 'Iceland', continent: 'europe', neighbors: ['greenland', 'scandinavia', 'great_britain'] },
  { id: 'scandinavia', name: 'Scandinavia', continent: 'europe', neighbors: ['iceland', 'ukraine', 'great_britain', 'northern_europe'] },
  { id: 'ukraine', name: 'Ukraine', continent: 'europe', neighbors: ['scandinavia', 'northern_europe', 'southern_europe', 'ural', 'afghanistan', 'middle_east'] },
  { id: 'great_britain', name: 'Great Britain', continent: 'europe', neighbors: ['iceland', 'scandinavia', 'northern_europe', 'western_europe'] },
  { id: 'northern_europe', name: 'Northern Europe', continent: 'europe', neighbors: ['scandinavia', 'ukraine', 'great_britain', 'western_europe', 'southern_europe'] },
  { id: 'western_europe', name: 'Western Europe', continent: 'europe', neighbors: ['great_britain', 'northern_europe', 'southern_europe', 'north_africa'] },
  { id: 'southern_europe', name: 'Southern Europe', continent: 'europe', neighbors: ['ukraine', 'northern_europe', 'western_europe', 'north_africa', 'egypt', 'middle_east'] },
  { id: 'north_africa', name: 'North Africa', continent: 'africa', neighbors: ['brazil', 'western_europe', 'southern_europe', 'egypt', 'congo', 'east_africa'] },
  { id: 'egypt', name: 'Egypt', continent: 'africa', neighbors: ['southern_europe', 'north_africa', 'east_africa', 'middle_east'] },
  { id: 'congo', name: 'Congo', continent: 'africa', neighbors: ['north_africa', 'east_africa', 'south_africa'] },
  { id: 'east_africa', name: 'East Africa', continent: 'africa', neighbors: ['north_africa', 'egypt', 'congo', 'south_africa', 'madagascar', 'middle_east'] },
  { id: 'south_africa', name: 'South Africa', continent: 'africa', neighbors: ['congo', 'east_africa', 'madagascar'] },
  { id: 'madagascar', name: 'Madagascar', continent: 'africa', neighbors: ['east_africa', 'south_africa'] },
  { id: 'siberia', name: 'Siberia', continent: 'asia', neighbors: ['ural', 'china', 'yakutsk', 'irkutsk', 'mongolia'] },
  { id: 'ural', name: 'Ural', continent: 'asia', neighbors: ['ukraine', 'siberia', 'china', 'afghanistan'] },
  { id: 'china', name: 'China', continent: 'asia', neighbors: ['siberia', 'ural', 'afghanistan', 'india', 'siam', 'mongolia'] },
  { id: 'afghanistan', name: 'Afghanistan', continent: 'asia', neighbors: ['ukraine', 'ural', 'china', 'middle_east', 'india'] },
  { id: 'middle_east', name: 'Middle East', continent: 'asia', neighbors: ['ukraine', 'southern_europe', 'egypt', 'east_africa', 'afghanistan', 'india'] },
  { id: 'india', name: 'India', continent: 'asia', neighbors: ['china', 'afghanistan', 'middle_east', 'siam'] },
  { id: 'siam', name: 'Siam', continent: 'asia', neighbors: ['china', 'india', 'indonesia'] },
  { id: 'yakutsk', name: 'Yakutsk', continent: 'asia', neighbors: ['siberia', 'irkutsk', 'kamchatka'] },
  { id: 'irkutsk', name: 'Irkutsk', continent: 'asia', neighbors: ['siberia', 'yakutsk', 'mongolia', 'kamchatka'] },
  { id: 'mongolia', name: 'Mongolia', continent: 'asia', neighbors: ['siberia', 'china', 'irkutsk', 'japan', 'kamchatka'] },
  { id: 'japan', name: 'Japan', continent: 'asia', neighbors: ['mongolia', 'kamchatka'] },
  { id: 'kamchatka', name: 'Kamchatka', continent: 'asia', neighbors: ['alaska', 'yakutsk', 'irkutsk', 'mongolia', 'japan'] },
  { id: 'indonesia', name: 'Indonesia', continent: 'australia', neighbors: ['siam', 'new_guinea', 'western_australia'] },
  { id: 'new_guinea', name: 'New Guinea', continent: 'australia', neighbors: ['indonesia', 'western_australia', 'eastern_australia'] },
  { id: 'western_australia', name: 'Western Australia', continent: 'australia', neighbors: ['indonesia', 'new_guinea', 'eastern_australia'] },
  { id: 'eastern_australia', name: 'Eastern Australia', continent: 'australia', neighbors: ['new_guinea', 'western_australia'] },
];

/** The deck: one card per territory (same order as TERRITORY_IDS), then two wilds. */
export const CARDS: readonly CardInfo[] = [
  { index: 0, territory: 'alaska', symbol: 'infantry' },
  { index: 1, territory: 'northwest_territory', symbol: 'artillery' },
  { index: 2, territory: 'alberta', symbol: 'infantry' },
  { index: 3, territory: 'western_united_states', symbol: 'infantry' },
  { index: 4, territory: 'central_america', symbol: 'cavalry' },
  { index: 5, territory: 'greenland', symbol: 'cavalry' },
  { index: 6, territory: 'ontario', symbol: 'cavalry' },
  { index: 7, territory: 'quebec', symbol: 'artillery' },
  { index: 8, territory: 'eastern_united_states', symbol: 'artillery' },
  { index: 9, territory: 'venezuela', symbol: 'artillery' },
  { index: 10, territory: 'peru', symbol: 'cavalry' },
  { index: 11, territory: 'brazil', symbol: 'artillery' },
  { index: 12, territory: 'argentina', symbol: 'infantry' },
  { index: 13, territory: 'iceland', symbol: 'infantry' },
  { index: 14, territory: 'scandinavia', symbol: 'artillery' },
  { index: 15, territory: 'ukraine', symbol: 'artillery' },
  { index: 16, territory: 'great_britain', symbol: 'cavalry' },
  { index: 17, territory: 'northern_europe', symbol: 'cavalry' },
  { index: 18, territory: 'western_europe', symbol: 'infantry' },
  { index: 19, territory: 'southern_europe', symbol: 'cavalry' },
  { index: 20, territory: 'north_africa', symbol: 'infantry' },
  { index: 21, territory: 'egypt', symbol: 'infantry' },
  { index: 22, territory: 'congo', symbol: 'cavalry' },
  { index: 23, territory: 'east_africa', symbol: 'artillery' },
  { index: 24, territory: 'south_africa', symbol: 'artillery' },
  { index: 25, territory: 'madagascar', symbol: 'infantry' },
  { index: 26, territory: 'siberia', symbol: 'artillery' },
  { index: 27, territory: 'ural', symbol: 'cavalry' },
  { index: 28, territory: 'china', symbol: 'cavalry' },
  { index: 29, territory: 'afghanistan', symbol: 'infantry' },
  { index: 30, territory: 'middle_east', symbol: 'artillery' },
  { index: 31, territory: 'india', symbol: 'infantry' },
  { index: 32, territory: 'siam', symbol: 'artillery' },
  { index: 33, territory: 'yakutsk', symbol: 'cavalry' },
  { index: 34, territory: 'irkutsk', symbol: 'infantry' },
  { index: 35, territory: 'mongolia', symbol: 'artillery' },
  { index: 36, territory: 'japan', symbol: 'infantry' },
  { index: 37, territory: 'kamchatka', symbol: 'cavalry' },
  { index: 38, territory: 'indonesia', symbol: 'cavalry' },
  { index: 39, territory: 'new_guinea', symbol: 'cavalry' },
  { index: 40, territory: 'western_australia', symbol: 'artillery' },
  { index: 41, territory: 'eastern_australia', symbol: 'infantry' },
  { index: 42, territory: null, symbol: 'wild' },
  { index: 43, territory: null, symbol: 'wild' },
];

/** Armies each player starts with, by number of players (with 2 players the neutral army gets as many). */
export const STARTING_ARMIES: Readonly<Record<number, number>> = { 2: 40, 3: 35, 4: 30, 5: 25, 6: 20 };

/** Number of borders (undirected) on the map. */
export const BORDER_COUNT = 83;
