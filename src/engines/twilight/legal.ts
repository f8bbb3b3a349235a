/**
 * Every legal move of a seat, read off the pending decision.
 */
import { owes, owing } from '../core/instructions';
import type { Seat } from '../core/types';
import { canHeadlineNow } from './headline';
import { opsTargetId } from './civilwar';
import { mayStop, targets, usesOf } from './ops';
import { CUBAN_MISSILE_CRISIS, cmcCancelOptions, cmcRestricts } from './cards/mid-hooks';
import { plays } from './round';
import type { Side, TwilightMove, TwilightState } from './types';

/** The seats that must act now. */
export function actingSeats(s: TwilightState): Side[] {
  const p = s.pending;
  if (!p || s.outcome) return [];
  return owing(p) as Side[];
}

/** Whether `seat` must act now (`actingSeats(s).includes(seat)` without the array). */
export function mustAct(s: TwilightState, seat: Seat): boolean {
  const p = s.pending;
  return !!p && !s.outcome && owes(p, seat);
}

export function legalMoves(s: TwilightState, seat: Seat): TwilightMove[] {
  const p = s.pending;
  if (!p || !mustAct(s, seat)) return [];
  const side = seat as Side;
  const out = decisionMoves(s, p, side);
  // Cuban Missile Crisis: the restricted player may end it at any decision of its own (not while asked about it).
  if (cmcRestricts(s, side) && !(p.kind === 'pick' && p.then.op === 'card' && p.then.card === CUBAN_MISSILE_CRISIS)) {
    for (const country of cmcCancelOptions(s, side)) out.push({ type: 'defuse', country });
  }
  return out;
}

function decisionMoves(s: TwilightState, p: NonNullable<TwilightState['pending']>, side: Side): TwilightMove[] {
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
