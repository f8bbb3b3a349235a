import type { GameMeta } from '../core/meta';

export const TWILIGHT_META = {
  id: 'twilight',
  title: 'Twilight Struggle',
  minSeats: 2,
  maxSeats: 2,
  blurb: 'The Cold War, 1945–1989: the whole war in ten turns.',
  secret: 'hides cards in hand',
  bots: ['Standard', 'Strong', 'Random'],
} as const satisfies GameMeta;
