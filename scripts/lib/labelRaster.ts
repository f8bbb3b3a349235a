/**
 * A label raster and its vectorisation: every cell of a fine grid (k cells per board pixel)
 * carries a region label; the borders between labels are traced once as chains between
 * junction corners, simplified once, and assembled into rings for any set of labels. Two
 * regions that touch therefore share exactly the same polyline, and the regions tile the
 * grid without gaps or overlaps.
 *
 * Conventions: cell (x, y) covers [x, x+1] × [y, y+1] in grid units (board px = grid / k);
 * corner (cx, cy) has index cy * (w + 1) + cx. A directed boundary edge keeps its region on
 * the right (y pointing down), so outer rings have positive shoelace area and holes negative.
 */
import { chain, simplifyClosed, simplifyOpen, type IRing, type Piece, type Pt } from './geometry';

/** The label outside the grid. */
export const OUT = -1;

export interface Grid {
  /** cells across and down */
  w: number;
  h: number;
  /** cells per board pixel */
  k: number;
}

/** Even-odd scanline fill of rings given in board px, sampled at cell centres. */
export function fillRings(grid: Grid, rings: readonly (readonly Pt[])[], set: (cell: number) => void): void {
  const { w, h, k } = grid;
  const rows = new Map<number, number[]>();
  for (const r of rings)
    for (let i = 0; i < r.length; i++) {
      const x0 = r[i][0] * k,
        y0 = r[i][1] * k;
      const j = (i + 1) % r.length;
      const x1 = r[j][0] * k,
        y1 = r[j][1] * k;
      if (y0 === y1) continue;
      const ya = Math.min(y0, y1),
        yb = Math.max(y0, y1);
      for (let row = Math.max(0, Math.ceil(ya - 0.5)); row + 0.5 < yb && row < h; row++) {
        const yc = row + 0.5;
        if (yc < ya) continue;
        const x = x0 + ((x1 - x0) * (yc - y0)) / (y1 - y0);
        const list = rows.get(row);
        if (list) list.push(x);
        else rows.set(row, [x]);
      }
    }
  for (const [row, xs] of rows) {
    xs.sort((a, b) => a - b);
    for (let n = 0; n + 1 < xs.length; n += 2) {
      const c0 = Math.max(0, Math.ceil(xs[n] - 0.5)),
        c1 = Math.min(w - 1, Math.floor(xs[n + 1] - 0.5));
      for (let c = c0; c <= c1; c++) set(row * w + c);
    }
  }
}

export interface Components {
  /** component id per cell (-1 where skipped) */
  comp: Int32Array;
  size: number[];
  /** the value the component was grown on */
  value: number[];
  /** its first cell in row-major order */
  first: number[];
}

/** 4-connected components of equal values; cells where skip(value) holds get -1. */
export function components(grid: Grid, values: ArrayLike<number>, skip: (v: number) => boolean = () => false): Components {
  const { w, h } = grid;
  const n = w * h;
  const comp = new Int32Array(n).fill(-1);
  const stack = new Int32Array(n);
  const size: number[] = [],
    value: number[] = [],
    first: number[] = [];
  for (let i = 0; i < n; i++) {
    if (comp[i] !== -1) continue;
    const v = values[i];
    if (skip(v)) continue;
    const id = size.length;
    let sp = 0,
      count = 0;
    stack[sp++] = i;
    comp[i] = id;
    while (sp) {
      const c = stack[--sp];
      count++;
      const x = c % w;
      if (x > 0 && comp[c - 1] === -1 && values[c - 1] === v) {
        comp[c - 1] = id;
        stack[sp++] = c - 1;
      }
      if (x < w - 1 && comp[c + 1] === -1 && values[c + 1] === v) {
        comp[c + 1] = id;
        stack[sp++] = c + 1;
      }
      if (c >= w && comp[c - w] === -1 && values[c - w] === v) {
        comp[c - w] = id;
        stack[sp++] = c - w;
      }
      if (c + w < n && comp[c + w] === -1 && values[c + w] === v) {
        comp[c + w] = id;
        stack[sp++] = c + w;
      }
    }
    size.push(count);
    value.push(v);
    first.push(i);
  }
  return { comp, size, value, first };
}

