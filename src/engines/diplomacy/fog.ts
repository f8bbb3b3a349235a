/**
 * Fog of war (option `fog`, README "Fog of war"): while the game goes on, a seat sees
 *  - its own units (dislodged ones included) and every supply centre's owner;
 *  - the units in and next to (any border, land or sea) the provinces its units occupy or whose
 *    supply centre it owns: its *sight* (`sightOf`).
 * The spectator (seat null: the pass screen, the lobby) sees the centres only.
 *
 * The view (`fogView`) keeps the units in sight, and of the phase resolved last (`last`) the position
 * and the order reports in the seat's sight before or after it (`lastSight`); the log's sentences of a
 * resolution go only to the seats that see them (`seesReport`). Who must order now and who is still in
 * the game are public (the device goes to them; a draw needs their votes): a fogged view carries them
 * (`sight.actors`, `sight.survivors`), since its board no longer tells.
 *
 * A seat's order slots are read from its fogged board (kit.ts), so its legal orders name only units it
 * sees: a support or convoy of a unit out of sight can still be typed, and the adjudication is unchanged.
 *
 * `resampleFog` draws again what a seat cannot see: the units of other powers out of its sight move to
 * other provinces out of its sight (near where they were, most often), each power keeping its number
 * of units, and the draw is kept only when who must order and who survives stay the same.
 */
import type { Seat } from '../core/types';
import { sortUnits } from './board';
import type { Geography } from './map/geography';
import type { Board, OrderReport, PowerId, Unit } from './types';

/** What a fogged view adds: the provinces in sight, and the public facts its board no longer tells. */
export interface Sight {
  /** Province ids in the seat's sight now (sorted as the map numbers them). */
  readonly provinces: readonly string[];
  /** Seats that must order in this phase. */
  readonly actors: readonly Seat[];
  /** Seats still in the game. */
  readonly survivors: readonly Seat[];
}

interface FogState {
  readonly options: { readonly fog?: boolean; readonly seatPowers: readonly (readonly PowerId[])[] };
  readonly result: object | null;
}

/** Whether fog hides anything now: the option is on and the game goes on (a finished game shows everything). */
export function fogOn(state: FogState): boolean {
  return state.options.fog === true && !state.result;
}

/** The powers a seat plays (none for the spectator). */
export const powersOf = (state: FogState, seat: Seat | null): readonly PowerId[] => (seat === null ? [] : (state.options.seatPowers[seat] ?? []));

const provinceOfLoc = (loc: string): string => loc.split('/')[0];

/** The provinces (by number) in sight of these powers on this board: those they occupy or whose centre they own, and every neighbour. */
export function sightOf(board: Board, powers: readonly PowerId[], geo: Geography): Uint8Array {
  const seen = new Uint8Array(geo.provinceCount);
  if (powers.length === 0) return seen;
  const mark = (id: string) => {
    const p = geo.province(id);
    if (p < 0) return;
    seen[p] = 1;
    for (const n of geo.anyNext[p]) seen[n] = 1;
  };
  for (const u of board.units) if (powers.includes(u.power)) mark(provinceOfLoc(u.loc));
  for (const d of board.dislodged) if (powers.includes(d.unit.power)) mark(provinceOfLoc(d.unit.loc));
  for (const [c, owner] of Object.entries(board.centres)) if (owner && powers.includes(owner)) mark(c);
  return seen;
}

/** Whether a unit is in sight (or one's own). */
const seesUnit = (u: Unit, sight: Uint8Array, powers: readonly PowerId[], geo: Geography): boolean =>
  powers.includes(u.power) || sight[geo.province(provinceOfLoc(u.loc))] === 1;

/**
 * The board with only the units in sight (and one's own); every centre's owner stays. Another power's
 * dislodged unit in sight shows without the places it may retreat to: they tell which of its neighbours
 * stand empty, out of sight as they may be.
 */
export function fogBoard(board: Board, sight: Uint8Array, powers: readonly PowerId[], geo: Geography): Board {
  return {
    ...board,
    units: board.units.filter((u) => seesUnit(u, sight, powers, geo)),
    dislodged: board.dislodged
      .filter((d) => seesUnit(d.unit, sight, powers, geo))
      .map((d) => (powers.includes(d.unit.power) || d.retreats.length === 0 ? d : { ...d, retreats: [] })),
  };
}

/** The provinces an order report names as the unit's own or its destination (the site of a build). */
function reportPlaces(r: OrderReport): string[] {
  const o = r.order;
  if (!o) return [];
  switch (o.kind) {
    case 'waive':
      return [];
    case 'build':
      return [o.at.province];
    case 'move':
    case 'retreat':
      return [o.unit.at.province, o.to.province];
    default:
      return [o.unit.at.province];
  }
}

