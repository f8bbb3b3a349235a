/**
 * Operations granted by an event or paired with one (Olympic boycott, CIA Created, UN Intervention):
 * the player first chooses how to use them (influence, realignment or a coup; never the space race,
 * aasmith Ruling #6; `uses` narrows the choice, e.g. KAL-007 and Glasnost: influence or realignment),
 * then spends them like card ops.
 */
import { wait } from './draft';
import { push } from '../core/instructions';
import type { Working } from '../core/working';
import { usableWays } from './ops';
import type { Instr, OpsUse, TwilightState } from './types';

export function chooseOpsUse(ctx: Working<TwilightState>, ins: Extract<Instr, { op: 'opsUse' }>): void {
  const s = ctx.s;
  if (ins.answer !== undefined) return push(ctx.s, { op: 'ops', side: ins.side, use: ins.answer as OpsUse, card: ins.card, fixed: ins.fixed });
  const ways = usableWays(s, ins.side, ins.card, ins.fixed).filter((u) => !ins.uses || ins.uses.includes(u));
  if (ways.length === 0) return ctx.say(`{${ins.side}} has no legal use for these operations.`, ins.side);
  if (ways.length === 1) return push(ctx.s, { op: 'ops', side: ins.side, use: ways[0], card: ins.card, fixed: ins.fixed });
  wait(ctx, { kind: 'pick', seat: ins.side, text: `{${ins.side}}: use the operations for influence, realignment or a coup?`, options: ways, then: ins });
}
