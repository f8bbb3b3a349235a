/**
 * Every card's program, by card id, and every instruction handler. A card without a program is not
 * built yet: the kingdom picker refuses it (see README.md).
 */
import { CARDS } from './cards';
import { BASE, BASE_OPS } from './cards/base';
import { ALCHEMY, ALCHEMY_OPS } from './cards/alchemy';
import { GAIN_OPS, PROSPERITY_GAIN_HOOKS } from './cards/gains';
import { INTRIGUE, INTRIGUE_OPS } from './cards/intrigue';
import { HINTERLANDS } from './cards/hinterlands';
import { HINTERLANDS_OPS } from './cards/hinterlandsOps';
import { HINTERLANDS_GAIN_HOOKS_EARLY, HINTERLANDS_GAIN_HOOKS_LATE, HINTERLANDS_REACTION_OPS } from './cards/hinterlandsReactions';
import { PROSPERITY, PROSPERITY_OPS, PROSPERITY_TREASURE_HOOKS } from './cards/prosperity';
import { SEASIDE, SEASIDE_GAIN_HOOKS, SEASIDE_OPS, SEASIDE_TREASURE_HOOKS } from './cards/seaside';
import { SEASIDE_MORE, SEASIDE_MORE_OPS } from './cards/seaside2';
import type { DominionWorking } from './context';
import type { CardProgram, OpTable, Zone } from './program';
import type { Seat } from '../core/types';
import type { DominionState } from './types';

/** Basic cards: their $ and VP are facts, nothing more to do. */
const BASIC: Record<string, CardProgram> = {
  Copper: {},
  Silver: {},
  Gold: {},
  Estate: {},
  Duchy: {},
  Province: {},
  Curse: {},
  Platinum: {},
  Colony: {},
  Potion: {},
};

function table(...sets: Record<string, CardProgram>[]): (CardProgram | undefined)[] {
  const out: (CardProgram | undefined)[] = CARDS.map(() => undefined);
  for (const set of sets)
    for (const [name, prog] of Object.entries(set)) {
      const c = CARDS.find((x) => x.name === name);
      if (!c) throw new Error(`program for unknown card ${name}`);
      out[c.id] = prog;
    }
  return out;
}

export const PROGRAMS: readonly (CardProgram | undefined)[] = table(BASIC, BASE, INTRIGUE, SEASIDE, SEASIDE_MORE, PROSPERITY, ALCHEMY, HINTERLANDS);

/** The program of a card under the game's edition (first-edition wording where it differs). */
export function programOf(s: DominionState, card: number): CardProgram | undefined {
  const p = PROGRAMS[card];
  if (p?.firstEdition && s.options.edition === '1E') return p.firstEdition;
  return p;
}

export function implemented(card: number): boolean {
  return PROGRAMS[card] !== undefined;
}

/** Card-specific handlers (the shared and turn handlers are merged in by the engine). */
export const CARD_OPS = {
  ...BASE_OPS,
  ...INTRIGUE_OPS,
  ...SEASIDE_OPS,
  ...SEASIDE_MORE_OPS,
  ...PROSPERITY_OPS,
  ...GAIN_OPS,
  ...ALCHEMY_OPS,
  ...HINTERLANDS_OPS,
  ...HINTERLANDS_REACTION_OPS,
} satisfies OpTable;

/**
 * Rules that act when any player gains a card (the gainer, the card, whether it was bought, where it
 * went), in this order: Seaside's, then Prosperity's `whenGain` step (cards whose programs say `watchesGains`).
 * Each hook pushes its instructions, so the last hook's run first: Hinterlands' early step (1E Trader's
 * "instead") runs before everything, its late step (2E Trader, Duchess, Haggler, Fool's Gold…) after all.
 */
export type GainHook = (w: DominionWorking, p: Seat, card: number, bought: boolean, to: Zone) => void;
export const GAIN_HOOKS: readonly GainHook[] = [
  ...HINTERLANDS_GAIN_HOOKS_LATE,
  ...SEASIDE_GAIN_HOOKS,
  ...PROSPERITY_GAIN_HOOKS,
  ...HINTERLANDS_GAIN_HOOKS_EARLY,
];

/** Rules that act when the current player plays a Treasure (at play position `pos`). */
export type TreasureHook = (w: DominionWorking, p: Seat, card: number, pos: number) => void;
export const TREASURE_HOOKS: readonly TreasureHook[] = [...SEASIDE_TREASURE_HOOKS, ...PROSPERITY_TREASURE_HOOKS];
