/**
 * Legal moves. Decisions list their distinct answers (multisets, not positions: two Coppers are one
 * choice); free moves list each distinct card once.
 */
import { answersOf } from '../core/instructions';
import type { Seat } from '../core/types';
import { IS_ACTION } from './cards';
import { controllerOf } from './context';
import { buyBlocked, costOf, isTreasure } from './cost';
import type { DominionMove, DominionState } from './types';

function distinct(cards: readonly number[], keep: readonly boolean[]): number[] {
  const out: number[] = [];
  for (const c of cards) if (keep[c] && !out.includes(c)) out.push(c);
  return out.sort((a, b) => a - b);
}

/** Supply cards the current player can buy now. */
export function buyable(s: DominionState): number[] {
  const t = s.turn;
  const out: number[] = [];
  if (s.phase !== 'buy' || t.buys <= 0) return out;
  for (let k = 0; k < s.piles.length; k++) {
    if (s.supply[k] <= 0) continue;
    const c = costOf(s, s.piles[k]);
    if (c.coins <= t.coins && c.potions <= t.potions && !buyBlocked(s, s.piles[k])) out.push(s.piles[k]);
  }
  return out;
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
    if (s.turn.actions > 0) for (const c of distinct(hand, IS_ACTION)) out.push({ type: 'play', card: c });
    out.push({ type: 'buyPhase' });
  }
  if (!s.turn.bought) {
    const ts: number[] = [];
    for (const c of hand) if (isTreasure(s, c) && !ts.includes(c)) ts.push(c);
    ts.sort((a, b) => a - b);
    if (ts.length) out.push({ type: 'treasures' });
    if (ts.length > 1) for (const c of ts) out.push({ type: 'treasure', card: c });
  }
  for (const c of buyable(s)) out.push({ type: 'buy', card: c });
  out.push({ type: 'endTurn' });
  return out;
}
