import { describe, expect, it } from 'vitest';
import { CARDS } from '../../engines/dominion/cards';
import { arialWidth } from './arialWidths.test-data';
import { HAND_MIN_SHOWN, MIN_H, TOUCH_BAR_H, handSpots, spread, tableLayout, type Box } from './layout';
import { fitName, nameMax } from './textFit';

const inside = (b: Box, W: number, H: number) => b.x >= 0 && b.y >= 0 && b.x + b.w <= W + 0.5 && b.y + b.h <= H + 0.5;
const apart = (a: Box, b: Box) => a.x + a.w <= b.x + 0.5 || b.x + b.w <= a.x + 0.5 || a.y + a.h <= b.y + 0.5 || b.y + b.h <= a.y + 0.5;

describe('the table layout', () => {
  // Board areas at 1024×600, 1440×900 and 2560×1440 (the panel takes the rest), and a tall one.
  for (const [W, H] of [
    [724, 556],
    [1066, 855],
    [2120, 1396],
    [800, 1000],
  ])
    it(`fits ${W}×${H} without overlaps, text readable`, () => {
      const L = tableLayout(W, H, 4, 10);
      const all = [...L.basic, ...L.kingdom, L.bar, L.counters, L.play, L.players, L.trash, L.deck, L.discard, L.hand];
      for (const b of all) expect(inside(b, W, H), JSON.stringify(b)).toBe(true);
      const regions = [L.bar, L.counters, L.play, L.players, L.trash, L.deck, L.discard, L.hand, ...L.kingdom, ...L.basic];
      for (let i = 0; i < regions.length; i++) for (let j = i + 1; j < regions.length; j++) expect(apart(regions[i], regions[j]), `${i} ${j}`).toBe(true);
      expect(L.font).toBeGreaterThanOrEqual(12);
      expect(L.kingdom[0].w).toBeGreaterThan(80);
      expect(L.card.w).toBeGreaterThan(80);
      expect(L.play.w).toBeGreaterThan(L.card.w * 2);
    });
});

describe('under fingers', () => {
  // A phone in portrait and on its side, tablets both ways (board areas).
  for (const [W, H] of [
    [390, 393],
    [575, 335],
    [768, 525],
    [724, 710],
  ])
    it(`${W}×${H}: the bar's buttons are 44 px tall, and nothing overlaps`, () => {
      const L = tableLayout(W, H, 4, 10, 2, true);
      expect(Math.round(L.bar.h * 0.86)).toBeGreaterThanOrEqual(44);
      expect(L.bar.h).toBeGreaterThanOrEqual(TOUCH_BAR_H);
      const regions = [L.bar, L.counters, L.play, L.players, L.trash, L.hand, ...L.kingdom, ...L.basic, ...(L.narrow ? [] : [L.deck, L.discard])];
      for (const b of regions) expect(inside(b, L.W, L.H), JSON.stringify(b)).toBe(true);
      for (let i = 0; i < regions.length; i++) for (let j = i + 1; j < regions.length; j++) expect(apart(regions[i], regions[j]), `${i} ${j}`).toBe(true);
      // The hand row gives up the height: its cards stay wide enough for a name of 11 letters at 11 px.
      expect(L.card.w).toBeGreaterThanOrEqual(Math.min(80, tableLayout(W, H, 4, 10, 2, false).card.w));
      expect(L.kingdom[0]).toEqual(tableLayout(W, H, 4, 10, 2, false).kingdom[0]);
    });
});

describe("a phone's hand (handSpots)", () => {
  const L = tableLayout(390, 393, 4, 10, 2);
  const spots = (n: number) => handSpots(n, L.card, L.hand, L.gap, L.lift, L.handRows);
  const rows = (n: number) => new Set(spots(n).map((s) => s.y)).size;

  it('has room for two rows, inside the table and clear of everything else', () => {
    expect(L.handRows).toBe(2);
    expect(L.hand.h).toBeGreaterThanOrEqual(2 * (L.card.h + L.lift));
    expect(inside(L.hand, L.W, L.H)).toBe(true);
  });

  it('keeps a hand of 5 or 6 in one row, and takes the second row from 7 cards on rather than squeeze them', () => {
    expect(rows(5)).toBe(1);
    expect(rows(6)).toBe(1);
    for (const n of [7, 8, 10, 12]) expect(rows(n), `${n} cards`).toBe(2);
    // 7: four over three, every card whole (side by side).
    const seven = spots(7);
    expect(seven.filter((s) => s.y === L.hand.y)).toHaveLength(4);
    expect(seven.every((s) => s.shown === undefined || s.shown >= L.card.w)).toBe(true);
  });

  it('shows at least three quarters of each card up to 12 cards (the name reads, a finger finds it), and every card on the table', () => {
    for (let n = 1; n <= 12; n++)
      for (const s of spots(n)) {
        if (s.shown !== undefined) expect(s.shown, `${n} cards`).toBeGreaterThanOrEqual(L.card.w * HAND_MIN_SHOWN - 1e-9);
        expect(s.x).toBeGreaterThanOrEqual(L.hand.x);
        expect(s.x + L.card.w).toBeLessThanOrEqual(L.hand.x + L.hand.w + 1e-9);
        expect(s.y + L.card.h + L.lift).toBeLessThanOrEqual(L.hand.y + L.hand.h + 1e-9);
      }
    // Past 12 the two rows overlap more, never leaving the box.
    expect(rows(16)).toBe(2);
  });

  it('a wide table keeps its hand in one row', () => {
    const wide = tableLayout(1066, 855, 4, 10);
    expect(wide.handRows).toBe(1);
    expect(new Set(handSpots(10, wide.card, wide.hand, wide.gap, wide.lift, wide.handRows).map((s) => s.y)).size).toBe(1);
  });
});

