import type { PowerId } from '../../engines/diplomacy/types';
import type { SeatColor } from '../../app/colors';

/** Each power's colour on the map (Okabe–Ito based) and its shape, the second cue on tokens. */
export const POWER_COLORS: Record<PowerId, SeatColor> = {
  AUS: { id: 'AUS', name: 'Austria', hex: '#D55E00', ink: '#ffffff', shape: 'circle' },
  ENG: { id: 'ENG', name: 'England', hex: '#0072B2', ink: '#ffffff', shape: 'square' },
  FRA: { id: 'FRA', name: 'France', hex: '#56B4E9', ink: '#10202c', shape: 'diamond' },
  GER: { id: 'GER', name: 'Germany', hex: '#5a5a5a', ink: '#ffffff', shape: 'hexagon' },
  ITA: { id: 'ITA', name: 'Italy', hex: '#009E73', ink: '#ffffff', shape: 'triangle' },
  RUS: { id: 'RUS', name: 'Russia', hex: '#CC79A7', ink: '#1b1b1b', shape: 'star' },
  TUR: { id: 'TUR', name: 'Turkey', hex: '#F0E442', ink: '#1b1b1b', shape: 'cross' },
};
