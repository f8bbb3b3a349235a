/**
 * Generates src/boards/risk/generated/worldMap.json, the world-conquest board.
 *
 *   npx tsx scripts/gen-risk-map.ts [path/to/classic_map.json]
 *
 * Geography: Natural Earth 1:50m land polygons (public domain) from the world-atlas
 * package; Antarctica is dropped. Projection: Gall stereographic (cylindrical, so the board
 * is a rectangle and the Alaska-Kamchatka sea lane simply runs off the left and right
 * edges), central meridian 11.2°E so that the cut falls in the Bering Strait, latitudes
 * 56°S-83.7°N on a 1600×900 board; then a gentle radial magnifier over Europe (x1.4 at
 * its centre, fading out over ~250 px), as printed boards enlarge Europe.
 *
 * Territories are drawn by our own code:
 *  1. Every territory gets hand-picked seed points (lon/lat): a few "core" seeds, plus
 *     pairs of seeds mirrored across each hand-drawn land border polyline, so the
 *     Voronoi diagram of all seeds puts the border where we want it.
 *  2. Voronoi cells (d3-delaunay) of the same territory are merged; the remaining
 *     cell edges form a planar partition of the board. Those border edges are
 *     subdivided and bent by a smooth deterministic warp, so borders meander a little
 *     like hand-drawn ones (the warp is a small diffeomorphism: the partition stays
 *     planar and shared borders stay shared).
 *  3. Land rings are intersected with that partition (a Weiler-Atherton walk: land
 *     rings and border polylines are split at their crossings, the pieces inside are
 *     chained into rings per territory). Shared borders are the same polyline in both
 *     neighbours, so adjacency can be checked exactly on the output.
 *  4. Pieces are simplified (Douglas-Peucker, endpoints kept), rounded to 0.1 px.
 *     Small islands that a border would cut are given whole to the territory holding
 *     most of them (no slivers).
 *  5. Labels are poles of inaccessibility of each territory's largest piece.
 *  6. Every classic border whose territories share no land gets a sea lane: the shortest
 *     path through water (on a 1 px raster of the finished map, preferring open water)
 *     from one territory's coast to the other's, simplified while it stays off any
 *     third territory's land.
 *
 * The script checks its own output (non-neighbours sharing land is an error; slivers,
 * very short land borders and bent borders that cross are reported) and is
 * deterministic. Set RISK_MAP_DEBUG=/some/file.json to also dump the seed points.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoPath, geoProjection, type GeoContext, type GeoRawProjection } from 'd3-geo';
import { Delaunay } from 'd3-delaunay';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import {
  centroid,
  chain,
  inRing,
  inRings,
  makeRing,
  makeWarp,
  pathOf,
  poleOfInaccessibility,
  segDist2,
  signedArea,
  simplifyClosed,
  simplifyOpen,
  type IRing,
  type LonLat,
  type Piece,
  type Pt,
  type Ring,
} from './lib/geometry';
import { mirroredSeeds, type DrawnBorder } from './lib/lineSeeds';
import { sharedData } from './lib/shared';
import { fillRings } from './lib/labelRaster';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..');
const require = createRequire(import.meta.url);

// ---------------------------------------------------------------------------------
// Inputs

interface ClassicMap {
  continents: { id: string; territories: string[] }[];
  territories: { id: string; continent: string; neighbors: string[] }[];
  edges: [string, string][];
}

const classicPath = process.argv[2] ?? sharedData('risk', 'classic_map.json');
const classic = JSON.parse(readFileSync(classicPath, 'utf8')) as ClassicMap;
const IDS = classic.territories.map((t) => t.id);
const TIDX = new Map(IDS.map((id, i) => [id, i]));

const W = 1600;
const H = 900;
const MARGIN_X = 26; // ocean left/right of the wrap, so the Bering lanes are visible
const CENTRAL_MERIDIAN = 11.2; // puts the cut at 168.8°W, in the Bering Strait
const LAT_TOP = 83.7;
const LAT_BOTTOM = -56;
const SIMPLIFY_COAST = 0.45; // px
const SIMPLIFY_BORDER = 0.3; // px
const MIN_RING_AREA = 2; // px²
const LINE_SEED_OFFSET = 7; // px, distance of mirrored seeds from a drawn border
const LINE_SEED_SPACING = 9; // px
const LANE_MIN_LENGTH = 18; // px

const CONTINENT_COLORS: Record<string, string> = {
  north_america: '#f1e0a0',
  south_america: '#efb9a3',
  europe: '#b3c8ea',
  africa: '#e6c9a4',
  asia: '#bcdcac',
  australia: '#d6bfe6',
};

// Core seeds: points well inside each territory (and on its islands).
const CORE: Record<string, LonLat[]> = {
  alaska: [
    [-152, 64],
    [-160, 60],
    [-145, 63],
    [-158, 67.5],
    [-134.5, 57],
    [-155, 57],
    [-150, 69.5],
    [-139, 60],
    [-135.5, 58.8],
  ],
  northwest_territory: [
    [-127, 65],
    [-115, 64],
    [-103, 64.5],
    [-95, 68],
    [-108, 72],
    [-85, 71],
    [-74, 68],
    [-80, 78],
    [-110, 77],
    [-122, 71],
    [-97, 76],
    [-68, 65.5],
    [-86, 64.5],
    [-133, 62.5],
    [-91, 81],
  ],
  greenland: [
    [-42, 72],
    [-45, 64],
    [-38, 78],
    [-51, 69],
    [-32, 82],
    [-25, 74],
    [-49, 76],
    [-24, 69.5],
    [-29, 68.3],
    [-34, 66.5],
  ],
  alberta: [
    [-122, 55],
    [-113, 55],
    [-106, 54],
    [-124, 51],
    [-129, 53.5],
    [-117, 51],
    [-125.8, 49.8],
    [-132.2, 53],
    [-129.8, 54],
  ],
  ontario: [
    [-94, 53],
    [-87, 51],
    [-82, 49.5],
    [-97, 56],
    [-89, 55],
  ],
  quebec: [
    [-72, 51],
    [-65, 53],
    [-75, 56.5],
    [-63, 48.5],
    [-56, 48.8],
    [-64, 46],
    [-71.5, 59],
    [-61, 56],
  ],
  eastern_united_states: [
    [-85, 37],
    [-78, 40],
    [-89, 33],
    [-81.5, 28],
    [-88, 42],
    [-94, 36],
    [-72.5, 43.5],
    [-83, 33],
  ],
  western_united_states: [
    [-120, 45],
    [-110, 42],
    [-112, 35],
    [-104, 45.5],
    [-104, 37.5],
    [-120, 38.5],
    [-123.6, 47.6],
  ],
  central_america: [
    [-103, 23],
    [-98, 19],
    [-90.5, 16],
    [-85.5, 13],
    [-80.5, 8.8],
    [-79, 21.5],
    [-71, 19],
    [-111.5, 27.5],
    [-107, 28.5],
    [-100, 26.5],
    [-66.5, 18.2],
    [-77.3, 18.1],
  ],
  venezuela: [
    [-66, 7],
    [-73, 5],
    [-74.5, 9],
    [-59.5, 5.5],
    [-55.5, 4],
    [-71, 1.5],
    [-63, 10.5],
    [-53, 4],
  ],
  peru: [
    [-75, -9.5],
    [-71.5, -14.5],
    [-65, -17],
    [-78.3, -1.8],
    [-73, -4.5],
  ],
  brazil: [
    [-50, -10],
    [-61, -6],
    [-44, -5],
    [-45, -20],
    [-53, -2.5],
    [-39, -8.5],
    [-51, -26],
    [-56, -15],
    [-66, -3],
  ],
  argentina: [
    [-65, -35],
    [-69, -45],
    [-70, -29],
    [-57, -31.5],
    [-59.5, -23.5],
    [-71, -52],
    [-65, -27],
    [-68, -39],
  ],
  iceland: [
    [-19, 65],
    [-21.5, 64.5],
    [-15.5, 65],
  ],
  great_britain: [
    [-2, 53],
    [-4, 56.5],
    [-8, 53],
    [-1, 51.5],
    [-6.5, 54.7],
    [-3.5, 58.5],
  ],
  scandinavia: [
    [15, 62],
    [25, 63],
    [9, 61],
    [18, 67],
    [26.5, 68.3],
    [16, 78.5],
    [14.5, 57.5],
    [23.5, 78],
    [8, 58.3],
    [13.8, 56],
    [12.8, 57.3],
    [24.5, 60.6],
    [22.3, 60.5],
  ],
  northern_europe: [
    [10, 51],
    [19, 52],
    [9.3, 56],
    [5.5, 52],
    [14.5, 50],
    [11.8, 55.4],
    [16.5, 53.5],
    [9.8, 57],
  ],
  western_europe: [
    [2, 46.5],
    [-4, 40],
    [-8, 41.5],
    [0, 48],
    [4, 44],
    [-4.5, 43.3],
    [2.5, 39.5],
    [-4.5, 37.3],
    [-1.8, 37.8],
    [-6.2, 37.2],
  ],
  southern_europe: [
    [12.5, 43],
    [16, 41],
    [21, 43],
    [22, 39.5],
    [25, 45.5],
    [14.2, 47.4],
    [19, 47.3],
    [9, 40],
    [14, 37.5],
    [25, 35.2],
    [23.7, 42.6],
    [27, 44],
  ],
  ukraine: [
    [32, 50],
    [40, 55],
    [45, 60],
    [50, 52],
    [38, 47.5],
    [25.5, 56.5],
    [28, 53],
    [35, 64],
    [45, 67],
    [54, 68.5],
    [55, 55],
    [55, 60],
    [45, 48],
    [33, 57],
    [41, 51],
    [58, 71],
    [54, 71.5],
    [57, 74],
    [62, 76],
    [24.5, 58.8],
    [27.5, 59.2],
    [38.5, 44.8],
  ],
  ural: [
    [65, 60],
    [70, 55],
    [68, 66],
    [72, 70],
    [76, 62],
    [68, 50.5],
    [77, 50],
    [62, 52.5],
    [76, 56],
    [69, 70.5],
    [62, 80.5],
  ],
  siberia: [
    [90, 60],
    [95, 68],
    [100, 72.5],
    [85, 65],
    [88, 53.5],
    [95, 55],
    [102, 63],
    [98, 79],
    [87, 50],
    [90, 75],
    [106, 73.5],
    [109, 76.5],
  ],
  yakutsk: [
    [125, 65],
    [135, 68],
    [118, 61.5],
    [130, 61],
    [142, 70],
    [114, 68],
    [146, 66],
    [122, 70],
    [140, 75],
    [150, 70.5],
    [116, 73],
  ],
  kamchatka: [
    [160, 56],
    [165, 63],
    [175, 66],
    [151, 62],
    [141, 56],
    [137, 51],
    [134.5, 45.5],
    [142.8, 50],
    [178, 67.5],
    [169, 69],
    [157, 53],
    [180, 71],
    [145, 60],
    [142.6, 47],
    [179.5, 71.2],
  ],
  japan: [
    [130.7, 32.2],
    [133, 34.5],
    [136.5, 35.5],
    [139.5, 37.5],
    [140.8, 40],
    [143, 43.5],
    [141.5, 36],
    [127.8, 26.4],
    [142.2, 44.6],
  ],
  irkutsk: [
    [105, 55],
    [112, 55],
    [119, 56],
    [108, 59],
    [126, 53.5],
    [101, 57.5],
    [116, 53],
  ],
  mongolia: [
    [100, 46.5],
    [108, 46],
    [115, 45.5],
    [123, 46.5],
    [128, 46.5],
    [125, 42.5],
    [127.5, 38.5],
    [128.3, 36],
    [120, 43],
    [94, 47.5],
    [127, 49],
    [105, 43.5],
    [122.2, 39.8],
  ],
  china: [
    [90, 35],
    [100, 33],
    [110, 33],
    [115, 28],
    [85, 40.5],
    [80, 37.5],
    [118, 36.5],
    [105, 25],
    [110, 37.5],
    [120, 31],
    [121, 23.8],
    [109.7, 19.2],
    [95, 39],
    [112, 23.5],
    [102, 38],
    [121, 37.2],
  ],
  afghanistan: [
    [66, 34],
    [60, 40],
    [68, 42],
    [73, 39.8],
    [55, 41],
    [63, 45.5],
    [53.5, 44],
    [70.5, 37],
    [76, 42],
  ],
  middle_east: [
    [44, 33],
    [35, 39],
    [45, 24],
    [53, 32],
    [48, 17],
    [38.5, 32],
    [57, 23],
    [43, 40.5],
    [29.5, 40],
    [51, 25],
    [59, 27.5],
    [33.2, 35.1],
    [36, 28.5],
    [37.5, 26],
    [38.5, 24],
    [39.5, 22],
    [41, 19.5],
    [42.5, 17],
    [44.2, 14.8],
    [46.5, 14],
    [50, 36.8],
    [53, 36.6],
    [48.9, 38.7],
    [41.5, 42],
    [28.5, 37.5],
    [27.5, 38.6],
    [26.8, 39.6],
  ],
  india: [
    [78, 22],
    [76, 14],
    [81, 27],
    [70, 28],
    [88, 24],
    [93, 25.5],
    [80.7, 7.7],
    [73, 33.5],
    [90, 26.5],
  ],
  siam: [
    [101, 16],
    [96, 21],
    [106, 13.5],
    [101.8, 4.5],
    [98.8, 11],
    [105, 20],
    [107.5, 15.5],
    [95.5, 17],
    [101, 4],
    [103.3, 2.2],
    [100.3, 6.5],
  ],
  indonesia: [
    [101.5, 0],
    [110.5, -7.3],
    [114, 0.5],
    [120.5, -2],
    [122, -8.8],
    [128, -2.5],
    [117, 4.5],
    [104.5, -3.5],
    [96.5, 4],
    [126.5, 1.5],
    [116.8, -8.6],
    [125.8, -9],
    [98, 3],
    [100, 1.2],
    [102.5, -0.5],
    [128, 0.8],
    [129.5, -3.2],
    [126.5, -3.3],
  ],
  new_guinea: [
    [140, -5],
    [145, -6.5],
    [133, -1.5],
    [151, -5],
    [137, -3],
    [147.5, -9.5],
    [142.8, -9],
  ],
  western_australia: [
    [122, -25],
    [128, -20],
    [118, -30],
    [130, -28],
    [133.5, -13.5],
    [124.5, -16.5],
  ],
  eastern_australia: [
    [145, -22],
    [145, -32],
    [139.5, -28],
    [146.7, -42],
    [143, -14.5],
    [149, -36],
    [138.5, -18.5],
    [142.5, -11.2],
  ],
  madagascar: [
    [46.7, -19],
    [48.5, -14.5],
    [45, -23.5],
    [44, -12],
  ],
  south_africa: [
    [24, -29],
    [17, -12],
    [25, -20],
    [28, -14.5],
    [35, -18],
    [19, -22],
    [30, -25],
    [13.5, -15.5],
    [34, -12.5],
  ],
  congo: [
    [23, -3],
    [16, -1],
    [11.8, -0.8],
    [20.5, 5.5],
    [26, -7.5],
    [12.5, 3.5],
    [18, -5],
  ],
  east_africa: [
    [38.5, 8],
    [30.5, 7.5],
    [30, 15.5],
    [45.5, 6],
    [37.5, -0.5],
    [34, -6],
    [33, 1.5],
    [36, 17],
    [49, 10.2],
    [39, 13.5],
  ],
  egypt: [
    [30, 26.5],
    [27, 28],
    [33.7, 29.7],
    [30.5, 30.8],
    [33, 23.5],
  ],
  north_africa: [
    [0, 28],
    [-9, 21.5],
    [10, 25],
    [18, 26],
    [18, 15],
    [8.5, 15.5],
    [-5, 15.5],
    [-11, 10.5],
    [6.5, 10],
    [-6, 32],
    [9.2, 34],
    [-1.5, 8],
    [13.5, 31],
    [-15.5, 14],
    [-23.8, 15.5],
    [-1, 35.2],
    [4, 36.3],
    [7, 36.7],
    [9.6, 36.9],
    [-5.3, 35.4],
    [11, 33.5],
  ],
};

/** Land borders between a and b, drawn as lon/lat polylines (which side is which is
 *  inferred from the core seeds). */
