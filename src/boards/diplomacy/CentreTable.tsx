import './CentreTable.css';
import type { PowerId } from '../../engines/diplomacy/types';
import { POWER_COLORS } from './powers';
import { signed, type CentreRow } from './centres';

/**
 * The supply-centre table of every power (issue 21): centres now, units, builds due. Shared by classic
 * Diplomacy and 5D: 5D passes rows counted over its head boards (or one head board's), and its own
 * caption and builds wording.
 */
export function CentreTable({
  rows,
  mine,
  toWin,
  caption = 'Supply centres',
  buildsTitle = 'Builds (+) or disbands (−): due this winter if the centres stay as they are; in the winter, what is owed now',
  open = false,
}: {
  rows: readonly CentreRow[];
  /** The powers of the seat at the device (marked). */
  mine?: ReadonlySet<PowerId>;
  /** Centres that win outright (shown in the caption). */
  toWin?: number;
  caption?: string;
  buildsTitle?: string;
  open?: boolean;
}) {
  return (
    <details className="centre-table" open={open} data-testid="centre-table">
      <summary>
        {caption}
        {toWin ? ` (${toWin} to win)` : ''}
      </summary>
      <table>
        <thead>
          <tr>
            <th scope="col">Power</th>
            <th scope="col" title="Supply centres owned now">
              Centres
            </th>
            <th scope="col" title="Units on the board">
              Units
            </th>
            <th scope="col" title={buildsTitle}>
              Builds
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.power} className={mine?.has(r.power) ? 'mine' : undefined}>
              <th scope="row">
                <span className="dot" style={{ background: POWER_COLORS[r.power].hex }} aria-hidden />
                {POWER_COLORS[r.power].name}
              </th>
              <td>{r.centres}</td>
              <td title={r.units === null ? 'Hidden by the fog of war' : undefined}>{r.units ?? '?'}</td>
              <td className={r.builds === null ? undefined : r.builds > 0 ? 'up' : r.builds < 0 ? 'down' : undefined}>{signed(r.builds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
