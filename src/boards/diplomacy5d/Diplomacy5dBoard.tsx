import { memo, useEffect, useMemo, useRef } from 'react';
import { Arrow, Group, Layer, Path, Rect, Text, Circle } from 'react-konva';
import type Konva from 'konva';
import { PanZoomStage } from '../common/PanZoomStage';
import type { TableProps } from '../types';
import { diplomacyBoard as ART } from '../diplomacy/boardMap';
import { POWER_COLORS } from '../diplomacy/powers';
import type { D5State } from '../../engines/diplomacy5d/engine';
import { diplomacy5dEngine, geoOf } from '../../engines/diplomacy5d/engine';
import { Index, boardName, turnTitle } from '../../engines/diplomacy5d/multiverse';
import { parseOrder5 } from '../../engines/diplomacy5d/notation';
import type { MBoard, MOrder } from '../../engines/diplomacy5d/types';
import type { PowerId } from '../../engines/diplomacy/types';
import { useDraft5 } from './draft';

const GAP = 160;
const W = ART.width + GAP;
const H = ART.height + GAP;
const PROV = new Map(ART.provinces.map((p) => [p.id, p]));
const COAST = new Map(ART.coasts.map((c) => [c.id, c]));
const spot = (loc: string) => (COAST.get(loc) ?? PROV.get(loc.split('/')[0]))?.unit ?? [0, 0];

/**
 * The multiverse: one map per board, timelines as rows and turns as columns, in one pan-and-zoom
 * stage. Each board is drawn once and cached as an image (Konva's cache), so panning and zooming a
 * grid of a hundred boards moves bitmaps; head boards are framed in gold, the board each head will
 * become is a dashed ghost, orders across boards are arrows. Clicking a unit on a head board picks
 * it; clicking a province on any board then gives it the legal order that goes there, if any.
 */
export function Diplomacy5dBoard(props: TableProps) {
  const state = props.view as D5State;
  const index = useMemo(() => new Index(state.mv), [state.mv]);
  const cols = Math.max(...state.mv.boards.map((b) => b.turn)) + 2;
  const rows = state.mv.timelines.length;
  const draft = useDraft5();
  const slots = useMemo(() => (props.seat !== null && !props.readOnly ? diplomacy5dEngine.orderSlots!(state, props.seat) : []), [state, props.seat, props.readOnly]);
  const geo = geoOf(state);

  // Arrows: the draft while writing, else the last round's orders.
  const arrows = useMemo(() => {
    const texts = slots.length ? Object.values(draft.orders) : (state.last?.reports ?? []).map((r) => r.text);
    return texts.flatMap((t) => {
      const r = parseOrder5(t, geo, (tl) => index.headTurn[tl] ?? 0);
      return r.ok ? [r.value] : [];
    });
  }, [slots.length, draft.orders, state.last, geo, index]);

  function onPick(b: MBoard, prov: string) {
    const at = `${b.tl}:${b.turn}:`;
    const own = slots.find((s) => s.key.includes(`:${at}`) && s.key.split(':')[3]?.split('/')[0] === prov);
    if (own && (!draft.picked || draft.picked === own.key)) {
      draft.pick(draft.picked === own.key ? null : own.key);
      return;
    }
    if (!draft.picked) return;
    const slot = slots.find((s) => s.key === draft.picked);
    const hit = slot?.orders.find((o) => {
      const r = parseOrder5(o, geo, (tl) => index.headTurn[tl] ?? 0);
      return r.ok && r.value.kind === 'move' && r.value.to.tl === b.tl && r.value.to.turn === b.turn && r.value.to.province === prov;
    });
    if (slot && hit) draft.set(slot.key, hit);
  }

  return (
    <PanZoomStage width={cols * W} height={rows * H} testId="diplomacy5d-board">
      {(zoom) => (
        <>
          <Layer>
            <Rect x={-4000} y={-4000} width={cols * W + 8000} height={rows * H + 8000} fill="#0f1a26" listening={false} />
            {state.mv.boards.map((b) => (
              <Group key={`${b.tl}:${b.turn}`} x={b.turn * W} y={b.tl * H}>
                <BoardArt board={b} head={index.isHead(b.tl, b.turn)} onPick={slots.length ? onPick : undefined} />
                {index.isHead(b.tl, b.turn) && <Rect x={-20} y={-20} width={ART.width + 40} height={ART.height + 40} stroke="#e8c547" strokeWidth={14} listening={false} />}
                <Text x={0} y={-110} text={`${boardName(b.tl, b.turn)}  ${turnTitle(b.turn)}${index.isHead(b.tl, b.turn) ? '  (head)' : ''}`} fontSize={72} fill="#dfe6ee" listening={false} />
              </Group>
            ))}
            {index.heads().map((b) => (
              <Rect key={`ghost${b.tl}`} x={(b.turn + 1) * W} y={b.tl * H} width={ART.width} height={ART.height} stroke="#7f8fa3" dash={[40, 30]} strokeWidth={8} listening={false} />
            ))}
            {draft.picked && (() => {
              const [, tl, turn, loc] = draft.picked.split(':');
              const [x, y] = spot(loc);
              return <Circle x={Number(turn) * W + x} y={Number(tl) * H + y} radius={34} stroke="#fff" strokeWidth={6} listening={false} />;
            })()}
          </Layer>
          <Layer listening={false}>
            {arrows.map((o, i) => (
              <OrderArrow key={i} order={o} zoom={zoom} />
            ))}
          </Layer>
        </>
      )}
    </PanZoomStage>
  );
}

