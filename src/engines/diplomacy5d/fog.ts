/**
 * Fog of war in 5D Diplomacy (option `fog`, README "Fog of war"), on classic Diplomacy's (../diplomacy/fog.ts).
 *
 * Sight, per board (`sights5`). On board X a power sees the provinces its units occupy or whose
 * centre it owns on X, and every province next to those (any border); and, transposed onto X, the
 * provinces its units occupy or whose centres it owns on every board adjacent to X under the rule set
 * (`Index.nearBoards`: the boards a unit could reach X from or go to from X), with their neighbours
 * (under A-strict, where a move across boards reaches the same province only, without them). Every
 * centre's owner on every board is public. A board's units, centres and its neighbours in the
 * multiverse never change once it is made, and boards are only appended, so a board's sight only grows:
 * a past board shows at least what the power saw when it was the head.
 *
 * The view (`fogMultiverse`): every board with the units in its sight (and one's own) and, of its
 * `hist`, the entries of those units only; the last round's reports whose unit or destination is in
 * sight on its board or on the board that follows it in its timeline (`seesReport5`); the retreat
 * pause's dislodged units in sight. Orders are listed from the fogged multiverse.
 *
 * `resample5` draws again, board by board, the units a power cannot see (classic's draw, with this
 * sight), each hidden unit drawn again with no recorded order (it held): the view, the prompt and the
 * legal orders of the power are unchanged, and the adjudicator, which judges any multiverse, stays
 * total. The histories so drawn are not ones the adjudicator would have made (README: why a coherent
 * draw is a search, not a draw); no computer player plays on them (they read their own view).
 */
import type { Seat } from '../core/types';
import { adjustmentOf } from '../diplomacy/board';
import { resampleInSight } from '../diplomacy/fog';
import type { Geography } from '../diplomacy/map/geography';
import { parseOrder } from '../diplomacy/notation/parse';
import { classicBoard } from './legal';
import { Index, boardKey, isWinter, tlIndex, turnOfMajor } from './multiverse';
import { parseOrder5 } from './notation';
import type { Plan } from './round';
import type { Hist, MBoard, MOrder, MPlace, Multiverse, PowerId, Report5, Rules, Unit } from './types';

/** What a fogged view adds: the provinces in sight on each board, and the public facts its boards no longer tell. */
export interface Sight5 {
  /** Board key ("tl:turn") → province ids in the seat's sight there (sorted as the map numbers them). */
  readonly boards: Readonly<Record<string, readonly string[]>>;
  /** Seats that must order now. */
  readonly actors: readonly Seat[];
  /** Seats still in the game. */
  readonly survivors: readonly Seat[];
}

const provinceOfLoc = (loc: string): string => loc.split('/')[0];

/** The provinces (by number) these powers hold on a board: their units' and their centres'. */
function held(b: MBoard, powers: readonly PowerId[], geo: Geography): number[] {
  const out: number[] = [];
  for (const u of b.units) if (powers.includes(u.power)) out.push(geo.province(provinceOfLoc(u.loc)));
  for (const [c, owner] of Object.entries(b.centres)) if (owner && powers.includes(owner)) out.push(geo.province(c));
  return out.filter((p) => p >= 0);
}

/** The sight of these powers on every board (by its number in `mv.boards`), as README "Fog of war" defines it. */
export function sights5(mv: Multiverse, powers: readonly PowerId[], rules: Rules, geo: Geography): Uint8Array[] {
  const own = mv.boards.map((b) => (powers.length ? held(b, powers, geo) : []));
  const index = new Index(mv);
  return mv.boards.map((b, i) => {
    const seen = new Uint8Array(geo.provinceCount);
    if (powers.length === 0) return seen;
    const mark = (p: number, wide: boolean) => {
      seen[p] = 1;
      if (wide) for (const n of geo.anyNext[p]) seen[n] = 1;
    };
    for (const p of own[i]) mark(p, true);
    for (const j of index.nearBoards(b.tl, b.turn, rules)) for (const p of own[j]) mark(p, rules.adjacency !== 'strict');
    return seen;
  });
}

/** Whether a unit is in sight (or one's own). */
const seesUnit = (u: Unit, sight: Uint8Array, powers: readonly PowerId[], geo: Geography): boolean =>
  powers.includes(u.power) || sight[geo.province(provinceOfLoc(u.loc))] === 1;

/** A board with only the units in sight (and one's own), and of its history only theirs; centres stay. */
export function fogMBoard(b: MBoard, sight: Uint8Array, powers: readonly PowerId[], geo: Geography): MBoard {
  const keep = b.units.map((u) => seesUnit(u, sight, powers, geo));
  if (keep.every(Boolean)) return b;
  return {
    ...b,
    units: b.units.filter((_, i) => keep[i]),
    ...(b.hist ? { hist: b.hist.filter((_, i) => keep[i]) } : {}),
  };
}

/** The multiverse as these powers see it (`sights`: from `sights5` of the same multiverse). */
export function fogMultiverse(mv: Multiverse, sights: readonly Uint8Array[], powers: readonly PowerId[], geo: Geography): Multiverse {
  return { timelines: mv.timelines, boards: mv.boards.map((b, i) => fogMBoard(b, sights[i], powers, geo)) };
}

