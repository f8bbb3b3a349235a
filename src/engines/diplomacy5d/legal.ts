import { adjustmentOf } from '../diplomacy/board';
import { disbandSlots, legalOrders } from '../diplomacy/legal';
import type { Geography } from '../diplomacy/map/geography';
import { parseOrder } from '../diplomacy/notation/parse';
import { formatPlace } from '../diplomacy/notation/format';
import type { Board, Order, Place } from '../diplomacy/types';
import { Index, isWinter, seasonOf, tlName, yearOf } from './multiverse';
import { acrossOrders } from './legalAcross';
import { chainOrders } from './legalChains';
import { formatOrder5 } from './notation';
import type { MBoard, MOrder, MPlace, Multiverse, PowerId, Rules, Unit } from './types';

/** One unit on a head board (or one build of a Winter head board) and its legal orders. */
export interface Slot5 {
  readonly key: string;
  readonly power: PowerId;
  /** The unit, with its board (null for a build or a disband owed on a Winter board). */
  readonly unit: Unit | null;
  readonly board: { readonly tl: number; readonly turn: number };
  /** Orders in the seed's notation, the default (hold, waive) first. */
  readonly orders: readonly string[];
}

/** A classic board for the classic generator. */
export function classicBoard(b: MBoard): Board {
  const season = seasonOf(b.turn);
  return {
    year: yearOf(b.turn),
    season: season === 'S' ? 'spring' : season === 'F' ? 'fall' : 'winter',
    phase: isWinter(b.turn) ? 'adjustment' : 'movement',
    units: b.units,
    dislodged: [],
    centres: b.centres,
  };
}

const at = (b: MBoard, p: Place): MPlace => ({ tl: b.tl, turn: b.turn, province: p.province, ...(p.coast ? { coast: p.coast } : {}) });

/** A classic order on board b as a multiversal one. */
export function lift(o: Order, b: MBoard): MOrder | null {
  switch (o.kind) {
    case 'hold':
      return { kind: 'hold', unit: at(b, o.unit.at), ...(o.unit.type ? { type: o.unit.type } : {}) };
    case 'move':
      return { kind: 'move', unit: at(b, o.unit.at), ...(o.unit.type ? { type: o.unit.type } : {}), to: at(b, o.to), viaConvoy: o.viaConvoy };
    case 'support':
      return {
        kind: 'support',
        unit: at(b, o.unit.at),
        ...(o.unit.type ? { type: o.unit.type } : {}),
        target: at(b, o.target.at),
        ...(o.target.type ? { targetType: o.target.type } : {}),
        ...(o.to ? { to: at(b, o.to) } : {}),
      };
    case 'convoy':
      return {
        kind: 'convoy',
        unit: at(b, o.unit.at),
        ...(o.unit.type ? { type: o.unit.type } : {}),
        target: at(b, o.target.at),
        ...(o.target.type ? { targetType: o.target.type } : {}),
        to: at(b, o.to),
      };
    case 'build':
      return { kind: 'build', at: at(b, o.at), unitType: o.unitType };
    case 'waive':
      return { kind: 'waive', at: { tl: b.tl, turn: b.turn, province: '' } };
    case 'disband':
      return { kind: 'disband', unit: at(b, o.unit.at), ...(o.unit.type ? { type: o.unit.type } : {}) };
    default:
      return null;
  }
}

/**
 * Every legal order of a power's units on the head boards, in the seed's notation: the classic
 * orders on the unit's own board, then the orders across boards the rules allow — moves to the
 * same or (loose, tree) a neighbouring place on an adjacent board, supports to hold of units
 * there, supports of moves across boards and convoys through time by one fleet (legalAcross.ts).
 * and convoys by chains of several fleets across boards (legalChains.ts). Winter head boards:
 * builds (one slot per build owed) or disbands. Orders the list does not offer (orders
 * anticipating a traveller) can still be typed; the adjudicator judges them.
 */
export function legalOrders5(mv: Multiverse, power: PowerId, rules: Rules, geo: Geography): Slot5[] {
  const index = new Index(mv);
  const out: Slot5[] = [];
  const across = acrossOrders(mv, power, rules, geo);
  const chains = chainOrders(mv, power, rules, geo);
  for (const b of index.heads()) {
    const classic = legalOrders(classicBoard(b), power, geo);
    const text = (o: Order) => {
      const m = lift(o, b);
      return m ? formatOrder5(m, geo) : '';
    };
    const convert = (t: string) => {
      const r = parseOrder(t, geo);
      return r.ok ? text(r.value) : t;
    };
    if (isWinter(b.turn)) {
      if (classic[0]?.unit) {
        // Disbands owed: classic Diplomacy's slots (one per disband, each offering every unit).
        const owed = -adjustmentOf(classicBoard(b), power, geo).delta;
        disbandSlots(
          classic.map((o) => convert(o.orders[0])),
          owed,
        ).forEach((orders, i) => out.push({ key: `${power}:${b.tl}:${b.turn}:disband${i}`, power, unit: null, board: { tl: b.tl, turn: b.turn }, orders }));
        continue;
      }
      classic.forEach((o, i) =>
        out.push({ key: `${power}:${b.tl}:${b.turn}:build${i}`, power, unit: null, board: { tl: b.tl, turn: b.turn }, orders: o.orders.map(convert) }),
      );
      continue;
    }
    const near = mv.boards.filter((o) => o !== b && index.boardsAdjacent(b.tl, b.turn, o.tl, o.turn, rules));
    for (const o of classic) {
      const u = o.unit!;
      const orders = o.orders.map(convert);
      const l = geo.location(u.loc);
      const p = geo.provinceOf(l);
      const me = formatOrder5({ kind: 'hold', unit: at(b, { province: geo.provinceIds[p] }), type: u.type }, geo).slice(0, -2);
      for (const nb of near) {
        const occupied = new Map(nb.units.map((x) => [x.loc.split('/')[0], x]));
        const coord = nb.tl === b.tl ? '' : `${tlName(nb.tl)}-`;
        const dests = new Set<number>([l]);
        if (rules.adjacency !== 'strict') for (const x of u.type === 'F' ? geo.fleetNext[l] : geo.armyNext[l]) dests.add(x);
        for (const d of dests) {
          if (u.type === 'A' && geo.isSea(geo.provinceOf(d))) continue;
          const place = formatMPlace(nb, d, b, geo, coord);
          orders.push(`${me} -> ${place}`);
        }
        // Supports to hold of units standing within reach on that board.
        for (const d of dests) {
          const there = occupied.get(geo.provinceIds[geo.provinceOf(d)]);
          if (there) orders.push(`${me} S ${there.type} ${formatMPlace(nb, geo.location(there.loc.split('/')[0]), b, geo, coord)}`);
        }
      }
      const key = `${power}:${b.tl}:${b.turn}:${u.loc}`;
      const have = new Set(orders);
      for (const t of [...(across.get(key) ?? []), ...(chains.get(key) ?? [])]) {
        if (have.has(t)) continue;
        have.add(t);
        orders.push(t);
      }
      out.push({ key, power, unit: u, board: { tl: b.tl, turn: b.turn }, orders });
    }
  }
  return out;
}

function formatMPlace(nb: MBoard, loc: number, from: MBoard, geo: Geography, coord: string): string {
  const id = geo.locationIds[loc];
  const [province, coast] = id.split('/');
  const turn = nb.turn === from.turn ? '' : `@${Math.floor(nb.turn / 3) * 2 + Math.min(nb.turn % 3, 1)}`;
  return `${coord}${formatPlace({ province, ...(coast ? { coast: coast as Place['coast'] } : {}) }, geo)}${turn}`;
}
