/**
 * Generates src/boards/diplomacy/generated/board.json, the Diplomacy board art.
 *
 *   npx tsx scripts/gen-diplomacy-board.ts
 *
 * Geography: Natural Earth 1:50m land and country polygons (public domain) from the
 * world-atlas package. Projection: conformal conic (standard parallels 40°N and 62°N,
 * central meridian 15°E) on a 1200×1000 board from the mid-Atlantic to the Caspian and from
 * the Barents Sea to North Africa. Province facts (ids, types, adjacency) come from
 * src/engines/diplomacy/map/standard.ts; the shapes are drawn by our own code:
 *
 * The approach is the one of gen-risk-map.ts (hand-placed lon/lat seeds, mirrored seed pairs
 * along hand-drawn border polylines, Voronoi cells merged per region, a gentle warp), but seas
 * are regions too, so everything is done on a label raster and vectorised at the end:
 *
 *  1. A label raster (4 cells per board pixel) is built. Land is Natural Earth land plus a
 *     few filled straits (the Bosporus belongs to Constantinople; the Øresund at Helsingør
 *     and the Danish belts to Denmark, so the Skagerrak and the Baltic do not meet and
 *     Denmark touches Sweden, as on the classic board). Water not connected to the open sea
 *     is land: small lakes join their province, the Caspian is background.
 *  2. Land cells take the province of the nearest land seed (Voronoi cells merged per
 *     province; lookups go through half the shared warp, so borders meander a little). Where
 *     a province follows a political border, the country decides: each Natural Earth country
 *     lists the provinces it may belong to (Portugal → Portugal, Norway → Norway, Switzerland
 *     → impassable, Ireland → background…), and only those provinces' seeds compete inside it.
 *     Listed islands are forced (Ireland, Iceland, Corsica, Sardinia, Sicily, Crete, Cyprus…
 *     are background, as on the classic board); tiny islands are dropped.
 *  3. Water cells take the sea of the nearest sea seed (no warp: sea borders are straight
 *     lines between headlands, as on printed boards).
 *  4. Clean-up: islands far from their province's mainland become background land (or
 *     water when tiny); small pieces cut off from a province's main body are given to the
 *     neighbour they share most border with, so there are no slivers; larger ones are
 *     reported. Seas get the same treatment.
 *  5. Every border between two labels is traced once on the raster (edge midpoints),
 *     simplified once (Douglas-Peucker) and rounded to 0.1 px; the rings of each province,
 *     of the impassable area and of all land are assembled from those shared chains
 *     (lib/labelRaster.ts). Neighbours therefore share exactly the same polyline and the
 *     board is tiled without gaps or overlaps.
 *  6. Supply-centre markers stand at the real city (moved inward when too near a border);
 *     unit and label points are picked on a distance transform, far from the province's
 *     border and from each other; coast points inside the province near the coast's own sea.
 *
 * The script checks its output against the adjacency of the standard map: every army or
 * fleet border must be a shared border of the drawn regions, and regions that are not
 * neighbours must not share more than a corner. Deterministic. Set DIPLOMACY_BOARD_DEBUG=1
 * to also write diplomacy-seeds.json into the system's temporary folder.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { geoConicConformal, geoPath, type GeoContext, type GeoPermissibleObjects } from 'd3-geo';
import { Delaunay } from 'd3-delaunay';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { STANDARD_MAP } from '../src/engines/diplomacy/map/standard';
import { makeWarp, pathOf, signedArea, type IRing, type LonLat, type Pt } from './lib/geometry';
import { mirroredSeeds, type DrawnBorder } from './lib/lineSeeds';
import { LabelMap, OUT, assemble, components, distanceTo, fillRings, simplifyChains, type Grid } from './lib/labelRaster';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..');
const require = createRequire(import.meta.url);

// ---------------------------------------------------------------------------------
// Board and labels

const W = 1200;
const H = 1000;
const K = 4; // raster cells per board pixel
const SIMPLIFY_COAST = 0.4; // px
const SIMPLIFY_BORDER = 0.35; // px
const LINE_SEED_OFFSET = 6; // px
const LINE_SEED_SPACING = 7; // px
const MIN_ISLAND = 3; // px²: smaller islands are dropped (water)
const ISLAND_REACH = 9; // px: islands this close to their province's land stay in the province
const MIN_BACKGROUND_ISLAND = 6;
const WARP_GAIN = 0.5;
const MAX_SLIVER = 60; // px²: larger pieces cut off from a province are reported, not moved
const BIG_LAKE = 1000; // px²: larger lakes (the Caspian) are background land
const WATER_POCKET = 30; // px²: water cut off by a filled strait becomes land

const PROVINCES = STANDARD_MAP.provinces;
const IDS = PROVINCES.map((p) => p.id);
const SWI = IDS.length; // the impassable Swiss area
const BG = IDS.length + 1; // land of no province
const LABEL_IDS = [...IDS, 'swi', 'bg'];
const LIDX = new Map(LABEL_IDS.map((id, i) => [id, i]));
const isSea = (l: number) => l >= 0 && l < IDS.length && PROVINCES[l].type === 'sea';
const isLandLabel = (l: number) => l >= 0 && !isSea(l);
const lab = (id: string): number => {
  const l = LIDX.get(id);
  if (l === undefined) throw new Error(`unknown label ${id}`);
  return l;
};

// ---------------------------------------------------------------------------------
// Seeds (lon/lat). Land provinces, 'bg' (background land) and seas.

const CORE: Record<string, LonLat[]> = {
  // Britain
  cly: [
    [-4.4, 55.85],
    [-5.1, 56.4],
    [-5.3, 57.3],
    [-4.9, 58.3],
    [-6.2, 57.4],
    [-4.6, 56.9],
  ],
  edi: [
    [-3.2, 55.95],
    [-2.4, 57.3],
    [-3.6, 58.4],
    [-3.4, 57.0],
    [-2.6, 55.55],
    [-3.9, 57.6],
  ],
  lvp: [
    [-2.9, 53.45],
    [-2.8, 54.5],
    [-4.0, 55.05],
    [-4.5, 55.45],
    [-2.5, 53.9],
    [-3.5, 55.2],
  ],
  yor: [
    [-1.1, 53.95],
    [-1.6, 54.9],
    [-1.4, 53.1],
    [-0.5, 53.3],
    [-2.0, 55.4],
    [-1.2, 52.7],
  ],
  wal: [
    [-3.7, 52.3],
    [-3.9, 51.7],
    [-3.6, 50.7],
    [-4.8, 50.4],
    [-2.6, 52.4],
    [-2.3, 51.8],
    [-4.3, 53.1],
  ],
  lon: [
    [-0.1, 51.5],
    [0.9, 51.25],
    [1.0, 52.4],
    [-1.3, 51.0],
    [-0.8, 52.1],
    [0.1, 52.6],
  ],
  // France
  bre: [
    [-3.5, 48.2],
    [-2.0, 48.2],
    [-1.0, 48.8],
    [-0.9, 47.9],
    [-4.2, 48.4],
  ],
  pic: [
    [1.8, 50.0],
    [2.8, 50.45],
    [1.0, 49.6],
    [2.5, 49.5],
  ],
  par: [
    [2.35, 48.85],
    [1.5, 48.1],
    [2.5, 47.6],
    [1.2, 47.3],
    [3.3, 48.4],
  ],
  bur: [
    [4.8, 47.3],
    [5.9, 48.6],
    [4.2, 49.1],
    [7.4, 48.3],
    [6.2, 47.0],
    [4.9, 46.1],
    [3.3, 46.8],
  ],
  gas: [
    [-0.6, 44.8],
    [1.4, 43.6],
    [0.8, 45.8],
    [-1.0, 43.6],
    [2.4, 45.3],
    [0.3, 46.6],
  ],
  mar: [
    [5.4, 43.4],
    [3.9, 43.7],
    [2.8, 42.7],
    [6.2, 44.4],
    [5.6, 45.2],
    [4.5, 44.8],
    [6.4, 45.9],
  ],
  // Germany
  ruh: [
    [7.2, 51.5],
    [6.6, 51.0],
    [7.1, 50.4],
    [6.9, 49.5],
    [8.0, 51.6],
  ],
  kie: [
    [10.0, 54.3],
    [10.0, 53.5],
    [8.9, 53.1],
    [9.7, 52.4],
    [7.6, 53.1],
    [9.3, 54.8],
    [10.5, 51.9],
    [8.8, 52.1],
  ],
  ber: [
    [13.4, 52.5],
    [12.0, 53.7],
    [14.5, 53.5],
    [11.8, 52.2],
    [16.0, 53.8],
    [13.3, 51.9],
    [17.3, 54.3],
  ],
  mun: [
    [8.35, 48.75],
    [8.0, 48.3],
    [7.8, 47.9],
    [11.6, 48.1],
    [9.2, 48.8],
    [8.4, 49.2],
    [10.0, 49.8],
    [11.0, 50.8],
    [13.0, 51.0],
    [8.7, 50.1],
    [12.2, 49.1],
    [10.2, 47.8],
  ],
  // Poland, Baltic, Russia
  sil: [
    [17.0, 51.1],
    [18.2, 50.4],
    [16.0, 51.5],
    [17.9, 50.7],
    [16.9, 52.3],
    [15.5, 50.9],
  ],
  pru: [
    [20.5, 53.9],
    [18.6, 54.2],
    [21.0, 54.7],
    [17.8, 53.7],
    [22.5, 54.1],
    [19.0, 53.2],
  ],
  war: [
    [21.0, 52.2],
    [19.5, 51.8],
    [22.5, 51.2],
    [23.2, 53.1],
    [25.5, 53.5],
    [26.5, 52.3],
    [24.0, 52.0],
  ],
  gal: [
    [20.0, 50.0],
    [19.2, 49.7],
    [22.0, 50.0],
    [24.0, 49.8],
    [25.6, 49.0],
    [21.2, 49.0],
    [23.0, 49.2],
  ],
  lvn: [
    [24.1, 56.9],
    [25.6, 58.6],
    [23.3, 58.4],
    [26.6, 57.5],
    [27.5, 56.1],
    [22.3, 56.0],
    [24.5, 55.6],
    [28.5, 57.7],
  ],
  stp: [
    [30.3, 59.9],
    [33.0, 61.5],
    [33.0, 67.5],
    [40.5, 64.5],
    [42.5, 62.5],
    [36.5, 59.5],
    [31.0, 64.5],
    [38.0, 68.0],
    [41.0, 60.5],
    [42.5, 66.5],
  ],
  mos: [
    [37.6, 55.75],
    [33.0, 56.0],
    [42.0, 56.5],
    [40.0, 53.5],
    [43.5, 55.5],
    [30.3, 55.0],
    [35.5, 53.5],
  ],
  ukr: [
    [30.5, 50.45],
    [28.5, 49.2],
    [33.0, 49.0],
    [35.0, 48.6],
    [36.3, 50.0],
    [26.2, 50.6],
    [31.5, 51.5],
    [33.5, 50.8],
  ],
  sev: [
    [34.1, 45.0],
    [30.7, 46.6],
    [32.3, 46.9],
    [37.5, 47.2],
    [39.8, 47.3],
    [39.0, 45.0],
    [42.0, 45.2],
    [43.0, 48.0],
    [41.0, 49.0],
    [35.5, 47.1],
  ],
  // Turkey, Levant
  arm: [
    [41.3, 39.9],
    [39.5, 39.2],
    [43.1, 40.6],
    [44.5, 40.2],
    [42.0, 41.5],
    [38.8, 40.8],
    [40.5, 38.3],
  ],
  ank: [
    [32.9, 39.9],
    [34.0, 41.2],
    [36.3, 41.3],
    [31.5, 40.8],
    [35.3, 40.4],
    [33.5, 39.0],
  ],
  con: [
    [28.9, 41.05],
    [27.0, 41.6],
    [27.3, 40.9],
    [29.9, 40.75],
    [26.6, 40.9],
  ],
  smy: [
    [27.1, 38.4],
    [29.0, 40.1],
    [30.5, 37.8],
    [32.5, 37.9],
    [34.5, 37.1],
    [28.6, 39.0],
    [26.8, 39.8],
    [36.5, 38.2],
  ],
  syr: [
    [36.3, 33.5],
    [37.2, 36.2],
    [36.2, 36.2],
    [35.7, 34.2],
    [35.2, 32.6],
    [38.5, 36.0],
    [37.3, 34.5],
    [36.3, 35.1],
  ],
  // Africa
  naf: [
    [-6, 34],
    [0, 35],
    [3, 36.5],
    [7, 36.5],
    [-8, 31],
    [2, 33],
    [-2, 32],
    [6, 33],
  ],
  tun: [
    [10, 36.5],
    [9.5, 34],
    [10.8, 35.3],
    [12.5, 32.5],
    [11, 33.5],
  ],
  // Balkans, Danube
  rum: [
    [26.1, 44.4],
    [24.0, 44.3],
    [27.6, 47.1],
    [28.5, 44.4],
    [28.8, 47.0],
    [29.0, 46.0],
    [26.5, 46.0],
    [27.0, 45.3],
  ],
  bud: [
    [19.0, 47.5],
    [21.6, 47.5],
    [23.6, 46.8],
    [18.2, 46.1],
    [20.1, 46.3],
    [21.2, 45.75],
    [25.0, 46.5],
    [22.3, 48.5],
    [24.5, 47.5],
  ],
  ser: [
    [20.45, 44.8],
    [21.9, 43.3],
    [21.4, 42.0],
    [20.9, 42.6],
    [19.8, 45.3],
    [22.5, 42.1],
  ],
  bul: [
    [23.3, 42.7],
    [25.5, 42.7],
    [27.5, 43.2],
    [27.4, 42.5],
    [25.4, 41.1],
    [24.5, 41.1],
    [26.0, 41.1],
  ],
  gre: [
    [21.8, 39.5],
    [22.9, 40.6],
    [23.7, 38.0],
    [22.0, 37.5],
    [21.0, 40.5],
    [23.5, 40.9],
  ],
  alb: [
    [20.0, 41.3],
    [19.6, 40.4],
    [19.3, 42.4],
  ],
  tri: [
    [13.75, 45.7],
    [14.5, 46.05],
    [16.0, 45.8],
    [18.4, 43.85],
    [16.4, 43.5],
    [15.0, 44.5],
    [17.5, 44.8],
    [18.1, 42.65],
    [13.6, 45.9],
  ],
  vie: [
    [16.4, 48.2],
    [15.4, 47.1],
    [17.1, 48.2],
    [17.7, 48.5],
    [16.0, 47.6],
    [15.5, 48.4],
  ],
  tyr: [
    [11.4, 47.27],
    [13.0, 47.8],
    [14.3, 46.65],
    [11.35, 46.5],
    [14.0, 48.2],
    [10.0, 46.4],
    [12.3, 47.0],
    [9.4, 46.0],
  ],
  boh: [
    [14.4, 50.1],
    [16.6, 49.2],
  ],
  // Italy
  pie: [
    [7.7, 45.1],
    [7.3, 45.75],
    [8.6, 45.4],
    [8.9, 44.45],
    [8.0, 44.1],
    [8.5, 45.9],
  ],
  ven: [
    [12.3, 45.45],
    [11.0, 45.4],
    [9.2, 45.45],
    [10.2, 45.55],
    [11.3, 44.5],
    [12.5, 44.0],
    [13.4, 43.6],
    [13.2, 46.0],
    [9.9, 45.0],
  ],
  tus: [
    [11.25, 43.8],
    [10.4, 43.7],
    [11.3, 43.2],
    [10.0, 44.2],
    [11.0, 42.8],
  ],
  rom: [
    [12.5, 41.9],
    [12.4, 43.1],
    [13.3, 41.5],
    [13.0, 42.4],
    [11.9, 42.4],
  ],
  apu: [
    [16.9, 41.1],
    [15.5, 41.5],
    [14.2, 42.3],
    [17.9, 40.5],
    [14.7, 41.8],
    [18.2, 40.2],
  ],
  nap: [
    [14.3, 40.85],
    [16.2, 39.0],
    [16.0, 40.4],
    [15.0, 40.4],
    [16.3, 38.5],
    [14.9, 41.1],
  ],
  // single-country provinces still get a seed (used for their names only)
  spa: [[-3.7, 40.4]],
  por: [[-8.2, 39.6]],
  bel: [[4.5, 50.6]],
  hol: [[5.5, 52.2]],
  den: [[9.2, 56.2]],
  nwy: [[9.5, 61.0]],
  swe: [[15.5, 60.5]],
  fin: [[26.0, 62.5]],
  bg: [
    [52, 60],
    [52, 66],
    [52, 55],
    [50, 50],
    [48, 47],
    [47, 41],
    [45, 37],
    [43, 34],
    [40, 31],
    [38, 33],
    [48, 35],
    [55, 45],
    [46.5, 41.5],
    [23, 31],
    [28, 30],
    [19, 30.5],
    [-20, 65],
  ],
  // Seas
  nao: [
    [-25, 58],
    [-20, 55],
    [-15, 57],
    [-12, 53.5],
    [-22, 62],
  ],
  nwg: [
    [0, 66],
    [-5, 64],
    [5, 68],
    [10, 70],
    [-8, 68],
  ],
  bar: [
    [30, 73],
    [40, 71],
    [35, 69.8],
    [37, 65.8],
    [40, 66.3],
  ],
  nth: [
    [3, 56],
    [1, 54],
    [4, 58],
    [0, 58.5],
  ],
  ska: [
    [9, 58],
    [11, 57.3],
    [11.5, 56.5],
  ],
  hel: [
    [7, 54.3],
    [8, 54.8],
  ],
  bal: [
    [18, 56],
    [15, 55],
    [20, 57.5],
    [12.5, 54.5],
    [19.5, 58.8],
    [22.8, 57.6],
  ],
  bot: [
    [20, 62],
    [22, 64.5],
    [24, 60],
    [27, 60],
  ],
  eng: [
    [-3, 50],
    [0, 50.2],
    [-5, 49.3],
    [1.2, 50.6],
  ],
  iri: [
    [-5.5, 53.5],
    [-6.5, 51.7],
    [-4, 54.2],
    [-7.5, 51.2],
  ],
  mao: [
    [-15, 45],
    [-10, 47],
    [-5, 45.5],
    [-12, 40],
    [-10, 36],
    [-15, 33],
    [-8, 50],
    [-3.5, 47.2],
    [-2.5, 46.3],
    [-5.5, 47.8],
  ],
  wes: [
    [2, 38],
    [4, 37.5],
    [-2, 36.2],
    [6.5, 38],
  ],
  lyo: [
    [5, 42.5],
    [3.5, 42],
    [7.5, 43.2],
    [7, 41.5],
  ],
  tys: [
    [12, 40],
    [11, 39],
    [13, 39.5],
    [11, 41.5],
    [10.5, 42.4],
    [12.5, 41.0],
    [14, 39],
  ],
  ion: [
    [18, 37],
    [19.5, 38.5],
    [15, 35],
    [20, 34.5],
    [17.5, 39.5],
  ],
  adr: [
    [14.5, 43.5],
    [16.5, 42.5],
    [13, 44.5],
    [18.5, 41.5],
  ],
  aeg: [
    [25, 39.5],
    [25, 37.5],
    [24, 40.2],
  ],
  eas: [
    [27, 34],
    [30, 34],
    [33, 33.5],
    [34.5, 35.8],
  ],
  bla: [
    [34, 43],
    [31, 43.5],
    [38, 42.5],
    [29.5, 42.5],
    [36.5, 46],
    [41, 42.5],
  ],
};

/** Borders between seas, drawn as lon/lat polylines from headland to headland. */
const SEA_LINES: DrawnBorder[] = [
  {
    a: 'nao',
    b: 'nwg',
    line: [
      [-5.0, 58.62],
      [-8, 60.5],
      [-14, 63.5],
      [-20, 66.5],
      [-30, 70],
    ],
  },
  {
    a: 'nwg',
    b: 'nth',
    line: [
      [-2.9, 58.7],
      [-1.0, 60.0],
      [1.5, 61.0],
      [5.0, 61.8],
    ],
  },
  {
    a: 'nwg',
    b: 'bar',
    line: [
      [23.5, 70.7],
      [22, 72.5],
      [20, 76],
    ],
  },
  {
    a: 'nth',
    b: 'ska',
    line: [
      [7.0, 58.0],
      [8.3, 57.1],
    ],
  },
  {
    a: 'nth',
    b: 'hel',
    line: [
      [8.1, 55.55],
      [6.8, 54.6],
      [5.0, 53.35],
    ],
  },
  {
    a: 'nth',
    b: 'eng',
    line: [
      [1.45, 51.38],
      [2.9, 51.22],
    ],
    offset: 3,
  },
  {
    a: 'eng',
    b: 'mao',
    line: [
      [-5.1, 48.4],
      [-6.2, 49.9],
    ],
  },
  {
    a: 'eng',
    b: 'iri',
    line: [
      [-5.7, 50.05],
      [-6.2, 49.9],
    ],
    offset: 3,
  },
  {
    a: 'iri',
    b: 'mao',
    line: [
      [-6.2, 49.9],
      [-9.8, 51.45],
    ],
  },
  {
    a: 'nao',
    b: 'mao',
    line: [
      [-10.2, 51.8],
      [-16, 50.5],
      [-25, 50],
    ],
  },
  {
    a: 'iri',
    b: 'nao',
    line: [
      [-6.15, 55.22],
      [-5.15, 55.0],
    ],
    offset: 3,
  },
  {
    a: 'mao',
    b: 'wes',
    line: [
      [-5.6, 36.05],
      [-5.5, 35.85],
    ],
    offset: 2,
  },
  {
    a: 'wes',
    b: 'lyo',
    line: [
      [0.9, 41.0],
      [5, 41.0],
      [8.3, 40.9],
    ],
  },
  {
    a: 'lyo',
    b: 'tys',
    line: [
      [9.4, 42.95],
      [10.55, 43.0],
    ],
    offset: 3,
  },
  {
    a: 'lyo',
    b: 'tys',
    line: [
      [9.15, 41.45],
      [9.25, 41.25],
    ],
    offset: 2,
  },
  {
    a: 'wes',
    b: 'tys',
    line: [
      [9.0, 38.85],
      [9.9, 37.35],
    ],
  },
  {
    a: 'tys',
    b: 'ion',
    line: [
      [11.05, 37.05],
      [12.45, 37.8],
    ],
  },
  {
    a: 'tys',
    b: 'ion',
    line: [
      [15.5, 38.35],
      [15.75, 38.1],
    ],
    offset: 1.5,
  },
  {
    a: 'ion',
    b: 'adr',
    line: [
      [18.5, 40.15],
      [19.4, 40.4],
    ],
    offset: 3,
  },
  {
    a: 'ion',
    b: 'aeg',
    line: [
      [23.2, 36.43],
      [23.55, 35.6],
    ],
    offset: 3,
  },
  {
    a: 'ion',
    b: 'eas',
    line: [
      [24.5, 34.95],
      [23.5, 31.5],
    ],
  },
  {
    a: 'aeg',
    b: 'eas',
    line: [
      [26.3, 35.3],
      [27.3, 35.9],
      [28.0, 36.2],
      [28.2, 36.7],
    ],
  },
  {
    a: 'bal',
    b: 'bot',
    line: [
      [18.6, 60.2],
      [20.0, 59.85],
      [22.0, 59.45],
      [23.4, 59.3],
    ],
  },
];

