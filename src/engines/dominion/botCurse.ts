/**
 * The General bot's Curse plan played as money (a kingdom with a Curse-giver where the engine plan is
 * not chosen): the rules that differ from the money plan, measured against Double Witch on random
 * kingdoms of the five sets holding Witch (issue 22; `npx tsx bench/dominion-plan.ts` and
 * `npm run simulate`, 6 × 1,000 games, seeds 1, 2, 5001, 5002, 9001, 9002):
 *
 * - **greening earlier**: a Curse game is a slog (decks of 25–30 cards with 4–6 Curses), its last
 *   Provinces come slowly and every Duchy and Estate counts: a Duchy from 5 Provinces left (4 in the
 *   money plan), any Victory card from 4 left (3), a Duchy over anything below Gold from 7 left (6) —
 *   58.0% → 61.2% together (Duchy from 5: +1.1; Estates from 4: +1.1; late Duchy from 7: +0.5; from 8 the
 *   deck greens before it has Gold: 53.6%). Only once an opponent owns a Curse-giver (against the Smithy
 *   list bot on random Smithy kingdoms, 6,000 games: 64.9% with these rules whoever curses, 65.6% with
 *   them only in a Curse war, 65.3% before). The engine plan keeps its own greening (on the issue's
 *   kingdom K these rules took it from 63.9% to 56.9%).
 * - **the second Curse-giver over Gold** (its worth 8.5 − 2.4 instead of 8.5 − 3.2): the Curse split
 *   decides these games (General wins 82–87% of them with 3–4 Curses, 57% with 5, 27% with 6) —
 *   +0.4 with the greening above; on K (engine plan) Gold first stays better (60.7% against 63.9%).
 * - **Sea Hag below Gold when another Curse-giver is there** (it draws nothing and makes no $ for its
 *   player; Witch, Sea Witch, Mountebank do): on kingdoms holding Witch and Sea Hag 61.9% → 65.6%
 *   (4,000 games; never buying it, 57.4%).
 * - **Minion below Silver, Harem below Gold**: their $2 is a Silver's in a deck that needs $8 through
 *   Curses (Minion's draw-4 hits a cursed hand as often as it helps). Kingdoms holding Witch and Minion
 *   55.8% → 58.7%, Witch and Harem 57.4% → 58.7% (4,000 games each).
 * - **Caravan below Silver**: its card next turn does not make up for a Silver's $2 in a cursed deck
 *   (Witch and Caravan kingdoms 59.0% → 60.4%; valued 5, 54.9%). Laboratory, Royal Seal, Contraband and
 *   Collection valued 3.5 lost (60.6% → 60.1%, 62.2% → 60.5%, 63.5% → 61.0%, 63.2% → 60.9%).
 */
import { cardId } from './cards';
import type { KingdomInfo } from './botPlan';

/** Whether this game is the Curse plan played as money (a Curse-giver, no engine plan). */
export const curseMoney = (info: KingdomInfo, engine: boolean): boolean => info.cursers.length > 0 && !engine;

/** Provinces (or Colonies) left from which General greens: Duchy first, any Victory card, Duchy over all below Gold. */
export interface Greening {
  readonly duchy: number;
  readonly any: number;
  readonly late: number;
}
const MONEY_GREENING: Greening = { duchy: 4, any: 3, late: 6 };
const CURSE_GREENING: Greening = { duchy: 5, any: 4, late: 7 };

export const greening = (slog: boolean): Greening => (slog ? CURSE_GREENING : MONEY_GREENING);

/** The second Curse-giver's discount from the first's worth (8.5): over Gold in the Curse money plan. */
export const secondCurserDiscount = (slog: boolean): number => (slog ? 2.4 : 3.2);

const SEA_HAG = cardId('Sea Hag');
/** Worths in the Curse money plan that differ from the money plan's table (see the module comment). */
const CURSE_TABLE: ReadonlyMap<number, number> = new Map([
  [cardId('Minion'), 3.5],
  [cardId('Harem'), 5.5],
  [cardId('Caravan'), 3.5],
]);

/** A Kingdom card's table worth in the Curse money plan (`value` the money plan's). */
export function curseTableValue(card: number, value: number): number {
  return CURSE_TABLE.get(card) ?? value;
}

/** What a Curse-giver's worth loses in this kingdom: Sea Hag 3 when a Curse-giver that draws or makes $ is there. */
export function curserPenalty(card: number, info: KingdomInfo): number {
  return card === SEA_HAG && info.cursers.some((c) => c !== SEA_HAG) ? 3 : 0;
}
