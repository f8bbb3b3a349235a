/**
 * Index tables derived once from the map: the engine works on territory numbers (positions in
 * TERRITORY_IDS) so that a move costs a few array look-ups, never a search.
 */
import { CARDS, CONTINENTS, TERRITORIES, TERRITORY_IDS, type CardSymbol, type TerritoryId } from './map';

export const TERRITORY_COUNT = TERRITORY_IDS.length;
export const CARD_COUNT = CARDS.length;

const INDEX: Readonly<Record<string, number>> = Object.fromEntries(TERRITORY_IDS.map((id, i) => [id, i]));

/** The number of a territory id, or -1 when it is not a territory (untrusted input). */
export function territoryIndex(id: unknown): number {
  if (typeof id !== 'string' || !Object.prototype.hasOwnProperty.call(INDEX, id)) return -1;
  return INDEX[id];
}

export function territoryId(index: number): TerritoryId {
  return TERRITORY_IDS[index];
}

export function territoryName(index: number): string {
  return TERRITORIES[index].name;
}

/** NEIGHBORS[t]: the territory numbers bordering t. */
export const NEIGHBORS: readonly (readonly number[])[] = TERRITORIES.map((t) => t.neighbors.map((n) => INDEX[n]));

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
  members: c.territories.map((t) => INDEX[t]),
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
export const CARD_TERRITORY: readonly number[] = CARDS.map((c) => (c.territory === null ? -1 : INDEX[c.territory]));

export function cardName(card: number): string {
  const info = CARDS[card];
  if (!info) return 'a hidden card';
  return info.territory === null ? 'a wild card' : `${TERRITORIES[CARD_TERRITORY[card]].name} (${info.symbol})`;
}
