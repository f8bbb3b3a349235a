import type { Result, RuleError } from '../../core/types';
import { quote } from '../../core/zodText';
import type { Geography } from '../map/geography';
import type { Coast, Order, Place, UnitRef, UnitType } from '../types';

/** A parse error names the part of the order that is wrong. */
export interface ParseError extends RuleError {
  readonly code: 'parse-error';
  /** The offending part of the text, as written ("" when something is missing at the end). */
  readonly part: string;
}

interface Token {
  readonly text: string;
  /** Lower case, without dots and apostrophes. */
  readonly norm: string;
}

const HOLD = new Set(['h', 'hold', 'holds', 'stand', 'stands']);
const MOVE = new Set(['-', '->', 'to', 'm', 'move', 'moves']);
const SUPPORT = new Set(['s', 'support', 'supports']);
const CONVOY = new Set(['c', 'convoy', 'convoys']);
const RETREAT = new Set(['r', 'retreat', 'retreats']);
const DISBAND = new Set(['d', 'disband', 'disbands', 'remove', 'removes']);
const BUILD = new Set(['b', 'build', 'builds']);
const WAIVE = new Set(['waive', 'waives', 'waived']);
const TYPES: Readonly<Record<string, UnitType>> = { a: 'A', army: 'A', f: 'F', fleet: 'F' };
const COASTS: Readonly<Record<string, Coast>> = {
  nc: 'nc',
  sc: 'sc',
  ec: 'ec',
  wc: 'wc',
  n: 'nc',
  s: 'sc',
  e: 'ec',
  w: 'wc',
  north: 'nc',
  south: 'sc',
  east: 'ec',
  west: 'wc',
};
const COAST_NAMES: Readonly<Record<Coast, string>> = { nc: 'north coast', sc: 'south coast', ec: 'east coast', wc: 'west coast' };

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isWordChar(c)) {
      let j = i;
      let norm = '';
      while (j < n && isWordChar(text.charCodeAt(j))) {
        const d = text.charCodeAt(j);
        if (d !== 46 && d !== 39) norm += d >= 65 && d <= 90 ? String.fromCharCode(d + 32) : text[j];
        j++;
      }
      if (norm) out.push({ text: text.slice(i, j), norm });
      i = j;
    } else if (c === 32 || c === 9 || c === 10 || c === 13 || c === 44 || c === 58) i++;
    else if ((c === 45 || c === 61) && text.charCodeAt(i + 1) === 62) {
      out.push({ text: text.slice(i, i + 2), norm: '->' });
      i += 2;
    } else if (c === 45 || c === 0x2013 || c === 0x2014) {
      out.push({ text: text[i], norm: '-' });
      i++;
    } else {
      out.push({ text: text[i], norm: text[i] });
      i++;
    }
  }
  return out;
}

/** Letters, dots and apostrophes make words ("St.", "Lyon's"). */
function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 46 || c === 39;
}