const LINES: DrawnBorder[] = [
  // North America
  {
    a: 'northwest_territory',
    b: 'alaska',
    line: [
      [-141, 70.5],
      [-141, 62],
      [-140, 60.8],
    ],
  },
  {
    a: 'alberta',
    b: 'alaska',
    line: [
      [-140, 60.8],
      [-136.5, 59.6],
      [-133, 58.3],
      [-131, 56.6],
      [-129.5, 55.6],
      [-130, 54.7],
    ],
  },
  {
    a: 'alberta',
    b: 'northwest_territory',
    line: [
      [-140, 60.8],
      [-137, 61.4],
      [-130, 60.2],
      [-120, 60],
      [-102, 60],
    ],
  },
  {
    a: 'ontario',
    b: 'northwest_territory',
    line: [
      [-102, 60],
      [-94.6, 59.9],
    ],
  },
  {
    a: 'alberta',
    b: 'ontario',
    line: [
      [-102, 60],
      [-102, 49],
    ],
  },
  {
    a: 'western_united_states',
    b: 'alberta',
    line: [
      [-123.3, 49],
      [-112, 49],
      [-102, 49],
    ],
  },
  {
    a: 'western_united_states',
    b: 'ontario',
    line: [
      [-102, 49],
      [-95.2, 49],
    ],
  },
  {
    a: 'eastern_united_states',
    b: 'ontario',
    line: [
      [-95.2, 49],
      [-91, 48.2],
      [-88, 47.8],
      [-84.6, 46.5],
      [-82.5, 45.2],
      [-82.4, 43],
      [-83.1, 42.1],
      [-81, 42.3],
      [-79.1, 42.8],
      [-79.1, 43.4],
      [-76.5, 43.9],
      [-74.7, 45],
    ],
  },
  {
    a: 'eastern_united_states',
    b: 'quebec',
    line: [
      [-74.7, 45],
      [-71.3, 45.1],
      [-70.3, 45.7],
      [-69.5, 46.5],
      [-68.5, 47.2],
      [-67.8, 47.1],
      [-67.8, 45.7],
      [-67, 44.8],
    ],
  },
  {
    a: 'quebec',
    b: 'ontario',
    line: [
      [-74.7, 45],
      [-76.8, 45.9],
      [-79.5, 47.5],
      [-79.5, 51.3],
    ],
  },
  {
    a: 'eastern_united_states',
    b: 'western_united_states',
    line: [
      [-95.2, 49],
      [-96.5, 45],
      [-98, 40],
      [-99.5, 35],
      [-101, 29.6],
    ],
  },
  {
    a: 'central_america',
    b: 'western_united_states',
    line: [
      [-101, 29.6],
      [-103, 29],
      [-104.6, 29.8],
      [-106.5, 31.8],
      [-108.2, 31.35],
      [-111, 31.33],
      [-114.8, 32.5],
      [-117.2, 32.5],
    ],
  },
  {
    a: 'central_america',
    b: 'eastern_united_states',
    line: [
      [-97.1, 25.9],
      [-99.5, 27.5],
      [-101, 29.6],
    ],
  },
  {
    a: 'central_america',
    b: 'venezuela',
    line: [
      [-76.9, 8.5],
      [-77.1, 7.4],
      [-77.5, 6.3],
    ],
  },
  // South America
  {
    a: 'venezuela',
    b: 'peru',
    line: [
      [-80.2, 1.2],
      [-77, 0.7],
      [-75.2, -0.1],
      [-73, -2.2],
      [-70, -4.2],
    ],
  },
  {
    a: 'venezuela',
    b: 'brazil',
    line: [
      [-70, -4.2],
      [-69.5, 1],
      [-66.5, 1.2],
      [-63, 3.8],
      [-59.5, 1.5],
      [-55, 2],
      [-51.6, 4.2],
    ],
  },
  {
    a: 'brazil',
    b: 'peru',
    line: [
      [-70, -4.2],
      [-73, -7.4],
      [-72.5, -9.5],
      [-70.5, -11],
      [-65.4, -9.8],
      [-61.5, -13],
      [-60, -15.5],
      [-58.2, -16.3],
      [-58, -20],
    ],
  },
  {
    a: 'argentina',
    b: 'peru',
    line: [
      [-58, -20],
      [-62.6, -22.2],
      [-67, -22.6],
      [-68.2, -21],
      [-69, -18.8],
      [-70.4, -18.3],
    ],
  },
  {
    a: 'argentina',
    b: 'brazil',
    line: [
      [-58, -20],
      [-55.5, -23.5],
      [-54.5, -26.5],
      [-56, -30.2],
      [-53.4, -33.7],
    ],
  },
  // Europe
  {
    a: 'ukraine',
    b: 'scandinavia',
    line: [
      [31, 69.9],
      [28.9, 69],
      [29.2, 67],
      [30, 63.5],
      [31.4, 62.8],
      [27.8, 60.4],
    ],
  },
  {
    a: 'ukraine',
    b: 'northern_europe',
    line: [
      [21.1, 55.6],
      [22.8, 54.4],
      [23.5, 53.9],
      [23.8, 52.7],
      [23.6, 51.5],
      [24.1, 50.8],
      [22.6, 49.1],
    ],
  },
  {
    a: 'ukraine',
    b: 'southern_europe',
    line: [
      [22.6, 49.1],
      [22.9, 48],
      [24.9, 47.7],
      [26.6, 48.3],
      [28.1, 46.6],
      [28.2, 45.5],
      [29.7, 45.2],
    ],
  },
  {
    a: 'northern_europe',
    b: 'southern_europe',
    line: [
      [22.6, 49.1],
      [19, 49.4],
      [17, 48.6],
      [15, 49],
      [13.8, 48.6],
      [13, 47.5],
      [10, 47.5],
      [7.6, 47.6],
    ],
  },
  {
    a: 'western_europe',
    b: 'northern_europe',
    line: [
      [7.6, 47.6],
      [8.2, 49],
      [6.4, 49.5],
      [4.8, 50],
      [2.5, 51.1],
    ],
  },
  {
    a: 'western_europe',
    b: 'southern_europe',
    line: [
      [7.6, 47.6],
      [6.9, 46.5],
      [7, 45.9],
      [6.8, 45],
      [7.5, 43.8],
    ],
  },
  {
    a: 'southern_europe',
    b: 'middle_east',
    line: [
      [28, 42],
      [26.6, 41.7],
      [26.3, 41.2],
      [26, 40.6],
    ],
  },
  // Middle East, Central Asia
  {
    a: 'ukraine',
    b: 'middle_east',
    line: [
      [40, 43.4],
      [42, 43.2],
      [44.5, 42.7],
      [46.5, 41.9],
      [48.6, 41.8],
    ],
  },
  {
    a: 'egypt',
    b: 'middle_east',
    line: [
      [34.2, 31.3],
      [34.9, 29.5],
      [34.6, 28],
      [35.6, 26.2],
      [37, 23.8],
      [38, 22],
    ],
  },
  // through the Red Sea and the Gulf of Aden (no land contact)
  {
    a: 'east_africa',
    b: 'middle_east',
    line: [
      [38, 22],
      [39, 19.5],
      [40.6, 16.8],
      [42, 14.3],
      [43.1, 13.2],
      [43.3, 12.77],
      [43.42, 12.56],
      [43.8, 12.3],
      [45, 11.7],
      [48, 12.6],
      [51.5, 13.2],
    ],
  },
  // Strait of Gibraltar
  {
    a: 'western_europe',
    b: 'north_africa',
    line: [
      [-8, 36],
      [-6, 35.99],
      [-5.6, 35.94],
      [-5.35, 36.02],
      [-4.5, 36.1],
      [-2, 36.2],
      [3, 37.5],
    ],
    offset: 2,
  },
  {
    a: 'ukraine',
    b: 'ural',
    line: [
      [64.9, 69.2],
      [64, 68],
      [59, 66],
      [59, 61],
      [58.5, 56],
      [57.5, 52.5],
      [55, 50],
    ],
  },
  {
    a: 'ukraine',
    b: 'afghanistan',
    line: [
      [55, 50],
      [52.5, 48.5],
      [51.5, 47],
    ],
  },
  {
    a: 'afghanistan',
    b: 'ural',
    line: [
      [55, 50],
      [62, 48.5],
      [70, 47.5],
      [76, 46.2],
      [80.5, 45],
    ],
  },
  {
    a: 'ural',
    b: 'siberia',
    line: [
      [80, 73.5],
      [80, 62],
      [84, 55],
      [86, 51.5],
      [86, 48.2],
    ],
  },
  {
    a: 'ural',
    b: 'china',
    line: [
      [80.5, 45],
      [82.5, 45.6],
      [83, 47.2],
      [86, 48.2],
    ],
  },
  {
    a: 'siberia',
    b: 'china',
    line: [
      [86, 48.2],
      [88.5, 48],
      [90.5, 47],
    ],
  },
  {
    a: 'afghanistan',
    b: 'china',
    line: [
      [80.5, 45],
      [80.2, 42.2],
      [76.5, 40.5],
      [74.7, 38.5],
      [74.8, 37.1],
    ],
  },
  {
    a: 'afghanistan',
    b: 'india',
    line: [
      [74.8, 37.1],
      [71.5, 36.5],
      [71, 34],
      [69.5, 33.7],
      [69.3, 31.9],
      [66.5, 29.9],
      [63.5, 29.4],
      [61, 29.8],
    ],
  },
  {
    a: 'afghanistan',
    b: 'middle_east',
    line: [
      [61, 29.8],
      [61, 31.4],
      [60.7, 33.5],
      [61.2, 35.6],
      [59, 37.4],
      [56, 38],
      [54, 37.3],
    ],
  },
  {
    a: 'india',
    b: 'middle_east',
    line: [
      [61, 29.8],
      [62.5, 28.5],
      [61.6, 25.2],
    ],
  },
  {
    a: 'china',
    b: 'india',
    line: [
      [74.8, 37.1],
      [78, 35.5],
      [79, 33],
      [81, 30],
      [84, 28.5],
      [88, 27.9],
      [92, 27.8],
      [97.3, 28.2],
    ],
  },
  {
    a: 'siam',
    b: 'india',
    line: [
      [97.3, 28.2],
      [95, 26.6],
      [94.2, 24],
      [93.3, 22],
      [92.3, 20.7],
    ],
  },
  {
    a: 'china',
    b: 'siam',
    line: [
      [97.3, 28.2],
      [98.6, 25],
      [97.7, 24],
      [99.5, 22.1],
      [101.8, 21.2],
      [103, 22.5],
      [105.5, 23.2],
      [108, 21.5],
    ],
  },
  // North-east Asia
  {
    a: 'mongolia',
    b: 'china',
    line: [
      [90.5, 47],
      [93, 45],
      [97, 42.7],
      [103, 41.8],
      [108, 41.3],
      [113, 41],
      [117, 40.5],
      [119.6, 40],
    ],
  },
  {
    a: 'siberia',
    b: 'mongolia',
    line: [
      [90.5, 47],
      [91, 49.5],
      [95, 50.2],
      [98, 51],
    ],
  },
  {
    a: 'siberia',
    b: 'irkutsk',
    line: [
      [98, 51],
      [100, 56],
      [104, 60],
      [108, 62],
    ],
  },
  {
    a: 'siberia',
    b: 'yakutsk',
    line: [
      [108, 62],
      [106, 66],
      [108, 70],
      [110.5, 72.3],
    ],
  },
  {
    a: 'yakutsk',
    b: 'irkutsk',
    line: [
      [108, 62],
      [116, 59],
      [122, 57],
      [128, 56.5],
      [134, 56],
    ],
  },
  {
    a: 'yakutsk',
    b: 'kamchatka',
    line: [
      [134, 56],
      [137, 60],
      [142, 63],
      [150, 65.5],
      [157, 69],
      [161, 70.5],
    ],
  },
  {
    a: 'kamchatka',
    b: 'irkutsk',
    line: [
      [134, 56],
      [133.5, 52],
      [131, 48.5],
    ],
  },
  {
    a: 'irkutsk',
    b: 'mongolia',
    line: [
      [98, 51],
      [102, 50.3],
      [108, 49.8],
      [116, 49.9],
      [118.5, 50],
      [120, 53.3],
      [125, 53.3],
      [127.5, 49.8],
      [131, 48.5],
    ],
  },
  {
    a: 'kamchatka',
    b: 'mongolia',
    line: [
      [131, 48.5],
      [134.7, 48.3],
      [133.2, 45.5],
      [131.2, 44.9],
      [131, 42.6],
      [130.6, 42.3],
    ],
  },
  // Africa
  {
    a: 'north_africa',
    b: 'egypt',
    line: [
      [25, 31.6],
      [25, 22],
    ],
  },
  {
    a: 'east_africa',
    b: 'egypt',
    line: [
      [25, 22],
      [31.4, 22],
      [38, 22],
    ],
  },
  {
    a: 'north_africa',
    b: 'east_africa',
    line: [
      [25, 22],
      [24, 19.5],
      [22.5, 14],
      [22, 12.8],
      [22.8, 10.8],
    ],
  },
  {
    a: 'north_africa',
    b: 'congo',
    line: [
      [8.6, 4.6],
      [11.5, 6.8],
      [14.5, 8],
      [18.5, 8.8],
      [22.8, 10.8],
    ],
  },
  {
    a: 'east_africa',
    b: 'congo',
    line: [
      [22.8, 10.8],
      [25.5, 8],
      [27.4, 5],
      [30.6, 3.6],
      [29.6, -1.2],
      [29.3, -4.5],
      [30.5, -8.3],
    ],
  },
  {
    a: 'congo',
    b: 'south_africa',
    line: [
      [12.2, -6],
      [16, -7],
      [22, -11],
      [24, -11],
      [28, -12],
      [30.5, -8.3],
    ],
  },
  {
    a: 'east_africa',
    b: 'south_africa',
    line: [
      [30.5, -8.3],
      [33, -9.5],
      [34.5, -11.5],
      [38, -11.3],
      [40.4, -10.4],
    ],
  },
  // Australia
  {
    a: 'western_australia',
    b: 'eastern_australia',
    line: [
      [135.6, -15],
      [136.5, -22],
      [135.5, -26],
      [134.2, -32.8],
    ],
  },
  // Greenland / Canadian Arctic
  {
    a: 'greenland',
    b: 'northwest_territory',
    line: [
      [-58, 65],
      [-64, 72],
      [-73.8, 77],
      [-73.5, 78.5],
      [-69, 79.5],
      [-67, 80.7],
      [-63.7, 81.6],
      [-61.5, 82.2],
      [-56, 83.5],
    ],
  },
];

