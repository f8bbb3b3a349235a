import { adjudicateAdjustments } from '../diplomacy/adjustment';
import type { Geography } from '../diplomacy/map/geography';
import { NO, Resolver, UNDECIDED, YES } from '../diplomacy/movement/decide';
import type { ExtraDecisions } from '../diplomacy/movement/decide';
import { MOVE, SUPPORT_HOLD, SUPPORT_MOVE } from '../diplomacy/movement/situation';
import { retreatsOf, settle } from '../diplomacy/movement/outcome';
import { sortUnits } from '../diplomacy/board';
import type { Unit } from '../diplomacy/types';
import { Index, boardKey, boardName, isWinter, yearOf } from './multiverse';
import { formatOrder5 } from './notation';
import { prepare5 } from './prepare';
import { MultiTopology } from './topology';
import type { Dislodged5, Given, Hist, MBoard, MOrder, MPlace, Multiverse, Report5, Rules } from './types';

/**
 * What a round decided, before any board is created: the next position of every board taking
 * part, the units dislodged (a retreat anywhere pauses every board), the new recorded history, and
 * which past boards advance (rule set B: decided by the algorithm; A: null, decided by comparing
 * positions once retreats are done).
 */
export interface Plan {
  /** Board key → units after the round (retreating units not included). */
  readonly next: Readonly<Record<string, readonly Unit[]>>;
  readonly dislodged: readonly Dislodged5[];
  /** Board key → does it advance (heads: true; past boards: B's decision, or null under A). */
  readonly advance: Readonly<Record<string, boolean | null>>;
  /** Board key → the history to record on it. */
  readonly hist: Readonly<Record<string, readonly Hist[]>>;
}

export interface RoundResult {
  readonly reports: readonly Report5[];
  readonly plan: Plan;
}

const refs = (o: MOrder): MPlace[] => {
  switch (o.kind) {
    case 'move':
    case 'retreat':
      return [o.unit, o.to];
    case 'support':
      return o.to ? [o.unit, o.target, o.to] : [o.unit, o.target];
    case 'convoy':
      return [o.unit, o.target, o.to];
    case 'hold':
    case 'disband':
      return [o.unit];
    default:
      return [o.at];
  }
};
const keyOf = (p: MPlace) => boardKey(p.tl, p.turn);

/** Per board (boards never change once made): the other boards its recorded orders name, as tl, turn pairs. */
const crossCache = new WeakMap<MBoard, readonly number[]>();
function crossRefs(b: MBoard): readonly number[] {
  let x = crossCache.get(b);
  if (x) return x;
  const out: number[] = [];
  const other = (p: MPlace | undefined) => {
    if (p && (p.tl !== b.tl || p.turn !== b.turn)) out.push(p.tl, p.turn);
  };
  for (const h of b.hist ?? []) {
    const o = h.order;
    if (!o || o.kind === 'hold') continue;
    if ('unit' in o) other(o.unit);
    if ('to' in o) other(o.to);
    if ('target' in o) other(o.target);
    if ('at' in o) other(o.at);
  }
  crossCache.set(b, (x = out));
  return x;
}
/** The place of the unit an order is for (a build: its site). */
export const placeOfOrder = (o: MOrder): MPlace => ('unit' in o ? o.unit : o.at);

/**
 * Adjudicates one round of the multiverse: the new orders of every head board together with the
 * recorded orders of every past board they reach, transitively (rule set A: all of them live;
 * rule set B: only the boards the new orders touch are live, the rest keep their recorded
 * results). One run of the classic decision algorithm over the boards as one map, with the
 * seed's "does this board advance" decision inside it (rule set B). Winter head boards take their
 * builds and disbands in the same round. Pure; never throws on orders (bad ones are reported).
 * `opts.reach` (tests): how many links away from a live board frozen boards are read (rule set B;
 * default 3, enough for every decision; Infinity reads every linked board).
 */
