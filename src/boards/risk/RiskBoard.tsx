import { memo, useCallback, useMemo } from 'react';
import { Layer, Path, Group, Text, Line, Circle, Rect, RegularPolygon, Star, Arrow } from 'react-konva';
import type { TableProps } from '../types';
import type { RiskMove, RiskState } from '../../engines/risk/types';
import { CONTINENTS, TERRITORIES, TERRITORY_IDS, type TerritoryId } from '../../engines/risk/map';
import { HIDDEN } from '../../engines/risk/fog';
import { NEUTRAL_COLOR, SHAPE_GLYPH, type SeatColor } from '../common/palette';
import { worldMap } from './worldMap';
import { draftKey, riskDraft } from './selection';
import { clickTerritory, focusIds, liveSelection, movePreview, targets } from './moves';
import { DiceTray } from './DiceTray';
import { PanZoomStage } from '../common/PanZoomStage';
import type { Opening } from '../common/camera';
import { conquestProbability } from '../../engines/risk/probability';
import { LABEL_FONT, LINE_HEIGHT, OPENING_LABEL, clearSpot, layoutLabels, type LabelSpot } from './labels';

const SEA = '#0f2436';
/** Territories hidden by fog of war. */
const FOG = '#3a4250';
const INDEX: Record<string, number> = Object.fromEntries(TERRITORY_IDS.map((id, i) => [id, i]));
/** Where each territory's badge sits on the board (worldMap order and by id). */
const SPOT: Record<string, { x: number; y: number; k: number }> = Object.fromEntries(
  worldMap.territories.map((t, k) => [t.id, { x: t.label[0], y: t.label[1], k }]),
);
const ODDS_W = 46;
const ODDS_H = 18;
const pct = (p: number) => (p >= 0.995 ? '>99%' : p < 0.01 ? '<1%' : `${Math.round(p * 100)}%`);

