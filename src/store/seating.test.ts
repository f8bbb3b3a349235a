import { describe, expect, it } from 'vitest';
import { nextSeating } from './seating';
import type { SeatSpec } from '../engines/core';

const human = (name: string): SeatSpec => ({ name, color: 'blue', kind: 'human' });
const bot = (name: string): SeatSpec => ({ name, color: 'blue', kind: 'bot', bot: 'Strategist' });
const prompt = (seats: number[]) => ({ seats, kind: 'x', text: '' });

describe('nextSeating', () => {
  it('raises the pass screen when another human must act in a game with secrets', () => {
    expect(nextSeating({ deviceSeat: 0, passTo: null }, prompt([1]), [human('A'), human('B')], true, true)).toEqual({ deviceSeat: null, passTo: 1 });
  });
  it('hands the device over directly when the pass screen is turned off', () => {
    expect(nextSeating({ deviceSeat: 0, passTo: null }, prompt([1]), [human('A'), human('B')], true, false)).toEqual({ deviceSeat: 1, passTo: null });
  });
  it('needs no pass screen when the game has no secrets', () => {
    expect(nextSeating({ deviceSeat: 0, passTo: null }, prompt([1]), [human('A'), human('B')], false, true)).toEqual({ deviceSeat: 1, passTo: null });
  });
  it('keeps the device with the only human while computers move', () => {
    expect(nextSeating({ deviceSeat: null, passTo: null }, prompt([1]), [human('A'), bot('B')], true, true)).toEqual({ deviceSeat: 0, passTo: null });
  });
  it('keeps the device when the same seat acts again', () => {
    expect(nextSeating({ deviceSeat: 1, passTo: null }, prompt([1]), [human('A'), human('B')], true, true)).toEqual({ deviceSeat: 1, passTo: null });
  });
  it('never passes to the lone human when the next human is that same person', () => {
    expect(nextSeating({ deviceSeat: 0, passTo: null }, prompt([0]), [human('A'), bot('B'), bot('C')], true, true)).toEqual({ deviceSeat: 0, passTo: null });
  });
});
