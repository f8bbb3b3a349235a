/**
 * Twilight's rules on core's instruction machine (core/instructions.ts): the handlers table (one per
 * instruction op) and `proceed`, which runs the machine with the 20 VP check between instructions.
 * The state itself is the MachineState: `stack` and `pending` (Twilight's own decision kinds). Handlers
 * push instructions with core's `push(ctx.s, …)`.
 */
import { run, type Handlers } from '../core/instructions';
import type { RuleError } from '../core/types';
import { endGame } from './draft';
import type { Working } from '../core/working';
import { card } from './cardinfo';
import { CARD_DEFS } from './cards';
import { dispose, execEvent } from './events';
import { headlineCard, startHeadline } from './headline';
import { beginOps } from './ops';
import { chooseOpsUse } from './opsuse';
import { actionRound, endRound, norad } from './round';
import { setupPlace } from './setup-place';
import { spaceAttempt } from './space';
import { endTurn, landed, startTurn } from './turn';
import type { Instr, Pending, TwilightState } from './types';

/** Safety valve: no real sequence comes near this many instructions in one move. */
const MAX_STEPS = 100_000;

type Op = Instr['op'];
type Of<K extends Op> = Extract<Instr, { op: K }>;
type Table = { readonly [K in Op]: (ctx: Working<TwilightState>, ins: Of<K>) => void };

const table: Table = {
  setupPlace: setupPlace,
  startTurn: (ctx) => startTurn(ctx),
  headline: (ctx) => startHeadline(ctx),
  headlineCard: headlineCard,
  actionRound: actionRound,
  endRound: (ctx) => endRound(ctx),
  endTurn: (ctx, ins) => endTurn(ctx, ins.step),
  event: execEvent,
  dispose: (ctx, ins) => dispose(ctx, ins.card, ins.pile),
  ops: beginOps,
  opsUse: chooseOpsUse,
  space: spaceAttempt,
  norad: norad,
  landed: landed,
  card: (ctx, ins) => {
    const def = CARD_DEFS[ins.card];
    if (def) def.run(ctx, ins);
    else ctx.say(`The event of ${card(ins.card).name} is not built yet.`);
  },
};

/** The table as core's machine takes it: every handler gets its own instruction shape. Decisions are set with `wait`. */
export const HANDLERS = table as unknown as Handlers<Working<TwilightState>, Pending>;

/** 10.3.1: 20 VP wins at once, checked between instructions (after all VP of one card are applied). */
function checkVp(ctx: Working<TwilightState>): void {
  const vp = ctx.s.vp;
  if (vp >= 20) endGame(ctx, 1, '{1} reaches 20 VP and wins (10.3.1).');
  else if (vp <= -20) endGame(ctx, 0, '{0} reaches 20 VP and wins (10.3.1).');
}

/** The run ends with the game: endGame empties the stack and clears the pending decision. */
function stop(ctx: Working<TwilightState>): boolean {
  if (!ctx.s.outcome) checkVp(ctx);
  return ctx.s.outcome !== null;
}

/**
 * Runs the rules until a decision is pending, the game is over, or nothing is left to do. Never throws:
 * an unknown instruction or a runaway loop comes back as core's RuleError (the step reports it as an
 * engine fault).
 */
export function proceed(ctx: Working<TwilightState>): RuleError | null {
  return run(ctx.s, ctx, HANDLERS, { limit: MAX_STEPS, stop });
}
