/**
 * The instruction machine: the state holds a stack of plain-data instructions; `run` pops and
 * executes them until one needs input (a `pending` decision in the state) or the game ends.
 * A decision move is checked against the pending decision and the run continues.
 * Nothing waiting is a closure: the stack and the pending decision are JSON.
 *
 * (Twilight's own machine: core/instructions.ts did not exist when it was written; see README.)
 */
import { endGame, push, say, type Ctx } from './ctx';
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
import type { Instr } from './types';

/** Safety valve: no real sequence comes near this many instructions in one move. */
const MAX_STEPS = 100_000;

export function exec(ctx: Ctx, ins: Instr): void {
  switch (ins.op) {
    case 'setupPlace':
      return setupPlace(ctx, ins);
    case 'startTurn':
      return startTurn(ctx);
    case 'headline':
      return startHeadline(ctx);
    case 'headlineCard':
      return headlineCard(ctx, ins);
    case 'actionRound':
      return actionRound(ctx, ins);
    case 'endRound':
      return endRound(ctx);
    case 'endTurn':
      return endTurn(ctx, ins.step);
    case 'event':
      return execEvent(ctx, ins);
    case 'dispose':
      return dispose(ctx, ins.card, ins.pile);
    case 'ops':
      return beginOps(ctx, ins);
    case 'opsUse':
      return chooseOpsUse(ctx, ins);
    case 'space':
      return spaceAttempt(ctx, ins.side, ins.card);
    case 'norad':
      return norad(ctx, ins);
    case 'landed':
      return landed(ctx, ins);
    case 'card': {
      const def = CARD_DEFS[ins.card];
      if (def) def.run(ctx, ins);
      else say(ctx, `The event of ${card(ins.card).name} is not built yet.`);
      return;
    }
  }
}

/** 10.3.1: 20 VP wins at once, checked between instructions (after all VP of one card are applied). */
function checkVp(ctx: Ctx): void {
  const vp = ctx.s.vp;
  if (vp >= 20) endGame(ctx, 1, '{1} reaches 20 VP and wins (10.3.1).');
  else if (vp <= -20) endGame(ctx, 0, '{0} reaches 20 VP and wins (10.3.1).');
}

export function run(ctx: Ctx): void {
  const s = ctx.s;
  for (let n = 0; !s.pending && !s.outcome && s.stack.length > 0; n++) {
    if (n > MAX_STEPS) throw new Error('Twilight machine: runaway instruction loop');
    exec(ctx, s.stack.pop() as Instr);
    if (!s.outcome) checkVp(ctx);
  }
}

/** Resumes a pick: the continuation runs with the choice made. */
export function resume(ctx: Ctx, then: Instr, choice: string | number): void {
  ctx.s.pending = null;
  push(ctx, { ...then, choice } as Instr);
}
