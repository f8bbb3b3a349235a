import { useMemo } from 'react';
import type { BaseState, Seat } from '../../engines/core';
import type { SeatColor } from '../../boards/common/palette';
import { gameCharts } from '../../games/charts';
import { LineChart } from './LineChart';
import '../help/help.css';

/** The charts of a played game (src/games/charts.ts), as `seat` may see them. */
export function GameCharts({
  game,
  states,
  seat,
  names,
  colors,
  over,
  scores,
}: {
  game: string;
  states: readonly BaseState[];
  seat: Seat | null;
  names: readonly string[];
  colors: readonly SeatColor[];
  over: boolean;
  scores?: (s: BaseState) => readonly number[];
}) {
  const charts = useMemo(() => gameCharts(game, { states, seat, names, over, scores }), [game, states, seat, names, over, scores]);
  if (charts.length === 0)
    return (
      <p className="hint">
        {game === 'dominion' && !scores ? 'The VP counter is off for this game: its chart shows once the game is over.' : 'No chart for this game yet.'}
      </p>
    );
  return (
    <div className="game-charts" data-testid="game-charts">
      {charts.map((c) => (
        <section key={c.id} aria-label={c.title}>
          <h3>{c.title}</h3>
          {c.points.length < 2 ? (
            <p className="hint">The chart starts once a {c.axis} is over.</p>
          ) : (
            <LineChart
              lines={c.lines.map((l) => ({ name: l.name, values: l.values, color: l.seat !== undefined ? colors[l.seat]?.hex : undefined }))}
              points={c.points}
              unit={c.unit}
              axis={c.axis}
              range={c.range}
              testId={`chart-${c.id}`}
              label={`${c.title}: ${c.lines.map((l) => `${l.name} ${l.values[l.values.length - 1] ?? '?'}`).join(', ')}`}
              caption={
                <>
                  {c.note} Touch or point at the chart to read a {c.axis}.
                </>
              }
            />
          )}
        </section>
      ))}
    </div>
  );
}

/** The charts on demand, in a dialog over the game. */
export default function ChartsDialog(props: Parameters<typeof GameCharts>[0] & { onClose: () => void }) {
  const { onClose, ...rest } = props;
  return (
    <div className="modal-back" onClick={onClose}>
      <div className="modal charts-dialog" role="dialog" aria-modal="true" aria-labelledby="charts-h" onClick={(e) => e.stopPropagation()}>
        <header className="help-head">
          <h2 id="charts-h">Charts{rest.over ? '' : ': the game so far'}</h2>
          <button type="button" onClick={onClose} aria-label="Close the charts">
            ✕
          </button>
        </header>
        <div className="help-body">
          <GameCharts {...rest} />
        </div>
      </div>
    </div>
  );
}
