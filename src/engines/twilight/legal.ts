/**
 * Every legal move of a seat, read off the pending decision.
 */
import { owing } from '../core/instructions';
import type { Seat } from '../core/types';
import { canHeadlineNow } from './headline';
import { opsTargetId } from './civilwar';
import { mayStop, targets, usesOf } from './ops';
import { plays } from './round';
import type { Side, TwilightMove, TwilightState } from './types';

/** The seats that must act now. */
export function actingSeats(s: TwilightState): Side[] {
  const p = s.pending;
  if (!p || s.outcome) return [];
  return owing(p) as Side[];
}

export function legalMoves(s: TwilightState, seat: Seat): TwilightMove[] {
  const p = s.pending;
  if (!p || s.outcome || !actingSeats(s).includes(seat as Side)) return [];
  const side = seat as Side;
  switch (p.kind) {
    case 'headline':
      return s.hands[side].filter((id) => canHeadlineNow(s, side, id)).map((card) => ({ type: 'headline', card }));
    case 'action': {
      const out: TwilightMove[] = plays(s, side, p.only);
      if (p.optional) out.push({ type: 'pass' });
      return out;
    }
    case 'ops': {
      const out: TwilightMove[] = [];
      for (const use of usesOf(p.ops)) for (const c of targets(s, p.ops, use)) out.push({ type: use, country: opsTargetId(c) });
      if (mayStop(s, p.ops)) out.push({ type: 'stop' });
      return out;
    }
    case 'pick':
      return p.options.map((choice) => ({ type: 'pick', choice }));
  }
}
