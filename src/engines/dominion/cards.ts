/**
 * Card lookups by id, as flat arrays (the fast path reads these, never the objects).
 */
import { CARD_FACTS } from './cards/data';
import { CARD_TEXT } from './cards/texts';
import type { CardFacts, CardType, Edition } from './types';

export const CARDS: readonly CardFacts[] = CARD_FACTS;
export const CARD_COUNT = CARDS.length;
/** A hole left in a play area by a card that left play (see Player.play). */
export const GONE = -1;

const BY_NAME = new Map(CARDS.map((c) => [c.name.toLowerCase(), c.id]));

/** The id of a card by name (any case), or -1. */
export function cardId(name: string): number {
  return BY_NAME.get(name.toLowerCase()) ?? -1;
}

/** The id of a card that must exist (module constants, tests). */
export function id(name: string): number {
  const i = cardId(name);
  if (i < 0) throw new Error(`No card named ${name}.`);
  return i;
}

export const NAME: readonly string[] = CARDS.map((c) => c.name);
const has = (t: CardType): readonly boolean[] => CARDS.map((c) => c.types.includes(t));
export const IS_ACTION = has('Action');
export const IS_TREASURE = has('Treasure');
export const IS_VICTORY = has('Victory');
export const IS_CURSE = has('Curse');
export const IS_ATTACK = has('Attack');
export const IS_REACTION = has('Reaction');
export const IS_DURATION = has('Duration');
export const BASE_COINS: readonly number[] = CARDS.map((c) => c.coins ?? 0);
export const BASE_VP: readonly number[] = CARDS.map((c) => c.vp ?? 0);

export function isType(card: number, t: CardType): boolean {
  return CARDS[card]?.types.includes(t) ?? false;
}

export const COPPER = id('Copper');
export const SILVER = id('Silver');
export const GOLD = id('Gold');
export const ESTATE = id('Estate');
export const DUCHY = id('Duchy');
export const PROVINCE = id('Province');
export const CURSE = id('Curse');
export const PLATINUM = id('Platinum');
export const COLONY = id('Colony');
export const POTION = id('Potion');

/** Hinterlands: cards that react when discarded other than in Clean-up (Tunnel, Weaver, Trail), or when trashed (Nomads, Trail). */
const flagged = (...ns: string[]): readonly boolean[] => CARDS.map((c) => ns.includes(c.name));
export const REACTS_TO_DISCARD = flagged('Tunnel', 'Weaver', 'Trail');
export const REACTS_TO_TRASH = flagged('Nomads', 'Trail');

/** "Copper, Copper and Estate". */
export function names(cards: readonly number[]): string {
  const n = cards.map((c) => NAME[c] ?? 'a card');
  if (n.length <= 1) return n.join('');
  return `${n.slice(0, -1).join(', ')} and ${n[n.length - 1]}`;
}

/** "a card" / "3 cards". */
export function cardCount(n: number): string {
  return n === 1 ? '1 card' : `${n} cards`;
}

/** A card's text (our words) in the wording of the game's edition (options.edition). */
export function cardText(card: number, edition: Edition): string {
  const c = CARDS[card];
  if (!c) return '';
  return (edition === '1E' ? CARD_TEXT[c.name]?.firstEdition : undefined) ?? c.text;
}

/**
 * Sorts card ids in place, ascending (insertion sort: the piles sorted on the hot path are short, and
 * `Array.prototype.sort` with a comparator costs more to set up than sorting ten numbers).
 */
export function sortIds<T extends number[]>(a: T): T {
  const n = a.length;
  if (n > 48) return a.sort((x, y) => x - y);
  for (let i = 1; i < n; i++) {
    const x = a[i];
    let j = i - 1;
    while (j >= 0 && a[j] > x) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = x;
  }
  return a;
}
