/**
 * Hard: the core search (core/search.ts) over sampled orders of the other powers, with the Strategist
 * (bot.ts) as the default policy and the playout policy for every seat.
 *
 * It sees only its seat's view: the board is public, the orders other seats have submitted are not (the
 * view drops them). So every world it thinks in is drawn from the view alone (`determinize`): each other
 * seat that has submitted is given the orders the Strategist would write for its powers on the public
 * board, with fresh noise, and the generator is drawn afresh. A seat that has not submitted yet orders
 * in the playout, by the same policy.
 *
 * A movement phase, where the decision is (every other decision is the Strategist's):
 *  1. Samples `samples` order sets of the other powers (the Strategist's, from the public board).
 *  2. Best response (`bestResponse`): from the Strategist's own orders, each unit in turn tries each
 *     of its useful orders (hold, moves, supports and convoys of its own side) and keeps the one whose
 *     adjudicated result (`judge`: centres held or about to be taken, units kept, their reach) is best
 *     on average over the samples; two passes. A second response is found against half the samples.
 *  3. The search (core `searchStats`) plays out the candidates (the responses and the Strategist's own
 *     orders) to the end of the year in fresh sampled worlds, and plays the best response unless another
 *     candidate scored better by a clear margin (`DEVIATE`), as world conquest's Hard does.
 *
 * The budget is counted (samples, playouts), never timed, so a game replays from its seed on any machine.
 */
import { freshRng } from '../core/rng';
import { searchStats, type SearchBudget, type SearchGame } from '../core/search';
import type { BotPolicy, Seat } from '../core/types';
import { Outlook, strategistBot, strategistOrders } from './bot';
import { adjudicate } from './adjudicate';
import { botVote, leaders } from './ending';
import { diplomacyEngine as E, geoOf, type DiplomacyMove, type DiplomacyState, type SeatOrders } from './engine';
import { legalOrders } from './legal';
import type { Geography } from './map/geography';
import { formatUnit } from './notation/format';
import type { Board, PowerId } from './types';

/** The powers of a seat. */
const powersOf = (s: DiplomacyState, seat: Seat): readonly PowerId[] => s.options.seatPowers[seat] ?? [];

/**
 * A full state consistent with `seat`'s view: each other seat that has submitted is given the
 * Strategist's orders for its powers (from the public board, with `random`'s noise); the generator is
 * drawn afresh. Nothing but the view is read.
 */
export function determinize(v: DiplomacyState, seat: Seat, random: () => number): DiplomacyState {
  const geo = geoOf(v);
  const pending: Record<string, SeatOrders> = {};
  for (const other of v.submitted) {
    if (other === seat) {
      const own = v.pending[String(seat)];
      if (own) pending[String(seat)] = own;
      continue;
    }
    const powers = powersOf(v, other);
    const all = strategistOrders(v.board, powers, random, geo);
    const orders: Partial<Record<PowerId, readonly string[]>> = {};
    for (const p of powers) if (all[p]) orders[p] = all[p];
    pending[String(other)] = orders;
  }
  return { ...v, pending, rng: freshRng(random) };
}

/** Supply centres a set of powers would own if every unit standing on a centre now kept it (after a Fall). */
function projected(board: Board, mine: ReadonlySet<PowerId>, geo: Geography): number {
  const on = new Map<string, PowerId>();
  for (const u of board.units) on.set(u.loc.split('/')[0], u.power);
  let n = 0;
  for (let c = 0; c < geo.provinceCount; c++) {
    if (!geo.supplyCentre[c]) continue;
    const id = geo.provinceIds[c];
    const owner = on.get(id) ?? board.centres[id];
    if (owner && mine.has(owner)) n++;
  }
  return n;
}

/** The seat's evaluation of an unfinished game (0…1): centres it would own, plus a little for its units. */
export function evaluate(s: DiplomacyState, seat: Seat): number {
  const mine = new Set(powersOf(s, seat));
  const units = s.board.units.filter((u) => mine.has(u.power)).length;
  return Math.min(1, (projected(s.board, mine, geoOf(s)) + 0.25 * units) / 20);
}

