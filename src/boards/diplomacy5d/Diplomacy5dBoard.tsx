import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Arrow, Circle, Group, Label, Layer, Line, Path, Rect, Shape, Tag, Text } from 'react-konva';
import type Konva from 'konva';
import { PanZoomStage } from '../common/PanZoomStage';
import { HitLayer } from '../common/HitLayer';
import type { TableProps } from '../types';
import { diplomacyBoard as ART } from '../diplomacy/boardMap';
import type { D5State } from '../../engines/diplomacy5d/engine';
import { diplomacy5dEngine, geoOf } from '../../engines/diplomacy5d/engine';
import { Index, boardName, turnTitle } from '../../engines/diplomacy5d/multiverse';
import { parseOrder5 } from '../../engines/diplomacy5d/notation';
import type { MBoard } from '../../engines/diplomacy5d/types';
import { useDraft5 } from './draft';
import { click, entrySlots, placeKey } from './entry';
import { EntryMarks } from './EntryMarks';
import { ProvincePeek } from '../diplomacy/ProvincePeek';
import { BoardImages, FRAME, LEVELS, levelFor, spotOf as spot, subjectsOf } from './boardImages';
import { legible } from '../common/camera';
import { CELL, NAME_FONT, TITLE_FONT, TITLE_Y, cellAt, namesOf, openingFocus, originOf, roundMarks, stageSize, type DrawnOrder } from './layout';
import { POWER_COLORS } from '../diplomacy/powers';
import { STANDARD_MAP } from '../../engines/diplomacy/map/standard';

const W = CELL.w;
const H = CELL.h;
const DETAIL = { width: W, height: H };
const SEA = new Set(STANDARD_MAP.provinces.filter((p) => p.type === 'sea').map((p) => p.id));
const titleOf = (b: MBoard, head: boolean) => `${boardName(b.tl, b.turn)}  ${turnTitle(b.turn)}${head ? '  (head)' : ''}`;
/** Stage point of a location on board (tl, turn). */
const at = (tl: number, turn: number, loc: string): [number, number] => {
  const [ox, oy] = originOf(tl, turn);
  const [x, y] = spot(loc);
  return [ox + x, oy + y];
};
const locOf = (p: { province: string; coast?: string }) => (p.coast ? `${p.province}/${p.coast}` : p.province);

/**
 * The multiverse: one map per board, timelines as rows and turns as columns, in one pan-and-zoom
 * stage. What is seen is one layer: the boards in view drawn from bitmaps of the size the zoom needs
 * (boardImages.ts; the missing sizes made between frames, a few milliseconds at a time), the ghosts
 * of the boards each head will become (dashed), the arrows of orders. What is clicked is a hidden
 * layer of the provinces of every board (HitLayer), hit-tested only for the board under the pointer.
 * Pan and zoom move the stage and redraw that one layer, with no React render for a pan and one a
 * frame at most for a zoom. Head boards are framed in gold. Clicks and taps enter orders (entry.ts:
 * unit, kind of order from the panel's action bar, helped unit, board and province).
 * Text (titles, province names, unit letters) is drawn only where it reads (camera.ts `legible`), and
 * only while the view stands still: the names and letters of the boards then in view. The last round's results
 * are drawn until the seat starts writing (layout.ts `roundMarks`), as in classic Diplomacy.
 */