/** Land borders drawn as lon/lat polylines (mirrored seed pairs); political borders come from the countries. */
const LAND_LINES: DrawnBorder[] = [
  // Britain
  {
    a: 'cly',
    b: 'edi',
    line: [
      [-4.3, 58.6],
      [-4.6, 57.8],
      [-4.4, 57.0],
      [-4.3, 56.5],
      [-4.1, 56.1],
      [-4.0, 55.75],
    ],
  },
  {
    a: 'cly',
    b: 'lvp',
    line: [
      [-4.87, 55.75],
      [-4.4, 55.6],
      [-4.0, 55.75],
    ],
  },
  {
    a: 'edi',
    b: 'lvp',
    line: [
      [-4.0, 55.75],
      [-3.4, 55.45],
      [-2.85, 55.15],
    ],
  },
  {
    a: 'edi',
    b: 'yor',
    line: [
      [-2.85, 55.15],
      [-2.3, 55.5],
      [-2.03, 55.8],
    ],
  },
  {
    a: 'lvp',
    b: 'yor',
    line: [
      [-2.85, 55.15],
      [-2.6, 54.8],
      [-2.35, 54.3],
      [-2.1, 53.9],
      [-2.0, 53.4],
      [-2.15, 53.0],
    ],
  },
  {
    a: 'lvp',
    b: 'wal',
    line: [
      [-2.15, 53.0],
      [-2.7, 53.05],
      [-3.05, 53.25],
    ],
  },
  {
    a: 'wal',
    b: 'yor',
    line: [
      [-2.15, 53.0],
      [-1.6, 52.65],
    ],
  },
  {
    a: 'yor',
    b: 'lon',
    line: [
      [-1.6, 52.65],
      [-0.7, 52.6],
      [0.15, 52.85],
    ],
  },
  {
    a: 'wal',
    b: 'lon',
    line: [
      [-1.6, 52.65],
      [-1.8, 52.0],
      [-2.0, 51.4],
      [-2.0, 50.7],
    ],
  },
  // France
  {
    a: 'bre',
    b: 'pic',
    line: [
      [0.15, 49.45],
      [0.6, 48.95],
    ],
  },
  {
    a: 'bre',
    b: 'par',
    line: [
      [0.6, 48.95],
      [0.6, 48.3],
      [0.3, 47.7],
    ],
  },
  {
    a: 'bre',
    b: 'gas',
    line: [
      [0.3, 47.7],
      [-0.8, 47.3],
      [-2.1, 47.2],
    ],
  },
  {
    a: 'pic',
    b: 'par',
    line: [
      [0.6, 48.95],
      [1.6, 49.1],
      [2.6, 49.1],
      [3.2, 49.3],
    ],
  },
  {
    a: 'pic',
    b: 'bur',
    line: [
      [3.2, 49.3],
      [3.6, 49.7],
      [4.2, 49.95],
    ],
  },
  {
    a: 'par',
    b: 'bur',
    line: [
      [3.2, 49.3],
      [3.3, 48.5],
      [3.0, 47.6],
      [2.8, 47.0],
    ],
  },
  {
    a: 'par',
    b: 'gas',
    line: [
      [0.3, 47.7],
      [1.2, 46.9],
      [2.3, 46.6],
      [2.8, 47.0],
    ],
  },
  {
    a: 'bur',
    b: 'gas',
    line: [
      [2.8, 47.0],
      [3.2, 46.2],
      [3.6, 45.4],
    ],
  },
  {
    a: 'bur',
    b: 'mar',
    line: [
      [3.6, 45.4],
      [4.8, 45.55],
      [5.6, 45.6],
      [6.15, 46.2],
    ],
  },
  {
    a: 'gas',
    b: 'mar',
    line: [
      [3.6, 45.4],
      [3.2, 44.6],
      [2.5, 43.9],
      [2.2, 43.3],
      [1.9, 42.55],
    ],
  },
  // Germany, Poland
  {
    a: 'kie',
    b: 'ruh',
    line: [
      [6.95, 52.3],
      [7.8, 52.0],
      [8.6, 51.7],
      [8.9, 51.3],
    ],
  },
  {
    a: 'ruh',
    b: 'mun',
    line: [
      [8.2, 48.97],
      [8.4, 49.5],
      [8.25, 50.0],
      [8.5, 50.6],
      [8.9, 51.3],
    ],
  },
  {
    a: 'kie',
    b: 'mun',
    line: [
      [8.9, 51.3],
      [10.0, 51.4],
      [11.0, 51.7],
      [11.6, 51.9],
    ],
  },
  {
    a: 'kie',
    b: 'ber',
    line: [
      [11.6, 51.9],
      [11.2, 52.6],
      [11.0, 53.2],
      [11.2, 53.9],
    ],
  },
  {
    a: 'ber',
    b: 'mun',
    line: [
      [11.6, 51.9],
      [12.6, 51.7],
      [13.5, 51.6],
      [14.7, 51.6],
    ],
  },
  {
    a: 'ber',
    b: 'pru',
    line: [
      [17.6, 54.8],
      [17.3, 54.0],
      [16.8, 53.1],
    ],
  },
  {
    a: 'ber',
    b: 'sil',
    line: [
      [16.8, 53.1],
      [15.8, 52.6],
      [15.2, 52.0],
      [14.7, 51.6],
    ],
  },
  {
    a: 'pru',
    b: 'sil',
    line: [
      [16.8, 53.1],
      [17.6, 53.0],
      [18.3, 52.8],
    ],
  },
  {
    a: 'pru',
    b: 'war',
    line: [
      [18.3, 52.8],
      [19.5, 53.1],
      [20.8, 53.3],
      [22.3, 53.6],
      [23.0, 54.3],
    ],
  },
  {
    a: 'pru',
    b: 'lvn',
    line: [
      [23.0, 54.3],
      [22.8, 54.9],
      [21.9, 55.1],
      [21.2, 55.3],
    ],
  },
  {
    a: 'war',
    b: 'sil',
    line: [
      [18.3, 52.8],
      [18.6, 52.0],
      [18.9, 51.2],
      [19.4, 50.7],
    ],
  },
  {
    a: 'sil',
    b: 'gal',
    line: [
      [19.4, 50.7],
      [18.9, 50.2],
      [18.3, 49.95],
    ],
  },
  {
    a: 'war',
    b: 'gal',
    line: [
      [19.4, 50.7],
      [20.5, 50.8],
      [21.8, 50.7],
      [23.0, 50.6],
      [25.0, 50.7],
    ],
  },
  {
    a: 'vie',
    b: 'gal',
    line: [
      [17.9, 48.95],
      [18.1, 48.4],
      [18.3, 47.85],
    ],
  },
  // Russia
  {
    a: 'gal',
    b: 'ukr',
    line: [
      [25.0, 50.7],
      [26.0, 49.7],
      [26.6, 48.8],
      [27.0, 48.4],
    ],
  },
  {
    a: 'war',
    b: 'ukr',
    line: [
      [25.0, 50.7],
      [26.0, 51.6],
      [28.0, 51.8],
      [30.5, 51.6],
    ],
  },
  {
    a: 'war',
    b: 'mos',
    line: [
      [30.5, 51.6],
      [29.5, 53.0],
      [28.8, 54.5],
      [28.3, 55.3],
    ],
  },
  {
    a: 'lvn',
    b: 'war',
    line: [
      [28.3, 55.3],
      [26.6, 55.6],
      [25.0, 55.3],
      [23.0, 54.3],
    ],
  },
  {
    a: 'lvn',
    b: 'mos',
    line: [
      [28.3, 55.3],
      [28.8, 56.3],
      [28.2, 57.5],
      [27.8, 58.0],
    ],
  },
  {
    a: 'lvn',
    b: 'stp',
    line: [
      [27.8, 58.0],
      [28.0, 59.0],
      [28.0, 59.45],
    ],
  },
  {
    a: 'mos',
    b: 'stp',
    line: [
      [27.8, 58.0],
      [30.0, 58.2],
      [33.0, 57.8],
      [36.0, 58.3],
      [40.0, 58.3],
      [43.0, 58.4],
      [46.0, 58.2],
    ],
  },
  {
    a: 'stp',
    b: 'bg',
    line: [
      [44.0, 68.0],
      [44.5, 64.0],
      [45.5, 60.0],
      [46.0, 58.2],
    ],
  },
  {
    a: 'mos',
    b: 'bg',
    line: [
      [46.0, 58.2],
      [46.0, 55.0],
      [45.0, 52.5],
      [44.5, 50.5],
    ],
  },
  {
    a: 'sev',
    b: 'bg',
    line: [
      [44.5, 50.5],
      [45.0, 48.0],
      [46.8, 46.3],
    ],
  },
  {
    a: 'mos',
    b: 'sev',
    line: [
      [40.5, 49.5],
      [42.5, 50.3],
      [44.5, 50.5],
    ],
  },
  {
    a: 'mos',
    b: 'ukr',
    line: [
      [30.5, 51.6],
      [32.5, 52.2],
      [34.5, 52.2],
      [36.0, 51.5],
      [38.0, 51.0],
      [40.5, 49.5],
    ],
  },
  {
    a: 'ukr',
    b: 'sev',
    line: [
      [29.3, 47.8],
      [31.0, 47.6],
      [33.0, 47.7],
      [35.0, 47.9],
      [37.0, 48.3],
      [39.0, 48.8],
      [40.5, 49.5],
    ],
  },
  {
    a: 'rum',
    b: 'ukr',
    line: [
      [27.0, 48.4],
      [28.5, 48.0],
      [29.3, 47.8],
    ],
  },
  {
    a: 'rum',
    b: 'sev',
    line: [
      [29.3, 47.8],
      [29.6, 46.9],
      [29.9, 46.4],
      [30.15, 46.05],
    ],
  },
  // Caucasus, Anatolia, Levant
  {
    a: 'sev',
    b: 'arm',
    line: [
      [40.0, 43.4],
      [42.0, 43.2],
      [44.5, 42.7],
      [46.5, 42.0],
    ],
  },
  {
    a: 'arm',
    b: 'bg',
    line: [
      [46.5, 42.0],
      [45.6, 41.0],
      [45.5, 39.5],
      [44.8, 38.8],
      [44.3, 37.9],
      [43.0, 37.3],
    ],
  },
  {
    a: 'smy',
    b: 'syr',
    line: [
      [35.9, 36.85],
      [36.5, 37.1],
      [37.2, 37.3],
    ],
  },
  {
    a: 'arm',
    b: 'syr',
    line: [
      [37.2, 37.3],
      [38.2, 37.0],
      [39.5, 36.8],
      [40.5, 36.95],
    ],
  },
  {
    a: 'arm',
    b: 'smy',
    line: [
      [37.2, 37.3],
      [37.6, 38.2],
      [37.8, 39.2],
    ],
  },
  {
    a: 'ank',
    b: 'arm',
    line: [
      [37.8, 39.2],
      [37.6, 40.2],
      [37.5, 41.05],
    ],
  },
  {
    a: 'ank',
    b: 'smy',
    line: [
      [37.8, 39.2],
      [36.0, 39.0],
      [34.0, 38.7],
      [32.0, 39.2],
      [30.5, 39.9],
      [30.3, 40.6],
    ],
  },
  {
    a: 'con',
    b: 'ank',
    line: [
      [30.3, 40.6],
      [30.5, 41.15],
    ],
  },
  {
    a: 'con',
    b: 'smy',
    line: [
      [29.25, 40.65],
      [29.8, 40.6],
      [30.3, 40.6],
    ],
  },
  {
    a: 'syr',
    b: 'bg',
    line: [
      [40.5, 36.85],
      [39.6, 35.2],
      [38.4, 33.6],
      [37.1, 32.3],
      [35.9, 31.2],
      [35.0, 30.6],
    ],
  },
  // Balkans, Danube
  {
    a: 'gre',
    b: 'bul',
    line: [
      [24.55, 40.9],
      [24.2, 41.4],
    ],
  },
  {
    a: 'rum',
    b: 'bud',
    line: [
      [22.5, 44.75],
      [23.5, 45.35],
      [25.0, 45.45],
      [26.0, 45.6],
      [26.6, 46.1],
      [26.0, 47.0],
      [25.3, 47.9],
    ],
  },
  {
    a: 'vie',
    b: 'tyr',
    line: [
      [14.7, 48.7],
      [14.9, 48.2],
      [14.8, 47.6],
      [15.0, 47.0],
      [15.0, 46.6],
    ],
  },
  // Italy
  {
    a: 'tri',
    b: 'ven',
    line: [
      [13.55, 45.75],
      [13.5, 46.0],
      [13.45, 46.35],
    ],
  },
  {
    a: 'ven',
    b: 'tyr',
    line: [
      [12.4, 46.6],
      [11.7, 46.0],
      [11.0, 45.75],
      [10.4, 45.8],
      [9.6, 45.72],
      [9.0, 45.58],
      [8.75, 45.5],
    ],
  },
  {
    a: 'pie',
    b: 'tyr',
    line: [
      [8.75, 45.5],
      [8.6, 45.95],
    ],
  },
  {
    a: 'pie',
    b: 'ven',
    line: [
      [8.75, 45.5],
      [8.8, 45.2],
      [9.3, 44.8],
      [9.6, 44.5],
    ],
  },
  {
    a: 'pie',
    b: 'tus',
    line: [
      [9.6, 44.5],
      [9.5, 44.2],
    ],
  },
  {
    a: 'ven',
    b: 'tus',
    line: [
      [9.6, 44.5],
      [10.5, 44.2],
      [11.4, 44.05],
      [12.0, 43.75],
    ],
  },
  {
    a: 'ven',
    b: 'rom',
    line: [
      [12.0, 43.75],
      [12.6, 43.3],
      [13.2, 42.8],
    ],
  },
  {
    a: 'ven',
    b: 'apu',
    line: [
      [13.2, 42.8],
      [13.9, 42.85],
    ],
  },
  {
    a: 'rom',
    b: 'apu',
    line: [
      [13.2, 42.8],
      [13.6, 42.2],
      [13.9, 41.7],
    ],
  },
  {
    a: 'rom',
    b: 'nap',
    line: [
      [13.9, 41.7],
      [13.7, 41.25],
    ],
  },
  {
    a: 'apu',
    b: 'nap',
    line: [
      [13.9, 41.7],
      [14.8, 41.3],
      [15.5, 41.0],
      [16.2, 40.6],
      [16.95, 40.5],
    ],
  },
  {
    a: 'rom',
    b: 'tus',
    line: [
      [12.0, 43.75],
      [11.9, 43.0],
      [11.6, 42.5],
      [11.45, 42.4],
    ],
  },
];