export function adjudicateRound(mv: Multiverse, given: readonly Given[], rules: Rules, geo: Geography, opts: { readonly reach?: number } = {}): RoundResult {
  const index = new Index(mv);
  const heads = index.heads();
  const headKeys = new Set(heads.map((b) => boardKey(b.tl, b.turn)));
  const moveHeads = heads.filter((b) => !isWinter(b.turn));

  // Which boards take part: the movement heads, and every board linked to them by an order (new or
  // recorded). Boards by their number in mv.boards.
  const all = mv.boards;
  const links: number[][] = all.map(() => []);
  const at = (p: MPlace) => index.at(p.tl, p.turn);
  const link = (a: number, b: number) => {
    if (a === b || a < 0 || b < 0) return;
    links[a].push(b);
    links[b].push(a);
  };
  const freshOrders = given.filter(
    (g) =>
      g.order.kind !== 'build' &&
      g.order.kind !== 'waive' &&
      g.order.kind !== 'disband' &&
      g.order.kind !== 'retreat' &&
      headKeys.has(keyOf(placeOfOrder(g.order))) &&
      !isWinter(placeOfOrder(g.order).turn),
  );
  const isTouched = new Uint8Array(all.length);
  for (const b of moveHeads) isTouched[index.at(b.tl, b.turn)] = 1;
  for (const g of freshOrders) {
    const own = at(placeOfOrder(g.order));
    for (const r of refs(g.order)) {
      const o = at(r);
      link(own, o);
      if (o >= 0 && !isWinter(r.turn)) isTouched[o] = 1;
    }
  }
  all.forEach((b, own) => {
    const x = crossRefs(b);
    for (let i = 0; i < x.length; i += 2) link(own, index.at(x[i], x[i + 1]));
  });
  // Rule set A decides every linked board again: all of them, however far. Rule set B keeps the
  // recorded results of boards no new order touches, so only the frozen boards within reach of a
  // decision matter: a live board's units read the boards their orders name (1), the units moving
  // into or standing on those (2), and the supports and convoys of those units (3).
  const reach = rules.fork === 'A' ? Infinity : (opts.reach ?? 3);
  const depth = new Int32Array(all.length).fill(-1);
  const queue: number[] = [];
  isTouched.forEach((t, i) => {
    if (t && !isWinter(all[i].turn)) {
      depth[i] = 0;
      queue.push(i);
    }
  });
  for (let qi = 0; qi < queue.length; qi++) {
    const k = queue[qi];
    if (depth[k] >= reach) continue;
    for (const o of links[k]) {
      if (depth[o] >= 0 || isWinter(all[o].turn)) continue;
      depth[o] = depth[k] + 1;
      queue.push(o);
    }
  }
  const isIncluded = depth.map((x) => (x >= 0 ? 1 : 0));
  const boards = all.filter((_, i) => isIncluded[i]);
  const localOf = new Int32Array(all.length).fill(-1);
  boards.forEach((b, i) => (localOf[index.at(b.tl, b.turn)] = i));
  const liveSet = new Set(all.filter((_, i) => rules.fork === 'A' || isTouched[i]));
  const live = (b: MBoard) => liveSet.has(b);
  const topo = new MultiTopology(geo, boards, index, rules);

  const orders: { order: MOrder; power: Unit['power']; fresh: boolean }[] = [];
  for (const g of freshOrders) orders.push({ order: g.order, power: g.power, fresh: true });
  for (const b of boards) {
    if (!b.hist) continue;
    b.hist.forEach((h, i) => {
      if (h.order) orders.push({ order: h.order, power: b.units[i].power, fresh: false });
    });
  }
  const s = prepare5(boards, orders, topo, rules.fork === 'A');
  const n = s.n;

  // Rule set B: one "does it advance" decision per live past board, decided with the others.
  const pastLive = boards.map((b, i) => (b.hist && live(b) ? i : -1)).filter((i) => i >= 0);
  const histOf = (u: number): Hist | undefined => boards[s.board[u]].hist?.[u - s.first[s.board[u]]];
  const extra: ExtraDecisions | null =
    rules.fork === 'B'
      ? {
          count: pastLive.length,
          decide(i, r) {
            const b = pastLive[i];
            const d = r.d;
            let open = false;
            const tl = boards[b].tl;
            for (let u = s.first[b]; u < s.first[b + 1]; u++) {
              const h = histOf(u)!;
              if (d.dislodge[u] === UNDECIDED) open = true;
              else if ((d.dislodge[u] === YES ? 1 : 0) !== h.dislodged) return YES;
              if (s.kind[u] === MOVE && boards[s.board[u]].tl === tl && boards[Math.floor(s.dest[u] / topo.P)].tl === tl) {
                if (d.move[u] === UNDECIDED) open = true;
                else if ((d.move[u] === YES ? 1 : 0) !== h.moved) return YES;
              }
            }
            for (let p = b * topo.P; p < (b + 1) * topo.P; p++) {
              for (const k of s.movesInto[p]) {
                if (s.board[k] === b) continue;
                const fresh = s.assigned[k]!.fresh;
                const otherTl = boards[s.board[k]].tl !== tl;
                if (!fresh && !otherTl) continue;
                if (d.move[k] === UNDECIDED) open = true;
                else if (fresh ? d.move[k] === YES : (d.move[k] === YES ? 1 : 0) !== (histOf(k)?.moved ?? 0)) return YES;
              }
            }
            return open ? UNDECIDED : NO;
          },
        }
      : null;
  const r = new Resolver(s, extra);
  // Boards that are not live keep their recorded results.
  for (let b = 0; b < boards.length; b++) {
    if (live(boards[b]) || !boards[b].hist) continue;
    for (let u = s.first[b]; u < s.first[b + 1]; u++) {
      const h = histOf(u)!;
      r.d.dislodge[u] = h.dislodged ? YES : NO;
      if (s.kind[u] === MOVE) {
        r.d.move[u] = h.moved ? YES : NO;
        if (h.moved) r.d.path[u] = YES;
      }
      if (s.kind[u] === SUPPORT_HOLD || s.kind[u] === SUPPORT_MOVE) r.d.support[u] = h.given ? YES : NO;
    }
  }
  r.resolve();
  const d = r.d;

  // Results per board.
  const P = topo.P;
  const L = topo.L;
  const settled = settle(s, r);
  const { dislodger, endLoc } = settled;
  const nextOf: Unit[][] = boards.map(() => []);
  for (let u = 0; u < n; u++) {
    const l = endLoc[u];
    if (l < 0) continue;
    const b = Math.floor(l / L);
    nextOf[b].push(l === s.loc[u] ? s.units[u] : { ...s.units[u], loc: geo.locationIds[l - b * L] });
  }
  const dislodged: Dislodged5[] = [];
  for (let u = 0; u < n; u++) {
    const b = s.board[u];
    if (d.dislodge[u] !== YES || !live(boards[b])) continue;
    dislodged.push({ board: boardKey(boards[b].tl, boards[b].turn), unit: s.units[u], retreats: retreatsOf(s, settled, u, geo) });
  }
  const next: Record<string, Unit[]> = {};
  boards.forEach((b, i) => (next[boardKey(b.tl, b.turn)] = sortUnits(nextOf[i])));

  // History to record, advance decisions, reports.
  const hist: Record<string, Hist[]> = {};
  const advance: Record<string, boolean | null> = {};
  const reports: Report5[] = [];
  const text = (o: MOrder) => formatOrder5(o, geo);
  boards.forEach((b, bi) => {
    const key = boardKey(b.tl, b.turn);
    if (!live(b)) return;
    const list: Hist[] = [];
    for (let u = s.first[bi]; u < s.first[bi + 1]; u++) {
      const a = s.assigned[u];
      list.push({
        order: a ? a.order : (b.hist?.[u - s.first[bi]]?.order ?? null),
        moved: s.kind[u] === MOVE && d.move[u] === YES ? 1 : 0,
        dislodged: d.dislodge[u] === YES ? 1 : 0,
        given: (s.kind[u] === SUPPORT_HOLD || s.kind[u] === SUPPORT_MOVE) && d.support[u] === YES ? 1 : 0,
        valid: a && !a.problem ? 1 : 0,
      });
    }
    hist[key] = list;
    if (headKeys.has(key)) advance[key] = true;
    else if (rules.fork === 'B') advance[key] = r.extra[pastLive.indexOf(bi)] === YES;
    else advance[key] = null;
  });
  const givenIndex = new Map<MOrder, number>();
  given.forEach((g, i) => givenIndex.has(g.order) || givenIndex.set(g.order, i));
  for (let u = 0; u < n; u++) {
    const a = s.assigned[u];
    if (!a) continue;
    if (!a.fresh) {
      // A past order is reported only when its result changed.
      const before = histOf(u);
      const now = list01(u);
      if (!before || (before.moved === now.moved && before.dislodged === now.dislodged && before.given === now.given)) continue;
    }
    const why = verdict(u);
    const t = s.target[u];
    const k = s.kind[u];
    const effective =
      k === SUPPORT_MOVE ? d.support[u] === YES && d.move[t] === YES : k === SUPPORT_HOLD ? d.support[u] === YES && d.dislodge[t] !== YES : undefined;
    const index = a.fresh ? (givenIndex.get(a.order) ?? -1) : -1;
    reports.push({
      power: a.power,
      text: text(a.order),
      success: why.ok,
      why: why.text,
      ...(a.fresh ? { index } : { past: true }),
      ...(a.problem ? { invalid: true } : {}),
      ...(effective === undefined ? {} : { effective }),
    });
  }
  // Orders that found no unit.
  const givenAt = new Map<Given, number>();
  given.forEach((g, i) => givenAt.set(g, i));
  for (const g of freshOrders) {
    const u = findUnit(placeOfOrder(g.order));
    if (u < 0 || s.assigned[u]?.order !== g.order)
      reports.push({
        power: g.power,
        text: text(g.order),
        success: false,
        invalid: true,
        index: givenAt.get(g) ?? -1,
        why: u < 0 ? 'there is no unit there on a head board' : 'the unit already has an order',
      });
  }

  // Winter heads: builds and disbands, board by board.
  for (const b of heads.filter((h) => isWinter(h.turn))) {
    const key = boardKey(b.tl, b.turn);
    const mine = given.filter(
      (g) =>
        ((g.order.kind === 'build' || g.order.kind === 'waive') && keyOf(g.order.at) === key) || (g.order.kind === 'disband' && keyOf(g.order.unit) === key),
    );
    const set: Partial<Record<Unit['power'], string[]>> = {};
    const classic = new Map<Given, string>();
    for (const g of mine) {
      const o = g.order;
      const t =
        o.kind === 'build'
          ? `Build ${o.unitType} ${o.at.province}${o.at.coast ? `/${o.at.coast}` : ''}`
          : o.kind === 'waive'
            ? 'Waive'
            : o.kind === 'disband'
              ? `Disband ${o.unit.province}`
              : '';
      classic.set(g, t);
      (set[g.power] ??= []).push(t);
    }
    const res = adjudicateAdjustments(
      { year: yearOf(b.turn), season: 'winter', phase: 'adjustment', units: b.units, dislodged: [], centres: b.centres },
      set,
      geo,
    );
    if (!res.ok) {
      next[key] = [...b.units];
    } else {
      next[key] = [...res.value.board.units];
      const all = [
        ...Object.values(res.value.orders).flat(),
        ...res.value.defaults,
        ...res.value.civilDisorder.map((cu) => ({
          power: cu.power,
          text: `Disband ${cu.type} ${cu.loc}`,
          success: true,
          reason: { kind: 'disbanded' as const },
        })),
      ];
      for (const rep of all) {
        if (!rep) continue;
        const index = given.findIndex(
          (g) => g.power === rep.power && 'input' in rep && mine.includes(g) && (rep as { input: string }).input === classic.get(g),
        );
        reports.push({
          power: rep.power,
          text: `${rep.text} (${boardKeyName(b)})`,
          success: rep.success,
          why: rep.success ? 'done' : 'not possible',
          ...(index >= 0 ? { index } : {}),
          ...(rep.success ? {} : { invalid: true }),
        });
      }
    }
    advance[key] = true;
  }
  return { reports, plan: { next, dislodged, advance, hist } };

  function list01(u: number) {
    return {
      moved: s.kind[u] === MOVE && d.move[u] === YES ? 1 : 0,
      dislodged: d.dislodge[u] === YES ? 1 : 0,
      given: (s.kind[u] === SUPPORT_HOLD || s.kind[u] === SUPPORT_MOVE) && d.support[u] === YES ? 1 : 0,
    };
  }
  function findUnit(p: MPlace): number {
    const bi = localOf[index.at(p.tl, p.turn)] ?? -1;
    const q = geo.province(p.province);
    return bi < 0 || q < 0 ? -1 : s.occupant[bi * P + q];
  }
  function verdict(u: number): { ok: boolean; text: string } {
    const a = s.assigned[u]!;
    if (a.problem) return { ok: false, text: a.problem };
    if (dislodger[u] >= 0 && !(s.kind[u] === MOVE && d.move[u] === YES)) return { ok: false, text: `dislodged by ${text(s.assigned[dislodger[u]]!.order)}` };
    const k = s.kind[u];
    if (k === MOVE) {
      if (d.move[u] === YES) return { ok: true, text: 'moves' };
      if (d.paradox[u]) return { ok: false, text: 'convoy paradox: the convoyed move fails (Szykman rule)' };
      if (d.path[u] === NO) return { ok: false, text: 'no convoy carried it' };
      const j = s.occupant[s.dest[u]];
      if (j >= 0 && s.power[j] === s.power[u] && s.h2h[u] < 0 && (s.kind[j] !== MOVE || d.move[j] !== YES))
        return { ok: false, text: 'a unit never dislodges one of its own power (its own past self included)' };
      return { ok: false, text: 'bounced' };
    }
    if (k === SUPPORT_HOLD || k === SUPPORT_MOVE) return d.support[u] === YES ? { ok: true, text: 'support given' } : { ok: false, text: 'support cut' };
    return { ok: true, text: s.assigned[u]!.order.kind === 'convoy' ? 'convoys' : 'holds' };
  }
}

function boardKeyName(b: MBoard): string {
  return boardName(b.tl, b.turn);
}
