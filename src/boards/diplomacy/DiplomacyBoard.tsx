import { memo, useCallback, useMemo } from 'react';
import type Konva from 'konva';
import { Layer, Path, Group, Text, Circle, Rect, RegularPolygon, Star, Arrow, Line } from 'react-konva';
import type { TableProps } from '../types';
import type { DiplomacyState } from '../../engines/diplomacy/engine';
import type { Order, OrderReport, PowerId, Unit } from '../../engines/diplomacy/types';
import { STANDARD_MAP } from '../../engines/diplomacy/map/standard';
import { parseOrder } from '../../engines/diplomacy/notation/parse';
import { geographyOf } from '../../engines/diplomacy/map/variant';
import type { SeatColor } from '../common/palette';
import { PanZoomStage } from '../common/PanZoomStage';
import { diplomacyBoard } from './boardMap';
import { POWER_COLORS } from './powers';
import { useDraft } from './draft';
import { buildProvinces, slotProvince, targetsOf, type Slot } from './options';
import { useSlots, clickProvince } from './clicks';
import { placeLabels, tokenScale, unitSpot } from './labels';
import { ProvincePeek } from './ProvincePeek';
import { provinceAt } from './hit';
import { diplomacyOpening } from './opening';

const ART = diplomacyBoard;
const INFO = Object.fromEntries(STANDARD_MAP.provinces.map((p) => [p.id, p]));

const spot = unitSpot;
const NAMES: ReadonlyMap<string, string> = new Map(ART.provinces.map((p) => [p.id, INFO[p.id]?.abbr ?? p.id]));

/** Province names, placed clear of each other and of the units at this zoom (labels.ts). */
const Labels = memo(function Labels({ units, dislodged, zoom }: { units: readonly Unit[]; dislodged: DiplomacyState['board']['dislodged']; zoom: number }) {
  const placed = useMemo(
    () =>
      placeLabels(
        NAMES,
        units,
        dislodged.map((d) => d.unit),
        zoom,
      ),
    [units, dislodged, zoom],
  );
  return (
    <>
      {placed.map((l) => (
        <Text
          key={l.id}
          name={`label-${l.id}`}
          x={l.at[0]}
          y={l.at[1]}
          width={80}
          offsetX={40}
          offsetY={6}
          align="center"
          text={l.text}
          fontSize={11}
          scaleX={1 / zoom}
          scaleY={1 / zoom}
          fill={INFO[l.id]?.type === 'sea' ? '#b8d3ea' : '#f1f1e8'}
          opacity={0.9}
        />
      ))}
    </>
  );
});

