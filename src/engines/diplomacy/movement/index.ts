import type { Result } from '../../core/types';
import { checkBoard } from '../board';
import type { Geography } from '../map/geography';
import type { Board, MovementOutcome, OrderSet } from '../types';
import { Resolver } from './decide';
import { outcome } from './outcome';
import { prepare } from './prepare';
import { acquire, release } from './workspace';

/**
 * Adjudicates a movement phase: (board, orders) → every order's result with its reason, the
 * dislodged units with their retreats, and the next board. Pure; never throws. Bad orders are
 * reported (parse errors, illegal orders: the unit holds); only a malformed board is an error.
 */
export function adjudicateMovement(board: Board, orders: OrderSet, geo: Geography): Result<MovementOutcome> {
  const checked = checkBoard(board, geo);
  if (!checked.ok) return checked;
  if (board.phase !== 'movement') return { ok: false, error: { code: 'wrong-phase', message: `the board is in a ${board.phase} phase` } };
  // The index arrays of this phase come from a reused workspace, given back once the result (plain data) is made.
  const ws = acquire();
  try {
    const situation = prepare(board, orders ?? {}, geo, ws);
    const resolver = new Resolver(situation.s, null, ws);
    resolver.resolve();
    return { ok: true, value: outcome(board, situation, resolver, ws) };
  } finally {
    release(ws);
  }
}
