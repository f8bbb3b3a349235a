import type { GameMeta } from '../core/meta';

export const DIPLOMACY5D_META = {
  id: 'diplomacy5d',
  title: '5D Diplomacy',
  minSeats: 2,
  maxSeats: 7,
  blurb: 'Diplomacy with multiversal time travel: move, support and convoy across turns and timelines.',
  secret: 'hides the orders being written',
  bots: ['Strategist', 'Hard', 'Random'],
} as const satisfies GameMeta;
