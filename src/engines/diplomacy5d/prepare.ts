import type { Geography } from '../diplomacy/map/geography';
import { convoyReachable, necessaryFleets } from '../diplomacy/movement/convoy';
import { CONVOY, HOLD, MOVE, SUPPORT_HOLD, SUPPORT_MOVE } from '../diplomacy/movement/prepare';
import type { Situation } from '../diplomacy/movement/prepare';
import { POWERS } from '../diplomacy/types';
import type { Unit } from '../diplomacy/types';
import type { MultiTopology } from './topology';
import type { MBoard, MOrder, MPlace, PowerId } from './types';

/** The empty list shared by every unit and province with nothing in it (frozen: never pushed to). */
const NONE = Object.freeze([]) as unknown as number[];
const add = (lists: number[][], i: number, x: number) => (lists[i] === NONE ? (lists[i] = [x]) : lists[i].push(x));

/** An order given to a unit of the round, with why it cannot be carried out (null: usable). */
export interface Assigned {
  readonly order: MOrder;
  readonly power: PowerId;
  /** Given this round (false: recorded earlier, adjudicated again). */
  readonly fresh: boolean;
  problem: string | null;
}

/** The round's units and orders as the index arrays the decision algorithm reads (see diplomacy/movement/prepare.ts). */
export interface MSituation extends Omit<Situation, 'geo' | 'entryOf' | 'entries' | 'topo'> {
  readonly topo: MultiTopology;
  /** Unit → its board number. */
  readonly board: Int32Array;
  /** Board number → its first unit; unit range of board b is first[b] … first[b+1]−1. */
  readonly first: Int32Array;
  readonly assigned: readonly (Assigned | null)[];
}

/**
 * Reads the orders of a round against the boards taking part: finds each order's unit, checks it
 * against positions (2023 rules, as the classic adjudicator, with the multiverse's borders), matches
 * supports and convoys to what their units do. An order naming a unit that is not there (yet) is
 * void for now: it may become valid when a later round brings that unit (a "Jurassic" convoy).
 */