/** Supply-centre markers stand at the real city (moved inward when it is on the border). */
const CITIES: Record<string, LonLat> = {
  ank: [32.85, 39.93],
  bel: [4.35, 50.85],
  ber: [13.4, 52.52],
  bre: [-4.49, 48.39],
  bud: [19.04, 47.5],
  bul: [23.32, 42.7],
  con: [28.95, 41.0],
  den: [12.57, 55.68],
  edi: [-3.19, 55.95],
  gre: [23.73, 37.98],
  hol: [4.9, 52.37],
  kie: [10.13, 54.32],
  lon: [-0.13, 51.5],
  lvp: [-2.98, 53.41],
  mar: [5.37, 43.3],
  mos: [37.62, 55.75],
  mun: [11.58, 48.14],
  nap: [14.27, 40.85],
  nwy: [10.75, 59.91],
  par: [2.35, 48.86],
  por: [-9.14, 38.72],
  rom: [12.5, 41.9],
  rum: [26.1, 44.43],
  ser: [20.46, 44.8],
  sev: [33.52, 44.6],
  smy: [27.14, 38.42],
  spa: [-3.7, 40.42],
  stp: [30.32, 59.94],
  swe: [18.07, 59.33],
  tri: [13.77, 45.65],
  tun: [10.18, 36.8],
  ven: [12.33, 45.44],
  vie: [16.37, 48.21],
  war: [21.01, 52.23],
};

