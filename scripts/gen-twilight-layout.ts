/**
 * Generates src/boards/twilight/generated/layout.json: where each country box of the Twilight Struggle
 * board sits, the adjacency lines, region labels and a faint land background. Our own layout (no
 * published board art is used):
 *
 *   npx tsx scripts/gen-twilight-layout.ts
 *
 *  1. Every country (and the two superpower spaces) gets a real-world longitude/latitude (a capital or
 *     a point inside the land it stands for; composite countries such as Benelux or the Saharan States
 *     get a point in the middle of their members).
 *  2. A Mercator projection (d3-geo) fitted to those points gives each box its anchor: Mercator widens
 *     high latitudes, which gives crowded Europe a little more room.
 *  3. Boxes are nudged apart until none overlap (with a gap for the adjacency lines): pairwise
 *     separation along the axis of least overlap, a pull back to the anchor that fades out, and the
 *     board edges as walls. Deterministic: same input, same output.
 *  4. Land (Natural Earth 1:110m via world-atlas, public domain) is projected the same way and then
 *     bent by a smooth field interpolated from the boxes' displacements, so boxes stay over their land.
 *  5. Adjacency lines are straight centre-to-centre segments; Japan–USA wraps across the Pacific edge.
 *
 * The script checks its output (no overlap, everything on the board) and fails loudly otherwise;
 * src/boards/twilight/layout.test.ts checks the committed file the same way. LAYOUT_DEBUG=1 writes the file
 * even when the check fails, to look at it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoPath, geoProjection, type GeoStream } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { COUNTRIES } from '../src/engines/twilight/data/countries';

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(here, '../src/boards/twilight/generated/layout.json');
const require = createRequire(import.meta.url);

const W = 1720;
const H = 1180;
const BOX = { w: 112, h: 62 };
const SUPER = { w: 150, h: 70 };
const GAP = { x: 14, y: 16 };
const EDGE = 10;

/** Longitude, latitude of each country box (our own choice of a representative point). */
const LONLAT: Record<string, [number, number]> = {
  // Europe
  canada: [-100, 57],
  united_kingdom: [-2.5, 54],
  norway: [9, 61.5],
  sweden: [16, 62.5],
  finland: [26, 63],
  denmark: [9.5, 56],
  benelux: [4.8, 51],
  france: [2.3, 46.5],
  spain_portugal: [-5, 40],
  italy: [12.5, 42.5],
  west_germany: [8.8, 50],
  east_germany: [12.8, 52.5],
  poland: [19.5, 52],
  czechoslovakia: [17, 49.5],
  austria: [14.5, 47.5],
  hungary: [19.5, 47],
  yugoslavia: [19.5, 44],
  romania: [25, 45.8],
  bulgaria: [25.5, 42.7],
  greece: [22, 39.5],
  turkey: [34, 39],
  // Middle East
  lebanon: [35.8, 33.9],
  syria: [38.5, 35],
  israel: [34.9, 31.4],
  jordan: [36.6, 31],
  iraq: [44, 33],
  iran: [54, 32],
  saudi_arabia: [45, 24],
  gulf_states: [53, 24.5],
  egypt: [30, 27],
  libya: [17, 27],
  // Africa
  morocco: [-7, 32],
  algeria: [3, 28],
  tunisia: [9.5, 34],
  west_african_states: [-12, 13],
  saharan_states: [5, 16],
  sudan: [30, 15],
  ethiopia: [39.5, 9],
  somalia: [46, 6],
  ivory_coast: [-5.5, 7.5],
  nigeria: [8, 9.5],
  cameroon: [12.5, 5.5],
  zaire: [23, -3],
  kenya: [38, 0.5],
  angola: [17.5, -12],
  se_african_states: [35, -15],
  zimbabwe: [29.5, -19],
  botswana: [24, -22],
  south_africa: [24, -30],
  // Asia
  afghanistan: [66, 34],
  pakistan: [69, 29],
  india: [79, 22],
  burma: [96, 21],
  laos_cambodia: [104, 15],
  thailand: [101, 14],
  vietnam: [107.5, 15],
  malaysia: [104, 3],
  indonesia: [117, -3],
  philippines: [122, 12],
  taiwan: [121, 23.7],
  south_korea: [128, 36],
  north_korea: [127, 40],
  japan: [138, 36],
  australia: [134, -25],
  // Central America
  mexico: [-102, 23.5],
  guatemala: [-90.3, 15.5],
  el_salvador: [-89, 13.7],
  honduras: [-86.5, 14.8],
  nicaragua: [-85, 12.8],
  costa_rica: [-84, 10],
  panama: [-80, 8.5],
  cuba: [-79, 21.8],
  haiti: [-72.5, 19],
  dominican_republic: [-70.5, 19],
  // South America
  venezuela: [-66, 7],
  colombia: [-73, 4],
  ecuador: [-78.5, -1.5],
  peru: [-75, -10],
  bolivia: [-64.5, -17],
  brazil: [-52, -10],
  paraguay: [-58, -23],
  chile: [-71, -30],
  argentina: [-65, -35],
  uruguay: [-56, -33],
};
const SUPERPOWERS: Record<'usa' | 'ussr', [number, number]> = { usa: [-98, 39], ussr: [62, 57] };

