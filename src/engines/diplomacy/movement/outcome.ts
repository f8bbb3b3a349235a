import type { Board, Dislodged, MovementOutcome, OrderReport, PowerId, Reason, Unit } from '../types';
import { POWERS } from '../types';
import type { Geography } from '../map/geography';
import { afterMovement } from '../phases';
import { NO, Resolver, YES } from './decide';
import type { Entry } from '../entries';
import type { BoardSituation } from './prepare';
import { holdAt, holdOrderAt } from '../notation/format';
import { CONVOY, HOLD, MOVE, SUPPORT_MOVE } from './situation';
import type { Situation } from './situation';
import { FRESH, type Tables } from './workspace';

const lo = (x: number) => x >> 8;

/**
 * Provinces left empty by a standoff, where no retreat may go: a move with a route failed there (losing
 * a head-to-head to the unit that left does not count). `taken`: provinces occupied after the moves.
 */
function standoffs(s: Pick<Situation, 'movesInto' | 'h2h' | 'topo'>, r: Resolver, taken: Uint8Array, ws: Tables): Uint8Array {
  const d = r.d;
  const P = s.topo.provinceCount;
  const contested = ws.uint8(P);
  for (let p = 0; p < P; p++) {
    if (taken[p]) continue;
    for (const k of s.movesInto[p]) {
      if (d.path[k] !== YES || d.move[k] !== NO) continue;
      const o = s.h2h[k];
      if (o >= 0 && d.move[o] === YES) continue;
      contested[p] = 1;
    }
  }
  return contested;
}

/** Where everyone stands once the moves are decided (shared with 5D Diplomacy, whose boards taking part form one numbered map). */
export interface Settled {
  /** Unit → the unit that dislodged it, or -1. */
  readonly dislodger: Int32Array;
  /** Unit → the location it stands on now, or -1 when dislodged. */
  readonly endLoc: Int32Array;
  /** Provinces occupied after the moves. */
  readonly taken: Uint8Array;
  /** Provinces left empty by a standoff. */
  readonly contested: Uint8Array;
}

/** `ws`: where the tables come from (reused tables, see workspace.ts: then longer than n or P). */
export function settle(s: Situation, r: Resolver, ws: Tables = FRESH): Settled {
  const d = r.d;
  const n = s.n;
  const dislodger = ws.int32(n, -1);
  const endLoc = ws.int32(n, -1);
  const taken = ws.uint8(s.topo.provinceCount);
  for (let u = 0; u < n; u++) {
    if (s.kind[u] === MOVE && d.move[u] === YES) {
      endLoc[u] = s.destLoc[u];
      taken[s.dest[u]] = 1;
    } else if (d.dislodge[u] !== YES) {
      endLoc[u] = s.loc[u];
      taken[s.prov[u]] = 1;
    } else for (const k of s.movesInto[s.prov[u]]) if (d.move[k] === YES) dislodger[u] = k;
  }
  return { dislodger, endLoc, taken, contested: standoffs(s, r, taken, ws) };
}

/**
 * Where dislodged unit u may retreat, on its own board: not an occupied province, not one left empty
 * by a standoff, not the attacker's origin unless it came by convoy. `geo`: the map each board is.
 */
export function retreatsOf(s: Situation, settled: Settled, u: number, geo: Geography): string[] {
  const L = geo.locationCount;
  const P = geo.provinceCount;
  const b = Math.floor(s.loc[u] / L);
  const l0 = s.loc[u] - b * L;
  const k = settled.dislodger[u];
  const out: string[] = [];
  for (const l of s.isFleet[u] ? geo.fleetNext[l0] : geo.armyNext[l0]) {
    const p = b * P + geo.provinceOf(l);
    if (settled.taken[p] || settled.contested[p] || (k >= 0 && p === s.prov[k] && !s.convoyed[k])) continue;
    out.push(geo.locationIds[l]);
  }
  return out;
}

