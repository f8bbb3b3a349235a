import { describe, expect, it } from 'vitest';
import { BAR, MIN_TEXT_PX, cameraOf, clearOfButtons, homeView, legible, openingView, parseCamera, roundCamera, showPoints, transformOf } from './camera';

const board = { w: 1000, h: 500 };

describe('the camera of a board', () => {
  it('fits a wide board in a tall box clear of a row of zoom buttons along the bottom', () => {
    const box = { w: 390, h: 450 };
    const h = homeView(box, board, true);
    expect(h.bar).toBe('bottom');
    expect(h.scale).toBeCloseTo(0.39);
    // The board ends above the buttons' strip.
    expect(h.y + board.h * h.scale).toBeLessThanOrEqual(box.h - BAR.short + 1e-9);
    expect(h.x).toBeCloseTo(0);
  });

  it('puts the buttons in a column on the right when that leaves the board larger', () => {
    const box = { w: 900, h: 300 };
    const h = homeView(box, board, true);
    expect(h.bar).toBe('right');
    expect(h.x + board.w * h.scale).toBeLessThanOrEqual(box.w - BAR.short + 1e-9);
    expect(h.scale).toBeCloseTo(0.6);
  });

  it('draws the board only clear of the buttons: the stage is the box less their strip, whole board or zoomed in', () => {
    const tall = { w: 390, h: 450 };
    expect(clearOfButtons(tall, homeView(tall, board, true).bar)).toEqual({ w: 390, h: 450 - BAR.short });
    const wide = { w: 900, h: 300 };
    expect(clearOfButtons(wide, homeView(wide, board, true).bar)).toEqual({ w: 900 - BAR.short, h: 300 });
    expect(clearOfButtons(wide, 'none')).toEqual(wide);
    // The opening view, zoomed in past the whole board, is laid out in the same part of the box.
    const home = homeView(tall, board, true);
    const open = openingView(tall, board, home, home.fit * 6, { label: 8 });
    expect(open.scale).toBeGreaterThan(home.fit);
    expect(open.y + board.h * open.scale).toBeGreaterThanOrEqual(clearOfButtons(tall, home.bar).h - 1e-9);
  });

  it('without buttons, fills the box', () => {
    const h = homeView({ w: 500, h: 500 }, board, false);
    expect(h).toMatchObject({ bar: 'none', scale: 0.5, x: 0, y: 125 });
  });

  it('comes back the same in a box of the same size, and centred on the same place in another', () => {
    const box = { w: 390, h: 450 };
    const fit = homeView(box, board, true).fit;
    const t = { x: -300, y: -120, scale: fit * 3 };
    const c = cameraOf(t, box, fit);
    expect(c.zoom).toBeCloseTo(3);
    const back = transformOf(c, box, board, fit, 0.8, 6);
    expect(back.x).toBeCloseTo(t.x);
    expect(back.y).toBeCloseTo(t.y);
    expect(back.scale).toBeCloseTo(t.scale);
    // A phone on its side: another box, the same board point in the middle, the same relative zoom.
    const wide = { w: 844, h: 300 };
    const fit2 = homeView(wide, board, true).fit;
    const side = transformOf(c, wide, board, fit2, 0.8, 6);
    expect(side.scale / fit2).toBeCloseTo(3);
    expect((wide.w / 2 - side.x) / side.scale).toBeCloseTo(c.cx);
    expect((wide.h / 2 - side.y) / side.scale).toBeCloseTo(c.cy);
  });

  it('keeps a restored camera within the zoom limits and its centre on the board', () => {
    const box = { w: 400, h: 200 };
    const t = transformOf({ cx: -50, cy: 9999, zoom: 40 }, box, board, 0.4, 0.8, 6);
    expect(t.scale).toBeCloseTo(0.4 * 6);
    expect((box.w / 2 - t.x) / t.scale).toBeCloseTo(0);
    expect((box.h / 2 - t.y) / t.scale).toBeCloseTo(board.h);
  });

  it('reads back only what is a camera', () => {
    expect(parseCamera({ cx: 1, cy: 2, zoom: 1.5 })).toEqual({ cx: 1, cy: 2, zoom: 1.5 });
    for (const bad of [null, 3, 'x', {}, { cx: 1, cy: 2 }, { cx: 1, cy: 2, zoom: 0 }, { cx: 'a', cy: 2, zoom: 1 }, { cx: 1, cy: Infinity, zoom: 1 }])
      expect(parseCamera(bad)).toBeNull();
    expect(roundCamera({ cx: 1.2345, cy: 9.87, zoom: 2.34567 })).toEqual({ cx: 1.2, cy: 9.9, zoom: 2.346 });
  });
});

