/**
 * Legal moves. Decisions list their distinct answers (multisets, not positions: two Coppers are one
 * choice); free moves list each distinct card once.
 */
import { answersOf } from '../core/instructions';
import type { Seat } from '../core/types';
import { CARD_COUNT, IS_ACTION, sortIds } from './cards';
import { controllerOf } from './context';
import { buyBlocked, costOf, isTreasure } from './cost';
import type { DominionMove, DominionState } from './types';

/**
 * The free moves, made once and frozen: a move is data that nobody writes, and the simulators list
 * them at every step (one object per card and kind instead of a new one each time).
 */
function movesOf<K extends 'play' | 'treasure' | 'buy'>(type: K): Extract<DominionMove, { type: K }>[] {
  const out: Extract<DominionMove, { type: K }>[] = [];
  for (let c = 0; c < CARD_COUNT; c++) out.push(Object.freeze({ type, card: c }) as Extract<DominionMove, { type: K }>);
  return out;
}
const PLAY = movesOf('play');
const TREASURE = movesOf('treasure');
const BUY = movesOf('buy');
const TREASURES: DominionMove = Object.freeze({ type: 'treasures' });
const BUY_PHASE: DominionMove = Object.freeze({ type: 'buyPhase' });
const END_TURN: DominionMove = Object.freeze({ type: 'endTurn' });

/** The move for a card, shared (see above); a card id out of range gets a fresh move. */
const moveFor = <M>(table: readonly M[], card: number, fresh: () => M): M => table[card] ?? fresh();

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
