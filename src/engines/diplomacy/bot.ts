/**
 * "Strategist": a plain, sound Diplomacy policy, as a decent beginner plays it, with no lookahead.
 *
 * Supply centres are targets: neutral ones high, enemy ones a little lower, own ones only when an
 * enemy unit could walk in (then they must be held, support-held or re-entered; more so in Fall,
 * when ownership changes). A unit standing at some location is worth the best target value
 * discounted by its distance (army graph, with convoy crossings at a cost; fleet graph for fleets).
 * Movement assigns units greedily, best (unit, order) first: a claimed target loses most of its
 * value for the others, no two own units end in one province, and a unit only enters an own
 * unit's province once that unit has been ordered out. Then idle units support the attacks on
 * defended or contested provinces and the holds of threatened centres. The only convoys are the
 * obvious one-fleet crossings. Retreats go to the best-valued free place; builds go to the home
 * centres nearest the action, armies or fleets by each power's taste; disbands drop the units
 * farthest from it. Every order is written in notation and kept only when `legalOrders` offers it.
 */
import type { BotPolicy } from '../core/types';
import { adjustmentOf } from './board';
import type { DiplomacyMove, DiplomacyState, SeatOrders } from './engine';
import { botVote } from './ending';
import { legalOrders } from './legal';
import type { Geography } from './map/geography';
import { geographyOf } from './map/variant';
import { formatLocation, formatUnit } from './notation/format';
import type { Board, PowerId, Unit, UnitType } from './types';

const FAR = 99;
const GAMMA = 0.55;
/** GAMMA ** d for every distance d < FAR. */
const DISCOUNT = Float64Array.from({ length: FAR }, (_, d) => GAMMA ** d);
/** The share of fleets each power aims at when it builds. */
const FLEET_SHARE: Record<PowerId, number> = { ENG: 0.7, TUR: 0.45, ITA: 0.45, FRA: 0.4, RUS: 0.3, GER: 0.3, AUS: 0.2 };

interface Tables {
  /** Province × province: army moves, a crossing by sea costing one more than its sea steps. */
  readonly army: Uint8Array;
  /** Location × province: fleet moves. */
  readonly fleet: Uint8Array;
}

let cached: { geo: Geography; t: Tables } | null = null;

/** Distance tables of a map, computed once (a few milliseconds). */
function tables(geo: Geography): Tables {
  if (cached?.geo === geo) return cached.t;
  const P = geo.provinceCount;
  const L = geo.locationCount;
  const army = new Uint8Array(P * P).fill(FAR);
  for (let s = 0; s < P; s++) {
    if (geo.isSea(s)) continue;
    // Dijkstra with small integer costs: land steps 1, embarking 2, sea steps and landing 1.
    const d = new Int32Array(P).fill(FAR);
    const done = new Uint8Array(P);
    d[s] = 0;
    for (;;) {
      let u = -1;
      for (let i = 0; i < P; i++) if (!done[i] && d[i] < FAR && (u < 0 || d[i] < d[u])) u = i;
      if (u < 0) break;
      done[u] = 1;
      const relax = (v: number, c: number) => {
        if (d[u] + c < d[v]) d[v] = d[u] + c;
      };
      if (!geo.isSea(u)) for (const v of geo.armyNext[u]) relax(v, 1);
      if (geo.isSea(u) || geo.isShore(u))
        for (const v of geo.fleetNeighbours(u)) if (geo.isSea(v) || (geo.isSea(u) && geo.isShore(v))) relax(v, geo.isSea(u) ? 1 : 2);
    }
    for (let i = 0; i < P; i++) army[s * P + i] = geo.isSea(i) ? FAR : d[i];
  }
  const fleet = new Uint8Array(L * P).fill(FAR);
  for (let s = 0; s < L; s++) {
    if (geo.fleetNext[s].length === 0) continue;
    const d = new Int16Array(L).fill(-1);
    const queue = [s];
    d[s] = 0;
    for (let i = 0; i < queue.length; i++) {
      const u = queue[i];
      const p = geo.provinceOf(u);
      if (d[u] < fleet[s * P + p]) fleet[s * P + p] = d[u];
      for (const v of geo.fleetNext[u]) {
        if (d[v] >= 0) continue;
        d[v] = d[u] + 1;
        queue.push(v);
      }
    }
  }
  cached = { geo, t: { army, fleet } };
  return cached.t;
}

