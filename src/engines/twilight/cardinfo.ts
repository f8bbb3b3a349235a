/**
 * Card lookups: data by number, the Early War deck, whose event a card carries.
 */
import { CARDS } from './data/cards';
import type { CardData, Side, TwilightOptions } from './types';

export const CHINA = 6;
export const UN_INTERVENTION = 32;
export const DEFECTORS = 103;

/**
 * Events that move DEFCON whoever plays them: `down` lowers it by one (Duck and Cover, We Will Bury You,
 * KAL-007), `two` sets it to 2 (Cuban Missile Crisis), `any` lets the event player set any level (How I
 * Learned to Stop Worrying). Read by the warnings (`ui.ts`) and the Standard bot.
 */
export const DEFCON_EVENTS: Readonly<Record<number, 'down' | 'two' | 'any'>> = { 4: 'down', 50: 'down', 89: 'down', 40: 'two', 46: 'any' };

const BY_ID: readonly CardData[] = (() => {
  const out: CardData[] = [];
  for (const c of CARDS) out[c.id] = c;
  return out;
})();

export function card(id: number): CardData {
  return BY_ID[id];
}

export const isCard = (id: unknown): id is number => typeof id === 'number' && Number.isInteger(id) && BY_ID[id] !== undefined;

export const cardName = (id: number): string => BY_ID[id]?.name ?? `card ${id}`;

export const isScoring = (id: number): boolean => BY_ID[id]?.scoring != null;

/** The Early War draw deck (4.1): 1–35 without The China Card, Defectors, and 104–106 with the optional cards. */
export function earlyDeck(options: TwilightOptions): number[] {
  return CARDS.filter((c) => c.period === 'Early' && c.inDeck && (!c.optional || options.optionalCards)).map((c) => c.id);
}

/**
 * The Mid War or Late War cards that join the draw pile at the end of turn 3 / turn 7 (4.4). Only
 * cards whose events are built can be dealt; the rest are listed as missing in the README.
 */
export function laterDeck(options: TwilightOptions, period: 'Mid' | 'Late', built: (id: number) => boolean): number[] {
  return CARDS.filter((c) => c.period === period && c.inDeck && (!c.optional || options.optionalCards) && built(c.id)).map((c) => c.id);
}

/**
 * Every card of the game at `turn` (deck + The China Card, with the Mid War cards from turn 4 and the
 * Late War cards from turn 8 that are `built`): what the card-conservation invariant counts.
 */
export function allCards(options: TwilightOptions, turn = 1, built: (id: number) => boolean = () => false): number[] {
  const later = [...(turn >= 4 ? laterDeck(options, 'Mid', built) : []), ...(turn >= 8 ? laterDeck(options, 'Late', built) : [])];
  return [CHINA, ...earlyDeck(options), ...later].sort((a, b) => a - b);
}

/** The side whose event this is when `player` plays it: neutral events belong to their player (7.1). */
export function eventSide(id: number, player: Side): Side {
  const side = BY_ID[id].side;
  return side === -1 ? player : side;
}

/** Whether the card carries only the opponent's event (5.2). */
export const isOpponents = (id: number, player: Side): boolean => BY_ID[id].side === 1 - player;
