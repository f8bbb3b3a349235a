import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
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
import { click, entrySlots, placeKey } from './entry';
import { EntryMarks } from './EntryMarks';

const GAP = 160;
const W = ART.width + GAP;
const H = ART.height + GAP;
const PROV = new Map(ART.provinces.map((p) => [p.id, p]));
const COAST = new Map(ART.coasts.map((c) => [c.id, c]));
/**
 * Sizes of the cached images (pixels per board unit). A board is drawn from the smallest image at
 * least as fine as the screen shows it, so a far board costs a small bitmap, a near one a sharp one.
 */
const LEVELS = [1 / 16, 1 / 8, 1 / 4, 1 / 2, 1];
const levelFor = (scale: number) => LEVELS.find((l) => l >= scale * (window.devicePixelRatio || 1)) ?? LEVELS[LEVELS.length - 1];
const cacheAt = (g: Konva.Group, level: number) => {
  g.setAttr('lod', level);
  g.cache({ pixelRatio: level });
};
const spot = (loc: string) => (COAST.get(loc) ?? PROV.get(loc.split('/')[0]))?.unit ?? [0, 0];

/**
 * The multiverse: one map per board, timelines as rows and turns as columns, in one pan-and-zoom
 * stage. Each board is drawn once and cached as an image (Konva's cache) of the size the zoom needs
 * (made again when the zoom settles), so panning and zooming a
 * grid of a hundred boards moves bitmaps, and only the boards in view are drawn at all (checked as
 * the stage moves, with no React render); head boards are framed in gold, the board each head will
 * become is a dashed ghost, orders across boards are arrows. Clicks and taps enter orders
 * (entry.ts: unit, kind of order from the panel's action bar, helped unit, board and province).
 */
export function Diplomacy5dBoard(props: TableProps) {
  const state = props.view as D5State;
  const index = useMemo(() => new Index(state.mv), [state.mv]);
  const cols = Math.max(...state.mv.boards.map((b) => b.turn)) + 2;
  const rows = state.mv.timelines.length;
  const draft = useDraft5();
  const slots = useMemo(() => (props.seat !== null && !props.readOnly ? diplomacy5dEngine.orderSlots!(state, props.seat) : []), [state, props.seat, props.readOnly]);
  const geo = geoOf(state);
  const entrySlots5 = useMemo(() => entrySlots(slots, geo, (tl) => index.headTurn[tl] ?? 0), [slots, geo, index]);

  // Arrows: the draft while writing, else the last round's orders.
  const arrows = useMemo(() => {
    const texts = slots.length ? Object.values(draft.orders) : (state.last?.reports ?? []).map((r) => r.text);
    return texts.flatMap((t) => {
      const r = parseOrder5(t, geo, (tl) => index.headTurn[tl] ?? 0);
      return r.ok ? [r.value] : [];
    });
  }, [slots.length, draft.orders, state.last, geo, index]);

  // The boards get one stable handler (the latest `pick`), so a zoom or a new draft re-renders none of them.
  const pickRef = useRef<(b: MBoard, prov: string) => void>(() => undefined);
  pickRef.current = pick;
  const picking = slots.length > 0;
  const onPick = useCallback((b: MBoard, prov: string) => pickRef.current(b, prov), []);
  const grid = useMemo(
    () =>
      state.mv.boards.map((b) => (
        <BoardCell key={`${b.tl}:${b.turn}`} board={b} head={index.isHead(b.tl, b.turn)} onPick={picking ? onPick : undefined} />
      )),
    [state.mv.boards, index, picking, onPick],
  );

  // Only the boards in view are drawn: their groups are shown or hidden as the stage pans and zooms.
  const layerRef = useRef<Konva.Layer>(null);
  useEffect(() => {
    const layer = layerRef.current;
    const stage = layer?.getStage();
    if (!layer || !stage) return;
    const cells = layer.find<Konva.Group>('.cell');
    // Images of another size are made again once the zoom has settled, one board a frame.
    let settle = 0;
    let frame = 0;
    const redo = () => {
      frame = 0;
      const want = levelFor(stage.scaleX());
      let done = 0;
      for (const g of cells) {
        if (!g.visible() || g.getAttr('lod') === want) continue;
        if (done++ === 1) {
          frame = requestAnimationFrame(redo);
          break;
        }
        cacheAt(g, want);
      }
      if (done) layer.batchDraw();
    };
    const cull = () => {
      const k = stage.scaleX();
      const x0 = -stage.x() / k;
      const y0 = -stage.y() / k;
      const x1 = x0 + stage.width() / k;
      const y1 = y0 + stage.height() / k;
      for (const g of cells) {
        const gx = g.x() - GAP;
        const gy = g.y() - GAP;
        g.visible(gx < x1 && gx + W + GAP > x0 && gy < y1 && gy + H + GAP > y0);
      }
      window.clearTimeout(settle);
      if (!frame) settle = window.setTimeout(() => (frame = requestAnimationFrame(redo)), 150);
    };
    cull();
    stage.on('dragmove.cull xChange.cull yChange.cull scaleXChange.cull widthChange.cull heightChange.cull', cull);
    return () => {
      stage.off('.cull');
      window.clearTimeout(settle);
      cancelAnimationFrame(frame);
    };
  }, [grid]);

  // A click or tap on a province of any board: the next step of order entry (entry.ts).
  function pick(b: MBoard, prov: string) {
    draft.step(click(entrySlots5, draft.entry, placeKey({ tl: b.tl, turn: b.turn, province: prov }), draft.orders));
  }

  return (
    <PanZoomStage width={cols * W} height={rows * H} testId="diplomacy5d-board">
      {(zoom) => (
        <>
          <Layer ref={layerRef}>
            <Rect x={-4000} y={-4000} width={cols * W + 8000} height={rows * H + 8000} fill="#0f1a26" listening={false} />
            {grid}
            {index.heads().map((b) => (
              <Rect key={`ghost${b.tl}`} x={(b.turn + 1) * W} y={b.tl * H} width={ART.width} height={ART.height} stroke="#7f8fa3" dash={[40, 30]} strokeWidth={8} listening={false} />
            ))}
          </Layer>
          <Layer listening={false}>
            {arrows.map((o, i) => (
              <OrderArrow key={i} order={o} zoom={zoom} />
            ))}
            <EntryMarks slots={entrySlots5} entry={draft.entry} zoom={zoom} cellW={W} cellH={H} spot={spot} />
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

/** One board: its title, map, units and centres, and the gold frame of a head, cached to one bitmap once drawn. */
const BoardCell = memo(function BoardCell({ board, head, onPick }: { board: MBoard; head: boolean; onPick?: (b: MBoard, prov: string) => void }) {
  const ref = useRef<Konva.Group>(null);
  useEffect(() => {
    const g = ref.current;
    if (!g) return;
    cacheAt(g, levelFor(g.getStage()?.scaleX() ?? 0.25));
    return () => void g.clearCache();
  }, [board, head]);
  return (
    <Group
      ref={ref}
      name="cell"
      x={board.turn * W}
      y={board.tl * H}
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
      {head && <Rect x={-20} y={-20} width={ART.width + 40} height={ART.height + 40} stroke="#e8c547" strokeWidth={14} listening={false} />}
      <Text x={0} y={-110} text={`${boardName(board.tl, board.turn)}  ${turnTitle(board.turn)}${head ? '  (head)' : ''}`} fontSize={72} fill="#dfe6ee" listening={false} />
    </Group>
  );
});
