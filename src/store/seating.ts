import type { Prompt, Seat, SeatSpec } from '../engines/core';

/**
 * Who sits at the device. Private information is shown only for `deviceSeat`; when a
 * different human must act and the game keeps secrets, the pass screen goes up first.
 */
export interface Seating {
  readonly deviceSeat: Seat | null;
  readonly passTo: Seat | null;
}

export function nextSeating(prev: Seating, prompt: Prompt, seats: readonly SeatSpec[], secrets: boolean, passScreen: boolean): Seating {
  const humans = seats.map((s, i) => (s.kind === 'human' ? i : -1)).filter((i) => i >= 0);
  const acting = prompt.seats.filter((s) => seats[s]?.kind === 'human');
  if (acting.length === 0) {
    // Computers are moving: the device stays with whoever had it (or the only human).
    return { deviceSeat: prev.deviceSeat ?? (humans.length === 1 ? humans[0] : null), passTo: null };
  }
  if (prev.deviceSeat !== null && acting.includes(prev.deviceSeat)) return { deviceSeat: prev.deviceSeat, passTo: null };
  const next = acting[0];
  if (secrets && passScreen && humans.length > 1) return { deviceSeat: null, passTo: next };
  return { deviceSeat: next, passTo: null };
}
