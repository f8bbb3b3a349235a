import type { Geography, Topology } from '../map/geography';
import { formatPlace } from '../notation/format';
import type { Entry } from '../entries';
import { illegal, placeOf, readEntry } from '../entries';
import { POWERS } from '../types';
import type { Board, Order, OrderSet, Place, PowerId, Reason, Unit, UnitRef } from '../types';
import { convoyReachable, necessaryFleets } from './convoy';

/** Order kinds as the decision algorithm sees them (after legality and matching). */
export const HOLD = 0;
export const MOVE = 1;
export const SUPPORT_HOLD = 2;
export const SUPPORT_MOVE = 3;
export const CONVOY = 4;

/**
 * The orders of a movement phase as index arrays: what the decision algorithm reads.
 * Units are numbered 0 … n−1 (board order); provinces and locations by the topology's keys.
 */
export interface Situation {
  /** The map, for reading orders and writing reports. */
  readonly geo: Geography;
  /** The only geometry the decision algorithm sees (a variant may bring its own). */
  readonly topo: Topology;
  readonly units: readonly Unit[];
  readonly n: number;
  readonly power: Int8Array;
  readonly prov: Int16Array;
  readonly loc: Int16Array;
  readonly isFleet: Uint8Array;
  readonly kind: Uint8Array;
  /** Destination province of a move, of a supported move, of a convoy; else -1. */
  readonly dest: Int16Array;
  /** Location a moving unit ends on. */
  readonly destLoc: Int16Array;
  /** Supported or convoyed unit; else -1. */
  readonly target: Int16Array;
  /** Whether a move goes by convoy (it then has a path decision). */
  readonly convoyed: Uint8Array;
  /** The unit moving the opposite way in a head-to-head battle, or -1. */
  readonly h2h: Int16Array;
  /** Province → the unit standing there, or -1. */
  readonly occupant: Int16Array;
  /** Province → the units moving into it. */
  readonly movesInto: readonly number[][];
  /** Unit → the units supporting what it does (legal, matching supports only). */
  readonly supports: readonly number[][];
  /** Army → the fleets convoying it (legal, matching convoy orders only). */
  readonly convoyFleets: readonly number[][];
  /** Unit → its order entry, if it has a usable one. */
  readonly entryOf: readonly (Entry | null)[];
  /** Per power, the entries in submission order. */
  readonly entries: Readonly<Partial<Record<PowerId, Entry[]>>>;
  /** Unit → notation of the unit ("A Par"). */
  readonly unitText: readonly string[];
}

