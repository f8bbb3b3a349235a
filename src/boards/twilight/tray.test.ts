import { describe, expect, it } from 'vitest';
import { trayInRow } from './tray';

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
