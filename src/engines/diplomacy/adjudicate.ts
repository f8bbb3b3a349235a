import type { Result } from '../core/types';
import { adjudicateAdjustments } from './adjustment';
import type { Geography } from './map/geography';
import { adjudicateMovement } from './movement';
import { adjudicateRetreats } from './retreat';
import type { AdjustmentOutcome, Board, MovementOutcome, OrderSet, RetreatOutcome } from './types';

export type PhaseOutcome = MovementOutcome | RetreatOutcome | AdjustmentOutcome;

/** Adjudicates whatever phase the board is in. */
export function adjudicate(board: Board, orders: OrderSet, geo: Geography): Result<PhaseOutcome> {
  if (!board || typeof board !== 'object') return { ok: false, error: { code: 'bad-board', message: 'the board is not an object' } };
  switch (board.phase) {
    case 'movement':
      return adjudicateMovement(board, orders, geo);
    case 'retreat':
      return adjudicateRetreats(board, orders, geo);
    case 'adjustment':
      return adjudicateAdjustments(board, orders, geo);
    default:
      return { ok: false, error: { code: 'bad-board', message: 'unknown phase' } };
  }
}
