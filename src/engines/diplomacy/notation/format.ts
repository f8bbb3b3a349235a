import type { Geography } from '../map/geography';
import type { Order, OrderReport, Place, Reason, Unit, UnitRef, UnitType } from '../types';

/** "Spa/sc", "Par". */
export function formatPlace(place: Place, geo: Geography): string {
  const p = geo.province(place.province);
  const abbr = p >= 0 ? geo.abbr(p) : place.province;
  return place.coast ? `${abbr}/${place.coast}` : abbr;
}

/** A location id ("stp/sc") in notation ("Stp/sc"). */
export function formatLocation(loc: string, geo: Geography): string {
  const [province, coast] = loc.split('/');
  return formatPlace(coast ? { province, coast: coast as Place['coast'] } : { province }, geo);
}

/** A location id (by key) as a Place, one shared frozen object per location of the map. */
export function placeAt(loc: number, geo: Geography): Place {
  return tables(geo).places[loc];
}

/** "Par", "Stp/sc": location key `loc` in notation, written once per map (formatLocation of its id). */
export function locationAt(loc: number, geo: Geography): string {
  return tables(geo).at[loc];
}

/** "A Par", "F Stp/sc": a unit of this type on location key `loc`, in notation, written once per map. */
export function unitAt(type: UnitType, loc: number, geo: Geography): string {
  const t = tables(geo);
  return (type === 'F' ? t.fleets : t.armies)[loc];
}

/** "A Par H": a unit of this type on location key `loc` holding, in notation. */
export function holdAt(type: UnitType, loc: number, geo: Geography): string {
  const t = tables(geo);
  return (type === 'F' ? t.fleetHolds : t.armyHolds)[loc];
}

/** The hold order of a unit of this type on location key `loc` (one shared frozen object per unit and place). */
export function holdOrderAt(type: UnitType, loc: number, geo: Geography): Order {
  const t = tables(geo);
  return (type === 'F' ? t.fleetHoldOrders : t.armyHoldOrders)[loc];
}

interface Tables {
  readonly places: readonly Place[];
  readonly at: readonly string[];
  readonly armies: readonly string[];
  readonly fleets: readonly string[];
  readonly armyHolds: readonly string[];
  readonly fleetHolds: readonly string[];
  readonly armyHoldOrders: readonly Order[];
  readonly fleetHoldOrders: readonly Order[];
}
const byMap = new WeakMap<Geography, Tables>();
function tables(geo: Geography): Tables {
  let t = byMap.get(geo);
  if (!t) {
    const places = geo.locationIds.map((id) => {
      const [province, coast] = id.split('/');
      return Object.freeze(coast ? { province, coast: coast as Place['coast'] } : { province });
    });
    const at = places.map((p) => formatPlace(p, geo));
    const hold = (type: UnitType) => places.map((p) => Object.freeze({ kind: 'hold' as const, unit: Object.freeze({ type, at: p }) }));
    t = {
      places,
      at,
      armies: at.map((x) => `A ${x}`),
      fleets: at.map((x) => `F ${x}`),
      armyHolds: at.map((x) => `A ${x} H`),
      fleetHolds: at.map((x) => `F ${x} H`),
      armyHoldOrders: hold('A'),
      fleetHoldOrders: hold('F'),
    };
    byMap.set(geo, t);
  }
  return t;
}

export function formatUnit(unit: Unit, geo: Geography): string {
  return `${unit.type} ${formatLocation(unit.loc, geo)}`;
}

function ref(r: UnitRef, geo: Geography, type?: UnitType): string {
  const t = r.type ?? type;
  return t ? `${t} ${formatPlace(r.at, geo)}` : formatPlace(r.at, geo);
}

/**
 * An order in canonical notation. `typeOf` may supply unit types the order left out
 * (from the board), so "Par - Bur" prints as "A Par - Bur".
 */
export function formatOrder(order: Order, geo: Geography, typeOf?: (place: Place) => UnitType | undefined): string {
  const t = (r: UnitRef) => ref(r, geo, typeOf?.(r.at));
  switch (order.kind) {
    case 'hold':
      return `${t(order.unit)} H`;
    case 'move':
      return `${t(order.unit)} - ${formatPlace(order.to, geo)}${order.viaConvoy ? ' via Convoy' : ''}`;
    case 'support':
      return order.to ? `${t(order.unit)} S ${t(order.target)} - ${formatPlace(order.to, geo)}` : `${t(order.unit)} S ${t(order.target)}`;
    case 'convoy':
      return `${t(order.unit)} C ${ref(order.target, geo, 'A')} - ${formatPlace(order.to, geo)}`;
    case 'retreat':
      return `${t(order.unit)} R ${formatPlace(order.to, geo)}`;
    case 'disband':
      return `${t(order.unit)} D`;
    case 'build':
      return `Build ${order.unitType} ${formatPlace(order.at, geo)}`;
    case 'waive':
      return 'Waive';
  }
}

/** The reason alone, as a clause: "bounced by A Ruh - Mun, strength 1 against 1". */
export function renderReason(reason: Reason): string {
  switch (reason.kind) {
    case 'moved':
      return 'moved';
    case 'held':
      return 'held';
    case 'given':
      return 'support given';
    case 'convoying':
      return 'convoy order stands';
    case 'retreated':
      return 'retreated';
    case 'disbanded':
      return 'disbanded';
    case 'built':
      return 'built';
    case 'waived':
      return 'build waived';
    case 'bounced':
      return `bounced by ${reason.by.join(' and ')}, strength ${reason.strength} against ${reason.against}`;
    case 'own-unit':
      return `it may not dislodge its own ${reason.unit}`;
    case 'no-convoy':
      return 'no convoy route';
    case 'convoy-paradox':
      return 'the convoy is part of a paradox and fails (Szykman rule)';
    case 'cut':
      return `support cut by ${reason.by}`;
    case 'dislodged':
      return `dislodged by ${reason.by}`;
    case 'void':
      return `it does not match the unit's order (${reason.actual})`;
    case 'retreat-clash':
      return `retreat clashes with ${reason.by.join(' and ')}, both disband`;
    case 'illegal':
      return `illegal: ${reason.detail}`;
    case 'parse-error':
      return reason.part && !reason.message.includes(reason.part) ? `${reason.message} (at "${reason.part}")` : reason.message;
  }
}

/** One report as a sentence: "A Bur - Mun fails: bounced by A Ruh - Mun, strength 1 against 1". */
export function render(report: Pick<OrderReport, 'text' | 'success' | 'reason' | 'dislodgedBy'>): string {
  const r = report.reason;
  let s: string;
  if (r.kind === 'parse-error') s = `"${report.text}" cannot be read: ${renderReason(r)}`;
  else if (r.kind === 'illegal') s = `${report.text} is illegal: ${r.detail}`;
  else if (report.success) {
    const quiet = r.kind === 'moved' || r.kind === 'held' || r.kind === 'given' || r.kind === 'convoying' || r.kind === 'built' || r.kind === 'retreated';
    s = quiet ? `${report.text} succeeds` : `${report.text} succeeds: ${renderReason(r)}`;
  } else s = `${report.text} fails: ${renderReason(r)}`;
  if (report.dislodgedBy && r.kind !== 'dislodged' && !(r.kind === 'cut' && r.by === report.dislodgedBy)) s += `; dislodged by ${report.dislodgedBy}`;
  return s;
}