/** Playouts apply moves through `quietApply` (no log sentences; the same states). */
export const DIPLOMACY_SEARCH: SearchGame<DiplomacyState, DiplomacyMove> = {
  engine: { ...E, apply: E.quietApply },
  determinize,
  policy: strategistBot,
  evaluate,
};

/**
 * How good the board after a movement phase is for `mine`: each centre counted as owned when it is ours
 * and no enemy stands on it, as taken when one of our units stands on it (fully in Fall, when it changes
 * hands, mostly in Spring); each unit not dislodged; a little for how near our units stand to targets.
 */
export function judge(after: Board, dislodged: number, mine: ReadonlySet<PowerId>, fall: boolean, geo: Geography): number {
  // The power of the unit in each province (one unit per province).
  const on: (PowerId | undefined)[] = new Array<PowerId | undefined>(geo.provinceCount);
  const locs: number[] = [];
  for (const u of after.units) {
    const l = geo.location(u.loc);
    locs.push(l);
    on[geo.provinceOf(l)] = u.power;
  }
  const o = new Outlook(after, mine, geo);
  let x = 0;
  for (let c = 0; c < geo.provinceCount; c++) {
    if (!geo.supplyCentre[c]) continue;
    const id = geo.provinceIds[c];
    const owner = after.centres[id];
    const unit = on[c];
    const ours = owner !== undefined && mine.has(owner);
    if (unit !== undefined && mine.has(unit)) x += ours ? 1 : fall ? 1 : 0.7;
    else if (ours) x += unit !== undefined ? (fall ? 0 : 0.35) : 1;
  }
  after.units.forEach((u, i) => {
    if (mine.has(u.power)) x += 0.45 + 0.005 * o.worth(u.type, locs[i]).v;
  });
  x += (fall ? FALL_THREAT : SPRING_THREAT) * threats(after, mine, geo);
  return x - 0.25 * dislodged;
}

/**
 * How much better (in `judge`'s units, averaged over the samples) a unit's other order must do to replace
 * the one it has: a centre or a unit gained in some samples, not a step nearer a target (the Strategist's
 * plan, kept otherwise).
 */
const MARGIN = 0.03;

/** The weight of the next Fall's prospects (`threats`) in a Spring's judgement, and in a Fall's (a year away). */
const SPRING_THREAT = 0.5;
const FALL_THREAT = 0.2;

/**
 * The Fall's prospects after a Spring: each centre not ours that more of our units can reach (or stand
 * on) than its defenders can, +1; each of our centres that more enemy units can reach than ours can, −1.
 */
export function threats(after: Board, mine: ReadonlySet<PowerId>, geo: Geography): number {
  const P = geo.provinceCount;
  const ours = new Uint8Array(P);
  const theirs = new Uint8Array(P);
  for (const u of after.units) {
    const loc = geo.location(u.loc);
    const at = geo.provinceOf(loc);
    const into = mine.has(u.power) ? ours : theirs;
    into[at]++;
    for (const l of (u.type === 'A' ? geo.armyNext : geo.fleetNext)[loc]) {
      const p = geo.provinceOf(l);
      if (p !== at) into[p]++;
    }
  }
  let x = 0;
  for (let c = 0; c < P; c++) {
    if (!geo.supplyCentre[c]) continue;
    const owner = after.centres[geo.provinceIds[c]];
    if (owner !== undefined && mine.has(owner)) {
      if (theirs[c] > ours[c]) x--;
    } else if (ours[c] > theirs[c]) x++;
  }
  return x;
}

/** One of our units and the orders worth trying for it. */
interface Slot {
  readonly power: PowerId;
  readonly index: number;
  readonly orders: readonly string[];
}

/** The orders worth trying per unit: hold, moves, and supports and convoys of our own units. */
function slotsFor(board: Board, powers: readonly PowerId[], geo: Geography): Slot[] {
  const ours = new Set<string>();
  for (const u of board.units) if (powers.includes(u.power)) ours.add(formatUnit(u, geo));
  const out: Slot[] = [];
  for (const p of powers) {
    legalOrders(board, p, geo).forEach((opt, index) => {
      if (!opt.unit) return;
      const orders = opt.orders.filter((o) => {
        const s = o.indexOf(' S ');
        const c = o.indexOf(' C ');
        const k = s >= 0 ? s : c;
        if (k < 0) return true;
        const target = o.slice(k + 3).split(' - ')[0];
        return ours.has(target);
      });
      out.push({ power: p, index, orders });
    });
  }
  return out;
}

