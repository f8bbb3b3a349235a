/**
 * Choosing the kingdom: by hand, at random from chosen sets and editions, or a published recommended set.
 * Cards not built yet are refused (see README.md), never silently played as no-ops.
 */
import type { Dice } from '../core/rng';
import { CARDS, cardId } from './cards';
import { implemented } from './programs';
import type { Edition, SetId } from './types';

/**
 * Published recommended kingdoms (card names are facts; the sets' own names). A name ending in (1E)
 * is played with first-edition wording. The mixed sets are those printed in the 2016 second editions
 * of Base and Intrigue (with Seaside, Prosperity and Alchemy as first published); the own sets of
 * Seaside and Prosperity are those of their first editions. The second-edition rulebooks of Seaside
 * (2022) and Prosperity (2022) list other sets, not confirmed from our sources: not included.
 */
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
  // Base and Intrigue (second editions).
  Underlings: ['Cellar', 'Festival', 'Library', 'Sentry', 'Vassal', 'Courtier', 'Diplomat', 'Minion', 'Nobles', 'Pawn'],
  'Grand Scheme': ['Artisan', 'Council Room', 'Market', 'Militia', 'Workshop', 'Bridge', 'Mill', 'Mining Village', 'Patrol', 'Shanty Town'],
  Deconstruction: ['Bandit', 'Mine', 'Remodel', 'Throne Room', 'Village', 'Diplomat', 'Harem', 'Lurker', 'Replace', 'Swindler'],
  // Seaside, first edition, alone and with Base / Intrigue (second editions).
  'High Seas (1E)': ['Bazaar', 'Caravan', 'Embargo', 'Explorer', 'Haven', 'Island', 'Lookout', 'Pirate Ship', 'Smugglers', 'Wharf'],
  'Buried Treasure (1E)': ['Ambassador', 'Cutpurse', 'Fishing Village', 'Lighthouse', 'Outpost', 'Pearl Diver', 'Tactician', 'Treasure Map', 'Warehouse', 'Wharf'],
  'Shipwrecks (1E)': ['Ghost Ship', 'Merchant Ship', 'Native Village', 'Navigator', 'Pearl Diver', 'Salvager', 'Sea Hag', 'Smugglers', 'Treasury', 'Warehouse'],
  'Reach for Tomorrow': ['Artisan', 'Cellar', 'Council Room', 'Vassal', 'Village', 'Cutpurse', 'Ghost Ship', 'Lookout', 'Sea Hag', 'Treasure Map'],
  Repetition: ['Festival', 'Harbinger', 'Militia', 'Workshop', 'Caravan', 'Explorer', 'Outpost', 'Pearl Diver', 'Pirate Ship', 'Treasury'],
  'Give and Take': ['Library', 'Market', 'Moneylender', 'Witch', 'Ambassador', 'Fishing Village', 'Haven', 'Island', 'Salvager', 'Smugglers'],
  'A Star to Steer By': ['Secret Passage', 'Diplomat', 'Swindler', 'Wishing Well', 'Courtier', 'Lookout', 'Treasure Map', 'Ghost Ship', 'Haven', 'Outpost'],
  'Shore Patrol': ['Patrol', 'Replace', 'Shanty Town', 'Trading Post', 'Pawn', 'Island', 'Wharf', 'Cutpurse', 'Lighthouse', 'Warehouse'],
  'Bridge Crossing': ['Lurker', 'Nobles', 'Duke', 'Conspirator', 'Bridge', 'Salvager', 'Embargo', 'Smugglers', 'Native Village', 'Treasury'],
  // Prosperity, first edition, alone and with Base / Intrigue (second editions) and Seaside.
  'Beginners (1E)': ['Bank', 'Counting House', 'Expand', 'Goons', 'Monument', 'Rabble', 'Royal Seal', 'Venture', 'Watchtower', "Worker's Village"],
  'Friendly Interactive (1E)': ['Bishop', 'City', 'Contraband', 'Forge', 'Hoard', 'Peddler', 'Royal Seal', 'Trade Route', 'Vault', "Worker's Village"],
  'Big Actions (1E)': ['City', 'Expand', 'Grand Market', "King's Court", 'Loan', 'Mint', 'Quarry', 'Rabble', 'Talisman', 'Vault'],
  'Biggest Money': ['Artisan', 'Harbinger', 'Laboratory', 'Mine', 'Moneylender', 'Bank', 'Grand Market', 'Mint', 'Royal Seal', 'Venture'],
  "The King's Army": ['Bureaucrat', 'Council Room', 'Merchant', 'Moat', 'Village', 'Expand', 'Goons', "King's Court", 'Rabble', 'Vault'],
  'The Good Life': ['Artisan', 'Bureaucrat', 'Cellar', 'Gardens', 'Village', 'Contraband', 'Counting House', 'Hoard', 'Monument', 'Mountebank'],
  'Paths to Victory': ['Bishop', 'Counting House', 'Goons', 'Monument', 'Peddler', 'Baron', 'Harem', 'Pawn', 'Shanty Town', 'Upgrade'],
  'All Along the Watchtower': ['Hoard', 'Talisman', 'Trade Route', 'Vault', 'Watchtower', 'Bridge', 'Mill', 'Mining Village', 'Pawn', 'Torturer'],
  'Lucky Seven': ['Bank', 'Expand', 'Forge', "King's Court", 'Vault', 'Bridge', 'Lurker', 'Patrol', 'Swindler', 'Wishing Well'],
  'Exploding Kingdom': ['Bishop', 'City', 'Grand Market', "King's Court", 'Quarry', 'Fishing Village', 'Lookout', 'Outpost', 'Tactician', 'Wharf'],
  'Pirate Bay': ['Expand', 'Hoard', 'Mint', 'Trade Route', 'Watchtower', 'Bazaar', 'Lighthouse', 'Pirate Ship', 'Smugglers', 'Warehouse'],
  // Alchemy with Base (second edition).
  'Forbidden Arts': ['Bandit', 'Cellar', 'Council Room', 'Gardens', 'Laboratory', 'Throne Room', 'Apprentice', 'Familiar', 'Possession', 'University'],
  'Potion Mixers': ['Cellar', 'Festival', 'Militia', 'Poacher', 'Smithy', 'Alchemist', 'Apothecary', 'Golem', 'Herbalist', 'Transmute'],
  'Chemistry Lesson': ['Bureaucrat', 'Market', 'Moat', 'Remodel', 'Vassal', 'Witch', 'Alchemist', 'Golem', "Philosopher's Stone", 'University'],
};

/** Whether every card of a recommended kingdom is built (the others are listed, not offered). */
export function presetBuilt(name: string): boolean {
  return (RECOMMENDED[name] ?? []).every((n) => refuseCard(n) === null);
}

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
