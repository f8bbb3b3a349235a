import type { Geography } from '../diplomacy/map/geography';
import { convoyReachable, necessaryFleets } from '../diplomacy/movement/convoy';
import { readOrders } from '../diplomacy/movement/situation';
import type { Detail, Intent, Positions, Seam, Situation, Why } from '../diplomacy/movement/situation';
import { POWERS } from '../diplomacy/types';
import type { Unit } from '../diplomacy/types';
import type { MultiTopology } from './topology';
import type { MBoard, MOrder, MPlace, PowerId } from './types';

/** An order given to a unit of the round, with why it cannot be carried out (null: usable). */
export interface Assigned {
  readonly order: MOrder;
  readonly power: PowerId;
  /** Given this round (false: recorded earlier, adjudicated again). */
  readonly fresh: boolean;
  problem: string | null;
}

/** The round's units and orders as the index arrays the decision algorithm reads (see diplomacy/movement/situation.ts). */
export interface MSituation extends Situation {
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
export function prepare5(
  boards: readonly MBoard[],
  orders: readonly { order: MOrder; power: PowerId; fresh: boolean }[],
  topo: MultiTopology,
  anyPowerIntent = false,
): MSituation {
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
  const loc = new Int32Array(n);
  const board = Int32Array.from(ub);
  const isFleet = new Uint8Array(n);
  const occupant = new Int32Array(topo.provinceCount).fill(-1);
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
  const groupsBy = (g: number): number[] =>
    topo
      .fleetNeighbours(g)
      .filter((q) => group[q] >= 0)
      .map((q) => group[q]);
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
    return (
      convoyReachable(topo, from, to, (p) => p !== except && group[p] === g && near(p)) ||
      convoyReachable(topo, from, to, (p) => p !== except && group[p] === g)
    );
  };

  // 1. Assign orders to units. An order naming a unit that is not there (yet) waits, unread.
  const assigned: (Assigned | null)[] = new Array(n).fill(null);
  const intents: (Intent<MPlace> | null)[] = new Array(n).fill(null);
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
    if (!a.problem && o.kind !== 'hold') intents[u] = o;
  }

  // 2–5. Legality (as the classic adjudicator, with the multiverse's borders), intent, matching,
  // head-to-head: the reading shared with classic Diplomacy (../diplomacy/movement/situation.ts).
  const seam: Seam<MPlace> = {
    province: gprov,
    locationOf(p, coast) {
      const l = geo.locationOf(p % P, coast);
      return l < 0 ? -1 : Math.floor(p / P) * L + l;
    },
    fleetLocations: (p) => {
      const base = Math.floor(p / P) * L;
      return geo.fleetLocations[p % P].map((l) => base + l);
    },
    coastOf: (l) => geo.coastOf(l % L),
    carried: (from, to, except) => (except < 0 ? carried(from, to) : carriedWithout(from, to, except)),
    onRoute(f, a, d) {
      const bf = ub[f];
      if (ub[a] === bf && Math.floor(d / P) === bf) {
        // On one board: the 2023 rule of the classic adjudicator (the fleet is necessary on some chain).
        return necessaryFleets(geo, provArr[a] % P, d % P, (p) => seaFleet(bf * P + p)).has(provArr[f] % P);
      }
      // Across boards: the fleet lies on some chain of fleets from the army to the destination.
      const g = group[provArr[f]];
      return g >= 0 && groupsBy(provArr[a]).includes(g) && groupsBy(d).includes(g);
    },
    anyPowerIntent,
    fail(u, why, x) {
      assigned[u]!.problem = explain(why, x);
    },
  };
  /** Each problem in words: the unit is the order's own, so the sentence need not name it. */
  const explain = (why: Why, x: Detail<MPlace>): string => {
    switch (why) {
      case 'unknown-place':
        return 'that board does not exist or is not part of this round';
      case 'same-province':
        return 'a unit cannot move to where it stands';
      case 'fleet-convoyed':
      case 'convoy-not-army':
        return 'only armies can be convoyed';
      case 'wrong-coast':
        return 'cannot reach that coast';
      case 'not-adjacent':
      case 'cannot-reach':
        return `cannot reach ${geo.name(x.d! % P)} there`;
      case 'coast-needed':
        return `say which coast of ${geo.name(x.d! % P)}`;
      case 'army-at-sea':
        return 'an army cannot enter a sea';
      case 'no-convoy-route':
        return 'no fleets could convoy it there';
      case 'target-unknown':
      case 'target-missing':
        return `there is no unit at ${x.place!.province} on that board (yet)`;
      case 'target-type':
        return `the ${x.kind === 'convoy' ? 'convoyed' : 'supported'} unit is of the other type`;
      case 'target-self':
        return `a unit cannot ${x.kind} itself`;
      case 'support-own-province':
        return 'a unit cannot support a move into its own province';
      case 'target-same-province':
        return x.kind === 'convoy' ? 'the army cannot move to where it stands' : 'the supported unit cannot move to where it stands';
      case 'target-cannot-move':
        return 'the supported unit cannot move there';
      case 'convoy-not-at-sea':
        return 'only a fleet at sea can convoy';
      case 'convoy-not-on-route':
        return 'this fleet is not on any convoy route for that move';
      case 'void':
        return `void: the ${units[x.t!].type === 'A' ? 'army' : 'fleet'} does something else`;
    }
  };
  const pos: Positions = { topo, units, n, power, prov: provArr, loc, isFleet, occupant, unitText };
  const r = readOrders(pos, intents, seam);
  return {
    topo,
    units,
    n,
    power,
    prov: provArr,
    loc,
    isFleet,
    occupant,
    unitText,
    kind: r.kind,
    dest: r.dest,
    destLoc: r.destLoc,
    target: r.target,
    convoyed: r.convoyed,
    h2h: r.h2h,
    movesInto: r.movesInto,
    supports: r.supports,
    convoyFleets: r.convoyFleets,
    board,
    first,
    assigned,
  };
}