/** The map: provinces tinted by their centre's owner, units in power colours, orders as arrows. */
export function DiplomacyBoard(props: TableProps) {
  const state = props.view as DiplomacyState;
  const draft = useDraft();
  const slots = useSlots(state, props.seat, props.readOnly || props.botTurn);
  const picked = slots.find((s) => s.key === draft.unit) ?? null;
  const sites = useMemo(() => buildProvinces(slots), [slots]);
  const glow = useMemo(() => (picked?.kind === 'unit' ? targetsOf(picked, draft.mode, draft.other) : sites), [picked, draft.mode, draft.other, sites]);
  const orderable = useMemo(
    () =>
      new Set(
        slots.flatMap((s) =>
          s.kind === 'unit'
            ? [slotProvince(s) ?? '']
            : s.kind === 'disband'
              ? s.parsed.flatMap((p) => (p.order.kind === 'disband' ? [p.order.unit.at.province] : []))
              : [],
        ),
      ),
    [slots],
  );

  // A tap or click means the province the player aimed at (hit.ts: tokens, names, then shapes, small land
  // provinces winning over the sea around them), not the shape Konva finds under the exact point.
  const units = state.board.units;
  const dislodgedUnits = useMemo(() => state.board.dislodged.map((d) => d.unit), [state.board.dislodged]);
  const onTap = useCallback(
    (e: Konva.KonvaEventObject<MouseEvent | TouchEvent | PointerEvent>) => {
      if ('button' in e.evt && e.evt.button !== 0) return;
      const st = e.target.getStage();
      const at = st?.getRelativePointerPosition();
      if (!st || !at) return;
      const zoom = st.scaleX();
      const labels = placeLabels(NAMES, units, dislodgedUnits, zoom);
      const prov = provinceAt([at.x, at.y], { zoom, units, dislodged: dislodgedUnits, labels, targets: glow });
      if (prov) clickProvince(prov, slots);
    },
    [slots, units, dislodgedUnits, glow],
  );

  // The opening view (no camera of this seat's own yet): units apart, on what this seat orders now.
  const opening = useMemo(() => {
    const mine = new Set(props.seat !== null ? (state.options.seatPowers[props.seat] ?? []) : []);
    const focus = slots.length
      ? slots.flatMap((s) =>
          s.options.unit
            ? [s.options.unit.loc]
            : s.parsed.flatMap((p) => (p.order.kind === 'build' ? [placeLoc(p.order.at)] : p.order.kind === 'disband' ? [placeLoc(p.order.unit.at)] : [])),
        )
      : units.filter((u) => mine.has(u.power)).map((u) => u.loc);
    return diplomacyOpening(units, dislodgedUnits, focus);
  }, [slots, units, dislodgedUnits, props.seat, state.options.seatPowers]);

  // Orders drawn: the last phase's results when a phase starts (or for a seat with nothing to
  // order); the device seat's draft once it starts writing.
  const drawn = useMemo(() => {
    if (slots.length && Object.keys(draft.orders).length && !(draft.showResults && state.last)) {
      return Object.entries(draft.orders).flatMap(([key, text]) => {
        const r = parseOrder(text, geographyOf(state.options.variant));
        const power = slots.find((s) => s.key === key)?.power;
        return r.ok && power ? [{ order: r.value, power, success: null as boolean | null }] : [];
      });
    }
    if (!state.last) return [];
    return state.last.reports
      .filter((rep): rep is OrderReport & { order: Order } => rep.order !== null)
      .map((rep) => ({ order: rep.order, power: rep.power, success: rep.success }));
  }, [draft.orders, draft.showResults, slots, state.last, state.options.variant]);

  // Under fog of war (the view's `sight`), the provinces in sight; the others are drawn as unknown.
  const sight = useMemo(() => (state.sight ? new Set(state.sight.provinces) : null), [state.sight]);

  const peek = useCallback(
    (id: string) =>
      INFO[id] ? (
        <ProvincePeek
          id={id}
          centres={state.board.centres}
          units={state.board.units}
          dislodged={state.board.dislodged.map((d) => d.unit)}
          hidden={sight !== null && !sight.has(id)}
        />
      ) : null,
    [state, sight],
  );

  return (
    <PanZoomStage width={ART.width} height={ART.height} testId="diplomacy-board" peek={peek} opening={opening}>
      {(zoom) => (
        <>
          <Layer onClick={onTap} onTap={onTap}>
            <Rect x={-4000} y={-4000} width={8000 + ART.width} height={8000 + ART.height} fill="#17324a" />
            <Path data={ART.land} fill="#3a4536" listening={false} />
            <Path data={ART.impassable} fill="#55524a" listening={false} />
          </Layer>
          <Layer onClick={onTap} onTap={onTap}>
            {ART.provinces.map((p) => (
              <Province
                key={p.id}
                id={p.id}
                path={p.path}
                fill={sight && !sight.has(p.id) ? fogFillOf(p.id) : fillOf(p.id, state.board.centres[p.id] as PowerId | undefined)}
                fogged={sight !== null && !sight.has(p.id)}
                glow={glow.has(p.id)}
                chosen={picked?.kind === 'unit' && slotProvince(picked) === p.id}
                clickable={glow.has(p.id) || orderable.has(p.id)}
              />
            ))}
          </Layer>
          {/* Only the unit tokens listen here (a long press on one shows its province); a tap anywhere is
              resolved by point (hit.ts). */}
          <Layer onClick={onTap} onTap={onTap}>
            <Group listening={false}>
              <Labels units={state.board.units} dislodged={state.board.dislodged} zoom={zoom} />
            </Group>
            <Group listening={false}>
              {ART.provinces
                .filter((p) => p.sc)
                .map((p) => {
                  const owner = state.board.centres[p.id] as PowerId | undefined;
                  return (
                    <Circle
                      key={p.id}
                      x={p.sc![0]}
                      y={p.sc![1]}
                      radius={5}
                      fill={owner ? POWER_COLORS[owner].hex : '#f4f1e4'}
                      stroke="#10161f"
                      strokeWidth={1.5}
                    />
                  );
                })}
              {drawn.map(
                (d, i) => d.order.kind !== 'disband' && <OrderMark key={i} order={d.order} color={POWER_COLORS[d.power].hex} success={d.success} zoom={zoom} />,
              )}
            </Group>
            {state.board.units.map((u) => (
              <Token key={u.loc} unit={u} zoom={zoom} />
            ))}
            {state.board.dislodged.map((d) => (
              <Token key={'d' + d.unit.loc} unit={d.unit} zoom={zoom} dislodged offset />
            ))}
            <Group listening={false}>
              {drawn.map(
                (d, i) =>
                  d.order.kind === 'disband' && <OrderMark key={'x' + i} order={d.order} color={POWER_COLORS[d.power].hex} success={d.success} zoom={zoom} />,
              )}
            </Group>
          </Layer>
        </>
      )}
    </PanZoomStage>
  );
}

