/**
 * Player colours from the Okabe–Ito palette, which colour-blind players can tell apart,
 * each with a second cue: a shape drawn on army badges and seat chips.
 */
export interface SeatColor {
  readonly id: string;
  readonly name: string;
  readonly hex: string;
  /** Text colour readable on top of hex. */
  readonly ink: string;
  readonly shape: 'circle' | 'square' | 'triangle' | 'diamond' | 'hexagon' | 'star' | 'cross';
}

export const SEAT_COLORS: readonly SeatColor[] = [
  { id: 'vermillion', name: 'Vermillion', hex: '#D55E00', ink: '#ffffff', shape: 'circle' },
  { id: 'blue', name: 'Blue', hex: '#0072B2', ink: '#ffffff', shape: 'square' },
  { id: 'yellow', name: 'Yellow', hex: '#F0E442', ink: '#1b1b1b', shape: 'triangle' },
  { id: 'green', name: 'Green', hex: '#009E73', ink: '#ffffff', shape: 'diamond' },
  { id: 'purple', name: 'Purple', hex: '#CC79A7', ink: '#1b1b1b', shape: 'hexagon' },
  { id: 'sky', name: 'Sky', hex: '#56B4E9', ink: '#1b1b1b', shape: 'star' },
  { id: 'orange', name: 'Orange', hex: '#E69F00', ink: '#1b1b1b', shape: 'cross' },
];

export const NEUTRAL_COLOR: SeatColor = { id: 'neutral', name: 'Neutral', hex: '#9a9a9a', ink: '#1b1b1b', shape: 'circle' };

export function colorById(id: string): SeatColor {
  return SEAT_COLORS.find((c) => c.id === id) ?? NEUTRAL_COLOR;
}

/** The shape glyph used next to names in the panel and log. */
export const SHAPE_GLYPH: Record<SeatColor['shape'], string> = {
  circle: '●',
  square: '■',
  triangle: '▲',
  diamond: '◆',
  hexagon: '⬢',
  star: '★',
  cross: '✚',
};