export function Diplomacy5dBoard(props: TableProps) {
  const state = props.view as D5State;
  const index = useMemo(() => new Index(state.mv), [state.mv]);
  const size = stageSize(state.mv);
  const draft = useDraft5();
  const slots = useMemo(
    () => (props.seat !== null && !props.readOnly ? diplomacy5dEngine.orderSlots!(state, props.seat) : []),
    [state, props.seat, props.readOnly],
  );
  const geo = geoOf(state);
  const entrySlots5 = useMemo(() => entrySlots(slots, geo, (tl) => index.headTurn[tl] ?? 0), [slots, geo, index]);

  // Drawn: the last round's results until the seat starts writing (or asks for them again), else its draft.
  const results = useMemo(() => roundMarks(state, geo), [state, geo]);
  const showResults = !!state.last && (!slots.length || draft.showResults);
  const drafted = useMemo(
    () =>
      slots.length && !showResults
        ? Object.values(draft.orders).flatMap((t) => {
            const r = parseOrder5(t, geo, (tl) => index.headTurn[tl] ?? 0);
            return r.ok ? [{ order: r.value, power: 'ENG' as const, success: null }] : [];
          })
        : [],
    [slots.length, showResults, draft.orders, geo, index],
  );
  const arrows: readonly DrawnOrder[] = showResults ? results.orders : drafted;
  const opening = useMemo(() => ({ label: NAME_FONT, focus: openingFocus(entrySlots5, spot) }), [entrySlots5]);

  // The boards get one stable handler (the latest `pick`), so a zoom or a new draft re-renders none of them.
  const pickRef = useRef<(b: MBoard, prov: string) => void>(() => undefined);
  pickRef.current = pick;
  const picking = slots.length > 0;
  const onPick = useCallback((b: MBoard, prov: string) => pickRef.current(b, prov), []);
  const grid = useMemo(
    () => state.mv.boards.map((b) => <BoardCell key={`${b.tl}:${b.turn}`} board={b} onPick={picking ? onPick : undefined} />),
    [state.mv.boards, picking, onPick],
  );

  // What is seen: the boards in view, each from its bitmap of the size the zoom needs. Under fog of war each
  // picture is the viewer's own (its fogged board, the provinces out of its sight grey), named by the viewer.
  const fog = state.sight ?? null;
  const viewer = props.seat === null ? 'all' : String(props.seat);
  const subjects = useMemo(() => subjectsOf(state.mv.boards, index, titleOf, fog, viewer), [state.mv.boards, index, fog, viewer]);
  const images = useMemo(() => new BoardImages(), []);
  useEffect(() => images.keepOnly(new Set([...subjects.values()].map((x) => x.key))), [images, subjects]);
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
      images.frame(6);
      for (const s of subjects.values()) {
        const [ox, oy] = originOf(s.board.tl, s.board.turn);
        const x = ox + FRAME.x;
        const y = oy + FRAME.y;
        if (x > x1 || y > y1 || x + FRAME.w < x0 || y + FRAME.h < y0) continue;
        const img = images.image(s, level);
        if (img) ctx.drawImage(img, x, y, FRAME.w, FRAME.h);
      }
      if (images.pending && !pending.current) pending.current = window.setTimeout(work, 0);
    },
    [subjects, images, work],
  );
  // The boards in view (and half a board around), once the view stands still: their names and letters are drawn.
  const [inView, setInView] = useState('');
  // The zoom of the view standing still (the badges of a zoomed-out grid are sized for it).
  const [still, setStill] = useState(1);
  const textRef = useRef<Konva.Group>(null);
  const viewTimer = useRef(0);
  const findView = useCallback(() => {
    const stage = seenRef.current?.getStage();
    if (!stage) return;
    const k = stage.scaleX();
    const x0 = -stage.x() / k - W / 2;
    const y0 = -stage.y() / k - H / 2;
    const x1 = x0 + stage.width() / k + W;
    const y1 = y0 + stage.height() / k + H;
    const keys = state.mv.boards
      .filter((b) => {
        const [ox, oy] = originOf(b.tl, b.turn);
        return ox < x1 && oy < y1 && ox + ART.width > x0 && oy + ART.height > y0;
      })
      .map((b) => `${b.tl}:${b.turn}`)
      .join(' ');
    setInView(keys);
    setStill(k);
  }, [state.mv.boards]);
  useEffect(() => {
    const stage = seenRef.current?.getStage();
    if (!stage) return;
    // Text is hidden while the view moves (hundreds of names would take a frame's time to draw) and
    // comes back once it stands still, with the names of the boards then in view.
    stage.on('xChange.seen yChange.seen scaleXChange.seen', () => {
      moved.current = performance.now();
      textRef.current?.visible(false);
      window.clearTimeout(viewTimer.current);
      viewTimer.current = window.setTimeout(() => {
        textRef.current?.visible(true);
        seenRef.current?.batchDraw();
        findView();
      }, 150);
    });
    viewTimer.current = window.setTimeout(findView, 0);
    return () => {
      stage.off('.seen');
      window.clearTimeout(viewTimer.current);
    };
  }, [findView]);
  const named = useMemo(() => {
    const keys = new Set(inView.split(' '));
    return state.mv.boards.filter((b) => keys.has(`${b.tl}:${b.turn}`));
  }, [inView, state.mv.boards]);

  // What is clicked: the provinces of the board under the pointer (the hidden layer's cells).
  const near = useCallback((layer: Konva.Layer, pos: { x: number; y: number }) => {
    const stage = layer.getStage();
    const k = stage.scaleX();
    const c = cellAt((pos.x - stage.x()) / k, (pos.y - stage.y()) / k);
    if (!c) return [];
    const [ox, oy] = originOf(c.tl, c.turn);
    return layer.getChildren((g) => g.x() === ox && g.y() === oy);
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
      const hidden = !!fog && !(fog.boards[`${tl}:${turn}`] ?? []).includes(prov);
      return b ? <ProvincePeek id={prov} centres={b.centres} units={b.units} where={titleOf(b, index.isHead(b.tl, b.turn))} hidden={hidden} /> : null;
    },
    [state.mv.boards, index, fog],
  );

  return (
    <PanZoomStage width={size.width} height={size.height} testId="diplomacy5d-board" className="d5-board" detail={DETAIL} peek={peek} opening={opening}>
      {(zoom) => (
        <>
          <Layer ref={seenRef} listening={false}>
            <Shape sceneFunc={drawBoards} perfectDrawEnabled={false} />
            {index.heads().map((b) => {
              const [x, y] = originOf(b.tl, b.turn + 1);
              return (
                <Rect
                  key={`ghost${b.tl}`}
                  x={x}
                  y={y}
                  width={ART.width}
                  height={ART.height}
                  stroke="#7f8fa3"
                  dash={[40, 30]}
                  strokeWidth={8}
                  listening={false}
                />
              );
            })}
            <Group ref={textRef} name="text">
              {legible(TITLE_FONT, zoom) ? <Titles boards={state.mv.boards} index={index} /> : <Badges boards={state.mv.boards} zoom={still} />}
              {legible(NAME_FONT, zoom) && named.map((b) => <Names key={`${b.tl}:${b.turn}`} board={b} />)}
            </Group>
            {showResults && results.dislodged.map((d, i) => <Dislodged key={`d${i}`} at={at(d.tl, d.turn, d.unit.loc)} zoom={zoom} />)}
            {arrows.map((o, i) => (
              <OrderArrow key={i} drawn={o} zoom={zoom} />
            ))}
            {showResults && results.forks.map((f) => <ForkArrow key={`f${f.to[0]}`} from={f.from} to={f.to} zoom={zoom} />)}
            <EntryMarks slots={entrySlots5} entry={draft.entry} zoom={zoom} origin={originOf} spot={spot} />
          </Layer>
          <HitLayer near={near}>{grid}</HitLayer>
        </>
      )}
    </PanZoomStage>
  );
}

