import type { Geography } from '../diplomacy/map/geography';
import { formatPlace } from '../diplomacy/notation/format';
import { parseOrder } from '../diplomacy/notation/parse';
import type { Order, Place, UnitType } from '../diplomacy/types';
import type { Result } from '../core/types';
import { isWinter, majorOf, tlIndex, tlName, turnOfMajor } from './multiverse';
import type { MOrder, MPlace } from './types';

/**
 * The seed's notation: a place on another board is written with its timeline before and its turn
 * after, `A a-Mun@3 -> Tyr`: the army in Munich on timeline a, movement turn 3 (Fall 1902), moves
 * to Tyrolia on its own board. Parts left out default to the ordered unit's own timeline and turn;
 * the ordered unit itself defaults to timeline a and that timeline's head. Turns count movement
 * boards (0 = Spring 1901, 1 = Fall 1901, 2 = Spring 1902…); a Winter board is the turn of its Fall
 * with "w" (`Build A a-Ber@1w`). Everything else is the classic notation.
 */
const PLACE = /^(?:([a-z]{1,2})-)?([A-Za-z]{3}(?:\/[a-z]{2}|\([a-z]{2}\))?)(?:@(\d+)(w)?)?(,?)$/;

interface Coord {
  tl?: number;
  turn?: number;
}

export function parseOrder5(text: string, geo: Geography, headOf: (tl: number) => number): Result<MOrder> {
  const waive = /^waive(?:\s+([a-z]{1,2})@(\d+)w)?$/i.exec(text.trim());
  if (waive) {
    const tl = waive[1] ? tlIndex(waive[1]) : 0;
    return { ok: true, value: { kind: 'waive', at: { tl, turn: waive[2] ? turnOfMajor(Number(waive[2])) + 1 : headOf(tl), province: '' } } };
  }
  const words = text.trim().split(/\s+/);
  const coords: Coord[] = [];
  const plain: string[] = [];
  for (const w of words) {
    const m = PLACE.exec(w);
    if (m && (m[1] !== undefined || m[3] !== undefined || geo.province(m[2].toLowerCase().slice(0, 3)) >= 0)) {
      const c: Coord = {};
      if (m[1] !== undefined) c.tl = tlIndex(m[1]);
      if (m[3] !== undefined) c.turn = turnOfMajor(Number(m[3])) + (m[4] ? 1 : 0);
      coords.push(c);
      plain.push(m[2] + m[5]);
      continue;
    }
    plain.push(w);
  }
  const r = parseOrder(plain.join(' '), geo);
  if (!r.ok) return { ok: false, error: { code: 'parse-error', message: `${r.error.message}${r.error.part ? ` (at "${r.error.part}")` : ''}` } };
  const o = r.value;
  let i = 0;
  const first = coords[0] ?? {};
  const tl = first.tl ?? 0;
  const turn = first.turn ?? headOf(tl);
  const at = (p: Place, c: Coord | undefined): MPlace => ({
    tl: c?.tl ?? tl,
    turn: c?.turn ?? turn,
    province: p.province,
    ...(p.coast ? { coast: p.coast } : {}),
  });
  const next = () => coords[i++];
  const own = (p: Place): MPlace => {
    next();
    return { tl, turn, province: p.province, ...(p.coast ? { coast: p.coast } : {}) };
  };
  const type = (t: UnitType | undefined) => (t ? { type: t } : {});
  switch (o.kind) {
    case 'hold':
      return { ok: true, value: { kind: 'hold', unit: own(o.unit.at), ...type(o.unit.type) } };
    case 'disband':
      return { ok: true, value: { kind: 'disband', unit: own(o.unit.at), ...type(o.unit.type) } };
    case 'move': {
      const unit = own(o.unit.at);
      return { ok: true, value: { kind: 'move', unit, ...type(o.unit.type), to: at(o.to, next()), viaConvoy: o.viaConvoy } };
    }
    case 'retreat': {
      const unit = own(o.unit.at);
      return { ok: true, value: { kind: 'retreat', unit, ...type(o.unit.type), to: at(o.to, next()) } };
    }
    case 'support': {
      const unit = own(o.unit.at);
      const target = at(o.target.at, next());
      const value: MOrder = {
        kind: 'support',
        unit,
        ...type(o.unit.type),
        target,
        ...(o.target.type ? { targetType: o.target.type } : {}),
        ...(o.to ? { to: at(o.to, next()) } : {}),
      };
      return { ok: true, value };
    }
    case 'convoy': {
      const unit = own(o.unit.at);
      const target = at(o.target.at, next());
      return {
        ok: true,
        value: { kind: 'convoy', unit, ...type(o.unit.type), target, ...(o.target.type ? { targetType: o.target.type } : {}), to: at(o.to, next()) },
      };
    }
    case 'build':
      return { ok: true, value: { kind: 'build', at: own(o.at), unitType: o.unitType } };
    case 'waive':
      return { ok: true, value: { kind: 'waive', at: { tl, turn, province: '' } } };
  }
}

function coord(p: MPlace, base: MPlace | null): { t: string; n: string } {
  return { t: base && base.tl === p.tl ? '' : `${tlName(p.tl)}-`, n: base && base.turn === p.turn ? '' : `@${majorOf(p.turn)}${isWinter(p.turn) ? 'w' : ''}` };
}

/** An order in the seed's notation, parts equal to the unit's board left out. */
export function formatOrder5(o: MOrder, geo: Geography): string {
  const place = (p: MPlace, base: MPlace | null) => {
    const c = coord(p, base);
    return `${c.t}${formatPlace({ province: p.province, ...(p.coast ? { coast: p.coast } : {}) }, geo)}${c.n}`;
  };
  const t = (x?: UnitType) => (x ? `${x} ` : '');
  switch (o.kind) {
    case 'hold':
      return `${t(o.type)}${place(o.unit, null)} H`;
    case 'disband':
      return `${t(o.type)}${place(o.unit, null)} D`;
    case 'move':
      return `${t(o.type)}${place(o.unit, null)} -> ${place(o.to, o.unit)}${o.viaConvoy ? ' via Convoy' : ''}`;
    case 'retreat':
      return `${t(o.type)}${place(o.unit, null)} R ${place(o.to, o.unit)}`;
    case 'support':
      return `${t(o.type)}${place(o.unit, null)} S ${t(o.targetType)}${place(o.target, o.unit)}${o.to ? ` -> ${place(o.to, o.unit)}` : ''}`;
    case 'convoy':
      return `${t(o.type)}${place(o.unit, null)} C ${t(o.targetType)}${place(o.target, o.unit)} -> ${place(o.to, o.unit)}`;
    case 'build':
      return `Build ${o.unitType} ${place(o.at, null)}`;
    case 'waive':
      return `Waive ${tlName(o.at.tl)}@${majorOf(o.at.turn)}w`;
  }
}

export type { Order };