/** Islands kept as background land only (no territory): lon/lat boxes tested on the ring's centroid. */
const BACKGROUND_ONLY: [number, number, number, number][] = [
  [160, -60, 180, -25], // New Zealand
  [-180, -60, -150, 0], // south Pacific
  [155, -25, 180, 0], // New Caledonia, Vanuatu, Fiji, Solomons
  [-162, 17, -153, 24], // Hawaii
  [116.5, 4.5, 127, 21], // Philippines
  [165, 48, 180, 56], // Aleutians beyond the cut
  [-180, 50, -169.5, 56],
  [-172, 62.8, -168.5, 64], // St Lawrence Island (split by the cut)
  [-32, 36, -24, 40.5], // Azores
  [-40, -60, -25, -50], // South Georgia
  [-95, -2, -88, 2], // Galapagos
  [50, -60, 80, -40], // Kerguelen etc
  [-10, 70.5, -7, 71.5], // Jan Mayen
  [-8, 61.3, -6, 62.5], // Faroe Islands
];

// ---------------------------------------------------------------------------------
// Projection

const gallRaw: GeoRawProjection = (lambda: number, phi: number): [number, number] => [lambda / Math.SQRT2, (1 + Math.SQRT1_2) * Math.tan(phi / 2)];
gallRaw.invert = (x: number, y: number): [number, number] => [x * Math.SQRT2, 2 * Math.atan(y / (1 + Math.SQRT1_2))];