/** Normalised spellings of every province: id, abbreviation, aliases and full name. */
interface NameIndex {
  readonly names: Map<string, string>;
  /** First words of names of several words ("north", "gulf"): only these need the longer search. */
  readonly starts: Set<string>;
}
const nameIndexes = new WeakMap<Geography, NameIndex>();
function nameIndex(geo: Geography): NameIndex {
  let found = nameIndexes.get(geo);
  if (found) return found;
  const index = new Map<string, string>();
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[.']/g, '')
      .replace(/[-\s]+/g, ' ')
      .trim();
  for (const p of geo.map.provinces) {
    index.set(p.id, p.id);
    index.set(norm(p.abbr), p.id);
    index.set(norm(p.name), p.id);
    if (/^st /.test(norm(p.name))) index.set(norm(p.name).replace(/^st /, 'saint '), p.id);
  }
  for (const [alias, id] of Object.entries(geo.map.aliases)) index.set(alias, id);
  const starts = new Set<string>();
  for (const name of index.keys()) if (name.includes(' ')) starts.add(name.split(' ')[0]);
  found = { names: index, starts };
  nameIndexes.set(geo, found);
  return found;
}

class Parser {
  private i = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly geo: Geography,
  ) {}

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.i + offset];
  }

  private fail(part: string, message: string): never {
    throw new ParseFailure(part, message);
  }

  /** The rest of the text from the current token, for "unexpected" messages. */
  private rest(): string {
    return this.tokens
      .slice(this.i)
      .map((t) => t.text)
      .join(' ');
  }

  atEnd(): boolean {
    return this.i >= this.tokens.length;
  }

  accept(words: ReadonlySet<string>): boolean {
    const t = this.peek();
    if (t && words.has(t.norm)) {
      this.i++;
      return true;
    }
    return false;
  }

  unitType(): UnitType | undefined {
    const t = this.peek();
    if (!t) return undefined;
    const type = TYPES[t.norm];
    // "A" followed by nothing usable is not a type; a province never spells a, f, army or fleet.
    if (type && this.peek(1)) {
      this.i++;
      return type;
    }
    return undefined;
  }

  place(what: string): Place {
    const t = this.peek();
    if (!t) this.fail('', `missing ${what}`);
    const { names: index, starts } = nameIndex(this.geo);
    let province: string | undefined;
    // Longest match first: "North Atlantic Ocean", "Mid-Atlantic Ocean" (a hyphen inside a name is allowed).
    for (let k = starts.has(t.norm) ? Math.min(6, this.tokens.length - this.i) : 1; k >= 1 && !province; k--) {
      if (k === 1) {
        province = index.get(t.norm);
        if (province) this.i++;
        break;
      }
      const words = this.tokens.slice(this.i, this.i + k);
      if (words[0].norm === '-' || words[k - 1].norm === '-' || words.some((w) => !/^([a-z]+|-)$/.test(w.norm))) continue;
      const id = index.get(
        words
          .filter((w) => w.norm !== '-')
          .map((w) => w.norm)
          .join(' '),
      );
      if (id) {
        province = id;
        this.i += k;
      }
    }
    if (!province) this.fail(t.text, `unknown province ${quote(t.text)} (${what})`);
    const coast = this.coast(province);
    return coast ? { province, coast } : { province };
  }

  private coast(province: string): Coast | undefined {
    const start = this.i;
    let t = this.peek();
    if (!t) return undefined;
    let bracket = false;
    if (t.norm === '/' || t.norm === '(') {
      bracket = t.norm === '(';
      this.i++;
      t = this.peek();
      if (!t) this.fail('', `missing coast after ${quote(this.tokens[start].text)}`);
    }
    const coast = COASTS[t.norm];
    const explicit = this.i > start;
    if (!coast) {
      if (explicit) this.fail(t.text, `unknown coast ${quote(t.text)}`);
      return undefined;
    }
    // Without a slash or bracket, only the unambiguous coast words count ("spa nc", "spa north coast").
    if (!explicit && !['nc', 'sc', 'ec', 'wc', 'north', 'south', 'east', 'west'].includes(t.norm)) return undefined;
    if (!explicit && ['north', 'south', 'east', 'west'].includes(t.norm) && this.peek(1)?.norm !== 'coast') return undefined;
    this.i++;
    if (this.peek()?.norm === 'coast') this.i++;
    if (bracket) {
      if (this.peek()?.norm !== ')') this.fail(this.peek()?.text ?? '', 'missing ")" after the coast');
      this.i++;
    }
    const p = this.geo.map.provinces[this.geo.province(province)];
    if (!p.coasts.includes(coast)) {
      this.fail(
        this.tokens
          .slice(start, this.i)
          .map((x) => x.text)
          .join(''),
        p.coasts.length ? `${p.name} has no ${COAST_NAMES[coast]}` : `${p.name} has no separate coasts`,
      );
    }
    return coast;
  }

  unitRef(what: string): UnitRef {
    const type = this.unitType();
    const at = this.place(what);
    return type ? { type, at } : { at };
  }

  /** "- Place" or "Place" after the word of a move. */
  moveTarget(what: string): Place {
    this.accept(MOVE);
    return this.place(what);
  }

  end(): void {
    const t = this.peek();
    if (t) this.fail(this.rest(), `unexpected ${quote(this.rest())} at the end`);
  }

  order(): Order {
    if (this.accept(WAIVE)) {
      this.accept(BUILD);
      this.end();
      return { kind: 'waive' };
    }
    if (this.accept(BUILD)) {
      const t = this.peek();
      const type = this.unitType();
      if (!type) this.fail(t?.text ?? '', 'a build needs the unit type (A or F)');
      const at = this.place('place to build in');
      this.end();
      return { kind: 'build', unitType: type, at };
    }
    if (this.accept(DISBAND)) {
      const unit = this.unitRef('unit to disband');
      this.end();
      return { kind: 'disband', unit };
    }
    const unit = this.unitRef('unit');
    const verb = this.peek();
    if (!verb) return this.fail('', 'missing the order after the unit (H, -, S, C, R or D)');
    if (this.accept(HOLD)) {
      this.end();
      return { kind: 'hold', unit };
    }
    if (this.accept(MOVE)) {
      const to = this.place('destination');
      let viaConvoy = false;
      const t = this.peek();
      if (t && (t.norm === 'via' || t.norm === 'by')) {
        this.i++;
        if (!this.accept(CONVOY)) this.fail(this.rest() || t.text, 'expected "via convoy"');
        viaConvoy = true;
      }
      this.end();
      return { kind: 'move', unit, to, viaConvoy };
    }
    if (this.accept(SUPPORT)) {
      const target = this.unitRef('supported unit');
      if (this.atEnd() || this.accept(HOLD)) {
        this.end();
        return { kind: 'support', unit, target };
      }
      if (!MOVE.has(this.peek()!.norm)) this.fail(this.rest(), `expected "-" and a destination or the end, found ${quote(this.rest())}`);
      const to = this.moveTarget('destination of the supported move');
      this.end();
      return { kind: 'support', unit, target, to };
    }
    if (this.accept(CONVOY)) {
      const target = this.unitRef('convoyed army');
      if (this.atEnd()) this.fail('', 'missing the destination of the convoy');
      if (!MOVE.has(this.peek()!.norm)) this.fail(this.rest(), `expected "-" and the destination of the convoy, found ${quote(this.rest())}`);
      const to = this.moveTarget('destination of the convoy');
      this.end();
      return { kind: 'convoy', unit, target, to };
    }
    if (this.accept(RETREAT)) {
      const to = this.place('retreat destination');
      this.end();
      return { kind: 'retreat', unit, to };
    }
    if (this.accept(DISBAND)) {
      this.end();
      return { kind: 'disband', unit };
    }
    if (this.accept(BUILD)) {
      if (!unit.type) this.fail('', 'a build needs the unit type (A or F)');
      this.end();
      return { kind: 'build', unitType: unit.type, at: unit.at };
    }
    return this.fail(verb.text, `expected an order word (H, -, S, C, R, D) but found ${quote(verb.text)}`);
  }
}

