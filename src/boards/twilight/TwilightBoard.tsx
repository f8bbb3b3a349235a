import { useCallback, useMemo, useRef, useState } from 'react';
import { Layer, Line, Path, Rect, Text } from 'react-konva';
import type { TableProps } from '../types';
import { PanZoomStage } from '../common/PanZoomStage';
import { legible } from '../common/camera';
import { useBoxSize } from '../common/useBoxSize';
import { useCoarsePointer } from '../common/useCoarsePointer';
import { fillSeats } from '../../engines/core';
import { COUNTRIES } from '../../engines/twilight/data/countries';
import { controller } from '../../engines/twilight/map';
import { coupOdds, coupTargets, influenceTargets, pendingOpsAt, realignTargets } from '../../engines/twilight/ui';
import { realignOdds } from '../../engines/twilight/queries';
import type { Side, TwilightMove, TwilightState } from '../../engines/twilight/types';
import { CountryBox, SuperpowerBox, type Mark } from './CountryBox';
import { GROUP_COLOR, layout, type Group as RegionGroup } from './layout';
import { attempt, clickAction, countryMoves, pct } from './moves';
import { openingOf } from './opening';
import { getSelection, setSelection, useSelection } from './selection';
import { Tracks } from './Tracks';
import { boardClass } from './tray';
import { EffectMarkers } from './EffectMarkers';
import { CivilWarSpace } from './CivilWar';
import { RollTray, HeadlineReveal, Legend, CountryTip, CountryPeek } from './Overlays';
import './twilight.css';

const SEA = '#0f2436';
/** The region names' font size (board units). */
const REGION_LABEL = 20;