/** Reads the orders of a movement phase against the board: parse, find units, check legality, match. */
export function prepare(board: Board, orders: OrderSet, geo: Geography): Situation {
  const units = board.units;
  const n = units.length;
  const P = geo.provinceCount;
  const power = new Int8Array(n);
  const prov = new Int16Array(n);
  const loc = new Int16Array(n);
  const isFleet = new Uint8Array(n);
  const occupant = new Int16Array(P).fill(-1);
  const unitText: string[] = [];
  for (let u = 0; u < n; u++) {
    const unit = units[u];
    power[u] = POWERS.indexOf(unit.power);
    loc[u] = geo.location(unit.loc);
    prov[u] = geo.provinceOf(loc[u]);
    isFleet[u] = unit.type === 'F' ? 1 : 0;
    occupant[prov[u]] = u;
    unitText.push(`${unit.type} ${formatPlace(placeOf(unit.loc), geo)}`);
  }
  const seaFleet = (p: number) => occupant[p] >= 0 && isFleet[occupant[p]] === 1;
  const typeAt = (place: Place) => {
    const p = geo.province(place.province);
    const u = p >= 0 ? occupant[p] : -1;
    return u >= 0 ? units[u].type : undefined;
  };

  // 1. Parse and assign orders to units.
  const entries: Partial<Record<PowerId, Entry[]>> = {};
  const entryOf: (Entry | null)[] = new Array(n).fill(null);
  for (const pw of POWERS) {
    const list = orders[pw];
    if (!Array.isArray(list)) continue;
    const out: Entry[] = [];
    entries[pw] = out;
    for (const raw of list as readonly (string | Order)[]) {
      const e = readEntry(pw, raw, geo, typeAt);
      out.push(e);
      if (e.reason || !e.order) continue;
      const o = e.order;
      if (o.kind === 'retreat' || o.kind === 'disband' || o.kind === 'build' || o.kind === 'waive') {
        e.reason = illegal('wrong-phase', `${o.kind === 'waive' ? 'waiving' : `a ${o.kind} order`} belongs to another phase`);
        continue;
      }
      const p = geo.province(o.unit.at.province);
      const u = p >= 0 ? occupant[p] : -1;
      if (p < 0) e.reason = illegal('unknown-place', `unknown province "${o.unit.at.province}"`);
      else if (u < 0) e.reason = illegal('no-unit', `there is no unit in ${geo.name(p)}`);
      else if (units[u].power !== pw) e.reason = illegal('not-own-unit', `${unitText[u]} is not a ${powerAdjective(geo, pw)} unit`);
      else if (o.unit.type && o.unit.type !== units[u].type) e.reason = illegal('wrong-unit-type', `the unit in ${geo.name(p)} is ${units[u].type === 'A' ? 'an army' : 'a fleet'}`);
      else if (entryOf[u]) e.reason = illegal('duplicate-order', `${unitText[u]} already has an order (${entryOf[u]!.text})`);
      else {
        e.unit = u;
        entryOf[u] = e;
      }
    }
  }

  // 2. Legality against the board (positions only, not other orders).
  const kind = new Uint8Array(n);
  const dest = new Int16Array(n).fill(-1);
  const destLoc = new Int16Array(n).fill(-1);
  const target = new Int16Array(n).fill(-1);
  const convoyed = new Uint8Array(n);
  const landAdjacent = new Uint8Array(n);
  const routes = new Map<number, Set<number>>();
  const routeFleets = (from: number, to: number) => {
    let s = routes.get(from * P + to);
    if (!s) routes.set(from * P + to, (s = necessaryFleets(geo, from, to, seaFleet)));
    return s;
  };
  const findTarget = (r: UnitRef, u: number): number | Reason => {
    const p = geo.province(r.at.province);
    if (p < 0) return illegal('unknown-place', `unknown province "${r.at.province}"`);
    const t = occupant[p];
    if (t < 0) return illegal('no-unit', `there is no unit in ${geo.name(p)}`);
    if (r.type && r.type !== units[t].type) return illegal('wrong-unit-type', `the unit in ${geo.name(p)} is ${units[t].type === 'A' ? 'an army' : 'a fleet'}`);
    if (t === u) return illegal('support-self', 'a unit cannot support or convoy itself');
    return t;
  };
  for (let u = 0; u < n; u++) {
    const e = entryOf[u];
    if (!e || !e.order) continue;
    const o = e.order;
    if (o.kind === 'move') {
      const r = checkMove(u, o.to, o.viaConvoy);
      if (typeof r === 'object') e.reason = r;
    } else if (o.kind === 'support') {
      const t = findTarget(o.target, u);
      if (typeof t === 'object') {
        e.reason = t;
        continue;
      }
      target[u] = t;
      if (!o.to) {
        if (!geo.reaches(units[u].type, loc[u], prov[t])) e.reason = illegal('cannot-reach', `${unitText[u]} cannot reach ${geo.name(prov[t])}`);
        else kind[u] = SUPPORT_HOLD;
        continue;
      }
      const d = geo.province(o.to.province);
      if (d < 0) e.reason = illegal('unknown-place', `unknown province "${o.to.province}"`);
      else if (d === prov[u]) e.reason = illegal('support-own-province', 'a unit cannot support a move into its own province');
      else if (d === prov[t]) e.reason = illegal('same-province', `${unitText[t]} cannot move to where it stands`);
      else if (!geo.reaches(units[u].type, loc[u], d)) e.reason = illegal('cannot-reach', `${unitText[u]} cannot reach ${geo.name(d)}`);
      else if (!targetCanMove(t, d, o.to, u)) e.reason = illegal('target-cannot-move', `${unitText[t]} cannot move to ${formatPlace(o.to, geo)}`);
      else {
        kind[u] = SUPPORT_MOVE;
        dest[u] = d;
      }
    } else if (o.kind === 'convoy') {
      if (!isFleet[u] || !geo.isSea(prov[u])) {
        e.reason = illegal('convoy-not-at-sea', 'only a fleet at sea can convoy');
        continue;
      }
      const t = findTarget(o.target, u);
      if (typeof t === 'object') {
        e.reason = t;
        continue;
      }
      const d = geo.province(o.to.province);
      if (isFleet[t]) e.reason = illegal('convoy-not-army', 'only armies can be convoyed');
      else if (d < 0) e.reason = illegal('unknown-place', `unknown province "${o.to.province}"`);
      else if (d === prov[t]) e.reason = illegal('same-province', `${unitText[t]} cannot move to where it stands`);
      else if (!geo.isShore(prov[t]) || !geo.isShore(d) || !routeFleets(prov[t], d).has(prov[u])) {
        e.reason = illegal('convoy-not-on-route', `${unitText[u]} is not needed on any convoy route from ${geo.name(prov[t])} to ${geo.name(d)}`);
      } else {
        kind[u] = CONVOY;
        target[u] = t;
        dest[u] = d;
      }
    }
  }

  function checkMove(u: number, to: Place, via: boolean): Reason | true {
    const d = geo.province(to.province);
    if (d < 0) return illegal('unknown-place', `unknown province "${to.province}"`);
    if (d === prov[u]) return illegal('same-province', 'a unit cannot move to where it stands');
    if (isFleet[u]) {
      if (via) return illegal('fleet-convoyed', 'only armies can be convoyed');
      const options = geo.fleetLocations[d].filter((l) => geo.adjacent('F', loc[u], l));
      let l = -1;
      if (to.coast) {
        l = geo.locationOf(d, to.coast);
        if (!options.includes(l)) return options.length ? illegal('wrong-coast', `${unitText[u]} cannot reach ${formatPlace(to, geo)}`) : illegal('not-adjacent', `${unitText[u]} cannot reach ${geo.name(d)}`);
      } else if (options.length === 1) l = options[0];
      else if (options.length > 1) return illegal('coast-needed', `say which coast of ${geo.name(d)}`);
      else return illegal('not-adjacent', `${unitText[u]} cannot reach ${geo.name(d)}`);
      kind[u] = MOVE;
      dest[u] = d;
      destLoc[u] = l;
      return true;
    }
    if (geo.isSea(d)) return illegal('not-adjacent', 'an army cannot enter a sea');
    const adjacent = geo.adjacent('A', loc[u], d);
    if (!adjacent || via) {
      const possible = geo.isShore(prov[u]) && geo.isShore(d) && convoyReachable(geo, prov[u], d, seaFleet);
      if (!possible) return via ? illegal('no-convoy-route', `no fleets could convoy ${unitText[u]} to ${geo.name(d)}`) : illegal('not-adjacent', `${unitText[u]} cannot reach ${geo.name(d)}`);
      convoyed[u] = 1;
    }
    landAdjacent[u] = adjacent ? 1 : 0;
    kind[u] = MOVE;
    dest[u] = d;
    destLoc[u] = d;
    return true;
  }

  function targetCanMove(t: number, d: number, to: Place, supporter: number): boolean {
    if (isFleet[t]) {
      if (to.coast) return geo.adjacent('F', loc[t], geo.locationOf(d, to.coast));
      return geo.reaches('F', loc[t], d);
    }
    if (geo.isSea(d)) return false;
    if (geo.adjacent('A', loc[t], d)) return true;
    // By convoy, without the supporter itself (a fleet cannot convoy and support at once, 6.D.31).
    return geo.isShore(prov[t]) && geo.isShore(d) && convoyReachable(geo, prov[t], d, (p) => seaFleet(p) && p !== prov[supporter]);
  }

  // 3. Adjacent moves go by convoy when their own power's fleet shows the intent (2023 rules, DATC 4.A.3).
  for (let f = 0; f < n; f++) {
    if (kind[f] !== CONVOY) continue;
    const a = target[f];
    if (kind[a] === MOVE && !convoyed[a] && landAdjacent[a] && dest[a] === dest[f] && power[a] === power[f]) convoyed[a] = 1;
  }

  // 4. Matching: a support or convoy whose unit does something else is void; the unit holds.
  const supports: number[][] = Array.from({ length: n }, () => []);
  const convoyFleets: number[][] = Array.from({ length: n }, () => []);
  for (let s = 0; s < n; s++) {
    const k = kind[s];
    if (k !== SUPPORT_HOLD && k !== SUPPORT_MOVE && k !== CONVOY) continue;
    const t = target[s];
    const o = entryOf[s]!.order!;
    let ok: boolean;
    if (k === SUPPORT_HOLD) ok = kind[t] !== MOVE;
    else if (k === SUPPORT_MOVE) {
      const coast = o.kind === 'support' ? o.to?.coast : undefined;
      ok = kind[t] === MOVE && dest[t] === dest[s] && (!coast || geo.coastOf(destLoc[t]) === coast);
    } else ok = kind[t] === MOVE && convoyed[t] === 1 && dest[t] === dest[s];
    if (ok) (k === CONVOY ? convoyFleets : supports)[t].push(s);
    else {
      const actual = entryOf[t] && !entryOf[t]!.reason ? entryOf[t]!.text : `${unitText[t]} H`;
      entryOf[s]!.reason = { kind: 'void', actual };
      kind[s] = HOLD;
    }
  }

  // 5. Head-to-head battles and who moves where.
  const h2h = new Int16Array(n).fill(-1);
  const movesInto: number[][] = Array.from({ length: P }, () => []);
  for (let u = 0; u < n; u++) {
    if (kind[u] !== MOVE) continue;
    movesInto[dest[u]].push(u);
    const o = occupant[dest[u]];
    if (o >= 0 && kind[o] === MOVE && dest[o] === prov[u] && !convoyed[u] && !convoyed[o]) h2h[u] = o;
  }

  return { geo, topo: geo, units, n, power, prov, loc, isFleet, kind, dest, destLoc, target, convoyed, h2h, occupant, movesInto, supports, convoyFleets, entryOf, entries, unitText };
}

function powerAdjective(geo: Geography, p: PowerId): string {
  return geo.map.powers.find((x) => x.id === p)?.adjective ?? p;
}