interface Node {
  id: string;
  w: number;
  h: number;
  ax: number;
  ay: number;
  x: number;
  y: number;
}

const ids = COUNTRIES.map((c) => c.id);
for (const id of ids) if (!LONLAT[id]) throw new Error(`No longitude/latitude for ${id}`);

const all: [string, [number, number]][] = [
  ...ids.map((id): [string, [number, number]] => [id, LONLAT[id]]),
  ['usa', SUPERPOWERS.usa],
  ['ussr', SUPERPOWERS.ussr],
];
/**
 * A cylindrical projection of our own with uneven spacing: how many units a degree gets, band by band.
 * Crowded bands (the Americas' isthmus, Europe, the Middle East) get more room than open ocean.
 */
const LON_BANDS: [number, number][] = [
  [-180, 5],
  [-108, 14],
  [-60, 3],
  [-20, 16],
  [50, 13],
  [75, 13],
  [142, 3],
];
const LAT_BANDS: [number, number][] = [
  [-90, 13],
  [0, 14],
  [30, 22],
  [56, 15],
  [90, 15],
];
function stretch(bands: [number, number][], v: number): number {
  let out = 0;
  for (let i = 0; i < bands.length; i++) {
    const [from, density] = bands[i];
    const to = i + 1 < bands.length ? bands[i + 1][0] : 180;
    if (v <= from) break;
    out += (Math.min(v, to) - from) * density;
  }
  return out;
}
const DEG = 180 / Math.PI;
const projection = geoProjection((lambda: number, phi: number) => [stretch(LON_BANDS, lambda * DEG) / 1000, stretch(LAT_BANDS, phi * DEG) / 1000]).fitExtent(
  [
    [EDGE + SUPER.w / 2 + 20, EDGE + BOX.h],
    [W - EDGE - BOX.w / 2 - 30, H - EDGE - BOX.h],
  ],
  { type: 'MultiPoint', coordinates: all.map(([, p]) => p) },
);

const nodes: Node[] = all.map(([id, p]) => {
  const [x, y] = projection(p)!;
  const size = id === 'usa' || id === 'ussr' ? SUPER : BOX;
  return { id, w: size.w, h: size.h, ax: x, ay: y, x, y };
});

// ---------------------------------------------------------------------------------------------
// Nudging apart

function overlap(a: Node, b: Node): [number, number] {
  const ox = (a.w + b.w) / 2 + GAP.x - Math.abs(a.x - b.x);
  const oy = (a.h + b.h) / 2 + GAP.y - Math.abs(a.y - b.y);
  return [ox, oy];
}

function clamp(n: Node): void {
  n.x = Math.max(EDGE + n.w / 2, Math.min(W - EDGE - n.w / 2, n.x));
  n.y = Math.max(EDGE + n.h / 2, Math.min(H - EDGE - n.h / 2, n.y));
}

// Boxes grow from a tenth of their size to full size while overlaps are resolved, so neighbours keep
// their relative places: each pair separates along the axis on which their anchors differ most
// (relative to the box size), in the direction of their anchors.
const STAGES = 300;
const axisOf = (a: Node, b: Node): 'x' | 'y' => (Math.abs(a.ax - b.ax) / (a.w + b.w) >= Math.abs(a.ay - b.ay) / (a.h + b.h) ? 'x' : 'y');
for (let stage = 1; stage <= STAGES + 200; stage++) {
  const t = Math.min(1, 0.1 + (0.9 * stage) / STAGES);
  const pull = stage <= STAGES ? 0.02 : 0;
  for (let rep = 0; rep < 4; rep++) {
    for (let i = 0; i < nodes.length; i++) {
      for (let j = i + 1; j < nodes.length; j++) {
        const a = nodes[i];
        const b = nodes[j];
        const ox = ((a.w + b.w) / 2 + GAP.x) * t - Math.abs(a.x - b.x);
        const oy = ((a.h + b.h) / 2 + GAP.y) * t - Math.abs(a.y - b.y);
        if (ox <= 0 || oy <= 0) continue;
        if (axisOf(a, b) === 'x') {
          const s = a.ax < b.ax || (a.ax === b.ax && i < j) ? -1 : 1;
          a.x += (s * ox) / 2;
          b.x -= (s * ox) / 2;
        } else {
          const s = a.ay < b.ay || (a.ay === b.ay && i < j) ? -1 : 1;
          a.y += (s * oy) / 2;
          b.y -= (s * oy) / 2;
        }
      }
    }
    for (const n of nodes) clamp(n);
  }
  for (const n of nodes) {
    n.x += (n.ax - n.x) * pull;
    n.y += (n.ay - n.y) * pull;
    clamp(n);
  }
}

