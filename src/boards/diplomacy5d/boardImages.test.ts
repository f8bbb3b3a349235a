import { describe, expect, it } from 'vitest';
import { BoardImages, FRAME, LEVELS, levelFor, subjectsOf, type Canvas, type Subject } from './boardImages';
import type { MBoard } from '../../engines/diplomacy5d/types';
import { diplomacy5dEngine as E } from '../../engines/diplomacy5d/engine';
import { Index } from '../../engines/diplomacy5d/multiverse';

const board = (tl: number, turn: number): MBoard => ({ tl, turn, units: [], centres: {} }) as unknown as MBoard;
const subject = (tl: number, turn: number): Subject => ({ key: `${tl}:${turn}`, board: board(tl, turn), head: false, title: `${tl}:${turn}` });
/** Bitmaps without a canvas: their size only, and a log of what was painted. */
function images(budget = 1e9) {
  const painted: string[] = [];
  const cache = new BoardImages(
    budget,
    (_ctx, s) => void painted.push(s.key),
    (w, h) => ({ width: w, height: h, getContext: () => ({ scale() {}, translate() {} }) }) as unknown as Canvas,
  );
  return { cache, painted };
}
const px = (level: number) => Math.ceil(FRAME.w * level) * Math.ceil(FRAME.h * level);

describe('5D board bitmaps', () => {
  it('picks the smallest size at least as fine as the screen', () => {
    expect(levelFor(0.03)).toBe(1 / 16);
    expect(levelFor(0.07)).toBe(1 / 8);
    expect(levelFor(0.3)).toBe(1 / 2);
    expect(levelFor(0.3, 2)).toBe(1);
    expect(levelFor(3)).toBe(1);
  });

  it('paints the smallest size at once and the wanted one later, drawing from the nearest meanwhile', () => {
    const { cache, painted } = images();
    const s = subject(0, 0);
    const first = cache.image(s, 1 / 2);
    expect(first!.width).toBe(Math.ceil(FRAME.w / 16));
    expect(cache.pending).toBe(1);
    expect(cache.work(() => true)).toBe(1);
    expect(cache.image(s, 1 / 2)!.width).toBe(Math.ceil(FRAME.w / 2));
    // A size not made yet is drawn from the next finer one when there is one.
    expect(cache.image(s, 1 / 4)!.width).toBe(Math.ceil(FRAME.w / 2));
    expect(painted).toEqual(['0:0', '0:0']);
  });

  it('never draws a zoomed-out board from a bitmap more than twice the size needed (its scaling would take a frame)', () => {
    const { cache } = images();
    const s = subject(0, 0);
    cache.image(s, 1);
    cache.work(() => true);
    expect(cache.image(s, 1)!.width).toBe(FRAME.w);
    // 1/4 wanted; 1/16 and 1 made: the coarser one meanwhile, and 1/4 queued.
    expect(cache.image(s, 1 / 4)!.width).toBe(Math.ceil(FRAME.w / 16));
    expect(cache.pending).toBe(1);
    cache.work(() => true);
    expect(cache.image(s, 1 / 4)!.width).toBe(Math.ceil(FRAME.w / 4));
  });

  it('leaves the large sizes for later while asked to (the view moving)', () => {
    const { cache } = images();
    cache.image(subject(0, 0), 1);
    cache.image(subject(0, 1), 1 / 4);
    expect(cache.work(() => true, LEVELS[2])).toBe(1);
    expect(cache.pending).toBe(1);
    expect(cache.work(() => true)).toBe(1);
    expect(cache.pending).toBe(0);
  });

  it('stops when time is up, after one bitmap at least', () => {
    const { cache } = images();
    for (let i = 0; i < 5; i++) cache.image(subject(0, i), 1 / 4);
    expect(cache.work(() => false)).toBe(1);
    expect(cache.pending).toBe(4);
  });

  it('drops the least recently used large bitmaps past its budget, never the smallest', () => {
    const { cache } = images(px(1 / 16) * 3 + px(1) * 2);
    for (let i = 0; i < 3; i++) {
      cache.image(subject(0, i), 1);
      cache.work(() => true);
    }
    expect(cache.size.pixels).toBeLessThanOrEqual(px(1 / 16) * 3 + px(1) * 2);
    // The first board, the least recently used, is back to its smallest bitmap.
    expect(cache.image(subject(0, 0), 1)!.width).toBe(Math.ceil(FRAME.w / 16));
    expect(cache.size.boards).toBe(3);
  });

  it('paints a board again when it changed, and forgets boards no longer shown', () => {
    const { cache, painted } = images();
    cache.image(subject(0, 0), 1 / 16);
    cache.image({ ...subject(0, 0), head: true }, 1 / 16);
    expect(painted).toHaveLength(2);
    cache.image(subject(1, 0), 1 / 16);
    cache.keepOnly(new Set(['1:0']));
    expect(cache.size.boards).toBe(1);
    expect(cache.size.pixels).toBe(px(1 / 16));
  });

  it('paints at most `frame(n)` boards seen for the first time in a frame; the others wait for `work`', () => {
    const { cache, painted } = images();
    cache.frame(2);
    const subjects = [0, 1, 2, 3].map((i) => subject(0, i));
    const drawn = subjects.map((x) => cache.image(x, 1 / 16));
    expect(drawn.map((b) => b !== null)).toEqual([true, true, false, false]);
    expect(painted).toEqual(['0:0', '0:1']);
    expect(cache.work(() => true)).toBe(2);
    cache.frame(0);
    expect(cache.image(subjects[3], 1 / 16)!.width).toBe(Math.ceil(FRAME.w / 16));
  });

  describe('under fog of war (README "Fog of war"): each viewer its own pictures', () => {
    /** Spring 1901, seven seats, fog on: each seat's view. */
    const state = E.setup({ ...E.defaultOptions(7), fog: true }, 7, 1);
    const subjectsFor = (seat: number | null) => {
      const v = E.view(state, seat);
      return subjectsOf(v.mv.boards, new Index(v.mv), () => 't', v.sight ?? null, seat === null ? 'all' : String(seat));
    };

    it('pictures only the units the viewer sees, keyed by the viewer, with its sight', () => {
      const england = subjectsFor(1).get('0:0')!;
      expect(england.key).toBe('1|0:0');
      expect(new Set(england.board.units.map((u) => u.power))).toEqual(new Set(['ENG']));
      expect(england.sight?.has('nth')).toBe(true);
      expect(england.sight?.has('mos')).toBe(false);
      expect(subjectsFor(null).get('0:0')!.board.units).toEqual([]);
    });

    it('never draws one viewer’s picture for another, and keeps a viewer’s picture across a new view of the same sight', () => {
      const painted: string[] = [];
      const cache = new BoardImages(
        1e9,
        (_ctx, s) => void painted.push(`${s.key}:${s.board.units.length}`),
        (w, h) => ({ width: w, height: h, getContext: () => ({ scale() {}, translate() {} }) }) as unknown as Canvas,
      );
      const a = cache.image(subjectsFor(1).get('0:0')!, 1 / 16);
      const b = cache.image(subjectsFor(2).get('0:0')!, 1 / 16);
      expect(a).not.toBe(b);
      expect(painted).toEqual(['1|0:0:3', '2|0:0:3']);
      // The view is made again (new objects), the picture stays.
      expect(cache.image(subjectsFor(1).get('0:0')!, 1 / 16)).toBe(a);
      cache.keepOnly(new Set(['2|0:0']));
      expect(cache.size.boards).toBe(1);
    });
  });
});
