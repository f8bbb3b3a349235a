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
 * is played with first-edition wording; (2E) marks a set revised for the 2022 second edition of
 * Seaside where the name was already taken by its first-edition list. The mixed Base/Intrigue sets
 * are those of both editions' rulebooks (with Seaside, Prosperity and Alchemy as first published),
 * Seaside's own and mixed sets come in both editions, Alchemy's with Base, Intrigue, Seaside and
 * Prosperity. Lists cross-checked against public kingdom lists (a dominion.games "sets of 10" script,
 * kingdom tables of open-source Dominion programs). Prosperity's second-edition sets come from the kingdom
 * table of an open-source Dominion program (found through the code search of issue 11; its Pirate Bay (2E)
 * agrees with the list we had); (2E) marks those whose name the first edition already used. It gives the
 * second edition eight sets and none named Big Actions, The Good Life or All Along the Watchtower (offered
 * as first published). Seaside's second edition likewise has two sets alone (High Seas, Buried Treasure) and
 * two each with Base and Intrigue; Shipwrecks and Give and Take are offered as first published.
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
  // Base and Intrigue (first editions).
  'Deconstruction (1E)': ['Bridge', 'Mining Village', 'Remodel', 'Saboteur', 'Secret Chamber', 'Spy', 'Swindler', 'Thief', 'Throne Room', 'Torturer'],
  'Hand Madness (1E)': ['Bureaucrat', 'Chancellor', 'Council Room', 'Courtyard', 'Mine', 'Militia', 'Minion', 'Nobles', 'Steward', 'Torturer'],
  'Underlings (1E)': ['Baron', 'Cellar', 'Festival', 'Library', 'Masquerade', 'Minion', 'Nobles', 'Pawn', 'Steward', 'Witch'],
  // Base and Intrigue (second editions).
  Underlings: ['Cellar', 'Festival', 'Library', 'Sentry', 'Vassal', 'Courtier', 'Diplomat', 'Minion', 'Nobles', 'Pawn'],
  'Grand Scheme': ['Artisan', 'Council Room', 'Market', 'Militia', 'Workshop', 'Bridge', 'Mill', 'Mining Village', 'Patrol', 'Shanty Town'],
  Deconstruction: ['Bandit', 'Mine', 'Remodel', 'Throne Room', 'Village', 'Diplomat', 'Harem', 'Lurker', 'Replace', 'Swindler'],
  // Seaside, first edition, alone and with Base / Intrigue (second editions).
  'High Seas (1E)': ['Bazaar', 'Caravan', 'Embargo', 'Explorer', 'Haven', 'Island', 'Lookout', 'Pirate Ship', 'Smugglers', 'Wharf'],
  'Buried Treasure (1E)': [
    'Ambassador',
    'Cutpurse',
    'Fishing Village',
    'Lighthouse',
    'Outpost',
    'Pearl Diver',
    'Tactician',
    'Treasure Map',
    'Warehouse',
    'Wharf',
  ],
  'Shipwrecks (1E)': ['Ghost Ship', 'Merchant Ship', 'Native Village', 'Navigator', 'Pearl Diver', 'Salvager', 'Sea Hag', 'Smugglers', 'Treasury', 'Warehouse'],
  'Reach for Tomorrow': ['Artisan', 'Cellar', 'Council Room', 'Vassal', 'Village', 'Cutpurse', 'Ghost Ship', 'Lookout', 'Sea Hag', 'Treasure Map'],
  Repetition: ['Festival', 'Harbinger', 'Militia', 'Workshop', 'Caravan', 'Explorer', 'Outpost', 'Pearl Diver', 'Pirate Ship', 'Treasury'],
  'Give and Take': ['Library', 'Market', 'Moneylender', 'Witch', 'Ambassador', 'Fishing Village', 'Haven', 'Island', 'Salvager', 'Smugglers'],
  'A Star to Steer By': ['Secret Passage', 'Diplomat', 'Swindler', 'Wishing Well', 'Courtier', 'Lookout', 'Treasure Map', 'Ghost Ship', 'Haven', 'Outpost'],
  'Shore Patrol': ['Patrol', 'Replace', 'Shanty Town', 'Trading Post', 'Pawn', 'Island', 'Wharf', 'Cutpurse', 'Lighthouse', 'Warehouse'],
  'Bridge Crossing': ['Lurker', 'Nobles', 'Duke', 'Conspirator', 'Bridge', 'Salvager', 'Embargo', 'Smugglers', 'Native Village', 'Treasury'],
  // Seaside, second edition (2022), alone and with Intrigue (second edition).
  'High Seas (2E)': ['Haven', 'Lookout', 'Warehouse', 'Blockade', 'Caravan', 'Island', 'Bazaar', 'Corsair', 'Pirate', 'Wharf'],
  'Buried Treasure (2E)': ['Lighthouse', 'Astrolabe', 'Fishing Village', 'Monkey', 'Sea Chart', 'Cutpurse', 'Sailor', 'Treasure Map', 'Outpost', 'Tactician'],
  // With Base (second edition), as the 2022 Seaside rulebook revised them (kieranmillar/extra-recommended-sets).
  'Reach for Tomorrow (2E)': ['Artisan', 'Cellar', 'Council Room', 'Vassal', 'Village', 'Cutpurse', 'Lookout', 'Monkey', 'Sea Witch', 'Treasure Map'],
  'Repetition (2E)': ['Festival', 'Harbinger', 'Militia', 'Remodel', 'Workshop', 'Caravan', 'Outpost', 'Pirate', 'Sea Chart', 'Treasury'],
  'A Star to Steer By (2E)': [
    'Swindler',
    'Wishing Well',
    'Diplomat',
    'Secret Passage',
    'Courtier',
    'Lookout',
    'Monkey',
    'Tide Pools',
    'Treasure Map',
    'Bazaar',
  ],
  'Shore Patrol (2E)': ['Pawn', 'Shanty Town', 'Patrol', 'Replace', 'Trading Post', 'Lighthouse', 'Sea Chart', 'Cutpurse', 'Island', 'Wharf'],
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
  // Prosperity, second edition (2022), alone and with Base / Intrigue (Lucky Seven and Exploding Kingdom
  // kept their lists; Pirate Bay (2E) is below).
  'Beginners (2E)': ['Bank', 'Clerk', 'Crystal Ball', 'Expand', 'Magnate', 'Monument', 'Rabble', 'Tiara', 'Watchtower', "Worker's Village"],
  'Friendly Interactive (2E)': ['Bishop', 'City', 'Collection', 'Forge', 'Hoard', 'Peddler', 'Tiara', 'Vault', 'War Chest', "Worker's Village"],
  'Biggest Money (2E)': ['Artisan', 'Harbinger', 'Laboratory', 'Mine', 'Moneylender', 'Bank', 'Crystal Ball', 'Grand Market', 'Mint', 'Tiara'],
  "The King's Army (2E)": ['Bureaucrat', 'Council Room', 'Merchant', 'Moat', 'Village', 'Collection', 'Expand', "King's Court", 'Rabble', 'Vault'],
  'Paths to Victory (2E)': ['Bishop', 'Collection', 'Magnate', 'Monument', 'Peddler', 'Baron', 'Harem', 'Pawn', 'Shanty Town', 'Upgrade'],
  // Seaside and Prosperity, second editions.
  'Pirate Bay (2E)': ['Native Village', 'Astrolabe', 'Monkey', 'Corsair', 'Treasury', 'Investment', 'Charlatan', 'Magnate', 'Mint', 'Hoard'],
  // Alchemy with Base (second edition).
  'Forbidden Arts': ['Bandit', 'Cellar', 'Council Room', 'Gardens', 'Laboratory', 'Throne Room', 'Apprentice', 'Familiar', 'Possession', 'University'],
  'Potion Mixers': ['Cellar', 'Festival', 'Militia', 'Poacher', 'Smithy', 'Alchemist', 'Apothecary', 'Golem', 'Herbalist', 'Transmute'],
  'Chemistry Lesson': ['Bureaucrat', 'Market', 'Moat', 'Remodel', 'Vassal', 'Witch', 'Alchemist', 'Golem', "Philosopher's Stone", 'University'],
  // Alchemy with Base (first edition).
  'Forbidden Arts (1E)': ['Cellar', 'Council Room', 'Gardens', 'Laboratory', 'Thief', 'Throne Room', 'Apprentice', 'Familiar', 'Possession', 'University'],
  'Potion Mixers (1E)': ['Cellar', 'Chancellor', 'Festival', 'Militia', 'Smithy', 'Alchemist', 'Apothecary', 'Golem', 'Herbalist', 'Transmute'],
  'Chemistry Lesson (1E)': ['Bureaucrat', 'Market', 'Moat', 'Remodel', 'Witch', 'Woodcutter', 'Alchemist', 'Golem', "Philosopher's Stone", 'University'],
  // Alchemy with Intrigue (second edition; Secret Research is the same in both).
  Servants: ['Conspirator', 'Mill', 'Minion', 'Pawn', 'Steward', 'Golem', 'Possession', 'Scrying Pool', 'Transmute', 'Vineyard'],
  'Secret Research': ['Bridge', 'Masquerade', 'Minion', 'Nobles', 'Shanty Town', 'Torturer', 'Familiar', 'Herbalist', "Philosopher's Stone", 'University'],
  'Pools, Tools and Fools': ['Baron', 'Ironworks', 'Lurker', 'Nobles', 'Trading Post', 'Wishing Well', 'Apothecary', 'Apprentice', 'Golem', 'Scrying Pool'],
  // Alchemy with Intrigue (first edition).
  'Servants (1E)': ['Conspirator', 'Great Hall', 'Minion', 'Pawn', 'Steward', 'Golem', 'Possession', 'Scrying Pool', 'Transmute', 'Vineyard'],
  'Pools, Tools and Fools (1E)': [
    'Baron',
    'Coppersmith',
    'Ironworks',
    'Nobles',
    'Trading Post',
    'Wishing Well',
    'Apothecary',
    'Apprentice',
    'Golem',
    'Scrying Pool',
  ],
  // Alchemy with Seaside (first edition; Gummed Up also with the second).
  'Forewarned (1E)': ['Cutpurse', 'Embargo', 'Ghost Ship', 'Native Village', 'Treasure Map', 'Apothecary', 'Golem', 'Possession', 'Scrying Pool', 'Transmute'],
  'Gummed Up (1E)': ['Ambassador', 'Haven', 'Sea Hag', 'Smugglers', 'Warehouse', 'Apprentice', 'Familiar', 'Herbalist', "Philosopher's Stone", 'Vineyard'],
  'Gummed Up (2E)': ['Haven', 'Sea Chart', 'Warehouse', 'Sailor', 'Sea Witch', 'Apprentice', 'Familiar', 'Herbalist', "Philosopher's Stone", 'Vineyard'],
  // Alchemy with Prosperity (first edition).
  'Counting Contest (1E)': ['Bank', 'Counting House', 'Goons', 'Hoard', 'Quarry', 'Rabble', 'Apothecary', 'Golem', 'Herbalist', "Philosopher's Stone"],
  'Lower Learning (1E)': ['Bishop', 'Mint', 'Peddler', 'Talisman', 'Vault', "Worker's Village", 'Apprentice', 'Familiar', 'University', 'Vineyard'],
  // Hinterlands, first edition (2011 rulebook): alone, and with Base, Intrigue, Seaside, Alchemy, Prosperity.
  'Introduction (1E)': ['Cache', 'Crossroads', 'Develop', 'Haggler', 'Jack of All Trades', 'Margrave', 'Nomad Camp', 'Oasis', 'Spice Merchant', 'Stables'],
  'Fair Trades (1E)': [
    'Border Village',
    'Cartographer',
    'Develop',
    'Duchess',
    'Farmland',
    'Ill-Gotten Gains',
    'Noble Brigand',
    'Silk Road',
    'Stables',
    'Trader',
  ],
  'Bargains (1E)': ['Border Village', 'Cache', 'Duchess', "Fool's Gold", 'Haggler', 'Highway', 'Nomad Camp', 'Scheme', 'Spice Merchant', 'Trader'],
  'Gambits (1E)': ['Cartographer', 'Crossroads', 'Embassy', 'Inn', 'Jack of All Trades', 'Mandarin', 'Nomad Camp', 'Oasis', 'Oracle', 'Tunnel'],
  'Highway Robbery (1E)': ['Highway', 'Inn', 'Margrave', 'Noble Brigand', 'Oasis', 'Cellar', 'Library', 'Moneylender', 'Throne Room', 'Workshop'],
  'Adventures Abroad (1E)': [
    'Crossroads',
    'Farmland',
    "Fool's Gold",
    'Oracle',
    'Spice Merchant',
    'Adventurer',
    'Chancellor',
    'Festival',
    'Laboratory',
    'Remodel',
  ],
  'Money for Nothing (1E)': [
    'Cache',
    'Cartographer',
    'Jack of All Trades',
    'Silk Road',
    'Tunnel',
    'Coppersmith',
    'Great Hall',
    'Pawn',
    'Shanty Town',
    'Torturer',
  ],
  "The Duke's Ball (1E)": ['Duchess', 'Haggler', 'Inn', 'Noble Brigand', 'Scheme', 'Conspirator', 'Duke', 'Harem', 'Masquerade', 'Upgrade'],
  'Travelers (1E)': ['Cartographer', 'Crossroads', 'Farmland', 'Silk Road', 'Stables', 'Cutpurse', 'Island', 'Lookout', 'Merchant Ship', 'Warehouse'],
  'Diplomacy (1E)': ['Embassy', 'Farmland', 'Ill-Gotten Gains', 'Noble Brigand', 'Trader', 'Ambassador', 'Bazaar', 'Caravan', 'Embargo', 'Smugglers'],
  'Schemes and Dreams (1E)': [
    'Duchess',
    "Fool's Gold",
    'Ill-Gotten Gains',
    'Jack of All Trades',
    'Scheme',
    'Apothecary',
    'Apprentice',
    'Herbalist',
    "Philosopher's Stone",
    'Transmute',
  ],
  'Wine Country (1E)': ['Crossroads', 'Farmland', 'Haggler', 'Highway', 'Nomad Camp', 'Apprentice', 'Familiar', 'Golem', 'University', 'Vineyard'],
  'Instant Gratification (1E)': ['Farmland', 'Haggler', 'Ill-Gotten Gains', 'Noble Brigand', 'Trader', 'Bishop', 'Expand', 'Hoard', 'Mint', 'Watchtower'],
  'Treasure Trove (1E)': ['Cache', 'Develop', "Fool's Gold", 'Ill-Gotten Gains', 'Mandarin', 'Bank', 'Monument', 'Royal Seal', 'Trade Route', 'Venture'],
  // The first-edition Hinterlands cards with the second editions of Base and Intrigue (published updates).
  'Adventures Abroad': ['Crossroads', 'Farmland', "Fool's Gold", 'Oracle', 'Spice Merchant', 'Festival', 'Laboratory', 'Remodel', 'Sentry', 'Vassal'],
  'Money for Nothing': ['Cache', 'Cartographer', 'Jack of All Trades', 'Silk Road', 'Tunnel', 'Patrol', 'Replace', 'Pawn', 'Shanty Town', 'Torturer'],
  // Hinterlands, second edition (2022; the lists found, see HINTERLANDS_FAQ.md Doubt D9).
  Introduction: ['Cartographer', 'Crossroads', 'Develop', 'Jack of All Trades', 'Margrave', 'Nomads', 'Oasis', 'Spice Merchant', 'Stables', 'Weaver'],
  Bargains: ['Border Village', 'Cauldron', "Fool's Gold", 'Haggler', 'Highway', 'Scheme', 'Souk', 'Trader', 'Trail', 'Wheelwright'],
  'Happy Trails': ['Berserker', 'Highway', 'Nomads', 'Oasis', 'Trail', 'Cellar', 'Library', 'Moneylender', 'Throne Room', 'Workshop'],
  Runners: ['Berserker', 'Cauldron', 'Guard Dog', 'Nomads', 'Wheelwright', 'Bazaar', 'Blockade', 'Caravan', 'Sailor', 'Smugglers'],
  'Instant Gratification': ['Berserker', 'Cauldron', 'Haggler', 'Oasis', 'Trail', 'Bishop', 'Expand', 'Hoard', 'Mint', 'Watchtower'],
  'Treasure Trove': ['Cauldron', 'Develop', "Fool's Gold", 'Guard Dog', 'Inn', 'Bank', 'Clerk', 'Crystal Ball', 'Monument', 'Tiara'],
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
/** Sets printed in one edition only (Alchemy): their cards belong to either edition. */
export const ONE_EDITION_SETS: ReadonlySet<SetId> = new Set(
  [...new Set(CARDS.filter((c) => c.kingdom).map((c) => c.set))].filter(
    (set) => new Set(CARDS.filter((c) => c.kingdom && c.set === set).flatMap((c) => c.editions)).size === 1,
  ),
);

/**
 * The Kingdom cards of these sets and editions (built ones). `anyEdition`: a set printed in one edition
 * only (Alchemy) goes with either (rules 1 on; before, Alchemy needed the first edition ticked).
 */
export function pool(sets: readonly SetId[], editions: readonly Edition[], anyEdition = true): number[] {
  return CARDS.filter(
    (c) =>
      c.kingdom && sets.includes(c.set) && ((anyEdition && ONE_EDITION_SETS.has(c.set)) || c.editions.some((e) => editions.includes(e))) && implemented(c.id),
  ).map((c) => c.id);
}

/** Fills `chosen` up to 10 with distinct random cards of the pool. */
export function randomKingdom(chosen: readonly number[], from: readonly number[], dice: Dice): number[] {
  const out = chosen.slice();
  const rest = dice.shuffle(from.filter((c) => !out.includes(c)));
  while (out.length < 10 && rest.length) out.push(rest.pop() as number);
  return out;
}
