/**
 * The table of players and the continent legend (issue 21), read off a seat's view: no rules here,
 * only counts of what the view shows and the engine's own arithmetic (reinforcement, set awards).
 * Under fog of war a view hides other players' land, so what is worked out from it (their territories,
 * armies, continents and next reinforcements) is unknown (null), and only what is in sight is counted.
 */
import type { Seat } from '../../engines/core/types';
import { CONTINENTS } from '../../engines/risk/map';
import { CONTINENT_TABLE } from '../../engines/risk/graph';
import { HIDDEN } from '../../engines/risk/fog';
import { escalatingAward, FIXED_MIXED, FIXED_THREE } from '../../engines/risk/cards';
import { reinforcement } from '../../engines/risk/reinforce';
import type { RiskState } from '../../engines/risk/types';

export interface PlayerRow {
  /** The owner number (a seat, or the neutral army). */
  readonly owner: number;
  readonly neutral: boolean;
  readonly alive: boolean;
  /** Territories and armies held, or null when the fog hides some of them (then `inSight` counts what is seen). */
  readonly territories: number | null;
  readonly armies: number | null;
  readonly inSight: { readonly territories: number; readonly armies: number };
  /** Cards in hand (always public); null for the neutral army. */
  readonly cards: number | null;
  /** Continents held whole: by name. Under fog, only those seen whole (`continentsKnown` false: there may be more). */
  readonly continents: readonly string[];
  readonly continentsKnown: boolean;
  /** New armies at the start of its next turn (territories ÷ 3, at least 3, plus continents), or null when hidden. */
  readonly due: number | null;
}

/** Whether the view hides some territories (fog of war). */
export function fogged(view: RiskState): boolean {
  return view.owner.some((o) => o === HIDDEN);
}

/** Every player's row (the neutral army last), as `viewer` may know it. */
export function playerRows(view: RiskState, viewer: Seat | null): PlayerRow[] {
  const hidden = fogged(view);
  const owners = [...Array.from({ length: view.seats }, (_, s) => s), ...(view.neutral >= 0 ? [view.neutral] : [])];
  return owners.map((o) => {
    const neutral = o === view.neutral;
    let territories = 0;
    let armies = 0;
    view.owner.forEach((w, t) => {
      if (w === o) {
        territories++;
        armies += view.armies[t];
      }
    });
    // The viewer's own land is never hidden from it; nor is anyone's without fog.
    const known = !hidden || o === viewer;
    const continents = CONTINENT_TABLE.filter((c) => c.members.every((t) => view.owner[t] === o)).map((c) => c.name);
    return {
      owner: o,
      neutral,
      alive: neutral ? territories > 0 || hidden : (view.alive[o] ?? false),
      territories: known ? territories : null,
      armies: known ? armies : null,
      inSight: { territories, armies },
      cards: neutral ? null : (view.hands[o]?.length ?? 0),
      continents,
      continentsKnown: known,
      due: known && !neutral && view.phase !== 'over' ? reinforcement(view.owner, o).total : null,
    };
  });
}

/** Each continent: its bonus and who is seen holding it whole (null: nobody, or not known under fog). */
export function continentLegend(view: RiskState): { id: string; name: string; bonus: number; size: number; holder: number | null }[] {
  return CONTINENTS.map((c, i) => {
    const members = CONTINENT_TABLE[i].members;
    const first = view.owner[members[0]];
    const holder = first >= 0 && members.every((t) => view.owner[t] === first) ? first : null;
    return { id: c.id, name: c.name, bonus: c.bonus, size: members.length, holder };
  });
}

/** What the next set traded (by anyone) gives: one number with escalating sets, the table by kind with fixed values. */
export function nextSetText(view: RiskState): string {
  if (view.options.cardSets === 'escalating') return `The next set traded gives ${escalatingAward(view.trades + 1)} armies.`;
  return `A set gives ${FIXED_THREE[0]} (3 infantry), ${FIXED_THREE[1]} (3 cavalry), ${FIXED_THREE[2]} (3 artillery) or ${FIXED_MIXED} (one of each).`;
}
