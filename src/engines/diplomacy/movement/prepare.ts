import type { Geography } from '../map/geography';
import { formatPlace, holdAt, unitAt } from '../notation/format';
import type { Entry } from '../entries';
import { illegal, readEntry } from '../entries';
import { POWERS } from '../types';
import type { Board, Order, OrderSet, Place, PowerId, Reason } from '../types';
import { convoyReachable, necessaryFleets } from './convoy';
import { readOrders } from './situation';
import type { Detail, Intent, Positions, Seam, Situation, Why } from './situation';
import { FRESH, type Tables } from './workspace';

/** A classic phase's situation: the shared index arrays, and the order entries as submitted (for the reports). */
export interface BoardSituation {
  /** The index arrays the decision algorithm reads (its own object: it reads them in its hottest loops). */
  readonly s: Situation;
  /** The map, for reading orders and writing reports. */
  readonly geo: Geography;
  /** Unit → its order entry, if it has a usable one. */
  readonly entryOf: readonly (Entry | null)[];
  /** Per power, the entries in submission order. */
  readonly entries: Readonly<Partial<Record<PowerId, Entry[]>>>;
}

/**
 * Reads the orders of a movement phase against the board: parse, find units, check legality, match.
 * The index arrays come from `ws` (reused tables, see workspace.ts).
 */
export function prepare(board: Board, orders: OrderSet, geo: Geography, ws: Tables = FRESH): BoardSituation {
  const units = board.units;
  const n = units.length;
  const P = geo.provinceCount;
  const power = ws.int8(n);
  const prov = ws.int32(n, 0);
  const loc = ws.int32(n, 0);
  const isFleet = ws.uint8(n);
  const occupant = ws.int32(P, -1);
  const unitText: string[] = new Array<string>(n);
  for (let u = 0; u < n; u++) {
    const unit = units[u];
    power[u] = POWERS.indexOf(unit.power);
    loc[u] = geo.location(unit.loc);
    prov[u] = geo.provinceOf(loc[u]);
    isFleet[u] = unit.type === 'F' ? 1 : 0;
    occupant[prov[u]] = u;
    unitText[u] = unitAt(unit.type, loc[u], geo);
  }
  const seaFleet = (p: number) => occupant[p] >= 0 && isFleet[occupant[p]] === 1;
  const typeAt = (place: Place) => {
    const p = geo.province(place.province);
    const u = p >= 0 ? occupant[p] : -1;
    return u >= 0 ? units[u].type : undefined;
  };

  // 1. Parse and assign orders to units.
  const entries: Partial<Record<PowerId, Entry[]>> = {};
  const entryOf: (Entry | null)[] = ws.lists<Entry | null>(n, null);
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
      else if (o.unit.type && o.unit.type !== units[u].type)
        e.reason = illegal('wrong-unit-type', `the unit in ${geo.name(p)} is ${units[u].type === 'A' ? 'an army' : 'a fleet'}`);
      else if (entryOf[u]) e.reason = illegal('duplicate-order', `${unitText[u]} already has an order (${entryOf[u]!.text})`);
      else {
        e.unit = u;
        entryOf[u] = e;
      }
    }
  }

  // 2–5. Legality, intent, matching and head-to-head: the reading every variant shares.
  const intents = ws.lists<Intent<Place> | null>(n, null);
  for (let u = 0; u < n; u++) {
    const e = entryOf[u];
    if (e && !e.reason && e.order) intents[u] = intentOf(e.order);
  }
  const routes = new Map<number, Set<number>>();
  const seam: Seam<Place> = {
    province: (place) => geo.province(place.province),
    locationOf: (p, coast) => geo.locationOf(p, coast),
    fleetLocations: (p) => geo.fleetLocations[p],
    coastOf: (l) => geo.coastOf(l),
    carried: (from, to, except) => convoyReachable(geo, from, to, (p) => seaFleet(p) && p !== except),
    onRoute(f, a, d) {
      const key = prov[a] * P + d;
      let s = routes.get(key);
      if (!s) routes.set(key, (s = necessaryFleets(geo, prov[a], d, seaFleet)));
      return s.has(prov[f]);
    },
    anyPowerIntent: false,
    fail(u, why, x) {
      entryOf[u]!.reason = why === 'void' ? { kind: 'void', actual: actualOrder(x.t!) } : explain(why, u, x);
    },
  };
  const actualOrder = (t: number) => (entryOf[t] && !entryOf[t]!.reason ? entryOf[t]!.text : holdAt(units[t].type, loc[t], geo));
  /** Each problem in the DATC's terms, with a sentence naming the units and provinces. */
  const explain = (why: Exclude<Why, 'void'>, u: number, x: Detail<Place>): Reason => {
    switch (why) {
      case 'unknown-place':
      case 'target-unknown':
        return illegal('unknown-place', `unknown province "${x.place!.province}"`);
      case 'same-province':
        return illegal('same-province', 'a unit cannot move to where it stands');
      case 'fleet-convoyed':
      case 'convoy-not-army':
        return illegal(why, 'only armies can be convoyed');
      case 'wrong-coast':
        return illegal('wrong-coast', `${unitText[u]} cannot reach ${formatPlace(x.place!, geo)}`);
      case 'not-adjacent':
      case 'cannot-reach':
        return illegal(why, `${unitText[u]} cannot reach ${geo.name(x.d!)}`);
      case 'coast-needed':
        return illegal('coast-needed', `say which coast of ${geo.name(x.d!)}`);
      case 'army-at-sea':
        return illegal('not-adjacent', 'an army cannot enter a sea');
      case 'no-convoy-route':
        return illegal('no-convoy-route', `no fleets could convoy ${unitText[u]} to ${geo.name(x.d!)}`);
      case 'target-missing':
        return illegal('no-unit', `there is no unit in ${geo.name(x.d!)}`);
      case 'target-type':
        return illegal('wrong-unit-type', `the unit in ${geo.name(prov[x.t!])} is ${units[x.t!].type === 'A' ? 'an army' : 'a fleet'}`);
      case 'target-self':
        return illegal('support-self', 'a unit cannot support or convoy itself');
      case 'support-own-province':
        return illegal('support-own-province', 'a unit cannot support a move into its own province');
      case 'target-same-province':
        return illegal('same-province', `${unitText[x.t!]} cannot move to where it stands`);
      case 'target-cannot-move':
        return illegal('target-cannot-move', `${unitText[x.t!]} cannot move to ${formatPlace(x.place!, geo)}`);
      case 'convoy-not-at-sea':
        return illegal('convoy-not-at-sea', 'only a fleet at sea can convoy');
      case 'convoy-not-on-route':
        return illegal('convoy-not-on-route', `${unitText[u]} is not needed on any convoy route from ${geo.name(prov[x.t!])} to ${geo.name(x.d!)}`);
    }
  };
  const pos: Positions = { topo: geo, units, n, power, prov, loc, isFleet, occupant, unitText };
  return { s: readOrders(pos, intents, seam, ws), geo, entryOf, entries };
}

/** A classic order as the shared reading sees it. */
function intentOf(o: Order): Intent<Place> | null {
  if (o.kind === 'move') return o;
  if (o.kind === 'support') return { kind: 'support', target: o.target.at, targetType: o.target.type, to: o.to };
  if (o.kind === 'convoy') return { kind: 'convoy', target: o.target.at, targetType: o.target.type, to: o.to };
  return null;
}

function powerAdjective(geo: Geography, p: PowerId): string {
  return geo.map.powers.find((x) => x.id === p)?.adjective ?? p;
}