/** Whether these powers see an order's report: it is theirs, or its unit or its destination is in their sight before or after the phase. */
export function seesReport(r: OrderReport, powers: readonly PowerId[], sight: Uint8Array, geo: Geography): boolean {
  if (powers.includes(r.power)) return true;
  return reportPlaces(r).some((id) => sight[geo.province(id)] === 1);
}

/** The sight of a resolved phase: in sight before it (on `before`) or after it (on `after`). */
export function lastSight(before: Board, after: Board, powers: readonly PowerId[], geo: Geography): Uint8Array {
  const a = sightOf(before, powers, geo);
  const b = sightOf(after, powers, geo);
  for (let i = 0; i < a.length; i++) a[i] |= b[i];
  return a;
}

/** The seats that see a report (`sights[seat]`: the seat's sight of the phase). */
export function seatsSeeing(r: OrderReport, seatPowers: readonly (readonly PowerId[])[], sights: readonly Uint8Array[], geo: Geography): Seat[] {
  const out: Seat[] = [];
  seatPowers.forEach((powers, seat) => {
    if (seesReport(r, powers, sights[seat], geo)) out.push(seat);
  });
  return out;
}

interface Last {
  readonly before: Board;
  readonly reports: readonly OrderReport[];
}

/** The phase resolved last as these powers saw it: the position before in their sight, and the reports they see. */
export function fogLast<L extends Last>(last: L | null, board: Board, powers: readonly PowerId[], geo: Geography): L | null {
  if (!last) return null;
  const sight = lastSight(last.before, board, powers, geo);
  return { ...last, before: fogBoard(last.before, sight, powers, geo), reports: last.reports.filter((r) => seesReport(r, powers, sight, geo)) };
}

/** The provinces in sight as ids, for a view. */
export function sightIds(sight: Uint8Array, geo: Geography): string[] {
  const out: string[] = [];
  for (let p = 0; p < sight.length; p++) if (sight[p]) out.push(geo.provinceIds[p]);
  return out;
}

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The units out of the seat's sight drawn again: each moves to a province out of sight that its type
 * may stand on and no other unit holds (a neighbour of where it was seven times in ten, when one is
 * free). `keeps` says whether a drawn board keeps the public facts (who orders, who survives); after
 * a few refused draws the board is kept as it is.
 */
export function resampleBoard(board: Board, powers: readonly PowerId[], geo: Geography, random: () => number, keeps: (b: Board) => boolean): Board {
  return resampleInSight(board, sightOf(board, powers, geo), powers, geo, random, keeps);
}

/**
 * `resampleBoard` with the sight given (5D Diplomacy's sight of a board reaches from the boards next to
 * it): the units of other powers out of `sight` drawn again, each kept unit the same object.
 */
export function resampleInSight(
  board: Board,
  sight: Uint8Array,
  powers: readonly PowerId[],
  geo: Geography,
  random: () => number,
  keeps: (b: Board) => boolean,
): Board {
  const hidden = board.units.filter((u) => !seesUnit(u, sight, powers, geo));
  if (hidden.length === 0) return board;
  const kept = board.units.filter((u) => seesUnit(u, sight, powers, geo));
  for (let attempt = 0; attempt < 4; attempt++) {
    const taken = new Uint8Array(geo.provinceCount);
    for (const u of kept) taken[geo.province(provinceOfLoc(u.loc))] = 1;
    const order = hidden.slice();
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const placed: Unit[] = [];
    let stuck = false;
    for (const u of order) {
      const from = geo.province(provinceOfLoc(u.loc));
      const fits = (p: number) => !sight[p] && !taken[p] && standOn(u, p, geo) !== null;
      const near = [from, ...geo.anyNext[from]].filter(fits);
      let p = -1;
      if (near.length > 0 && random() < 0.7) p = near[Math.floor(random() * near.length)];
      else {
        const any: number[] = [];
        for (let q = 0; q < geo.provinceCount; q++) if (fits(q)) any.push(q);
        if (any.length > 0) p = any[Math.floor(random() * any.length)];
      }
      if (p < 0) {
        stuck = true;
        break;
      }
      taken[p] = 1;
      const loc = p === from ? u.loc : standOn(u, p, geo, random)!;
      placed.push({ ...u, loc });
    }
    if (stuck) continue;
    const next: Board = { ...board, units: sortUnits([...kept, ...placed]) };
    if (keeps(next)) return next;
  }
  return board;
}

/** Where a unit of this type may stand in province p (a coast drawn at random when there are two), or null. */
function standOn(u: Unit, p: number, geo: Geography, random: () => number = () => 0): string | null {
  if (u.type === 'A') return geo.isSea(p) ? null : geo.provinceIds[p];
  const locs = geo.fleetLocations[p];
  if (!locs || locs.length === 0) return null;
  return geo.locationIds[locs[Math.floor(random() * locs.length)]];
}

/** Whether two seat lists are the same (in order). */
export const sameSeats = (a: readonly Seat[], b: readonly Seat[]): boolean => sameList(a, b);
