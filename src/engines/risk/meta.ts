import type { GameMeta } from '../core/meta';

export const RISK_META = {
  id: 'risk',
  title: 'World Conquest',
  minSeats: 2,
  maxSeats: 6,
  blurb: 'Conquer the classic 42-territory world map.',
  secret: 'hides cards in hand',
  bots: ['Normal', 'Easy', 'Hard', 'Random'],
} as const satisfies GameMeta;