// Whatever overlap is left: separate along the axis of least overlap, as the boxes stand now.
for (let rep = 0; rep < 5000; rep++) {
  let moved = false;
  for (let i = 0; i < nodes.length; i++) {
    for (let j = i + 1; j < nodes.length; j++) {
      const a = nodes[i];
      const b = nodes[j];
      const [ox, oy] = overlap(a, b);
      if (ox <= 0 || oy <= 0) continue;
      moved = true;
      if (ox / (a.w + b.w) < oy / (a.h + b.h)) {
        const s = a.x < b.x ? -1 : 1;
        a.x += (s * ox) / 2 + s * 0.5;
        b.x -= (s * ox) / 2 + s * 0.5;
      } else {
        const s = a.y < b.y ? -1 : 1;
        a.y += (s * oy) / 2 + s * 0.5;
        b.y -= (s * oy) / 2 + s * 0.5;
      }
    }
  }
  for (const n of nodes) clamp(n);
  if (!moved) break;
}

const problems: string[] = [];
for (let i = 0; i < nodes.length; i++) {
  for (let j = i + 1; j < nodes.length; j++) {
    const [ox, oy] = overlap(nodes[i], nodes[j]);
    if (ox > GAP.x / 2 && oy > GAP.y / 2) problems.push(`${nodes[i].id} overlaps ${nodes[j].id}`);
  }
}
for (const n of nodes) {
  if (n.x - n.w / 2 < 0 || n.y - n.h / 2 < 0 || n.x + n.w / 2 > W || n.y + n.h / 2 > H) problems.push(`${n.id} is off the board`);
}
if (problems.length && !process.env.LAYOUT_DEBUG) throw new Error(`Layout failed:\n${problems.join('\n')}`);

const round = (v: number) => Math.round(v);
const byId = new Map(nodes.map((n) => [n.id, n]));

// ---------------------------------------------------------------------------------------------
// Land, bent with the boxes

const SIGMA = 75;
function displacement(x: number, y: number): [number, number] {
  let sw = 0;
  let dx = 0;
  let dy = 0;
  for (const n of nodes) {
    const d2 = (x - n.ax) ** 2 + (y - n.ay) ** 2;
    const w = Math.exp(-d2 / (2 * SIGMA * SIGMA));
    sw += w;
    dx += w * (n.x - n.ax);
    dy += w * (n.y - n.ay);
  }
  // Far from every box the land stays where the projection put it.
  const k = 1 / (sw + 0.15);
  return [dx * k, dy * k];
}

const land = (() => {
  const topo = require('world-atlas/land-110m.json') as Topology<{ land: GeometryCollection }>;
  const geo = feature(topo, topo.objects.land);
  // No Antarctica: nothing is played there.
  for (const f of geo.features) {
    if (f.geometry.type === 'MultiPolygon') f.geometry.coordinates = f.geometry.coordinates.filter((poly) => poly[0].some(([, lat]) => lat > -58));
  }
  projection.clipExtent([
    [0, 0],
    [W, H],
  ]);
  const bend = {
    stream(sink: GeoStream): GeoStream {
      const warped: GeoStream = {
        point(x: number, y: number) {
          const [dx, dy] = displacement(x, y);
          sink.point(Math.max(0, Math.min(W, x + dx)), Math.max(0, Math.min(H, y + dy)));
        },
        lineStart: () => sink.lineStart(),
        lineEnd: () => sink.lineEnd(),
        polygonStart: () => sink.polygonStart(),
        polygonEnd: () => sink.polygonEnd(),
        sphere: () => sink.sphere?.(),
      };
      return projection.stream(warped);
    },
  };
  const d = geoPath(bend).digits(0)(geo) ?? '';
  return d;
})();

// ---------------------------------------------------------------------------------------------
// Links and region labels

