/**
 * Legal moves. Decisions list their distinct answers (multisets, not positions: two Coppers are one
 * choice); free moves list each distinct card once.
 */
import { answersOf } from '../core/instructions';
import type { Seat } from '../core/types';
import { IS_ACTION, sortIds } from './cards';
import { controllerOf, pileOf } from './context';
import { buyBlocked, costOf, isTreasure } from './cost';
import { BUY, BUY_PHASE, END_TURN, PLAY, TREASURE, TREASURES } from './moves';
import type { DominionMove, DominionState } from './types';

/** The move for a card, shared (moves.ts: made once and frozen); a card id out of range gets a fresh move. */
const moveFor = <M>(table: readonly M[], card: number, fresh: () => M): M => table[card] ?? fresh();

/** The shared free moves (frozen), for bots that decide without listing every legal move (`mayPlay`…). */
export const FREE_MOVES = { TREASURES, BUY_PHASE, END_TURN } as const;
export const playMove = (card: number): DominionMove => moveFor(PLAY, card, () => ({ type: 'play', card }));
export const buyMove = (card: number): DominionMove => moveFor(BUY, card, () => ({ type: 'buy', card }));

/** Whether the pile at index k can be bought now (it has cards, the player can pay, no rule blocks it). */
function pileBuyable(s: DominionState, k: number): boolean {
  if (s.supply[k] <= 0) return false;
  const c = costOf(s, s.piles[k]);
  return c.coins <= s.turn.coins && c.potions <= s.turn.potions && !buyBlocked(s, s.piles[k]);
}

/** Supply cards the current player can buy now. */
export function buyable(s: DominionState): number[] {
  const t = s.turn;
  const out: number[] = [];
  if (s.phase !== 'buy' || t.buys <= 0) return out;
  for (let k = 0; k < s.piles.length; k++) if (pileBuyable(s, k)) out.push(s.piles[k]);
  return out;
}

/*
 * One legal move at a time, for bots that need one answer rather than the list (the simulators' fast
 * path). Each says whether `legalMoves(s, seat)` would hold that move for the seat owing the free move
 * (its controller); none of them applies while a decision is pending. `bots.test.ts` checks them
 * against `legalMoves` on random games.
 */

/** `play {card}` is legal. */
export function mayPlay(s: DominionState, card: number): boolean {
  if (s.pending || s.phase !== 'action' || s.turn.actions <= 0 || !IS_ACTION[card]) return false;
  return s.players[s.current].hand.includes(card);
}

/** `treasures` is legal (no buy yet, a Treasure in hand). */
export function mayPlayTreasures(s: DominionState): boolean {
  if (s.pending || s.phase === 'over' || s.turn.bought) return false;
  for (const c of s.players[s.current].hand) if (isTreasure(s, c)) return true;
  return false;
}

/** `buy {card}` is legal. */
export function mayBuy(s: DominionState, card: number): boolean {
  if (s.pending || s.phase !== 'buy' || s.turn.buys <= 0) return false;
  const k = pileOf(s, card);
  return k >= 0 && pileBuyable(s, k);
}

export function legalMoves(s: DominionState, seat: Seat): DominionMove[] {
  if (s.phase === 'over') return [];
  if (s.pending) {
    if (seat !== controllerOf(s, s.pending.seat)) return [];
    return answersOf(s.pending).map((answer) => ({ type: 'decide', answer }));
  }
  if (seat !== controllerOf(s, s.current)) return [];
  const hand = s.players[s.current].hand;
  const out: DominionMove[] = [];
  if (s.phase === 'action') {
    if (s.turn.actions > 0) {
      const acts: number[] = [];
      for (const c of hand) if (IS_ACTION[c] && !acts.includes(c)) acts.push(c);
      for (const c of sortIds(acts)) out.push(moveFor(PLAY, c, () => ({ type: 'play', card: c })));
    }
    out.push(BUY_PHASE);
  }
  if (!s.turn.bought) {
    const ts: number[] = [];
    for (const c of hand) if (isTreasure(s, c) && !ts.includes(c)) ts.push(c);
    if (ts.length) out.push(TREASURES);
    if (ts.length > 1) for (const c of sortIds(ts)) out.push(moveFor(TREASURE, c, () => ({ type: 'treasure', card: c })));
  }
  for (const c of buyable(s)) out.push(moveFor(BUY, c, () => ({ type: 'buy', card: c })));
  out.push(END_TURN);
  return out;
}