/** Turns the decisions into reports, dislodgements with their retreats, and the next board. */
export function outcome(board: Board, bs: BoardSituation, r: Resolver, ws: Tables = FRESH): MovementOutcome {
  const s = bs.s;
  const n = s.n;
  const geo = bs.geo;
  const orderText = (u: number) => {
    const e = bs.entryOf[u];
    return e && !e.reason ? e.text : holdAt(s.units[u].type, s.loc[u], geo);
  };
  const settled = settle(s, r, ws);
  const dislodger = settled.dislodger;

  const report = (e: Entry, u: number): OrderReport => {
    const reason = e.reason ?? verdict(u, r, s, dislodger, orderText);
    const success = reason === MOVED || reason === HELD || reason === CONVOYING || reason === GIVEN;
    const out: { -readonly [K in keyof OrderReport]: OrderReport[K] } = { power: e.power, input: e.input, text: e.text, order: e.order, success, reason };
    if (u >= 0 && dislodger[u] >= 0) out.dislodgedBy = orderText(dislodger[u]);
    return out;
  };

  const orders: Partial<Record<PowerId, OrderReport[]>> = {};
  for (const p of POWERS) {
    const list = bs.entries[p];
    if (list) orders[p] = list.map((e) => report(e, e.unit));
  }
  const defaults: OrderReport[] = [];
  for (let u = 0; u < n; u++) {
    if (bs.entryOf[u]) continue;
    const type = s.units[u].type;
    const text = holdAt(type, s.loc[u], geo);
    const e: Entry = {
      power: s.units[u].power,
      input: text,
      order: holdOrderAt(type, s.loc[u], geo),
      unit: u,
      reason: null,
      text,
    };
    defaults.push(report(e, u));
  }

  // Where everyone stands now.
  const units: Unit[] = [];
  for (let u = 0; u < n; u++) {
    const l = settled.endLoc[u];
    if (l >= 0) units.push(l === s.loc[u] ? s.units[u] : { ...s.units[u], loc: geo.locationIds[l] });
  }
  const dislodged: Dislodged[] = [];
  for (let u = 0; u < n; u++) {
    const k = dislodger[u];
    if (k < 0) continue;
    dislodged.push({ unit: s.units[u], attackerFrom: geo.provinceIds[s.prov[k]], byConvoy: s.convoyed[k] === 1, retreats: retreatsOf(s, settled, u, geo) });
  }
  return { orders, defaults, dislodged, board: afterMovement(board, units, dislodged, geo) };
}

/** The reasons of the orders that succeed: one shared frozen object each (most reports carry one). */
const MOVED: Reason = Object.freeze({ kind: 'moved' });
const HELD: Reason = Object.freeze({ kind: 'held' });
const CONVOYING: Reason = Object.freeze({ kind: 'convoying' });
const GIVEN: Reason = Object.freeze({ kind: 'given' });

/** Why a legal order succeeded (MOVED, HELD, CONVOYING, GIVEN) or failed. */
function verdict(u: number, r: Resolver, s: Situation, dislodger: Int32Array, orderText: (u: number) => string): Reason {
  const d = r.d;
  const k = s.kind[u];
  const dislodged = dislodger[u] >= 0;
  if (k === MOVE) return d.move[u] === YES ? MOVED : moveFailure(u, r, s, orderText);
  // A dislodged unit's support is cut by the dislodgement itself: "dislodged" says both.
  if (dislodged) return { kind: 'dislodged', by: orderText(dislodger[u]) };
  if (k === HOLD) return HELD;
  if (k === CONVOY) return CONVOYING;
  if (d.support[u] === YES) return GIVEN;
  let by = '';
  for (const a of s.movesInto[s.prov[u]]) {
    if (d.path[a] === YES && s.power[a] !== s.power[u] && !(k === SUPPORT_MOVE && s.prov[a] === s.dest[u])) {
      by = orderText(a);
      break;
    }
  }
  return { kind: 'cut', by };
}

function moveFailure(u: number, r: Resolver, s: Situation, orderText: (u: number) => string): Reason {
  const d = r.d;
  if (d.paradox[u]) return { kind: 'convoy-paradox' };
  if (d.path[u] === NO) return { kind: 'no-convoy' };
  const a = lo(r.attack(u));
  const j = s.occupant[s.dest[u]];
  const o = s.h2h[u];
  if (j >= 0 && a === 0 && s.power[j] === s.power[u]) return { kind: 'own-unit', unit: s.unitText[j] };
  const by: string[] = [];
  let against = 0;
  const consider = (unit: number, strength: number) => {
    if (strength >= a) {
      by.push(orderText(unit));
      against = Math.max(against, strength);
    }
  };
  if (o >= 0) consider(o, lo(r.defend(o)));
  else if (j >= 0) consider(j, lo(r.hold(s.dest[u])));
  for (const k of s.movesInto[s.dest[u]]) if (k !== u) consider(k, lo(r.prevent(k)));
  return { kind: 'bounced', by, strength: a, against };
}
