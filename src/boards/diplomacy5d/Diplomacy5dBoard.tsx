import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { Arrow, Group, Layer, Path, Rect, Shape, Text } from 'react-konva';
import type Konva from 'konva';
import { PanZoomStage } from '../common/PanZoomStage';
import { HitLayer } from '../common/HitLayer';
import type { TableProps } from '../types';
import { diplomacyBoard as ART } from '../diplomacy/boardMap';
import type { D5State } from '../../engines/diplomacy5d/engine';
import { diplomacy5dEngine, geoOf } from '../../engines/diplomacy5d/engine';
import { Index, boardName, turnTitle } from '../../engines/diplomacy5d/multiverse';
import { parseOrder5 } from '../../engines/diplomacy5d/notation';
import type { MBoard, MOrder } from '../../engines/diplomacy5d/types';
import { useDraft5 } from './draft';
import { click, entrySlots, placeKey } from './entry';
import { EntryMarks } from './EntryMarks';
import { ProvincePeek } from '../diplomacy/ProvincePeek';
import { BoardImages, FRAME, LEVELS, levelFor, spotOf as spot, type Subject } from './boardImages';

const GAP = 160;
const W = ART.width + GAP;
const H = ART.height + GAP;
const DETAIL = { width: W, height: H };
const titleOf = (b: MBoard, head: boolean) => `${boardName(b.tl, b.turn)}  ${turnTitle(b.turn)}${head ? '  (head)' : ''}`;

/**
 * The multiverse: one map per board, timelines as rows and turns as columns, in one pan-and-zoom
 * stage. What is seen is one layer: the boards in view drawn from bitmaps of the size the zoom needs
 * (boardImages.ts; the missing sizes made between frames, a few milliseconds at a time), the ghosts
 * of the boards each head will become (dashed), the arrows of orders. What is clicked is a hidden
 * layer of the provinces of every board (HitLayer), hit-tested only for the board under the pointer.
 * Pan and zoom move the stage and redraw that one layer, with no React render for a pan and one a
 * frame at most for a zoom. Head boards are framed in gold. Clicks and taps enter orders (entry.ts:
 * unit, kind of order from the panel's action bar, helped unit, board and province).
 */
