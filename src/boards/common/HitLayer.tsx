import { useEffect, useRef, type ReactNode } from 'react';
import { Layer } from 'react-konva';
import type Konva from 'konva';

type Point = { x: number; y: number };

/**
 * A layer of shapes that are clicked but never seen, for a board whose picture is drawn from
 * bitmaps elsewhere (a grid of many maps). Its canvas is hidden and nothing is painted on it; its
 * hit graph (Konva's picture of what is under the pointer) is drawn only when a point is looked up
 * (a press, a hover, `getIntersection`) and the view or the shapes changed since, and then only
 * for the nodes `near(point)` returns (the map under the pointer): panning and zooming cost
 * nothing here, a click the hit drawing of one map. Its children count as cached containers for
 * Konva (`isCached`), as their shapes are never drawn on screen: a move of the view then stops at
 * them instead of clearing the transform of every shape below (thousands for a grid of maps), and
 * those shapes work their transform out when asked. A wheel event finds nothing here (it zooms
 * the view, whose stage handles it; looking it up would draw the hit graph of every wheel step).
 */
export function HitLayer({ children, near }: { children: ReactNode; near: (layer: Konva.Layer, pos: Point) => Konva.Node[] }) {
  const ref = useRef<Konva.Layer>(null);
  const nearRef = useRef(near);
  nearRef.current = near;
  useEffect(() => {
    const layer = ref.current;
    if (!layer) return;
    layer.getCanvas()._canvas.style.display = 'none';
    let version = 0;
    let drawn = '';
    const original = {
      drawScene: layer.drawScene,
      drawHit: layer.drawHit,
      getIntersection: layer.getIntersection,
      _clearSelfAndDescendantCache: layer._clearSelfAndDescendantCache,
    };
    const cached = () => true;
    layer._clearSelfAndDescendantCache = function (this: Konva.Layer, attr?: string) {
      for (const child of this.getChildren()) if (child.isCached !== cached) child.isCached = cached;
      original._clearSelfAndDescendantCache.call(this, attr);
    };
    // Konva asks for a draw when a shape or the view changed: remember that the hit graph is stale.
    layer.drawScene = function (this: Konva.Layer) {
      return this;
    };
    layer.drawHit = function (this: Konva.Layer, can?: Parameters<Konva.Layer['drawHit']>[0], top?: Konva.Node) {
      if (can) return original.drawHit.call(this, can, top);
      version++;
      return this;
    };
    layer.getIntersection = function (this: Konva.Layer, pos: Point) {
      if (window.event?.type === 'wheel') return null; // the one way to know which event asks
      const stage = this.getStage();
      const nodes = nearRef.current(this, pos);
      const key = `${version}|${stage?.x()},${stage?.y()},${stage?.scaleX()}|${nodes.map((n) => n._id).join(',')}`;
      if (key !== drawn) {
        drawn = key;
        this.hitCanvas.setSizeIfChanged(this.getWidth() || 0, this.getHeight() || 0);
        const canvas = this.getHitCanvas();
        canvas.getContext().clear();
        for (const n of nodes) n.drawHit(canvas);
      }
      return original.getIntersection.call(this, pos);
    };
    return () => void Object.assign(layer, original);
  }, []);
  return <Layer ref={ref}>{children}</Layer>;
}