class ParseFailure {
  constructor(
    readonly part: string,
    readonly message: string,
  ) {}
}

/**
 * Parses one order in standard notation: "A Par - Bur", "F Spa/sc S A Mar - Gas", "A Lon - Nwy via Convoy",
 * "F Nth C A Lon - Nwy", "A Bur H", "A Mun R Boh", "A Mun D", "Build A Par", "Disband F Kie", "Waive".
 * Full province names, "(sc)" coasts and words ("supports", "convoys", "->") are accepted too.
 * Never throws: a bad order comes back as an error naming the bad part.
 */
export function parseOrder(text: string, geo: Geography): Result<Order, ParseError> {
  if (typeof text !== 'string') return { ok: false, error: { code: 'parse-error', part: '', message: 'an order must be text' } };
  let memo = parsed.get(geo);
  if (!memo) parsed.set(geo, (memo = new Map()));
  let r = memo.get(text);
  if (r) return r;
  r = deepFreeze(readOrder(text, geo));
  if (memo.size >= PARSED_MAX) memo.clear();
  memo.set(text, r);
  return r;
}

/**
 * Orders already read, per map: the same text always reads the same, so the adjudicator, the engine's
 * check of submitted orders and the bots' playouts read each distinct order once. The results are
 * frozen (they are shared by every caller); the table is emptied when it reaches PARSED_MAX texts.
 */
const parsed = new WeakMap<Geography, Map<string, Result<Order, ParseError>>>();
const PARSED_MAX = 1 << 16;

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

function readOrder(text: string, geo: Geography): Result<Order, ParseError> {
  const tokens = tokenize(text);
  if (tokens.length === 0) return { ok: false, error: { code: 'parse-error', part: '', message: 'empty order' } };
  try {
    return { ok: true, value: new Parser(tokens, geo).order() };
  } catch (e) {
    if (e instanceof ParseFailure) return { ok: false, error: { code: 'parse-error', part: e.part, message: e.message } };
    return { ok: false, error: { code: 'parse-error', part: text, message: 'could not read this order' } };
  }
}