/** Two-pass chamfer distance (in cells) from every cell to the nearest cell where seed() holds. */
export function distanceTo(grid: Grid, seed: (cell: number) => boolean): Float32Array {
  const { w, h } = grid;
  const d = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) d[i] = seed(i) ? 0 : 1e9;
  const D = Math.SQRT2;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      let v = d[i];
      if (x > 0) v = Math.min(v, d[i - 1] + 1);
      if (y > 0) {
        v = Math.min(v, d[i - w] + 1);
        if (x > 0) v = Math.min(v, d[i - w - 1] + D);
        if (x < w - 1) v = Math.min(v, d[i - w + 1] + D);
      }
      d[i] = v;
    }
  for (let y = h - 1; y >= 0; y--)
    for (let x = w - 1; x >= 0; x--) {
      const i = y * w + x;
      let v = d[i];
      if (x < w - 1) v = Math.min(v, d[i + 1] + 1);
      if (y < h - 1) {
        v = Math.min(v, d[i + w] + 1);
        if (x < w - 1) v = Math.min(v, d[i + w + 1] + D);
        if (x > 0) v = Math.min(v, d[i + w - 1] + D);
      }
      d[i] = v;
    }
  return d;
}

// ---------------------------------------------------------------------------------
// Tracing

// directions E, S, W, N; turning right is d + 1
const DX = [1, 0, -1, 0],
  DY = [0, 1, 0, -1];
// the cells right and left of an edge leaving corner (cx, cy) in direction d
const RX = [0, -1, -1, 0],
  RY = [0, 0, -1, -1];
const LX = [0, 0, -1, -1],
  LY = [-1, 0, 0, -1];

export interface Chain {
  /** label on the right of the chain as stored, and on its left (right > left) */
  right: number;
  left: number;
  /** board px: the start corner, the midpoints of the unit edges, the end corner (closed: midpoints only) */
  pts: Pt[];
  closed: boolean;
  startCorner: number;
  endCorner: number;
  /** cells (padded index, see cellKey) right and left of the first and of the last edge */
  startRight: number;
  startLeft: number;
  endRight: number;
  endLeft: number;
  /** total length in board px (before simplification) */
  length: number;
}

export class LabelMap {
  readonly grid: Grid;
  readonly labels: Int16Array;
  constructor(grid: Grid, labels: Int16Array) {
    this.grid = grid;
    this.labels = labels;
  }

  at(x: number, y: number): number {
    const { w, h } = this.grid;
    return x < 0 || y < 0 || x >= w || y >= h ? OUT : this.labels[y * w + x];
  }

  /** a cell id that also exists outside the grid (one cell of padding) */
  cellKey(x: number, y: number): number {
    return (y + 1) * (this.grid.w + 2) + (x + 1);
  }

  /** whether the four cells around corner (cx, cy) hold three labels or two diagonally */
  isJunction(cx: number, cy: number): boolean {
    const a = this.at(cx - 1, cy - 1),
      b = this.at(cx, cy - 1),
      c = this.at(cx - 1, cy),
      d = this.at(cx, cy);
    const distinct = new Set([a, b, c, d]).size;
    return distinct >= 3 || (distinct === 2 && a === d && b === c);
  }

  /** Every border between two labels, traced once (the side with the larger label on the right). */
  traceChains(): Chain[] {
    const { w, h, k } = this.grid;
    const W1 = w + 1;
    const visited = new Uint8Array(W1 * (h + 1));
    const chains: Chain[] = [];
    const edgeAt = (cx: number, cy: number, d: number): [number, number] => [this.at(cx + RX[d], cy + RY[d]), this.at(cx + LX[d], cy + LY[d])];
    const trace = (cx0: number, cy0: number, d0: number, closed: boolean) => {
      const [X, Y] = edgeAt(cx0, cy0, d0);
      const pts: Pt[] = closed ? [] : [[cx0 / k, cy0 / k]];
      let cx = cx0,
        cy = cy0,
        d = d0,
        n = 0;
      const startRight = this.cellKey(cx0 + RX[d0], cy0 + RY[d0]),
        startLeft = this.cellKey(cx0 + LX[d0], cy0 + LY[d0]);
      let endRight = startRight,
        endLeft = startLeft;
      for (;;) {
        visited[cy * W1 + cx] |= 1 << d;
        endRight = this.cellKey(cx + RX[d], cy + RY[d]);
        endLeft = this.cellKey(cx + LX[d], cy + LY[d]);
        pts.push([(cx + DX[d] / 2) / k, (cy + DY[d] / 2) / k]);
        n++;
        cx += DX[d];
        cy += DY[d];
        if (closed ? cx === cx0 && cy === cy0 : this.isJunction(cx, cy)) break;
        let next = -1;
        for (const nd of [(d + 1) & 3, d, (d + 3) & 3]) {
          const [r, l] = edgeAt(cx, cy, nd);
          if (r === X && l !== X) {
            next = nd;
            break;
          }
        }
        if (next < 0) throw new Error(`trace lost at ${cx},${cy}`);
        d = next;
      }
      if (!closed) pts.push([cx / k, cy / k]);
      chains.push({
        right: X,
        left: Y,
        pts,
        closed,
        startCorner: cy0 * W1 + cx0,
        endCorner: cy * W1 + cx,
        startRight,
        startLeft,
        endRight,
        endLeft,
        length: n / k,
      });
    };
    const canonical = (cx: number, cy: number, d: number) => {
      const [r, l] = edgeAt(cx, cy, d);
      return r !== l && r > l && !(visited[cy * W1 + cx] & (1 << d));
    };
    for (let cy = 0; cy <= h; cy++)
      for (let cx = 0; cx <= w; cx++) {
        if (!this.isJunction(cx, cy)) continue;
        for (let d = 0; d < 4; d++) if (canonical(cx, cy, d)) trace(cx, cy, d, false);
      }
    // closed borders without a junction (an island inside one other region)
    for (let cy = 0; cy <= h; cy++) for (let cx = 0; cx <= w; cx++) for (let d = 0; d < 4; d++) if (canonical(cx, cy, d)) trace(cx, cy, d, true);
    return chains;
  }
}

