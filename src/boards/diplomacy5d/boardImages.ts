import { diplomacyBoard as ART } from '../diplomacy/boardMap';
import { STANDARD_MAP } from '../../engines/diplomacy/map/standard';
import type { SeatColor } from '../common/palette';
import { FRAME, TOKEN_SCALE } from './layout';
import { POWER_COLORS } from '../diplomacy/powers';
import type { PowerId } from '../../engines/diplomacy/types';
import type { MBoard } from '../../engines/diplomacy5d/types';

/**
 * The pictures of the 5D boards. What a board shows (sea, land, centres in their owner's colour,
 * units, the gold frame of a head board) is painted once per size into a bitmap with
 * plain canvas calls on shapes parsed once for every board (Path2D), and the screen is drawn from
 * those bitmaps: panning and zooming a hundred boards copies images and paints no map.
 *
 * Sizes (pixels per board unit): a board is drawn from the smallest bitmap at least as fine as the
 * screen shows it; while that one is being made, from the nearest one there is. The smallest size
 * (1/16) is painted at once when a board is first seen; the others wait their turn (`work`), and
 * the least recently used are dropped past a budget of pixels.
 */
export const LEVELS = [1 / 16, 1 / 8, 1 / 4, 1 / 2, 1] as const;

/** The smallest size at least as fine as a board drawn at `scale` on a screen of `dpr` device pixels per CSS pixel. */
export function levelFor(scale: number, dpr = 1): number {
  return LEVELS.find((l) => l >= scale * dpr) ?? LEVELS[LEVELS.length - 1];
}

export { FRAME };

export const spotOf = (() => {
  const prov = new Map(ART.provinces.map((p) => [p.id, p]));
  const coast = new Map(ART.coasts.map((c) => [c.id, c]));
  return (loc: string): readonly [number, number] => (coast.get(loc) ?? prov.get(loc.split('/')[0]))?.unit ?? [0, 0];
})();

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
export type Bitmap = HTMLCanvasElement | OffscreenCanvas | ImageBitmap;
/** What a bitmap is painted on. */
export type Canvas = HTMLCanvasElement | OffscreenCanvas;

const SEA = new Set(STANDARD_MAP.provinces.filter((p) => p.type === 'sea').map((p) => p.id));
let shapes: { land: Path2D; provinces: [string, Path2D][] } | null = null;

/** A pale version of a power colour for the land it holds (classic Diplomacy's), so units and markers stand out. */
function tint(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c * 0.55 + 0x80 * 0.45);
  return `rgb(${mix(n >> 16)}, ${mix((n >> 8) & 255)}, ${mix(n & 255)})`;
}

/** The power's shape (classic Diplomacy's second cue after colour), centred at (x, y), of radius r. */
function mark(ctx: Ctx, shape: SeatColor['shape'], x: number, y: number, r: number) {
  ctx.beginPath();
  const poly = (n: number, rot: number, rr = r) => {
    for (let i = 0; i < n; i++) {
      const a = rot + (i * 2 * Math.PI) / n;
      ctx[i ? 'lineTo' : 'moveTo'](x + rr * Math.cos(a), y + rr * Math.sin(a));
    }
    ctx.closePath();
  };
  switch (shape) {
    case 'square':
      ctx.rect(x - r * 0.75, y - r * 0.75, r * 1.5, r * 1.5);
      break;
    case 'triangle':
      poly(3, -Math.PI / 2);
      break;
    case 'diamond':
      poly(4, -Math.PI / 2);
      break;
    case 'hexagon':
      poly(6, 0, r * 0.9);
      break;
    case 'cross':
      poly(8, Math.PI / 8, r * 0.9);
      break;
    case 'star':
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const rr = i % 2 ? r * 0.44 : r;
        ctx[i ? 'lineTo' : 'moveTo'](x + rr * Math.cos(a), y + rr * Math.sin(a));
      }
      ctx.closePath();
      break;
    default:
      ctx.arc(x, y, r * 0.8, 0, Math.PI * 2);
  }
  ctx.fill();
  ctx.stroke();
}

/**
 * Paints a board in board units (the caller scales and places it): sea and land, the land of each
 * centre tinted by its owner, the supply-centre markers in their owner's colour, the units as
 * classic Diplomacy draws them (army: a disc, fleet: a long token, in the power's colour with its
 * shape in the corner), and the gold frame of a head board. Names, letters and the title are text,
 * drawn by the board where they read (Diplomacy5dBoard). In the smallest pictures (a zoomed-out
 * grid) units and markers are drawn larger, as coloured marks.
 */
