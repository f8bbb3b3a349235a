import type { Prompt, Seat, SeatSpec } from '../engines/core';

/**
 * Who sits at the device. Private information is shown only for `deviceSeat`; when a
 * different human must act and the game keeps secrets, the pass screen goes up first.
 */
export interface Seating {
  readonly deviceSeat: Seat | null;
  readonly passTo: Seat | null;
  /**
   * Why the device goes to `passTo`: to take their turn (absent), or to take back their last move
   * ('undo': the move is taken back only once they confirm, so nothing private shows before).
   */
  readonly passFor?: 'undo' | null;
}

/** Whether handing the device to another person needs the pass screen. */
function needsPassScreen(seats: readonly SeatSpec[], secrets: boolean, passScreen: boolean): boolean {
  return secrets && passScreen && seats.filter((s) => s.kind === 'human').length > 1;
}

export function nextSeating(prev: Seating, prompt: Prompt, seats: readonly SeatSpec[], secrets: boolean, passScreen: boolean): Seating {
  const humans = seats.map((s, i) => (s.kind === 'human' ? i : -1)).filter((i) => i >= 0);
  const acting = prompt.seats.filter((s) => seats[s]?.kind === 'human');
  if (acting.length === 0) {
    // Computers are moving: the device stays with the only human; where it goes round several people
    // in a game with secrets, the table shows only what anyone watching may see (no one's hand or log).
    if (humans.length === 1) return { deviceSeat: humans[0], passTo: null };
    return { deviceSeat: needsPassScreen(seats, secrets, passScreen) ? null : prev.deviceSeat, passTo: null };
  }
  if (prev.deviceSeat !== null && acting.includes(prev.deviceSeat)) return { deviceSeat: prev.deviceSeat, passTo: null };
  const next = acting[0];
  if (needsPassScreen(seats, secrets, passScreen)) return { deviceSeat: null, passTo: next };
  return { deviceSeat: next, passTo: null };
}

/**
 * What pressing Undo does. Only the person who made the last move may take it back (`undoBy`,
 * a human), and only while holding the device: 'now' when they hold it (or no pass screen is
 * needed, the device simply goes to them); otherwise 'pass' — the pass screen asks for them first
 * (`seating`), and the move is taken back when they confirm. Null: nothing may be taken back.
 */
export function undoRequest(
  prev: Seating,
  undoBy: Seat | null,
  seats: readonly SeatSpec[],
  secrets: boolean,
  passScreen: boolean,
): { readonly kind: 'now'; readonly seating: Seating } | { readonly kind: 'pass'; readonly seating: Seating } | null {
  if (undoBy === null || seats[undoBy]?.kind !== 'human') return null;
  if ((prev.deviceSeat === undoBy && prev.passTo === null) || !needsPassScreen(seats, secrets, passScreen)) {
    return { kind: 'now', seating: { deviceSeat: undoBy, passTo: null } };
  }
  return { kind: 'pass', seating: { deviceSeat: null, passTo: undoBy, passFor: 'undo' } };
}
