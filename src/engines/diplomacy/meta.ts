import type { GameMeta } from '../core/meta';

export const DIPLOMACY_META = {
  id: 'diplomacy',
  title: 'Diplomacy',
  minSeats: 2,
  maxSeats: 7,
  blurb: 'Seven powers, simultaneous orders, no dice.',
  secret: 'hides the orders being written',
  bots: ['Strategist', 'Hard', 'Random'],
} as const satisfies GameMeta;
