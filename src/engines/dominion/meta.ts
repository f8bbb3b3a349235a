import type { GameMeta } from '../core/meta';

export const DOMINION_META = {
  id: 'dominion',
  title: 'Dominion',
  minSeats: 2,
  maxSeats: 6,
  blurb: 'Build a deck, buy Provinces.',
  secret: 'hides cards in hand',
  bots: ['General', 'BMU', 'BasicBM', 'SmithyBM', 'Smithy', 'Witch', 'DoubleWitch', 'Random'],
} as const satisfies GameMeta;
