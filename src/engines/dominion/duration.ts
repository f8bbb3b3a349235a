/**
 * Durations, extra turns and "until your next turn" effects — general mechanisms any card set uses.
 *
 * - A Duration's next-turn effect is registered when it is played (`later`): the instructions go to the
 *   player's `next` list (run by startTurn) and the card's play position is marked to stay in play.
 * - At Clean-up, positions marked to stay move to the player's `durations` zone (still in play); the
 *   Throne Rooms / King's Courts that played them stay too (`staying`), one per Duration kept out.
 * - Durations from an earlier turn are discarded in the Clean-up of the owner's next turn.
 * - Extra turns (Outpost, Possession) wait in `extraTurns`; the rotation resumes after them.
 */
import type { Instr } from './types';
import type { Seat } from '../core/types';
import { GONE, IS_ACTION, IS_ATTACK } from './cards';
import type { DominionWorking } from './context';
import type { DominionState, TurnKind } from './types';

/** The seat of "this card"'s player (the current player when absent). */
const seatOfI = (w: DominionWorking, i: Instr): Seat => (typeof i.p === 'number' ? i.p : w.s.current);

/**
 * Registers instructions for the start of the next turn of "this card"'s player and keeps the card in
 * play until then. A card played outside its owner's turn (Pirate's reaction) is already in `durations`.
 */
export function later(w: DominionWorking, i: Instr, ...instrs: Instr[]): void {
  const s = w.s;
  const p = seatOfI(w, i);
  const src = typeof i.self === 'number' ? i.self : -1;
  // An Attack's lasting part spares the players its Reactions (Moat) or Lighthouse made unaffected when played.
  const spared: Seat[] = [];
  if (src >= 0 && IS_ATTACK[src]) for (let q = 0; q < s.seats; q++) if (s.immune[q] && q !== p) spared.push(q);
  s.players[p].next.push({ op: 'nextTurnDo', p, src, body: instrs.map((x) => ({ ...x, p })), ...(spared.length ? { spared } : {}) });
  keepOut(w, i);
}

/**
 * How many plays of `card` by seat q still have their "until your next turn" effect live: each play
 * registered one next-turn entry, consumed when q's next turn starts (Monkey, Lighthouse, Corsair).
 */
export function liveCount(s: DominionState, q: Seat, card: number, victim?: Seat): number {
  let n = 0;
  for (const x of s.players[q].next) if (x.op === 'nextTurnDo' && x.src === card && (victim === undefined || !x.spared?.includes(victim))) n++;
  return n;
}

/** The card protecting q from Attacks now (a live Lighthouse), or -1. */
export function liveGuard(s: DominionState, q: Seat, protects: (card: number) => boolean): number {
  for (const x of s.players[q].next) if (x.op === 'nextTurnDo' && x.src >= 0 && protects(x.src)) return x.src;
  return -1;
}

/** Keeps "this card" in play through Clean-up (its effect lasts until the owner's next turn). */
export function keepOut(w: DominionWorking, i: Instr): void {
  const s = w.s;
  const p = seatOfI(w, i);
  const pos = i.pos;
  if (p !== s.current || pos === undefined) return;
  if (s.players[p].play[pos] === GONE) return;
  if (!s.turn.stay.includes(pos)) w.ownTurnLists().stay.push(pos);
}

/** Records that the card at `pos` was played by the card at `by` (Throne Room, King's Court). */
export function playedBy(w: DominionWorking, pos: number, by: number): void {
  const v = w.s.turn.via;
  for (let k = 0; k < v.length; k += 2) if (v[k] === pos) return;
  w.ownTurnLists().via.push(pos, by);
}

/**
 * Play positions that stay in play at Clean-up: the Durations kept out, and for each card that played
 * others several times (Throne Room…), as many of those cards as there are Durations kept out below them,
 * the innermost first (Throne Room on Throne Room on Caravan and Smithy: the inner one stays, the outer one
 * is discarded; on two Durations, both stay).
 */
export function staying(s: DominionState): Set<number> {
  const t = s.turn;
  const pl = s.players[s.current];
  const keep = new Set<number>();
  for (const pos of t.stay) if (pl.play[pos] !== undefined && pl.play[pos] !== GONE) keep.add(pos);
  if (t.via.length === 0 || keep.size === 0) return keep;
  const parent = new Map<number, number>();
  for (let k = 0; k < t.via.length; k += 2) parent.set(t.via[k], t.via[k + 1]);
  const root = (pos: number): number => {
    let r = pos;
    for (let g = 0; g < 64 && parent.has(r); g++) r = parent.get(r) as number;
    return r;
  };
  // Per tree (a card played from hand and everything it played), count the Durations kept out.
  const kept = new Map<number, number>();
  for (const pos of keep) if (parent.has(pos)) kept.set(root(pos), (kept.get(root(pos)) ?? 0) + 1);
  for (const [r, n] of kept) {
    const players = new Set<number>();
    for (const pos of parent.values()) if (root(pos) === r && pl.play[pos] !== GONE && IS_ACTION[pl.play[pos]]) players.add(pos);
    const inner = [...players].sort((a, b) => b - a);
    for (const pos of inner.slice(0, n)) keep.add(pos);
  }
  return keep;
}

/**
 * Queues an extra turn for `seat` after this one; false (nothing queued) when one of that kind is already
 * waiting for that seat, or when an Outpost turn would be a 3rd turn in a row.
 */
export function queueExtraTurn(w: DominionWorking, seat: Seat, kind: TurnKind, by: Seat): boolean {
  const s = w.s;
  if (s.extraTurns.some((x) => x.seat === seat)) return false;
  if (kind === 'outpost' && seat === s.current && s.turn.inRow >= 2) return false;
  w.ownExtraTurns().push({ seat, kind, by });
  return true;
}