const scale = ((W / 2 - MARGIN_X) * Math.SQRT2) / Math.PI;
const yRaw = (lat: number) => (1 + Math.SQRT1_2) * Math.tan((lat * Math.PI) / 360);
const ty = H / 2 + (scale * (yRaw(LAT_TOP) + yRaw(LAT_BOTTOM))) / 2;
const projection = geoProjection(gallRaw)
  .rotate([-CENTRAL_MERIDIAN, 0])
  .scale(scale)
  .translate([W / 2, ty])
  .precision(0.2);

// A gentle magnifier over Europe (as on printed boards, where Europe is drawn larger):
// p -> c + (p - c) * (1 + (m - 1) * exp(-(|p - c| / R)²)). Radially monotonic for
// m < 3.2, so it is a bijection of the plane and keeps shapes continuous.
const LENS_CENTRE: LonLat = [13, 50.5];
const LENS_RADIUS = 125; // px
const LENS_GAIN = 1.4;
const lensC = ((): Pt => {
  const q = projection(LENS_CENTRE);
  if (!q) throw new Error('lens centre');
  return [q[0], q[1]];
})();
const lensFactor = (r: number) => 1 + (LENS_GAIN - 1) * Math.exp(-((r / LENS_RADIUS) ** 2));
const lens = (p: Pt): Pt => {
  const dx = p[0] - lensC[0],
    dy = p[1] - lensC[1];
  const f = lensFactor(Math.hypot(dx, dy));
  return [lensC[0] + dx * f, lensC[1] + dy * f];
};
const unlens = (q: Pt): Pt => {
  // solve r * f(r) = |q - c| by bisection (monotonic)
  const dx = q[0] - lensC[0],
    dy = q[1] - lensC[1];
  const target = Math.hypot(dx, dy);
  if (target === 0) return q;
  let lo = 0,
    hi = target;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (mid * lensFactor(mid) < target) lo = mid;
    else hi = mid;
  }
  const r = (lo + hi) / 2;
  return [lensC[0] + (dx * r) / target, lensC[1] + (dy * r) / target];
};

const project = (p: LonLat): Pt => {
  const q = projection(p);
  if (!q) throw new Error(`cannot project ${p.join(',')}`);
  return lens([q[0], q[1]]);
};
const unproject = (p: Pt): LonLat => {
  const q = projection.invert?.(unlens(p));
  if (!q) throw new Error('cannot invert');
  return [q[0], q[1]];
};

const key = (p: Pt) => `${Math.round(p[0] * 1e4)},${Math.round(p[1] * 1e4)}`;

