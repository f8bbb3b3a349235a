import { adjustmentOf } from './board';
import type { Geography } from './map/geography';
import { convoyLandings, convoyReachable, necessaryFleets } from './movement/convoy';
import { formatLocation, formatUnit, holdAt, locationAt, unitAt } from './notation/format';
import { powerName } from './map/variant';
import type { OrderSlot } from '../core/types';
import type { Board, PowerId, Unit } from './types';

/** The orders one unit (or, in adjustments, one power's slot) may be given now, in notation. */
export interface UnitOptions {
  /** The unit ordered; null for a build slot. */
  readonly unit: Unit | null;
  /** Every legal order, the default first (hold, disband, or waive). */
  readonly orders: readonly string[];
}

/**
 * Every legal order of a power now, per unit: what a player interface offers and what the bots and
 * the benchmarks draw from. Movement: hold, moves (by land, by convoy where fleets stand to carry
 * it), supports of any unit's hold or possible move, convoys on a necessary route. Retreats: the
 * computed retreats and disband. Adjustments: one option list per build (builds and "Waive") or
 * per unit when disbanding. Takes a board or a game state (anything with a `board`).
 */
export function legalOrders(position: Board | { readonly board: Board }, power: PowerId, geo: Geography): UnitOptions[] {
  const board = 'board' in position ? position.board : position;
  if (board.phase === 'retreat') {
    return board.dislodged
      .filter((d) => d.unit.power === power)
      .map((d) => ({
        unit: d.unit,
        orders: [`${formatUnit(d.unit, geo)} D`, ...d.retreats.map((l) => `${formatUnit(d.unit, geo)} R ${formatLocation(l, geo)}`)],
      }));
  }
  if (board.phase === 'adjustment') {
    const { delta, buildSites } = adjustmentOf(board, power, geo);
    if (delta < 0) return board.units.filter((u) => u.power === power).map((u) => ({ unit: u, orders: [`Disband ${formatUnit(u, geo)}`] }));
    const builds: string[] = ['Waive'];
    for (const site of buildSites) {
      const p = geo.province(site);
      builds.push(`Build A ${formatLocation(site, geo)}`);
      for (const l of geo.fleetLocations[p]) builds.push(`Build F ${formatLocation(geo.locationIds[l], geo)}`);
    }
    return Array.from({ length: Math.min(delta, buildSites.length) }, () => ({ unit: null, orders: builds }));
  }
  return movementOptions(board, geo).forPower(power);
}

/** One slot of classic Diplomacy (the engine's `orderSlots`, the board's order entry): its power and what it orders. */
export interface ClassicSlot extends OrderSlot {
  readonly power: PowerId;
  /** A unit to order (movement, retreat), a build to place, or one of the disbands a power owes. */
  readonly kind: 'unit' | 'build' | 'disband';
  /** The unit ordered (kind "unit"); null for a build or a disband owed. */
  readonly unit: Unit | null;
}

/**
 * Disbands owed (classic and 5D Diplomacy): one slot per disband, each offering every unit's disband
 * (`all`), slot i starting on the i-th unit, so the defaults disband distinct units.
 */
export function disbandSlots(all: readonly string[], owed: number): string[][] {
  return Array.from({ length: owed }, (_, i) => [all[i], ...all.filter((_, j) => j !== i)]);
}

/**
 * The slots of these powers now, every legal order listed (`legalOrders`), the default first: one per
 * unit ("FRA:par"), per build ("FRA:build:0") or per disband owed ("FRA:disband:0"). The engine's
 * `orderSlots` and the board's order entry both read these.
 */
export function slotsOf(board: Board, powers: readonly PowerId[], geo: Geography): ClassicSlot[] {
  const out: ClassicSlot[] = [];
  for (const p of powers) {
    const options = legalOrders(board, p, geo);
    if (board.phase === 'adjustment' && options[0]?.unit) {
      const owed = -adjustmentOf(board, p, geo).delta;
      disbandSlots(
        options.map((o) => o.orders[0]),
        owed,
      ).forEach((orders, i) =>
        out.push({ key: `${p}:disband:${i}`, label: `${powerName(geo, p)}: disband ${i + 1}`, orders, power: p, kind: 'disband', unit: null }),
      );
      continue;
    }
    options.forEach((o, i) => {
      out.push({
        key: `${p}:${o.unit ? o.unit.loc : `build:${i}`}`,
        label: `${powerName(geo, p)}: ${o.unit ? formatUnit(o.unit, geo) : `build ${i + 1}`}`,
        orders: o.orders,
        power: p,
        kind: o.unit ? 'unit' : 'build',
        unit: o.unit,
      });
    });
  }
  return out;
}

/**
 * The movement options of one board, shared by every power's list (`legalOrders` is asked once per
 * power, by the engine, the bots and the search's playouts, of the same immutable board): where each
 * unit could move and the necessary convoy fleets, worked out once per board and kept while the board is.
 */
const optionsOf = new WeakMap<Board, MovementOptions>();
function movementOptions(board: Board, geo: Geography): MovementOptions {
  let o = optionsOf.get(board);
  if (!o || o.geo !== geo) optionsOf.set(board, (o = new MovementOptions(board, geo)));
  return o;
}