/** Which provinces a Natural Earth country's land may belong to ('bg': background). */
const COUNTRY_PROVINCES: Record<string, string[]> = {
  'United Kingdom': ['cly', 'edi', 'lvp', 'yor', 'wal', 'lon', 'bg'],
  France: ['bre', 'pic', 'par', 'bur', 'gas', 'mar'],
  Monaco: ['mar'],
  Spain: ['spa'],
  Andorra: ['spa'],
  Portugal: ['por'],
  Belgium: ['bel'],
  Luxembourg: ['bel'],
  Netherlands: ['hol'],
  Germany: ['kie', 'ber', 'mun', 'ruh'],
  Denmark: ['den'],
  Norway: ['nwy'],
  Sweden: ['swe'],
  Finland: ['fin'],
  Switzerland: ['swi'],
  Liechtenstein: ['swi'],
  Austria: ['vie', 'tyr'],
  Czechia: ['boh'],
  Poland: ['ber', 'pru', 'sil', 'war', 'gal'],
  Slovakia: ['vie', 'gal'],
  Hungary: ['bud'],
  Slovenia: ['tri'],
  Croatia: ['tri'],
  'Bosnia and Herz.': ['tri'],
  Serbia: ['ser'],
  Kosovo: ['ser'],
  Macedonia: ['ser'],
  Montenegro: ['alb'],
  Albania: ['alb'],
  Greece: ['gre', 'bul'],
  Bulgaria: ['bul'],
  Romania: ['rum', 'bud'],
  Moldova: ['rum', 'ukr', 'sev'],
  Ukraine: ['gal', 'ukr', 'sev', 'war', 'rum'],
  Belarus: ['war', 'lvn', 'mos', 'ukr'],
  Lithuania: ['lvn', 'war', 'pru'],
  Latvia: ['lvn'],
  Estonia: ['lvn'],
  Russia: ['stp', 'mos', 'ukr', 'sev', 'pru', 'bg'],
  Turkey: ['con', 'ank', 'smy', 'arm', 'syr'],
  Syria: ['syr', 'bg'],
  Lebanon: ['syr'],
  Israel: ['syr', 'bg'],
  Palestine: ['syr', 'bg'],
  Georgia: ['arm', 'sev', 'bg'],
  Armenia: ['arm'],
  Azerbaijan: ['arm', 'bg'],
  Libya: ['tun', 'bg'],
  Tunisia: ['tun'],
  Algeria: ['naf'],
  Morocco: ['naf'],
  'W. Sahara': ['naf'],
  Italy: ['pie', 'ven', 'tus', 'rom', 'apu', 'nap', 'tyr', 'tri'],
  'San Marino': ['ven'],
  Vatican: ['rom'],
};

