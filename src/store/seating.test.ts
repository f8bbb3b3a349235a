import { describe, expect, it } from 'vitest';
import { nextSeating, undoRequest } from './seating';
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
  it('shows the table to everyone while computers move between people who keep secrets (no one’s hand left open)', () => {
    const seats = [human('A'), human('B'), bot('C')];
    expect(nextSeating({ deviceSeat: 1, passTo: null }, prompt([2]), seats, true, true)).toEqual({ deviceSeat: null, passTo: null });
    // The next person gets the pass screen, even the one who moved before the computer.
    expect(nextSeating({ deviceSeat: null, passTo: null }, prompt([1]), seats, true, true)).toEqual({ deviceSeat: null, passTo: 1 });
    // Without secrets or with the pass screen turned off, the device stays where it was.
    expect(nextSeating({ deviceSeat: 1, passTo: null }, prompt([2]), seats, false, true)).toEqual({ deviceSeat: 1, passTo: null });
    expect(nextSeating({ deviceSeat: 1, passTo: null }, prompt([2]), seats, true, false)).toEqual({ deviceSeat: 1, passTo: null });
  });
  it('keeps the device when the same seat acts again', () => {
    expect(nextSeating({ deviceSeat: 1, passTo: null }, prompt([1]), [human('A'), human('B')], true, true)).toEqual({ deviceSeat: 1, passTo: null });
  });
  it('never passes to the lone human when the next human is that same person', () => {
    expect(nextSeating({ deviceSeat: 0, passTo: null }, prompt([0]), [human('A'), bot('B'), bot('C')], true, true)).toEqual({ deviceSeat: 0, passTo: null });
  });
});

describe('undoRequest: only the mover, holding the device', () => {
  const three = [human('A'), human('B'), human('C')];
  it('takes back at once when the mover holds the device', () => {
    expect(undoRequest({ deviceSeat: 1, passTo: null }, 1, three, true, true)).toEqual({ kind: 'now', seating: { deviceSeat: 1, passTo: null } });
  });
  it('asks to pass the device back when someone else holds it, or nobody does (the pass screen)', () => {
    expect(undoRequest({ deviceSeat: 2, passTo: null }, 1, three, true, true)).toEqual({
      kind: 'pass',
      seating: { deviceSeat: null, passTo: 1, passFor: 'undo' },
    });
    expect(undoRequest({ deviceSeat: null, passTo: 2 }, 1, three, true, true)).toEqual({
      kind: 'pass',
      seating: { deviceSeat: null, passTo: 1, passFor: 'undo' },
    });
  });
  it('hands the device straight back when no pass screen is needed', () => {
    expect(undoRequest({ deviceSeat: 2, passTo: null }, 1, three, false, true)?.kind).toBe('now');
    expect(undoRequest({ deviceSeat: 2, passTo: null }, 1, three, true, false)?.kind).toBe('now');
  });
  it('refuses when nothing may be taken back or a computer made the move', () => {
    expect(undoRequest({ deviceSeat: 0, passTo: null }, null, three, true, true)).toBeNull();
    expect(undoRequest({ deviceSeat: 0, passTo: null }, 1, [human('A'), bot('B')], true, true)).toBeNull();
  });
});
