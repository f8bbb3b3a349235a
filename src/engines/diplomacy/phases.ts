import { adjustmentOf, centreCounts, sortUnits } from './board';
import type { Geography } from './map/geography';
import { POWERS } from './types';
import type { Board, Dislodged, PowerId, Unit } from './types';

/**
 * The order of phases: Spring movement (→ retreats), Fall movement (→ retreats), centres change
 * hands, Winter adjustments when someone has to build or disband, then the next Spring. A phase
 * with nothing to do is skipped: retreats only when a unit was dislodged, adjustments only when some
 * power may build or must disband.
 */

export function afterMovement(board: Board, units: readonly Unit[], dislodged: readonly Dislodged[], geo: Geography): Board {
  if (dislodged.length > 0) return { ...board, phase: 'retreat', units: sortUnits(units), dislodged };
  return afterRetreats({ ...board, units: sortUnits(units), dislodged: [] }, geo);
}

export function afterRetreats(board: Board, geo: Geography): Board {
  const settled: Board = { ...board, dislodged: [] };
  if (board.season === 'spring') return { ...settled, season: 'fall', phase: 'movement' };
  const centres = { ...board.centres };
  for (const u of board.units) {
    const p = u.loc.split('/')[0];
    if (geo.supplyCentre[geo.province(p)]) centres[p] = u.power;
  }
  const owned: Board = { ...settled, centres };
  if (needsAdjustment(owned, geo)) return { ...owned, season: 'winter', phase: 'adjustment' };
  return { ...owned, year: board.year + 1, season: 'spring', phase: 'movement' };
}

export function afterAdjustments(board: Board): Board {
  return { ...board, year: board.year + 1, season: 'spring', phase: 'movement', dislodged: [] };
}

/** Whether some power may build (with a free home centre) or must disband. */
export function needsAdjustment(board: Board, geo: Geography): boolean {
  return POWERS.some((p) => {
    const a = adjustmentOf(board, p, geo);
    return a.delta < 0 || (a.delta > 0 && a.buildSites.length > 0);
  });
}

/** The power that owns enough centres to win, if any (checked after the Fall turn). */
export function winner(board: Board, geo: Geography, centresToWin = geo.map.victoryCentres): PowerId | null {
  const counts = centreCounts(board);
  for (const p of POWERS) if (counts[p] >= centresToWin) return p;
  return null;
}

/** "Spring 1901", "Fall 1901 retreats", "Winter 1901". */
export function phaseName(board: Board): string {
  const season = board.season[0].toUpperCase() + board.season.slice(1);
  return `${season} ${board.year}${board.phase === 'retreat' ? ' retreats' : ''}`;
}
