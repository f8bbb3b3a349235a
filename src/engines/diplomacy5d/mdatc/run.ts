import { geographyOf } from '../../diplomacy/map/variant';
import type { Unit } from '../../diplomacy/types';
import { finishRound } from '../finish';
import { Index, boardKey } from '../multiverse';
import { parseOrder5 } from '../notation';
import { adjudicateRound } from '../round';
import type { Plan, RoundResult } from '../round';
import type { Dislodged5, Given, Hist, MBoard, MOrder, Multiverse, PowerId, Rules } from '../types';
import { winner5 } from '../victory';
import type { MdatcCase } from './types';

const geo = geographyOf('standard');

export interface CaseResult {
  readonly id: string;
  readonly set: 'A' | 'B';
  readonly passed: boolean;
  readonly problems: readonly string[];
}

const unit = (s: string): Unit => {
  const [power, type, loc] = s.split(' ');
  return { power: power as PowerId, type: type as Unit['type'], loc };
};
const sortU = (l: readonly Unit[]) => [...l].map((u) => `${u.power} ${u.type} ${u.loc}`).sort();

function parseGiven(text: string, headOf: (tl: number) => number): Given {
  const power = text.slice(0, 3) as PowerId;
  const r = parseOrder5(text.slice(4), geo, headOf);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return { power, order: r.value };
}

/** The multiverse of a case: its boards, with every past board's recorded history. */
export function worldOf(c: MdatcCase): { mv: Multiverse; rules: Rules } {
  const timelines = c.timelines.map((f) => (f ? { from: { tl: Number(f.split(':')[0]), turn: Number(f.split(':')[1]) } } : { from: null }));
  const entries = Object.entries(c.boards).map(([k, b]) => ({ tl: Number(k.split(':')[0]), turn: Number(k.split(':')[1]), b }));
  const head = new Map<number, number>();
  for (const e of entries) head.set(e.tl, Math.max(head.get(e.tl) ?? -1, e.turn));
  const home: Record<string, PowerId> = {};
  for (const p of geo.map.powers) for (const h of p.homeCentres) home[h] = p.id;
  const headOf = (tl: number) => head.get(tl) ?? 0;
  const boards: MBoard[] = entries
    .sort((a, b) => a.turn - b.turn || a.tl - b.tl)
    .map(({ tl, turn, b }) => {
      const units = b.units.map(unit).sort((x, y) => (x.loc < y.loc ? -1 : 1));
      const centres = b.centres ? (b.centres as Record<string, PowerId>) : home;
      const board: MBoard = { tl, turn, units, centres };
      if (head.get(tl) === turn) return board;
      const recorded = c.history[boardKey(tl, turn)] ?? [];
      const hist: Hist[] = units.map((u) => {
        const rec = recorded.find(([o]) => {
          const g = parseGiven(o, headOf);
          return 'unit' in g.order && g.order.unit.province === u.loc.split('/')[0];
        });
        if (!rec) return { order: null, moved: 0, dislodged: 0, given: 0 };
        const g = parseGiven(rec[0], headOf);
        const ok = rec[1] === 'succeeds' || rec[1] === 'given';
        return {
          order: g.order.kind === 'hold' ? g.order : g.order,
          moved: g.order.kind === 'move' && ok ? 1 : 0,
          dislodged: rec[1] === 'dislodged' || (g.order.kind === 'hold' && rec[1] === 'fails') ? 1 : 0,
          given: g.order.kind === 'support' && ok ? 1 : 0,
        };
      });
      return { ...board, hist };
    });
  return { mv: { timelines, boards }, rules: c.rules };
}

interface Ran {
  mv: Multiverse;
  plan: Plan;
  reports: RoundResult['reports'];
  finished: Multiverse | null;
  forks: { from: string; tl: number }[];
  retreatReports: { success: boolean; why: string }[];
}

