import { LINE_STYLES, LineChart, niceStep } from '../charts/LineChart';

export { LINE_STYLES, niceStep };

export interface Line {
  readonly name: string;
  readonly values: readonly number[];
}

/** The last turn worth drawing: while at least 5% of the games were still going (always one turn). */
export function turnsShown(gamesByTurn: readonly number[], games: number): number {
  let last = 1;
  gamesByTurn.forEach((n, t) => {
    if (n >= Math.max(1, games * 0.05)) last = t + 1;
  });
  return Math.min(last, gamesByTurn.length || 1);
}

/** Average VP after each turn, one line per bot (the one line chart, charts/LineChart.tsx). */
export function VpChart({ lines, gamesByTurn, games }: { lines: readonly Line[]; gamesByTurn: readonly number[]; games: number }) {
  const turns = turnsShown(gamesByTurn, games);
  const points = Array.from({ length: turns }, (_, t) => String(t + 1));
  return (
    <LineChart
      lines={lines.map((l) => ({ name: l.name, values: l.values.slice(0, turns) }))}
      points={points}
      unit="VP"
      axis="turn"
      testId="vp-chart"
      label={`Average VP by turn over turns 1 to ${turns}`}
      className="sim-chart"
      describe={(i) => (
        <>
          <strong>Turn {i + 1}:</strong> {lines.map((l, k) => `${LINE_STYLES[k].glyph} ${l.name} ${(l.values[i] ?? 0).toFixed(1)} VP`).join(' · ')} ·{' '}
          {Math.round(((gamesByTurn[i] ?? 0) / Math.max(1, games)) * 100)}% of games still going
        </>
      )}
      caption="Average VP after each turn (a game already over counts with its final VP). Touch or point at the chart to read a turn."
    />
  );
}