/** Every board's title above it ("a@3  Spring 1902  (head)"), drawn where it reads. */
const Titles = memo(function Titles({ boards, index }: { boards: readonly MBoard[]; index: Index }) {
  return (
    <>
      {boards.map((b) => {
        const [x, y] = originOf(b.tl, b.turn);
        return (
          <Text
            key={`${b.tl}:${b.turn}`}
            name="title"
            x={x}
            y={y + TITLE_Y}
            text={titleOf(b, index.isHead(b.tl, b.turn))}
            fontSize={TITLE_FONT}
            fill="#dfe6ee"
            listening={false}
            perfectDrawEnabled={false}
          />
        );
      })}
    </>
  );
});

/** Zoomed out, where titles would not read: each board's name ("a@3") in a badge of 13 px in its corner. */
const Badges = memo(function Badges({ boards, zoom }: { boards: readonly MBoard[]; zoom: number }) {
  const k = 1 / zoom;
  return (
    <>
      {boards.map((b) => {
        const [x, y] = originOf(b.tl, b.turn);
        return (
          <Label key={`${b.tl}:${b.turn}`} x={x} y={y} scaleX={k} scaleY={k} listening={false}>
            <Tag fill="rgba(11,15,22,0.75)" cornerRadius={3} />
            <Text text={boardName(b.tl, b.turn)} fontSize={13} padding={2} fill="#dfe6ee" perfectDrawEnabled={false} />
          </Label>
        );
      })}
    </>
  );
});

/** A board's province names (placed clear of each other and of its units, classic Diplomacy's way) and its units' letters. */
const Names = memo(function Names({ board }: { board: MBoard }) {
  const [ox, oy] = originOf(board.tl, board.turn);
  return (
    <Group x={ox} y={oy} listening={false}>
      {namesOf(board).map((l) => (
        <Text
          key={l.id}
          name={`label-${l.id}`}
          x={l.at[0]}
          y={l.at[1]}
          width={NAME_FONT * 8}
          offsetX={NAME_FONT * 4}
          offsetY={NAME_FONT / 2}
          align="center"
          text={l.text}
          fontSize={NAME_FONT}
          fill={SEA.has(l.id) ? '#b8d3ea' : '#f1f1e8'}
          perfectDrawEnabled={false}
        />
      ))}
      {board.units.map((u) => {
        const [x, y] = spot(u.loc);
        return (
          <Text
            key={u.loc}
            name="unit-letter"
            x={x}
            y={y}
            width={NAME_FONT * 2}
            offsetX={NAME_FONT}
            offsetY={NAME_FONT / 2 - 1}
            align="center"
            text={u.type}
            fontSize={NAME_FONT}
            fontStyle="bold"
            fill={POWER_COLORS[u.power].ink}
            perfectDrawEnabled={false}
          />
        );
      })}
    </Group>
  );
});

