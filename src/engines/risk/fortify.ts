/**
 * Fortify, EndTurn and DrawRandomCard; then the next seat's SetupNextTurn.
 */
import { err, type Seat } from '../core/types';
import { nextAlive, plural, RiskWorking, type Step } from './working';
import { drawCard } from './cards';
import { NEIGHBORS, TERRITORY_COUNT, adjacent, territoryIndex, territoryName } from './graph';
import { beginTurn } from './reinforce';
import { linked } from './borders';
import type { TerritoryId } from './map';
import type { RiskState } from './types';

/** The territories `seat` can fortify from `from`: neighbours it owns, or every own territory linked by own territories. */
export function fortifyTargets(state: Pick<RiskState, 'owner' | 'options'>, seat: Seat, from: number): number[] {
  const owner = state.owner;
  if (state.options.fortify === 'adjacent') return NEIGHBORS[from].filter((n) => owner[n] === seat);
  const seen = new Uint8Array(TERRITORY_COUNT);
  seen[from] = 1;
  const stack = [from];
  const out: number[] = [];
  while (stack.length > 0) {
    const t = stack.pop() as number;
    for (const n of NEIGHBORS[t]) {
      if (seen[n] || owner[n] !== seat) continue;
      seen[n] = 1;
      out.push(n);
      stack.push(n);
    }
  }
  return out;
}

export function applyFortify(state: RiskState, from: TerritoryId, to: TerritoryId, count: number, seat: Seat, quiet = false): Step {
  if (state.phase === 'attack') return err('wrong-phase', 'End the attack before fortifying.');
  if (state.phase !== 'fortify') return err('wrong-phase', 'You cannot fortify now.');
  const f = territoryIndex(from);
  const t = territoryIndex(to);
  if (state.owner[f] !== seat) return err('not-yours', `You do not own ${territoryName(f)}.`);
  if (state.owner[t] !== seat) return err('not-yours', `You do not own ${territoryName(t)}.`);
  if (f === t) return err('same-territory', 'Fortify moves armies between two different territories.');
  if (state.options.fortify === 'adjacent') {
    if (!adjacent(f, t)) return err('not-adjacent', `${territoryName(f)} is not adjacent to ${territoryName(t)}.`);
  } else if (!linked(state.owner, seat, f, t)) {
    return err('not-connected', `${territoryName(f)} and ${territoryName(t)} are not linked by a chain of your territories.`);
  }
  const a = state.armies[f];
  if (a < 2) return err('too-few', `${territoryName(f)} has only 1 army, which must stay.`);
  if (count > a - 1) {
    return err('bad-count', `Move 1 to ${a - 1} armies from ${territoryName(f)}: one must stay.`);
  }
  const ctx = new RiskWorking(state, quiet);
  ctx.s.armies[f] -= count;
  ctx.s.armies[t] += count;
  if (!quiet)
    ctx.sayNaming(
      `{${seat}} fortifies ${territoryName(t)} with ${plural(count, 'army', 'armies')} from ${territoryName(f)}.`,
      [f, t],
      ([seesFrom]) =>
        seesFrom
          ? `{${seat}} fortifies out of ${territoryName(f)} with ${plural(count, 'army', 'armies')}.`
          : `{${seat}} fortifies ${territoryName(t)} with ${plural(count, 'army', 'armies')}.`,
      [],
      `{${seat}} fortifies.`,
    );
  endTurn(ctx, seat);
  return ctx;
}

export function applyEndTurn(state: RiskState, seat: Seat, quiet = false): Step {
  if (state.phase === 'attack') return err('wrong-phase', 'End the attack first; then you may fortify or end the turn.');
  if (state.phase !== 'fortify') return err('wrong-phase', 'You cannot end your turn now.');
  const ctx = new RiskWorking(state, quiet);
  if (!quiet) ctx.say(`{${seat}} ends the turn without fortifying.`);
  endTurn(ctx, seat);
  return ctx;
}

/** EndTurn: a card for a turn with a conquest (DrawRandomCard), then the next seat's turn. */
function endTurn(ctx: RiskWorking, seat: Seat): void {
  if (ctx.s.conquered) drawCard(ctx, seat);
  const next = nextAlive(ctx.s, seat);
  beginTurn(ctx, next);
}
