import { describe, expect, it } from 'vitest';
import { diplomacy5dEngine as engine, geoOf } from '../../engines/diplomacy5d/engine';
import { fall1901, play } from '../../engines/diplomacy5d/testkit';
import { diplomacyBoard as ART } from '../diplomacy/boardMap';
import { CELL, FRAME, NAME_FONT, TITLE_FONT, TITLE_Y, cellAt, namesOf, openingFocus, originOf, roundMarks, stageSize } from './layout';
import { entrySlots } from './entry';
import { spotOf } from './boardImages';
import { Index } from '../../engines/diplomacy5d/multiverse';

describe('5D layout', () => {
  it('every board lies whole inside the stage: its frame and its title included (issue 20: a@0 was cut on the left)', () => {
    const s = fall1901();
    const size = stageSize(s.mv);
    // The title stands above the gold frame.
    expect(TITLE_Y + TITLE_FONT).toBeLessThanOrEqual(FRAME.y);
    for (const b of [...s.mv.boards, { tl: 0, turn: 2 }]) {
      const [x, y] = originOf(b.tl, b.turn);
      expect(x + FRAME.x).toBeGreaterThanOrEqual(0);
      expect(y + Math.min(FRAME.y, TITLE_Y)).toBeGreaterThanOrEqual(0);
      expect(x + FRAME.x + FRAME.w).toBeLessThanOrEqual(size.width);
      expect(y + FRAME.y + FRAME.h).toBeLessThanOrEqual(size.height);
    }
  });

  it('finds the board under a stage point, and none between boards', () => {
    const [x, y] = originOf(1, 2);
    expect(cellAt(x + 10, y + 10)).toEqual({ tl: 1, turn: 2 });
    expect(cellAt(x + ART.width - 1, y + ART.height - 1)).toEqual({ tl: 1, turn: 2 });
    expect(cellAt(x + ART.width + 5, y + 10)).toBeNull();
    expect(cellAt(x - 5, y + 10)).toBeNull();
    expect(CELL.w).toBeGreaterThan(ART.width);
  });

  it('places a board’s names once, clear of each other (classic placement at the zoom where they read)', () => {
    const b = fall1901().mv.boards[0];
    const names = namesOf(b);
    expect(names).toBe(namesOf(b));
    expect(names.length).toBeGreaterThan(50);
    const w = (t: string) => (t.length * 6.6 + 3) * (NAME_FONT / 11);
    for (const a of names)
      for (const c of names)
        if (a !== c)
          expect(Math.abs(a.at[0] - c.at[0]) >= (w(a.text) + w(c.text)) / 2 - 0.01 || Math.abs(a.at[1] - c.at[1]) >= NAME_FONT * 1.09 - 0.01).toBe(true);
  });

  it('opens on the seat’s units on its first head board', () => {
    const s = fall1901();
    const idx = new Index(s.mv);
    const slots = entrySlots(engine.orderSlots!(s, 0), geoOf(s), (tl) => idx.headTurn[tl] ?? 0);
    const focus = openingFocus(slots, spotOf);
    expect(focus.length).toBeGreaterThan(0);
    const [ox] = originOf(0, 1);
    for (const p of focus) expect(p.x).toBeGreaterThanOrEqual(ox);
  });

  it('the last round’s marks: the move into the past arrived, the timeline it made with its cause', () => {
    const s = fall1901();
    const r = play(play(s, 0, { kind: 'orders', orders: { ENG: ['F Nth -> Eng@0', 'A Yor H', 'F Nwg H'] } }).state, 1, { kind: 'orders', orders: {} }).state;
    const m = roundMarks(r, geoOf(r));
    expect(m.forks).toEqual([{ from: [0, 0], to: [1, 1], cause: 'F a-Nth@1 -> Eng@0 arrived' }]);
    expect(m.orders.find((o) => o.order.kind === 'move' && o.order.to.turn === 0)).toMatchObject({ power: 'ENG', success: true });
    expect(m.dislodged).toEqual([]);
    expect(roundMarks(engine.setup(engine.defaultOptions(2), 2, 1), geoOf(r))).toEqual({ orders: [], dislodged: [], forks: [] });
  });

  it('the units dislodged last round: during the retreats the plan’s, after them the recorded ones of the boards that were heads', () => {
    const s = fall1901();
    const geo = geoOf(s);
    const unit = s.mv.boards[1].units[0];
    const during = roundMarks({ mv: s.mv, plan: { dislodged: [{ board: '0:1', unit, retreats: [] }] } as never, last: { reports: [], forks: [] } }, geo);
    expect(during.dislodged).toEqual([{ tl: 0, turn: 1, unit }]);
    // After: board a@1 was the head, its record says its first unit was dislodged; a@0 (older) is not read.
    const head = { tl: 0, turn: 2, units: [], centres: {} };
    const hist = (n: number, first: number) => Array.from({ length: n }, (_, i) => ({ order: null, moved: 0, dislodged: i === 0 ? first : 0, given: 0 }));
    const mv = {
      timelines: s.mv.timelines,
      boards: [{ ...s.mv.boards[0], hist: hist(s.mv.boards[0].units.length, 1) }, { ...s.mv.boards[1], hist: hist(s.mv.boards[1].units.length, 1) }, head],
    };
    expect(roundMarks({ mv, plan: null, last: { reports: [], forks: [] } }, geo).dislodged).toEqual([{ tl: 0, turn: 1, unit }]);
  });
});
