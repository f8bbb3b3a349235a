import { useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Stage } from 'react-konva';
import type Konva from 'konva';
import { useBoxSize } from './useBoxSize';
import { LONG_PRESS_MS, peekAttr, showPeek } from './Peek';
import { cameraOf, clearOfButtons, homeView, openingView, showPoints, transformOf, type Camera, type Opening } from './camera';
import { CameraContext } from './cameraContext';

// Where the stages of the board on screen keep their camera (cameraContext.ts: the app provides one per
// game and viewer, so each seat finds its own zoom and pan again after the pass screen or a reload).
// Without one, a stage opens on the whole board each time it mounts.

/** How long after the last pan or zoom the camera is written down. */
const SAVE_DELAY_MS = 300;

/**
 * A Konva stage that fits a board of `width` × `height` units into its box, with pan (drag),
 * zoom (wheel, pinch, buttons) and a reset. Pan and zoom change the stage transform directly, so
 * a pan costs no React render; `children` get the zoom only to keep badges one size on screen, at
 * most once a frame (however many wheel or pinch events came), before Konva draws that frame.
 * The closest zoom shows a sixth of the board filling the box, or for a board of many maps `detail` (board
 * units: one map) filling it three times over.
 * The whole board (the home view) sits clear of the zoom buttons, which take a strip along the bottom
 * or the right edge.
 * The camera (zoom and pan) is kept per viewer through `CameraContext`, by `testId`. A viewer with no
 * camera of their own sees the `opening` view (camera.ts `openingView`: readable labels, centred on what
 * they are asked to act on); "Fit" shows the whole board, and is kept as their camera.
 * `lookAt` names places chosen off the map (a panel's list): when its key changes, the view moves to show
 * them if it does not already (camera.ts `showPoints`).
 * A long press never taps what is under the finger; on a node with a `peek` attribute it opens
 * `peek(id)` in full (a right click does too).
 */