/** Provinces marked by stamp in reused tables (no table allocated per list). */
let landing = new Uint32Array(0);
let seenProv = new Uint32Array(0);
let stamp = 0;
function nextStamp(P: number): number {
  if (landing.length < P) {
    landing = new Uint32Array(P);
    seenProv = new Uint32Array(P);
  }
  if (++stamp >= 0xfffffff0) {
    landing.fill(0);
    seenProv.fill(0);
    stamp = 1;
  }
  return stamp;
}

interface Destination {
  readonly prov: number;
  readonly loc: number;
  readonly convoy: boolean;
}

class MovementOptions {
  private readonly occupant: Int16Array;
  private readonly units: readonly Unit[];
  private readonly loc: Int32Array;
  private readonly prov: Int32Array;
  /** Unit → its notation ("A Par"). */
  private readonly text: readonly string[];
  private readonly destinations: (Destination[] | undefined)[];
  private readonly routes = new Map<number, Set<number>>();

  constructor(
    board: Board,
    readonly geo: Geography,
  ) {
    const n = board.units.length;
    this.units = board.units;
    this.occupant = new Int16Array(geo.provinceCount).fill(-1);
    this.loc = new Int32Array(n);
    this.prov = new Int32Array(n);
    const text: string[] = [];
    for (let u = 0; u < n; u++) {
      const unit = board.units[u];
      this.loc[u] = geo.location(unit.loc);
      this.prov[u] = geo.provinceOf(this.loc[u]);
      this.occupant[this.prov[u]] = u;
      text.push(unitAt(unit.type, this.loc[u], geo));
    }
    this.text = text;
    this.destinations = new Array<Destination[] | undefined>(n);
  }

  private seaFleet = (p: number, except = -1) => p !== except && this.occupant[p] >= 0 && this.units[this.occupant[p]].type === 'F' && this.geo.isSea(p);
  private seaFleetHere = (p: number) => this.occupant[p] >= 0 && this.units[this.occupant[p]].type === 'F' && this.geo.isSea(p);

  /** Where unit u could move: land or sea borders, and convoy landings (by increasing province). */
  private moves(u: number): Destination[] {
    let list = this.destinations[u];
    if (list) return list;
    const geo = this.geo;
    const unit = this.units[u];
    list = [];
    if (unit.type === 'F') for (const l of geo.fleetNext[this.loc[u]]) list.push({ prov: geo.provinceOf(l), loc: l, convoy: false });
    else {
      for (const l of geo.armyNext[this.loc[u]]) list.push({ prov: l, loc: l, convoy: false });
      if (geo.isShore(this.prov[u])) {
        const mark = nextStamp(geo.provinceCount);
        convoyLandings(geo, this.prov[u], this.seaFleetHere, landing, mark);
        for (let d = 0; d < geo.provinceCount; d++) {
          if (d === this.prov[u] || !geo.isShore(d)) continue;
          if (landing[d] === mark) list.push({ prov: d, loc: d, convoy: true });
        }
      }
    }
    this.destinations[u] = list;
    return list;
  }

  private route(from: number, to: number): Set<number> {
    const key = from * this.geo.provinceCount + to;
    let r = this.routes.get(key);
    if (!r) this.routes.set(key, (r = necessaryFleets(this.geo, from, to, this.seaFleetHere)));
    return r;
  }

  forPower(power: PowerId): UnitOptions[] {
    const geo = this.geo;
    const out: UnitOptions[] = [];
    const text = this.text;
    const n = this.units.length;
    for (let u = 0; u < n; u++) {
      if (this.units[u].power !== power) continue;
      const me = text[u];
      const orders = [holdAt(this.units[u].type, this.loc[u], geo)];
      for (const m of this.moves(u)) {
        const to = locationAt(m.loc, geo);
        if (!m.convoy) orders.push(`${me} - ${to}`);
        else if (geo.adjacent('A', this.loc[u], m.prov)) orders.push(`${me} - ${to} via Convoy`);
        else orders.push(`${me} - ${to}`);
      }
      const type = this.units[u].type;
      for (let t = 0; t < n; t++) {
        if (t === u) continue;
        if (geo.reaches(type, this.loc[u], this.prov[t])) orders.push(`${me} S ${text[t]}`);
        const seen = nextStamp(geo.provinceCount);
        for (const m of this.moves(t)) {
          if (seenProv[m.prov] === seen || m.prov === this.prov[u] || !geo.reaches(type, this.loc[u], m.prov)) continue;
          // A fleet cannot support a move that only it could convoy (DATC 6.D.31).
          if (m.convoy && !geo.adjacent('A', this.loc[t], m.prov) && !convoyReachable(geo, this.prov[t], m.prov, (p) => this.seaFleet(p, this.prov[u])))
            continue;
          seenProv[m.prov] = seen;
          orders.push(`${me} S ${text[t]} - ${locationAt(m.prov, geo)}`);
        }
      }
      if (type === 'F' && geo.isSea(this.prov[u])) {
        for (let a = 0; a < n; a++) {
          if (this.units[a].type !== 'A' || !geo.isShore(this.prov[a])) continue;
          // A necessary fleet lies on a chain, so only the army's convoy landings can have one (by increasing province).
          for (const m of this.moves(a)) {
            if (!m.convoy) continue;
            if (this.route(this.prov[a], m.prov).has(this.prov[u])) orders.push(`${me} C ${text[a]} - ${locationAt(m.prov, geo)}`);
          }
        }
      }
      out.push({ unit: this.units[u], orders });
    }
    return out;
  }
}
