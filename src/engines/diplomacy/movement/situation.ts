import type { Topology } from '../map/geography';
import type { Coast, Unit, UnitType } from '../types';
import { FRESH, type Tables } from './workspace';

/**
 * The reading of movement orders shared by every variant (classic Diplomacy, 5D): legality against
 * positions, the intent to go by convoy, matching supports and convoys to what their units do, and
 * who moves where. A variant numbers its units and provinces (`Positions`), turns its orders into
 * `Intent`s and answers the few questions that depend on its keys, its convoy rules and its words
 * (`Seam`); the checks themselves, and their order, are written once here.
 *
 * Keys: a topology of B boards of one map with P provinces and L locations keys province p of board
 * b as b × P + p and location l as b × L + l (classic Diplomacy: one board, the map's own keys).
 */

/** Order kinds as the decision algorithm sees them (after legality and matching). */
export const HOLD = 0;
export const MOVE = 1;
export const SUPPORT_HOLD = 2;
export const SUPPORT_MOVE = 3;
export const CONVOY = 4;

/** The units of a phase (or a 5D round) as index arrays: units 0 … n−1, provinces and locations by the topology's keys. */
export interface Positions {
  /** The only geometry the decision algorithm sees (a variant may bring its own). */
  readonly topo: Topology;
  readonly units: readonly Unit[];
  readonly n: number;
  readonly power: Int8Array;
  readonly prov: Int32Array;
  readonly loc: Int32Array;
  readonly isFleet: Uint8Array;
  /** Province → the unit standing there, or -1. */
  readonly occupant: Int32Array;
  /** Unit → notation of the unit ("A Par"). */
  readonly unitText: readonly string[];
}

/** The orders of a movement phase as index arrays: what the decision algorithm reads. */
export interface Situation extends Positions {
  readonly kind: Uint8Array;
  /** Destination province of a move, of a supported move, of a convoy; else -1. */
  readonly dest: Int32Array;
  /** Location a moving unit ends on. */
  readonly destLoc: Int32Array;
  /** Supported or convoyed unit; else -1. */
  readonly target: Int32Array;
  /** Whether a move goes by convoy (it then has a path decision). */
  readonly convoyed: Uint8Array;
  /** The unit moving the opposite way in a head-to-head battle, or -1. */
  readonly h2h: Int32Array;
  /** Province → the units moving into it. */
  readonly movesInto: readonly (readonly number[])[];
  /** Unit → the units supporting what it does (legal, matching supports only). */
  readonly supports: readonly (readonly number[])[];
  /** Army → the fleets convoying it (legal, matching convoy orders only). */
  readonly convoyFleets: readonly (readonly number[])[];
}

/** A place as orders name it; a variant adds its own fields (5D: the board). */
export interface Spot {
  readonly province: string;
  readonly coast?: Coast;
}

/** A unit's order as the shared reading sees it (a hold needs no reading: the unit's intent is null). */
export type Intent<Pl extends Spot> =
  | { readonly kind: 'move'; readonly to: Pl; readonly viaConvoy: boolean }
  | { readonly kind: 'support'; readonly target: Pl; readonly targetType?: UnitType; readonly to?: Pl }
  | { readonly kind: 'convoy'; readonly target: Pl; readonly targetType?: UnitType; readonly to: Pl };

/** Why an order cannot be carried out; each variant words it (classic: a `Reason` with its DATC code). */
export type Why =
  | 'unknown-place'
  | 'same-province'
  | 'fleet-convoyed'
  | 'wrong-coast'
  | 'not-adjacent'
  | 'coast-needed'
  | 'army-at-sea'
  | 'no-convoy-route'
  | 'target-unknown'
  | 'target-missing'
  | 'target-type'
  | 'target-self'
  | 'cannot-reach'
  | 'support-own-province'
  | 'target-same-province'
  | 'target-cannot-move'
  | 'convoy-not-at-sea'
  | 'convoy-not-army'
  | 'convoy-not-on-route'
  | 'void';

/** What a problem is about: the order's kind, a province (`d`), a unit it names (`t`), a place it names. */
export interface Detail<Pl extends Spot> {
  readonly kind: Intent<Pl>['kind'];
  readonly d?: number;
  readonly t?: number;
  readonly place?: Pl;
}