describe('the opening view (issue 20: a board opens readable)', () => {
  const phone = { w: 390, h: 600 };
  const home = homeView(phone, board, true);

  it('is the whole board when the board asks nothing', () => {
    expect(openingView(phone, board, home, home.fit * 6, undefined)).toBe(home);
  });

  it('in portrait fills the height clear of the zoom buttons, not only the width', () => {
    const t = openingView(phone, board, home, home.fit * 6, {});
    expect(t.scale).toBeCloseTo((phone.h - BAR.short) / board.h);
    // The board's top and bottom edges meet the box's (above the buttons' strip).
    expect(t.y).toBeCloseTo(0);
    // Centred on the board's middle.
    expect(t.x + (board.w / 2) * t.scale).toBeCloseTo(phone.w / 2);
  });

  it('zooms until the labels read, and no further than the closest zoom', () => {
    const t = openingView(phone, board, home, home.fit * 6, { label: 8 });
    expect(legible(8, t.scale)).toBe(true);
    expect(t.scale).toBeCloseTo(Math.max(MIN_TEXT_PX / 8, (phone.h - BAR.short) / board.h));
    const capped = openingView(phone, board, home, home.fit * 2, { label: 1 });
    expect(capped.scale).toBeCloseTo(home.fit * 2);
    expect(legible(1, capped.scale)).toBe(false);
  });

  it('centres on what the seat acts on, without showing past the board edge', () => {
    const t = openingView(phone, board, home, home.fit * 6, { label: 8, focus: [{ x: 600, y: 250 }] });
    expect(t.x + 600 * t.scale).toBeCloseTo(phone.w / 2);
    const corner = openingView(phone, board, home, home.fit * 6, { label: 8, focus: [{ x: 0, y: 0 }] });
    expect(corner.x).toBeCloseTo(0);
    expect(corner.y).toBeCloseTo(0);
    const far = openingView(phone, board, home, home.fit * 6, { label: 8, focus: [{ x: 1000, y: 500 }] });
    expect(far.x + board.w * far.scale).toBeCloseTo(phone.w);
  });

  it('on a wide screen with legible labels keeps the whole board', () => {
    const desk = { w: 1280, h: 700 };
    const h = homeView(desk, board, true);
    expect(openingView(desk, board, h, h.fit * 6, { label: 12 })).toBe(h);
  });
});

describe('bringing places chosen off the map into view (showPoints)', () => {
  const box = { w: 400, h: 800 };
  const board = { w: 1000, h: 500 };
  const home = homeView(box, board, true);
  const zoomed = { x: -600, y: 0, scale: 1 }; // shows board x 600..1000, y 0..746
  it('leaves the view alone when every place already shows well inside it', () => {
    expect(
      showPoints(
        zoomed,
        box,
        home,
        [
          { x: 700, y: 100 },
          { x: 900, y: 300 },
        ],
        40,
      ),
    ).toBeNull();
  });
  it('moves to centre places out of view, keeping the zoom when they fit at it', () => {
    const t = showPoints(
      zoomed,
      box,
      home,
      [
        { x: 100, y: 100 },
        { x: 200, y: 300 },
      ],
      40,
    )!;
    expect(t.scale).toBe(1);
    // The middle of the two places (150, 200) lands at the middle of the box clear of the buttons.
    expect(t.x + 150 * t.scale).toBeCloseTo(box.w / 2);
    expect(t.y + 200 * t.scale).toBeCloseTo((box.h - BAR.short) / 2);
  });
  it('zooms out just enough when the places are further apart than the box, never below the whole board', () => {
    const t = showPoints(
      zoomed,
      box,
      home,
      [
        { x: 100, y: 100 },
        { x: 900, y: 100 },
      ],
      40,
    )!;
    expect(t.scale).toBeCloseTo((box.w - 80) / 800);
    expect(t.x + 100 * t.scale).toBeCloseTo(40);
    const far = showPoints(
      zoomed,
      box,
      home,
      [
        { x: 0, y: 0 },
        { x: 1000, y: 0 },
      ],
      100,
    )!;
    expect(far.scale).toBe(home.fit);
  });
});
