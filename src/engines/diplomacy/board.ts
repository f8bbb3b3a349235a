import type { Result } from '../core/types';
import type { Geography } from './map/geography';
import { POWERS } from './types';
import type { Board, Dislodged, PowerId, Unit } from './types';

/** The board of Spring 1901: home units, home centres owned. */
export function initialBoard(geo: Geography): Board {
  const centres: Partial<Record<string, PowerId>> = {};
  for (const p of geo.map.powers) for (const c of p.homeCentres) centres[c] = p.id;
  return {
    year: geo.map.startYear,
    season: 'spring',
    phase: 'movement',
    units: sortUnits(geo.map.startingUnits.map((u) => ({ power: u.power, type: u.type, loc: u.loc }))),
    dislodged: [],
    centres,
  };
}

/**
 * The units sorted by location id, in a new list (stable). An insertion sort: the lists are short
 * and, after a phase, nearly sorted already (only the units that moved are out of place).
 */
export function sortUnits(units: readonly Unit[]): Unit[] {
  const out = units.slice();
  for (let i = 1; i < out.length; i++) {
    const x = out[i];
    let j = i - 1;
    if (!(x.loc < out[j].loc)) continue;
    do {
      out[j + 1] = out[j];
      j--;
    } while (j >= 0 && x.loc < out[j].loc);
    out[j + 1] = x;
  }
  return out;
}

/** Supply centres owned by each power. */
export function centreCounts(board: Board): Record<PowerId, number> {
  const out = Object.fromEntries(POWERS.map((p) => [p, 0])) as Record<PowerId, number>;
  for (const owner of Object.values(board.centres)) if (owner) out[owner]++;
  return out;
}

export function unitCounts(board: Board): Record<PowerId, number> {
  const out = Object.fromEntries(POWERS.map((p) => [p, 0])) as Record<PowerId, number>;
  for (const u of board.units) out[u.power]++;
  return out;
}

/** A power is out when it has neither units nor centres. */
export function isEliminated(board: Board, power: PowerId): boolean {
  return !board.units.some((u) => u.power === power) && !board.dislodged.some((d) => d.unit.power === power) && !Object.values(board.centres).includes(power);
}

/** What a power must do in an adjustment phase: builds (> 0) or disbands (< 0), and where it may build. */
export function adjustmentOf(board: Board, power: PowerId, geo: Geography): { delta: number; buildSites: string[] } {
  let centres = 0;
  for (const o of Object.values(board.centres)) if (o === power) centres++;
  let units = 0;
  for (const u of board.units) if (u.power === power) units++;
  // A unit on "stp/sc" occupies "stp".
  const occupied = (c: string) => board.units.some((u) => u.loc === c || (u.loc.length > c.length && u.loc.charCodeAt(c.length) === 47 && u.loc.startsWith(c)));
  const home = geo.map.powers.find((p) => p.id === power)?.homeCentres ?? [];
  const buildSites = home.filter((c) => board.centres[c] === power && !occupied(c));
  return { delta: centres - units, buildSites };
}

let seenAt = new Uint32Array(0);
let seenStamp = 0;

/** Checks an untrusted board (from a save or a test file) against the map. Never throws. */
export function checkBoard(raw: unknown, geo: Geography): Result<Board> {
  const bad = (message: string) => ({ ok: false as const, error: { code: 'bad-board', message } });
  if (!raw || typeof raw !== 'object') return bad('the board is not an object');
  const b = raw as Partial<Record<keyof Board, unknown>>;
  if (typeof b.year !== 'number' || !Number.isInteger(b.year)) return bad('the year is not a whole number');
  if (b.season !== 'spring' && b.season !== 'fall' && b.season !== 'winter') return bad('unknown season');
  if (b.phase !== 'movement' && b.phase !== 'retreat' && b.phase !== 'adjustment') return bad('unknown phase');
  if (!Array.isArray(b.units)) return bad('units is not a list');
  // Provinces seen, by stamp in a reused table (no table allocated per check).
  if (seenAt.length < geo.provinceCount) seenAt = new Uint32Array(geo.provinceCount);
  if (++seenStamp === 0xffffffff) {
    seenAt.fill(0);
    seenStamp = 1;
  }
  const seen = seenAt;
  const stamp = seenStamp;
  const checkUnit = (u: unknown, what: string): string | null => {
    if (!u || typeof u !== 'object') return `${what} is not an object`;
    const x = u as Partial<Unit>;
    if (!POWERS.includes(x.power as PowerId)) return `${what} has an unknown power`;
    if (x.type !== 'A' && x.type !== 'F') return `${what} has an unknown type`;
    const l = typeof x.loc === 'string' ? geo.location(x.loc) : -1;
    if (l < 0) return `${what} stands on an unknown location`;
    if (!geo.canStand(x.type, l)) return `${what}: ${x.type === 'A' ? 'an army' : 'a fleet'} cannot stand on ${x.loc}`;
    return null;
  };
  for (let i = 0; i < b.units.length; i++) {
    const u = b.units[i] as Unit;
    // The common case first, without building the sentence a problem needs.
    const l = u && typeof u === 'object' && typeof u.loc === 'string' ? geo.location(u.loc) : -1;
    if (l < 0 || (u.type !== 'A' && u.type !== 'F') || !POWERS.includes(u.power) || !geo.canStand(u.type, l)) {
      const problem = checkUnit(u, `unit ${i + 1}`);
      if (problem) return bad(problem);
    }
    const p = geo.provinceOf(l);
    if (seen[p] === stamp) return bad(`two units in ${geo.provinceIds[p]}`);
    seen[p] = stamp;
  }
  const dislodged = b.dislodged ?? [];
  if (!Array.isArray(dislodged)) return bad('dislodged is not a list');
  for (const [i, d] of dislodged.entries()) {
    const x = d as Partial<Dislodged>;
    const problem = checkUnit(x?.unit, `dislodged unit ${i + 1}`);
    if (problem) return bad(problem);
    if (!Array.isArray(x.retreats) || x.retreats.some((r) => typeof r !== 'string' || geo.location(r) < 0))
      return bad(`dislodged unit ${i + 1} has bad retreats`);
    if (typeof x.attackerFrom !== 'string' || typeof x.byConvoy !== 'boolean') return bad(`dislodged unit ${i + 1} lacks its attacker`);
  }
  if (!b.centres || typeof b.centres !== 'object') return bad('centres is not an object');
  const centres = b.centres as Record<string, unknown>;
  for (const c in centres) {
    if (!Object.hasOwn(centres, c)) continue;
    const owner = centres[c];
    const p = geo.province(c);
    if (p < 0 || !geo.supplyCentre[p]) return bad(`${c} is not a supply centre`);
    if (owner !== undefined && !POWERS.includes(owner as PowerId)) return bad(`${c} has an unknown owner`);
  }
  return {
    ok: true,
    value: {
      year: b.year,
      season: b.season,
      phase: b.phase,
      units: b.units as Unit[],
      dislodged: dislodged as Dislodged[],
      centres: b.centres as Board['centres'],
    },
  };
}