/** What a variant answers about its keys, its convoys and its words. */
export interface Seam<Pl extends Spot> {
  /** The province key of a place, or -1 (an unknown province; 5D: a board not in the round). */
  province(place: Pl): number;
  /** The location key of province `prov` on that coast (no coast: where an army stands), or -1. */
  locationOf(prov: number, coast?: Coast): number;
  /** The locations of province `prov` where a fleet may stand. */
  fleetLocations(prov: number): readonly number[];
  coastOf(loc: number): Coast | undefined;
  /** Whether the fleets standing at sea, the one in province `except` left out (-1: none), could carry an army from `from` to `to`. */
  carried(from: number, to: number, except: number): boolean;
  /** Whether fleet `f` may convoy army `a` to province `d`: it lies on a route that can matter (2023 rules, DATC 6.G.19). */
  onRoute(f: number, a: number, d: number): boolean;
  /** Whether a fleet of any power shows an adjacent move's intent to go by convoy (5D rule set A), not only the army's own. */
  readonly anyPowerIntent: boolean;
  /** Records why unit u's order cannot be carried out; the unit then holds. */
  fail(u: number, why: Why, detail: Detail<Pl>): void;
}

/** The empty list shared by every unit and province with nothing in it (frozen: never pushed to). */
const NONE = Object.freeze([]) as unknown as number[];
const add = (lists: number[][], i: number, x: number) => (lists[i] === NONE ? (lists[i] = [x]) : lists[i].push(x));

/**
 * Reads each unit's order (`intents`, null: hold) against the positions: legality (2023 rules),
 * the intent to go by convoy (DATC 4.A.3), matching (a support or convoy whose unit does something
 * else is void), head-to-head battles. Orders that fail are reported through `seam.fail`.
 */