/** What the bot knows of a position, from the side of a seat's powers. */
export class Outlook {
  readonly P: number;
  readonly t: Tables;
  /** Target value of each province (supply centres only). */
  readonly val: Float64Array;
  readonly ownCentre: Uint8Array;
  /** How many enemy units could move into each province. */
  readonly reach: Uint8Array;
  /** The unit in each province (index in board.units), or -1. */
  readonly occ: Int16Array;
  readonly targets: number[] = [];
  readonly fall: boolean;

  constructor(
    readonly board: Board,
    readonly own: ReadonlySet<PowerId>,
    readonly geo: Geography,
  ) {
    const P = (this.P = geo.provinceCount);
    this.t = tables(geo);
    this.fall = board.season === 'fall';
    this.val = new Float64Array(P);
    this.ownCentre = new Uint8Array(P);
    this.reach = new Uint8Array(P);
    this.occ = new Int16Array(P).fill(-1);
    // Each enemy unit counts once in each province it could enter (a fleet may reach two coasts of one).
    const seen = new Int16Array(P).fill(-1);
    board.units.forEach((u, i) => {
      const loc = geo.location(u.loc);
      this.occ[geo.provinceOf(loc)] = i;
      if (own.has(u.power)) return;
      for (const l of (u.type === 'A' ? geo.armyNext : geo.fleetNext)[loc]) {
        const p = geo.provinceOf(l);
        if (seen[p] === i) continue;
        seen[p] = i;
        this.reach[p]++;
      }
    });
    for (let c = 0; c < P; c++) {
      if (!geo.supplyCentre[c]) continue;
      const owner = board.centres[geo.provinceIds[c]];
      const enemyIn = this.occ[c] >= 0 && !own.has(board.units[this.occ[c]].power);
      if (owner && own.has(owner)) {
        this.ownCentre[c] = 1;
        this.val[c] = enemyIn ? (this.fall ? 12 : 6) : this.reach[c] > 0 ? (this.fall ? 20 : 3.5) : 0;
      } else this.val[c] = owner ? 7 : 10;
      if (this.val[c] > 0) this.targets.push(c);
    }
  }

  dist(type: UnitType, loc: number, prov: number): number {
    return type === 'A' ? this.t.army[this.geo.provinceOf(loc) * this.P + prov] : this.t.fleet[loc * this.P + prov];
  }

  /** The worth of a unit standing at `loc`: its best target, discounted by distance. */
  worth(type: UnitType, loc: number, val: Float64Array = this.val): { v: number; target: number; d: number } {
    let v1 = 0;
    let target = -1;
    let d1 = FAR;
    let second = 0;
    const targets = this.targets;
    for (let i = 0; i < targets.length; i++) {
      const c = targets[i];
      if (val[c] <= 0) continue;
      const d = this.dist(type, loc, c);
      if (d >= FAR) continue;
      let v = val[c] * DISCOUNT[d];
      if (this.fall) v *= d === 0 ? (this.ownCentre[c] ? 1 : 1.6) : 0.8;
      if (v > v1) {
        second = v1;
        v1 = v;
        target = c;
        d1 = d;
      } else if (v > second) second = v;
    }
    // A place near two targets is worth a little more than one near a single target.
    return { v: v1 + 0.25 * second, target, d: d1 };
  }

  enemyAt(p: number): boolean {
    return this.occ[p] >= 0 && !this.own.has(this.board.units[this.occ[p]].power);
  }
}