/** A province out of sight (fog of war): a dark, even grey, sea a shade bluer; its centre's dot keeps the owner's colour. */
function fogFillOf(id: string): string {
  return INFO[id]?.type === 'sea' ? '#131a22' : '#3a3b3d';
}

function fillOf(id: string, owner: PowerId | undefined): string {
  const info = INFO[id];
  if (info?.type === 'sea') return '#1f4a6e';
  if (owner) return tint(POWER_COLORS[owner].hex);
  return '#8a8a6e';
}

/** A pale version of a power colour for its provinces, so units and markers stand out. */
function tint(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c * 0.55 + 0x80 * 0.45);
  return `rgb(${mix(n >> 16)}, ${mix((n >> 8) & 255)}, ${mix(n & 255)})`;
}

const Province = memo(function Province({
  id,
  path,
  fill,
  glow,
  chosen,
  clickable,
  fogged = false,
}: {
  id: string;
  path: string;
  fill: string;
  glow: boolean;
  chosen: boolean;
  clickable: boolean;
  fogged?: boolean;
}) {
  return (
    <Path
      data={path}
      peek={id}
      name={fogged ? `fog-${id}` : undefined}
      fill={fill}
      stroke={chosen ? '#ffffff' : glow ? '#fff6a8' : '#0c1118'}
      strokeWidth={chosen ? 3 : glow ? 2.4 : 0.8}
      dash={glow && !chosen ? [6, 3] : undefined}
      perfectDrawEnabled={false}
      onMouseEnter={(e) => {
        const c = e.target.getStage()?.container();
        if (c) c.style.cursor = clickable ? 'pointer' : 'default';
      }}
    />
  );
});

/** An army (round) or fleet (long) token in its power's colour, with the power's shape as a second cue. */
const Token = memo(function Token({ unit, zoom, dislodged, offset }: { unit: Unit; zoom: number; dislodged?: boolean; offset?: boolean }) {
  const [x, y] = spot(unit.loc);
  const c: SeatColor = POWER_COLORS[unit.power];
  const s = tokenScale(zoom);
  const common = { fill: c.hex, stroke: dislodged ? '#ff4d4d' : '#0b0f16', strokeWidth: dislodged ? 3 : 1.5 } as const;
  const body = unit.type === 'A' ? <Circle radius={11} {...common} /> : <Rect x={-15} y={-9} width={30} height={18} cornerRadius={8} {...common} />;
  return (
    <Group name={`unit-${unit.loc}`} peek={unit.loc.split('/')[0]} x={x + (offset ? 14 : 0)} y={y + (offset ? 12 : 0)} scaleX={s} scaleY={s}>
      {body}
      <Text text={unit.type} fontSize={12} fontStyle="bold" fill={c.ink} width={30} offsetX={15} offsetY={6} align="center" />
      <Mark shape={c.shape} color={c.ink} />
    </Group>
  );
});

