import { useMemo, useRef, useState } from 'react';
import { useBoxSize } from '../../boards/common/useBoxSize';

export interface Line {
  readonly name: string;
  readonly values: readonly number[];
}

/** Each bot's line: a colour of the Okabe–Ito palette, plus a dash and a marker as second cues. */
export const LINE_STYLES = [
  { color: '#56B4E9', dash: '', marker: 'circle', glyph: '●' },
  { color: '#E69F00', dash: '9 4', marker: 'square', glyph: '■' },
  { color: '#009E73', dash: '2 4', marker: 'triangle', glyph: '▲' },
  { color: '#CC79A7', dash: '12 4 3 4', marker: 'diamond', glyph: '◆' },
] as const;

/** A round step for an axis spanning `range` with about `count` ticks (1, 2 or 5 × 10^k). */
export function niceStep(range: number, count: number): number {
  const raw = Math.max(range, 1e-9) / Math.max(1, count);
  const p = 10 ** Math.floor(Math.log10(raw));
  const m = raw / p;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
}

/** The last turn worth drawing: while at least 5% of the games were still going (always one turn). */
export function turnsShown(gamesByTurn: readonly number[], games: number): number {
  let last = 1;
  gamesByTurn.forEach((n, t) => {
    if (n >= Math.max(1, games * 0.05)) last = t + 1;
  });
  return Math.min(last, gamesByTurn.length || 1);
}

function Marker({ kind, x, y, color }: { kind: string; x: number; y: number; color: string }) {
  const r = 3.5;
  if (kind === 'square') return <rect x={x - r} y={y - r} width={2 * r} height={2 * r} fill={color} />;
  if (kind === 'triangle') return <path d={`M${x},${y - r - 1}L${x + r + 0.5},${y + r}L${x - r - 0.5},${y + r}Z`} fill={color} />;
  if (kind === 'diamond') return <path d={`M${x},${y - r - 1}L${x + r + 1},${y}L${x},${y + r + 1}L${x - r - 1},${y}Z`} fill={color} />;
  return <circle cx={x} cy={y} r={r} fill={color} />;
}