export function Diplomacy5dBoard(props: TableProps) {
  const state = props.view as D5State;
  const index = useMemo(() => new Index(state.mv), [state.mv]);
  const cols = Math.max(...state.mv.boards.map((b) => b.turn)) + 2;
  const rows = state.mv.timelines.length;
  const draft = useDraft5();
  const slots = useMemo(
    () => (props.seat !== null && !props.readOnly ? diplomacy5dEngine.orderSlots!(state, props.seat) : []),
    [state, props.seat, props.readOnly],
  );
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
    () => state.mv.boards.map((b) => <BoardCell key={`${b.tl}:${b.turn}`} board={b} head={index.isHead(b.tl, b.turn)} onPick={picking ? onPick : undefined} />),
    [state.mv.boards, index, picking, onPick],
  );

  // What is seen: the boards in view, each from its bitmap of the size the zoom needs.
  const subjects = useMemo(() => {
    const m = new Map<string, Subject>();
    for (const b of state.mv.boards) {
      const head = index.isHead(b.tl, b.turn);
      const key = `${b.tl}:${b.turn}`;
      m.set(key, { key, board: b, head, title: titleOf(b, head) });
    }
    return m;
  }, [state.mv.boards, index]);
  const images = useMemo(() => new BoardImages(), []);
  useEffect(() => images.keepOnly(new Set(subjects.keys())), [images, subjects]);
  const seenRef = useRef<Konva.Layer>(null);
  const pending = useRef(0);
  const moved = useRef(0);
  // Missing bitmaps are made between frames, about 6 ms at a time; while the view moves, only the
  // smaller sizes (the larger ones take a frame's time each), the rest once it has stood still.
  const work = useCallback(() => {
    pending.current = 0;
    const start = performance.now();
    const moving = start - moved.current < 200;
    const made = images.work(() => performance.now() - start < 6, moving ? LEVELS[2] : 1);
    if (made) seenRef.current?.batchDraw();
    else if (images.pending) pending.current = window.setTimeout(work, 100);
  }, [images]);
  useEffect(() => () => window.clearTimeout(pending.current), []);
  const drawBoards = useCallback(
    (kctx: Konva.Context, shape: Konva.Shape) => {
      const stage = shape.getStage();
      if (!stage) return;
      const ctx = kctx._context;
      const k = stage.scaleX();
      const level = levelFor(k, kctx.getCanvas().getPixelRatio());
      const x0 = -stage.x() / k;
      const y0 = -stage.y() / k;
      const x1 = x0 + stage.width() / k;
      const y1 = y0 + stage.height() / k;
      for (const s of subjects.values()) {
        const x = s.board.turn * W + FRAME.x;
        const y = s.board.tl * H + FRAME.y;
        if (x > x1 || y > y1 || x + FRAME.w < x0 || y + FRAME.h < y0) continue;
        ctx.drawImage(images.image(s, level), x, y, FRAME.w, FRAME.h);
      }
      if (images.pending && !pending.current) pending.current = window.setTimeout(work, 0);
    },
    [subjects, images, work],
  );
  useEffect(() => {
    const stage = seenRef.current?.getStage();
    if (!stage) return;
    stage.on('xChange.seen yChange.seen scaleXChange.seen', () => void (moved.current = performance.now()));
    return () => void stage.off('.seen');
  }, []);

  // What is clicked: the provinces of the board under the pointer (the hidden layer's cells).
  const near = useCallback((layer: Konva.Layer, pos: { x: number; y: number }) => {
    const stage = layer.getStage();
    const k = stage.scaleX();
    const x = (pos.x - stage.x()) / k;
    const y = (pos.y - stage.y()) / k;
    const col = Math.floor(x / W);
    const row = Math.floor(y / H);
    if (x - col * W > ART.width || y - row * H > ART.height) return [];
    return layer.getChildren((g) => g.x() === col * W && g.y() === row * H);
  }, []);

  // A click or tap on a province of any board: the next step of order entry (entry.ts).
  function pick(b: MBoard, prov: string) {
    draft.step(click(entrySlots5, draft.entry, placeKey({ tl: b.tl, turn: b.turn, province: prov }), draft.orders));
  }

  // A long press on a province of a board: that province on that board in full.
  const peek = useCallback(
    (key: string) => {
      const [tl, turn, prov] = key.split(':');
      const b = state.mv.boards.find((x) => x.tl === Number(tl) && x.turn === Number(turn));
      return b ? <ProvincePeek id={prov} centres={b.centres} units={b.units} where={titleOf(b, index.isHead(b.tl, b.turn))} /> : null;
    },
    [state.mv.boards, index],
  );

  return (
    <PanZoomStage width={cols * W} height={rows * H} testId="diplomacy5d-board" className="d5-board" detail={DETAIL} peek={peek}>
      {(zoom) => (
        <>
          <Layer ref={seenRef} listening={false}>
            <Shape sceneFunc={drawBoards} perfectDrawEnabled={false} />
            {index.heads().map((b) => (
              <Rect
                key={`ghost${b.tl}`}
                x={(b.turn + 1) * W}
                y={b.tl * H}
                width={ART.width}
                height={ART.height}
                stroke="#7f8fa3"
                dash={[40, 30]}
                strokeWidth={8}
                listening={false}
              />
            ))}
            {arrows.map((o, i) => (
              <OrderArrow key={i} order={o} zoom={zoom} />
            ))}
            <EntryMarks slots={entrySlots5} entry={draft.entry} zoom={zoom} cellW={W} cellH={H} spot={spot} />
          </Layer>
          <HitLayer near={near}>{grid}</HitLayer>
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
  return (
    <Arrow
      points={[from.turn * W + ax, from.tl * H + ay, to.turn * W + bx, to.tl * H + by]}
      stroke={color}
      fill={color}
      strokeWidth={Math.max(4, 2 / zoom)}
      pointerLength={24}
      pointerWidth={22}
      dash={order.kind === 'move' ? undefined : [20, 12]}
      opacity={0.9}
    />
  );
}

/**
 * One board as it is clicked: its provinces, named by id, and its title (for tools and tests that
 * look a board up). Never seen: the picture is the board's bitmap.
 */
const BoardCell = memo(function BoardCell({ board, head, onPick }: { board: MBoard; head: boolean; onPick?: (b: MBoard, prov: string) => void }) {
  return (
    <Group
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
      {ART.provinces.map((p) => (
        <Path key={p.id} name={p.id} peek={`${board.tl}:${board.turn}:${p.id}`} data={p.path} fill="#000" perfectDrawEnabled={false} />
      ))}
      <Text x={0} y={-110} text={titleOf(board, head)} fontSize={72} listening={false} />
    </Group>
  );
});
