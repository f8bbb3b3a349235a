import type { Seat } from '../engines/core';

/**
 * The state a screen shows: with everything the game hides only from the people at the table made
 * public (the engine's `revealed`: Diplomacy's fog of war) in the replay of a finished game and in a game
 * of computers only, watched (nobody at the table to hide it from); else the state as it is. Each
 * viewer's `view` is taken of it as usual.
 */
export function shownState<S>(engine: { revealed?(s: S): S }, state: S, o: { replaying: boolean; over: boolean; watching?: boolean }): S {
  return ((o.replaying && o.over) || o.watching) && engine.revealed ? engine.revealed(state) : state;
}

/**
 * Whose side the replay shows. A game without secrets: everyone's view is the same (public). Otherwise
 * the person who opened it sees their own side (the device's seat), never another seat's while the game
 * goes on; once it is over, any seat's side may be chosen. `chosen` undefined: the default.
 */
export function replayViewOf(o: { secrets: boolean; over: boolean; deviceSeat: Seat | null; seats: number; chosen: Seat | null | undefined }): {
  readonly seats: readonly Seat[];
  readonly view: Seat | null;
} {
  const seats: Seat[] = !o.secrets ? [] : o.over ? Array.from({ length: o.seats }, (_, i) => i) : o.deviceSeat !== null ? [o.deviceSeat] : [];
  if (o.chosen === undefined) return { seats, view: o.secrets ? o.deviceSeat : null };
  return { seats, view: o.chosen !== null && seats.includes(o.chosen) ? o.chosen : null };
}