/** The world map: each territory in its owner's colour with its armies; legal targets glow. */
export function RiskBoard(props: TableProps) {
  const state = props.view as RiskState;
  const legal = props.legal as readonly RiskMove[];
  const key = draftKey(state);
  const draft = riskDraft.use(key);
  // A route that is no longer legal (a conquest made the target one's own) is dropped: no stale odds.
  const sel = useMemo(() => liveSelection(state, legal, draft), [state, legal, draft]);
  const placeCount = sel.count;

  const glow = useMemo(() => (props.readOnly ? new Set<string>() : targets(state, legal, sel)), [state, legal, sel, props.readOnly]);
  // The opening view (issue 20): names legible, centred on what this seat is asked to act on.
  const focusKey = props.readOnly ? '' : focusIds(state, legal, { from: null, to: null }).join(',');
  const opening = useMemo<Opening>(() => ({ label: OPENING_LABEL, focus: focusKey ? focusKey.split(',').map((id) => SPOT[id]) : undefined }), [focusKey]);
  // The move-in or fortification being chosen, at the slider's count: the map shows what each side will hold.
  const preview = props.readOnly ? null : movePreview(state, legal, sel);
  // The odds of the chosen attack, beside the target's badge.
  const odds =
    !props.readOnly && state.phase === 'attack' && sel.from && sel.to
      ? { id: sel.to, p: conquestProbability(state.armies[INDEX[sel.from]], state.armies[INDEX[sel.to]]) }
      : null;

  // A route chosen in the panel's lists comes into view on the map.
  const lookAt = useMemo(
    () =>
      props.readOnly || !sel.from ? undefined : { key: `${key}:${sel.from}-${sel.to ?? ''}`, points: [SPOT[sel.from], ...(sel.to ? [SPOT[sel.to]] : [])] },
    [props.readOnly, key, sel.from, sel.to],
  );

  const onPick = useCallback(
    (id: TerritoryId) => {
      if (props.readOnly) return;
      const c = clickTerritory(state, legal, riskDraft.get(key), id, placeCount);
      if (c.kind === 'move') props.onMove(c.move);
      else if (c.kind === 'from') riskDraft.set(key, { from: id, to: null });
      else if (c.kind === 'to') riskDraft.set(key, { to: id });
      else riskDraft.set(key, { from: null, to: null });
    },
    [state, legal, props, placeCount, key],
  );

  const colorOf = (owner: number): SeatColor => (owner < 0 ? NEUTRAL_COLOR : (props.colors[owner] ?? NEUTRAL_COLOR));
  const peek = useCallback(
    (id: string) => (INDEX[id] === undefined ? null : <TerritoryPeek state={state} index={INDEX[id]} names={props.names} colors={props.colors} />),
    [state, props.names, props.colors],
  );

  return (
    <PanZoomStage
      width={worldMap.width}
      height={worldMap.height}
      testId="risk-board"
      peek={peek}
      opening={opening}
      lookAt={lookAt}
      overlay={state.lastRoll && <DiceTray key={JSON.stringify(state.lastRoll)} roll={state.lastRoll} colors={props.colors} neutral={state.neutral} />}
    >
      {(zoom) => (
        <>
          <Layer listening={false}>
            <Rect x={-5000} y={-5000} width={10000 + worldMap.width} height={10000 + worldMap.height} fill={SEA} />
            <Path data={worldMap.background} fill="#2b3a4d" />
            {worldMap.seaLanes.map((l, i) => (
              <Line key={i} points={l.points.flat()} stroke="#8fb3d9" strokeWidth={1.4} dash={[5, 4]} opacity={0.75} />
            ))}
          </Layer>
          <Layer>
            {worldMap.territories.map((t) => {
              const i = INDEX[t.id];
              return (
                <Territory
                  key={t.id}
                  id={t.id as TerritoryId}
                  path={t.path}
                  fill={
                    state.owner[i] === HIDDEN
                      ? FOG
                      : state.owner[i] === -1
                        ? '#55606f'
                        : state.owner[i] === state.neutral
                          ? NEUTRAL_COLOR.hex
                          : colorOf(state.owner[i]).hex
                  }
                  glow={glow.has(t.id)}
                  chosen={sel.from === t.id || sel.to === t.id}
                  onPick={onPick}
                />
              );
            })}
          </Layer>
          <Layer listening={false}>
            {worldMap.territories.map((t, k) => {
              const i = INDEX[t.id];
              const label = zoom > 0.45 ? layoutLabels(zoom)[k] : null;
              const owner = state.owner[i];
              const capitalOf = state.capitals.indexOf(i);
              const after = preview?.from === i ? preview.fromAfter : preview?.to === i ? preview.toAfter : null;
              return (
                <Badge
                  key={t.id}
                  id={t.id}
                  x={t.label[0]}
                  y={t.label[1]}
                  armies={owner === HIDDEN ? '?' : (after ?? state.armies[i])}
                  preview={after !== null}
                  color={owner < 0 ? null : owner === state.neutral ? NEUTRAL_COLOR : colorOf(owner)}
                  scale={1 / zoom}
                  label={label}
                  capital={capitalOf >= 0 ? colorOf(capitalOf) : null}
                />
              );
            })}
            {preview && (
              <Arrow
                points={[
                  SPOT[TERRITORY_IDS[preview.from]].x,
                  SPOT[TERRITORY_IDS[preview.from]].y,
                  SPOT[TERRITORY_IDS[preview.to]].x,
                  SPOT[TERRITORY_IDS[preview.to]].y,
                ]}
                stroke="#fff6a8"
                fill="#fff6a8"
                strokeWidth={3 / zoom}
                pointerLength={10 / zoom}
                pointerWidth={10 / zoom}
                dash={[8 / zoom, 5 / zoom]}
                opacity={0.9}
              />
            )}
            {odds && <OddsBadge at={SPOT[odds.id]} zoom={zoom} text={pct(odds.p)} />}
          </Layer>
        </>
      )}
    </PanZoomStage>
  );
}

const Territory = memo(function Territory({
  id,
  path,
  fill,
  glow,
  chosen,
  onPick,
}: {
  id: TerritoryId;
  path: string;
  fill: string;
  glow: boolean;
  chosen: boolean;
  onPick: (id: TerritoryId) => void;
}) {
  return (
    <Path
      data={path}
      peek={id}
      fill={fill}
      opacity={glow || chosen ? 1 : 0.82}
      stroke={chosen ? '#ffffff' : glow ? '#fff6a8' : '#10161f'}
      strokeWidth={chosen ? 3.2 : glow ? 2.4 : 0.9}
      dash={glow && !chosen ? [6, 3] : undefined}
      perfectDrawEnabled={false}
      onClick={() => onPick(id)}
      onTap={() => onPick(id)}
      onMouseEnter={(e) => {
        const c = e.target.getStage()?.container();
        if (c) c.style.cursor = glow ? 'pointer' : 'default';
      }}
    />
  );
});

