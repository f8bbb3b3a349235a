/**
 * Choosing the kingdom: by hand, at random from chosen sets and editions, or a published recommended set.
 * Cards not built yet are refused (see README.md), never silently played as no-ops.
 */
import type { Dice } from '../core/rng';
import { CARDS, cardId } from './cards';
import { implemented } from './programs';
import type { Edition, SetId } from './types';

/** Published recommended kingdoms (card names are facts; the sets' own names). */
export const RECOMMENDED: Readonly<Record<string, readonly string[]>> = {
  // Base, second edition.
  'First Game': ['Cellar', 'Market', 'Merchant', 'Militia', 'Mine', 'Moat', 'Remodel', 'Smithy', 'Village', 'Workshop'],
  'Size Distortion': ['Artisan', 'Bandit', 'Bureaucrat', 'Chapel', 'Festival', 'Gardens', 'Sentry', 'Throne Room', 'Witch', 'Workshop'],
  'Deck Top': ['Artisan', 'Bureaucrat', 'Council Room', 'Festival', 'Harbinger', 'Laboratory', 'Moneylender', 'Sentry', 'Vassal', 'Village'],
  'Sleight of Hand': ['Cellar', 'Council Room', 'Festival', 'Gardens', 'Library', 'Harbinger', 'Militia', 'Poacher', 'Smithy', 'Throne Room'],
  Improvements: ['Artisan', 'Cellar', 'Market', 'Merchant', 'Mine', 'Moat', 'Moneylender', 'Poacher', 'Remodel', 'Witch'],
  'Silver & Gold': ['Bandit', 'Bureaucrat', 'Chapel', 'Harbinger', 'Laboratory', 'Merchant', 'Mine', 'Moneylender', 'Throne Room', 'Vassal'],
  // Base, first edition.
  'First Game (1E)': ['Cellar', 'Market', 'Militia', 'Mine', 'Moat', 'Remodel', 'Smithy', 'Village', 'Woodcutter', 'Workshop'],
  'Big Money (1E)': ['Adventurer', 'Bureaucrat', 'Chancellor', 'Chapel', 'Feast', 'Laboratory', 'Market', 'Mine', 'Moneylender', 'Throne Room'],
  'Interaction (1E)': ['Bureaucrat', 'Chancellor', 'Council Room', 'Festival', 'Library', 'Militia', 'Moat', 'Spy', 'Thief', 'Village'],
  'Size Distortion (1E)': ['Cellar', 'Chapel', 'Feast', 'Gardens', 'Laboratory', 'Thief', 'Village', 'Witch', 'Woodcutter', 'Workshop'],
  'Village Square (1E)': ['Bureaucrat', 'Cellar', 'Festival', 'Library', 'Market', 'Remodel', 'Smithy', 'Throne Room', 'Village', 'Woodcutter'],
  // Intrigue, second edition.
  'Victory Dance': ['Baron', 'Courtier', 'Duke', 'Harem', 'Ironworks', 'Masquerade', 'Mill', 'Nobles', 'Patrol', 'Replace'],
  'The Plot Thickens': ['Conspirator', 'Ironworks', 'Lurker', 'Pawn', 'Mining Village', 'Secret Passage', 'Steward', 'Swindler', 'Torturer', 'Trading Post'],
  'Best Wishes': ['Baron', 'Conspirator', 'Courtyard', 'Diplomat', 'Duke', 'Secret Passage', 'Shanty Town', 'Torturer', 'Upgrade', 'Wishing Well'],
  // Intrigue, first edition.
  'Victory Dance (1E)': ['Bridge', 'Duke', 'Great Hall', 'Harem', 'Ironworks', 'Masquerade', 'Nobles', 'Pawn', 'Scout', 'Upgrade'],
  'Secret Schemes (1E)': ['Conspirator', 'Harem', 'Ironworks', 'Pawn', 'Saboteur', 'Shanty Town', 'Steward', 'Swindler', 'Trading Post', 'Tribute'],
  'Best Wishes (1E)': ['Coppersmith', 'Courtyard', 'Masquerade', 'Scout', 'Shanty Town', 'Steward', 'Torturer', 'Trading Post', 'Upgrade', 'Wishing Well'],
};

/** Why a kingdom card cannot be used, or null. */
export function refuseCard(name: string): string | null {
  const c = cardId(name);
  if (c < 0) return `There is no card named "${name}".`;
  if (!CARDS[c].kingdom) return `${CARDS[c].name} is not a Kingdom card.`;
  if (!implemented(c)) return `${CARDS[c].name} is not built yet (see the list of missing cards).`;
  return null;
}

/** Kingdom cards of the given sets and editions that are built, by id. */
export function pool(sets: readonly SetId[], editions: readonly Edition[]): number[] {
  return CARDS.filter((c) => c.kingdom && sets.includes(c.set) && c.editions.some((e) => editions.includes(e)) && implemented(c.id)).map((c) => c.id);
}

/** Fills `chosen` up to 10 with distinct random cards of the pool. */
export function randomKingdom(chosen: readonly number[], from: readonly number[], dice: Dice): number[] {
  const out = chosen.slice();
  const rest = dice.shuffle(from.filter((c) => !out.includes(c)));
  while (out.length < 10 && rest.length) out.push(rest.pop() as number);
  return out;
}
