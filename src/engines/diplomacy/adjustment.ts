import type { Result } from '../core/types';
import { adjustmentOf, checkBoard, sortUnits } from './board';
import { illegal, readEntry } from './entries';
import type { Geography } from './map/geography';
import { formatUnit } from './notation/format';
import { afterAdjustments } from './phases';
import { POWERS } from './types';
import type { AdjustmentOutcome, Board, OrderReport, OrderSet, PowerId, Reason, Unit } from './types';

/**
 * Adjudicates a Winter adjustment phase. A power with more centres than units may build that many
 * units in its vacant, owned home centres ("Build A Par", or "Waive" to give one up); a power with
 * more units than centres must disband the difference ("Disband F Kie"). Orders are taken one by one
 * in the order given: the first legal ones count, the rest fail (DATC 6.I.1, 6.J.1). Disbands a
 * power owes but did not order are chosen by the civil-disorder rule (see `civilDisorder`).
 */
export function adjudicateAdjustments(board: Board, orders: OrderSet, geo: Geography): Result<AdjustmentOutcome> {
  const checked = checkBoard(board, geo);
  if (!checked.ok) return checked;
  if (board.phase !== 'adjustment') return { ok: false, error: { code: 'wrong-phase', message: `the board is in a ${board.phase} phase` } };
  let units: Unit[] = [...board.units];
  const reports: Partial<Record<PowerId, OrderReport[]>> = {};
  const civil: Unit[] = [];
  const typeAt = (place: { province: string }) => units.find((u) => u.loc.split('/')[0] === place.province)?.type;

  for (const pw of POWERS) {
    const { delta, buildSites } = adjustmentOf(board, pw, geo);
    let builds = Math.max(0, delta);
    let disbands = Math.max(0, -delta);
    const list = orders?.[pw];
    const out: OrderReport[] = [];
    const usedSites = new Set<string>();
    for (const raw of Array.isArray(list) ? list : []) {
      const e = readEntry(pw, raw, geo, typeAt);
      const done = (success: boolean, reason: Reason) => out.push({ power: pw, input: e.input, text: e.text, order: e.order, success, reason });
      if (e.reason || !e.order) {
        done(false, e.reason ?? { kind: 'parse-error', part: '', message: 'not an order' });
        continue;
      }
      const o = e.order;
      if (o.kind === 'build') {
        const problem = buildProblem(board, pw, o.unitType, o.at.province, o.at.coast, geo, buildSites, usedSites);
        if (delta <= 0) done(false, illegal('no-builds-left', `${powerName(geo, pw)} has no builds`));
        else if (problem) done(false, problem);
        else if (builds === 0) done(false, illegal('no-builds-left', 'all builds are used'));
        else {
          const p = geo.province(o.at.province);
          const loc =
            o.unitType === 'F' && o.at.coast
              ? `${o.at.province}/${o.at.coast}`
              : o.unitType === 'F'
                ? geo.locationIds[geo.fleetLocations[p][0]]
                : o.at.province;
          units.push({ power: pw, type: o.unitType, loc });
          usedSites.add(o.at.province);
          builds--;
          done(true, { kind: 'built' });
        }
      } else if (o.kind === 'waive') {
        if (builds === 0) done(false, illegal('no-builds-left', delta > 0 ? 'all builds are used' : `${powerName(geo, pw)} has no builds`));
        else {
          builds--;
          done(true, { kind: 'waived' });
        }
      } else if (o.kind === 'disband') {
        const prov = o.unit.at.province;
        const unit = units.find((u) => u.loc.split('/')[0] === prov);
        const gone = board.units.find((u) => u.loc.split('/')[0] === prov && u.power === pw);
        if (delta >= 0) done(false, illegal('no-disbands-due', `${powerName(geo, pw)} has no disbands`));
        else if (!unit && gone) done(false, illegal('already-used', `${formatUnit(gone, geo)} is already disbanded`));
        else if (!unit) done(false, illegal('no-unit', `there is no unit in ${nameOf(geo, prov)}`));
        else if (unit.power !== pw) done(false, illegal('not-own-unit', `${formatUnit(unit, geo)} is not yours`));
        else if (o.unit.type && o.unit.type !== unit.type)
          done(false, illegal('wrong-unit-type', `the unit in ${nameOf(geo, prov)} is ${unit.type === 'A' ? 'an army' : 'a fleet'}`));
        else if (disbands === 0) done(false, illegal('no-disbands-due', 'all disbands are done'));
        else {
          units = units.filter((u) => u !== unit);
          disbands--;
          done(true, { kind: 'disbanded' });
        }
      } else done(false, illegal('wrong-phase', `a ${o.kind} order belongs to a movement or retreat phase`));
    }
    if (Array.isArray(list)) reports[pw] = out;
    if (disbands > 0) {
      const removed = civilDisorder({ ...board, units }, pw, disbands, geo);
      civil.push(...removed);
      units = units.filter((u) => !removed.includes(u));
    }
  }
  const defaults: OrderReport[] = civil.map((u) => {
    const text = `Disband ${formatUnit(u, geo)}`;
    return {
      power: u.power,
      input: text,
      text,
      order: { kind: 'disband', unit: { type: u.type, at: { province: u.loc.split('/')[0] } } },
      success: true,
      reason: { kind: 'disbanded' },
    };
  });
  return { ok: true, value: { orders: reports, defaults, civilDisorder: civil, board: afterAdjustments({ ...board, units: sortUnits(units) }) } };
}

