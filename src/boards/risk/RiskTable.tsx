import type { RiskState } from '../../engines/risk/types';
import type { Seat } from '../../engines/core/types';
import { NEUTRAL_COLOR, SHAPE_GLYPH, type SeatColor } from '../common/palette';
import { continentLegend, nextSetText, playerRows } from './table';
import './risk.css';

/**
 * What a player checks every turn (issue 21): each player's territories, armies, cards, continents and
 * the armies due at their next turn, as the viewer may know them (table.ts: "?" for what the fog hides,
 * with what is in sight); each continent's bonus and holder; what the next set gives.
 */
export function RiskTable({ state, seat, names, colors }: { state: RiskState; seat: Seat | null; names: readonly string[]; colors: readonly SeatColor[] }) {
  const rows = playerRows(state, seat);
  const legend = continentLegend(state);
  const nameOf = (o: number) => (o === state.neutral ? 'Neutral' : (names[o] ?? `Seat ${o + 1}`));
  const colorOf = (o: number) => (o === state.neutral ? NEUTRAL_COLOR : (colors[o] ?? NEUTRAL_COLOR));
  const unknown = (seen: number) => (
    <span className="unknown" title={`Hidden by the fog of war (${seen} in sight)`}>
      ?{seen > 0 ? <small> ({seen} seen)</small> : null}
    </span>
  );
  return (
    <details className="risk-info" open data-testid="risk-players">
      <summary>Players and continents</summary>
      <table className="risk-table" aria-label="Players">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" title="Territories">
              Terr.
            </th>
            <th scope="col">Armies</th>
            <th scope="col">Cards</th>
            <th scope="col" title="Armies at the start of their next turn: territories ÷ 3 (at least 3) plus continents held">
              Next turn
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const c = colorOf(r.owner);
            return (
              <tr key={r.owner} className={`${r.owner === state.current && state.phase !== 'over' ? 'current' : ''} ${r.alive ? '' : 'out'}`}>
                <td>
                  <span className="chip small" style={{ background: c.hex, color: c.ink }} aria-hidden>
                    {SHAPE_GLYPH[c.shape]}
                  </span>{' '}
                  {nameOf(r.owner)}
                  {!r.alive && ' (out)'}
                  {r.continents.length > 0 && (
                    <small className="hint">
                      {' '}
                      · {r.continents.join(', ')}
                      {!r.continentsKnown && ' …'}
                    </small>
                  )}
                </td>
                <td>{r.territories ?? unknown(r.inSight.territories)}</td>
                <td>{r.armies ?? unknown(r.inSight.armies)}</td>
                <td>{r.cards ?? '—'}</td>
                <td>{r.neutral ? '—' : (r.due ?? unknown(0))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="hint" data-testid="next-set">
        {nextSetText(state)}
      </p>
      <ul className="risk-legend" aria-label="Continent bonuses" data-testid="continent-legend">
        {legend.map((c) => (
          <li key={c.id}>
            {c.name} <strong>+{c.bonus}</strong> <small className="hint">({c.size})</small>
            {c.holder !== null && (
              <small>
                {' '}
                ·{' '}
                <span className="chip small" style={{ background: colorOf(c.holder).hex, color: colorOf(c.holder).ink }} aria-hidden>
                  {SHAPE_GLYPH[colorOf(c.holder).shape]}
                </span>{' '}
                {nameOf(c.holder)}
              </small>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