/** The provinces in sight as ids, per board key, for a view. */
export function sightIds5(mv: Multiverse, sights: readonly Uint8Array[], geo: Geography): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  mv.boards.forEach((b, i) => {
    const ids: string[] = [];
    for (let p = 0; p < sights[i].length; p++) if (sights[i][p]) ids.push(geo.provinceIds[p]);
    out[boardKey(b.tl, b.turn)] = ids;
  });
  return out;
}

/** A sight lookup by board key: whether province `id` on board `key` is in sight. */
export type SeesAt = (key: string, province: string) => boolean;

export function seesAt(mv: Multiverse, sights: readonly Uint8Array[], geo: Geography): SeesAt {
  const index = new Index(mv);
  return (key, province) => {
    const [tl, turn] = key.split(':').map(Number);
    const i = index.at(tl, turn);
    const p = geo.province(province);
    if (i < 0 || p < 0) return false;
    if (sights[i][p]) return true;
    // …or on the board that follows it in its timeline (where the order's unit or destination now stands).
    const n = index.at(tl, turn + 1);
    return n >= 0 && sights[n][p] === 1;
  };
}

/** The places a report names as its unit's and its destination (a move's; a build's site): board key and province. */
export function reportPlaces(r: Pick<Report5, 'text'>, geo: Geography): { key: string; province: string }[] {
  const winter = /^(.*) \(([a-z]+)@(\d+)w\)$/.exec(r.text);
  if (winter) {
    // A Winter board's build or disband: the classic report, then the board.
    const o = parseOrder(winter[1], geo);
    const key = boardKey(tlIndex(winter[2]), turnOfMajor(Number(winter[3])) + 1);
    if (!o.ok) return [];
    const v = o.value;
    const at = v.kind === 'build' ? v.at : 'unit' in v ? v.unit.at : null;
    return at ? [{ key, province: at.province }] : [];
  }
  const o = parseOrder5(r.text, geo, () => 0);
  if (!o.ok) return [];
  const v: MOrder = o.value;
  const place = (p: MPlace) => ({ key: boardKey(p.tl, p.turn), province: p.province });
  if (v.kind === 'waive') return [];
  if (v.kind === 'build') return [place(v.at)];
  if (v.kind === 'move' || v.kind === 'retreat') return [place(v.unit), place(v.to)];
  return [place(v.unit)];
}

/** Whether these powers see a report: it is theirs, or its unit or destination is in their sight. */
export function seesReport5(r: Pick<Report5, 'text' | 'power'>, powers: readonly PowerId[], sees: SeesAt, geo: Geography): boolean {
  if (powers.includes(r.power)) return true;
  return reportPlaces(r, geo).some((x) => sees(x.key, x.province));
}

/**
 * The retreat pause as these powers see it: the dislodged units in sight, another power's without the places it
 * may retreat to (which tell where units stand out of sight); what the boards become stays out of the view.
 */
export function fogPlan(plan: Plan, powers: readonly PowerId[], sees: SeesAt): Plan {
  return {
    next: {},
    advance: {},
    hist: {},
    dislodged: plan.dislodged
      .filter((d) => powers.includes(d.unit.power) || sees(d.board, provinceOfLoc(d.unit.loc)))
      .map((d) => (powers.includes(d.unit.power) ? d : { ...d, retreats: [] })),
  };
}

/** A unit drawn again: it held there, nothing recorded. */
const HELD: Hist = { order: null, moved: 0, dislodged: 0, given: 0 };

/**
 * The units out of these powers' sight drawn again on every board (classic `resampleInSight`), each with
 * no recorded order; the seen units keep theirs. `keeps` says whether a head board drawn keeps the public
 * facts (who orders: a Winter board's build sites).
 */
export function resampleMultiverse(
  mv: Multiverse,
  sights: readonly Uint8Array[],
  powers: readonly PowerId[],
  geo: Geography,
  random: () => number,
): Multiverse {
  const index = new Index(mv);
  const boards = mv.boards.map((b, i) => {
    const winterHead = isWinter(b.turn) && index.isHead(b.tl, b.turn);
    const before = winterHead ? adjustments(b, geo) : '';
    const drawn = resampleInSight(classicBoard(b), sights[i], powers, geo, random, (c) => !winterHead || adjustments({ ...b, units: c.units }, geo) === before);
    if (drawn.units === b.units) return b;
    const histOf = new Map<Unit, Hist>();
    b.units.forEach((u, k) => b.hist && histOf.set(u, b.hist[k]));
    return { ...b, units: drawn.units, ...(b.hist ? { hist: drawn.units.map((u) => histOf.get(u) ?? HELD) } : {}) };
  });
  return { timelines: mv.timelines, boards };
}

/** Who has a build or a disband on a Winter board (the prompt's public fact). */
function adjustments(b: MBoard, geo: Geography): string {
  const powers = new Set<PowerId>([...b.units.map((u) => u.power), ...(Object.values(b.centres) as PowerId[])]);
  return [...powers]
    .sort()
    .map((p) => {
      const a = adjustmentOf(classicBoard(b), p, geo);
      return `${p}${a.delta < 0 || (a.delta > 0 && a.buildSites.length > 0) ? 1 : 0}`;
    })
    .join();
}
