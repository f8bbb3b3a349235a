/**
 * Index tables derived once from the map: the engine works on territory numbers (positions in
 * TERRITORY_IDS) so that a move costs a few array look-ups, never a search.
 */
import { CARDS, CONTINENTS, TERRITORIES, TERRITORY_IDS, type CardSymbol, type TerritoryId } from './map';

export const TERRITORY_COUNT = TERRITORY_IDS.length;
export const CARD_COUNT = CARDS.length;

const INDEX: ReadonlyMap<string, number> = new Map(TERRITORY_IDS.map((id, i) => [id, i]));

/** The number of a territory id, or -1 when it is not a territory (untrusted input). One hash look-up. */
export function territoryIndex(id: unknown): number {
  if (typeof id !== 'string') return -1;
  const i = INDEX.get(id);
  return i === undefined ? -1 : i;
}

export function territoryId(index: number): TerritoryId {
  return TERRITORY_IDS[index];
}

export function territoryName(index: number): string {
  return TERRITORIES[index].name;
}

/** NEIGHBORS[t]: the territory numbers bordering t. */
export const NEIGHBORS: readonly (readonly number[])[] = TERRITORIES.map((t) => t.neighbors.map((n) => INDEX.get(n) as number));

/**
 * The same borders as one flat table, for the hot loops (sampling moves): the neighbours of t are
 * NEIGHBOR_LIST[NEIGHBOR_START[t]] to NEIGHBOR_LIST[NEIGHBOR_START[t + 1] - 1], in NEIGHBORS' order.
 */
export const NEIGHBOR_START: Int32Array = (() => {
  const out = new Int32Array(TERRITORY_COUNT + 1);
  for (let t = 0; t < TERRITORY_COUNT; t++) out[t + 1] = out[t] + NEIGHBORS[t].length;
  return out;
})();
export const NEIGHBOR_LIST: Int32Array = Int32Array.from(NEIGHBORS.flat());

/** ADJACENT[a * TERRITORY_COUNT + b] is 1 when a and b share a border. */
export const ADJACENT: Uint8Array = (() => {
  const m = new Uint8Array(TERRITORY_COUNT * TERRITORY_COUNT);
  NEIGHBORS.forEach((ns, a) => ns.forEach((b) => (m[a * TERRITORY_COUNT + b] = 1)));
  return m;
})();

export function adjacent(a: number, b: number): boolean {
  return ADJACENT[a * TERRITORY_COUNT + b] === 1;
}

/** Continents as territory numbers, with their bonus and name. */
export const CONTINENT_TABLE: readonly { readonly name: string; readonly bonus: number; readonly members: readonly number[] }[] = CONTINENTS.map((c) => ({
  name: c.name,
  bonus: c.bonus,
  members: c.territories.map((t) => INDEX.get(t) as number),
}));

/** CONTINENT_OF[t]: the continent number of territory t. */
export const CONTINENT_OF: readonly number[] = (() => {
  const out = new Array<number>(TERRITORY_COUNT).fill(-1);
  CONTINENT_TABLE.forEach((c, ci) => c.members.forEach((t) => (out[t] = ci)));
  return out;
})();

/** Symbol of card c: 0 infantry, 1 cavalry, 2 artillery, 3 wild. */
export const SYMBOL_CODE: Readonly<Record<CardSymbol, number>> = { infantry: 0, cavalry: 1, artillery: 2, wild: 3 };
export const CARD_SYMBOL: readonly number[] = CARDS.map((c) => SYMBOL_CODE[c.symbol]);
/** Territory number of card c, or -1 for a wild. */
export const CARD_TERRITORY: readonly number[] = CARDS.map((c) => (c.territory === null ? -1 : (INDEX.get(c.territory) as number)));

export function cardName(card: number): string {
  const info = CARDS[card];
  if (!info) return 'a hidden card';
  return info.territory === null ? 'a wild card' : `${TERRITORIES[CARD_TERRITORY[card]].name} (${info.symbol})`;
}