// ---------------------------------------------------------------------------------
// 1. Land rings

const topo = JSON.parse(readFileSync(require.resolve('world-atlas/land-50m.json'), 'utf8')) as Topology<{
  land: GeometryCollection;
}>;
const landFeature = feature(topo, topo.objects.land);
const rawRings: Pt[][] = [];
{
  let cur: Pt[] = [];
  const ctx: GeoContext = {
    beginPath() {},
    moveTo(x: number, y: number) {
      cur = [lens([x, y])];
      rawRings.push(cur);
    },
    lineTo(x: number, y: number) {
      cur.push(lens([x, y]));
    },
    closePath() {},
    arc() {},
  };
  geoPath(projection, ctx)(landFeature);
}

function cleanRing(pts: Pt[]): Pt[] {
  const out: Pt[] = [];
  for (const p of pts) {
    const q = out[out.length - 1];
    if (!q || Math.abs(q[0] - p[0]) > 1e-9 || Math.abs(q[1] - p[1]) > 1e-9) out.push(p);
  }
  while (out.length > 1 && Math.abs(out[0][0] - out[out.length - 1][0]) < 1e-9 && Math.abs(out[0][1] - out[out.length - 1][1]) < 1e-9) out.pop();
  return out;
}

let landRings = rawRings
  .map(cleanRing)
  .filter((r) => r.length >= 3 && Math.abs(signedArea(r)) >= MIN_RING_AREA)
  .map(makeRing)
  .filter((r) => r.minX >= 0 && r.maxX <= W && r.minY >= 0 && r.maxY <= H); // drops Antarctica

// orient: outer rings positive, holes negative (nesting parity)
landRings = landRings.map((r) => {
  let depth = 0;
  for (const o of landRings) if (o !== r && inRing(r.pts[0][0], r.pts[0][1], o)) depth++;
  const wantPositive = depth % 2 === 0;
  const pos = signedArea(r.pts) > 0;
  return pos === wantPositive ? r : makeRing(r.pts.slice().reverse());
});

const bgOnlyRings: Ring[] = [];
const terrLand: Ring[] = [];
for (const r of landRings) {
  const [lon, lat] = unproject(centroid(r.pts));
  const skip = BACKGROUND_ONLY.some(([x0, y0, x1, y1]) => lon >= x0 && lon <= x1 && lat >= y0 && lat <= y1);
  (skip ? bgOnlyRings : terrLand).push(r);
}

// ---------------------------------------------------------------------------------
// 2. Seeds and Voronoi partition

const seeds: Pt[] = [];
const seedTerr: number[] = [];
const seedKeys = new Set<string>();
function addSeed(p: Pt, t: number) {
  const k = key(p);
  if (seedKeys.has(k)) return;
  seedKeys.add(k);
  seeds.push(p);
  seedTerr.push(t);
}
for (const [id, pts] of Object.entries(CORE)) {
  const t = TIDX.get(id);
  if (t === undefined) throw new Error(`unknown territory ${id}`);
  for (const p of pts) addSeed(project(p), t);
}
for (const id of IDS) if (!CORE[id]) throw new Error(`no seeds for ${id}`);

for (const s of mirroredSeeds(LINES, project, (id) => CORE[id], { offset: LINE_SEED_OFFSET, spacing: LINE_SEED_SPACING })) {
  const t = TIDX.get(s.id);
  if (t === undefined) throw new Error(`bad line territory ${s.id}`);
  addSeed(s.p, t);
}

if (process.env.RISK_MAP_DEBUG) writeFileSync(process.env.RISK_MAP_DEBUG, JSON.stringify(seeds.map((p, i) => [p[0], p[1], seedTerr[i]])));

const BOX: [number, number, number, number] = [-30, -30, W + 30, H + 30];
const delaunay = Delaunay.from(seeds);
const voronoi = delaunay.voronoi(BOX);

const cells: Pt[][] = [];
const dirOwner = new Map<string, number>();
for (let i = 0; i < seeds.length; i++) {
  const poly = voronoi.cellPolygon(i) as Pt[] | null;
  if (!poly) {
    cells.push([]);
    continue;
  }
  const pts: Pt[] = [];
  for (const p of poly.slice(0, -1)) if (!pts.length || key(pts[pts.length - 1]) !== key(p)) pts.push([p[0], p[1]]);
  if (pts.length > 1 && key(pts[0]) === key(pts[pts.length - 1])) pts.pop();
  if (signedArea(pts) <= 0) throw new Error('unexpected cell orientation');
  cells.push(pts);
  for (let k = 0; k < pts.length; k++) dirOwner.set(`${key(pts[k])}|${key(pts[(k + 1) % pts.length])}`, i);
}

interface EdgeLine {
  pts: Pt[]; // warped, subdivided
  startKey: string;
  endKey: string;
  left: number; // territory on the positive (interior) side
  right: number; // -1: outside the board
}
// The warp fades out within WARP_COAST_FADE px of any coast: borders that run through a
// strait stay exactly where the seeds put them.
const WARP_COAST_FADE = 24;
const landGrid = new Map<number, [Pt, Pt][]>();
const LG = 12;
const lgCols = Math.ceil((BOX[2] - BOX[0]) / LG) + 1;
for (const r of terrLand) {
  for (let k = 0; k < r.pts.length; k++) {
    const a = r.pts[k],
      b = r.pts[(k + 1) % r.pts.length];
    const gx0 = Math.floor((Math.min(a[0], b[0]) - BOX[0]) / LG),
      gx1 = Math.floor((Math.max(a[0], b[0]) - BOX[0]) / LG);
    const gy0 = Math.floor((Math.min(a[1], b[1]) - BOX[1]) / LG),
      gy1 = Math.floor((Math.max(a[1], b[1]) - BOX[1]) / LG);
    for (let gx = gx0; gx <= gx1; gx++)
      for (let gy = gy0; gy <= gy1; gy++) {
        const c = gy * lgCols + gx;
        const list = landGrid.get(c);
        if (list) list.push([a, b]);
        else landGrid.set(c, [[a, b]]);
      }
  }
}
function coastDistance(p: Pt, max: number): number {
  let d2 = max * max;
  const gx0 = Math.floor((p[0] - max - BOX[0]) / LG),
    gx1 = Math.floor((p[0] + max - BOX[0]) / LG);
  const gy0 = Math.floor((p[1] - max - BOX[1]) / LG),
    gy1 = Math.floor((p[1] + max - BOX[1]) / LG);
  for (let gx = gx0; gx <= gx1; gx++)
    for (let gy = gy0; gy <= gy1; gy++)
      for (const [a, b] of landGrid.get(gy * lgCols + gx) ?? []) {
        const d = segDist2(p[0], p[1], a, b);
        if (d < d2) d2 = d;
      }
  return Math.sqrt(d2);
}
const rawWarp = makeWarp(20260101);
const warp = (p: Pt): Pt => {
  const f = coastDistance(p, WARP_COAST_FADE) / WARP_COAST_FADE;
  const s = f * f * (3 - 2 * f);
  if (s === 0) return p;
  const q = rawWarp(p);
  return [p[0] + (q[0] - p[0]) * s, p[1] + (q[1] - p[1]) * s];
};
const edges: EdgeLine[] = [];
for (let i = 0; i < cells.length; i++) {
  const pts = cells[i];
  for (let k = 0; k < pts.length; k++) {
    const a = pts[k],
      b = pts[(k + 1) % pts.length];
    const j = dirOwner.get(`${key(b)}|${key(a)}`);
    const ti = seedTerr[i];
    let right: number;
    if (j === undefined) right = -1;
    else if (seedTerr[j] === ti || j < i) continue;
    else right = seedTerr[j];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const n = right === -1 ? 1 : Math.max(1, Math.ceil(len / 3));
    const line: Pt[] = [];
    for (let s = 0; s <= n; s++) line.push(warp([a[0] + ((b[0] - a[0]) * s) / n, a[1] + ((b[1] - a[1]) * s) / n]));
    edges.push({ pts: line, startKey: key(a), endKey: key(b), left: ti, right });
  }
}

// ---------------------------------------------------------------------------------
// 3. Region rings of each territory (for classifying land rings that no border crosses;
//    chain() is in lib/geometry.ts)
const regionRings: Ring[][] = IDS.map((_, t) => {
  const pieces: Piece[] = [];
  for (const e of edges) {
    if (e.left === t) pieces.push({ pts: e.pts, start: e.startKey, end: e.endKey });
    if (e.right === t) pieces.push({ pts: e.pts.slice().reverse(), start: e.endKey, end: e.startKey });
  }
  return chain(pieces, `region ${IDS[t]}`).map(makeRing);
});

function territoryAt(p: Pt): number {
  for (let t = 0; t < IDS.length; t++) if (inRings(p[0], p[1], regionRings[t])) return t;
  return -1;
}

