/**
 * The start of a turn (SetupNextTurn) and placing the new armies (PlaceNewArmies).
 */
import { err, type Seat } from '../core/types';
import { countOwned, plural, RiskWorking, type Step } from './working';
import { fogActive, seatsSeeing } from './fog';
import { hasSet } from './cards';
import { CONTINENT_TABLE, territoryIndex, territoryName } from './graph';
import type { TerritoryId } from './map';
import type { RiskState } from './types';

export interface Reinforcement {
  readonly total: number;
  readonly territories: number;
  /** max(3, floor(territories / 3)) */
  readonly base: number;
  readonly continents: readonly { readonly name: string; readonly bonus: number }[];
}

/** New armies at the start of a turn: max(3, ⌊territories / 3⌋) plus the bonus of every continent held whole. */
export function reinforcement(owner: readonly number[], seat: Seat): Reinforcement {
  const territories = countOwned(owner, seat);
  const base = Math.max(3, Math.floor(territories / 3));
  const continents: { name: string; bonus: number }[] = [];
  let total = base;
  // Plain loops: this runs at the start of every turn.
  for (const c of CONTINENT_TABLE) {
    let whole = true;
    for (let i = 0; i < c.members.length && whole; i++) whole = owner[c.members[i]] === seat;
    if (!whole) continue;
    continents.push({ name: c.name, bonus: c.bonus });
    total += c.bonus;
  }
  return { total, territories, base, continents };
}

export function describeReinforcement(r: Reinforcement): string {
  const parts = [`${r.base} for ${plural(r.territories, 'territory', 'territories')}${r.base === 3 && r.territories < 12 ? ' (the minimum)' : ''}`];
  for (const c of r.continents) parts.push(`${c.bonus} for holding ${c.name}`);
  return parts.join(' + ');
}

/** SetupNextTurn: the seat receives its armies, then trades cards (when it holds a set) or places them. */
export function beginTurn(ctx: RiskWorking, seat: Seat): void {
  const d = ctx.s;
  d.current = seat;
  d.turn += 1;
  d.conquered = false;
  d.forced = false;
  d.battle = null;
  d.bonusTaken = false;
  const r = reinforcement(d.owner, seat);
  ctx.reserveW()[seat] += r.total;
  if (!ctx.quiet) {
    const text = `Turn ${d.turn}: {${seat}} receives ${plural(r.total, 'army', 'armies')}: ${describeReinforcement(r)}.`;
    if (fogActive(d)) ctx.log.push({ text, seat, only: [seat], others: `Turn ${d.turn}: {${seat}} receives their new armies.` });
    else ctx.say(text);
  }
  // Whether the seat is asked to trade depends on its hand, hidden from the seat that ended its turn:
  // with three cards or more (a public count) a set is possible, so passing the turn is a reveal (issue 8).
  if (d.hands[seat].length >= 3) ctx.reveal();
  d.phase = hasSet(d.hands[seat]) ? 'trade' : 'place';
}

export function applyPlace(state: RiskState, territory: TerritoryId, count: number, seat: Seat, quiet = false): Step {
  const t = territoryIndex(territory);
  if (state.phase === 'trade') {
    const n = state.hands[seat].length;
    return err('must-trade', state.forced || n >= 5 ? `You must trade: you hold ${n} cards.` : 'Finish trading first (trade a set or keep your cards).');
  }
  if (state.phase !== 'place') return err('wrong-phase', 'You have no new armies to place now.');
  if (state.owner[t] !== seat) return err('not-yours', `You do not own ${territoryName(t)}.`);
  const left = state.reserve[seat];
  if (count > left) {
    return err('bad-count', `Place between 1 and ${left} armies (you have ${plural(left, 'army', 'armies')} to place).`);
  }
  const ctx = new RiskWorking(state, quiet);
  const d = ctx.s;
  ctx.reserveW()[seat] -= count;
  d.armies[t] += count;
  if (!quiet) {
    const text = `{${seat}} places ${plural(count, 'army', 'armies')} on ${territoryName(t)}`;
    const left = d.reserve[seat];
    if (left > 0 && fogActive(d)) {
      // Under fog the armies left are the placer's to know: neighbours read where, not how many remain.
      ctx.log.push({ text: `${text} (${left} left).`, only: [seat] });
      const others = seatsSeeing(d, [t]).filter((s) => s !== seat);
      if (others.length > 0) ctx.log.push({ text: `${text}.`, only: others });
    } else ctx.sayOn(`${text}${left > 0 ? ` (${left} left)` : ''}.`, [t]);
  }
  if (d.reserve[seat] === 0) d.phase = 'attack';
  return ctx;
}