const OK = '#9dff9d';
const FAILED = '#ff6b6b';

/** An order (holds are not drawn: a dislodged unit has its own mark): arrows for moves (gold across boards while writing; green arrived, red failed in the results), dashed supports, dotted convoys. */
function OrderArrow({ drawn, zoom }: { drawn: DrawnOrder; zoom: number }) {
  const order = drawn.order;
  if (order.kind !== 'move' && order.kind !== 'retreat' && order.kind !== 'support' && order.kind !== 'convoy') return null;
  const from = order.unit;
  const to = order.kind === 'move' || order.kind === 'retreat' ? order.to : order.kind === 'support' ? (order.to ?? order.target) : order.to;
  const cross = from.tl !== to.tl || from.turn !== to.turn;
  const [ax, ay] = at(from.tl, from.turn, locOf(from));
  const [bx, by] = at(to.tl, to.turn, locOf(to));
  const moving = order.kind === 'move' || order.kind === 'retreat';
  const color = drawn.success === null ? (moving ? (cross ? '#ffd166' : '#ffffff') : '#9ad1ff') : drawn.success ? OK : FAILED;
  const w = Math.max(4, 2 / zoom);
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  const r = Math.max(14, 7 / zoom);
  return (
    <Group name={drawn.success === null ? 'draft-order' : drawn.success ? 'result-ok' : 'result-failed'}>
      <Arrow
        points={[ax, ay, bx, by]}
        stroke={color}
        fill={color}
        strokeWidth={w}
        pointerLength={Math.max(24, 10 / zoom)}
        pointerWidth={Math.max(22, 10 / zoom)}
        dash={moving && !drawn.past ? undefined : order.kind === 'convoy' ? [4, 14] : [20, 12]}
        opacity={0.9}
        perfectDrawEnabled={false}
      />
      {moving && drawn.success === false && (
        <>
          <Line points={[mx - r, my - r, mx + r, my + r]} stroke={FAILED} strokeWidth={w * 1.5} lineCap="round" perfectDrawEnabled={false} />
          <Line points={[mx - r, my + r, mx + r, my - r]} stroke={FAILED} strokeWidth={w * 1.5} lineCap="round" perfectDrawEnabled={false} />
        </>
      )}
    </Group>
  );
}

/** A unit dislodged last round, on the board it stood on: a red ring. */
function Dislodged({ at: [x, y], zoom }: { at: [number, number]; zoom: number }) {
  return (
    <Circle name="result-dislodged" x={x} y={y} radius={34} stroke={FAILED} strokeWidth={Math.max(7, 3 / zoom)} dash={[10, 6]} perfectDrawEnabled={false} />
  );
}

/** A timeline made last round: a thick gold arrow from the board it forked from to its first board. */
function ForkArrow({ from, to, zoom }: { from: readonly [number, number]; to: readonly [number, number]; zoom: number }) {
  const [ax, ay] = originOf(from[0], from[1]);
  const [bx, by] = originOf(to[0], to[1]);
  const w = Math.max(14, 5 / zoom);
  return (
    <Arrow
      name="result-fork"
      points={[ax + ART.width + 20, ay + ART.height / 2, bx - 20, by + ART.height / 2]}
      stroke="#e8c547"
      fill="#e8c547"
      strokeWidth={w}
      pointerLength={w * 3}
      pointerWidth={w * 3}
      opacity={0.95}
      perfectDrawEnabled={false}
    />
  );
}

/**
 * One board as it is clicked: its provinces, named by id, the group's id the board's name ("a@3", for
 * tools and tests that look a board up). Never seen: the picture is the board's bitmap.
 */
const BoardCell = memo(function BoardCell({ board, onPick }: { board: MBoard; onPick?: (b: MBoard, prov: string) => void }) {
  return (
    <Group
      name="cell"
      id={boardName(board.tl, board.turn)}
      x={originOf(board.tl, board.turn)[0]}
      y={originOf(board.tl, board.turn)[1]}
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
    </Group>
  );
});