/** The province a move order goes to ("A Par - Bur" → "bur"); null for any other order. */
function destination(order: string): string | null {
  if (order.includes(' S ') || order.includes(' C ')) return null;
  const m = / - ([A-Za-z]{3})/.exec(order);
  return m ? m[1].toLowerCase() : null;
}

/**
 * Our orders that do best, on average over the sampled orders of the others (`samples`), by `judge`
 * after the phase is adjudicated: from `start`, each unit in turn takes its best order; `passes` rounds.
 */
export function bestResponse(
  board: Board,
  powers: readonly PowerId[],
  start: SeatOrders,
  samples: readonly SeatOrders[],
  geo: Geography,
  passes = 2,
): SeatOrders {
  const mine = new Set(powers);
  const fall = board.season === 'fall';
  const current: Partial<Record<PowerId, string[]>> = {};
  for (const p of powers) if (start[p]) current[p] = [...start[p]!];
  const slots = slotsFor(board, powers, geo).filter((s) => current[s.power] && s.index < current[s.power]!.length);
  const value = (): number => {
    let total = 0;
    for (const other of samples) {
      const r = adjudicate(board, { ...other, ...current }, geo);
      if (!r.ok || !('dislodged' in r.value)) continue;
      const dis = r.value.dislodged.filter((d) => mine.has(d.unit.power)).length;
      total += judge(r.value.board, dis, mine, fall, geo);
    }
    return total / Math.max(1, samples.length);
  };
  let best = value();
  for (let pass = 0; pass < passes; pass++) {
    let changed = false;
    for (const slot of slots) {
      const list = current[slot.power]!;
      const keep = list[slot.index];
      let top = keep;
      // Where our other units move: never a second one into the same province (it would only bounce).
      const taken = new Set<string>();
      for (const p of powers) current[p]?.forEach((o, i) => (p !== slot.power || i !== slot.index) && destination(o) && taken.add(destination(o)!));
      for (const order of slot.orders) {
        if (order === keep) continue;
        const to = destination(order);
        if (to && taken.has(to)) continue;
        list[slot.index] = order;
        const v = value();
        if (v > best + MARGIN) {
          best = v;
          top = order;
        }
      }
      list[slot.index] = top;
      if (top !== keep) changed = true;
    }
    // Supported attacks: a move on a centre not ours together with another unit's support of it
    // (neither alone may gain anything, so single changes never find the pair).
    for (const a of slots) {
      for (const move of a.orders) {
        const to = destination(move);
        if (!to || !geo.supplyCentre[geo.province(to)] || mine.has(board.centres[to] as PowerId)) continue;
        const la = current[a.power]!;
        if (la[a.index] === move) continue;
        let clash = false;
        for (const p of powers) current[p]?.forEach((o, i) => (clash ||= (p !== a.power || i !== a.index) && destination(o) === to));
        if (clash) continue;
        for (const b of slots) {
          if (b === a) continue;
          const support = b.orders.find((o) => o.endsWith(` S ${move}`));
          if (!support) continue;
          const lb = current[b.power]!;
          const keepA = la[a.index];
          const keepB = lb[b.index];
          la[a.index] = move;
          lb[b.index] = support;
          const v = value();
          if (v > best + MARGIN) {
            best = v;
            changed = true;
            break;
          }
          la[a.index] = keepA;
          lb[b.index] = keepB;
        }
      }
    }
    if (!changed) break;
  }
  return current;
}

/** The Hard bot's counted budget: samples of the others' orders for the best response, and playouts. */
export interface HardBudget {
  /** Sampled order sets of the other powers the best response is judged against. */
  readonly samples: number;
  /** Best-response passes over our units. */
  readonly passes: number;
  /** Playouts of the search among the candidates (0: play the best response). */
  readonly playouts: number;
  /** Decisions a playout runs before the evaluation. */
  readonly depth: number;
}

