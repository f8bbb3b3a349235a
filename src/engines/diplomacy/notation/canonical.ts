import type { Geography } from '../map/geography';
import type { Coast, Order, Place, UnitRef, UnitType } from '../types';
import { placeAt } from './format';

/**
 * Movement orders in canonical notation (what `formatOrder` writes and what the order lists, the bots
 * and the search submit), read in one pass over the characters: no tokens, no substrings, no table of
 * texts. "A Par H", "A Par - Bur", "A Lon - Nwy via Convoy", "F Mao S A Par - Bre", "A Mun S A Ber",
 * "F Nth C A Lon - Nwy"; places by their abbreviation exactly as the map writes it ("Stp/sc").
 *
 * Anything else (other spellings, other phases' orders, mistakes) is left to the full reader
 * (parse.ts `parseOrder`): null here. What this accepts, `parseOrder` reads to an equal order, and
 * `formatOrder` writes back to the same text (speed.test.ts checks both over every legal order of many
 * positions).
 */
export function readCanonical(text: string, geo: Geography): Order | null {
  const t = tablesOf(geo);
  const n = text.length;
  // The ordered unit: "A Par".
  const unit = ref(text, 0, t, geo);
  if (!unit) return null;
  let i = end;
  if (i >= n || text.charCodeAt(i) !== SPACE || i + 2 > n) return null;
  const verb = text.charCodeAt(i + 1);
  // Each verb is one capital letter (or "-") followed by a space, or the end for "H".
  if (verb === H) return i + 2 === n ? { kind: 'hold', unit } : null;
  if (i + 3 > n || text.charCodeAt(i + 2) !== SPACE) return null;
  i += 3;
  if (verb === DASH) {
    const to = place(text, i, t, geo);
    if (!to) return null;
    if (end === n) return { kind: 'move', unit, to, viaConvoy: false };
    return text.endsWith(VIA) && end + VIA.length === n ? { kind: 'move', unit, to, viaConvoy: true } : null;
  }
  if (verb !== S && verb !== C) return null;
  const target = ref(text, i, t, geo);
  if (!target) return null;
  if (end === n) return verb === S ? { kind: 'support', unit, target } : null;
  if (!(text.charCodeAt(end) === SPACE && text.charCodeAt(end + 1) === DASH && text.charCodeAt(end + 2) === SPACE)) return null;
  const to = place(text, end + 3, t, geo);
  if (!to || end !== n) return null;
  return verb === S ? { kind: 'support', unit, target, to } : { kind: 'convoy', unit, target, to };
}

const SPACE = 32;
const SLASH = 47;
const DASH = 45;
const H = 72;
const S = 83;
const C = 67;
const VIA = ' via Convoy';

/** Where the last place or unit read ends (the reader runs on one thread, one order at a time). */
let end = 0;

/** "A Par" at `i`: a unit reference with its type, or null. */
function ref(text: string, i: number, t: Tables, geo: Geography): UnitRef | null {
  const c = text.charCodeAt(i);
  const type: UnitType | null = c === 65 ? 'A' : c === 70 ? 'F' : null;
  if (!type || text.charCodeAt(i + 1) !== SPACE) return null;
  const at = place(text, i + 2, t, geo);
  return at ? { type, at } : null;
}

/** "Par" or "Stp/sc" at `i`: the map's shared place, or null (sets `end`). */
function place(text: string, i: number, t: Tables, geo: Geography): Place | null {
  // The abbreviation: up to three letters, as one number.
  let key = 0;
  let j = i;
  for (; j < text.length && j - i < 4; j++) {
    const c = text.charCodeAt(j);
    if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) break;
    key = key * 128 + c;
  }
  if (j - i === 0 || j - i > 3) return null;
  const p = t.byAbbr.get(key);
  if (p === undefined) return null;
  if (text.charCodeAt(j) !== SLASH) {
    end = j;
    return placeAt(p, geo);
  }
  // A coast: "/nc", "/sc", "/ec" or "/wc", one the province has.
  if (text.charCodeAt(j + 2) !== 99) return null;
  const side = COAST_LETTERS.indexOf(text.charCodeAt(j + 1));
  const loc = side < 0 ? -1 : t.coastLoc[p * 4 + side];
  if (loc < 0) return null;
  end = j + 3;
  return placeAt(loc, geo);
}

/** n, s, e, w: the first letters of the coasts "nc", "sc", "ec", "wc", in COASTS' order. */
const COAST_LETTERS = [110, 115, 101, 119];
const COASTS: readonly Coast[] = ['nc', 'sc', 'ec', 'wc'];

interface Tables {
  /** Abbreviation (its letters as one number) → province key; only abbreviations of up to three letters. */
  readonly byAbbr: Map<number, number>;
  /** Province × coast (COASTS' order) → the coast's location key, or -1. */
  readonly coastLoc: Int16Array;
}
const byMap = new WeakMap<Geography, Tables>();
function tablesOf(geo: Geography): Tables {
  let t = byMap.get(geo);
  if (!t) {
    const byAbbr = new Map<number, number>();
    for (let p = 0; p < geo.provinceCount; p++) {
      const a = geo.abbr(p);
      if (!/^[A-Za-z]{1,3}$/.test(a)) continue;
      let key = 0;
      for (let j = 0; j < a.length; j++) key = key * 128 + a.charCodeAt(j);
      byAbbr.set(key, p);
    }
    const coastLoc = new Int16Array(geo.provinceCount * 4).fill(-1);
    for (let p = 0; p < geo.provinceCount; p++) for (const c of geo.map.provinces[p].coasts) coastLoc[p * 4 + COASTS.indexOf(c)] = geo.locationOf(p, c);
    t = { byAbbr, coastLoc };
    byMap.set(geo, t);
  }
  return t;
}