// ---------------------------------------------------------------------------------
// 4. Crossings between land rings and territory borders

const GRID = 16;
const gridCols = Math.ceil((BOX[2] - BOX[0]) / GRID) + 1;
const grid = new Map<number, number[]>();
const segEdge: number[] = [];
const segIdx: number[] = [];
edges.forEach((e, ei) => {
  if (e.right === -1) return;
  for (let m = 0; m < e.pts.length - 1; m++) {
    const id = segEdge.length;
    segEdge.push(ei);
    segIdx.push(m);
    const a = e.pts[m],
      b = e.pts[m + 1];
    const gx0 = Math.floor((Math.min(a[0], b[0]) - BOX[0]) / GRID),
      gx1 = Math.floor((Math.max(a[0], b[0]) - BOX[0]) / GRID);
    const gy0 = Math.floor((Math.min(a[1], b[1]) - BOX[1]) / GRID),
      gy1 = Math.floor((Math.max(a[1], b[1]) - BOX[1]) / GRID);
    for (let gx = gx0; gx <= gx1; gx++)
      for (let gy = gy0; gy <= gy1; gy++) {
        const c = gy * gridCols + gx;
        const list = grid.get(c);
        if (list) list.push(id);
        else grid.set(c, [id]);
      }
  }
});

// the bent borders must not cross each other
{
  let bad = 0;
  const seen = new Set<string>();
  for (const list of grid.values()) {
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        const s1 = list[i],
          s2 = list[j];
        if (segEdge[s1] === segEdge[s2]) continue;
        const k = s1 < s2 ? `${s1},${s2}` : `${s2},${s1}`;
        if (seen.has(k)) continue;
        seen.add(k);
        const e1 = edges[segEdge[s1]],
          e2 = edges[segEdge[s2]];
        const p = e1.pts[segIdx[s1]],
          q = e1.pts[segIdx[s1] + 1];
        const a = e2.pts[segIdx[s2]],
          b = e2.pts[segIdx[s2] + 1];
        const rx = q[0] - p[0],
          ry = q[1] - p[1],
          sx = b[0] - a[0],
          sy = b[1] - a[1];
        const den = rx * sy - ry * sx;
        if (den === 0) continue;
        const apx = a[0] - p[0],
          apy = a[1] - p[1];
        const t = (apx * sy - apy * sx) / den,
          u = (apx * ry - apy * rx) / den;
        if (t > 1e-7 && t < 1 - 1e-7 && u > 1e-7 && u < 1 - 1e-7) bad++;
      }
  }
  if (bad) throw new Error(`${bad} crossings between territory borders (warp too strong?)`);
}

interface Crossing {
  id: number;
  ring: number;
  pos: number; // segment index + t along the land ring
  edge: number;
  epos: number; // segment index + u along the border line
  pt: Pt;
  intoLeft: boolean;
}
const crossings: Crossing[] = [];
const stamp = new Int32Array(segEdge.length).fill(-1);
let stampN = 0;
terrLand.forEach((r, ri) => {
  const P = r.pts;
  for (let k = 0; k < P.length; k++) {
    const p = P[k],
      q = P[(k + 1) % P.length];
    stampN++;
    const gx0 = Math.floor((Math.min(p[0], q[0]) - BOX[0]) / GRID),
      gx1 = Math.floor((Math.max(p[0], q[0]) - BOX[0]) / GRID);
    const gy0 = Math.floor((Math.min(p[1], q[1]) - BOX[1]) / GRID),
      gy1 = Math.floor((Math.max(p[1], q[1]) - BOX[1]) / GRID);
    for (let gx = gx0; gx <= gx1; gx++)
      for (let gy = gy0; gy <= gy1; gy++) {
        const list = grid.get(gy * gridCols + gx);
        if (!list) continue;
        for (const sid of list) {
          if (stamp[sid] === stampN) continue;
          stamp[sid] = stampN;
          const e = edges[segEdge[sid]];
          const m = segIdx[sid];
          const a = e.pts[m],
            b = e.pts[m + 1];
          const rx = q[0] - p[0],
            ry = q[1] - p[1];
          const sx = b[0] - a[0],
            sy = b[1] - a[1];
          const den = rx * sy - ry * sx;
          if (den === 0) continue;
          const apx = a[0] - p[0],
            apy = a[1] - p[1];
          const t = (apx * sy - apy * sx) / den;
          const u = (apx * ry - apy * rx) / den;
          if (t < 0 || t >= 1 || u < 0 || u >= 1) continue;
          crossings.push({
            id: crossings.length,
            ring: ri,
            pos: k + t,
            edge: segEdge[sid],
            epos: m + u,
            pt: [p[0] + rx * t, p[1] + ry * t],
            intoLeft: den < 0,
          });
        }
      }
  }
});

// ---------------------------------------------------------------------------------
// 5. Pieces

const terrPieces: Piece[][] = IDS.map(() => []);
const wholeRings: Pt[][][] = IDS.map(() => []);
/** per land ring, its simplified coast pieces in order (for the background layer) */
const ringCoast: Pt[][][] = terrLand.map(() => []);

// Islands mostly in one territory are given to it whole (no slivers of islands).
const SNAP_MAX_RING_AREA = 2500; // px²
const SNAP_MAJORITY = 0.85;
const snapped = new Map<number, number>(); // land ring -> territory
{
  const ringsWithCrossings = new Set(crossings.map((c) => c.ring));
  for (const ri of ringsWithCrossings) {
    const r = terrLand[ri];
    const area = Math.abs(signedArea(r.pts));
    if (area > SNAP_MAX_RING_AREA) continue;
    const step = Math.max(0.25, Math.sqrt(area) / 40);
    const count = new Map<number, number>();
    let total = 0;
    for (let x = r.minX + step / 2; x < r.maxX; x += step)
      for (let y = r.minY + step / 2; y < r.maxY; y += step) {
        if (!inRing(x, y, r)) continue;
        const t = territoryAt([x, y]);
        count.set(t, (count.get(t) ?? 0) + 1);
        total++;
      }
    const [best, n] = [...count.entries()].sort((a, b) => b[1] - a[1])[0] ?? [-1, 0];
    if (best >= 0 && (n >= total * SNAP_MAJORITY || area < 40)) snapped.set(ri, best);
  }
}
const activeLand = terrLand.filter((_, ri) => !snapped.has(ri));

const crossingsByRing: Crossing[][] = terrLand.map(() => []);
const crossingsByEdge: Crossing[][] = edges.map(() => []);
for (const c of crossings) {
  if (snapped.has(c.ring)) continue;
  crossingsByRing[c.ring].push(c);
  crossingsByEdge[c.edge].push(c);
}

let warnings = 0;
terrLand.forEach((r, ri) => {
  const cs = crossingsByRing[ri].sort((a, b) => a.pos - b.pos);
  const P = r.pts;
  if (!cs.length) {
    const t = snapped.get(ri) ?? territoryAt(P[0]);
    const pts = simplifyClosed(P, SIMPLIFY_COAST);
    ringCoast[ri].push(pts);
    if (t < 0) {
      console.warn('land ring outside every territory', unproject(P[0]));
      warnings++;
      return;
    }
    wholeRings[t].push(pts);
    return;
  }
  if (cs.length === 1) throw new Error('single crossing on a land ring');
  for (let n = 0; n < cs.length; n++) {
    const c0 = cs[n],
      c1 = cs[(n + 1) % cs.length];
    const e0 = edges[c0.edge],
      e1 = edges[c1.edge];
    const t = c0.intoLeft ? e0.left : e0.right;
    const tExit = c1.intoLeft ? e1.right : e1.left;
    if (t !== tExit) {
      console.warn(`inconsistent crossing sides near ${unproject(c0.pt).map((v) => v.toFixed(2))}: ${IDS[t]} vs ${IDS[tExit]}`);
      warnings++;
    }
    const pts: Pt[] = [c0.pt];
    const k0 = Math.floor(c0.pos),
      k1 = Math.floor(c1.pos);
    const sameSeg = k0 === k1 && c1.pos > c0.pos && cs.length > 1;
    if (!sameSeg) {
      let k = (k0 + 1) % P.length;
      for (let guard = 0; guard <= P.length; guard++) {
        pts.push(P[k]);
        if (k === k1) break;
        k = (k + 1) % P.length;
      }
    }
    pts.push(c1.pt);
    const simple = simplifyOpen(pts, SIMPLIFY_COAST);
    ringCoast[ri].push(simple);
    terrPieces[t].push({ pts: simple, start: `c${c0.id}`, end: `c${c1.id}` });
  }
});

