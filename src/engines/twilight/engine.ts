/**
 * The Twilight Struggle engine, built by core's `defineEngine` (core/engine.ts) from one `step`: core's
 * guard parses the move (moves.ts, zod), refuses it when the game is over or the seat owes no decision
 * (`mustAct`), then calls `step`, which checks the move against the decision pending (a refusal is one
 * of `TwilightErrorCode`, types.ts), answers it and runs the machine (machine.ts `proceed`) until the
 * next decision. `apply` and `quietApply` (no log sentences: the simulators, benches and Strong's
 * playouts) are both built from it.
 */
import { defineEngine } from '../core/engine';
import { settle } from '../core/instructions';
import type { Applied, Outcome, Prompt, RuleError, Seat } from '../core/types';
import { Working } from '../core/working';
import { CIVIL_WAR, CIVIL_WAR_ID } from './civilwar';
import { defuse, defuseError } from './cards/mid-hooks';
import { draft } from './draft';
import { applyHeadline, headlineError } from './headline';
import { legalMoves, mustAct } from './legal';
import { proceed } from './machine';
import { countryIndex } from './map';
import { TWILIGHT_META } from './meta';
import { describeMove, parseMove } from './moves';
import { applyOpsMove, opsError, opsLeft, opsWord } from './ops';
import { OPTIONS } from './options';
import { resample } from './resample';
import { applyPlay, checkPlay } from './round';
import { createGame } from './setup';
import { refuse, type Pending, type Refusal, type Side, type TwilightErrorCode, type TwilightMove, type TwilightOptions, type TwilightState } from './types';
import { view } from './view';

/** The target of an ops move: a country index or the Chinese Civil War space (-1 for `stop`). */
const opsIndex = (id: string): number => (id === CIVIL_WAR_ID ? CIVIL_WAR : countryIndex(id));

export function prompt(s: TwilightState): Prompt {
  if (s.outcome) return { seats: [], kind: 'over', text: s.outcome.reason };
  const p = s.pending;
  if (!p) return { seats: [], kind: 'over', text: 'Nothing to do.' };
  switch (p.kind) {
    case 'headline':
      return { seats: p.seats, kind: 'headline', text: `${p.seats.map((x) => `{${x}}`).join(' and ')}: choose a headline card in secret (turn ${s.turn}).` };
    case 'action':
      return { seats: [p.seat], kind: 'action', text: `{${p.seat}}: action round ${s.round} of turn ${s.turn}: play a card${p.optional ? ', or pass' : ''}.` };
    case 'ops': {
      const o = p.ops;
      const what = o.mix
        ? 'place influence or choose a realignment target, never both in one country'
        : o.use === 'influence'
          ? 'place influence'
          : o.use === 'realign'
            ? 'choose a realignment target (or stop)'
            : 'choose the country to coup';
      return { seats: [p.seat], kind: o.use, text: `{${p.seat}}: ${what} (${opsWord(opsLeft(s, o))}).` };
    }
    case 'pick':
      return { seats: [p.seat], kind: 'pick', text: p.text };
  }
}

/** Why `move` does not answer the pending decision `p`, or null (nothing changes). */
function refusal(s: TwilightState, p: Pending, move: TwilightMove, seat: Side): Refusal | null {
  switch (p.kind) {
    case 'headline':
      return move.type !== 'headline' ? refuse('wrong-decision', 'Choose a headline card.') : headlineError(s, seat, move.card);
    case 'action':
      if (move.type === 'pass') return p.optional ? null : refuse('may-not-pass', 'You may not pass while you can play a card (5.1).');
      return move.type !== 'play' ? refuse('wrong-decision', 'Play a card.') : checkPlay(s, seat, move, p.only);
    case 'ops':
      if (move.type !== 'influence' && move.type !== 'realign' && move.type !== 'coup' && move.type !== 'stop')
        return refuse('wrong-decision', 'Spend your operations.');
      return opsError(s, p.ops, move.type, move.type === 'stop' ? -1 : opsIndex(move.country));
    case 'pick':
      if (move.type !== 'pick') return refuse('wrong-decision', 'Make the choice asked for.');
      return p.options.includes(move.choice) ? null : refuse('bad-answer', 'That is not one of the choices.');
  }
}

