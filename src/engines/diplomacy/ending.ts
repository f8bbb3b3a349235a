/**
 * How a game of Diplomacy ends besides a solo victory: a draw agreed by every power still in the
 * game, and the optional last year (the game ends after the last turn of that year).
 *
 * Draw votes. In a movement phase every seat with units to order votes with its orders (the
 * orders move carries `draw: true` for yes); a seat's yes lasts until the phase resolves or it
 * replaces its orders with `draw: false`. When every voter says yes the game ends drawn at once,
 * before the phase's orders are read: the position everyone agreed on is the final one. A seat
 * whose powers have centres but no unit has no vote in a movement phase (it has nothing to order).
 * In retreat and adjustment phases the older `proposeDraw` move still counts, among all survivors.
 *
 * Stalemate (the computers' test for accepting a draw): no supply centre changed hands in the
 * last two game years (`quietYears >= 2`, counted at each Fall's change of ownership).
 *
 * Last year: after the last turn of the last year the game ends — its Winter adjustments, when
 * there are any (they change no centre's owner), else its Fall turn with its retreats — as 5D
 * Diplomacy's does (every timeline past its Winter). The player (all the powers a seat plays) owning
 * the most supply centres wins; players tied on the most share a draw. Neutral powers are not
 * players and are not counted. A solo victory that Fall still wins outright.
 */
import type { Seat } from '../core/types';
import { centreCounts } from './board';
import type { DiplomacyOptions } from './options';
import type { Board, PowerId } from './types';

/** Years without a change of centre owner after which the computers accept a draw. */
export const STALEMATE_YEARS = 2;

export function stalemated(quietYears: number): boolean {
  return quietYears >= STALEMATE_YEARS;
}

/**
 * A seat's draw vote given with its orders (classic and 5D): yes adds it, no withdraws it, left
 * unsaid keeps it as it was; with the words the log adds to "submits orders".
 */
export function castVote(votes: readonly Seat[], seat: Seat, draw: boolean | undefined): { votes: readonly Seat[]; said: string } {
  const voted = votes.includes(seat);
  if (draw === true) return { votes: voted ? votes : [...votes, seat], said: ' and votes for a draw' };
  if (draw === false && voted) return { votes: votes.filter((s) => s !== seat), said: ' and withdraws its vote for a draw' };
  return { votes, said: '' };
}

/** Whether every voter now says yes (a draw needs at least one voter). */
export function allAgree(voters: readonly Seat[], votes: readonly Seat[]): boolean {
  return voters.length > 0 && voters.every((s) => votes.includes(s));
}

/** The draw vote a computer gives with its orders (classic and 5D): yes once the position is stalemated, else unsaid. */
export function botVote(quietYears: number): { readonly draw?: true } {
  return stalemated(quietYears) ? { draw: true } : {};
}

/** Whether the centres of two boards have the same owners. */
export function sameCentres(a: Board['centres'], b: Board['centres']): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (a[k] !== b[k]) return false;
  return true;
}

/** Whether the board has moved past the last turn of the last year (the game is then over). */
export function pastLastYear(board: Board, lastYear: number | null | undefined): boolean {
  if (!lastYear) return false;
  return board.year > lastYear;
}

/** The seats owning the most centres (one: the winner; several: a draw among them), with that count. */
export function leaders(board: Board, options: Pick<DiplomacyOptions, 'seatPowers'>): { seats: Seat[]; centres: number } {
  const counts = centreCounts(board);
  const perSeat = options.seatPowers.map((ps) => ps.reduce((n, p: PowerId) => n + (counts[p] ?? 0), 0));
  const best = Math.max(0, ...perSeat);
  return { seats: perSeat.flatMap((n, s) => (n === best ? [s] : [])), centres: best };
}
