/**
 * Every card's program, by card id, and every instruction handler. A card without a program is not
 * built yet: the kingdom picker refuses it (see README.md).
 */
import type { Handlers } from '../core/instructions';
import { CARDS } from './cards';
import { BASE, BASE_OPS } from './cards/base';
import { GAIN_OPS } from './cards/gains';
import { INTRIGUE, INTRIGUE_OPS } from './cards/intrigue';
import { PROSPERITY, PROSPERITY_OPS } from './cards/prosperity';
import type { W } from './context';
import type { CardProgram } from './program';
import type { DominionState } from './types';

/** Basic cards: their $ and VP are facts, nothing more to do. */
const BASIC: Record<string, CardProgram> = { Copper: {}, Silver: {}, Gold: {}, Estate: {}, Duchy: {}, Province: {}, Curse: {}, Platinum: {}, Colony: {}, Potion: {} };

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

export const PROGRAMS: readonly (CardProgram | undefined)[] = table(BASIC, BASE, INTRIGUE, PROSPERITY);

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
export const CARD_OPS: Handlers<W> = { ...BASE_OPS, ...INTRIGUE_OPS, ...PROSPERITY_OPS, ...GAIN_OPS };
