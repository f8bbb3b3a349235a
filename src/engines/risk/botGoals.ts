/**
 * What the variant asks of a computer player, read off its own view: its secret mission, the capitals,
 * and visible threats to block. `goals(state, seat)` gives, per territory, the extra value of taking it
 * (`take`) and, per own territory, how much it matters to hold it (`hold`, e.g. our capital).
 *
 * - Missions: the continents named on our card (and, for "one more continent", every other one a little),
 *   every territory for an occupy mission, the named seat's land for a destroy mission.
 * - Capitals: every other capital is worth a lot (more the more capitals we hold); our own is held first.
 * - Threats: an opponent close to holding every capital, or close to the world (most of the map), has its
 *   land marked for attack; with missions, an opponent holding two whole continents (most missions'
 *   shape) or 20+ territories (close to 24) too. Only what the view shows is used.
 */
import type { Seat } from '../core/types';
import { CONTINENT_TABLE, TERRITORY_COUNT } from './graph';
import { CONTINENT_IDS } from './map';
import { MISSIONS } from './missions';
import type { RiskState } from './types';

export interface Goals {
  /** Extra value of conquering each territory (0 for most). */
  readonly take: readonly number[];
  /** How much holding each of our territories matters beyond its neighbourhood (0 for most). */
  readonly hold: readonly number[];
}

const NONE: Goals = { take: new Array<number>(TERRITORY_COUNT).fill(0), hold: new Array<number>(TERRITORY_COUNT).fill(0) };

export function goals(state: RiskState, seat: Seat): Goals {
  const victory = state.options.victory;
  const foes = threatening(state, seat);
  if (victory === 'world' && foes.length === 0) return NONE;
  const take = new Array<number>(TERRITORY_COUNT).fill(0);
  const hold = new Array<number>(TERRITORY_COUNT).fill(0);
  const { owner } = state;
  if (victory === 'missions') {
    const m = MISSIONS[state.missions[seat] ?? -1];
    if (m?.kind === 'continents') {
      const named = m.continents.map((id) => CONTINENT_IDS.indexOf(id));
      CONTINENT_TABLE.forEach((c, ci) => {
        const w = named.includes(ci) ? 3 : m.plusAny > 0 ? 0.8 : 0;
        for (const t of c.members) {
          if (owner[t] === seat) hold[t] += w / 2;
          else take[t] += w;
        }
      });
    } else if (m?.kind === 'occupy') {
      for (let t = 0; t < TERRITORY_COUNT; t++) if (owner[t] !== seat) take[t] += 1.5;
    } else if (m?.kind === 'destroy' && state.alive[m.seat]) {
      let left = 0;
      for (let t = 0; t < TERRITORY_COUNT; t++) if (owner[t] === m.seat) left++;
      for (let t = 0; t < TERRITORY_COUNT; t++) if (owner[t] === m.seat) take[t] += 3 + 12 / Math.max(1, left);
    }
  }
  if (victory === 'capitals') {
    const caps = state.capitals;
    const mine = caps.filter((t) => t >= 0 && owner[t] === seat).length;
    caps.forEach((t, s) => {
      if (t < 0) return;
      if (owner[t] === seat) hold[t] += s === seat ? 8 : 5;
      else take[t] += 6 + 3 * mine;
    });
  }
  for (const foe of foes) {
    for (let t = 0; t < TERRITORY_COUNT; t++) {
      if (owner[t] !== foe) continue;
      // Their capitals first, then any of their land.
      take[t] += victory === 'capitals' && state.capitals.includes(t) ? 10 : 2.5;
    }
  }
  return { take, hold };
}

/** Opponents visibly close to winning: nearly every capital, most of the map, or (missions) two continents / 20+ territories. */
export function threatening(state: RiskState, seat: Seat): Seat[] {
  const { owner } = state;
  const out: Seat[] = [];
  for (let foe = 0; foe < state.seats; foe++) {
    if (foe === seat || !state.alive[foe]) continue;
    let land = 0;
    for (let t = 0; t < TERRITORY_COUNT; t++) if (owner[t] === foe) land++;
    let continents = 0;
    for (const c of CONTINENT_TABLE) if (c.members.every((t) => owner[t] === foe)) continents++;
    const caps = state.capitals.filter((t) => t >= 0);
    const capsHeld = caps.filter((t) => owner[t] === foe).length;
    if (state.options.victory === 'capitals' && caps.length > 1 && capsHeld >= caps.length - 1) out.push(foe);
    else if (land >= 30) out.push(foe);
    else if (state.options.victory === 'missions' && (land >= 20 || continents >= 2)) out.push(foe);
  }
  return out;
}