interface Mine {
  readonly unit: Unit;
  readonly loc: number;
  readonly prov: number;
  readonly text: string;
  readonly legal: ReadonlySet<string>;
  readonly fallback: string;
  order: string | null;
  kind: 'hold' | 'move' | 'convoy' | 'support';
  /** The province where the unit means to stand after the phase. */
  end: number;
  v: number;
  /** Whether the order takes or keeps a target this very phase (not to be given up for a support). */
  urgent: boolean;
}

interface Choice {
  m: Mine;
  order: string;
  kind: Mine['kind'];
  end: number;
  v: number;
  target: number;
  d: number;
  fleet?: { f: Mine; order: string };
}

const place = (geo: Geography, loc: number) => formatLocation(geo.locationIds[loc], geo);

function movement(o: Outlook, powers: readonly PowerId[], random: () => number): SeatOrders {
  const { geo, board } = o;
  const mine: Mine[] = [];
  for (const p of powers) {
    for (const opt of legalOrders(board, p, geo)) {
      if (!opt.unit) continue;
      const loc = geo.location(opt.unit.loc);
      mine.push({
        unit: opt.unit,
        loc,
        prov: geo.provinceOf(loc),
        text: formatUnit(opt.unit, geo),
        legal: new Set(opt.orders),
        fallback: opt.orders[0],
        order: null,
        kind: 'hold',
        end: -1,
        v: 0,
        urgent: false,
      });
    }
  }
  const ownAt = new Map(mine.map((m) => [m.prov, m]));
  const claimed = new Uint8Array(o.P);
  const val = Float64Array.from(o.val);
  const free = (p: number) => !claimed[p] && !(ownAt.get(p)?.order === null);
  const noise = () => 0.95 + 0.1 * random();

  // Each unit's candidate orders, written and checked against `legalOrders` once; which of them are open
  // (a free province, a fleet not yet ordered) is read at each round of the greedy choice below.
  interface Step {
    readonly l: number;
    readonly p: number;
    readonly order: string;
  }
  interface Crossing {
    readonly f: Mine;
    readonly d: number;
    readonly order: string;
    readonly fo: string;
  }
  const stepsOf = new Map<Mine, { steps: Step[]; crossings: Crossing[] }>();
  const candidates = (m: Mine) => {
    let c = stepsOf.get(m);
    if (c) return c;
    const steps: Step[] = [];
    for (const l of (m.unit.type === 'A' ? geo.armyNext : geo.fleetNext)[m.loc]) {
      const order = `${m.text} - ${place(geo, l)}`;
      if (m.legal.has(order)) steps.push({ l, p: geo.provinceOf(l), order });
    }
    const crossings: Crossing[] = [];
    if (m.unit.type === 'A' && geo.isShore(m.prov)) {
      for (const f of mine) {
        if (f.unit.type !== 'F' || !geo.isSea(f.prov) || !geo.fleetBorder(f.prov, m.prov)) continue;
        for (const d of geo.fleetNeighbours(f.prov)) {
          if (d === m.prov || !geo.isShore(d) || geo.adjacent('A', m.loc, d)) continue;
          const order = `${m.text} - ${place(geo, d)}`;
          const fo = `${f.text} C ${m.text} - ${place(geo, d)}`;
          if (m.legal.has(order) && f.legal.has(fo)) crossings.push({ f, d, order, fo });
        }
      }
    }
    stepsOf.set(m, (c = { steps, crossings }));
    return c;
  };

  /**
   * Scores unit m's open orders (hold, moves, one-fleet crossings, in that order: each draws its noise in
   * turn) and returns the best of them and `best` (the earlier one on a tie).
   */
  const options = (m: Mine, best: Choice | null): Choice | null => {
    const score = (order: string, kind: Mine['kind'], end: number, loc: number, fleet?: Crossing) => {
      const w = o.worth(m.unit.type, loc, val);
      let v = w.v;
      if (kind !== 'hold') {
        // Leaving a threatened own centre empties it (no one may enter before this unit is ordered).
        if (o.ownCentre[m.prov]) v -= o.val[m.prov];
        if (o.enemyAt(end)) v *= mine.some((s) => s !== m && s !== fleet?.f && geo.reaches(s.unit.type, s.loc, end)) ? 0.85 : 0.4;
        else if (o.reach[end] > 0 && geo.supplyCentre[end] && !o.ownCentre[end]) v *= 0.9;
      }
      v *= noise();
      if (!best || v > best.v) best = { m, order, kind, end, v, target: w.target, d: w.d, ...(fleet ? { fleet: { f: fleet.f, order: fleet.fo } } : {}) };
    };
    score(`${m.text} H`, 'hold', m.prov, m.loc);
    const { steps, crossings } = candidates(m);
    for (const x of steps) if (free(x.p)) score(x.order, 'move', x.p, x.l);
    for (const x of crossings) if (x.f.order === null && free(x.d)) score(x.order, 'move', x.d, x.d, x);
    return best;
  };

  for (;;) {
    let best: Choice | null = null;
    for (const m of mine) {
      if (m.order !== null) continue;
      best = options(m, best);
    }
    if (!best) break;
    const { m } = best;
    Object.assign(m, { order: best.order, kind: best.kind, end: best.end, v: best.v, urgent: best.d === 0 && best.v > 0 });
    claimed[best.end] = 1;
    if (best.fleet) {
      Object.assign(best.fleet.f, { order: best.fleet.order, kind: 'convoy', end: best.fleet.f.prov, urgent: true });
      claimed[best.fleet.f.prov] = 1;
    }
    if (best.target >= 0) val[best.target] = best.d === 0 ? 0 : val[best.target] * 0.35;
  }

  // Supports: units that stay anyway, or only travel, back the attacks on held or contested
  // provinces, then the holds of threatened centres (a supporting unit stays where it is).
  const entering = new Set(mine.filter((m) => m.kind === 'move').map((m) => m.end));
  const idle = (s: Mine) => s.kind === 'hold' || (s.kind === 'move' && !s.urgent && !entering.has(s.prov));
  const backUp = (m: Mine, what: string) => {
    const helpers = mine.filter((s) => s !== m && idle(s) && s.legal.has(`${s.text} S ${what}`)).sort((a, b) => a.v - b.v);
    const s = helpers[0];
    if (!s) return;
    Object.assign(s, { order: `${s.text} S ${what}`, kind: 'support', end: s.prov, urgent: true });
  };
  const attacks = mine.filter((m) => m.kind === 'move' && (o.enemyAt(m.end) || (geo.supplyCentre[m.end] && o.reach[m.end] > 0))).sort((a, b) => b.v - a.v);
  for (const m of attacks) backUp(m, `${m.text} - ${place(geo, m.end)}`);
  for (const m of mine) if ((m.kind === 'hold' || m.kind === 'support') && o.ownCentre[m.prov] && o.reach[m.prov] > 0) backUp(m, m.text);

  const out: Partial<Record<PowerId, string[]>> = {};
  for (const m of mine) (out[m.unit.power] ??= []).push(m.order !== null && m.legal.has(m.order) ? m.order : m.fallback);
  return out;
}

