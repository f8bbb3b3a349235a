/**
 * What one seat's territories look like on the map, read once per owner table: the territories it
 * owns, those of them with an enemy neighbour (and how many), and its groups of linked territories.
 * Random play, the Hard bot's playouts and the fortification check ask these at nearly every move.
 *
 *   ownership(owner, seat)   fills OWNED (OWNED_N) and BORDER/FOES (BORDER_N) for that table
 *   groups(owner, seat)      fills GROUP/SIZE (fortification across linked territories)
 *   linked(owner, seat, a, b)  whether a and b are the seat's and linked
 *
 * A state's `owner` array is never changed once the state exists (a move that changes an owner copies
 * it: working.ts `ownerW()`), and most moves leave it as it was, so the answers are kept for the last
 * (array, seat) asked and read again only when either differs: the tables below are scratch that
 * nothing returns, valid until the next call with another array or seat. Every table is in increasing
 * territory order, as `legalMoves` lists the moves (sample.ts relies on it).
 */
import type { Seat } from '../core/types';
import { NEIGHBOR_LIST, NEIGHBOR_START, TERRITORY_COUNT } from './graph';

/** The seat's territories, in increasing order (the first OWNED_N). */
export const OWNED = new Int32Array(TERRITORY_COUNT);
/** The seat's territories with at least one neighbour it does not own (the first BORDER_N), and FOES[i]: how many. */
export const BORDER = new Int32Array(TERRITORY_COUNT);
export const FOES = new Int32Array(TERRITORY_COUNT);
/** GROUP[t]: the group of linked territories of the seat that t is in (-1: not the seat's); SIZE[g]: its size. */
export const GROUP = new Int32Array(TERRITORY_COUNT);
export const SIZE = new Int32Array(TERRITORY_COUNT);
const STACK = new Int32Array(TERRITORY_COUNT);

export let OWNED_N = 0;
export let BORDER_N = 0;

let lastOwner: readonly number[] | null = null;
let lastSeat = -1;
let groupOwner: readonly number[] | null = null;
let groupSeat = -1;

/** Reads `seat`'s territories and borders in `owner` into OWNED and BORDER/FOES (nothing when they already hold them). */
export function ownership(owner: readonly number[], seat: Seat): void {
  if (owner === lastOwner && seat === lastSeat) return;
  let owned = 0;
  let border = 0;
  for (let f = 0; f < TERRITORY_COUNT; f++) {
    if (owner[f] !== seat) continue;
    OWNED[owned++] = f;
    let foes = 0;
    for (let k = NEIGHBOR_START[f], e = NEIGHBOR_START[f + 1]; k < e; k++) if (owner[NEIGHBOR_LIST[k]] !== seat) foes++;
    if (foes > 0) {
      BORDER[border] = f;
      FOES[border++] = foes;
    }
  }
  OWNED_N = owned;
  BORDER_N = border;
  lastOwner = owner;
  lastSeat = seat;
}

/** Labels `seat`'s groups of linked territories in `owner` into GROUP/SIZE (nothing when they already hold them). */
export function groups(owner: readonly number[], seat: Seat): void {
  if (owner === groupOwner && seat === groupSeat) return;
  GROUP.fill(-1);
  let groups = 0;
  for (let f = 0; f < TERRITORY_COUNT; f++) {
    if (owner[f] !== seat || GROUP[f] >= 0) continue;
    const g = groups++;
    let n = 0;
    let top = 0;
    GROUP[f] = g;
    STACK[top++] = f;
    while (top > 0) {
      const t = STACK[--top];
      n++;
      for (let k = NEIGHBOR_START[t], e = NEIGHBOR_START[t + 1]; k < e; k++) {
        const x = NEIGHBOR_LIST[k];
        if (GROUP[x] < 0 && owner[x] === seat) {
          GROUP[x] = g;
          STACK[top++] = x;
        }
      }
    }
    SIZE[g] = n;
  }
  groupOwner = owner;
  groupSeat = seat;
}

/** Whether `a` and `b` are linked by a chain of `seat`'s territories (both the seat's, a ≠ b allowed or not: the caller checks). */
export function linked(owner: readonly number[], seat: Seat, a: number, b: number): boolean {
  if (owner[a] !== seat || owner[b] !== seat) return false;
  groups(owner, seat);
  return GROUP[a] === GROUP[b];
}
