import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useBoxSize } from '../../boards/common/useBoxSize';
import './charts.css';

/** Line styles: the Okabe–Ito palette, plus a dash and a marker as second cues (never colour alone). */
export const LINE_STYLES = [
  { color: '#56B4E9', dash: '', marker: 'circle', glyph: '●' },
  { color: '#E69F00', dash: '9 4', marker: 'square', glyph: '■' },
  { color: '#009E73', dash: '2 4', marker: 'triangle', glyph: '▲' },
  { color: '#CC79A7', dash: '12 4 3 4', marker: 'diamond', glyph: '◆' },
  { color: '#F0E442', dash: '', marker: 'square', glyph: '■' },
  { color: '#D55E00', dash: '9 4', marker: 'circle', glyph: '●' },
  { color: '#0072B2', dash: '2 4', marker: 'diamond', glyph: '◆' },
  { color: '#BBBBBB', dash: '12 4 3 4', marker: 'triangle', glyph: '▲' },
] as const;

export interface ChartLineProps {
  readonly name: string;
  readonly values: readonly (number | null)[];
  /** Overrides the style's colour (a seat's colour at the table). */
  readonly color?: string;
}

/** A round step for an axis spanning `range` with about `count` ticks (1, 2 or 5 × 10^k). */
export function niceStep(range: number, count: number): number {
  const raw = Math.max(range, 1e-9) / Math.max(1, count);
  const p = 10 ** Math.floor(Math.log10(raw));
  const m = raw / p;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
}

/** The point indices that get a label on an axis of `n` points with room for about `room` labels (the first and last always). */
export function tickIndices(n: number, room: number): number[] {
  if (n <= 0) return [];
  const step = Math.max(1, Math.ceil(niceStep(n - 1 || 1, Math.max(1, room - 1))));
  const out: number[] = [];
  for (let i = 0; i < n; i += step) out.push(i);
  if (out[out.length - 1] !== n - 1) {
    if (out.length > 1 && n - 1 - out[out.length - 1] < step / 2) out.pop();
    out.push(n - 1);
  }
  return out;
}

function Marker({ kind, x, y, color }: { kind: string; x: number; y: number; color: string }) {
  const r = 3.5;
  if (kind === 'square') return <rect x={x - r} y={y - r} width={2 * r} height={2 * r} fill={color} />;
  if (kind === 'triangle') return <path d={`M${x},${y - r - 1}L${x + r + 0.5},${y + r}L${x - r - 0.5},${y + r}Z`} fill={color} />;
  if (kind === 'diamond') return <path d={`M${x},${y - r - 1}L${x + r + 1},${y}L${x},${y + r + 1}L${x - r - 1},${y}Z`} fill={color} />;
  return <circle cx={x} cy={y} r={r} fill={color} />;
}

const fmt = (v: number | null | undefined) => (v === null || v === undefined ? '?' : Number.isInteger(v) ? String(v) : v.toFixed(1));

/**
 * Lines over a row of points (turns, rounds, years), drawn in SVG at the box's own pixel size; touch or
 * point at it to read one point (the caption says every line's value there). The simulator's VP chart
 * and every played game's charts are drawn by it.
 */