function retreats(o: Outlook, powers: readonly PowerId[]): SeatOrders {
  const { geo, board } = o;
  const taken = new Set<number>();
  const out: Partial<Record<PowerId, string[]>> = {};
  for (const p of powers) {
    for (const opt of legalOrders(board, p, geo)) {
      if (!opt.unit) continue;
      const u = opt.unit;
      let best = { v: -Infinity, order: opt.orders[0], prov: -1 };
      for (const l of board.dislodged.find((d) => d.unit.loc === u.loc && d.unit.power === u.power)?.retreats ?? []) {
        const loc = geo.location(l);
        const prov = geo.provinceOf(loc);
        const order = `${formatUnit(u, geo)} R ${place(geo, loc)}`;
        if (taken.has(prov) || !opt.orders.includes(order)) continue;
        const v = o.worth(u.type, loc).v + (o.ownCentre[prov] ? 1 : 0) - o.reach[prov] * 0.2;
        if (v > best.v) best = { v, order, prov };
      }
      if (best.prov >= 0) taken.add(best.prov);
      (out[p] ??= []).push(best.order);
    }
  }
  return out;
}

function adjustments(o: Outlook, powers: readonly PowerId[]): SeatOrders {
  const { geo, board } = o;
  const out: Partial<Record<PowerId, string[]>> = {};
  for (const p of powers) {
    const opts = legalOrders(board, p, geo);
    if (opts.length === 0) continue;
    const { delta, buildSites } = adjustmentOf(board, p, geo);
    const units = board.units.filter((u) => u.power === p);
    if (delta < 0) {
      const legal = new Set(opts.flatMap((x) => x.orders));
      const ranked = units.map((u) => ({ u, v: o.worth(u.type, geo.location(u.loc)).v })).sort((a, b) => a.v - b.v);
      out[p] = ranked
        .map((r) => `Disband ${formatUnit(r.u, geo)}`)
        .filter((s) => legal.has(s))
        .slice(0, -delta);
      continue;
    }
    const legal = new Set(opts[0].orders);
    let fleets = units.filter((u) => u.type === 'F').length;
    let total = units.length;
    const sites = buildSites.map((s) => geo.province(s));
    const orders: string[] = [];
    for (let k = 0; k < opts.length; k++) {
      let best: { v: number; order: string; site: number; fleet: boolean } | null = null;
      const share = total > 0 ? fleets / total : 0;
      for (const site of sites) {
        const spots: [UnitType, number][] = [['A', site], ...geo.fleetLocations[site].map((l): [UnitType, number] => ['F', l])];
        for (const [type, loc] of spots) {
          const order = `Build ${type} ${place(geo, loc)}`;
          if (!legal.has(order)) continue;
          if (type === 'F' && !Array.from(geo.fleetNext[loc]).some((l) => geo.isSea(geo.provinceOf(l)))) continue;
          const w = o.worth(type, loc);
          if (w.target < 0) continue;
          const v = w.v + 4 * (type === 'F' ? FLEET_SHARE[p] - share : share - FLEET_SHARE[p]);
          if (!best || v > best.v) best = { v, order, site, fleet: type === 'F' };
        }
      }
      if (!best) break;
      orders.push(best.order);
      sites.splice(sites.indexOf(best.site), 1);
      total++;
      if (best.fleet) fleets++;
    }
    out[p] = orders.length ? orders : ['Waive'];
  }
  return out;
}