/**
 * The default: about 0.25 s of CPU per movement phase on the development machine (`npm run bench --
 * diplomacy-hard`: 89 playouts of 14 decisions per CPU-second), well within the 2 s a phase may take.
 */
export const HARD_BUDGET: HardBudget = { samples: 8, passes: 2, playouts: 9, depth: 14 };

/** How much better another candidate must score than the best response to be played instead (two standard errors at a spread of 0.05). */
export const DEVIATE = { spread: 0.05, minVisits: 3 };

/** One sample of what the other seats order now: the Strategist's orders for each seat's powers, from the public board. */
function othersOrders(v: DiplomacyState, seat: Seat, random: () => number): SeatOrders {
  const geo = geoOf(v);
  const out: Partial<Record<PowerId, readonly string[]>> = {};
  v.options.seatPowers.forEach((powers, other) => {
    if (other !== seat && powers.length) Object.assign(out, strategistOrders(v.board, powers, random, geo));
  });
  return out;
}

/** The orders of a movement phase for `seat`'s powers (the search); `orders` is the Strategist's set as given. */
function movementOrders(v: DiplomacyState, seat: Seat, given: SeatOrders, random: () => number, budget: HardBudget): SeatOrders {
  const geo = geoOf(v);
  const powers = (Object.keys(given) as PowerId[]).filter((p) => powersOf(v, seat).includes(p));
  const strategist = strategistOrders(v.board, powers, random, geo);
  const samples = Array.from({ length: budget.samples }, () => othersOrders(v, seat, random));
  const br = bestResponse(v.board, powers, strategist, samples, geo, budget.passes);
  if (budget.playouts <= 0) return br;
  const half = samples.length > 1 ? bestResponse(v.board, powers, strategist, samples.slice(0, samples.length >> 1), geo, budget.passes) : br;
  const key = (o: SeatOrders) => JSON.stringify(o);
  const candidates: SeatOrders[] = [br];
  for (const c of [strategist, half]) if (!candidates.some((x) => key(x) === key(c))) candidates.push(c);
  if (candidates.length === 1) return br;
  const moves: DiplomacyMove[] = candidates.map((orders) => ({ kind: 'orders', orders }));
  const sb: SearchBudget = { iterations: budget.playouts, depth: budget.depth };
  const { arms } = searchStats(DIPLOMACY_SEARCH, v, seat, moves, random, sb);
  const first = arms[0];
  let pick = first;
  for (const a of arms.slice(1)) {
    const n = Math.min(a.visits, first.visits);
    if (n >= DEVIATE.minVisits && a.mean > pick.mean && a.mean - first.mean > (2 * DEVIATE.spread) / Math.sqrt(n)) pick = a;
  }
  return candidates[arms.indexOf(pick)];
}

/**
 * Hard's draw vote: the Strategist's (yes once stalemated, `botVote`), except that a seat owning more
 * centres than any other refuses (withdraws its yes): the game goes on to the last year or a solo, which
 * it leads, rather than end shared by every survivor.
 */
export function hardVote(v: DiplomacyState, seat: Seat): { readonly draw?: boolean } {
  const lead = leaders(v.board, v.options);
  if (lead.seats.length === 1 && lead.seats[0] === seat) return { draw: false };
  return botVote(v.quietYears ?? 0);
}

/** Hard, with a counted budget (default `HARD_BUDGET`). */
export function hardPolicy(budget: HardBudget = HARD_BUDGET): BotPolicy<DiplomacyState, DiplomacyMove> {
  return (v, seat, legal, random) => {
    const given = legal.find((m) => m.kind === 'orders');
    if (!given || given.kind !== 'orders' || v.board.phase !== 'movement') return strategistBot(v, seat, legal, random);
    const chosen = movementOrders(v, seat, given.orders, random, budget);
    const orders: Partial<Record<PowerId, readonly string[]>> = {};
    for (const p of Object.keys(given.orders) as PowerId[]) orders[p] = chosen[p] ?? given.orders[p] ?? [];
    return { kind: 'orders', orders, ...hardVote(v, seat) };
  };
}
