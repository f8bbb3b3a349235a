import { initialBoard, sortUnits } from './board';
import { geographyOf } from './map/variant';
import type { Board, PowerId, Unit } from './types';

/** "ENG F nth" → a unit. */
export function unit(spec: string): Unit {
  const [power, type, loc] = spec.split(' ');
  return { power: power as PowerId, type: type as Unit['type'], loc };
}

/** A board with these units (home centres owned unless `centres` says otherwise). */
export function boardWith(specs: readonly string[], over: Partial<Board> = {}): Board {
  return { ...initialBoard(geographyOf('standard')), units: sortUnits(specs.map(unit)), ...over };
}
