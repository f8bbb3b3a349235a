import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Stage } from 'react-konva';
import type Konva from 'konva';
import { useBoxSize } from './useBoxSize';
import { LONG_PRESS_MS, peekAttr, showPeek } from './Peek';

/**
 * A Konva stage that fits a board of `width` × `height` units into its box, with pan (drag),
 * zoom (wheel, pinch, buttons) and a reset. Pan and zoom change the stage transform directly, so
 * a pan costs no React render; `children` get the zoom only to keep badges one size on screen, at
 * most once a frame (however many wheel or pinch events came), before Konva draws that frame.
 * The closest zoom shows `detail` (board units; by default a sixth of the board) filling the box twice over.
 * A long press or a right click on a node with a `peek` attribute opens `peek(id)` in full.
 */
export function PanZoomStage({ width, height, testId, className, children, overlay, peek, zoomButtons = true, detail }: { width: number; height: number; testId?: string; className?: string; children: (zoom: number) => ReactNode; overlay?: ReactNode; peek?: (id: string) => ReactNode | null; zoomButtons?: boolean; detail?: { width: number; height: number } }) {
  const box = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const size = useBoxSize(box);
  const [zoom, setZoom] = useState(1);

  const fit = Math.min(size.w / width, size.h / height);
  const closest = Math.max(fit * 6, detail ? 2 * Math.min(size.w / detail.width, size.h / detail.height) : 0);
  const home = useMemo(() => ({ x: (size.w - width * fit) / 2, y: (size.h - height * fit) / 2, scale: fit }), [size, fit, width, height]);

  const resetView = useCallback(() => {
    const st = stageRef.current;
    if (!st) return;
    st.scale({ x: home.scale, y: home.scale });
    st.position({ x: home.x, y: home.y });
    setZoom(home.scale);
  }, [home]);
  useEffect(() => {
    resetView();
  }, [resetView]);

  // The zoom reaches React once a frame: this frame callback is asked for before the stage
  // changes (so before Konva's own), and renders at once, so Konva draws the frame once, up to date.
  const zoomFrame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(zoomFrame.current), []);
  const zoomAt = useCallback(
    (factor: number, center?: { x: number; y: number }) => {
      const st = stageRef.current;
      if (!st) return;
      const old = st.scaleX();
      const next = Math.max(fit * 0.8, Math.min(closest, old * factor));
      const c = center ?? { x: st.width() / 2, y: st.height() / 2 };
      const at = { x: (c.x - st.x()) / old, y: (c.y - st.y()) / old };
      zoomFrame.current ||= requestAnimationFrame(() => {
        zoomFrame.current = 0;
        flushSync(() => setZoom(st.scaleX()));
      });
      st.scale({ x: next, y: next });
      st.position({ x: c.x - at.x * next, y: c.y - at.y * next });
    },
    [fit, closest],
  );

  const onWheel = useCallback(
    (e: Konva.KonvaEventObject<WheelEvent>) => {
      e.evt.preventDefault();
      zoomAt(e.evt.deltaY < 0 ? 1.15 : 1 / 1.15, stageRef.current?.getPointerPosition() ?? undefined);
    },
    [zoomAt],
  );

  // A long press (touch) or a right click (mouse) on a node with a `peek` attribute shows it in full.
  const press = useRef<{ timer: number; x: number; y: number } | null>(null);
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
      const t = e.evt.touches;
      if (!peek || t.length !== 1) return;
      const target = e.target;
      const timer = window.setTimeout(() => {
        press.current = null;
        const st = stageRef.current;
        if (!st || !peekAt(target)) return;
        st.stopDrag();
        // The finger lifting must not also tap what is under it: forget where the touch began.
        (st as unknown as { _pointerStates?: Map<string, unknown> })._pointerStates?.clear();
      }, LONG_PRESS_MS);
      press.current = { timer, x: t[0].clientX, y: t[0].clientY };
    },
    [peek, peekAt, endPress],
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
        width={size.w}
        height={size.h}
        draggable
        dragDistance={5}
        onWheel={onWheel}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onContextMenu={onContextMenu}
        onTouchEnd={() => {
          pinch.current = null;
          endPress();
        }}
      >
        {children(zoom)}
      </Stage>
      {zoomButtons && (
        <div className="zoom-buttons" role="group" aria-label="Zoom">
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