export function PanZoomStage({
  width,
  height,
  testId,
  className,
  children,
  overlay,
  peek,
  zoomButtons = true,
  detail,
  opening,
  lookAt,
}: {
  width: number;
  height: number;
  testId?: string;
  className?: string;
  children: (zoom: number) => ReactNode;
  overlay?: ReactNode;
  peek?: (id: string) => ReactNode | null;
  zoomButtons?: boolean;
  detail?: { width: number; height: number };
  /** How the board opens for a viewer without a camera of their own (read when the viewer changes). */
  opening?: Opening;
  /** Places (board units) to bring into view when `key` changes; an empty key asks for nothing. */
  lookAt?: { readonly key: string; readonly points: readonly { readonly x: number; readonly y: number }[] };
}) {
  const box = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const size = useBoxSize(box);
  const [zoom, setZoom] = useState(1);
  const keeper = useContext(CameraContext);
  const stageName = testId ?? 'board';

  const home = useMemo(() => homeView(size, { w: width, h: height }, zoomButtons), [size, width, height, zoomButtons]);
  // The stage: the box less the zoom buttons' strip, so no part of the board is ever drawn under them,
  // at any zoom or pan (issue 20: nothing covers the board's content). Its top-left is the box's.
  const view = useMemo(() => clearOfButtons(size, home.bar), [size, home.bar]);
  const fit = home.fit;
  // With `detail` (a board of many maps that grows), the closest zoom depends on one map only, so a kept
  // camera is not clamped anew each time the board grows.
  const closest = detail ? 3 * Math.min(size.w / detail.width, size.h / detail.height) : fit * 6;
  const minScale = fit * 0.8;
  // A camera's zoom is kept relative to this scale: the whole board's fit, or for a board of many
  // maps the fit of one (`detail`), so a zoom stays the same as 5D's multiverse grows.
  const unit = detail ? Math.min(size.w / detail.width, size.h / detail.height) : fit;

  // The camera this viewer left (null: the whole board), re-applied when the box changes size.
  const camera = useRef<Camera | null>(null);
  const openingRef = useRef(opening);
  openingRef.current = opening;
  const saveTimer = useRef(0);
  const pendingSave = useRef<(() => void) | null>(null);
  const flushSave = useCallback(() => {
    window.clearTimeout(saveTimer.current);
    const f = pendingSave.current;
    pendingSave.current = null;
    f?.();
  }, []);
  const remember = useCallback(
    (c: Camera | null) => {
      camera.current = c;
      if (!keeper) return;
      window.clearTimeout(saveTimer.current);
      pendingSave.current = () => keeper.save(stageName, c);
      saveTimer.current = window.setTimeout(flushSave, SAVE_DELAY_MS);
    },
    [keeper, stageName, flushSave],
  );
  // A new viewer (or the board mounting again after the pass screen): their own camera.
  useEffect(() => {
    camera.current = keeper?.load(stageName) ?? null;
    return flushSave;
  }, [keeper, stageName, flushSave]);
  useEffect(() => {
    window.addEventListener('pagehide', flushSave);
    return () => window.removeEventListener('pagehide', flushSave);
  }, [flushSave]);

  /** Shows the kept camera (or the whole board) in the box as it is now. */
  const applyCamera = useCallback(() => {
    const st = stageRef.current;
    if (!st) return;
    const c = camera.current;
    const board = { w: width, h: height };
    const t = c ? transformOf(c, view, board, unit, minScale / unit, closest / unit) : openingView(size, board, home, closest, openingRef.current);
    st.scale({ x: t.scale, y: t.scale });
    st.position({ x: t.x, y: t.y });
    setZoom(t.scale);
  }, [home, size, view, width, height, unit, minScale, closest]);
  useEffect(() => {
    applyCamera();
  }, [applyCamera, keeper]);
  // The end-to-end tests read what the stage draws (e2e/helpers.ts `boardText`: every label legible).
  useEffect(() => {
    const el = box.current as (HTMLDivElement & { hotseatStage?: Konva.Stage | null }) | null;
    if (el) el.hotseatStage = stageRef.current;
  });

  /** Notes the camera the stage shows now (after a pan or zoom by the player). */
  const noteCamera = useCallback(() => {
    const st = stageRef.current;
    if (st) remember(cameraOf({ x: st.x(), y: st.y(), scale: st.scaleX() }, view, unit));
  }, [remember, view, unit]);

  // Places chosen off the map come into view (once per choice: the player may pan away again).
  const lookKey = lookAt?.key ?? '';
  const lookPoints = useRef(lookAt?.points);
  lookPoints.current = lookAt?.points;
  useEffect(() => {
    const st = stageRef.current;
    if (!st || !lookKey || !lookPoints.current) return;
    const t = showPoints({ x: st.x(), y: st.y(), scale: st.scaleX() }, size, home, lookPoints.current, 40);
    if (!t) return;
    st.scale({ x: t.scale, y: t.scale });
    st.position({ x: t.x, y: t.y });
    setZoom(t.scale);
    noteCamera();
    // Only a new choice moves the view, not a resize (the kept camera is re-applied then).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lookKey]);

  // The whole board, kept as this viewer's camera (so it is not replaced by the opening view next time).
  const resetView = useCallback(() => {
    remember(cameraOf(home, view, unit));
    applyCamera();
  }, [remember, applyCamera, home, view, unit]);

  // The zoom reaches React once a frame: this frame callback is asked for before the stage
  // changes (so before Konva's own), and renders at once, so Konva draws the frame once, up to date.
  const zoomFrame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(zoomFrame.current), []);
  const zoomAt = useCallback(
    (factor: number, center?: { x: number; y: number }) => {
      const st = stageRef.current;
      if (!st) return;
      const old = st.scaleX();
      const next = Math.max(minScale, Math.min(closest, old * factor));
      const c = center ?? { x: st.width() / 2, y: st.height() / 2 };
      const at = { x: (c.x - st.x()) / old, y: (c.y - st.y()) / old };
      zoomFrame.current ||= requestAnimationFrame(() => {
        zoomFrame.current = 0;
        flushSync(() => setZoom(st.scaleX()));
      });
      st.scale({ x: next, y: next });
      st.position({ x: c.x - at.x * next, y: c.y - at.y * next });
      noteCamera();
    },
    [minScale, closest, noteCamera],
  );

  const onWheel = useCallback(
    (e: Konva.KonvaEventObject<WheelEvent>) => {
      e.evt.preventDefault();
      zoomAt(e.evt.deltaY < 0 ? 1.15 : 1 / 1.15, stageRef.current?.getPointerPosition() ?? undefined);
    },
    [zoomAt],
  );

  // A long press (touch) never taps what is under the finger (it shows, never acts: a board's taps
  // place, order and play); on a node with a `peek` attribute it shows that node in full, as a right
  // click (mouse) does.
  const press = useRef<{ timer: number; x: number; y: number } | null>(null);
  const longPressed = useRef(false);
  const endPress = useCallback(() => {
    if (press.current) window.clearTimeout(press.current.timer);
    press.current = null;
  }, []);
  useEffect(() => endPress, [endPress]);
  const peekAt = useCallback(
    (node: Konva.Node | null): boolean => {
      const id = peekAttr(node);
      const content = id !== null && peek ? peek(id) : null;
      if (!content) return false;
      showPeek(content);
      return true;
    },
    [peek],
  );
  const onTouchStart = useCallback(
    (e: Konva.KonvaEventObject<TouchEvent>) => {
      endPress();
      longPressed.current = false;
      const t = e.evt.touches;
      if (t.length !== 1) return;
      const target = e.target;
      const timer = window.setTimeout(() => {
        press.current = null;
        const st = stageRef.current;
        if (!st) return;
        longPressed.current = true;
        st.stopDrag();
        // The finger lifting must not also tap what is under it: Konva forgets where the touch began
        // (a tap is a touch that ends on the shape it began on).
        (st as unknown as { _pointerStates?: Map<string, unknown> })._pointerStates?.clear();
        peekAt(target);
      }, LONG_PRESS_MS);
      press.current = { timer, x: t[0].clientX, y: t[0].clientY };
    },
    [peekAt, endPress],
  );
  const onContextMenu = useCallback(
    (e: Konva.KonvaEventObject<PointerEvent>) => {
      if (peekAt(e.target)) e.evt.preventDefault();
    },
    [peekAt],
  );

  // Two-finger pinch on touch screens.
  const pinch = useRef<{ dist: number } | null>(null);
  const onTouchMove = useCallback(
    (e: Konva.KonvaEventObject<TouchEvent>) => {
      const t = e.evt.touches;
      const p = press.current;
      if (p && (t.length !== 1 || Math.hypot(t[0].clientX - p.x, t[0].clientY - p.y) > 10)) endPress();
      if (t.length !== 2) return;
      e.evt.preventDefault();
      const st = stageRef.current;
      if (!st) return;
      st.stopDrag();
      const rect = st.container().getBoundingClientRect();
      const a = { x: t[0].clientX - rect.left, y: t[0].clientY - rect.top };
      const b = { x: t[1].clientX - rect.left, y: t[1].clientY - rect.top };
      const dist = Math.hypot(a.x - b.x, a.y - b.y);
      if (pinch.current) zoomAt(dist / pinch.current.dist, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
      pinch.current = { dist };
    },
    [zoomAt, endPress],
  );

  return (
    <div ref={box} className={`pz-board ${className ?? ''}`} data-testid={testId}>
      <Stage
        ref={stageRef}
        width={view.w}
        height={view.h}
        draggable
        dragDistance={5}
        onWheel={onWheel}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onContextMenu={onContextMenu}
        // A pan is no long press (Konva may not pass on the moves and the lift of a finger that drags the stage).
        onDragStart={(e) => {
          if (e.target === stageRef.current) endPress();
        }}
        onDragEnd={(e) => {
          if (e.target === stageRef.current) noteCamera();
        }}
        onTouchEnd={(e) => {
          pinch.current = null;
          endPress();
          // Nor may the mouse events a browser makes up after a touch click anything.
          if (longPressed.current && e.evt.cancelable) e.evt.preventDefault();
        }}
      >
        {children(zoom)}
      </Stage>
      {zoomButtons && (
        <div className="zoom-buttons" data-at={home.bar} role="group" aria-label="Zoom">
          <button onClick={() => zoomAt(1.3)} aria-label="Zoom in">
            +
          </button>
          <button onClick={() => zoomAt(1 / 1.3)} aria-label="Zoom out">
            −
          </button>
          <button onClick={resetView} aria-label="Fit the map">
            ⤢
          </button>
        </div>
      )}
      {overlay}
    </div>
  );
}
