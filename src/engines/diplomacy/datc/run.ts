import { adjudicateAdjustments } from '../adjustment';
import { initialBoard, sortUnits } from '../board';
import { adjudicateMovement } from '../movement';
import { render } from '../notation/format';
import { adjudicateRetreats } from '../retreat';
import type { Board, OrderReport, OrderSet, PowerId } from '../types';
import type { DatcCase, DatcOrder, DatcUnit } from './types';
import { geographyOf } from '../map/variant';

const STD_GEO = geographyOf('standard');

export interface CaseResult {
  readonly key: string;
  readonly id: string;
  readonly title: string;
  readonly status: 'passed' | 'failed' | 'skipped';
  /** What differed from the expected results (failed), or why it is skipped. */
  readonly problems: readonly string[];
}

function orderSet(list: readonly DatcOrder[]): { set: OrderSet; index: { power: PowerId; i: number; o: DatcOrder }[] } {
  const set: Partial<Record<PowerId, string[]>> = {};
  const index: { power: PowerId; i: number; o: DatcOrder }[] = [];
  for (const o of list) {
    const l = (set[o.power] ??= []);
    index.push({ power: o.power, i: l.length, o });
    l.push(o.order);
  }
  return { set, index };
}

function compare(
  phase: string,
  index: { power: PowerId; i: number; o: DatcOrder }[],
  reports: Partial<Record<PowerId, readonly OrderReport[]>>,
  problems: string[],
): void {
  for (const { power, i, o } of index) {
    if (!o.expect) continue;
    const r = reports[power]?.[i];
    if (!r) problems.push(`${phase}: no result for ${power} ${o.order}`);
    else if (r.success !== (o.expect === 'succeeds'))
      problems.push(`${phase}: expected ${power} ${o.order} to ${o.expect === 'succeeds' ? 'succeed' : 'fail'}; got: ${render(r)}`);
  }
}

const sameUnit = (a: DatcUnit, b: DatcUnit) => a.power === b.power && a.type === b.type && a.loc.split('/')[0] === b.loc.split('/')[0];

/** Runs one fixture entry through the adjudicator and compares every stated result. */
export function runCase(c: DatcCase): CaseResult {
  const head = { key: c.key, id: c.id, title: c.title };
  if (c.skip) return { ...head, status: 'skipped', problems: [c.skip] };
  const problems: string[] = [];
  const start = initialBoard(STD_GEO);
  if (c.phase === 'adjustment') {
    const board: Board = { year: 1901, season: 'winter', phase: 'adjustment', units: sortUnits(c.units), dislodged: [], centres: c.centres ?? start.centres };
    const { set, index } = orderSet(c.orders);
    const r = adjudicateAdjustments(board, set, STD_GEO);
    if (!r.ok) return { ...head, status: 'failed', problems: [r.error.message] };
    compare('adjustment', index, r.value.orders, problems);
    if (c.civilDisorder) {
      const got = r.value.civilDisorder;
      const want = c.civilDisorder;
      if (got.length !== want.length || !want.every((w) => got.some((g) => sameUnit(g, w)))) {
        problems.push(
          `civil disorder: expected ${want.map((u) => `${u.power} ${u.type} ${u.loc}`).join(', ')}; got ${got.map((u) => `${u.power} ${u.type} ${u.loc}`).join(', ') || 'none'}`,
        );
      }
    }
  } else {
    const board: Board = { ...start, units: sortUnits(c.units) };
    const move = orderSet(c.phase === 'retreat' ? (c.movement ?? []) : c.orders);
    const m = adjudicateMovement(board, move.set, STD_GEO);
    if (!m.ok) return { ...head, status: 'failed', problems: [m.error.message] };
    compare('movement', move.index, m.value.orders, problems);
    if (c.dislodged) {
      const got = m.value.dislodged.map((d) => d.unit);
      if (got.length !== c.dislodged.length || !c.dislodged.every((w) => got.some((g) => sameUnit(g, w)))) {
        problems.push(
          `movement: expected dislodged ${c.dislodged.map((u) => `${u.power} ${u.type} ${u.loc}`).join(', ') || 'nobody'}; got ${got.map((u) => `${u.power} ${u.type} ${u.loc}`).join(', ') || 'nobody'}`,
        );
      }
    }
    if (c.phase === 'retreat') {
      if (m.value.board.phase !== 'retreat') problems.push('movement: nobody was dislodged, so there is no retreat phase');
      else {
        const ret = orderSet(c.orders);
        const r = adjudicateRetreats(m.value.board, ret.set, STD_GEO);
        if (!r.ok) problems.push(r.error.message);
        else compare('retreat', ret.index, r.value.orders, problems);
      }
    }
  }
  return { ...head, status: problems.length ? 'failed' : 'passed', problems };
}

export function runAll(cases: readonly DatcCase[]): CaseResult[] {
  return cases.map(runCase);
}
