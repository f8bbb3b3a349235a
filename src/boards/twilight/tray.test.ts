import { describe, expect, it } from 'vitest';
import { boardClass, trayInRow, tracksInRow } from './tray';

describe('the events-in-effect tray in one row (twilight.css .ts-tray-row)', () => {
  it('on a phone-wide board whatever the pointer, up to a tablet-wide board under fingers, never on a wide board', () => {
    expect(trayInRow(390, false)).toBe(true);
    expect(trayInRow(390, true)).toBe(true);
    expect(trayInRow(600, false)).toBe(true);
    expect(trayInRow(601, false)).toBe(false);
    expect(trayInRow(768, true)).toBe(true);
    expect(trayInRow(900, true)).toBe(true);
    expect(trayInRow(901, true)).toBe(false);
    expect(trayInRow(1280, false)).toBe(false);
  });
});

describe('the tracks in one row on a short board (twilight.css .ts-tracks-row)', () => {
  it('on a phone on its side (a board about 330 px tall), never on a tablet, a laptop or a phone upright', () => {
    expect(tracksInRow(335)).toBe(true);
    expect(tracksInRow(480)).toBe(true);
    expect(tracksInRow(481)).toBe(false);
    expect(tracksInRow(745)).toBe(false);
    expect(tracksInRow(0)).toBe(false);
  });
  it("the board's classes carry both decisions", () => {
    expect(boardClass({ w: 575, h: 335 }, true)).toBe('ts-board ts-tray-row ts-tracks-row');
    expect(boardClass({ w: 390, h: 500 }, true)).toBe('ts-board ts-tray-row');
    expect(boardClass({ w: 930, h: 745 }, false)).toBe('ts-board');
  });
});
