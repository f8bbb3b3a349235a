/**
 * Generates src/engines/diplomacy5d/mdatc/cases.json, our fixture of the 42 public multiversal test
 * cases (6 of 5dplomacy's MDATC for rule set B, 36 of Oliveriver's for rule set A), from the shared
 * transcription (multiverse_cases.json, with MULTIVERSE_CASES.md for the prose).
 *
 *   npx tsx scripts/gen-diplomacy-mdatc.ts [path/to/multiverse_cases.json]
 *
 * Boards "T<n>:<S|F|W><year>" become our keys "tl:turn" (timelines from 0: 5dplomacy's T0 and
 * Oliveriver's T1 are both 0; turns count every board, three a year), orders are rewritten in the
 * seed's notation (`A a-Mun@1 -> Tyr@0`). Cases whose setup the transcription gives only in prose
 * (3.A.5, 3.A.6, E.01–E.08) are built in `SETUPS` below from that prose. 5dplomacy has no Winter
 * boards; its turns map to our Spring and Fall boards and a Winter board stands between them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedData } from './lib/shared';
import { geographyOf } from '../src/engines/diplomacy/map/variant';
import type { MdatcCase } from '../src/engines/diplomacy5d/mdatc/types';

const geo = geographyOf('standard');
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = process.argv[2] ?? sharedData('diplomacy/multiverse_cases.json');

interface SourceCase {
  id: string;
  title: string;
  adjacency?: 'loose' | 'strict';
  setupNote?: string;
  boards?: Record<string, string[]>;
  centres?: Record<string, Record<string, string>>;
  history?: Record<string, [string, string][]>;
  orders?: string[];
  expect: Record<string, unknown>;
}

const POWER: Record<string, string> = { ENG: 'ENG', FRA: 'FRA', GER: 'GER', ITA: 'ITA', AUS: 'AUS', RUS: 'RUS', TUR: 'TUR' };
const letter = (tl: number) => String.fromCharCode(97 + tl);

function boardOf(id: string, base: number): { tl: number; turn: number } {
  const m = /^T(\d+):([SFW])(\d{4})$/.exec(id);
  if (!m) throw new Error(`bad board ${id}`);
  return { tl: Number(m[1]) - base, turn: (Number(m[3]) - 1901) * 3 + 'SFW'.indexOf(m[2]) };
}
const key = (b: { tl: number; turn: number }) => `${b.tl}:${b.turn}`;
const major = (turn: number) => Math.floor(turn / 3) * 2 + Math.min(turn % 3, 1);
const coordText = (b: { tl: number; turn: number }) => `${letter(b.tl)}-`;
const turnText = (turn: number) => `@${major(turn)}${turn % 3 === 2 ? 'w' : ''}`;

/** "GER A Mun@T0:F1901 -> Tyr@T0:S1901" (or without coordinates, on `home`) → our notation. */
function order(text: string, base: number, home: { tl: number; turn: number } | null): string {
  let t = text.replace(/^retreat\s+/, '');
  const retreat = t !== text;
  t = t.replace(/\bbuild\b/, 'Build');
  let first = true;
  const out = t.replace(
    /\b([A-Z][A-Za-z]{2}|[A-Z]{3})(\/[a-z]{2})?(@T\d+:[SFW]\d{4})?/g,
    (all, prov: string, coast: string | undefined, at: string | undefined) => {
      if (POWER[prov] || !(geo.province(prov.toLowerCase()) >= 0)) return all;
      const b = at ? boardOf(at.slice(1), base) : first ? home : null;
      first = false;
      const p = `${prov[0]}${prov.slice(1).toLowerCase()}${coast ?? ''}`;
      return b ? `${coordText(b)}${p}${turnText(b.turn)}` : p;
    },
  );
  return retreat ? out.replace(' -> ', ' R ') : out.replace(/ H$/, ' H');
}

function unitSpec(s: string): string {
  const [p, t, l] = s.replace(/ \(must retreat\)$/, '').split(' ');
  return `${p} ${t} ${l.toLowerCase()}`;
}

