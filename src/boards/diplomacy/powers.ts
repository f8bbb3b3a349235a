import type { PowerId } from '../../engines/diplomacy/types';
import { colorById, type SeatColor } from '../common/palette';

/**
 * Each power's colour and shape on the map: the seat palette's (Okabe–Ito, with a shape as the
 * second cue), so a seat playing a power wears the same colour in the header as on the map.
 */
export const POWER_COLOR_ID: Record<PowerId, string> = {
  AUS: 'vermillion',
  ENG: 'blue',
  FRA: 'sky',
  GER: 'orange',
  ITA: 'green',
  RUS: 'purple',
  TUR: 'yellow',
};

const NAMES: Record<PowerId, string> = { AUS: 'Austria', ENG: 'England', FRA: 'France', GER: 'Germany', ITA: 'Italy', RUS: 'Russia', TUR: 'Turkey' };

export const POWER_COLORS: Record<PowerId, SeatColor> = Object.fromEntries(
  (Object.keys(POWER_COLOR_ID) as PowerId[]).map((p) => [p, { ...colorById(POWER_COLOR_ID[p]), id: p, name: NAMES[p] }]),
) as Record<PowerId, SeatColor>;