const borderPieces: { a: number; b: number; pts: Pt[] }[] = [];
edges.forEach((e, ei) => {
  if (e.right === -1) return;
  const cs = crossingsByEdge[ei].sort((a, b) => a.epos - b.epos);
  let inside = inRings(e.pts[0][0], e.pts[0][1], activeLand);
  let startKey = e.startKey;
  let cur: Pt[] = [e.pts[0]];
  let m = 0;
  const emit = (endKey: string) => {
    if (inside) {
      const pts = simplifyOpen(cur, SIMPLIFY_BORDER);
      terrPieces[e.left].push({ pts, start: startKey, end: endKey });
      terrPieces[e.right].push({ pts: pts.slice().reverse(), start: endKey, end: startKey });
      borderPieces.push({ a: e.left, b: e.right, pts });
    }
  };
  for (const c of cs) {
    const cm = Math.floor(c.epos);
    while (m < cm) {
      m++;
      cur.push(e.pts[m]);
    }
    cur.push(c.pt);
    emit(`c${c.id}`);
    inside = !inside;
    startKey = `c${c.id}`;
    cur = [c.pt];
  }
  while (m < e.pts.length - 1) {
    m++;
    cur.push(e.pts[m]);
  }
  emit(e.endKey);
});

// ---------------------------------------------------------------------------------
// 6. Territory rings, rounding

const r10 = (v: number) => Math.round(v * 10);

function toIRing(pts: Pt[]): IRing | null {
  const out: IRing = [];
  for (const p of pts) {
    const q: [number, number] = [r10(p[0]), r10(p[1])];
    const last = out[out.length - 1];
    if (!last || last[0] !== q[0] || last[1] !== q[1]) out.push(q);
  }
  while (out.length > 1 && out[0][0] === out[out.length - 1][0] && out[0][1] === out[out.length - 1][1]) out.pop();
  if (out.length < 3) return null;
  if (Math.abs(signedArea(out)) / 100 < MIN_RING_AREA) return null;
  return out;
}

const terrRings: IRing[][] = IDS.map((id, t) => {
  const rings = [...chain(terrPieces[t], id), ...wholeRings[t]];
  return rings.map(toIRing).filter((r): r is IRing => r !== null);
});

// ---------------------------------------------------------------------------------
// 7. Labels (pole of inaccessibility of the largest piece)

const toRing = (r: IRing): Ring => makeRing(r.map(([x, y]) => [x / 10, y / 10]));

const labels: Pt[] = terrRings.map((rings, t) => {
  if (!rings.length) throw new Error(`territory ${IDS[t]} is empty`);
  const all = rings.map(toRing);
  let main = 0;
  all.forEach((r, i) => {
    if (signedArea(r.pts) > signedArea(all[main].pts)) main = i;
  });
  const holes = all.filter((r, i) => i !== main && signedArea(r.pts) < 0 && inRing(r.pts[0][0], r.pts[0][1], all[main]));
  const p = poleOfInaccessibility([all[main], ...holes]);
  return [Math.round(p[0] * 10) / 10, Math.round(p[1] * 10) / 10];
});

// ---------------------------------------------------------------------------------
// 8. Adjacency on land

const segKey = (a: [number, number], b: [number, number]) => `${a[0]},${a[1]},${b[0]},${b[1]}`;
const shared = new Map<string, number>(); // "a|b" (a<b) -> length px
{
  const owner = new Map<string, number>();
  terrRings.forEach((rings, t) =>
    rings.forEach((r) => {
      for (let i = 0; i < r.length; i++) owner.set(segKey(r[i], r[(i + 1) % r.length]), t);
    }),
  );
  terrRings.forEach((rings, t) =>
    rings.forEach((r) => {
      for (let i = 0; i < r.length; i++) {
        const a = r[i],
          b = r[(i + 1) % r.length];
        const o = owner.get(segKey(b, a));
        if (o !== undefined && o !== t && IDS[t] < IDS[o]) {
          const k = `${IDS[t]}|${IDS[o]}`;
          shared.set(k, (shared.get(k) ?? 0) + Math.hypot(b[0] - a[0], b[1] - a[1]) / 10);
        }
      }
    }),
  );
}
const sharedLen = (a: string, b: string) => shared.get(a < b ? `${a}|${b}` : `${b}|${a}`) ?? 0;

// pieces cut off by a border, other than a territory's main piece (slivers, or a chunk of
// someone else's island)
{
  const owner = new Map<string, number>();
  terrRings.forEach((rings, t) => rings.forEach((r) => r.forEach((a, i) => owner.set(segKey(a, r[(i + 1) % r.length]), t))));
  terrRings.forEach((rings, t) =>
    rings.forEach((r) => {
      const area = Math.abs(signedArea(r)) / 100;
      if (area >= Math.max(...rings.map((q) => signedArea(q) / 100))) return;
      // European Turkey: the Bosporus is open water in the data, so Thrace is its own piece
      if (IDS[t] === 'middle_east' && area > 40) return;
      const other = r.findIndex((a, i) => {
        const o = owner.get(segKey(r[(i + 1) % r.length], a));
        return o !== undefined && o !== t;
      });
      if (other >= 0) console.warn(`sliver of ${IDS[t]} (${area.toFixed(0)} px²) at ${unproject([r[0][0] / 10, r[0][1] / 10]).map((v) => v.toFixed(1))}`);
    }),
  );
}

const isBorder = new Set(classic.edges.map(([a, b]) => (a < b ? `${a}|${b}` : `${b}|${a}`)));
/** territories made only of their own islands: they must not share land with anyone */
const ISLANDS = ['greenland', 'iceland', 'great_britain', 'japan', 'madagascar', 'indonesia', 'new_guinea'];
let errors = 0;
for (const k of shared.keys()) {
  if (!isBorder.has(k)) {
    console.error(`non-neighbours share land: ${k} (${shared.get(k)!.toFixed(1)} px)`);
    errors++;
  }
  if (k.split('|').some((id) => ISLANDS.includes(id))) {
    console.error(`island territory shares land: ${k} (${shared.get(k)!.toFixed(1)} px)`);
    errors++;
  }
}

// ---------------------------------------------------------------------------------
// 9. Background layer

const bgRings: IRing[] = [];
ringCoast.forEach((pieces) => {
  const pts = pieces.length === 1 ? pieces[0] : pieces.flatMap((p) => p.slice(0, -1));
  const r = toIRing(pts);
  if (r) bgRings.push(r);
});
for (const r of bgOnlyRings) {
  const ir = toIRing(simplifyClosed(r.pts, SIMPLIFY_COAST));
  if (ir) bgRings.push(ir);
}

// ---------------------------------------------------------------------------------
// 10. Sea lanes: shortest path through water on a raster of the finished map, from the
//     coast of one territory to the coast of the other, keeping clear of other land.

const WATER = -1,
  OTHER_LAND = -2;
const cellLabel = new Int16Array(W * H).fill(WATER);
/** Even-odd fill at pixel centres (rings are in tenths of a pixel: 0.1 cell per unit). */
const rasterise = (rings: IRing[], value: number) => fillRings({ w: W, h: H, k: 0.1 }, rings, (cell) => (cellLabel[cell] = value));
rasterise(bgRings, OTHER_LAND);
terrRings.forEach((rings, t) => rasterise(rings, t));

// distance (px) to the nearest land cell, chamfer 3-4
const landDist = new Float32Array(W * H);
for (let i = 0; i < W * H; i++) landDist[i] = cellLabel[i] === WATER ? 1e9 : 0;
for (let y = 0; y < H; y++)
  for (let x = 0; x < W; x++) {
    const i = y * W + x;
    let d = landDist[i];
    if (x > 0) d = Math.min(d, landDist[i - 1] + 1);
    if (y > 0) {
      d = Math.min(d, landDist[i - W] + 1);
      if (x > 0) d = Math.min(d, landDist[i - W - 1] + 1.4142);
      if (x < W - 1) d = Math.min(d, landDist[i - W + 1] + 1.4142);
    }
    landDist[i] = d;
  }
for (let y = H - 1; y >= 0; y--)
  for (let x = W - 1; x >= 0; x--) {
    const i = y * W + x;
    let d = landDist[i];
    if (x < W - 1) d = Math.min(d, landDist[i + 1] + 1);
    if (y < H - 1) {
      d = Math.min(d, landDist[i + W] + 1);
      if (x < W - 1) d = Math.min(d, landDist[i + W + 1] + 1.4142);
      if (x > 0) d = Math.min(d, landDist[i + W - 1] + 1.4142);
    }
    landDist[i] = d;
  }

// Sea lanes start and end on a territory's substantial pieces only (not on a far
// islet): small pieces of the two territories are treated as water by the router.
const LANE_LABEL_SMALL = 1000; // offset added to the label of a small piece
const largestPiece = terrRings.map((rings) => Math.max(...rings.map((r) => signedArea(r) / 100)));
terrRings.forEach((rings, t) => {
  const small = rings.filter((r) => signedArea(r) / 100 < Math.min(30, largestPiece[t] / 4));
  if (small.length) rasterise(small, LANE_LABEL_SMALL + t);
});