/** Water turned into land of a province (narrow straits), lon/lat polygons. */
const FILLS: { id: string; ring: LonLat[] }[] = [
  {
    id: 'con',
    ring: [
      [28.96, 41.03],
      [29.04, 41.0],
      [29.16, 41.24],
      [29.03, 41.26],
    ],
  }, // Bosporus
  {
    id: 'den',
    ring: [
      [12.5, 55.97],
      [12.8, 55.97],
      [12.8, 56.1],
      [12.5, 56.1],
    ],
  }, // Øresund at Helsingør
  {
    id: 'den',
    ring: [
      [10.7, 55.28],
      [11.3, 55.28],
      [11.3, 55.37],
      [10.7, 55.37],
    ],
  }, // Great Belt at Nyborg
  {
    id: 'den',
    ring: [
      [9.6, 55.47],
      [9.9, 55.47],
      [9.9, 55.55],
      [9.6, 55.55],
    ],
  }, // Little Belt
];

/** The land (or lake) component containing a point gets this label ('drop': water). */
const ISLANDS: { at: LonLat; id: string; name: string }[] = [
  { at: [-8, 53], id: 'bg', name: 'Ireland' },
  { at: [-4.5, 54.25], id: 'bg', name: 'Isle of Man' },
  { at: [-1.3, 60.3], id: 'bg', name: 'Shetland' },
  { at: [-19, 65], id: 'bg', name: 'Iceland' },
  { at: [9.1, 42.1], id: 'bg', name: 'Corsica' },
  { at: [9.0, 40.0], id: 'bg', name: 'Sardinia' },
  { at: [14.2, 37.5], id: 'bg', name: 'Sicily' },
  { at: [24.9, 35.2], id: 'bg', name: 'Crete' },
  { at: [33.2, 35.1], id: 'bg', name: 'Cyprus' },
  { at: [2.9, 39.6], id: 'bg', name: 'Mallorca' },
  { at: [18.5, 57.5], id: 'bg', name: 'Gotland' },
  { at: [20.0, 60.2], id: 'bg', name: 'Åland' },
  { at: [26.3, 39.2], id: 'bg', name: 'Lesbos' },
  { at: [26.0, 38.4], id: 'bg', name: 'Chios' },
  { at: [26.75, 37.7], id: 'bg', name: 'Samos' },
  { at: [25.25, 39.9], id: 'bg', name: 'Lemnos' },
];