/** Setups the transcription gives only in prose, built from MULTIVERSE_CASES.md. */
function centresSynthetic(spec: [string, number, number][]): Record<string, string> {
  // "ids index the map region list": we take the supply centres in our map's order.
  const scs = geo.provinceIds.filter((_, i) => geo.supplyCentre[i]);
  const out: Record<string, string> = {};
  for (const [p, a, b] of spec) for (let i = a; i <= b; i++) out[scs[i]] = p;
  return out;
}
function victory(boards: Record<string, [string, number, number][]>, winner: string | null, timelines = 1): Omit<MdatcCase, 'id' | 'set' | 'title' | 'rules'> {
  return {
    timelines: Array.from({ length: timelines }, () => null),
    boards: Object.fromEntries(Object.entries(boards).map(([k, spec]) => [k, { units: [], centres: centresSynthetic(spec) }])),
    history: {},
    orders: [],
    expect: { winner },
  };
}
const SEVEN = ['ENG', 'FRA', 'GER', 'ITA', 'AUS', 'RUS', 'TUR'];
const SETUPS: Record<string, Omit<MdatcCase, 'id' | 'set' | 'title' | 'rules'>> = {
  // Heads T0:S1902 and T1:F1901 (branched from T0:S1901 by ENG A Lon -> Yor@S1901).
  '5dp-3.A.5': {
    timelines: [null, '0:0'],
    boards: {
      '0:0': { units: ['ENG A lon', 'AUS A tyr', 'GER A mun'] },
      '0:1': { units: ['ENG A lon', 'AUS A tyr', 'GER A mun'] },
      '0:2': { units: ['AUS A tyr', 'GER A mun'] },
      '0:3': { units: ['AUS A tyr', 'GER A mun'] },
      '1:1': { units: ['AUS A tyr', 'ENG A lon', 'ENG A yor', 'GER A mun'] },
    },
    history: { '0:1': [['ENG A a-Lon@1 -> Yor@0', 'succeeds']] },
    orders: ['GER A a-Mun@2 -> Tyr', 'AUS A a-Tyr@2 H', 'GER A b-Mun@1 S A a-Mun@2 -> a-Tyr@2', 'AUS A b-Tyr@1 H'],
    expect: {
      orders: { '0': 'succeeds', '2': 'given' },
      next: { '0:3': ['GER A tyr'], '1:1': ['AUS A tyr', 'ENG A lon', 'ENG A yor', 'GER A mun'] },
      forks: [],
      retreating: ['0:3:tyr'],
    },
  },
  // Three timelines; in T0:F1902 GER A Mun -> Tyr, supported from T1:S1902, dislodged AUS A Tyr.
  '5dp-3.A.6': {
    timelines: [null, '0:0', '0:0'],
    boards: {
      '0:0': { units: ['AUS A tyr', 'ENG A lon', 'GER A mun'] },
      '0:1': { units: ['AUS A tyr', 'ENG A lon', 'GER A mun'] },
      '0:2': { units: ['AUS A tyr', 'GER A mun'] },
      '0:3': { units: ['AUS A tyr', 'GER A mun'] },
      '0:4': { units: ['AUS A tyr', 'GER A mun'] },
      '0:5': { units: ['GER A tyr'] },
      '0:6': { units: ['GER A tyr'] },
      '1:1': { units: ['AUS A tyr', 'ENG A yor', 'GER A mun'] },
      '1:2': { units: ['AUS A tyr', 'ENG A yor', 'GER A mun'] },
      '1:3': { units: ['AUS A tyr', 'ENG A yor', 'GER A mun'] },
      '1:4': { units: ['AUS A tyr', 'ENG A yor', 'GER A mun'] },
      '2:1': { units: ['AUS A tyr', 'ENG A wal', 'GER A mun'] },
      '2:2': { units: ['AUS A tyr', 'ENG A wal', 'GER A mun'] },
      '2:3': { units: ['AUS A tyr', 'ENG A wal', 'GER A mun'] },
    },
    history: {
      '0:4': [
        ['GER A a-Mun@3 -> Tyr', 'succeeds'],
        ['AUS A a-Tyr@3 H', 'dislodged'],
      ],
      '1:3': [
        ['GER A b-Mun@2 S A a-Mun@3 -> a-Tyr@3', 'given'],
        ['AUS A b-Tyr@2 H', 'succeeds'],
      ],
    },
    orders: ['GER A a-Tyr@4 H', 'GER A b-Mun@3 H', 'AUS A b-Tyr@3 H', 'GER A c-Mun@2 H', 'AUS A c-Tyr@2 -> b-Mun@2'],
    expect: { orders: { '4': 'fails' }, past: { '1:3:mun': 'cut' }, forks: [] },
  },
  'OL-E.01': victory({ '0:0': SEVEN.map((p, i) => [p, i * 4, i * 4 + 3]) }, null),
  'OL-E.02': victory({ '0:0': [['ENG', 0, 17], ...SEVEN.slice(1).map((p, i) => [p, 18 + i * 2, 19 + i * 2] as [string, number, number])] }, 'ENG'),
  'OL-E.03': victory({ '0:0': [['ENG', 0, 17]], '1:0': [['GER', 16, 33]] }, null, 2),
  'OL-E.04': victory({ '0:0': [['ENG', 0, 18]], '1:0': [['GER', 16, 33]] }, 'ENG', 2),
  'OL-E.05': victory({ '0:0': [['ENG', 0, 8]], '0:1': [['ENG', 9, 17]] }, null),
  'OL-E.06': victory({ '0:0': [['ENG', 0, 8]], '1:0': [['ENG', 6, 14]] }, null, 2),
  'OL-E.07': victory({ '0:2': [['ENG', 0, 5]], '1:1': [['ENG', 6, 11]], '2:0': [['ENG', 12, 17]] }, 'ENG', 3),
  'OL-E.08': {
    timelines: [null],
    boards: { '0:0': { units: ['FRA A par'] } },
    history: {},
    orders: ['FRA A a-Par@0 -> Bur'],
    winner: 'FRA',
    expect: { winner: 'FRA', next: {} },
  },
};