export function prepare5(boards: readonly MBoard[], orders: readonly { order: MOrder; power: PowerId; fresh: boolean }[], topo: MultiTopology, anyPowerIntent = false): MSituation {
  const geo: Geography = topo.geo;
  const P = topo.P;
  const L = topo.L;
  // Timeline → turn → board number of the round.
  const boardNo: number[][] = [];
  boards.forEach((b, i) => ((boardNo[b.tl] ??= [])[b.turn] = i));
  const first = new Int32Array(boards.length + 1);
  const units: Unit[] = [];
  const ub: number[] = [];
  boards.forEach((b, i) => {
    first[i] = units.length;
    for (const u of b.units) {
      units.push(u);
      ub.push(i);
    }
  });
  first[boards.length] = units.length;
  const n = units.length;
  const power = new Int8Array(n);
  const loc = new Int32Array(n) as unknown as Int16Array;
  const board = Int32Array.from(ub);
  const isFleet = new Uint8Array(n);
  const occupant = new Int32Array(topo.provinceCount).fill(-1) as unknown as Int16Array;
  const provArr = new Int32Array(n);
  const unitText: string[] = [];
  for (let u = 0; u < n; u++) {
    const unit = units[u];
    power[u] = POWERS.indexOf(unit.power);
    const l = geo.location(unit.loc);
    loc[u] = ub[u] * L + l;
    provArr[u] = ub[u] * P + geo.provinceOf(l);
    isFleet[u] = unit.type === 'F' ? 1 : 0;
    occupant[provArr[u]] = u;
    unitText.push(`${unit.type} ${unit.loc}`);
  }
  const gprov = (pl: MPlace): number => {
    const b = boardNo[pl.tl]?.[pl.turn];
    const p = geo.province(pl.province);
    return b === undefined || p < 0 ? -1 : b * P + p;
  };
  const unitAt = (pl: MPlace): number => {
    const g = gprov(pl);
    return g < 0 ? -1 : occupant[g];
  };
  const seaFleet = (g: number) => occupant[g] >= 0 && isFleet[occupant[g]] === 1 && topo.isSea(g);
  // Connected groups of fleets at sea (through every border of the multiverse): an army can be
  // carried from A to B by the fleets standing now exactly when some group borders both.
  const group = new Int32Array(topo.provinceCount).fill(-1);
  let groups = 0;
  for (let u = 0; u < n; u++) {
    const g0 = provArr[u];
    if (!seaFleet(g0) || group[g0] >= 0) continue;
    const stack = [g0];
    group[g0] = groups;
    while (stack.length) {
      const g = stack.pop()!;
      for (const q of topo.fleetNeighbours(g)) {
        if (group[q] < 0 && seaFleet(q)) {
          group[q] = groups;
          stack.push(q);
        }
      }
    }
    groups++;
  }
  const groupsBy = (g: number): number[] => topo.fleetNeighbours(g).filter((q) => group[q] >= 0).map((q) => group[q]);
  const carried = (from: number, to: number): boolean => {
    const a = groupsBy(from);
    return a.length > 0 && groupsBy(to).some((x) => a.includes(x));
  };
  /**
   * Whether the fleets standing, fleet `except` left out, could carry an army from `from` to `to`.
   * The same as a search through every fleet but `except`; the groups answer most cases at once.
   */
  const carriedWithout = (from: number, to: number, except: number): boolean => {
    const a = groupsBy(from);
    const both = groupsBy(to).filter((x) => a.includes(x));
    if (both.length === 0) return false;
    // A group that carries it without holding `except` carries it still.
    if (group[except] < 0 || both.some((x) => x !== group[except])) return true;
    // Within the army's and the destination's boards first (most chains lie there), then anywhere.
    const g = group[except];
    const b1 = Math.floor(from / P);
    const b2 = Math.floor(to / P);
    const near = (p: number) => Math.floor(p / P) === b1 || Math.floor(p / P) === b2;
    return convoyReachable(topo, from, to, (p) => p !== except && group[p] === g && near(p)) || convoyReachable(topo, from, to, (p) => p !== except && group[p] === g);
  };

  const assigned: (Assigned | null)[] = new Array(n).fill(null);
  const kind = new Uint8Array(n);
  const dest = new Int32Array(n).fill(-1);
  const destLoc = new Int32Array(n).fill(-1);
  const target = new Int32Array(n).fill(-1);
  const convoyed = new Uint8Array(n);
  const landAdjacent = new Uint8Array(n);

  // 1. Assign orders to units.
  const pending: { a: Assigned; u: number }[] = [];
  for (const g of orders) {
    const o = g.order;
    const a: Assigned = { order: o, power: g.power, fresh: g.fresh, problem: null };
    if (o.kind === 'build' || o.kind === 'waive' || o.kind === 'retreat' || o.kind === 'disband') continue;
    const u = unitAt(o.unit);
    if (u < 0) continue;
    if (units[u].power !== g.power) a.problem = `${unitText[u]} is not a unit of ${g.power}`;
    else if (o.type && o.type !== units[u].type) a.problem = `the unit there is ${units[u].type === 'A' ? 'an army' : 'a fleet'}`;
    else if (assigned[u]) continue;
    assigned[u] = a;
    if (!a.problem) pending.push({ a, u });
  }

  // 2. Legality against positions.
  const checkMove = (u: number, to: MPlace, via: boolean, setKind: boolean, exceptFleet = -1): string | true => {
    const d = gprov(to);
    if (d < 0) return 'that board does not exist or is not part of this round';
    if (d === provArr[u]) return 'a unit cannot move to where it stands';
    const bd = Math.floor(d / P);
    const dp = d % P;
    if (isFleet[u]) {
      if (via) return 'only armies can be convoyed';
      const options = geo.fleetLocations[dp].filter((l) => topo.adjacent('F', loc[u], bd * L + l));
      let l = -1;
      if (to.coast) {
        l = geo.locationOf(dp, to.coast);
        if (!options.includes(l)) return options.length ? `cannot reach that coast` : `cannot reach ${geo.name(dp)} there`;
      } else if (options.length === 1) l = options[0];
      else if (options.length > 1) return `say which coast of ${geo.name(dp)}`;
      else return `cannot reach ${geo.name(dp)} there`;
      if (setKind) {
        kind[u] = MOVE;
        dest[u] = d;
        destLoc[u] = bd * L + l;
      }
      return true;
    }
    if (geo.isSea(dp)) return 'an army cannot enter a sea';
    const adjacent = topo.adjacent('A', loc[u], bd * L + dp);
    let conv = false;
    if (!adjacent || via) {
      const possible = topo.isShore(provArr[u]) && topo.isShore(d) && (exceptFleet < 0 ? carried(provArr[u], d) : carriedWithout(provArr[u], d, exceptFleet));
      if (!possible) return via ? 'no fleets could convoy it there' : `cannot reach ${geo.name(dp)} there`;
      conv = true;
    }
    if (setKind) {
      convoyed[u] = conv ? 1 : 0;
      landAdjacent[u] = adjacent ? 1 : 0;
      kind[u] = MOVE;
      dest[u] = d;
      destLoc[u] = bd * L + dp;
    }
    return true;
  };
  const onRoute = (f: number, a: number, d: number): boolean => {
    const bf = ub[f];
    if (ub[a] === bf && Math.floor(d / P) === bf) {
      // On one board: the 2023 rule of the classic adjudicator (the fleet is necessary on some chain).
      return necessaryFleets(geo, provArr[a] % P, d % P, (p) => seaFleet(bf * P + p)).has(provArr[f] % P);
    }
    // Across boards: the fleet lies on some chain of fleets from the army to the destination.
    const g = group[provArr[f]];
    return g >= 0 && groupsBy(provArr[a]).includes(g) && groupsBy(d).includes(g);
  };
  for (const { a, u } of pending) {
    const o = a.order;
    if (o.kind === 'move') {
      const r = checkMove(u, o.to, o.viaConvoy, true);
      if (r !== true) a.problem = r;
    } else if (o.kind === 'support') {
      const t = unitAt(o.target);
      if (t < 0) a.problem = `there is no unit at ${o.target.province} on that board (yet)`;
      else if (o.targetType && o.targetType !== units[t].type) a.problem = 'the supported unit is of the other type';
      else if (t === u) a.problem = 'a unit cannot support itself';
      else if (!o.to) {
        if (!topo.reaches(units[u].type, loc[u], provArr[t])) a.problem = `cannot reach ${geo.name(provArr[t] % P)} there`;
        else {
          kind[u] = SUPPORT_HOLD;
          target[u] = t;
        }
      } else {
        const d = gprov(o.to);
        if (d < 0) a.problem = 'that board does not exist or is not part of this round';
        else if (d === provArr[u]) a.problem = 'a unit cannot support a move into its own province';
        else if (d === provArr[t]) a.problem = 'the supported unit cannot move to where it stands';
        else if (!topo.reaches(units[u].type, loc[u], d)) a.problem = `cannot reach ${geo.name(d % P)} there`;
        else if (!(isFleet[t] ? (o.to.coast ? topo.adjacent('F', loc[t], Math.floor(d / P) * L + geo.locationOf(d % P, o.to.coast)) : topo.reaches('F', loc[t], d)) : checkMove(t, o.to, false, false, isFleet[u] ? provArr[u] : -1) === true)) a.problem = 'the supported unit cannot move there';
        else {
          kind[u] = SUPPORT_MOVE;
          target[u] = t;
          dest[u] = d;
        }
      }
    } else if (o.kind === 'convoy') {
      const t = unitAt(o.target);
      const d = gprov(o.to);
      if (!isFleet[u] || !topo.isSea(provArr[u])) a.problem = 'only a fleet at sea can convoy';
      else if (t < 0) a.problem = `there is no unit at ${o.target.province} on that board (yet)`;
      else if (isFleet[t]) a.problem = 'only armies can be convoyed';
      else if (d < 0) a.problem = 'that board does not exist or is not part of this round';
      else if (d === provArr[t]) a.problem = 'the army cannot move to where it stands';
      else if (!topo.isShore(provArr[t]) || !topo.isShore(d) || !onRoute(u, t, d)) a.problem = 'this fleet is not on any convoy route for that move';
      else {
        kind[u] = CONVOY;
        target[u] = t;
        dest[u] = d;
      }
    }
  }

  // 3. Intent: an adjacent move goes by convoy when a fleet of its own power convoys it (2023 rules,
  // DATC 4.A.3); rule set A lets a fleet of any power show it (MDATC D.02, "convoy kidnapping").
  for (let f = 0; f < n; f++) {
    if (kind[f] !== CONVOY) continue;
    const a = target[f];
    if (kind[a] === MOVE && !convoyed[a] && landAdjacent[a] && dest[a] === dest[f] && (anyPowerIntent || power[a] === power[f])) convoyed[a] = 1;
  }

  // 4. Matching.
  const supports: number[][] = new Array<number[]>(n).fill(NONE);
  const convoyFleets: number[][] = new Array<number[]>(n).fill(NONE);
  for (let s = 0; s < n; s++) {
    const k = kind[s];
    if (k !== SUPPORT_HOLD && k !== SUPPORT_MOVE && k !== CONVOY) continue;
    const t = target[s];
    const o = assigned[s]!.order;
    let ok: boolean;
    if (k === SUPPORT_HOLD) ok = kind[t] !== MOVE;
    else if (k === SUPPORT_MOVE) {
      const coast = o.kind === 'support' ? o.to?.coast : undefined;
      ok = kind[t] === MOVE && dest[t] === dest[s] && (!coast || geo.coastOf(destLoc[t] % L) === coast);
    } else ok = kind[t] === MOVE && convoyed[t] === 1 && dest[t] === dest[s];
    if (ok) add(k === CONVOY ? convoyFleets : supports, t, s);
    else {
      assigned[s]!.problem = `void: the ${units[t].type === 'A' ? 'army' : 'fleet'} does something else`;
      kind[s] = HOLD;
    }
  }

  // 5. Head-to-head battles and who moves where.
  const h2h = new Int32Array(n).fill(-1);
  const movesInto: number[][] = new Array<number[]>(topo.provinceCount).fill(NONE);
  for (let u = 0; u < n; u++) {
    if (kind[u] !== MOVE) continue;
    add(movesInto, dest[u], u);
    const o = occupant[dest[u]];
    if (o >= 0 && kind[o] === MOVE && dest[o] === provArr[u] && !convoyed[u] && !convoyed[o]) h2h[u] = o;
  }
  return {
    topo,
    units,
    n,
    power,
    prov: provArr as unknown as Int16Array,
    loc,
    isFleet,
    kind,
    dest: dest as unknown as Int16Array,
    destLoc: destLoc as unknown as Int16Array,
    target: target as unknown as Int16Array,
    convoyed,
    h2h: h2h as unknown as Int16Array,
    occupant,
    movesInto,
    supports,
    convoyFleets,
    unitText,
    board,
    first,
    assigned,
  };
}