// ---------------------------------------------------------------------------------
// Projection

const projection = geoConicConformal().parallels([40, 62]).rotate([-15, 0]).center([0, 52]).scale(1460).translate([0, 0]);
{
  const a = projection([-18.5, 45])!,
    b = projection([15, 72.6])!;
  projection.translate([-a[0], -b[1]]);
}
const project = (p: LonLat): Pt => {
  const q = projection(p);
  if (!q) throw new Error(`cannot project ${p.join(',')}`);
  return [q[0], q[1]];
};

const unproject = (p: Pt): LonLat => {
  const q = projection.invert?.(p);
  if (!q) throw new Error('cannot invert');
  return [q[0], q[1]];
};

function projectRings(object: GeoPermissibleObjects): Pt[][] {
  const rings: Pt[][] = [];
  let cur: Pt[] = [];
  const ctx: GeoContext = {
    beginPath() {},
    moveTo(x: number, y: number) {
      cur = [[x, y]];
      rings.push(cur);
    },
    lineTo(x: number, y: number) {
      cur.push([x, y]);
    },
    closePath() {},
    arc() {},
  };
  geoPath(
    projection.clipExtent([
      [-8, -8],
      [W + 8, H + 8],
    ]),
    ctx,
  )(object);
  projection.clipExtent(null);
  return rings.filter((r) => r.length >= 3);
}

// ---------------------------------------------------------------------------------
// 1. Land and countries

const grid: Grid = { w: W * K, h: H * K, k: K };
const N = grid.w * grid.h;
const cellCentre = (i: number): Pt => [((i % grid.w) + 0.5) / K, (Math.floor(i / grid.w) + 0.5) / K];
const cellAt = (p: Pt): number => Math.floor(p[1] * K) * grid.w + Math.floor(p[0] * K);

const landTopo = JSON.parse(readFileSync(require.resolve('world-atlas/land-50m.json'), 'utf8')) as Topology<{ land: GeometryCollection }>;
const countryTopo = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology<{
  countries: GeometryCollection<{ name: string }>;
}>;

const land = new Uint8Array(N);
fillRings(grid, projectRings(feature(landTopo, landTopo.objects.land)), (i) => (land[i] = 1));

// country index per cell (0: none); countries not listed share group 'bg'
const countryNames: string[] = [''];
const country = new Uint8Array(N);
for (const g of countryTopo.objects.countries.geometries) {
  const name = (g.properties as { name?: string } | null)?.name ?? '';
  const rings = projectRings(feature(countryTopo, g));
  if (!rings.length) continue;
  const idx = countryNames.length;
  if (idx > 255) throw new Error('too many countries for a byte');
  countryNames.push(name);
  fillRings(grid, rings, (i) => (country[i] = idx));
}

const forced = new Int16Array(N).fill(-1); // forced labels (lakes, fills, islands), -1 where free

// lakes: water not connected to the largest water body
{
  const water = components(grid, land, (v) => v !== 0);
  let ocean = 0;
  water.size.forEach((s, c) => {
    if (s > water.size[ocean]) ocean = c;
  });
  let lakes = 0;
  for (let i = 0; i < N; i++) {
    const c = water.comp[i];
    if (c >= 0 && c !== ocean) {
      land[i] = 1;
      lakes++;
      if (water.size[c] >= BIG_LAKE * K * K) forced[i] = BG; // the Caspian
    }
  }
  console.log(`lakes filled: ${(lakes / K / K).toFixed(0)} px²`);
}

// straits filled (after the lakes: the Baltic and the Black Sea are closed by them)
for (const f of FILLS) {
  const l = lab(f.id);
  fillRings(grid, [f.ring.map(project)], (i) => {
    if (!land[i]) {
      land[i] = 1;
      forced[i] = l;
    }
  });
}

// water pockets the fills cut off
{
  const water = components(grid, land, (v) => v !== 0);
  for (let i = 0; i < N; i++) {
    const c = water.comp[i];
    if (c >= 0 && water.size[c] < WATER_POCKET * K * K) land[i] = 1;
  }
}

// islands: tiny ones dropped, listed ones forced
{
  const lc = components(grid, land, (v) => v === 0);
  const forcedComp = new Map<number, number>();
  for (const isl of ISLANDS) {
    const c = lc.comp[cellAt(project(isl.at))];
    if (c < 0 || lc.size[c] > 60000 * K * K) throw new Error(`island ${isl.name} not found`);
    forcedComp.set(c, isl.id === 'drop' ? -2 : lab(isl.id));
  }
  for (let i = 0; i < N; i++) {
    const c = lc.comp[i];
    if (c < 0) continue;
    const f = forcedComp.get(c);
    if (f === -2 || (f === undefined && lc.size[c] < MIN_ISLAND * K * K)) land[i] = 0;
    else if (f !== undefined) forced[i] = f;
  }
}

// ---------------------------------------------------------------------------------
// 2. Seeds and Voronoi labels

interface Seed {
  p: Pt;
  label: number;
}
const landSeeds: Seed[] = [];
const seaSeeds: Seed[] = [];
for (const [id, pts] of Object.entries(CORE)) {
  const l = lab(id);
  for (const p of pts) (isSea(l) ? seaSeeds : landSeeds).push({ p: project(p), label: l });
}
for (const id of IDS) if (!CORE[id]) throw new Error(`no seeds for ${id}`);
const lineOpts = { offset: LINE_SEED_OFFSET, spacing: LINE_SEED_SPACING };
for (const s of mirroredSeeds(SEA_LINES, project, (id) => CORE[id], lineOpts)) seaSeeds.push({ p: s.p, label: lab(s.id) });
for (const s of mirroredSeeds(LAND_LINES, project, (id) => CORE[id], lineOpts)) landSeeds.push({ p: s.p, label: lab(s.id) });
if (process.env.DIPLOMACY_BOARD_DEBUG) {
  writeFileSync(join(tmpdir(), 'diplomacy-seeds.json'), JSON.stringify([...landSeeds, ...seaSeeds].map((s) => [s.p[0], s.p[1], LABEL_IDS[s.label]])));
}