/** A chain simplified and rounded to integer tenths of a pixel. */
export interface SimpleChain {
  chain: Chain;
  pts: IRing;
}

export function simplifyChains(chains: Chain[], tolerance: (c: Chain) => number): SimpleChain[] {
  const r10 = (p: Pt): [number, number] => [Math.round(p[0] * 10), Math.round(p[1] * 10)];
  return chains.map((c) => {
    const tol = tolerance(c);
    let pts = c.closed ? simplifyClosed(c.pts, tol) : simplifyOpen(c.pts, tol);
    if (c.closed && pts.length < 4) pts = simplifyClosed(c.pts, tol / 4);
    const out: IRing = [];
    for (const p of pts) {
      const q = r10(p);
      const last = out[out.length - 1];
      if (!last || last[0] !== q[0] || last[1] !== q[1]) out.push(q);
    }
    if (!c.closed && out.length === 1) out.push(out[0]);
    return { chain: c, pts: out };
  });
}

/**
 * Rings (integer tenths of a pixel) of the union of the labels for which inside() holds.
 * Where that union meets itself only diagonally at a corner, the two cells are kept apart.
 */
export function assemble(map: LabelMap, chains: readonly SimpleChain[], inside: (label: number) => boolean): IRing[] {
  const W1 = map.grid.w + 1;
  const diagonal = (corner: number) => {
    const cx = corner % W1,
      cy = (corner - cx) / W1;
    const a = inside(map.at(cx - 1, cy - 1)),
      b = inside(map.at(cx, cy - 1));
    const c = inside(map.at(cx - 1, cy)),
      d = inside(map.at(cx, cy));
    return a === d && b === c && a !== b;
  };
  const keyAt = (corner: number, cell: number) => (diagonal(corner) ? `${corner}:${cell}` : `${corner}`);
  const pieces: Piece[] = [];
  const rings: IRing[] = [];
  for (const { chain: c, pts } of chains) {
    const inR = inside(c.right),
      inL = inside(c.left);
    if (inR === inL) continue;
    const ring: Pt[] = inR ? pts : pts.slice().reverse();
    if (c.closed) {
      rings.push(ring.slice());
      continue;
    }
    if (inR) pieces.push({ pts: ring, start: keyAt(c.startCorner, c.startRight), end: keyAt(c.endCorner, c.endRight) });
    else pieces.push({ pts: ring, start: keyAt(c.endCorner, c.endLeft), end: keyAt(c.startCorner, c.startLeft) });
  }
  for (const r of chain(pieces, 'assemble')) rings.push(r);
  const out: IRing[] = [];
  for (const r of rings) {
    const clean: IRing = [];
    for (const p of r) {
      const last = clean[clean.length - 1];
      if (!last || last[0] !== p[0] || last[1] !== p[1]) clean.push([p[0], p[1]]);
    }
    while (clean.length > 1 && clean[0][0] === clean[clean.length - 1][0] && clean[0][1] === clean[clean.length - 1][1]) clean.pop();
    if (clean.length >= 3) out.push(clean);
  }
  return out;
}