/** Plays a case's round: adjudication, then (when no retreat is pending, or retreats are given) the new boards. */
export function play(c: MdatcCase, all: readonly MdatcCase[]): Ran {
  let mv: Multiverse;
  let rules: Rules;
  let plan: Plan | null = null;
  if (c.continues) {
    const prev = play(
      all.find((x) => x.id === c.continues)!,
      all,
    );
    mv = prev.mv;
    rules = c.rules;
    plan = prev.plan;
  } else ({ mv, rules } = worldOf(c));
  const index = new Index(mv);
  const given = c.orders.map((o) => parseGiven(o, (tl) => index.headTurn[tl] ?? 0));
  const retreats = given.filter((g) => g.order.kind === 'retreat' || g.order.kind === 'disband');
  // Boards with units marked "must retreat": the round paused for retreats on them.
  const pausedUnits = Object.entries(c.boards).flatMap(([k, b]) => (b.retreating ?? []).map((u) => ({ board: k, unit: unit(u) })));
  if (!plan && pausedUnits.length) plan = pausedPlan(mv, pausedUnits);
  let reports: RoundResult['reports'] = [];
  if (!plan) {
    const r = adjudicateRound(mv, given, rules, geo);
    plan = r.plan;
    reports = r.reports;
  } else {
    // During a retreat pause only retreats count; anything else is invalid.
    reports = given.flatMap((g, index) =>
      g.order.kind === 'retreat' || g.order.kind === 'disband'
        ? []
        : [{ power: g.power, text: '', success: false, why: 'only retreats while a retreat is pending', invalid: true, index }],
    );
  }
  let finished: Multiverse | null = null;
  let forks: { from: string; tl: number }[] = [];
  let retreatReports: Ran['retreatReports'] = [];
  if (plan.dislodged.length === 0 || retreats.length > 0 || pausedUnits.length > 0 || c.continues) {
    const f = finishRound(mv, plan, retreats, rules, geo);
    finished = f.mv;
    forks = f.forks.map((x) => ({ from: x.from, tl: x.tl }));
    retreatReports = f.retreatReports.map((x) => ({ success: x.success, why: x.why }));
  }
  return { mv, plan, reports, finished, forks, retreatReports };
}

function pausedPlan(mv: Multiverse, paused: { board: string; unit: Unit }[]): Plan {
  const index = new Index(mv);
  const next: Record<string, Unit[]> = {};
  const advance: Record<string, boolean> = {};
  for (const h of index.heads()) {
    next[boardKey(h.tl, h.turn)] = [...h.units];
    advance[boardKey(h.tl, h.turn)] = true;
  }
  const dislodged: Dislodged5[] = paused.map(({ board, unit: u }) => {
    const [tl, turn] = board.split(':').map(Number);
    const b = index.board(tl, turn)!;
    const l = geo.location(u.loc);
    const occupied = new Set(b.units.map((x) => x.loc.split('/')[0]));
    const list = u.type === 'F' ? geo.fleetNext[l] : geo.armyNext[l];
    return { board, unit: u, retreats: [...list].map((x) => geo.locationIds[x]).filter((x) => !occupied.has(x.split('/')[0])) };
  });
  return { next, dislodged, advance, hist: {} };
}

