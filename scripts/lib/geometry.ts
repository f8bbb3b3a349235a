/**
 * Plane geometry shared by the board generators (gen-risk-map.ts, gen-diplomacy-board.ts):
 * rings, Douglas-Peucker simplification, a smooth warp, ring chaining, compact SVG paths and
 * poles of inaccessibility. Coordinates are board pixels, y pointing down.
 */

export type Pt = [number, number];
export type LonLat = [number, number];

export interface Ring {
  pts: Pt[];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function makeRing(pts: Pt[]): Ring {
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const [x, y] of pts) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return { pts, minX, minY, maxX, maxY };
}

export function signedArea(pts: Pt[]): number {
  let s = 0;
  for (let i = 0, n = pts.length; i < n; i++) {
    const a = pts[i],
      b = pts[(i + 1) % n];
    s += a[0] * b[1] - b[0] * a[1];
  }
  return s / 2;
}

export function inRing(x: number, y: number, r: Ring): boolean {
  if (x < r.minX || x > r.maxX || y < r.minY || y > r.maxY) return false;
  let inside = false;
  const p = r.pts;
  for (let i = 0, j = p.length - 1; i < p.length; j = i++) {
    const [xi, yi] = p[i],
      [xj, yj] = p[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function inRings(x: number, y: number, rings: Ring[]): boolean {
  let inside = false;
  for (const r of rings) if (inRing(x, y, r)) inside = !inside;
  return inside;
}

export function segDist2(px: number, py: number, a: Pt, b: Pt): number {
  const dx = b[0] - a[0],
    dy = b[1] - a[1];
  const l2 = dx * dx + dy * dy;
  let t = l2 > 0 ? ((px - a[0]) * dx + (py - a[1]) * dy) / l2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const qx = a[0] + t * dx - px,
    qy = a[1] + t * dy - py;
  return qx * qx + qy * qy;
}

/** Douglas-Peucker on an open polyline; endpoints kept. */
export function simplifyOpen(pts: Pt[], tol: number): Pt[] {
  if (pts.length <= 2) return pts.slice();
  const keep = new Uint8Array(pts.length);
  keep[0] = keep[pts.length - 1] = 1;
  const stack: [number, number][] = [[0, pts.length - 1]];
  const tol2 = tol * tol;
  while (stack.length) {
    const [i, j] = stack.pop()!;
    let best = -1,
      bestD = tol2;
    for (let k = i + 1; k < j; k++) {
      const d = segDist2(pts[k][0], pts[k][1], pts[i], pts[j]);
      if (d > bestD) {
        bestD = d;
        best = k;
      }
    }
    if (best >= 0) {
      keep[best] = 1;
      stack.push([i, best], [best, j]);
    }
  }
  return pts.filter((_, k) => keep[k]);
}

export function simplifyClosed(pts: Pt[], tol: number): Pt[] {
  if (pts.length <= 4) return pts.slice();
  let far = 0,
    farD = -1;
  for (let k = 1; k < pts.length; k++) {
    const d = (pts[k][0] - pts[0][0]) ** 2 + (pts[k][1] - pts[0][1]) ** 2;
    if (d > farD) {
      farD = d;
      far = k;
    }
  }
  const a = simplifyOpen(pts.slice(0, far + 1), tol);
  const b = simplifyOpen([...pts.slice(far), pts[0]], tol);
  return [...a, ...b.slice(1, -1)];
}

import { seededRandom as mulberry32 } from '../../src/engines/core/rng';
export { mulberry32 };

/** A smooth, small displacement field (max gradient < 0.5, so it is invertible). */
export function makeWarp(seed: number): (p: Pt) => Pt {
  const rnd = mulberry32(seed);
  const waves: { kx: number; ky: number; phase: number; amp: number; axis: 0 | 1 }[] = [];
  for (const [lambda, amp] of [
    [170, 3.4],
    [170, 3.4],
    [55, 1.0],
    [55, 1.0],
  ] as const) {
    for (const axis of [0, 1] as const) {
      const ang = rnd() * Math.PI * 2;
      const k = (Math.PI * 2) / lambda;
      waves.push({ kx: Math.cos(ang) * k, ky: Math.sin(ang) * k, phase: rnd() * Math.PI * 2, amp, axis });
    }
  }
  return ([x, y]) => {
    let dx = 0,
      dy = 0;
    for (const w of waves) {
      const v = w.amp * Math.sin(w.kx * x + w.ky * y + w.phase);
      if (w.axis === 0) dx += v;
      else dy += v;
    }
    return [x + dx, y + dy];
  };
}

export function centroid(pts: Pt[]): Pt {
  let a = 0,
    cx = 0,
    cy = 0;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i],
      q = pts[(i + 1) % pts.length];
    const c = p[0] * q[1] - q[0] * p[1];
    a += c;
    cx += (p[0] + q[0]) * c;
    cy += (p[1] + q[1]) * c;
  }
  return Math.abs(a) < 1e-9 ? pts[0] : [cx / (3 * a), cy / (3 * a)];
}

export interface Piece {
  pts: Pt[];
  start: string;
  end: string;
}

export function chain(pieces: Piece[], what: string): Pt[][] {
  const byStart = new Map<string, Piece[]>();
  for (const p of pieces) {
    const list = byStart.get(p.start);
    if (list) list.push(p);
    else byStart.set(p.start, [p]);
  }
  const used = new Set<Piece>();
  const rings: Pt[][] = [];
  for (const first of pieces) {
    if (used.has(first)) continue;
    const ring: Pt[] = [];
    let cur = first;
    for (let guard = 0; ; guard++) {
      if (guard > 1e6) throw new Error(`chain loop in ${what}`);
      used.add(cur);
      ring.push(...cur.pts.slice(0, -1));
      if (cur.end === first.start) break;
      const next = (byStart.get(cur.end) ?? []).find((p) => !used.has(p));
      if (!next) throw new Error(`open chain in ${what} at ${cur.end}`);
      cur = next;
    }
    rings.push(ring);
  }
  return rings;
}

/** Rings in integer tenths of a pixel. */
export type IRing = [number, number][];

export function pathOf(rings: IRing[]): string {
  const fmt = (v: number) => {
    const s = (Math.abs(v) / 10).toFixed(1).replace(/\.0$/, '').replace(/^0\./, '.');
    return v < 0 ? `-${s}` : s;
  };
  // compact SVG number list: no separator before '-', nor before '.x' after a number with a dot
  const join = (nums: string[]) => {
    let out = '';
    let prev = '';
    for (const s of nums) {
      const needSep = prev !== '' && !(s.startsWith('-') || (s.startsWith('.') && prev.includes('.')));
      out += needSep ? ` ${s}` : s;
      prev = s;
    }
    return out;
  };
  let d = '';
  for (const r of rings) {
    const nums: string[] = [];
    for (let i = 1; i < r.length; i++) nums.push(fmt(r[i][0] - r[i - 1][0]), fmt(r[i][1] - r[i - 1][1]));
    d += `M${fmt(r[0][0])} ${fmt(r[0][1])}l${join(nums)}z`;
  }
  return d;
}

export function signedDistance(x: number, y: number, rings: Ring[]): number {
  let d2 = Infinity;
  for (const r of rings) {
    const p = r.pts;
    for (let i = 0, j = p.length - 1; i < p.length; j = i++) {
      const d = segDist2(x, y, p[j], p[i]);
      if (d < d2) d2 = d;
    }
  }
  return (inRings(x, y, rings) ? 1 : -1) * Math.sqrt(d2);
}

export function poleOfInaccessibility(rings: Ring[]): Pt {
  const outer = rings[0];
  let best: Pt = outer.pts[0];
  let bestD = -Infinity;
  let step = Math.max(outer.maxX - outer.minX, outer.maxY - outer.minY) / 24;
  let x0 = outer.minX,
    x1 = outer.maxX,
    y0 = outer.minY,
    y1 = outer.maxY;
  for (let iter = 0; iter < 6; iter++) {
    for (let x = x0; x <= x1; x += step)
      for (let y = y0; y <= y1; y += step) {
        const d = signedDistance(x, y, rings);
        if (d > bestD) {
          bestD = d;
          best = [x, y];
        }
      }
    x0 = best[0] - step;
    x1 = best[0] + step;
    y0 = best[1] - step;
    y1 = best[1] + step;
    step /= 4;
  }
  return best;
}
