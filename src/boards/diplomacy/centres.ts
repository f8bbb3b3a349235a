import { adjustmentOf } from '../../engines/diplomacy/board';
import type { Geography } from '../../engines/diplomacy/map/geography';
import { POWERS, type Board, type PowerId } from '../../engines/diplomacy/types';

/**
 * The supply-centre table's rows (issue 21: "a supply-centre table for every power"), shared by
 * classic Diplomacy and 5D (CentreTable.tsx draws them). No rules here: counts read from the board and
 * the engine's own adjustment (board.ts `adjustmentOf`).
 */
export interface CentreRow {
  readonly power: PowerId;
  readonly centres: number;
  /** Units on the board; null when fog of war hides how many (another power's, in a fogged view). */
  readonly units: number | null;
  /**
   * Builds (> 0) or disbands (< 0): in the adjustment phase what the power must do now (builds limited
   * to its free home centres); in the year, what it would be if the centres stayed as they are.
   */
  readonly builds: number | null;
}

/**
 * One row per power still on the board or holding a centre, most centres first (then the map's order).
 * Under fog of war (`known`: the powers whose units the viewer knows, its own) another power's units and
 * builds are unknown (null), and a power is listed when it holds a centre or a unit in sight.
 */
export function centreRows(board: Board, geo: Geography, known?: ReadonlySet<PowerId>): CentreRow[] {
  const rows = POWERS.map((power) => {
    const { delta, buildSites } = adjustmentOf(board, power, geo);
    const centres = Object.values(board.centres).filter((o) => o === power).length;
    const seen = board.units.filter((u) => u.power === power).length;
    const hidden = known !== undefined && !known.has(power);
    const builds = board.phase === 'adjustment' && delta > 0 ? Math.min(delta, buildSites.length) : delta;
    return { power, centres, units: hidden ? null : seen, builds: hidden ? null : builds, seen };
  });
  return rows
    .filter((r) => r.centres > 0 || r.seen > 0)
    .sort((a, b) => b.centres - a.centres || POWERS.indexOf(a.power) - POWERS.indexOf(b.power))
    .map(({ power, centres, units, builds }) => ({ power, centres, units, builds }));
}

/** "1 centre", "2 centres" (and so for units, builds): the one plural rule of both Diplomacies' text. */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${Math.abs(n) === 1 ? one : many}`;
}

/** A build count as a player reads it: "+2", "−1", "0"; "?" when fog of war hides it. */
export const signed = (n: number | null): string => (n === null ? '?' : n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
