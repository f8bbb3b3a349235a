/**
 * Standard's look-ahead against DEFCON suicide (8.1.3) and the Cuban Missile Crisis: each choice is played
 * out to the end of the action round (or headline phase) on worlds drawn from the seat's view. The seat's
 * own later decisions are its plain choices, or, when the plain choice loses, any other choice the engine
 * does not warn about (the real bot will look ahead again then); the opponent's decisions are its plain
 * choices and, while DEFCON is 3 or lower (or a Cuban Missile Crisis is on), any choice that lowers DEFCON,
 * coups, or wins at once (Ortega's free coup in Cuba, a coup with CIA Created's op, a Summit degrade…).
 * Chance (dice, a discard at random) is whatever the world drawn holds: a choice is kept only when it
 * survives every world tried.
 */
import { cmcRestricts } from './cards/mid-hooks';
import { determinize } from './determinize';
import { twilightEngine as E } from './engine';
import { actingSeats } from './legal';
import type { Side, TwilightMove, TwilightState } from './types';
import { warning } from './ui';

/** A seat's plain choice among legal moves (Standard without the look-ahead). */
export type Chooser = (s: TwilightState, seat: Side, legal: readonly TwilightMove[]) => TwilightMove;

/** Moves stepped through by one look-ahead of one choice on one world, before it gives up (no verdict). */
const BUDGET = 300;
/** Choices tried at one decision inside a look-ahead (the plain one first). */
const BRANCH = 5;
/** Worlds a kept choice must survive. */
const WORLDS = 2;

/** The state after `m` by the engine's quiet apply, or null when it is refused (or the rules fault, on a world drawn). */
export function quiet(s: TwilightState, m: TwilightMove, seat: Side): TwilightState | null {
  const r = E.quietApply(s, m, seat);
  return r.ok ? r.state : null;
}

interface Line {
  readonly side: Side;
  readonly choose: Chooser;
  readonly over: (st: TwilightState) => boolean;
  budget: number;
}

/** Whether a decision of the opponent may hide a loss for `side`: DEFCON 3 or lower, a crisis on, VP close to 20. */
const tense = (st: TwilightState, side: Side): boolean => st.defcon <= 3 || cmcRestricts(st, side) || Math.abs(st.vp) >= 14;

/** Whether `side` loses (nuclear war, a coup in the crisis, 20 VP) from `st` before the round is over. */
function doomed(st: TwilightState, line: Line): boolean {
  for (;;) {
    if (st.outcome) return st.outcome.winner === 1 - line.side;
    if (line.over(st) || line.budget-- <= 0) return false;
    const seat = actingSeats(st)[0];
    if (seat === undefined) return false;
    const legal = E.legalMoves(st, seat).filter((m) => m.type !== 'defuse');
    if (legal.length === 0) return false;
    const plain = line.choose(st, seat, legal);
    const mine = seat === line.side;
    const branches = legal.length > 1 && (mine || (tense(st, line.side) && (st.pending?.kind === 'pick' || st.pending?.kind === 'ops')));
    if (!branches) {
      const next = quiet(st, plain, seat);
      if (!next) return false;
      st = next;
      continue;
    }
    if (mine) {
      // Its own decision: lost only if the plain choice and every other unflagged one tried lose.
      const others = legal.filter((m) => m !== plain && warning(st, seat, m) === null);
      for (const m of [plain, ...others].slice(0, BRANCH)) {
        const next = quiet(st, m, seat);
        if (!next || !doomed(next, line)) return false;
      }
      return true;
    }
    // The opponent's decision: lost if any dangerous choice (or the plain one) wins for it.
    for (const m of [plain, ...dangerous(st, seat, legal, plain)]) {
      const next = quiet(st, m, seat);
      if (next && doomed(next, line)) return true;
    }
    return false;
  }
}

/**
 * The opponent's choices worth trying: those that end the game, lower DEFCON, or lead to a coup (every
 * option of an event's choice is tried at DEFCON 2, e.g. the discarded event Star Wars replays), and every
 * option of a small choice (the card Missile Envy takes, Grain Sales' play or return: the danger may
 * come at the next decision).
 */
function dangerous(st: TwilightState, seat: Side, legal: readonly TwilightMove[], plain: TwilightMove): TwilightMove[] {
  const out: TwilightMove[] = [];
  const scan = st.defcon <= 2 || cmcRestricts(st, (1 - seat) as Side) || legal.length <= 8;
  for (const m of legal) {
    if (m === plain || out.length >= BRANCH - 1) continue;
    if (m.type === 'coup' || (m.type === 'pick' && (m.choice === 'coup' || m.choice === 'boycott' || m.choice === 'degrade' || legal.length <= 4))) out.push(m);
    else if (m.type === 'pick' && scan) {
      const next = quiet(st, m, seat);
      if (next && (next.outcome || next.defcon < st.defcon)) out.push(m);
    }
  }
  return out;
}

/** Whether playing `m` at `s` (a world) loses before the current round (or headline phase) is over. */
export function losesThisRound(world: TwilightState, side: Side, m: TwilightMove, choose: Chooser): boolean {
  const { turn, round, phasing } = world;
  // The headline phase (round 0) runs both headliners' events, each with its own phasing player.
  const over = (st: TwilightState) => st.turn !== turn || st.round !== round || (round > 0 && st.phasing !== phasing);
  const next = quiet(world, m, side);
  return next !== null && doomed(next, { side, choose, over, budget: BUDGET });
}

/**
 * At DEFCON 3 or lower, or while the Cuban Missile Crisis restricts this seat, every choice is played out
 * on worlds drawn from the seat's view; choices that lose are dropped while another exists (those that
 * lose in the fewest worlds are kept when none survives every world).
 */
export function notSuicide(s: TwilightState, side: Side, pool: readonly TwilightMove[], random: () => number, choose: Chooser): readonly TwilightMove[] {
  if (pool.length < 2 || s.outcome || (s.defcon > 3 && !cmcRestricts(s, side))) return pool;
  let kept: readonly TwilightMove[] = pool;
  for (let w = 0; w < WORLDS; w++) {
    const world = determinize(s, side, random);
    const next = kept.filter((m) => !losesThisRound(world, side, m, choose));
    if (next.length === 0) break;
    kept = next;
  }
  return kept;
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