/** Average VP after each turn, one line per bot, drawn in SVG at the box's own pixel size. */
export function VpChart({ lines, gamesByTurn, games }: { lines: readonly Line[]; gamesByTurn: readonly number[]; games: number }) {
  const box = useRef<HTMLDivElement>(null);
  const { w } = useBoxSize(box, { w: 600, h: 300 });
  const width = Math.max(260, w);
  const height = Math.round(Math.min(360, Math.max(220, width * 0.55)));
  const turns = turnsShown(gamesByTurn, games);
  const [at, setAt] = useState<number | null>(null);

  const pad = { l: 40, r: 12, t: 12, b: 34 };
  const plotW = width - pad.l - pad.r;
  const plotH = height - pad.t - pad.b;
  const { yMax, yMin, yStep } = useMemo(() => {
    const all = lines.flatMap((l) => l.values.slice(0, turns));
    const hi = Math.max(1, ...all);
    const lo = Math.min(0, ...all);
    const step = niceStep(hi - lo, 5);
    return { yMax: Math.ceil(hi / step) * step, yMin: Math.floor(lo / step) * step, yStep: step };
  }, [lines, turns]);
  const x = (t: number) => pad.l + (turns <= 1 ? plotW / 2 : ((t - 1) / (turns - 1)) * plotW);
  const y = (v: number) => pad.t + plotH - ((v - yMin) / (yMax - yMin || 1)) * plotH;
  const xStep = niceStep(turns, Math.max(2, Math.floor(plotW / 60)));
  const xTicks: number[] = [];
  for (let t = Math.max(1, xStep); t <= turns; t += xStep) xTicks.push(t);
  if (xTicks[0] !== 1) xTicks.unshift(1);
  const yTicks: number[] = [];
  for (let v = yMin; v <= yMax + 1e-9; v += yStep) yTicks.push(Math.round(v * 1000) / 1000);
  const markEvery = Math.max(1, Math.ceil(turns / 12));

  function pick(clientX: number) {
    const rect = box.current?.getBoundingClientRect();
    if (!rect) return;
    const t = Math.round(((clientX - rect.left - pad.l) / (plotW || 1)) * (turns - 1)) + 1;
    setAt(Math.max(1, Math.min(turns, t)));
  }

  return (
    <figure className="sim-chart">
      <ul className="sim-legend">
        {lines.map((l, k) => (
          <li key={k} style={{ color: LINE_STYLES[k].color }}>
            <svg width="28" height="12" aria-hidden>
              <line x1="1" y1="6" x2="27" y2="6" stroke={LINE_STYLES[k].color} strokeWidth="2.5" strokeDasharray={LINE_STYLES[k].dash} />
            </svg>
            {LINE_STYLES[k].glyph} <span>{l.name}</span>
          </li>
        ))}
      </ul>
      <div
        ref={box}
        className="sim-chart-box"
        onPointerDown={(e) => pick(e.clientX)}
        onPointerMove={(e) => pick(e.clientX)}
        onPointerLeave={(e) => e.pointerType === 'mouse' && setAt(null)}
      >
        <svg width={width} height={height} role="img" aria-label={`Average VP by turn over turns 1 to ${turns}`} data-testid="vp-chart">
          {yTicks.map((v) => (
            <g key={`y${v}`}>
              <line x1={pad.l} x2={width - pad.r} y1={y(v)} y2={y(v)} stroke="#3a4560" strokeWidth={v === 0 ? 1.5 : 1} />
              <text x={pad.l - 6} y={y(v) + 4} textAnchor="end" fill="#9aa6bf" fontSize="12">
                {v}
              </text>
            </g>
          ))}
          {xTicks.map((t) => (
            <text key={`x${t}`} x={x(t)} y={height - pad.b + 16} textAnchor="middle" fill="#9aa6bf" fontSize="12">
              {t}
            </text>
          ))}
          <text x={pad.l + plotW / 2} y={height - 4} textAnchor="middle" fill="#9aa6bf" fontSize="12">
            turn
          </text>
          <text x={12} y={pad.t + plotH / 2} textAnchor="middle" fill="#9aa6bf" fontSize="12" transform={`rotate(-90 12 ${pad.t + plotH / 2})`}>
            VP
          </text>
          {at !== null && <line x1={x(at)} x2={x(at)} y1={pad.t} y2={pad.t + plotH} stroke="#e8ecf4" strokeOpacity="0.5" />}
          {lines.map((l, k) => {
            const s = LINE_STYLES[k];
            const pts = l.values.slice(0, turns);
            return (
              <g key={k}>
                <polyline
                  points={pts.map((v, i) => `${x(i + 1).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}
                  fill="none"
                  stroke={s.color}
                  strokeWidth="2.5"
                  strokeDasharray={s.dash}
                  strokeLinejoin="round"
                />
                {pts.map((v, i) =>
                  (i + 1) % markEvery === 0 || i === 0 || (at !== null && i + 1 === at) ? (
                    <Marker key={i} kind={s.marker} x={x(i + 1)} y={y(v)} color={s.color} />
                  ) : null,
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="hint" aria-live="polite">
        {at === null ? (
          <>Average VP after each turn (a game already over counts with its final VP). Touch or point at the chart to read a turn.</>
        ) : (
          <>
            <strong>Turn {at}:</strong> {lines.map((l, k) => `${LINE_STYLES[k].glyph} ${l.name} ${(l.values[at - 1] ?? 0).toFixed(1)} VP`).join(' · ')} ·{' '}
            {Math.round(((gamesByTurn[at - 1] ?? 0) / Math.max(1, games)) * 100)}% of games still going
          </>
        )}
      </figcaption>
    </figure>
  );
}
