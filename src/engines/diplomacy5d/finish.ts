import { sortUnits } from '../diplomacy/board';
import type { Geography } from '../diplomacy/map/geography';
import type { Unit } from '../diplomacy/types';
import { Index, boardKey, seasonOf } from './multiverse';
import type { Plan } from './round';
import type { Dislodged5, Given, MBoard, Multiverse, PowerId, Rules } from './types';

export interface Fork {
  /** The past board that forked ("tl:turn"). */
  readonly from: string;
  /** The new timeline. */
  readonly tl: number;
  readonly why: string;
}

export interface Finished {
  readonly mv: Multiverse;
  readonly forks: readonly Fork[];
  readonly retreatReports: readonly { power: PowerId; text: string; success: boolean; why: string }[];
}

/** Centre owners after a Fall board: each centre goes to the power standing on it. */
function centresAfter(b: MBoard, units: readonly Unit[], geo: Geography): MBoard['centres'] {
  if (seasonOf(b.turn) !== 'F') return b.centres;
  const c = { ...b.centres };
  for (const u of units) {
    const p = u.loc.split('/')[0];
    if (geo.supplyCentre[geo.province(p)]) c[p] = u.power;
  }
  return c;
}

const same = (a: MBoard, units: readonly Unit[], centres: MBoard['centres']) =>
  JSON.stringify(a.units) === JSON.stringify(units) && JSON.stringify(Object.entries(a.centres).sort()) === JSON.stringify(Object.entries(centres).sort());

/**
 * Ends a round: places the retreats (on their own board only; two to one province both disband,
 * a unit without a valid retreat disbands), records the history, then appends the new boards:
 * every head advances; a past board that advances forks a new timeline below all others, in
 * canonical order (earliest board first, then lowest timeline), at most one per board. Under rule
 * set A a past board advances when its new next position (units and centre owners) matches none of
 * its existing children.
 */
export function finishRound(mv: Multiverse, plan: Plan, retreats: readonly Given[], rules: Rules, geo: Geography): Finished {
  const index = new Index(mv);
  const next: Record<string, Unit[]> = Object.fromEntries(Object.entries(plan.next).map(([k, v]) => [k, [...v]]));
  const retreatReports: Finished['retreatReports'][number][] = [];
  const choice = new Map<Dislodged5, string>();
  for (const g of retreats) {
    const o = g.order;
    if (o.kind !== 'retreat' && o.kind !== 'disband') continue;
    const d = plan.dislodged.find(
      (x) => x.board === boardKey(o.unit.tl, o.unit.turn) && x.unit.loc.split('/')[0] === o.unit.province && x.unit.power === g.power,
    );
    const text = `${o.kind === 'retreat' ? 'retreat' : 'disband'} ${o.unit.province} (${boardKey(o.unit.tl, o.unit.turn)})`;
    if (!d || choice.has(d)) {
      retreatReports.push({ power: g.power, text, success: false, why: d ? 'the unit already has an order' : 'no dislodged unit of yours there' });
      continue;
    }
    if (o.kind === 'disband') {
      choice.set(d, '');
      continue;
    }
    const onBoard = o.to.tl === o.unit.tl && o.to.turn === o.unit.turn;
    const to = d.retreats.find((l) => l.split('/')[0] === o.to.province && (!o.to.coast || l === `${o.to.province}/${o.to.coast}`));
    if (!onBoard || !to) {
      retreatReports.push({
        power: g.power,
        text,
        success: false,
        why: onBoard ? 'it may not retreat there' : 'retreats stay on their own board (no retreats through time or timelines)',
      });
      continue;
    }
    choice.set(d, to);
  }
  for (const d of plan.dislodged) {
    const c = choice.get(d);
    if (!c) continue;
    const clash = [...choice.entries()].some(([o, oc]) => o !== d && o.board === d.board && oc && oc.split('/')[0] === c.split('/')[0]);
    if (clash) {
      retreatReports.push({
        power: d.unit.power,
        text: `retreat ${d.unit.loc} -> ${c}`,
        success: false,
        why: 'two units retreated to one province: both disband',
      });
      continue;
    }
    next[d.board].push({ ...d.unit, loc: c });
    retreatReports.push({ power: d.unit.power, text: `retreat ${d.unit.loc} -> ${c}`, success: true, why: 'retreats' });
  }

  const boards: MBoard[] = mv.boards.map((b) => {
    const h = plan.hist[boardKey(b.tl, b.turn)];
    return h ? { ...b, hist: h } : b;
  });
  const timelines = [...mv.timelines];
  const forks: Fork[] = [];
  const keys = Object.keys(next)
    .map((k) => k.split(':').map(Number) as [number, number])
    .sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  const appended: MBoard[] = [];
  for (const [tl, turn] of keys) {
    const key = boardKey(tl, turn);
    const b = index.board(tl, turn)!;
    const units = sortUnits(next[key]);
    const centres = centresAfter(b, units, geo);
    if (index.isHead(tl, turn)) {
      appended.push({ tl, turn: turn + 1, units, centres });
      continue;
    }
    let adv = plan.advance[key];
    if (adv === null || adv === undefined) adv = rules.fork === 'A' ? !index.children(b).some((c) => same(c, units, centres)) : false;
    if (!adv) continue;
    const ntl = timelines.length;
    timelines.push({ from: { tl, turn } });
    appended.push({ tl: ntl, turn: turn + 1, units, centres });
    forks.push({
      from: key,
      tl: ntl,
      why:
        rules.fork === 'A'
          ? 'its position after this round differs from every existing continuation'
          : 'the outcome of a battle there changed, or a new move arrived there',
    });
  }
  return { mv: { timelines, boards: [...boards, ...appended] }, forks, retreatReports };
}