function waterPath(ta: number, tb: number): Pt[] | null {
  const cost = new Float64Array(W * H).fill(Infinity);
  const prev = new Int32Array(W * H).fill(-1);
  // binary heap of cell indices keyed by cost
  const heap: number[] = [];
  const push = (i: number) => {
    heap.push(i);
    let k = heap.length - 1;
    while (k > 0) {
      const p = (k - 1) >> 1;
      if (cost[heap[p]] <= cost[heap[k]]) break;
      [heap[p], heap[k]] = [heap[k], heap[p]];
      k = p;
    }
  };
  const pop = (): number => {
    const top = heap[0];
    const last = heap.pop()!;
    if (heap.length) {
      heap[0] = last;
      let k = 0;
      for (;;) {
        const l = 2 * k + 1,
          r = l + 1;
        let m = k;
        if (l < heap.length && cost[heap[l]] < cost[heap[m]]) m = l;
        if (r < heap.length && cost[heap[r]] < cost[heap[m]]) m = r;
        if (m === k) break;
        [heap[m], heap[k]] = [heap[k], heap[m]];
        k = m;
      }
    }
    return top;
  };
  // sources: cells of a next to water
  for (let i = 0; i < W * H; i++) {
    if (cellLabel[i] !== ta) continue;
    const x = i % W,
      y = (i / W) | 0;
    if (
      (x > 0 && cellLabel[i - 1] === WATER) ||
      (x < W - 1 && cellLabel[i + 1] === WATER) ||
      (y > 0 && cellLabel[i - W] === WATER) ||
      (y < H - 1 && cellLabel[i + W] === WATER)
    ) {
      cost[i] = 0;
      push(i);
    }
  }
  const steps: [number, number, number][] = [
    [1, 0, 1],
    [-1, 0, 1],
    [0, 1, 1],
    [0, -1, 1],
    [1, 1, 1.4142],
    [1, -1, 1.4142],
    [-1, 1, 1.4142],
    [-1, -1, 1.4142],
  ];
  const done = new Uint8Array(W * H);
  while (heap.length) {
    const i = pop();
    if (done[i]) continue;
    done[i] = 1;
    if (cellLabel[i] === tb) {
      const path: Pt[] = [];
      for (let k = i; k >= 0; k = prev[k]) path.push([(k % W) + 0.5, ((k / W) | 0) + 0.5]);
      return path.reverse();
    }
    const x = i % W,
      y = (i / W) | 0;
    for (const [dx, dy, len] of steps) {
      const nx = x + dx,
        ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= W || ny >= H) continue;
      const j = ny * W + nx;
      const raw = cellLabel[j];
      const lab = raw === LANE_LABEL_SMALL + ta || raw === LANE_LABEL_SMALL + tb ? WATER : raw;
      if (lab !== WATER && lab !== tb) continue;
      // prefer open water: narrow passages cost more
      const c = cost[i] + len * (lab === WATER ? 1 + 3 / (1 + Math.min(landDist[j], 12)) : 1);
      if (c < cost[j]) {
        cost[j] = c;
        prev[j] = i;
        push(j);
      }
    }
  }
  return null;
}

/** is the straight segment clear of land other than a and b? */
function clear(p: Pt, q: Pt, ta: number, tb: number): boolean {
  const n = Math.ceil(Math.hypot(q[0] - p[0], q[1] - p[1]) * 2);
  for (let s = 0; s <= n; s++) {
    const x = Math.floor(p[0] + ((q[0] - p[0]) * s) / n),
      y = Math.floor(p[1] + ((q[1] - p[1]) * s) / n);
    const lab = cellLabel[y * W + x];
    if (lab !== WATER && lab !== ta && lab !== tb && lab !== LANE_LABEL_SMALL + ta && lab !== LANE_LABEL_SMALL + tb) return false;
  }
  return true;
}

function simplifyLane(path: Pt[], ta: number, tb: number): Pt[] {
  for (const tol of [3, 2, 1.2, 0.6, 0]) {
    const pts = tol ? simplifyOpen(path, tol) : path;
    let ok = true;
    for (let i = 0; i + 1 < pts.length && ok; i++) ok = clear(pts[i], pts[i + 1], ta, tb);
    if (ok) return pts;
  }
  return path;
}

const rnd1 = (p: Pt): [number, number] => [Math.round(p[0] * 10) / 10, Math.round(p[1] * 10) / 10];
const terrVerts: Pt[][] = terrRings.map((rings) => rings.flatMap((r) => r.map(([x, y]) => [x / 10, y / 10] as Pt)));
function nearestVertex(t: number, p: Pt): Pt {
  let best = terrVerts[t][0],
    bd = Infinity;
  for (const v of terrVerts[t]) {
    const d = (v[0] - p[0]) ** 2 + (v[1] - p[1]) ** 2;
    if (d < bd) {
      bd = d;
      best = v;
    }
  }
  return best;
}

interface SeaLane {
  a: string;
  b: string;
  points: [number, number][];
  wrap?: boolean;
}
const seaLanes: SeaLane[] = [];
const touching: string[] = [];
for (const [a, b] of classic.edges) {
  const len = sharedLen(a, b);
  if (len > 0) {
    touching.push(`${a}|${b} ${len.toFixed(0)}px`);
    if (len < 8) console.warn(`short land border ${a}|${b}: ${len.toFixed(1)} px`);
    continue;
  }
  const ta = TIDX.get(a)!,
    tb = TIDX.get(b)!;
  if ((a === 'alaska' && b === 'kamchatka') || (a === 'kamchatka' && b === 'alaska')) {
    // across the Bering Strait, which is the left/right edge of the board
    const pA = rnd1(nearestVertex(TIDX.get('alaska')!, project([-168.1, 65.6])));
    const pK = rnd1(nearestVertex(TIDX.get('kamchatka')!, project([-169.7, 66.1])));
    const yMid = Math.round(((pA[1] + pK[1]) / 2) * 10) / 10;
    seaLanes.push({ a: 'alaska', b: 'kamchatka', wrap: true, points: [pA, [0, yMid]] });
    seaLanes.push({ a: 'alaska', b: 'kamchatka', wrap: true, points: [[W, yMid], pK] });
    continue;
  }
  const path = waterPath(ta, tb);
  if (!path) throw new Error(`no water route ${a}|${b}`);
  let pts = simplifyLane(path, ta, tb);
  // very narrow straits: draw the lane a little into both territories so it shows
  const total = pts.slice(1).reduce((acc, p, i) => acc + Math.hypot(p[0] - pts[i][0], p[1] - pts[i][1]), 0);
  if (total < LANE_MIN_LENGTH) {
    const [p, q] = [pts[0], pts[pts.length - 1]];
    const d = Math.hypot(q[0] - p[0], q[1] - p[1]);
    const ux = d > 0 ? (q[0] - p[0]) / d : 1,
      uy = d > 0 ? (q[1] - p[1]) / d : 0;
    const ext = (LANE_MIN_LENGTH - d) / 2;
    pts = [
      [p[0] - ux * ext, p[1] - uy * ext],
      [q[0] + ux * ext, q[1] + uy * ext],
    ];
  }
  seaLanes.push({ a, b, points: pts.map(rnd1) });
}

const out = {
  width: W,
  height: H,
  background: pathOf(bgRings),
  territories: IDS.map((id, t) => ({ id, path: pathOf(terrRings[t]), label: labels[t] })),
  seaLanes,
  continents: classic.continents.map((c) => ({ id: c.id, color: CONTINENT_COLORS[c.id] ?? '#dddddd' })),
  borders: classic.edges.map(([a, b]) => [a, b] as [string, string]),
};

const outPath = resolve(repo, 'src/boards/risk/generated/worldMap.json');
mkdirSync(dirname(outPath), { recursive: true });
const json = JSON.stringify(out);
writeFileSync(outPath, json + '\n');

console.log(`seeds ${seeds.length}, border edges ${edges.length}, crossings ${crossings.length}`);
console.log(`land rings: ${terrLand.length} in territories (${snapped.size} snapped whole), ${bgOnlyRings.length} background only`);
console.log('land borders:', touching.join(', '));
console.log('sea lanes:', seaLanes.map((l) => `${l.a}|${l.b}`).join(', '));
for (let t = 0; t < IDS.length; t++) {
  const areas = terrRings[t].map((r) => signedArea(r) / 100).sort((a, b) => b - a);
  if (areas.length > 1)
    console.log(
      `${IDS[t]}: ${areas.length} pieces, areas ${areas
        .slice(0, 8)
        .map((a) => a.toFixed(0))
        .join(' ')}`,
    );
}
console.log(`wrote ${outPath} (${(json.length / 1024).toFixed(1)} KB); ${warnings} warnings, ${errors} errors`);
if (errors) process.exitCode = 1;