describe('spread', () => {
  it('lays cards side by side when they fit, overlapping evenly when not, never past the edge', () => {
    expect(spread(3, 100, 400, 10)).toEqual([40, 150, 260]);
    const xs = spread(10, 100, 400, 10);
    expect(xs[0]).toBe(0);
    expect(xs[9] + 100).toBeCloseTo(400);
    expect(spread(0, 100, 400, 10)).toEqual([]);
  });
});

describe('card names on the table (issue 20: never broken inside a word, never below 11 px)', () => {
  const kingdomNames = CARDS.filter((c) => c.kingdom).map((c) => c.name);
  const basicNames = CARDS.filter((c) => !c.kingdom).map((c) => c.name);
  const bold = (t: string, s: number) => arialWidth(t, s, true);
  /** Each line is made of the name's words in order, whole or shortened to a start and a full stop. */
  const wholeWords = (name: string, lines: readonly string[]) => {
    const words = name.split(' ');
    const shown = lines.join(' ').split(' ');
    return shown.length === words.length && shown.every((w, i) => w === words[i] || (w.endsWith('.') && words[i].startsWith(w.slice(0, -1)) && w.length >= 4));
  };
  // Board boxes: a phone in portrait and on its side, a tablet in portrait, a laptop; 10 Kingdom piles, with and without Colony.
  for (const [W, H] of [
    [390, 393],
    [575, 335],
    [768, 525],
    [880, 745],
  ])
    for (const rows of [4, 5])
      for (const touch of [false, true])
        it(`${W}×${H}${rows === 5 ? ' (Colony)' : ''}${touch ? ' under fingers' : ''}: every name whole on its tile, hand card and chip, at 11 px or more`, () => {
          const L = tableLayout(W, H, rows, 10, 2, touch);
          const tile = L.kingdom[0];
          const abbreviated: string[] = [];
          for (const name of kingdomNames)
            for (const w of [tile.w, L.card.w]) {
              const f = fitName(name, w - 4, 2, nameMax(w), 11, bold);
              expect(f.size, name).toBeGreaterThanOrEqual(11);
              expect(f.lines.length, name).toBeLessThanOrEqual(2);
              for (const l of f.lines) expect(bold(l, f.size), `${name} on ${w}`).toBeLessThanOrEqual(w - 4);
              expect(wholeWords(name, f.lines), `${name}: ${f.lines.join(' / ')}`).toBe(true);
              if (f.abbreviated) abbreviated.push(`${name} → ${f.lines.join(' ')}`);
            }
          // Only a phone's tiles (under 80 px wide) shorten a name, and then only one long word: Philosopher's
          // Stone's first, Hinterlands' Cartographer.
          const allowed = ["Philosopher's Stone → Philosoph. Stone", 'Cartographer → Cartograph.'];
          if (tile.w >= 80) expect(abbreviated).toEqual([]);
          else {
            expect(abbreviated).toContain(allowed[0]);
            for (const a of abbreviated) expect(allowed).toContain(a);
          }
          const chip = L.basic[0];
          for (const name of basicNames) {
            const f = fitName(name, chip.w - 6, 1, Math.min(14, chip.h * 0.3), 11, bold);
            expect(f.abbreviated, name).toBe(false);
            expect(f.size).toBeGreaterThanOrEqual(11);
          }
          expect(L.font).toBeGreaterThanOrEqual(12);
        });

  it('a phone in portrait lays the table out taller than its box rather than smaller than 11 px; wider boxes keep a least height', () => {
    const phone = tableLayout(390, 393, 4, 10, 2);
    expect(phone.narrow).toBe(true);
    expect(phone.H).toBeGreaterThan(393);
    const all = [...phone.basic, ...phone.kingdom, phone.bar, phone.counters, phone.play, phone.players, phone.trash, phone.hand];
    for (const b of all) expect(inside(b, phone.W, phone.H), JSON.stringify(b)).toBe(true);
    for (let i = 0; i < all.length; i++) for (let j = i + 1; j < all.length; j++) expect(apart(all[i], all[j]), `${i} ${j}`).toBe(true);
    expect(tableLayout(575, 335, 4, 10).H).toBe(MIN_H);
    expect(tableLayout(1066, 855, 4, 10).H).toBe(855);
  });
});
