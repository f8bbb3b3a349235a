/**
 * Standard's look-ahead against DEFCON suicide (8.1.3), the Cuban Missile Crisis and any other loss within
 * the round: each choice is searched to the end of the action round (or headline phase) by the warnings'
 * own analysis (`danger.ts`: every choice of the opponent, every roll, every card drawn at random) on worlds
 * drawn from the seat's view (the warnings use one world dealt with a fixed seed; the look-ahead adds others,
 * for the cards the seat cannot see): a choice is kept only when it survives every world tried.
 */
import { cmcRestricts } from './cards/mid-hooks';
import { determinize } from './determinize';
import { twilightEngine as E } from './engine';
import { actingSeats } from './legal';
import type { Side, TwilightMove, TwilightState } from './types';
import { searchLoss } from './danger';

/** Moves applied by one look-ahead of one choice on one world before it gives up (no verdict). */
const BUDGET = 600;
/** Worlds a kept choice must survive. */
const WORLDS = 2;

/** The state after `m` by the engine's quiet apply, or null when it is refused (or the rules fault, on a world drawn). */
export function quiet(s: TwilightState, m: TwilightMove, seat: Side): TwilightState | null {
  const r = E.quietApply(s, m, seat);
  return r.ok ? r.state : null;
}

/**
 * Whether playing `m` at `s` (a world) may lose before the current round (or headline phase) is over: the
 * warnings' own analysis (`danger.ts`), every choice of the opponent and every roll, on this world.
 */
export function losesThisRound(world: TwilightState, side: Side, m: TwilightMove): boolean {
  return searchLoss(world, side, m, BUDGET).line !== null;
}

/**
 * At DEFCON 3 or lower, or while the Cuban Missile Crisis restricts this seat, every choice is played out
 * on worlds drawn from the seat's view; choices that lose are dropped while another exists (those that
 * lose in the fewest worlds are kept when none survives every world).
 */
export function notSuicide(s: TwilightState, side: Side, pool: readonly TwilightMove[], random: () => number): readonly TwilightMove[] {
  if (pool.length < 2 || s.outcome || (s.defcon > 3 && !cmcRestricts(s, side))) return pool;
  let kept: readonly TwilightMove[] = pool;
  for (let w = 0; w < WORLDS; w++) {
    const world = determinize(s, side, random);
    const next = kept.filter((m) => !losesThisRound(world, side, m));
    if (next.length === 0) break;
    kept = next;
  }
  return kept;
}

/**
 * The look-ahead asked one move at a time (`notSuicide`'s test, for a caller that stops at the first move
 * kept): whether `m` loses on any of the worlds, drawn once on first use; null when no look-ahead applies
 * (DEFCON above 3 and no Cuban Missile Crisis on this seat).
 */
export function roundCheck(s: TwilightState, side: Side, random: () => number): ((m: TwilightMove) => boolean) | null {
  if (s.outcome || (s.defcon > 3 && !cmcRestricts(s, side))) return null;
  let worlds: TwilightState[] | null = null;
  return (m) => {
    worlds ??= Array.from({ length: WORLDS }, () => determinize(s, side, random));
    return worlds.some((w) => losesThisRound(w, side, m));
  };
}

/**
 * A choice that wins the game at once on a world drawn from the view, or through this seat's next
 * decision (a boycott at DEFCON 2; ops from Lone Gunman or CIA Created used for a coup in a battleground at
 * DEFCON 2 during the opponent's play, 8.1.3), if any.
 */
export function winNow(s: TwilightState, side: Side, legal: readonly TwilightMove[], random: () => number): TwilightMove | undefined {
  if (s.defcon > 2 && Math.abs(s.vp) < 14) return undefined;
  const kind = s.pending?.kind;
  if (kind !== 'pick' && kind !== 'ops') return undefined;
  const world = determinize(s, side, random);
  const wins = (st: TwilightState, moves: readonly TwilightMove[], depth: number): TwilightMove | undefined =>
    moves.find((m) => {
      const next = quiet(st, m, side);
      if (!next) return false;
      if (next.outcome) return next.outcome.winner === side;
      return depth > 0 && actingSeats(next)[0] === side && next.pending?.kind !== 'action' && wins(next, E.legalMoves(next, side), depth - 1) !== undefined;
    });
  return wins(world, legal, 1);
}
