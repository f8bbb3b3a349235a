/**
 * Diplomacy's testkit, on core's (core/testkit.ts): `play(state, seat, move)` (a move that must be
 * legal; the state is deep-frozen first) and `rejects(state, seat, move, code?)`, through the engine's
 * `apply`; and positions made to order (`unit`, `boardWith`).
 */
import { testkit } from '../core/testkit';
import { initialBoard, sortUnits } from './board';
import { diplomacyEngine } from './engine';
import { geographyOf } from './map/variant';
import type { Board, PowerId, Unit } from './types';

export const { play, rejects } = testkit(diplomacyEngine);

/** "ENG F nth" → a unit. */
export function unit(spec: string): Unit {
  const [power, type, loc] = spec.split(' ');
  return { power: power as PowerId, type: type as Unit['type'], loc };
}

/** A board with these units (home centres owned unless `centres` says otherwise). */
export function boardWith(specs: readonly string[], over: Partial<Board> = {}): Board {
  return { ...initialBoard(geographyOf('standard')), units: sortUnits(specs.map(unit)), ...over };
}