export function paintBoard(ctx: Ctx, board: MBoard, head: boolean, level = 1, sight: ReadonlySet<string> | null = null): void {
  shapes ??= { land: new Path2D(ART.land), provinces: ART.provinces.map((p) => [p.id, new Path2D(p.path)]) };
  const big = level <= LEVELS[1] ? 2 : 1;
  ctx.fillStyle = '#17324a';
  ctx.fillRect(0, 0, ART.width, ART.height);
  ctx.fillStyle = '#3a4536';
  ctx.fill(shapes.land);
  for (const [id, path] of shapes.provinces) {
    const owner = board.centres[id] as PowerId | undefined;
    // Out of sight (fog of war): an even dark grey, sea a shade bluer (classic Diplomacy's); the centre keeps its owner's colour.
    if (sight && !sight.has(id)) ctx.fillStyle = SEA.has(id) ? '#3b4652' : '#4a4a46';
    else ctx.fillStyle = SEA.has(id) ? '#1f4a6e' : owner ? tint(POWER_COLORS[owner].hex) : '#8a8a6e';
    ctx.fill(path);
  }
  ctx.strokeStyle = '#0b0f16';
  ctx.lineWidth = 1;
  for (const [, path] of shapes.provinces) ctx.stroke(path);
  ctx.lineWidth = 1.5;
  for (const p of ART.provinces) {
    if (!p.sc) continue;
    const owner = board.centres[p.id] as PowerId | undefined;
    ctx.beginPath();
    ctx.arc(p.sc[0], p.sc[1], 7 * big, 0, Math.PI * 2);
    ctx.fillStyle = owner ? POWER_COLORS[owner].hex : '#f4f1e4';
    ctx.fill();
    ctx.stroke();
  }
  const k = TOKEN_SCALE * big;
  for (const u of board.units) {
    const [x, y] = spotOf(u.loc);
    const c = POWER_COLORS[u.power];
    ctx.fillStyle = c.hex;
    ctx.strokeStyle = '#0b0f16';
    ctx.lineWidth = 1.5 * k;
    ctx.beginPath();
    if (u.type === 'A') ctx.arc(x, y, 11 * k, 0, Math.PI * 2);
    else ctx.roundRect(x - 15 * k, y - 9 * k, 30 * k, 18 * k, 8 * k);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = c.ink;
    ctx.lineWidth = 0.8 * k;
    mark(ctx, c.shape, x + 10 * k, y - 8 * k, 5 * k);
  }
  if (head) {
    ctx.strokeStyle = '#e8c547';
    ctx.lineWidth = 14;
    ctx.strokeRect(-20, -20, ART.width + 40, ART.height + 40);
  }
}

const makeBitmap = (w: number, h: number): Canvas => {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(w, h);
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  return c;
};

/** Frees an ImageBitmap's memory at once (a canvas goes with the garbage). */
const release = (bmp: Bitmap): void => {
  if ('close' in bmp) bmp.close();
};

/**
 * One board to picture: the board (boards never change once made), whether it is a head, its title; under
 * fog of war, the provinces in the viewer's sight there (the board is the viewer's fogged board, and `key`
 * names the viewer: no picture is shared between viewers) and `sig`, what the picture shows (a view is
 * remade with each state, its boards new objects: the same `sig` keeps the picture).
 */
export interface Subject {
  key: string;
  board: MBoard;
  head: boolean;
  title: string;
  sight?: ReadonlySet<string> | null;
  sig?: string;
}

/**
 * The boards to picture, by board key ("tl:turn"). Under fog of war (`fog`: the view's sight) each is the
 * viewer's fogged board with the provinces in its sight, keyed by the viewer (`viewer`: its seat, or "all").
 */
export function subjectsOf(
  boards: readonly MBoard[],
  index: { isHead(tl: number, turn: number): boolean },
  titleOf: (b: MBoard, head: boolean) => string,
  fog: { readonly boards: Readonly<Record<string, readonly string[]>> } | null,
  viewer: string,
): Map<string, Subject> {
  const m = new Map<string, Subject>();
  for (const b of boards) {
    const head = index.isHead(b.tl, b.turn);
    const key = `${b.tl}:${b.turn}`;
    const ids = fog?.boards[key] ?? [];
    m.set(
      key,
      fog
        ? { key: `${viewer}|${key}`, board: b, head, title: titleOf(b, head), sight: new Set(ids), sig: fogSig(b, ids) }
        : { key, board: b, head, title: titleOf(b, head) },
    );
  }
  return m;
}

/** Whether two subjects picture the same thing. */
const same = (a: Subject, b: Subject): boolean => a.head === b.head && a.title === b.title && (a.board === b.board || (a.sig !== undefined && a.sig === b.sig));

/** What a fogged board shows, as text: the units in sight and the provinces in sight (centres are in `board`, compared by the caller's board key). */
export function fogSig(board: MBoard, sight: readonly string[]): string {
  return `${board.units.map((u) => `${u.power}${u.type}${u.loc}`).join(',')}|${sight.join(',')}|${Object.entries(board.centres)
    .map(([c, p]) => `${c}${p}`)
    .join(',')}`;
}

interface Entry {
  subject: Subject;
  images: Map<number, Bitmap>;
  used: number;
}