export function LineChart({
  lines,
  points,
  unit,
  axis,
  range,
  caption,
  testId,
  label,
  className,
  describe,
}: {
  lines: readonly ChartLineProps[];
  /** One label per point of the horizontal axis. */
  points: readonly string[];
  /** What the vertical axis counts ("VP"). */
  unit: string;
  /** What a point is ("turn"). */
  axis: string;
  range?: readonly [number, number];
  /** The caption when no point is picked. */
  caption: ReactNode;
  testId?: string;
  /** The chart's accessible name. */
  label: string;
  className?: string;
  /** The caption of a picked point (default: every line's value there). */
  describe?: (at: number) => ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { w } = useBoxSize(box, { w: 600, h: 300 });
  const width = Math.max(260, w);
  const height = Math.round(Math.min(340, Math.max(200, width * 0.55)));
  const n = points.length;
  const [at, setAt] = useState<number | null>(null);

  const pad = { l: 40, r: 12, t: 12, b: 34 };
  const plotW = width - pad.l - pad.r;
  const plotH = height - pad.t - pad.b;
  const { yMax, yMin, yStep } = useMemo(() => {
    if (range) return { yMin: range[0], yMax: range[1], yStep: niceStep(range[1] - range[0], 4) };
    const all = lines.flatMap((l) => l.values.filter((v): v is number => v !== null));
    const hi = Math.max(1, ...all);
    const lo = Math.min(0, ...all);
    const step = niceStep(hi - lo, 5);
    return { yMax: Math.ceil(hi / step) * step, yMin: Math.floor(lo / step) * step, yStep: step };
  }, [lines, range]);
  const x = (i: number) => pad.l + (n <= 1 ? plotW / 2 : (i / (n - 1)) * plotW);
  const y = (v: number) => pad.t + plotH - ((v - yMin) / (yMax - yMin || 1)) * plotH;
  const xTicks = tickIndices(n, Math.max(2, Math.floor(plotW / 48)));
  const yTicks: number[] = [];
  for (let v = yMin; v <= yMax + 1e-9; v += yStep) yTicks.push(Math.round(v * 1000) / 1000);
  const markEvery = Math.max(1, Math.ceil(n / 12));
  const styleOf = (k: number) => LINE_STYLES[k % LINE_STYLES.length];
  const colorOf = (k: number) => lines[k].color ?? styleOf(k).color;

  function pick(clientX: number) {
    const rect = box.current?.getBoundingClientRect();
    if (!rect || n === 0) return;
    const i = Math.round(((clientX - rect.left - pad.l) / (plotW || 1)) * (n - 1));
    setAt(Math.max(0, Math.min(n - 1, i)));
  }

  return (
    <figure className={`line-chart ${className ?? ''}`}>
      <ul className="line-legend">
        {lines.map((l, k) => (
          <li key={k} style={{ color: colorOf(k) }}>
            <svg width="28" height="12" aria-hidden>
              <line x1="1" y1="6" x2="27" y2="6" stroke={colorOf(k)} strokeWidth="2.5" strokeDasharray={styleOf(k).dash} />
            </svg>
            {styleOf(k).glyph} <span>{l.name}</span>
          </li>
        ))}
      </ul>
      <div
        ref={box}
        className="line-chart-box"
        onPointerDown={(e) => pick(e.clientX)}
        onPointerMove={(e) => pick(e.clientX)}
        onPointerLeave={(e) => e.pointerType === 'mouse' && setAt(null)}
      >
        <svg width={width} height={height} role="img" aria-label={label} data-testid={testId}>
          {yTicks.map((v) => (
            <g key={`y${v}`}>
              <line x1={pad.l} x2={width - pad.r} y1={y(v)} y2={y(v)} stroke="#3a4560" strokeWidth={v === 0 ? 1.5 : 1} />
              <text x={pad.l - 6} y={y(v) + 4} textAnchor="end" fill="#9aa6bf" fontSize="12">
                {v}
              </text>
            </g>
          ))}
          {xTicks.map((i) => (
            <text key={`x${i}`} x={x(i)} y={height - pad.b + 16} textAnchor="middle" fill="#9aa6bf" fontSize="12">
              {points[i]}
            </text>
          ))}
          <text x={pad.l + plotW / 2} y={height - 4} textAnchor="middle" fill="#9aa6bf" fontSize="12">
            {axis}
          </text>
          <text x={12} y={pad.t + plotH / 2} textAnchor="middle" fill="#9aa6bf" fontSize="12" transform={`rotate(-90 12 ${pad.t + plotH / 2})`}>
            {unit}
          </text>
          {at !== null && <line x1={x(at)} x2={x(at)} y1={pad.t} y2={pad.t + plotH} stroke="#e8ecf4" strokeOpacity="0.5" />}
          {lines.map((l, k) => {
            const s = styleOf(k);
            const c = colorOf(k);
            // A value not known (null) breaks the line.
            const runs: string[][] = [[]];
            l.values.forEach((v, i) => {
              if (v === null) runs.push([]);
              else runs[runs.length - 1].push(`${x(i).toFixed(1)},${y(v).toFixed(1)}`);
            });
            return (
              <g key={k}>
                {runs
                  .filter((r) => r.length > 0)
                  .map((r, j) => (
                    <polyline key={j} points={r.join(' ')} fill="none" stroke={c} strokeWidth="2.5" strokeDasharray={s.dash} strokeLinejoin="round" />
                  ))}
                {l.values.map((v, i) =>
                  v !== null && ((i + 1) % markEvery === 0 || i === 0 || i === n - 1 || at === i) ? (
                    <Marker key={i} kind={s.marker} x={x(i)} y={y(v)} color={c} />
                  ) : null,
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="hint" aria-live="polite">
        {at === null ? (
          caption
        ) : describe ? (
          describe(at)
        ) : (
          <>
            <strong>{/^\d/.test(points[at]) ? `${axis} ${points[at]}` : points[at]}:</strong>{' '}
            {lines.map((l, k) => `${styleOf(k).glyph} ${l.name} ${fmt(l.values[at])}`).join(' · ')}
          </>
        )}
      </figcaption>
    </figure>
  );
}