const accept = (): RuleError | null => null;

/** The answer core's machine records: the card headlined, the option picked, or the move itself. */
const answerOf = (move: TwilightMove): unknown => (move.type === 'headline' ? move.card : move.type === 'pick' ? move.choice : move);

/**
 * Answers the pending decision `p` (which `seat` owes: the guard checked it) through core's `settle`,
 * which records a headline answer or clears the decision and pushes a pick's continuation; then applies
 * what the answer does. The game's own check (`refusal`) ran first.
 */
function decide(ctx: Working<TwilightState>, p: Pending, move: TwilightMove, seat: Side): void {
  // `settle` cannot refuse here: its own checks (a decision pending, the seat owing it) are the guard's,
  // and every answer is accepted (the game's check ran). No closure per move: the simulators' fast path.
  const e = settle(ctx.s, answerOf(move), accept, seat);
  if (e) throw new Error(`Twilight: the machine refused a checked answer: ${e.message}`);
  switch (p.kind) {
    case 'headline':
      if (move.type === 'headline') applyHeadline(ctx, seat, move.card, p.seats);
      return;
    case 'action':
      if (move.type === 'pass') ctx.say(`{${seat}} passes.`, seat);
      else if (move.type === 'play') applyPlay(ctx, seat, move, p.only);
      return;
    case 'ops':
      if (move.type === 'stop') applyOpsMove(ctx, p.ops, 'stop', -1);
      else if (move.type === 'influence' || move.type === 'realign' || move.type === 'coup') applyOpsMove(ctx, p.ops, move.type, opsIndex(move.country));
      return;
    case 'pick':
      return;
  }
}

/**
 * The engine's one step, on a move core's guard has parsed, by a seat that owes a decision (`mustAct`)
 * in a game not over; `quiet`: no log sentences. `apply` and `quietApply` are built from it.
 */
function step(state: TwilightState, move: TwilightMove, seat: Seat, quiet: boolean): Applied<TwilightState, TwilightErrorCode> {
  const side = seat as Side;
  if (move.type === 'defuse') {
    // Not an answer to the decision pending, which stays as it is.
    const why = defuseError(state, side, move.country);
    if (why) return { ok: false, error: why };
    const ctx = new Working(draft(state), quiet);
    defuse(ctx, side, move.country);
    return ctx.finish();
  }
  const p = state.pending as Pending; // a seat owes a decision: one is pending
  const why = refusal(state, p, move, side);
  if (why) return { ok: false, error: why };
  const ctx = new Working(draft(state), quiet);
  decide(ctx, p, move, side);
  const fault = proceed(ctx);
  if (fault) return { ok: false, error: { code: 'engine-fault', message: fault.message } };
  return ctx.finish();
}

export function outcome(s: TwilightState): Outcome | null {
  if (!s.outcome) return null;
  const w = s.outcome.winner;
  return w === null ? { kind: 'draw', winners: [], reason: s.outcome.reason } : { kind: 'win', winners: [w], reason: s.outcome.reason };
}

export const twilightEngine = defineEngine<TwilightState, TwilightMove, TwilightOptions, TwilightErrorCode>(TWILIGHT_META, {
  options: OPTIONS,
  parseMove,
  hasSecrets: () => true,
  setup: createGame,
  prompt,
  legalMoves,
  view,
  outcome,
  describeMove,
  resample,
  // The seats owing a decision; `prompt` says the same, without making the array of seats.
  mayMove: (s, seat) => mustAct(s, seat),
  step,
});

/** `twilightEngine.apply`, for the app and the tests. */
export const apply = twilightEngine.apply;