type Link = { a: string; b: string; superpower?: boolean; points: number[][] };
const links: Link[] = [];
const center = (id: string) => {
  const n = byId.get(id)!;
  return [round(n.x), round(n.y)];
};
COUNTRIES.forEach((c, i) => {
  for (const j of c.adj) if (j > i) links.push({ a: c.id, b: COUNTRIES[j].id, points: [center(c.id), center(COUNTRIES[j].id)] });
  if (c.superpower >= 0) {
    const sp = c.superpower === 0 ? 'ussr' : 'usa';
    if (c.id === 'japan') {
      // Across the Pacific: out of the right edge, back in at the left.
      const [jx, jy] = center('japan');
      const [ux, uy] = center('usa');
      const yEdge = round((jy + uy) / 2);
      links.push({
        a: c.id,
        b: sp,
        superpower: true,
        points: [
          [jx, jy],
          [W, yEdge],
        ],
      });
      links.push({
        a: c.id,
        b: sp,
        superpower: true,
        points: [
          [0, yEdge],
          [ux, uy],
        ],
      });
    } else links.push({ a: c.id, b: sp, superpower: true, points: [center(c.id), center(sp)] });
  }
});

const GROUPS: { key: string; text: string; test: (c: (typeof COUNTRIES)[number]) => boolean }[] = [
  { key: 'WesternEurope', text: 'WESTERN EUROPE', test: (c) => c.sub.includes('WesternEurope') && c.id !== 'canada' && c.id !== 'turkey' },
  { key: 'EasternEurope', text: 'EASTERN EUROPE', test: (c) => c.sub.includes('EasternEurope') },
  { key: 'MiddleEast', text: 'MIDDLE EAST', test: (c) => c.region === 'MiddleEast' },
  { key: 'Africa', text: 'AFRICA', test: (c) => c.region === 'Africa' },
  { key: 'Asia', text: 'ASIA', test: (c) => c.region === 'Asia' && !c.sub.includes('SoutheastAsia') },
  { key: 'SoutheastAsia', text: 'SOUTHEAST ASIA', test: (c) => c.sub.includes('SoutheastAsia') },
  { key: 'CentralAmerica', text: 'CENTRAL AMERICA', test: (c) => c.region === 'CentralAmerica' },
  { key: 'SouthAmerica', text: 'SOUTH AMERICA', test: (c) => c.region === 'SouthAmerica' },
];
const LABEL_H = 22;
const labelWidth = (t: string) => t.length * 16 + 10;
const placedLabels: { x: number; y: number; w: number }[] = [];
function labelFree(x: number, y: number, w: number): boolean {
  if (x - w / 2 < 4 || x + w / 2 > W - 4 || y - LABEL_H / 2 < 4 || y + LABEL_H / 2 > H - 4) return false;
  for (const n of nodes) if (Math.abs(n.x - x) < (n.w + w) / 2 + 2 && Math.abs(n.y - y) < (n.h + LABEL_H) / 2 + 2) return false;
  for (const l of placedLabels) if (Math.abs(l.x - x) < (l.w + w) / 2 + 4 && Math.abs(l.y - y) < LABEL_H + 4) return false;
  return true;
}
const regionLabels = GROUPS.map((g) => {
  const members = COUNTRIES.filter(g.test).map((c) => byId.get(c.id)!);
  const cx = members.reduce((s, n) => s + n.x, 0) / members.length;
  const cy = members.reduce((s, n) => s + n.y, 0) / members.length;
  const w = labelWidth(g.text);
  // Nearest free spot to the group's centre, searched outwards on a grid.
  let best: [number, number] | null = null;
  let bestD = Infinity;
  for (let dy = -320; dy <= 320; dy += 8) {
    for (let dx = -320; dx <= 320; dx += 8) {
      const d = dx * dx + dy * dy * 1.6;
      if (d >= bestD || !labelFree(cx + dx, cy + dy, w)) continue;
      best = [cx + dx, cy + dy];
      bestD = d;
    }
  }
  if (!best) throw new Error(`No room for the label ${g.text}`);
  placedLabels.push({ x: best[0], y: best[1], w });
  return { group: g.key, text: g.text, x: round(best[0]), y: round(best[1]) };
});

const layout = {
  note: 'GENERATED by scripts/gen-twilight-layout.ts: do not edit by hand.',
  width: W,
  height: H,
  box: BOX,
  superBox: SUPER,
  boxes: Object.fromEntries(nodes.map((n) => [n.id, { x: round(n.x - n.w / 2), y: round(n.y - n.h / 2), w: n.w, h: n.h }])),
  links,
  regionLabels,
  land,
};

mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(layout) + '\n');
const moved = nodes.map((n) => Math.hypot(n.x - n.ax, n.y - n.ay));
console.log(
  `Wrote ${out}: ${nodes.length} boxes, ${links.length} links, land ${Math.round(land.length / 1024)} KB; mean nudge ${Math.round(moved.reduce((a, b) => a + b, 0) / moved.length)}, max ${Math.round(Math.max(...moved))}.`,
);