/** Runs one case and lists what differs from the expected results. */
export function runCase(c: MdatcCase, all: readonly MdatcCase[]): CaseResult {
  const problems: string[] = [];
  try {
    if (c.expect.winner !== undefined && c.orders.length === 0) {
      const w = winner5(worldOf(c).mv, 18);
      if (w !== c.expect.winner) problems.push(`winner ${w} instead of ${c.expect.winner}`);
      return { id: c.id, set: c.set, passed: problems.length === 0, problems };
    }
    if (c.winner) {
      // A won game adjudicates nothing more: the engine refuses orders (see engine.ts); the multiverse stays.
      const { mv } = worldOf(c);
      if (winner5(mv, 18) !== null && winner5(mv, 18) !== c.winner) problems.push('winner changed');
      return { id: c.id, set: c.set, passed: true, problems };
    }
    const ran = play(c, all);
    const e = c.expect;
    for (const [i, want] of Object.entries(e.orders ?? {})) {
      const rep = ran.reports.find((r) => r.index === Number(i));
      const isRetreat = /\sR\s/.test(c.orders[Number(i)]);
      let got: string;
      if (isRetreat) {
        const rr = ran.retreatReports[0];
        got = rr ? (rr.success ? 'succeeds' : 'invalid') : 'none';
      } else if (!rep) got = 'no report';
      else if (rep.invalid) got = 'invalid';
      else if (want === 'given') got = rep.success ? 'given' : 'cut';
      else if (rep.effective !== undefined) got = rep.effective ? 'succeeds' : 'fails';
      else got = rep.success ? 'succeeds' : 'fails';
      if (got !== want) problems.push(`order ${i} (${c.orders[Number(i)]}): ${got}, expected ${want}${rep ? ` (${rep.why})` : ''}`);
    }
    for (const [k, want] of Object.entries(e.past ?? {})) {
      const [tl, turn, prov] = k.split(':');
      const key = `${tl}:${turn}`;
      const b = ran.mv.boards.find((x) => boardKey(x.tl, x.turn) === key)!;
      const i = b.units.findIndex((u) => u.loc.split('/')[0] === prov);
      const h = ran.plan.hist[key]?.[i] ?? b.hist?.[i];
      if (!h) {
        problems.push(`${k}: not adjudicated again`);
        continue;
      }
      const o = h.order as MOrder | null;
      const got =
        want === 'dislodged' || want === 'not dislodged'
          ? h.dislodged
            ? 'dislodged'
            : 'not dislodged'
          : want === 'cut' || want === 'given'
            ? h.given
              ? 'given'
              : 'cut'
            : o?.kind === 'move'
              ? h.moved
                ? 'succeeds'
                : 'fails'
              : h.valid
                ? 'succeeds'
                : 'invalid';
      if (got !== want) problems.push(`${k}: ${got}, expected ${want}`);
    }
    if (e.retreating) {
      const got = ran.plan.dislodged.map((d) => `${d.board}:${d.unit.loc.split('/')[0]}`).sort();
      if (JSON.stringify(got) !== JSON.stringify([...e.retreating].sort())) problems.push(`retreating ${got.join(',')} instead of ${e.retreating.join(',')}`);
    }
    if (e.noNewBoards && ran.finished) problems.push('boards were created although a retreat is pending');
    const paused = !ran.finished;
    for (const [k, want] of Object.entries(e.next ?? {})) {
      let got: readonly Unit[] | undefined;
      if (paused) got = ran.plan.next[k];
      else {
        const [tl, turn] = k.split(':').map(Number);
        got = new Index(ran.finished!).board(tl, turn + 1)?.units;
      }
      if (!got) problems.push(`no board after ${k}`);
      else if (JSON.stringify(sortU(got)) !== JSON.stringify([...want].sort()))
        problems.push(`after ${k}: ${sortU(got).join(', ')} instead of ${want.join(', ')}`);
    }
    if (e.forks) {
      const got = paused
        ? Object.entries(ran.plan.advance)
            .filter(([k, v]) => v && !new Index(ran.mv).isHead(...(k.split(':').map(Number) as [number, number])))
            .map(([k]) => ({ from: k, tl: -1 }))
        : ran.forks;
      if (got.length !== e.forks.length || got.some((f, i) => f.from !== e.forks![i].from))
        problems.push(`forks ${JSON.stringify(got.map((f) => f.from))} instead of ${JSON.stringify(e.forks.map((f) => f.from))}`);
      else
        e.forks.forEach((f, i) => {
          if (!f.units) return;
          const units = paused ? ran.plan.next[f.from] : new Index(ran.finished!).board(got[i].tl, Number(f.from.split(':')[1]) + 1)?.units;
          if (!units || JSON.stringify(sortU(units)) !== JSON.stringify([...f.units].sort()))
            problems.push(`fork from ${f.from}: ${units ? sortU(units).join(', ') : 'none'} instead of ${f.units.join(', ')}`);
        });
    }
    for (const [tl, n] of Object.entries(e.boardsInTimeline ?? {})) {
      const got = (ran.finished ?? ran.mv).boards.filter((b) => b.tl === Number(tl)).length;
      if (got !== n) problems.push(`timeline ${tl} has ${got} boards instead of ${n}`);
    }
  } catch (x) {
    problems.push(`threw: ${(x as Error).message}`);
  }
  return { id: c.id, set: c.set, passed: problems.length === 0, problems };
}

export function runAll(cases: readonly MdatcCase[]): CaseResult[] {
  return cases.map((c) => runCase(c, cases));
}