/** Bitmaps of boards by size, made on demand, the least recently used dropped past `budgetPx` pixels. */
export class BoardImages {
  private entries = new Map<string, Entry>();
  private queue = new Map<string, { subject: Subject; level: number }>();
  private pixels = 0;
  private clock = 0;
  private fresh = Infinity;

  /** A new frame: at most `n` boards seen for the first time get their smallest picture in it. */
  frame(n: number): void {
    this.fresh = n;
  }

  constructor(
    private readonly budgetPx = 24e6,
    private readonly paint: (ctx: Ctx, s: Subject, level: number) => void = (ctx, s, level) => paintBoard(ctx, s.board, s.head, level, s.sight ?? null),
    private readonly make: (w: number, h: number) => Canvas = makeBitmap,
  ) {}

  /**
   * The bitmap to draw `s` from at `level`: that size if made, else (queueing it) the next finer size or
   * the finest coarser one; the smallest size is made at once, for at most `frame(n)` boards a frame (null:
   * not yet, it is queued: a first zoom out onto a hundred boards would paint them all in one frame).
   */
  image(s: Subject, level: number): Bitmap | null {
    let e = this.entries.get(s.key);
    if (e && !same(e.subject, s)) {
      this.drop(e);
      e = undefined;
    }
    if (!e) {
      if (this.fresh <= 0) {
        this.queue.set(s.key, { subject: s, level: LEVELS[0] });
        return null;
      }
      this.fresh--;
      e = { subject: s, images: new Map(), used: 0 };
      this.entries.set(s.key, e);
      this.render(e, LEVELS[0]);
    }
    e.used = ++this.clock;
    const exact = e.images.get(level);
    if (exact) return exact;
    this.queue.set(s.key, { subject: s, level });
    // Meanwhile the next finer size, or else the finest coarser one: scaling a bitmap many times larger
    // than the screen needs (all of a zoomed-out view drawn from full-size boards) would take a frame's time.
    const have = [...e.images.keys()];
    const finer = have.filter((l) => l > level && l <= level * 2)[0];
    const coarser = Math.max(...have.filter((l) => l < level));
    return e.images.get(finer ?? (Number.isFinite(coarser) ? coarser : Math.min(...have)))!;
  }

  /** Whether bitmaps wait to be made. */
  get pending(): number {
    return this.queue.size;
  }

  /**
   * Makes waiting bitmaps, the most recently asked first, while `more()` says there is time, or only
   * those no larger than `maxLevel`. Returns how many were made.
   */
  work(more: () => boolean, maxLevel = 1): number {
    let made = 0;
    for (const [key, job] of [...this.queue].reverse()) {
      if (job.level > maxLevel) continue;
      if (made > 0 && !more()) break;
      this.queue.delete(key);
      let e = this.entries.get(key);
      if (!e && job.level === LEVELS[0]) this.entries.set(key, (e = { subject: job.subject, images: new Map(), used: ++this.clock }));
      if (!e || !same(e.subject, job.subject) || e.images.has(job.level)) continue;
      this.render(e, job.level);
      made++;
    }
    this.evict();
    return made;
  }

  /** Forgets boards that are no longer shown (a new game state). */
  keepOnly(keys: ReadonlySet<string>): void {
    for (const e of [...this.entries.values()]) if (!keys.has(e.subject.key)) this.drop(e);
    for (const k of [...this.queue.keys()]) if (!keys.has(k)) this.queue.delete(k);
  }

  get size(): { boards: number; pixels: number } {
    return { boards: this.entries.size, pixels: this.pixels };
  }

  private render(e: Entry, level: number) {
    const w = Math.ceil(FRAME.w * level);
    const h = Math.ceil(FRAME.h * level);
    const bmp = this.make(w, h);
    const ctx = bmp.getContext('2d') as Ctx | null;
    if (ctx) {
      ctx.scale(level, level);
      ctx.translate(-FRAME.x, -FRAME.y);
      this.paint(ctx, e.subject, level);
    }
    // The canvas records the paint and rasterises it when first drawn from: in the middle of a frame.
    // An ImageBitmap is rasterised here, between frames, where the work is timed.
    e.images.set(level, 'transferToImageBitmap' in bmp && ctx ? bmp.transferToImageBitmap() : bmp);
    this.pixels += w * h;
  }

  private evict() {
    if (this.pixels <= this.budgetPx) return;
    const byAge = [...this.entries.values()].sort((a, b) => a.used - b.used);
    for (const e of byAge) {
      for (const [level, bmp] of e.images) {
        if (level === LEVELS[0] || this.pixels <= this.budgetPx) continue;
        e.images.delete(level);
        this.pixels -= bmp.width * bmp.height;
        release(bmp);
      }
      if (this.pixels <= this.budgetPx) return;
    }
  }

  private drop(e: Entry) {
    for (const bmp of e.images.values()) {
      this.pixels -= bmp.width * bmp.height;
      release(bmp);
    }
    this.entries.delete(e.subject.key);
  }
}
