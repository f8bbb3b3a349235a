/**
 * The camera of a pan-and-zoom board, as pure arithmetic (PanZoomStage applies it to the stage).
 *
 * A camera is kept independent of the box's size: the board point at the centre of the box and the
 * zoom relative to the whole-board fit. So a seat's camera comes back the same after the pass screen,
 * a reload, or a phone turned on its side, and it is plain JSON to keep.
 */

export interface Camera {
  /** The board point (board units) at the centre of the box. */
  readonly cx: number;
  readonly cy: number;
  /**
   * The stage's scale divided by the scale that fits the whole board (1: the whole board), or for a
   * board of many maps the scale that fits one of them (PanZoomStage's `detail`).
   */
  readonly zoom: number;
}

export interface Size {
  readonly w: number;
  readonly h: number;
}

/** A stage transform: board point p is drawn at (x + p.x × scale, y + p.y × scale). */
export interface Transform {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

/** Where the zoom buttons sit: a row along the bottom or a column along the right, or nowhere. */
export type BarSide = 'bottom' | 'right' | 'none';

/** The depth (CSS pixels) of the strip the zoom buttons take: a 44 px button and its margins. */
export const BAR = { short: 54 } as const;

/**
 * The whole board, fitted into `box` clear of the zoom buttons: the buttons take a strip along the
 * bottom or the right edge, whichever leaves the board larger (the bottom on a tie: a wide map in a
 * tall box has room to spare there), and the board is centred in what is left.
 */
export function homeView(box: Size, board: Size, buttons: boolean): Transform & { bar: BarSide; fit: number } {
  const fitIn = (w: number, h: number) => Math.max(1e-6, Math.min(w / board.w, h / board.h));
  const centred = (w: number, h: number, bar: BarSide) => {
    const scale = fitIn(w, h);
    return { x: (w - board.w * scale) / 2, y: (h - board.h * scale) / 2, scale, bar, fit: scale };
  };
  if (!buttons) return centred(box.w, box.h, 'none');
  const bottom = centred(box.w, box.h - BAR.short, 'bottom');
  const right = centred(box.w - BAR.short, box.h, 'right');
  return right.scale > bottom.scale * 1.001 ? right : bottom;
}

/** The part of `box` clear of the zoom buttons' strip: where the stage draws (its top-left is the box's). */
export function clearOfButtons(box: Size, bar: BarSide): Size {
  return { w: Math.max(0, box.w - (bar === 'right' ? BAR.short : 0)), h: Math.max(0, box.h - (bar === 'bottom' ? BAR.short : 0)) };
}

/** The smallest text drawn on a board, in CSS pixels: a label that would be smaller is hidden (issue 20). */
export const MIN_TEXT_PX = 11;

/** Whether text of `size` board units reads at stage scale `scale` (at least MIN_TEXT_PX on screen). */
export function legible(size: number, scale: number): boolean {
  return size * scale >= MIN_TEXT_PX - 1e-6;
}

/** What a board asks of its opening view: the label size (board units) that must read, and where to look. */
export interface Opening {
  /** The board's name labels, in board units: the opening zoom makes them legible (MIN_TEXT_PX). */
  readonly label?: number;
  /** Board points this seat is asked to act on: the opening view is centred on them. */
  readonly focus?: readonly { readonly x: number; readonly y: number }[];
}

/**
 * The view a board opens at for a seat with no camera of its own (issue 20, "opens readable"): at
 * least the whole-board fit; in a box taller than wide (a phone in portrait) the board fills the
 * height it has, not only the width; and at least the zoom at which `opening.label` reads. Never past
 * `closest`. Centred on the middle of `opening.focus` (or of the board), kept within the board's edges
 * where the board is larger than the box.
 */
export function openingView(box: Size, board: Size, home: Transform & { fit: number; bar: BarSide }, closest: number, opening: Opening | undefined): Transform {
  if (!opening) return home;
  // The part of the box clear of the zoom buttons.
  const w = box.w - (home.bar === 'right' ? BAR.short : 0);
  const h = box.h - (home.bar === 'bottom' ? BAR.short : 0);
  let scale = home.fit;
  if (h > w) scale = Math.max(scale, h / board.h);
  if (opening.label) scale = Math.max(scale, MIN_TEXT_PX / opening.label);
  scale = Math.min(scale, Math.max(home.fit, closest));
  if (scale <= home.fit * 1.001) return home;
  const pts = opening.focus?.length ? opening.focus : [{ x: board.w / 2, y: board.h / 2 }];
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  // Centred on the focus, but never showing beyond the board's edge on an axis where it is larger than the box.
  const along = (c: number, boxLen: number, boardLen: number) => {
    const drawn = boardLen * scale;
    if (drawn <= boxLen) return (boxLen - drawn) / 2;
    return Math.min(0, Math.max(boxLen - drawn, boxLen / 2 - c * scale));
  };
  return { x: along(cx, w, board.w), y: along(cy, h, board.h), scale };
}

/** The camera a transform shows in a box, `fit` being the scale its zoom is relative to. */
export function cameraOf(t: Transform, box: Size, fit: number): Camera {
  return { cx: (box.w / 2 - t.x) / t.scale, cy: (box.h / 2 - t.y) / t.scale, zoom: t.scale / fit };
}

/**
 * The transform that shows `camera` in a box: its zoom kept within [minZoom, maxZoom] (relative to
 * the fit) and its centre within the board.
 */
export function transformOf(camera: Camera, box: Size, board: Size, fit: number, minZoom: number, maxZoom: number): Transform {
  const zoom = Math.min(maxZoom, Math.max(minZoom, camera.zoom));
  const scale = zoom * fit;
  const cx = Math.min(board.w, Math.max(0, camera.cx));
  const cy = Math.min(board.h, Math.max(0, camera.cy));
  return { x: box.w / 2 - cx * scale, y: box.h / 2 - cy * scale, scale };
}

/** A kept camera read back (unchecked JSON), or null when it is not one. */
export function parseCamera(raw: unknown): Camera | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { cx, cy, zoom } = raw as Record<string, unknown>;
  const ok = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
  if (!ok(cx) || !ok(cy) || !ok(zoom) || zoom <= 0) return null;
  return { cx, cy, zoom };
}

