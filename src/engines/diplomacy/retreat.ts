import type { Result } from '../core/types';
import { checkBoard, sortUnits } from './board';
import type { Entry } from './entries';
import { illegal, readEntry } from './entries';
import type { Geography } from './map/geography';
import { formatLocation, formatOrder, formatUnit } from './notation/format';
import { afterRetreats } from './phases';
import { POWERS } from './types';
import type { Board, OrderReport, OrderSet, PowerId, RetreatOutcome, Unit } from './types';

/**
 * Adjudicates a retreat phase. A dislodged unit may retreat to one of the places computed at the
 * end of the movement phase (not occupied, not the attacker's origin unless it came by convoy, not
 * left empty by a standoff); two or more retreats to one province all disband; a unit without a
 * valid retreat order disbands. Only retreat ("A Mun R Boh", "A Mun - Boh") and disband ("A Mun D")
 * orders of dislodged units are legal here. Pure; never throws.
 */
export function adjudicateRetreats(board: Board, orders: OrderSet, geo: Geography): Result<RetreatOutcome> {
  const checked = checkBoard(board, geo);
  if (!checked.ok) return checked;
  if (board.phase !== 'retreat') return { ok: false, error: { code: 'wrong-phase', message: `the board is in a ${board.phase} phase` } };
  const dislodged = board.dislodged;
  const byProvince = new Map<string, number>();
  dislodged.forEach((d, i) => byProvince.set(d.unit.loc.split('/')[0], i));
  const standing = new Map(board.units.map((u) => [u.loc.split('/')[0], u]));
  const typeAt = (place: { province: string }) => {
    const i = byProvince.get(place.province);
    return i === undefined ? standing.get(place.province)?.type : dislodged[i].unit.type;
  };

  const entryOf: (Entry | null)[] = dislodged.map(() => null);
  /** Chosen retreat location per dislodged unit ('' when disbanding). */
  const choice: (string | null)[] = dislodged.map(() => null);
  const entries: Partial<Record<PowerId, Entry[]>> = {};
  for (const pw of POWERS) {
    const list = orders?.[pw];
    if (!Array.isArray(list)) continue;
    const out: Entry[] = (entries[pw] = []);
    for (const raw of list) {
      const e = readEntry(pw, raw, geo, typeAt);
      out.push(e);
      if (e.reason || !e.order) continue;
      if (e.order.kind === 'move' && !e.order.viaConvoy) {
        // "A Mun - Boh" is a retreat here: print it as one.
        e.order = { kind: 'retreat', unit: e.order.unit, to: e.order.to };
        e.text = formatOrder(e.order, geo, typeAt);
      }
      const o = e.order;
      if (o.kind !== 'retreat' && o.kind !== 'move' && o.kind !== 'disband') {
        const what = o.kind === 'support' ? 'supports' : o.kind === 'convoy' ? 'convoys' : o.kind === 'hold' ? 'holds' : 'adjustments';
        e.reason = illegal('wrong-phase', `no ${what} in a retreat phase`);
        continue;
      }
      const prov = o.unit.at.province;
      const i = byProvince.get(prov);
      if (i === undefined) {
        e.reason = standing.has(prov)
          ? illegal('not-dislodged', `${formatUnit(standing.get(prov)!, geo)} was not dislodged`)
          : illegal('no-unit', `there is no dislodged unit in ${nameOf(geo, prov)}`);
        continue;
      }
      const d = dislodged[i];
      if (d.unit.power !== pw) e.reason = illegal('not-own-unit', `${formatUnit(d.unit, geo)} is not yours`);
      else if (o.unit.type && o.unit.type !== d.unit.type)
        e.reason = illegal('wrong-unit-type', `the dislodged unit in ${nameOf(geo, prov)} is ${d.unit.type === 'A' ? 'an army' : 'a fleet'}`);
      else if (entryOf[i]) e.reason = illegal('duplicate-order', `${formatUnit(d.unit, geo)} already has an order`);
      else if (o.kind === 'disband') {
        entryOf[i] = e;
        choice[i] = '';
      } else if (o.kind === 'move' && o.viaConvoy) e.reason = illegal('wrong-phase', 'no convoys in a retreat phase');
      else {
        e.unit = i;
        const to = o.to;
        const options = d.retreats.filter((l) => l.split('/')[0] === to.province);
        let target: string | null = null;
        if (d.unit.type === 'A' || !to.coast) target = options.length === 1 ? options[0] : null;
        else target = options.includes(`${to.province}/${to.coast}`) ? `${to.province}/${to.coast}` : null;
        if (target) {
          entryOf[i] = e;
          choice[i] = target;
        } else if (options.length > 1 && d.unit.type === 'F' && !to.coast) e.reason = illegal('coast-needed', `say which coast of ${nameOf(geo, to.province)}`);
        else {
          const may = d.retreats.length ? `it may retreat to ${d.retreats.map((l) => formatLocation(l, geo)).join(', ')}` : 'it can only disband';
          e.reason = illegal('retreat-not-allowed', `${formatUnit(d.unit, geo)} cannot retreat to ${nameOf(geo, to.province)}; ${may}`);
        }
      }
      if (entryOf[i] === e) e.unit = i;
    }
  }

  // Two or more retreats to one province: all of them disband.
  const count = new Map<string, number[]>();
  choice.forEach((c, i) => {
    if (c) {
      const p = c.split('/')[0];
      count.set(p, [...(count.get(p) ?? []), i]);
    }
  });
  const units: Unit[] = [...board.units];
  const reportOf = (e: Entry): OrderReport => {
    const base = { power: e.power, input: e.input, text: e.text, order: e.order };
    if (e.reason) return { ...base, success: false, reason: e.reason };
    const i = e.unit;
    if (choice[i] === '') return { ...base, success: true, reason: { kind: 'disbanded' } };
    const rivals = count.get(choice[i]!.split('/')[0])!;
    if (rivals.length > 1)
      return { ...base, success: false, reason: { kind: 'retreat-clash', by: rivals.filter((j) => j !== i).map((j) => entryOf[j]!.text) } };
    return { ...base, success: true, reason: { kind: 'retreated' } };
  };
  choice.forEach((c, i) => {
    if (c && count.get(c.split('/')[0])!.length === 1) units.push({ ...dislodged[i].unit, loc: c });
  });
  const reports: Partial<Record<PowerId, OrderReport[]>> = {};
  for (const pw of POWERS) if (entries[pw]) reports[pw] = entries[pw]!.map(reportOf);
  const defaults: OrderReport[] = [];
  dislodged.forEach((d, i) => {
    if (entryOf[i]) return;
    const text = `${formatUnit(d.unit, geo)} D`;
    defaults.push({
      power: d.unit.power,
      input: text,
      text,
      order: { kind: 'disband', unit: { type: d.unit.type, at: { province: d.unit.loc.split('/')[0] } } },
      success: true,
      reason: { kind: 'disbanded' },
    });
  });
  return { ok: true, value: { orders: reports, defaults, board: afterRetreats({ ...board, units: sortUnits(units), dislodged: [] }, geo) } };
}

function nameOf(geo: Geography, prov: string): string {
  const p = geo.province(prov);
  return p >= 0 ? geo.name(p) : prov;
}