const out: MdatcCase[] = [];
const data = JSON.parse(readFileSync(src, 'utf8')) as { cases: SourceCase[] };
for (const c of data.cases) {
  const set = c.id.startsWith('5dp') ? 'B' : 'A';
  const base = set === 'B' ? 0 : 1;
  const rules = set === 'B' ? { fork: 'B' as const, adjacency: 'tree' as const } : { fork: 'A' as const, adjacency: c.adjacency ?? 'loose' };
  const manual = SETUPS[c.id];
  if (manual) {
    out.push({ id: c.id, set, title: c.title, rules, ...manual });
    continue;
  }
  const boards: Record<string, { units: string[]; centres?: Record<string, string>; retreating?: string[] }> = {};
  let tls = 0;
  for (const [id, units] of Object.entries(c.boards ?? {})) {
    const b = boardOf(id, base);
    tls = Math.max(tls, b.tl + 1);
    const retreating = units.filter((u) => u.endsWith('(must retreat)')).map(unitSpec);
    boards[key(b)] = { units: units.filter((u) => !u.endsWith('(must retreat)')).map(unitSpec), ...(retreating.length ? { retreating } : {}) };
    const cen = c.centres?.[id];
    if (cen) boards[key(b)].centres = Object.fromEntries(Object.entries(cen).map(([p, o]) => [p.toLowerCase(), o]));
  }
  const history: Record<string, [string, string][]> = {};
  for (const [id, list] of Object.entries(c.history ?? {})) {
    const b = boardOf(id, base);
    history[key(b)] = list.map(([o, r]) => [order(o, base, b), r]);
  }
  const orders = (c.orders ?? []).map((o) => order(o, base, null));
  const e = c.expect as Record<string, unknown>;
  const expect: Record<string, unknown> = {};
  // Order results: by index (Oliveriver) or by text (5dplomacy).
  const res: Record<string, string> = {};
  const past: Record<string, string> = {};
  if (e.orders === 'all succeed') orders.forEach((_, i) => (res[i] = 'succeeds'));
  else {
    for (const [k, v] of Object.entries((e.orders ?? {}) as Record<string, string>)) {
      if (/^\d+$/.test(k)) res[k] = v.replace('retreat ', '');
      else {
        const i = (c.orders ?? []).indexOf(k);
        if (i >= 0) res[i] = v.startsWith('not cut') ? 'given' : v;
        else past[k] = v;
      }
    }
  }
  if (Object.keys(res).length) expect.orders = res;
  const pastOut: Record<string, string> = {};
  for (const [k, v] of Object.entries(past)) {
    const m = /^(?:[A-Z]{3} )?(?:[AF] )?([A-Z][a-z]{2}|[A-Z]{3})@(T\d+:[SFW]\d{4})/.exec(k) ?? /^F ([A-Z]{3})@(T\d+:[SFW]\d{4})/.exec(k);
    if (!m) continue;
    pastOut[`${key(boardOf(m[2], base))}:${m[1].toLowerCase()}`] = v
      .replace(' (re-adjudicated)', '')
      .replace(' (was invalid)', '')
      .replace('support cut', 'cut')
      .replace('not dislodged; cut', 'cut');
  }
  if (Object.keys(pastOut).length) expect.past = pastOut;
  const next: Record<string, string[]> = {};
  for (const [id, units] of Object.entries((e.next ?? {}) as Record<string, string[]>)) next[key(boardOf(id, base))] = units.map(unitSpec);
  // 5dplomacy names the expected boards themselves: "T0:S1902" is the head's successor, "T1:F1901" a fork's first board.
  const forks: { from: string; units?: string[] }[] = [];
  for (const f of (e.forks ?? []) as { from: string; units?: string[] }[])
    forks.push({ from: key(boardOf(f.from, base)), ...(f.units ? { units: f.units.map(unitSpec) } : {}) });
  if (set === 'B') {
    for (const [id, units] of Object.entries((e.boards ?? {}) as Record<string, string[]>)) {
      const b = boardOf(id, base);
      if (b.tl === 0) {
        const heads = Object.keys(boards)
          .filter((k) => k.startsWith('0:'))
          .map((k) => Number(k.split(':')[1]));
        next[`0:${Math.max(...heads)}`] = units.map(unitSpec);
      } else {
        const f = forks.find((x) => x.from && !x.units);
        if (f) f.units = units.map(unitSpec);
      }
    }
    if (typeof e.seasonsInMainTimeline === 'number') expect.boardsInTimeline = { '0': e.seasonsInMainTimeline };
  }
  if (Object.keys(next).length) expect.next = next;
  if ('forks' in e || 'noFork' in e || 'noTimeline' in e || set === 'A') expect.forks = forks;
  if (e.retreating || e.mustRetreat)
    expect.retreating = ((e.retreating ?? e.mustRetreat) as string[]).map((u) => {
      const m = /([A-Z][a-z]{2})@(T\d+:[SFW]\d{4})/.exec(u)!;
      return `${key(boardOf(m[2], base))}:${m[1].toLowerCase()}`;
    });
  if (e.noNewBoards) {
    expect.noNewBoards = true;
    delete expect.forks;
  }
  out.push({
    id: c.id,
    set,
    title: c.title,
    rules,
    timelines: Array.from({ length: tls }, () => null),
    boards,
    history,
    orders,
    ...(c.id === 'OL-C.04' ? { continues: 'OL-B.03' } : {}),
    expect,
  } as MdatcCase);
}

// The E cases' boards before the head need no units; fill the boards between so timelines are complete.
for (const c of out) {
  for (const k of Object.keys(c.boards)) {
    const [tl, turn] = k.split(':').map(Number);
    for (let t = c.timelines[tl] ? Number(c.timelines[tl]!.split(':')[1]) + 1 : 0; t < turn; t++) {
      if (!(c.boards as Record<string, unknown>)[`${tl}:${t}`]) (c.boards as Record<string, unknown>)[`${tl}:${t}`] = { units: [] };
    }
  }
}

const target = resolve(root, 'src/engines/diplomacy5d/mdatc/cases.json');
writeFileSync(target, `${JSON.stringify(out, null, 1)}\n`);
console.log(`${out.length} cases → ${target}`);