function buildProblem(
  board: Board,
  pw: PowerId,
  type: Unit['type'],
  prov: string,
  coast: string | undefined,
  geo: Geography,
  sites: readonly string[],
  used: ReadonlySet<string>,
): Reason | null {
  const p = geo.province(prov);
  if (p < 0) return illegal('unknown-place', `unknown province "${prov}"`);
  const name = geo.name(p);
  if (geo.homeOf(p) !== pw || !geo.supplyCentre[p]) return illegal('not-home-centre', `${name} is not a ${powerName(geo, pw, true)} home centre`);
  if (board.centres[prov] !== pw) return illegal('centre-not-owned', `${name} is not ${powerName(geo, pw)}'s now`);
  if (!sites.includes(prov) || used.has(prov)) return illegal('centre-occupied', `${name} is occupied`);
  if (type === 'F') {
    if (geo.fleetLocations[p].length === 0) return illegal('fleet-inland', `a fleet cannot be built in inland ${name}`);
    if (geo.fleetLocations[p].length > 1 && !coast) return illegal('coast-needed', `say which coast of ${name}`);
  }
  return null;
}

/**
 * The civil-disorder rule (2023 rulebook, DATC v3.0 4.D.8): the units farthest from the power's
 * owned supply centres go first, the distance counted in moves over any border, land or sea, for
 * armies and fleets alike (DATC 6.J.6, 6.J.8, 6.J.10); among equals fleets go before armies, then in
 * alphabetical order of the province names.
 */
export function civilDisorder(board: Board, power: PowerId, count: number, geo: Geography): Unit[] {
  const P = geo.provinceCount;
  const dist = new Int16Array(P).fill(-1);
  const queue: number[] = [];
  for (const [c, owner] of Object.entries(board.centres)) {
    if (owner !== power) continue;
    const p = geo.province(c);
    dist[p] = 0;
    queue.push(p);
  }
  for (let head = 0; head < queue.length; head++) {
    const p = queue[head];
    for (const q of geo.anyNext[p]) {
      if (dist[q] < 0) {
        dist[q] = dist[p] + 1;
        queue.push(q);
      }
    }
  }
  const far = (u: Unit) => {
    const d = dist[geo.province(u.loc.split('/')[0])];
    return d < 0 ? 1000 : d;
  };
  const mine = board.units.filter((u) => u.power === power);
  mine.sort(
    (a, b) =>
      far(b) - far(a) || (a.type === b.type ? 0 : a.type === 'F' ? -1 : 1) || nameOf(geo, a.loc.split('/')[0]).localeCompare(nameOf(geo, b.loc.split('/')[0])),
  );
  return mine.slice(0, count);
}

function powerName(geo: Geography, pw: PowerId, adjective = false): string {
  const p = geo.map.powers.find((x) => x.id === pw);
  return (adjective ? p?.adjective : p?.name) ?? pw;
}

function nameOf(geo: Geography, prov: string): string {
  const p = geo.province(prov);
  return p >= 0 ? geo.name(p) : prov;
}