/** nearest-seed lookup among seeds whose label is allowed */
class SeedSet {
  readonly seeds: Seed[];
  readonly delaunay: Delaunay<Pt>;
  hint = 0;
  constructor(seeds: Seed[]) {
    this.seeds = seeds;
    this.delaunay = Delaunay.from(seeds.map((s) => s.p));
  }
  find(p: Pt): number {
    this.hint = this.delaunay.find(p[0], p[1], this.hint);
    return this.seeds[this.hint].label;
  }
}

const groupOf = new Map<string, SeedSet | number>(); // key: sorted labels
const countryGroup: (SeedSet | number)[] = countryNames.map((name) => {
  const ids = name === '' ? null : (COUNTRY_PROVINCES[name] ?? ['bg']);
  const labels = ids ? ids.map(lab).sort((a, b) => a - b) : null;
  const key = labels ? labels.join(',') : '*';
  let g = groupOf.get(key);
  if (!g) {
    if (labels && labels.length === 1) g = labels[0];
    else {
      const allowed = labels ? new Set(labels) : null;
      const seeds = landSeeds.filter((s) => !allowed || allowed.has(s.label));
      if (!seeds.length) throw new Error(`no seeds for country ${name}`);
      g = new SeedSet(seeds);
    }
    groupOf.set(key, g);
  }
  return g;
});
const seaSet = new SeedSet(seaSeeds);
const rawWarp = makeWarp(20260102);
/** half the displacement of the shared warp: borders meander a little, narrow corridors survive */
const warp = (p: Pt): Pt => {
  const q = rawWarp(p);
  return [p[0] + (q[0] - p[0]) * WARP_GAIN, p[1] + (q[1] - p[1]) * WARP_GAIN];
};

const labels = new Int16Array(N);
for (let i = 0; i < N; i++) {
  if (!land[i]) continue;
  if (forced[i] >= 0) {
    labels[i] = forced[i];
    continue;
  }
  const g = countryGroup[country[i]];
  labels[i] = typeof g === 'number' ? g : g.find(warp(cellCentre(i)));
}

// ---------------------------------------------------------------------------------
// 3. Clean-up of land: far islands, cut-off pieces

const landIslands = components(grid, land, (v) => v === 0); // whole land masses
function cleanLand(): number {
  const lc = components(grid, labels, (v) => !isLandLabel(v) || v === BG);
  // main piece of each label
  const main = new Map<number, number>();
  lc.size.forEach((s, c) => {
    const m = main.get(lc.value[c]);
    if (m === undefined || s > lc.size[m]) main.set(lc.value[c], c);
  });
  // neighbours of each piece (contact length in cells)
  const contact = lc.size.map(() => new Map<number, number>());
  let wholeIsland = lc.size.map(() => true);
  const { w } = grid;
  for (let i = 0; i < N; i++) {
    const c = lc.comp[i];
    if (c < 0) continue;
    const x = i % w;
    for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w]) {
      if (j < 0 || j >= N) continue;
      const l = labels[j];
      if (lc.comp[j] === c) continue;
      if (land[j]) {
        wholeIsland[c] = false;
        contact[c].set(l, (contact[c].get(l) ?? 0) + 1);
      }
    }
  }
  wholeIsland = wholeIsland.map((v, c) => v && landIslands.size[landIslands.comp[lc.first[c]]] === lc.size[c]);
  let changed = 0;
  const relabel = (c: number, to: number) => {
    const v = lc.value[c];
    const stack = [lc.first[c]];
    labels[lc.first[c]] = to;
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % w;
      for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w]) {
        if (j < 0 || j >= N || lc.comp[j] !== c || labels[j] !== v) continue;
        labels[j] = to;
        stack.push(j);
      }
    }
    changed++;
  };
  // pieces of a label that are not its main piece
  const kept = new Set<number>(main.values());
  const pending: number[] = [];
  lc.size.forEach((_, c) => {
    if (kept.has(c)) return;
    if (!wholeIsland[c] && lc.size[c] <= MAX_SLIVER * K * K) {
      // cut off on a land mass: give it to the neighbour it shares most border with
      let best = -1,
        bestN = -1;
      for (const [l, n] of contact[c])
        if (n > bestN) {
          best = l;
          bestN = n;
        }
      if (best >= 0) relabel(c, best);
    } else if (wholeIsland[c]) pending.push(c);
    else
      console.warn(
        `${LABEL_IDS[lc.value[c]]}: a second piece of ${(lc.size[c] / K / K).toFixed(0)} px² near ${unproject(cellCentre(lc.first[c])).map((v) => v.toFixed(2))}`,
      );
  });
  // islands: stay with their province when near its land, else background (or water)
  const reach = ISLAND_REACH * K;
  for (let pass = 0; pass < 6 && pending.length; pass++) {
    for (let n = pending.length - 1; n >= 0; n--) {
      const c = pending[n];
      if (nearKept(lc, c, kept, reach)) {
        kept.add(c);
        pending.splice(n, 1);
      }
    }
  }
  let dropped = false;
  for (const c of pending) {
    if (lc.size[c] >= MIN_BACKGROUND_ISLAND * K * K) relabel(c, BG);
    else {
      relabel(c, -3);
      dropped = true;
    }
  }
  if (dropped)
    for (let i = 0; i < N; i++)
      if (labels[i] === -3) {
        labels[i] = 0;
        land[i] = 0;
      }
  return changed;
}

/** is piece c within `reach` cells of a kept piece of the same label? (both sampled sparsely) */
function nearKept(lc: ReturnType<typeof components>, c: number, kept: Set<number>, reach: number): boolean {
  const { w, h } = grid;
  // bounding box of the piece
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  const cells: number[] = [];
  const stack = [lc.first[c]];
  const seen = new Set<number>(stack);
  while (stack.length) {
    const i = stack.pop()!;
    cells.push(i);
    const x = i % w,
      y = (i - x) / w;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
    for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w]) {
      if (j < 0 || j >= N || seen.has(j) || lc.comp[j] !== c) continue;
      seen.add(j);
      stack.push(j);
    }
  }
  const v = lc.value[c];
  const sample = cells.filter((_, n) => n % 7 === 0);
  for (let y = Math.max(0, y0 - reach); y <= Math.min(h - 1, y1 + reach); y += 2)
    for (let x = Math.max(0, x0 - reach); x <= Math.min(w - 1, x1 + reach); x += 2) {
      const j = y * w + x;
      if (labels[j] !== v || !kept.has(lc.comp[j])) continue;
      for (const i of sample) {
        const ix = i % w,
          iy = (i - ix) / w;
        if ((ix - x) ** 2 + (iy - y) ** 2 <= reach * reach) return true;
      }
    }
  return false;
}

for (let round = 0; round < 4; round++) if (!cleanLand()) break;

// ---------------------------------------------------------------------------------
// 4. Seas

for (let i = 0; i < N; i++) if (!land[i]) labels[i] = seaSet.find(cellCentre(i));
for (let round = 0; round < 4; round++) {
  const sc = components(grid, labels, (v) => !isSea(v));
  const main = new Map<number, number>();
  sc.size.forEach((s, c) => {
    const m = main.get(sc.value[c]);
    if (m === undefined || s > sc.size[m]) main.set(sc.value[c], c);
  });
  const kept = new Set(main.values());
  const contact = sc.size.map(() => new Map<number, number>());
  const { w } = grid;
  for (let i = 0; i < N; i++) {
    const c = sc.comp[i];
    if (c < 0 || kept.has(c)) continue;
    const x = i % w;
    for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w]) {
      if (j < 0 || j >= N || sc.comp[j] === c || !isSea(labels[j])) continue;
      contact[c].set(labels[j], (contact[c].get(labels[j]) ?? 0) + 1);
    }
  }
  let changed = 0;
  const to = sc.size.map((_, c) => {
    if (kept.has(c)) return -1;
    let best = -1,
      bestN = -1;
    for (const [l, n] of contact[c])
      if (n > bestN) {
        best = l;
        bestN = n;
      }
    return best;
  });
  for (let i = 0; i < N; i++) {
    const c = sc.comp[i];
    if (c >= 0 && to[c] >= 0) {
      labels[i] = to[c];
      changed++;
    }
  }
  if (!changed) break;
}

