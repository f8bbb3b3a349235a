import type { Geography } from './map/geography';
import { formatOrder } from './notation/format';
import { readCanonical } from './notation/canonical';
import { parseOrder } from './notation/parse';
import type { IllegalCode, Order, Place, PowerId, Reason, Unit } from './types';

/** One submitted order and what became of it before adjudication. */
export interface Entry {
  readonly power: PowerId;
  readonly input: string;
  order: Order | null;
  /** The unit it orders, or -1. */
  unit: number;
  /** Set when the order cannot be carried out (parse error, illegal, void). */
  reason: Reason | null;
  /** Canonical notation. */
  text: string;
}

export function illegal(code: IllegalCode, detail: string): Reason {
  return { kind: 'illegal', code, detail };
}

export function placeOf(loc: string): Place {
  const [province, coast] = loc.split('/');
  return coast ? { province, coast: coast as Place['coast'] } : { province };
}

/** Parses one submitted order (text or object) into an entry. */
export function readEntry(power: PowerId, raw: string | Order, geo: Geography, typeAt: (place: Place) => Unit['type'] | undefined): Entry {
  if (typeof raw === 'string') {
    // Canonical notation, as the order lists and the bots write it, is read without a table and is its own text.
    const order = readCanonical(raw, geo);
    if (order) return { power, input: raw, order, unit: -1, reason: null, text: raw };
    const known = readText(raw, geo);
    const r = known.read;
    if (!r.ok) return { power, input: raw, order: null, unit: -1, reason: { kind: 'parse-error', part: r.error.part, message: r.error.message }, text: raw };
    return { power, input: raw, order: r.value, unit: -1, reason: null, text: known.text ?? formatOrder(r.value, geo, typeAt) };
  }
  if (!isOrderShape(raw)) {
    return { power, input: String(raw), order: null, unit: -1, reason: { kind: 'parse-error', part: '', message: 'not an order' }, text: String(raw) };
  }
  let text: string;
  try {
    text = formatOrder(raw, geo, typeAt);
  } catch {
    return { power, input: '?', order: null, unit: -1, reason: { kind: 'parse-error', part: '', message: 'malformed order' }, text: '?' };
  }
  return { power, input: text, order: raw, unit: -1, reason: null, text };
}

/** An order text as read (notation/parse.ts), with its canonical notation when that does not depend on the board. */
interface Known {
  readonly read: ReturnType<typeof parseOrder>;
  /** Null when the order leaves a unit type out: the board then supplies it (`typeAt`) each time. */
  readonly text: string | null;
}

/**
 * Order texts already read, per map, with their canonical notation: one look-up per submitted order
 * (the orders read are shared and frozen, see parseOrder). Emptied when it reaches KNOWN_MAX texts.
 */
const knownByMap = new WeakMap<Geography, Map<string, Known>>();
const KNOWN_MAX = 1 << 16;
let lastGeo: Geography | null = null;
let lastKnown = new Map<string, Known>();

function readText(raw: string, geo: Geography): Known {
  if (geo !== lastGeo) {
    let m = knownByMap.get(geo);
    if (!m) knownByMap.set(geo, (m = new Map()));
    lastGeo = geo;
    lastKnown = m;
  }
  let k = lastKnown.get(raw);
  if (k) return k;
  const read = parseOrder(raw, geo);
  k = { read, text: read.ok && !leavesTypeOut(read.value) ? formatOrder(read.value, geo) : null };
  if (lastKnown.size >= KNOWN_MAX) lastKnown.clear();
  lastKnown.set(raw, k);
  return k;
}

/** Whether the canonical notation of an order depends on the board: a unit it orders or supports is named without its type. */
function leavesTypeOut(o: Order): boolean {
  if (o.kind === 'build' || o.kind === 'waive') return false;
  return !o.unit.type || (o.kind === 'support' && !o.target.type);
}

const isPlace = (x: unknown): boolean =>
  !!x && typeof x === 'object' && typeof (x as Place).province === 'string' && ((x as Place).coast === undefined || typeof (x as Place).coast === 'string');
const isRef = (x: unknown): boolean =>
  !!x && typeof x === 'object' && isPlace((x as { at?: unknown }).at) && [undefined, 'A', 'F'].includes((x as { type?: string }).type);

/** Whether an order object given by code has the fields its kind needs (orders from outside may be anything). */
function isOrderShape(raw: unknown): raw is Order {
  if (!raw || typeof raw !== 'object') return false;
  const o = raw as Record<string, unknown>;
  switch (o.kind) {
    case 'hold':
    case 'disband':
      return isRef(o.unit);
    case 'move':
      return isRef(o.unit) && isPlace(o.to) && typeof o.viaConvoy === 'boolean';
    case 'retreat':
      return isRef(o.unit) && isPlace(o.to);
    case 'support':
      return isRef(o.unit) && isRef(o.target) && (o.to === undefined || isPlace(o.to));
    case 'convoy':
      return isRef(o.unit) && isRef(o.target) && isPlace(o.to);
    case 'build':
      return (o.unitType === 'A' || o.unitType === 'F') && isPlace(o.at);
    case 'waive':
      return true;
    default:
      return false;
  }
}
