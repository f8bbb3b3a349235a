/**
 * The Twilight Struggle engine: the contract of core/types.ts over TwilightState.
 */
import { settle } from '../core/instructions';
import { err, type Applied, type Engine, type Outcome, type Prompt, type RuleError, type Seat } from '../core/types';
import { open, say, type Ctx } from './ctx';
import { guardApply } from '../core/working';
import { applyHeadline, headlineError } from './headline';
import { legalMoves, mustAct } from './legal';
import { proceed } from './machine';
import { countryIndex } from './map';
import { CIVIL_WAR, CIVIL_WAR_ID } from './civilwar';
import { defuse, defuseError } from './cards/mid-hooks';

/** The target of an ops move: a country index, the Chinese Civil War space, or -1. */
const opsIndex = (id: string): number => (id === CIVIL_WAR_ID ? CIVIL_WAR : countryIndex(id));
import { describeMove, parseMove } from './moves';
import { applyOpsMove, opsError, opsLeft, opsWord } from './ops';
import { defaultOptions, parseOptions } from './options';
import { applyPlay, checkPlay } from './round';
import { createGame } from './setup';
import type { Pending, Side, TwilightMove, TwilightOptions, TwilightState } from './types';
import { view } from './view';
import { resample } from './resample';
import { TWILIGHT_META } from './meta';

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
function refusal(s: TwilightState, p: Pending, move: TwilightMove, seat: Side): string | null {
  switch (p.kind) {
    case 'headline':
      return move.type !== 'headline' ? 'Choose a headline card.' : headlineError(s, seat, move.card);
    case 'action':
      if (move.type === 'pass') return p.optional ? null : 'You may not pass while you can play a card (5.1).';
      return move.type !== 'play' ? 'Play a card.' : checkPlay(s, seat, move, p.only);
    case 'ops':
      if (move.type !== 'influence' && move.type !== 'realign' && move.type !== 'coup' && move.type !== 'stop') return 'Spend your operations.';
      return opsError(s, p.ops, move.type, move.type === 'stop' ? -1 : opsIndex(move.country));
    case 'pick':
      if (move.type !== 'pick') return 'Make the choice asked for.';
      return p.options.includes(move.choice) ? null : 'That is not one of the choices.';
  }
}

const accept = (): RuleError | null => null;

/** The answer core's machine records: the card headlined, the option picked, or the move itself. */
const answerOf = (move: TwilightMove): unknown => (move.type === 'headline' ? move.card : move.type === 'pick' ? move.choice : move);

/**
 * Answers the pending decision through core's `settle` (which checks the seat, records a headline
 * answer or clears the decision and pushes a pick's continuation); then applies what the answer does.
 * Returns an error message, or null.
 */
function decide(ctx: Ctx, move: TwilightMove, seat: Side): string | null {
  const s = ctx.s;
  const p = s.pending;
  if (!p) return 'Nothing is waiting for a decision.';
  if (!mustAct(s, seat)) return `It is not {${seat}}'s decision now.`;
  // The game's own check runs first (no closure per move: the simulators' fast path); core's settle then
  // records the answer (its own checks — a decision pending, the seat owing it — hold already).
  const why = refusal(s, p, move, seat);
  if (why !== null) return why;
  const e = settle(s, answerOf(move), accept, seat);
  if (e) return e.message;
  switch (p.kind) {
    case 'headline':
      if (move.type === 'headline') applyHeadline(ctx, seat, move.card, p.seats);
      return null;
    case 'action':
      if (move.type === 'pass') say(ctx, `{${seat}} passes.`, seat);
      else if (move.type === 'play') applyPlay(ctx, seat, move, p.only);
      return null;
    case 'ops':
      if (move.type === 'stop') applyOpsMove(ctx, p.ops, 'stop', -1);
      else if (move.type === 'influence' || move.type === 'realign' || move.type === 'coup') applyOpsMove(ctx, p.ops, move.type, opsIndex(move.country));
      return null;
    case 'pick':
      return null;
  }
}

/**
 * The engine's step, after core's pipeline has parsed the move and checked the seat owes one. Simulators
 * call it directly with moves from `legalMoves` and `quiet` (no log sentences): their fast path.
 */
export function step(state: TwilightState, move: TwilightMove, seat: Seat, quiet = false): Applied<TwilightState> {
  if (seat !== 0 && seat !== 1) return err('bad-seat', 'Twilight Struggle has seats 0 (USSR) and 1 (US).');
  if (move.type === 'defuse') {
    // Not an answer to the decision pending, which stays as it is.
    if (!mustAct(state, seat)) return err('illegal', `It is not {${seat}}'s decision now.`);
    const why = defuseError(state, seat, move.country);
    if (why) return err('illegal', why);
    const c = open(state, quiet);
    defuse(c, seat, move.country);
    return c.finish();
  }
  const ctx = open(state, quiet);
  const why = decide(ctx, move, seat);
  if (why) return err('illegal', why);
  proceed(ctx);
  return ctx.finish();
}

export const apply: (state: TwilightState, move: TwilightMove, seat: Seat) => Applied<TwilightState> = guardApply({
  title: TWILIGHT_META.title,
  parseMove,
  outcome: (s) => outcome(s),
  prompt: (s) => prompt(s),
  mayMove: (s, seat) => mustAct(s, seat),
  step: (s, m, seat) => step(s, m, seat),
});

export function outcome(s: TwilightState): Outcome | null {
  if (!s.outcome) return null;
  const w = s.outcome.winner;
  return w === null ? { kind: 'draw', winners: [], reason: s.outcome.reason } : { kind: 'win', winners: [w], reason: s.outcome.reason };
}

export const twilightEngine: Engine<TwilightState, TwilightMove, TwilightOptions> = {
  id: 'twilight',
  title: TWILIGHT_META.title,
  minSeats: TWILIGHT_META.minSeats,
  maxSeats: TWILIGHT_META.maxSeats,
  defaultOptions,
  parseOptions,
  parseMove,
  hasSecrets: () => true,
  setup: createGame,
  prompt,
  legalMoves,
  apply,
  quietApply: apply, // until this engine is built by defineEngine (core/engine.ts)
  view,
  outcome,
  describeMove,
  resample,
};