/** The orders of a seat's powers now (every order one that `legalOrders` offers). */
export function strategistOrders(board: Board, powers: readonly PowerId[], random: () => number, geo: Geography): SeatOrders {
  const o = new Outlook(board, new Set(powers), geo);
  if (board.phase === 'movement') return movement(o, powers, random);
  if (board.phase === 'retreat') return retreats(o, powers);
  return adjustments(o, powers);
}

/**
 * The Strategist: orders for every power of the seat that has something to order; in a movement
 * phase it votes for a draw when the position is stalemated (ending.ts: no centre changed hands
 * in the last two years), and otherwise leaves its vote unsaid (no).
 */
export const strategistBot: BotPolicy<DiplomacyState, DiplomacyMove> = (view, seat, legal, random) => {
  const given = legal.find((m) => m.kind === 'orders');
  if (!given || given.kind !== 'orders') return legal[0];
  const powers = Object.keys(given.orders) as PowerId[];
  const all = strategistOrders(view.board, view.options.seatPowers[seat] ?? powers, random, geographyOf(view.options.variant));
  const orders: Partial<Record<PowerId, readonly string[]>> = {};
  for (const p of powers) orders[p] = all[p] ?? given.orders[p] ?? [];
  return view.board.phase === 'movement' ? { kind: 'orders', orders, ...botVote(view.quietYears ?? 0) } : { kind: 'orders', orders };
};
