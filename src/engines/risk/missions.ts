/**
 * Secret missions (victory 'missions'): the 14 mission cards of the classic rules, in our words.
 *
 * Rules (the classic mission rules):
 * - destroy cards of seats that are not at the table are removed before dealing; with two players the
 *   neutral army is no seat, so its card goes too;
 * - a destroy mission whose target is its holder, or whose target someone else wipes out, becomes
 *   "hold any 24 territories";
 * - a destroy mission is complete when its holder takes the target's last territory;
 * - "one more continent of your choice" is any other continent, held at the same moment;
 * - a player who completes their own mission at any moment of their own turn wins at once.
 */
import type { Seat } from '../core/types';
import { CONTINENT_TABLE, TERRITORY_COUNT } from './graph';
import { CONTINENT_IDS, type ContinentId } from './map';

export type Mission =
  | { readonly id: string; readonly kind: 'continents'; readonly continents: readonly ContinentId[]; readonly plusAny: number; readonly text: string }
  | { readonly id: string; readonly kind: 'occupy'; readonly count: number; readonly minArmies: number; readonly text: string }
  | { readonly id: string; readonly kind: 'destroy'; readonly seat: Seat; readonly text: string };

const c = (id: string, continents: ContinentId[], text: string, plusAny = 0): Mission => ({ id, kind: 'continents', continents, plusAny, text });
const destroy = (seat: Seat, ordinal: string): Mission => ({
  id: `destroy-${seat}`,
  kind: 'destroy',
  seat,
  text: `Wipe out the ${ordinal} seat's armies. If that is you, or someone else wipes them out first: hold any 24 territories.`,
});

export const MISSIONS: readonly Mission[] = [
  c('na-africa', ['north_america', 'africa'], 'Hold all of North America and all of Africa.'),
  c('na-australia', ['north_america', 'australia'], 'Hold all of North America and all of Australia.'),
  c('asia-africa', ['asia', 'africa'], 'Hold all of Asia and all of Africa.'),
  c('asia-south-america', ['asia', 'south_america'], 'Hold all of Asia and all of South America.'),
  c('europe-south-america-plus', ['europe', 'south_america'], 'Hold all of Europe, all of South America and one more continent of your choice.', 1),
  c('europe-australia-plus', ['europe', 'australia'], 'Hold all of Europe, all of Australia and one more continent of your choice.', 1),
  { id: 'occupy-24', kind: 'occupy', count: 24, minArmies: 1, text: 'Hold any 24 territories.' },
  { id: 'occupy-18x2', kind: 'occupy', count: 18, minArmies: 2, text: 'Hold any 18 territories with at least 2 armies on each.' },
  destroy(0, 'first'),
  destroy(1, 'second'),
  destroy(2, 'third'),
  destroy(3, 'fourth'),
  destroy(4, 'fifth'),
  destroy(5, 'sixth'),
];

/** The mission a destroy card falls back to. */
export const OCCUPY_24 = MISSIONS.findIndex((m) => m.id === 'occupy-24');

/** The cards in play with `seats` seats: destroy cards only for seats at the table. */
export function missionDeck(seats: number): number[] {
  const out: number[] = [];
  MISSIONS.forEach((m, i) => {
    if (m.kind !== 'destroy' || m.seat < seats) out.push(i);
  });
  return out;
}

/** A dealt destroy card naming its own holder becomes "hold any 24 territories". */
export function dealtMission(mission: number, holder: Seat): number {
  const m = MISSIONS[mission];
  return m.kind === 'destroy' && m.seat === holder ? OCCUPY_24 : mission;
}

function holdsContinent(owner: readonly number[], seat: Seat, ci: number): boolean {
  return CONTINENT_TABLE[ci].members.every((t) => owner[t] === seat);
}

/**
 * Whether `seat` has completed mission `mission` on this board. A destroy mission is complete once the
 * target is out of the game (it is converted to the fallback when someone else eliminated the target,
 * so a destroy mission still held when its target is gone was completed by its holder).
 */
export function missionComplete(mission: number, seat: Seat, owner: readonly number[], armies: readonly number[], alive: readonly boolean[]): boolean {
  const m = MISSIONS[mission];
  if (!m) return false;
  switch (m.kind) {
    case 'continents': {
      const named = m.continents.map((id) => CONTINENT_IDS.indexOf(id));
      if (!named.every((ci) => holdsContinent(owner, seat, ci))) return false;
      let extra = 0;
      for (let ci = 0; ci < CONTINENT_TABLE.length; ci++) if (!named.includes(ci) && holdsContinent(owner, seat, ci)) extra++;
      return extra >= m.plusAny;
    }
    case 'occupy': {
      let n = 0;
      for (let t = 0; t < TERRITORY_COUNT; t++) if (owner[t] === seat && armies[t] >= m.minArmies) n++;
      return n >= m.count;
    }
    case 'destroy':
      return m.seat !== seat && alive[m.seat] === false;
  }
}

/** How far a seat is from its mission, for the panel: e.g. "17 of 24 territories". */
export function missionProgress(mission: number, seat: Seat, owner: readonly number[], armies: readonly number[]): string {
  const m = MISSIONS[mission];
  if (!m) return '';
  switch (m.kind) {
    case 'continents': {
      const parts = m.continents.map((id) => {
        const ci = CONTINENT_IDS.indexOf(id);
        const members = CONTINENT_TABLE[ci].members;
        return `${CONTINENT_TABLE[ci].name} ${members.filter((t) => owner[t] === seat).length}/${members.length}`;
      });
      return parts.join(', ');
    }
    case 'occupy': {
      let n = 0;
      for (let t = 0; t < TERRITORY_COUNT; t++) if (owner[t] === seat && armies[t] >= m.minArmies) n++;
      return `${n} of ${m.count} territories${m.minArmies > 1 ? ` with ${m.minArmies}+ armies` : ''}`;
    }
    case 'destroy':
      return '';
  }
}
