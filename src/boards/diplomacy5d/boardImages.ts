import { diplomacyBoard as ART } from '../diplomacy/boardMap';
import { POWER_COLORS } from '../diplomacy/powers';
import type { PowerId } from '../../engines/diplomacy/types';
import type { MBoard } from '../../engines/diplomacy5d/types';

/**
 * The pictures of the 5D boards. What a board shows (sea, land, centres in their owner's colour,
 * units, the gold frame of a head board, its title) is painted once per size into a bitmap with
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

/** The part of board space a picture covers, title above and gold frame around included. */
export const FRAME = { x: -30, y: -112, w: ART.width + 60, h: ART.height + 142 };

export const spotOf = (() => {
  const prov = new Map(ART.provinces.map((p) => [p.id, p]));
  const coast = new Map(ART.coasts.map((c) => [c.id, c]));
  return (loc: string): readonly [number, number] => (coast.get(loc) ?? prov.get(loc.split('/')[0]))?.unit ?? [0, 0];
})();

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
export type Bitmap = HTMLCanvasElement | OffscreenCanvas | ImageBitmap;
/** What a bitmap is painted on. */
export type Canvas = HTMLCanvasElement | OffscreenCanvas;

let shapes: { land: Path2D; provinces: [string, Path2D][] } | null = null;

/** Paints a board in board units (the caller scales and places it). */
export function paintBoard(ctx: Ctx, board: MBoard, head: boolean, title: string): void {
  shapes ??= { land: new Path2D(ART.land), provinces: ART.provinces.map((p) => [p.id, new Path2D(p.path)]) };
  ctx.fillStyle = '#17324a';
  ctx.fillRect(0, 0, ART.width, ART.height);
  ctx.fillStyle = '#3a4536';
  ctx.fill(shapes.land);
  ctx.globalAlpha = 0.35;
  for (const [id, path] of shapes.provinces) {
    const owner = board.centres[id] as PowerId | undefined;
    if (!owner) continue;
    ctx.fillStyle = POWER_COLORS[owner].hex;
    ctx.fill(path);
  }
  ctx.globalAlpha = 1;
  ctx.strokeStyle = '#0b0f16';
  ctx.lineWidth = 1;
  for (const [, path] of shapes.provinces) ctx.stroke(path);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = 'bold 18px Arial, sans-serif';
  ctx.lineWidth = 2;
  for (const u of board.units) {
    const [x, y] = spotOf(u.loc);
    const c = POWER_COLORS[u.power];
    ctx.beginPath();
    ctx.arc(x, y, u.type === 'F' ? 16 : 18, 0, Math.PI * 2);
    ctx.fillStyle = c.hex;
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = c.ink;
    ctx.fillText(u.type, x, y + 1);
  }
  if (head) {
    ctx.strokeStyle = '#e8c547';
    ctx.lineWidth = 14;
    ctx.strokeRect(-20, -20, ART.width + 40, ART.height + 40);
  }
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.font = '72px Arial, sans-serif';
  ctx.fillStyle = '#dfe6ee';
  ctx.fillText(title, 0, -110);
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

/** One board to picture: the board (boards never change once made), whether it is a head, its title. */
export interface Subject {
  key: string;
  board: MBoard;
  head: boolean;
  title: string;
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

  constructor(
    private readonly budgetPx = 24e6,
    private readonly paint: (ctx: Ctx, s: Subject) => void = (ctx, s) => paintBoard(ctx, s.board, s.head, s.title),
    private readonly make: (w: number, h: number) => Canvas = makeBitmap,
  ) {}

  /**
   * The bitmap to draw `s` from at `level`: that size if made, else (queueing it) the next finer size or
   * the finest coarser one; the smallest size is made at once.
   */
  image(s: Subject, level: number): Bitmap {
    let e = this.entries.get(s.key);
    if (e && (e.subject.board !== s.board || e.subject.head !== s.head || e.subject.title !== s.title)) {
      this.drop(e);
      e = undefined;
    }
    if (!e) {
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
      const e = this.entries.get(key);
      if (!e || e.subject.board !== job.subject.board || e.images.has(job.level)) continue;
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
      this.paint(ctx, e.subject);
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