/** The world map with the 84 countries, the tracks above it, and the last roll and headlines over it. */
export function TwilightBoard(props: TableProps) {
  const s = props.view as TwilightState;
  const legal = props.legal as readonly TwilightMove[];
  const seat = props.seat === 0 || props.seat === 1 ? (props.seat as Side) : null;
  const sel = useSelection(s, seat);
  const roll = s.lastRoll;

  // A seat with no camera of its own opens where the names read, on what it is asked to act on.
  const opening = useMemo(() => openingOf(props.readOnly ? [] : legal), [legal, props.readOnly]);
  const moves = useMemo(() => (props.readOnly ? new Map<string, TwilightMove>() : countryMoves(legal)), [legal, props.readOnly]);

  // Badges: the cost of a marker where it costs 2, or the chance a coup or a realignment succeeds.
  const badges = useMemo(() => {
    const out = new Map<string, string>();
    const p = s.pending;
    if (!p || p.kind !== 'ops' || seat === null || p.seat !== seat) return out;
    // Read from the legal moves, not the use: mixed ops offer influence and realignment together.
    const kinds = new Set(legal.map((m) => m.type));
    if (kinds.has('coup')) for (const id of moves.keys()) out.set(id, pct(coupOdds(s, seat, id, pendingOpsAt(s, id))));
    const cost = new Map(kinds.has('influence') ? influenceTargets(s, seat).map((t) => [t.country, t.cost]) : []);
    for (const m of legal) {
      if (m.type !== 'realign' && m.type !== 'influence') continue;
      const parts = [
        out.get(m.country),
        m.type === 'realign' ? pct(realignOdds(s, seat, m.country).win) : (cost.get(m.country) ?? 1) > 1 ? `${cost.get(m.country)} ops` : undefined,
      ];
      const text = parts.filter(Boolean).join(' · ');
      if (text) out.set(m.country, text);
    }
    return out;
  }, [s, seat, moves, legal]);

  // While a card is chosen in an action round, the map previews where its ops could go.
  const preview = useMemo(() => {
    if (!sel.preview || seat === null || moves.size > 0) return new Set<string>();
    const ids =
      sel.preview === 'influence' ? influenceTargets(s, seat).map((t) => t.country) : sel.preview === 'coup' ? coupTargets(s, seat) : realignTargets(s, seat);
    return new Set(ids);
  }, [sel.preview, s, seat, moves]);

  const onPick = useCallback(
    (id: string) => {
      if (props.readOnly) return;
      const what = clickAction(legal, id, getSelection(s, seat).target);
      if (what.act === 'choose') setSelection(s, seat, { target: id });
      else if (what.act === 'send') attempt(s, seat, what.move, props.onMove as (m: TwilightMove) => void);
    },
    [legal, s, seat, props.onMove, props.readOnly],
  );

  const anyTarget = moves.size > 0 || preview.size > 0;
  const boardBox = useRef<HTMLDivElement>(null);
  const boardSize = useBoxSize(boardBox);
  const coarse = useCoarsePointer();
  const [hideTray, setHideTray] = useState(-1);
  const rollSeq = roll?.seq ?? -1;
  const closeTray = useCallback(() => setHideTray(rollSeq), [rollSeq]);
  const [hover, setHover] = useState<{ id: string; x: number; y: number } | null>(null);
  const onHover = useCallback((id: string | null, x = 0, y = 0) => setHover(id ? { id, x, y } : null), []);

  return (
    <div ref={boardBox} className={boardClass(boardSize, coarse)}>
      <Tracks s={s} colors={props.colors} names={props.names} />
      <div className="ts-map">
        <PanZoomStage
          width={layout.width}
          height={layout.height}
          testId="twilight-board"
          opening={opening}
          peek={(id) => <CountryPeek s={s} id={id} badge={badges.get(id) ?? null} />}
          overlay={
            <>
              <Legend colors={props.colors} />
              {roll && roll.seq !== hideTray && <RollTray roll={roll} colors={props.colors} text={fillSeats(roll.text, props.names)} onClose={closeTray} />}
              <HeadlineReveal s={s} colors={props.colors} away={anyTarget} />
              <CivilWarSpace s={s} colors={props.colors} move={moves.get('chinese_civil_war') ?? null} onPick={onPick} />
              {hover && <CountryTip s={s} id={hover.id} x={hover.x} y={hover.y} badge={badges.get(hover.id) ?? null} />}
            </>
          }
        >
          {(zoom) => (
            <>
              <Layer listening={false}>
                <Rect x={-4000} y={-4000} width={8000 + layout.width} height={8000 + layout.height} fill={SEA} />
                <Path data={layout.land} fill="#22324a" opacity={0.9} />
                {layout.regionLabels.map((r) => (
                  <Text
                    visible={legible(REGION_LABEL, zoom)}
                    key={r.group}
                    x={r.x - 150}
                    y={r.y - 11}
                    width={300}
                    align="center"
                    text={r.text}
                    fontSize={REGION_LABEL}
                    fontStyle="bold"
                    letterSpacing={2}
                    fill={GROUP_COLOR[r.group as RegionGroup]}
                    opacity={0.75}
                  />
                ))}
                {layout.links.map((l, i) => (
                  <Line
                    key={i}
                    points={l.points.flat()}
                    stroke={l.superpower ? '#f2f5fa' : '#8fb3d9'}
                    strokeWidth={l.superpower ? 2.5 : 2}
                    dash={l.superpower ? [10, 6] : undefined}
                    opacity={l.superpower ? 0.55 : 0.6}
                  />
                ))}
              </Layer>
              <Layer>
                <SuperpowerBox label="USA" player={props.names[1] ?? ''} box={layout.boxes.usa} color={props.colors[1]} zoom={zoom} />
                <SuperpowerBox label="USSR" player={props.names[0] ?? ''} box={layout.boxes.ussr} color={props.colors[0]} zoom={zoom} />
                {COUNTRIES.map((c, i) => {
                  const mark: Mark = sel.target === c.id ? 'chosen' : moves.has(c.id) ? 'target' : preview.has(c.id) ? 'preview' : 'none';
                  return (
                    <CountryBox
                      key={c.id}
                      c={c}
                      box={layout.boxes[c.id]}
                      us={s.inf[1][i]}
                      ussr={s.inf[0][i]}
                      control={controller(s, i)}
                      colors={props.colors}
                      mark={mark}
                      dim={anyTarget && mark === 'none'}
                      badge={badges.get(c.id) ?? null}
                      zoom={zoom}
                      onPick={onPick}
                      onHover={onHover}
                    />
                  );
                })}
              </Layer>
              <Layer listening={false}>
                <EffectMarkers effects={s.effects} colors={props.colors} zoom={zoom} />
              </Layer>
            </>
          )}
        </PanZoomStage>
      </div>
    </div>
  );
}