// ---------------------------------------------------------------------------------
// 5. Tracing, shared chains, rings

const map = new LabelMap(grid, labels);
const rawChains = map.traceChains();
const chains = simplifyChains(rawChains, (c) => (isSea(c.right) !== isSea(c.left) ? SIMPLIFY_COAST : SIMPLIFY_BORDER));

const pair = (a: number, b: number) => (a < b ? `${LABEL_IDS[a]}|${LABEL_IDS[b]}` : `${LABEL_IDS[b]}|${LABEL_IDS[a]}`);
const shared = new Map<string, number>();
for (const c of rawChains) {
  if (c.left === OUT) continue;
  const k = pair(c.right, c.left);
  shared.set(k, (shared.get(k) ?? 0) + c.length);
}

const ringsOf = (inside: (l: number) => boolean): IRing[] => assemble(map, chains, inside);
const provinceRings = IDS.map((_, l) => ringsOf((x) => x === l));
const swissRings = ringsOf((x) => x === SWI);
const landRings = ringsOf((x) => isLandLabel(x));

// ---------------------------------------------------------------------------------
// 6. Points: unit, label, supply centre; coasts

const dist = distanceTo(grid, (i) => {
  const x = i % grid.w,
    y = (i - x) / grid.w;
  const v = labels[i];
  return map.at(x - 1, y) !== v || map.at(x + 1, y) !== v || map.at(x, y - 1) !== v || map.at(x, y + 1) !== v;
});
const cellsOf = IDS.map(() => [] as number[]);
for (let y = K >> 1; y < grid.h; y += K)
  for (let x = K >> 1; x < grid.w; x += K) {
    const i = y * grid.w + x;
    if (labels[i] < IDS.length) cellsOf[labels[i]].push(i);
  }
const rnd1 = (p: Pt): [number, number] => [Math.round(p[0] * 10) / 10, Math.round(p[1] * 10) / 10];

/** the sample maximising min(distance to the border, distance to the given points minus their radius) */
function pick(l: number, avoid: { p: Pt; r: number }[], score: (i: number, d: number) => number = (_i, d) => d): Pt {
  let best = -1,
    bestS = -Infinity;
  for (const i of cellsOf[l]) {
    const c = cellCentre(i);
    let d = dist[i] / K;
    for (const a of avoid) d = Math.min(d, Math.hypot(c[0] - a.p[0], c[1] - a.p[1]) - a.r);
    const s = score(i, d);
    if (s > bestS) {
      bestS = s;
      best = i;
    }
  }
  if (best < 0) throw new Error(`no room in ${IDS[l]}`);
  return cellCentre(best);
}

const UNIT_R = 11,
  LABEL_R = 10,
  SC_R = 6;
const points = IDS.map((id, l) => {
  let sc: Pt | undefined;
  if (PROVINCES[l].supplyCentre) {
    const city = CITIES[id];
    if (!city) throw new Error(`no city for ${id}`);
    const c = project(city);
    // the city, or the nearest spot at least 4 px inside the province
    sc = pick(l, [], (i, d) => Math.min(d, 4) - Math.hypot(cellCentre(i)[0] - c[0], cellCentre(i)[1] - c[1]) * 0.05);
  }
  const avoidSc = sc ? [{ p: sc, r: SC_R }] : [];
  const unit = pick(l, avoidSc);
  const label = pick(l, [...avoidSc, { p: unit, r: UNIT_R }]);
  return { id, unit, label, sc };
});

// coasts: a point inside the province near the shore of the coast's own seas
const coasts: { id: string; unit: Pt; label: Pt }[] = [];
for (const [l, p] of PROVINCES.entries()) {
  for (const c of p.coasts) {
    const loc = `${p.id}/${c}`;
    const own = new Set(
      STANDARD_MAP.fleetAdjacency[loc]
        .map((x) => x.split('/')[0])
        .filter((x) => PROVINCES[lab(x)].type === 'sea')
        .map(lab),
    );
    const other = new Set<number>();
    for (const c2 of p.coasts) if (c2 !== c) for (const x of STANDARD_MAP.fleetAdjacency[`${p.id}/${c2}`]) other.add(lab(x.split('/')[0]));
    const exclusive = [...own].filter((x) => !other.has(x));
    const target = exclusive.length ? exclusive : [...own];
    // shore cells of the target seas
    const shore: Pt[] = [];
    for (const { chain: ch } of chains) {
      const a = ch.right === l ? ch.left : ch.left === l ? ch.right : -1;
      if (a >= 0 && target.includes(a)) for (const q of ch.pts) shore.push(q);
    }
    if (!shore.length) throw new Error(`${loc} does not touch its seas`);
    const avoid = [
      { p: points[l].unit, r: UNIT_R },
      { p: points[l].label, r: LABEL_R },
      ...coasts.filter((x) => x.id.startsWith(p.id)).map((x) => ({ p: x.unit, r: UNIT_R })),
    ];
    if (points[l].sc) avoid.push({ p: points[l].sc!, r: SC_R });
    const unit = pick(l, avoid, (i, d) => {
      const q = cellCentre(i);
      let ds = Infinity;
      for (const s of shore) ds = Math.min(ds, Math.hypot(q[0] - s[0], q[1] - s[1]));
      return Math.min(d, 7) - Math.max(0, ds - 9) * 0.8;
    });
    const label = pick(l, [...avoid, { p: unit, r: 8 }], (i, d) => {
      const q = cellCentre(i);
      return Math.min(d, 5) - Math.hypot(q[0] - unit[0], q[1] - unit[1] - 0) * 0.15;
    });
    coasts.push({ id: loc, unit, label });
  }
}

// ---------------------------------------------------------------------------------
// 7. Checks against the standard map

const adjacent = new Set<string>();
for (const [a, list] of Object.entries(STANDARD_MAP.armyAdjacency)) for (const b of list) adjacent.add(pair(lab(a), lab(b)));
for (const [a, list] of Object.entries(STANDARD_MAP.fleetAdjacency)) for (const b of list) adjacent.add(pair(lab(a.split('/')[0]), lab(b.split('/')[0])));
let errors = 0;
const MAX_CORNER = 3; // px
for (const k of adjacent) {
  const len = shared.get(k) ?? 0;
  if (len === 0) {
    console.error(`neighbours do not touch: ${k}`);
    errors++;
  } else if (len < 6) console.warn(`short border ${k}: ${len.toFixed(1)} px`);
}
for (const [k, len] of shared) {
  const [a, b] = k.split('|');
  if (a === 'swi' || b === 'swi' || a === 'bg' || b === 'bg' || adjacent.has(k)) continue;
  if (len >= MAX_CORNER) {
    console.error(`non-neighbours share a border: ${k} (${len.toFixed(1)} px)`);
    errors++;
  } else console.warn(`corner contact ${k}: ${len.toFixed(1)} px`);
}
for (const [l, rings] of provinceRings.entries()) {
  const areas = rings
    .map((r) => signedArea(r) / 100)
    .filter((a) => a > 0)
    .sort((a, b) => b - a);
  if (areas.length > 1)
    console.log(
      `${IDS[l]}: ${areas.length} pieces, areas ${areas
        .slice(0, 6)
        .map((a) => a.toFixed(0))
        .join(' ')}`,
    );
}

// ---------------------------------------------------------------------------------
// 8. Output

const out = {
  width: W,
  height: H,
  land: pathOf(landRings),
  impassable: pathOf(swissRings),
  provinces: points.map((p, l) => ({
    id: p.id,
    path: pathOf(provinceRings[l]),
    label: rnd1(p.label),
    unit: rnd1(p.unit),
    ...(p.sc ? { sc: rnd1(p.sc) } : {}),
  })),
  coasts: coasts.map((c) => ({ id: c.id, unit: rnd1(c.unit), label: rnd1(c.label) })),
};
const outPath = resolve(repo, 'src/boards/diplomacy/generated/board.json');
mkdirSync(dirname(outPath), { recursive: true });
const json = JSON.stringify(out);
writeFileSync(outPath, json + '\n');
console.log(`seeds: ${landSeeds.length} land, ${seaSeeds.length} sea; chains ${rawChains.length}`);
console.log(`wrote ${outPath} (${(json.length / 1024).toFixed(1)} KB); ${errors} errors`);
if (errors) process.exitCode = 1;