/** The power's shape in the token's corner. */
function Mark({ shape, color }: { shape: SeatColor['shape']; color: string }) {
  const p = { x: 10, y: -8, fill: color, stroke: '#0b0f16', strokeWidth: 0.8 } as const;
  switch (shape) {
    case 'square':
      return <Rect {...p} x={6} y={-12} width={7} height={7} />;
    case 'triangle':
      return <RegularPolygon {...p} sides={3} radius={5} />;
    case 'diamond':
      return <RegularPolygon {...p} sides={4} radius={5} />;
    case 'hexagon':
      return <RegularPolygon {...p} sides={6} radius={4.5} />;
    case 'star':
      return <Star {...p} numPoints={5} innerRadius={2.2} outerRadius={5} />;
    case 'cross':
      return <RegularPolygon {...p} sides={8} radius={4.5} />;
    default:
      return <Circle {...p} radius={4} />;
  }
}

/** An order on the map: arrows for moves, dashed lines for supports, dotted for convoys. */
function OrderMark({ order, color, success, zoom }: { order: Order; color: string; success: boolean | null; zoom: number }) {
  // Marks and letters keep at least MIN_TEXT_PX on screen, as the tokens do.
  const s = tokenScale(zoom);
  const tone = success === null ? color : success ? '#9dff9d' : '#ff6b6b';
  if (order.kind === 'move' || order.kind === 'retreat') {
    const a = spot(placeLoc(order.unit.at));
    const b = spot(placeLoc(order.to));
    const [ax, ay, bx, by] = shorten(a, b, 13);
    return (
      <Group>
        <Arrow points={[ax, ay, bx, by]} stroke="#0b0f16" fill="#0b0f16" strokeWidth={6} pointerLength={11} pointerWidth={12} opacity={0.6} />
        <Arrow points={[ax, ay, bx, by]} stroke={tone} fill={tone} strokeWidth={3} pointerLength={10} pointerWidth={10} />
        {success === false && (
          <Text text="✕" x={(ax + bx) / 2} y={(ay + by) / 2} offsetX={7} offsetY={9} scaleX={s} scaleY={s} fontSize={18} fontStyle="bold" fill="#ff6b6b" />
        )}
      </Group>
    );
  }
  if (order.kind === 'support' || order.kind === 'convoy') {
    const a = spot(placeLoc(order.unit.at));
    const from = spot(placeLoc(order.target.at));
    const to = order.to ? spot(placeLoc(order.to)) : from;
    const mid: [number, number] = order.to ? [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2] : from;
    return <Line points={[a[0], a[1], mid[0], mid[1]]} stroke={tone} strokeWidth={2.4} dash={order.kind === 'support' ? [8, 5] : [2, 5]} lineCap="round" />;
  }
  if (order.kind === 'hold') {
    const [x, y] = spot(placeLoc(order.unit.at));
    return <Circle x={x} y={y} radius={17} stroke={tone} strokeWidth={2} />;
  }
  if (order.kind === 'build') {
    // The unit to be built, as a dashed outline with its letter.
    const [x, y] = spot(placeLoc(order.at));
    return (
      <Group x={x} y={y} scaleX={s} scaleY={s}>
        {order.unitType === 'A' ? (
          <Circle radius={12} stroke={tone} strokeWidth={2.4} dash={[4, 3]} fill="rgba(0,0,0,0.35)" />
        ) : (
          <Rect x={-16} y={-10} width={32} height={20} cornerRadius={8} stroke={tone} strokeWidth={2.4} dash={[4, 3]} fill="rgba(0,0,0,0.35)" />
        )}
        <Text text={order.unitType} fontSize={12} fontStyle="bold" fill={tone} width={30} offsetX={15} offsetY={6} align="center" />
      </Group>
    );
  }
  if (order.kind === 'disband') {
    const [x, y] = spot(placeLoc(order.unit.at));
    return (
      <Text
        text="✕"
        x={x}
        y={y}
        offsetX={11}
        offsetY={13}
        scaleX={s}
        scaleY={s}
        fontSize={26}
        fontStyle="bold"
        fill={success === false ? '#ff6b6b' : '#ff4d4d'}
        stroke="#0b0f16"
        strokeWidth={1}
      />
    );
  }
  return null;
}

function placeLoc(p: { province: string; coast?: string }): string {
  return p.coast ? `${p.province}/${p.coast}` : p.province;
}

function shorten(a: [number, number], b: [number, number], by: number): [number, number, number, number] {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const d = Math.hypot(dx, dy) || 1;
  return [a[0] + (dx / d) * by, a[1] + (dy / d) * by, b[0] - (dx / d) * by, b[1] - (dy / d) * by];
}

export type { Slot };