export function readOrders<Pl extends Spot>(pos: Positions, intents: readonly (Intent<Pl> | null)[], seam: Seam<Pl>, ws: Tables = FRESH): Situation {
  const { topo, units, n, power, prov, loc, isFleet, occupant } = pos;
  const kind = ws.uint8(n);
  const dest = ws.int32(n, -1);
  const destLoc = ws.int32(n, -1);
  const target = ws.int32(n, -1);
  const convoyed = ws.uint8(n);
  const landAdjacent = ws.uint8(n);

  /** Checks u's move to `to`; when it is legal, records it. */
  const checkMove = (u: number, to: Pl, via: boolean): Why | null => {
    const d = seam.province(to);
    if (d < 0) return 'unknown-place';
    if (d === prov[u]) return 'same-province';
    if (isFleet[u]) {
      if (via) return 'fleet-convoyed';
      // The province's fleet locations this fleet reaches: how many, and the one when only one (no list built).
      let reached = 0;
      let only = -1;
      for (const x of seam.fleetLocations(d))
        if (topo.adjacent('F', loc[u], x)) {
          reached++;
          only = x;
        }
      let l = -1;
      if (to.coast) {
        l = seam.locationOf(d, to.coast);
        if (!(l >= 0 && seam.fleetLocations(d).includes(l) && topo.adjacent('F', loc[u], l))) return reached ? 'wrong-coast' : 'not-adjacent';
      } else if (reached === 1) l = only;
      else if (reached > 1) return 'coast-needed';
      else return 'not-adjacent';
      kind[u] = MOVE;
      dest[u] = d;
      destLoc[u] = l;
      return null;
    }
    if (topo.isSea(d)) return 'army-at-sea';
    const l = seam.locationOf(d);
    const adjacent = topo.adjacent('A', loc[u], l);
    if (!adjacent || via) {
      const possible = topo.isShore(prov[u]) && topo.isShore(d) && seam.carried(prov[u], d, -1);
      if (!possible) return via ? 'no-convoy-route' : 'not-adjacent';
      convoyed[u] = 1;
    }
    landAdjacent[u] = adjacent ? 1 : 0;
    kind[u] = MOVE;
    dest[u] = d;
    destLoc[u] = l;
    return null;
  };

  /** Whether unit t could move to province d (`to`) were supporter s not there to convoy it (a fleet cannot convoy and support at once, 6.D.31). */
  const targetCanMove = (t: number, d: number, to: Pl, s: number): boolean => {
    if (isFleet[t]) {
      if (!to.coast) return topo.reaches('F', loc[t], d);
      const l = seam.locationOf(d, to.coast);
      return l >= 0 && topo.adjacent('F', loc[t], l);
    }
    if (topo.isSea(d)) return false;
    if (topo.adjacent('A', loc[t], seam.locationOf(d))) return true;
    return topo.isShore(prov[t]) && topo.isShore(d) && seam.carried(prov[t], d, isFleet[s] ? prov[s] : -1);
  };

  /** The unit a support or convoy names, or why there is none. */
  const findTarget = (u: number, o: Intent<Pl> & { kind: 'support' | 'convoy' }): number => {
    const p = seam.province(o.target);
    const t = p < 0 ? -1 : occupant[p];
    if (p < 0) seam.fail(u, 'target-unknown', { kind: o.kind, place: o.target });
    else if (t < 0) seam.fail(u, 'target-missing', { kind: o.kind, d: p, place: o.target });
    else if (o.targetType && o.targetType !== units[t].type) seam.fail(u, 'target-type', { kind: o.kind, t });
    else if (t === u) seam.fail(u, 'target-self', { kind: o.kind, t });
    else return t;
    return -1;
  };

  // 1. Legality against positions (not other orders).
  for (let u = 0; u < n; u++) {
    const o = intents[u];
    if (!o) continue;
    if (o.kind === 'move') {
      const why = checkMove(u, o.to, o.viaConvoy);
      if (why) seam.fail(u, why, { kind: 'move', d: seam.province(o.to), place: o.to });
    } else if (o.kind === 'support') {
      const t = findTarget(u, o);
      if (t < 0) continue;
      if (!o.to) {
        if (!topo.reaches(units[u].type, loc[u], prov[t])) seam.fail(u, 'cannot-reach', { kind: 'support', d: prov[t], t });
        else {
          kind[u] = SUPPORT_HOLD;
          target[u] = t;
        }
        continue;
      }
      const d = seam.province(o.to);
      const why: Why | null =
        d < 0
          ? 'unknown-place'
          : d === prov[u]
            ? 'support-own-province'
            : d === prov[t]
              ? 'target-same-province'
              : !topo.reaches(units[u].type, loc[u], d)
                ? 'cannot-reach'
                : !targetCanMove(t, d, o.to, u)
                  ? 'target-cannot-move'
                  : null;
      if (why) seam.fail(u, why, { kind: 'support', d, t, place: o.to });
      else {
        kind[u] = SUPPORT_MOVE;
        target[u] = t;
        dest[u] = d;
      }
    } else if (o.kind === 'convoy') {
      if (!isFleet[u] || !topo.isSea(prov[u])) {
        seam.fail(u, 'convoy-not-at-sea', { kind: 'convoy' });
        continue;
      }
      const t = findTarget(u, o);
      if (t < 0) continue;
      const d = seam.province(o.to);
      const why: Why | null = isFleet[t]
        ? 'convoy-not-army'
        : d < 0
          ? 'unknown-place'
          : d === prov[t]
            ? 'target-same-province'
            : !topo.isShore(prov[t]) || !topo.isShore(d) || !seam.onRoute(u, t, d)
              ? 'convoy-not-on-route'
              : null;
      if (why) seam.fail(u, why, { kind: 'convoy', d, t, place: o.to });
      else {
        kind[u] = CONVOY;
        target[u] = t;
        dest[u] = d;
      }
    }
  }

  // 2. Intent: an adjacent move goes by convoy when a fleet of its own power convoys it (2023 rules,
  // DATC 4.A.3); 5D's rule set A lets a fleet of any power show it (MDATC D.02, "convoy kidnapping").
  for (let f = 0; f < n; f++) {
    if (kind[f] !== CONVOY) continue;
    const a = target[f];
    if (kind[a] === MOVE && !convoyed[a] && landAdjacent[a] && dest[a] === dest[f] && (seam.anyPowerIntent || power[a] === power[f])) convoyed[a] = 1;
  }

  // 3. Matching: a support or convoy whose unit does something else is void; the unit holds.
  const supports: number[][] = ws.lists<number[]>(n, NONE);
  const convoyFleets: number[][] = ws.lists<number[]>(n, NONE);
  for (let s = 0; s < n; s++) {
    const k = kind[s];
    if (k !== SUPPORT_HOLD && k !== SUPPORT_MOVE && k !== CONVOY) continue;
    const t = target[s];
    const o = intents[s]!;
    let ok: boolean;
    if (k === SUPPORT_HOLD) ok = kind[t] !== MOVE;
    else if (k === SUPPORT_MOVE) {
      const coast = o.kind === 'support' ? o.to?.coast : undefined;
      ok = kind[t] === MOVE && dest[t] === dest[s] && (!coast || seam.coastOf(destLoc[t]) === coast);
    } else ok = kind[t] === MOVE && convoyed[t] === 1 && dest[t] === dest[s];
    if (ok) add(k === CONVOY ? convoyFleets : supports, t, s);
    else {
      seam.fail(s, 'void', { kind: o.kind, t });
      kind[s] = HOLD;
    }
  }

  // 4. Head-to-head battles and who moves where.
  const h2h = ws.int32(n, -1);
  const movesInto: number[][] = ws.lists<number[]>(topo.provinceCount, NONE);
  for (let u = 0; u < n; u++) {
    if (kind[u] !== MOVE) continue;
    add(movesInto, dest[u], u);
    const o = occupant[dest[u]];
    if (o >= 0 && kind[o] === MOVE && dest[o] === prov[u] && !convoyed[u] && !convoyed[o]) h2h[u] = o;
  }
  // One object literal, not a spread: the decision algorithm reads these fields in its hottest loops.
  return {
    topo,
    units,
    n,
    power,
    prov,
    loc,
    isFleet,
    occupant,
    unitText: pos.unitText,
    kind,
    dest,
    destLoc,
    target,
    convoyed,
    h2h,
    movesInto,
    supports,
    convoyFleets,
  };
}