/** Rounded for keeping (a tenth of a board unit, a thousandth of zoom: invisible on screen). */
export function roundCamera(c: Camera): Camera {
  return { cx: Math.round(c.cx * 10) / 10, cy: Math.round(c.cy * 10) / 10, zoom: Math.round(c.zoom * 1000) / 1000 };
}

/**
 * Where the cameras of a game are kept (the app supplies it: boards do not touch storage). `viewer`
 * names whose camera it is (a seat, or the replay, or the watcher of a game of computers); a
 * board's stage is named by `stage`. `save(…, null)` forgets it (back to the whole board).
 */
export interface CameraKeeper {
  readonly viewer: string;
  load(stage: string): Camera | null;
  save(stage: string, camera: Camera | null): void;
}

/**
 * The transform that brings `points` (board units) into view, or null when the view `t` already shows
 * them all at least `margin` CSS px inside the part of the box clear of the zoom buttons. Used when a
 * choice made outside the map (a panel's list) names places the map does not show: the zoom is kept
 * when they fit at it (else lowered just enough, never below the whole board's fit), and the view
 * moves to centre them.
 */
export function showPoints(
  t: Transform,
  box: Size,
  home: Transform & { fit: number; bar: BarSide },
  points: readonly { readonly x: number; readonly y: number }[],
  margin: number,
): Transform | null {
  if (points.length === 0) return null;
  const w = box.w - (home.bar === 'right' ? BAR.short : 0);
  const h = box.h - (home.bar === 'bottom' ? BAR.short : 0);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const y0 = Math.min(...ys);
  const y1 = Math.max(...ys);
  const inside = t.x + x0 * t.scale >= margin && t.x + x1 * t.scale <= w - margin && t.y + y0 * t.scale >= margin && t.y + y1 * t.scale <= h - margin;
  if (inside) return null;
  const room = (len: number) => Math.max(1, len - 2 * margin);
  const fits = Math.min(x1 > x0 ? room(w) / (x1 - x0) : Infinity, y1 > y0 ? room(h) / (y1 - y0) : Infinity);
  const scale = Math.max(home.fit, Math.min(t.scale, fits));
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  return { x: w / 2 - cx * scale, y: h / 2 - cy * scale, scale };
}
