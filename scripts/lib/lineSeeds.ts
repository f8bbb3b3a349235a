/**
 * Mirrored seed pairs along hand-drawn borders: for a Voronoi partition whose cell borders
 * should follow a polyline between regions a and b, seeds are placed in pairs at ±offset
 * from the line, so the bisector of each pair lies on it. Shared by the board generators.
 */
import { segDist2, type LonLat, type Pt } from './geometry';

/** A border between regions a and b, drawn as a lon/lat polyline (which side is which is
 *  inferred from the core seeds of a and b). */
export interface DrawnBorder {
  a: string;
  b: string;
  line: LonLat[];
  /** px; closer, denser seed pairs follow the line more exactly (narrow straits) */
  offset?: number;
}

export interface MirroredSeed {
  p: Pt;
  id: string;
}

/**
 * Seeds for all lines, in order (a's seed then b's seed of each pair). A seed is only placed
 * where it is nearer to its own line than to any other (near junctions it would otherwise land
 * in a third region), and pairs are kept together so the bisector stays on the line.
 */
export function mirroredSeeds(
  lines: readonly DrawnBorder[],
  project: (p: LonLat) => Pt,
  core: (id: string) => readonly LonLat[] | undefined,
  opts: { offset: number; spacing: number },
): MirroredSeed[] {
  // densify in lon/lat then project, so the lines follow the projection
  const denseLines: Pt[][] = lines.map(({ line }) => {
    const dense: Pt[] = [];
    for (let i = 0; i < line.length - 1; i++) {
      const [p, q] = [line[i], line[i + 1]];
      const n = Math.max(1, Math.ceil(Math.hypot(q[0] - p[0], q[1] - p[1]) / 0.25));
      for (let k = 0; k < n; k++) dense.push(project([p[0] + ((q[0] - p[0]) * k) / n, p[1] + ((q[1] - p[1]) * k) / n]));
    }
    dense.push(project(line[line.length - 1]));
    return dense;
  });
  const polylineDist = (p: Pt, pl: Pt[]) => {
    let d = Infinity;
    for (let i = 0; i < pl.length - 1; i++) d = Math.min(d, segDist2(p[0], p[1], pl[i], pl[i + 1]));
    return Math.sqrt(d);
  };
  const lineSeedOk = (p: Pt, own: number, offset: number) => {
    const dOwn = polylineDist(p, denseLines[own]);
    if (dOwn < offset * 0.6) return false;
    return denseLines.every((pl, i) => i === own || polylineDist(p, pl) > Math.max(dOwn, offset) * 1.05);
  };
  const out: MirroredSeed[] = [];
  lines.forEach(({ a, b, offset = opts.offset }, li) => {
    const coreA = core(a),
      coreB = core(b);
    if (!coreA || !coreB) throw new Error(`bad line ${a}|${b}`);
    const dense = denseLines[li];
    // which side is A? decided by the core seeds of both regions near the line
    const sideOf = (p: Pt): number => {
      let bd = Infinity,
        side = 0;
      for (let i = 0; i < dense.length - 1; i++) {
        const d = segDist2(p[0], p[1], dense[i], dense[i + 1]);
        if (d < bd) {
          bd = d;
          const dx = dense[i + 1][0] - dense[i][0],
            dy = dense[i + 1][1] - dense[i][1];
          side = Math.sign(dy * (p[0] - dense[i][0]) - dx * (p[1] - dense[i][1])) / (1 + Math.sqrt(d) / 50);
        }
      }
      return side;
    };
    let score = 0;
    for (const p of coreA) score += sideOf(project(p));
    for (const p of coreB) score -= sideOf(project(p));
    const [sa, sb] = score >= 0 ? [a, b] : [b, a];
    const cum = [0];
    for (let i = 1; i < dense.length; i++) cum.push(cum[i - 1] + Math.hypot(dense[i][0] - dense[i - 1][0], dense[i][1] - dense[i - 1][1]));
    const total = cum[cum.length - 1];
    const n = Math.max(1, Math.round(total / ((opts.spacing * offset) / opts.offset)));
    let seg = 0;
    for (let k = 0; k < n; k++) {
      const s = (total * (k + 0.5)) / n;
      while (seg < dense.length - 2 && cum[seg + 1] < s) seg++;
      const p = dense[seg],
        q = dense[seg + 1];
      const len = cum[seg + 1] - cum[seg];
      const t = len > 0 ? (s - cum[seg]) / len : 0;
      const x = p[0] + (q[0] - p[0]) * t,
        y = p[1] + (q[1] - p[1]) * t;
      // tangent averaged over a window, normal pointing left (in screen coordinates the
      // "left" of direction (dx,dy) is (dy,-dx) when y points down)
      const w0 = dense[Math.max(0, seg - 3)],
        w1 = dense[Math.min(dense.length - 1, seg + 4)];
      const dx = w1[0] - w0[0],
        dy = w1[1] - w0[1];
      const l = Math.hypot(dx, dy);
      const nx = dy / l,
        ny = -dx / l;
      const pa: Pt = [x + nx * offset, y + ny * offset];
      const pb: Pt = [x - nx * offset, y - ny * offset];
      if (lineSeedOk(pa, li, offset) && lineSeedOk(pb, li, offset)) {
        out.push({ p: pa, id: sa }, { p: pb, id: sb });
      }
    }
  });
  return out;
}