/** A territory in full (a long press or a right click): its owner, armies, continent and neighbours. */
function TerritoryPeek({ state, index, names, colors }: { state: RiskState; index: number; names: readonly string[]; colors: readonly SeatColor[] }) {
  const t = TERRITORIES[index];
  const owner = state.owner[index];
  const continent = CONTINENTS.find((c) => c.id === t.continent);
  const who =
    owner === HIDDEN ? 'Hidden by the fog of war' : owner < 0 ? 'Unclaimed' : owner === state.neutral ? 'Neutral' : (names[owner] ?? `Seat ${owner + 1}`);
  const color = owner >= 0 && owner !== HIDDEN ? (owner === state.neutral ? NEUTRAL_COLOR : colors[owner]) : null;
  const capitalOf = state.capitals.indexOf(index);
  return (
    <div data-testid="territory-peek">
      <h3>{t.name}</h3>
      <p className="meta">{continent ? `${continent.name} (holding it all: +${continent.bonus} armies a turn)` : ''}</p>
      <p>
        {color && (
          <span className="chip small" style={{ background: color.hex, color: color.ink }} aria-hidden>
            {SHAPE_GLYPH[color.shape]}
          </span>
        )}{' '}
        {who}
        {owner < 0 || owner === HIDDEN ? '' : `: ${state.armies[index]} ${state.armies[index] === 1 ? 'army' : 'armies'}`}
      </p>
      {capitalOf >= 0 && <p>Capital of {names[capitalOf] ?? `Seat ${capitalOf + 1}`}</p>}
      <p className="meta">Borders {t.neighbors.map((n) => TERRITORIES[INDEX[n]].name).join(', ')}.</p>
    </div>
  );
}

/** The army count in a badge whose shape is the owner's second cue (besides colour). */
const Badge = memo(function Badge({
  id,
  x,
  y,
  armies,
  color,
  scale,
  label,
  capital,
  preview = false,
}: {
  /** The territory (the `badge` attribute: tests read what a territory's badge shows). */
  id: string;
  x: number;
  y: number;
  armies: number | string;
  /** The count is what the territory will hold after the move being chosen (drawn ringed). */
  preview?: boolean;
  color: SeatColor | null;
  scale: number;
  /** Where the territory's name goes (labels.ts: clear of other names and badges), or null: not shown. */
  label: LabelSpot | null;
  /** The colour of the player whose capital this is (a crown-like star above the badge), or null. */
  capital: SeatColor | null;
}) {
  // Drawn in screen pixels: the group's scale undoes the stage's zoom.
  const r = 10;
  const fill = color?.hex ?? '#55606f';
  const common = { fill, stroke: preview ? '#fff6a8' : '#0b0f16', strokeWidth: preview ? 3 : 1.5 } as const;
  let shape;
  switch (color?.shape) {
    case 'square':
      shape = <Rect x={-r} y={-r} width={2 * r} height={2 * r} cornerRadius={2} {...common} />;
      break;
    case 'triangle':
      shape = <RegularPolygon sides={3} radius={r * 1.45} y={2} {...common} />;
      break;
    case 'diamond':
      shape = <RegularPolygon sides={4} radius={r * 1.35} {...common} />;
      break;
    case 'hexagon':
      shape = <RegularPolygon sides={6} radius={r * 1.15} {...common} />;
      break;
    case 'star':
      shape = <Star numPoints={6} innerRadius={r * 0.95} outerRadius={r * 1.4} {...common} />;
      break;
    case 'cross':
      shape = <RegularPolygon sides={8} radius={r * 1.15} {...common} />;
      break;
    default:
      shape = <Circle radius={r} {...common} />;
  }
  return (
    <Group x={x} y={y} scaleX={scale} scaleY={scale} badge={id}>
      {capital && <Star numPoints={5} innerRadius={5} outerRadius={11} y={-r - 9} fill={capital.hex} stroke="#fff6a8" strokeWidth={2} />}
      {shape}
      <Text
        text={armies ? String(armies) : ''}
        fontSize={12}
        fontStyle="bold"
        fill={color?.ink ?? '#fff'}
        width={40}
        height={14}
        offsetX={20}
        offsetY={6}
        align="center"
        verticalAlign="middle"
      />
      {label && (
        <>
          <Rect x={label.dx} y={label.dy} width={label.width} height={label.height} cornerRadius={3} fill="#0b0f16" opacity={0.62} />
          <Text
            text={label.lines.join('\n')}
            fontSize={LABEL_FONT}
            lineHeight={LINE_HEIGHT / LABEL_FONT}
            fill="#f2f5fa"
            x={label.dx}
            y={label.dy + 1.5}
            width={label.width}
            align="center"
          />
        </>
      )}
    </Group>
  );
});

/** The chance to take the chosen target (attacking to the last army), beside its badge where it hides no name. */
function OddsBadge({ at, zoom, text }: { at: { x: number; y: number; k: number }; zoom: number; text: string }) {
  const spot = clearSpot(zoom, at.k, ODDS_W, ODDS_H);
  return (
    <Group x={at.x} y={at.y} scaleX={1 / zoom} scaleY={1 / zoom} name="odds-badge">
      <Rect x={spot.dx} y={spot.dy} width={ODDS_W} height={ODDS_H} cornerRadius={4} fill="#fff6a8" stroke="#0b0f16" strokeWidth={1} />
      <Text
        text={text}
        x={spot.dx}
        y={spot.dy}
        width={ODDS_W}
        height={ODDS_H}
        align="center"
        verticalAlign="middle"
        fontSize={12}
        fontStyle="bold"
        fill="#0b0f16"
      />
    </Group>
  );
}