function OrderArrow({ order, zoom }: { order: MOrder; zoom: number }) {
  if (order.kind !== 'move' && order.kind !== 'support' && order.kind !== 'convoy') return null;
  const from = order.unit;
  const to = order.kind === 'move' ? order.to : (order.to ?? order.target);
  const cross = from.tl !== to.tl || from.turn !== to.turn;
  const [ax, ay] = spot(from.province);
  const [bx, by] = spot(to.province);
  const color = order.kind === 'move' ? (cross ? '#ffd166' : '#ffffff') : '#9ad1ff';
  return <Arrow points={[from.turn * W + ax, from.tl * H + ay, to.turn * W + bx, to.tl * H + by]} stroke={color} fill={color} strokeWidth={Math.max(4, 2 / zoom)} pointerLength={24} pointerWidth={22} dash={order.kind === 'move' ? undefined : [20, 12]} opacity={0.9} />;
}

/** One board's map, units and centres, cached to a bitmap once drawn. */
const BoardArt = memo(function BoardArt({ board, head, onPick }: { board: MBoard; head: boolean; onPick?: (b: MBoard, prov: string) => void }) {
  const ref = useRef<Konva.Group>(null);
  useEffect(() => {
    const g = ref.current;
    if (!g) return;
    g.cache({ pixelRatio: 0.5 });
    return () => void g.clearCache();
  }, [board, head]);
  return (
    <Group
      ref={ref}
      onClick={(e) => {
        const id = e.target.name();
        if (onPick && id) onPick(board, id);
      }}
      onTap={(e) => {
        const id = e.target.name();
        if (onPick && id) onPick(board, id);
      }}
    >
      <Rect width={ART.width} height={ART.height} fill="#17324a" />
      <Path data={ART.land} fill="#3a4536" />
      {ART.provinces.map((p) => {
        const owner = board.centres[p.id] as PowerId | undefined;
        return <Path key={p.id} name={p.id} data={p.path} fill={owner ? POWER_COLORS[owner].hex : 'rgba(0,0,0,0)'} opacity={owner ? 0.35 : 1} stroke="#0b0f16" strokeWidth={1} />;
      })}
      {board.units.map((u) => {
        const [x, y] = spot(u.loc);
        const c = POWER_COLORS[u.power];
        return (
          <Group key={u.loc} x={x} y={y} listening={false}>
            <Circle radius={u.type === 'F' ? 16 : 18} fill={c.hex} stroke="#0b0f16" strokeWidth={2} />
            <Text text={u.type} fontSize={18} fontStyle="bold" fill={c.ink} width={30} offsetX={15} offsetY={9} align="center" />
          </Group>
        );
      })}
    </Group>
  );
});
