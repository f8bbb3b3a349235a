/**
 * What the General bot buys. Every affordable card gets a value in "$ of Treasure bought instead"
 * (Silver 3, Gold 6, Platinum 9): a table of Kingdom cards as a money-leaning deck uses them (next-turn
 * effects of Durations included: Wharf draws 4 over two turns, Merchant Ship makes $4), adjusted for the
 * deck (terminal Actions beyond what its villages and size carry lose their worth, Curse-givers are worth
 * most while Curses remain, Throne Room and King's Court need Actions to play, a Potion is worth what the
 * best Potion-cost card of the kingdom is), and the best is bought. Victory cards come first by the
 * money rules of `generalBuy`.
 */
import type { Seat } from '../core/types';
import {
  BASE_COINS,
  BASE_VP,
  CARDS,
  COLONY,
  COPPER,
  CURSE,
  DUCHY,
  ESTATE,
  GOLD,
  IS_ACTION,
  IS_TREASURE,
  IS_VICTORY,
  PLATINUM,
  POTION,
  PROVINCE,
  SILVER,
  cardId,
} from './cards';
import { endsGame, left, ownedCards, safeBuy, totalMoney, visibleScore } from './botEval';
import { engineTrasher, isCurser, isDefence, kingdomInfo, opponentsBestScore, opponentsCursers } from './botPlan';
import { deckShape, engineValue, freeGreens, tuning, turnCoins } from './botEngine';
import { curseMoney, curseTableValue, curserPenalty, greening, secondCurserDiscount } from './botCurse';
import { PROGRAMS } from './programs';
import { victoryBuy } from './botVictory';
import type { DominionMove, DominionState } from './types';

type Buy = Extract<DominionMove, { type: 'buy' }>;

/**
 * A Kingdom card's worth to a money-leaning deck (first copies), in $ of Treasure. Durations count their
 * next-turn half: Wharf (+2 Cards +1 Buy now and next turn) above Smithy, Caravan a Laboratory spread over
 * two turns, Merchant Ship $2 twice, Fishing Village $1 and an Action twice, Haven and Lighthouse small.
 * Cards not listed are valued from their fixed bonuses.
 */
const TABLE: Readonly<Record<string, number>> = {
  // Curse-givers (the value while Curses remain is CURSER below).
  Witch: 4.5,
  'Sea Witch': 4.5,
  Mountebank: 4.5,
  Familiar: 4,
  'Sea Hag': 2,
  Charlatan: 4.5,
  Torturer: 4.8,
  // Terminal draw and terminal money.
  Smithy: 4.6,
  'Council Room': 4.8,
  Courtyard: 4.2,
  Masquerade: 4.6,
  Library: 4.6,
  Moat: 2.9,
  Wharf: 6.2,
  Rabble: 5,
  Nobles: 6,
  Vault: 4.7,
  Courtier: 4.5,
  Minion: 4.6,
  'Merchant Ship': 4.8,
  Tactician: 3.4,
  Goons: 6.3,
  Monument: 4.2,
  Bishop: 3.6,
  Militia: 4.4,
  Cutpurse: 4.2,
  Corsair: 4.6,
  'Pirate Ship': 3.4,
  Explorer: 4.2,
  Baron: 4.2,
  Bridge: 4.2,
  Steward: 4,
  'Wishing Well': 2.9,
  Swindler: 3.8,
  Island: 4.3,
  Salvager: 3,
  Monkey: 3.1,
  Outpost: 3.5,
  'Treasure Map': 3.2,
  Blockade: 3.5,
  Pirate: 4.2,
  Magnate: 4.4,
  Bureaucrat: 3.5,
  Bandit: 4.2,
  Moneylender: 2.8,
  'Ghost Ship': 4.6,
  Ambassador: 3.6,
  Tribute: 3.8,
  Saboteur: 3,
  Thief: 1,
  Woodcutter: 3.2,
  Chancellor: 3.1,
  Adventurer: 4,
  Workshop: 2,
  Feast: 2.5,
  Remodel: 2.8,
  Mine: 3.4,
  Artisan: 4.6,
  'Trading Post': 3.2,
  Replace: 3.5,
  Patrol: 4.6,
  Ironworks: 3.8,
  Coppersmith: 3.2,
  Golem: 5.2,
  Apprentice: 4,
  Possession: 5,
  Transmute: 1.5,
  Forge: 3.5,
  Expand: 4.8,
  Mint: 3.5,
  'Counting House': 2.5,
  Contraband: 4.2,
  'War Chest': 4.4,
  Investment: 3.8,
  Clerk: 4,
  Chapel: 1.5,
  Embargo: 2,
  Navigator: 2.5,
  Smugglers: 3.2,
  'Secret Chamber': 2.5,
  Scout: 2,
  Vassal: 2.9,
  'Trade Route': 2.5,
  Collection: 4.2,
  // Non-terminals (they never collide).
  Laboratory: 4.6,
  Market: 3.6,
  'Grand Market': 5.8,
  Bazaar: 3.6,
  // A card now and one next turn, never colliding: over Silver (3.6 → 4.3: Runners against BMU 53.3% →
  // 75.3%, 400 games; 60 random kingdoms with it 72.4% → 72.8%).
  Caravan: 4.3,
  'Fishing Village': 4,
  Festival: 2.9,
  Peddler: 4,
  Alchemist: 5,
  'Scrying Pool': 4.4,
  Apothecary: 4.2,
  University: 3.6,
  Treasury: 4,
  Conspirator: 3.3,
  'Great Hall': 3,
  Harbinger: 2.9,
  Merchant: 2.9,
  Poacher: 2.9,
  Sentry: 4,
  Haven: 2.8,
  Lighthouse: 2.9,
  'Sea Chart': 2.8,
  'Tide Pools': 4,
  Sailor: 3.1,
  Lookout: 2.8,
  Warehouse: 3,
  'Pearl Diver': 2.2,
  Cellar: 2.2,
  Spy: 2.6,
  Lurker: 2.6,
  Pawn: 2.5,
  Mill: 3.2,
  'Secret Passage': 2.9,
  Diplomat: 3.8,
  Upgrade: 3.4,
  Herbalist: 2.6,
  'Native Village': 2.2,
  Village: 2.8,
  'Shanty Town': 2.6,
  'Mining Village': 3.2,
  "Worker's Village": 3.4,
  City: 3.8,
  'Throne Room': 3,
  "King's Court": 5.5,
  // Treasures.
  Bank: 6.6,
  Venture: 6.3,
  Hoard: 6.2,
  'Royal Seal': 5.2,
  Talisman: 3.3,
  Loan: 3.5,
  Quarry: 3,
  Harem: 6.2,
  "Philosopher's Stone": 4.4,
  Astrolabe: 3.6,
  'Crystal Ball': 6.2,
  Tiara: 3.5,
  Anvil: 3.2,
  // Hinterlands (issue 23), as a money-leaning deck uses them: terminal draw and money like their
  // peers above, cantrips below Silver, Treasures by what they make in a money deck.
  'Jack of All Trades': 5,
  Margrave: 5,
  Embassy: 5,
  "Witch's Hut": 4.8,
  Mandarin: 4.5,
  Haggler: 4.6,
  Berserker: 4.6,
  Stables: 4.4,
  'Noble Brigand': 3.8,
  Souk: 4.2,
  Cauldron: 4.4,
  'Ill-Gotten Gains': 5.8,
  Cache: 4.4,
  "Fool's Gold": 4.1,
  'Guard Dog': 3.4,
  'Nomad Camp': 3.4,
  Nomads: 3.4,
  Highway: 3.8,
  Inn: 3.4,
  Cartographer: 3.3,
  Wheelwright: 3.3,
  'Border Village': 3.6,
  'Spice Merchant': 3.2,
  Trader: 2.8,
  Weaver: 3.2,
  Oasis: 2.9,
  Oracle: 3,
  Scheme: 2.6,
  Trail: 2.8,
  Duchess: 2.9,
  Crossroads: 2.6,
  Develop: 2.2,
  Tunnel: 0.5,
  // Victory cards that are also worth something in play (bought by the money rules otherwise).
  Vineyard: 0,
  Gardens: 0,
  Duke: 0,
};

/**
 * Silver's worth: $4 of Treasure, above the $3 it makes, so that a Kingdom card must beat it clearly to be
 * bought (measured: General against BMU on random kingdoms of the five sets, 1,000 games: Silver at 3
 * 71%, 3.5 76%, 4 78%).
 */
const SILVER_VALUE = 4;

/** The value of a Curse-giver while Curses remain and the deck has fewer than two (more than Gold). */
const CURSER = 8.5;
// (Torturer is not one: its victims may discard 2 instead, as bots do.)
const CURSERS = new Set(['Witch', 'Sea Witch', 'Mountebank', 'Familiar', 'Sea Hag', 'Charlatan']);

const VALUE: readonly number[] = CARDS.map((c) => {
  const t = TABLE[c.name];
  if (t !== undefined) return t;
  const p = PROGRAMS[c.id];
  if (!c.kingdom || !p) return 0;
  return Math.min(5, (p.cards ?? 0) * 1.3 + (p.coins ?? 0) + (p.actions ?? 0) * 0.4 + (p.buys ?? 0) * 0.3 + (c.coins ?? 0));
});
const IS_CURSER: readonly boolean[] = CARDS.map((c) => CURSERS.has(c.name) || isCurser(c.id));
/** Cards worth one copy only (trashers, one-shot helpers). */
const ONE_COPY = new Set(
  [
    'Chapel',
    'Loan',
    'Moneylender',
    'Mint',
    'Trade Route',
    'Salvager',
    'Transmute',
    'Forge',
    'Counting House',
    'Embargo',
    'Ambassador',
    'Lookout',
    'Steward',
    'Trading Post',
    'Remodel',
    'Upgrade',
    'Apprentice',
    'Possession',
  ].map(cardId),
);
const THRONES = [cardId('Throne Room'), cardId("King's Court")];

/** A terminal Action: one that gives no +Action (Durations included). */
export function isTerminal(c: number): boolean {
  return IS_ACTION[c] && (PROGRAMS[c]?.actions ?? 0) === 0;
}

/** A village: +2 Actions or more. */
function isVillage(c: number): boolean {
  return IS_ACTION[c] && (PROGRAMS[c]?.actions ?? 0) >= 2;
}

/** What a card is worth to this deck now, in $ of Treasure (see the module comment). */
export function buyValue(v: DominionState, card: number, owned: readonly number[], seat: Seat = v.current): number {
  if (card === SILVER) return SILVER_VALUE;
  if (card === GOLD) return 6;
  if (card === PLATINUM) return 9.5;
  if (card === COPPER || card === CURSE) return -1;
  if (card === POTION) return potionValue(v, owned);
  const info = kingdomInfo(v);
  const trasher = engineTrasher(info);
  const engine = trasher >= 0;
  const slog = curseMoney(info, engine);
  let value = slog ? curseTableValue(card, VALUE[card]) : VALUE[card];
  let terminals = 0;
  let villages = 0;
  let treasures = 0;
  let cursers = 0;
  let copies = 0;
  for (const c of owned) {
    if (isTerminal(c)) terminals++;
    else if (isVillage(c)) villages++;
    if (IS_TREASURE[c]) treasures++;
    if (IS_CURSER[c]) cursers++;
    if (c === card) copies++;
  }
  let cursing = false;
  if (IS_CURSER[card]) {
    cursing = left(v, CURSE) > 2 && cursers < 2;
    // Among Curse-givers, the one that also draws (Witch over Mountebank).
    // The first above Gold; the second below Gold, above everything at $5 (measured against Double
    // Witch on the Witch kingdom, 1,000 games: second Witch over Gold 59.7%, Gold first 61.6%).
    // In the Curse money plan the second comes before Gold too, and Sea Hag after a better Curse-giver (botCurse.ts).
    if (cursing) value = CURSER - cursers * secondCurserDiscount(slog) + 0.2 * (PROGRAMS[card]?.cards ?? 0) - (slog ? curserPenalty(card, info) : 0);
  }
  if (THRONES.includes(card)) {
    const actions = owned.filter((c) => IS_ACTION[c] && !THRONES.includes(c)).length;
    const thrones = owned.filter((c) => THRONES.includes(c)).length;
    if (actions < 3 + thrones * 2) return 0;
  }
  // A defence (Moat, Lighthouse) against Curse-givers: its block is its worth, collision or not.
  // The first from the start when the kingdom has a Curse-giver (the others will buy it), a second once
  // they own one.
  // The engine plan's trasher clears Curses: its first defence waits for an opponent's Curse-giver.
  const defending = isDefence(card) && left(v, CURSE) > 3 && (copies === 0 && !engine ? info.cursers.length > 0 : copies < 2 && opponentsCursers(v, seat) > 0);
  if (defending) value = Math.max(value, SILVER_VALUE + 0.3 - copies * 0.2);
  if (isTerminal(card) && !cursing && !defending) {
    // Terminals the deck can play: one per eleven Treasures (the first always), plus one per village;
    // in a Curse game the two Curse-givers still to buy are counted as owned (they come first).
    const room = 1 + Math.floor(treasures / 11) + villages;
    const owedCursers = info.cursers.length && left(v, CURSE) > 4 ? Math.max(0, 2 - cursers) : 0;
    const t = terminals + owedCursers;
    if (t >= room) value -= 2.5 + (t - room);
  }
  // A village is worth its +Actions only with terminals waiting for them.
  if (isVillage(card) && terminals <= villages + 1) value = Math.min(value, 2.8);
  // The engine plan (botEngine.ts): its trasher, draw, villages and payload by the deck's shape.
  if (engine && !cursing && !defending) {
    const e = engineValue(card, value, deckShape(owned), trasher, v.players[seat].turns, copies, info.engine < 0);
    if (e !== undefined) return e;
  }
  // Later copies are worth less: a second trasher does little, stacked $1 Treasures (Talisman, Loan…)
  // are Coppers with a rule, other Actions draw each other dead.
  if (copies > 0 && ONE_COPY.has(card)) return 0;
  // Fool's Gold makes $4 only after another in play: the first is a Copper (worth 3.1, bought with $2
  // alone), each later one keeps its 4.1 (no copies' discount). Against BMU, Silver over a lone one:
  // Adventures Abroad 50.4% → 60.5% (400 games), 60 random Hinterlands kingdoms with it 71.8% → 82.3%.
  if (card === FOOLS_GOLD) value -= copies === 0 ? 1 : 0;
  else if (IS_TREASURE[card]) value -= (BASE_COINS[card] >= 2 ? 0.1 : 0.4) * copies;
  else if (!IS_CURSER[card]) value -= 0.15 * copies;
  return value;
}

/** A Potion is worth the best Potion-cost card it opens (one Potion; a second only in a big deck). */
function potionValue(v: DominionState, owned: readonly number[]): number {
  const potions = owned.filter((c) => c === POTION).length;
  if (potions >= (owned.length >= 22 ? 2 : 1)) return -1;
  let best = 0;
  // A Potion Curse-giver (Familiar) only where no Curse-giver costs $ alone (Witch): with a Witch the
  // Potion slows the Curse war (measured: 36% against Double Witch on random kingdoms with Witch and
  // Familiar).
  const plainCurser = kingdomInfo(v).cursers.some((c) => CARDS[c].cost.potions === 0);
  for (const c of v.piles)
    if (CARDS[c].cost.potions > 0 && c !== POTION) best = Math.max(best, IS_CURSER[c] && !plainCurser && left(v, CURSE) > 2 ? CURSER - 1 : VALUE[c]);
  // Worth it only for a card much better than Silver to a money deck (Familiar while Curses remain): a
  // Potion for Alchemist, Golem or Possession slows a money deck more than they repay (measured).
  return best >= 5.5 ? best - 1.8 : -1;
}

/** Whether this seat is possessing the current player (it decides their turn; what they gain is its own). */
export function possessing(v: DominionState, seat: Seat): boolean {
  return v.turn.possessor === seat && v.current !== seat;
}

const FARMLAND = cardId('Farmland');
const FOOLS_GOLD = cardId("Fool's Gold");

/**
 * Farmland makes its buyer trash a card from hand (and gain one costing $2 more): not bought when the hand
 * left holds no Curse, Estate or Copper (it took a Province with a hand of Victory cards).
 */
function costsACard(v: DominionState, card: number): boolean {
  if (card !== FARMLAND) return false;
  return !v.players[v.current].hand.some((c) => c === CURSE || c === ESTATE || c === COPPER);
}

/** The General bot's buy: Victory cards by money and Provinces (or Colonies) left, else the best value. */
export function generalBuy(v: DominionState, seat: Seat, legal: readonly DominionMove[]): DominionMove {
  const buys = legal.filter((m): m is Buy => m.type === 'buy' && m.card !== CURSE && safeBuy(v, seat, m.card) && !costsACard(v, m.card));
  const end = legal.find((x) => x.type === 'endTurn') ?? legal[0];
  const winning = buys.find((m) => endsGame(v, m.card));
  if (winning) return winning;
  const has = (c: number): Buy | undefined => buys.find((m) => m.card === c);
  const owned = ownedCards(v, seat);
  // An alternative-Victory plan (botVictory.ts: the Gardens rush, Duke) decides first where it has a say.
  const planned = victoryBuy(v, seat, buys, (minVp) => bestVictory(owned, buys, minVp));
  if (planned) return planned;
  // The engine plan counts its Actions' $ (Market, Festival) as money too.
  const info = kingdomInfo(v);
  const engine = engineTrasher(info) >= 0;
  const money = engine ? Math.max(totalMoney(v, seat), deckShape(owned).coins) : totalMoney(v, seat);
  // The free engine (no Curse-giver) holds its Provinces until it draws its deck with $16 and 2 buys.
  const free = engine && info.engine < 0 && tuning.freeHold;
  const coins = v.turn.coins;
  const colonyGame = v.piles.includes(COLONY);
  const provinces = left(v, PROVINCE);
  const pl = colonyGame ? Math.min(left(v, COLONY), provinces) : provinces;
  if (colonyGame) {
    if (has(COLONY) && (money > 30 || pl <= 6)) return has(COLONY) as Buy;
    if (has(PROVINCE) && (pl <= 5 || (money > 24 && coins < 11) || provinces <= 4)) return has(PROVINCE) as Buy;
  } else if (
    has(PROVINCE) &&
    (free ? pl <= 4 || freeGreens(deckShape(owned), v.players[seat].turns) : money > 15 || pl <= 4 || (engine && turnCoins(deckShape(owned)) >= tuning.green))
  ) {
    // The penultimate Province rule: not the second-to-last one when the others would then win by
    // taking the last (a Duchy keeps the game going).
    const theirs = provinces === 2 ? opponentsBestScore(v, seat) : null;
    if (theirs === null || visibleScore(v, seat) >= theirs || !has(DUCHY)) return has(PROVINCE) as Buy;
    return has(DUCHY) as Buy;
  }
  // Greening: the Victory card worth most to this deck now (Duchy, or Duke / Gardens / Vineyard when
  // they count for more), a $5 one from 4 Provinces left, any from 3 (the Curse money plan a Province
  // earlier once an opponent owns a Curse-giver, botCurse.ts).
  const green = (minVp: number): Buy | undefined => bestVictory(owned, buys, minVp);
  const when = greening(curseMoney(info, engine) && opponentsCursers(v, seat) > 0);
  if (pl <= when.duchy) {
    const g = green(3);
    if (g) return g;
  }
  if (pl <= when.any) {
    const g = green(1);
    if (g) return g;
  }
  let best: Buy | undefined;
  let top = 0;
  for (const m of buys) {
    if (IS_VICTORY[m.card] && !IS_ACTION[m.card] && !IS_TREASURE[m.card]) continue;
    const value = buyValue(v, m.card, owned, seat);
    if (value > top) {
      top = value;
      best = m;
    }
  }
  // Late (6 Provinces left, 7 in the Curse money plan), a Duchy (or what counts for more) beats anything below Gold.
  if (pl <= when.late && top < 6) {
    const g = green(3);
    if (g) return g;
  }
  if (best && top >= 3) return best;
  return end;
}

/**
 * The VP a Victory card adds to this deck: its own VP plus what it changes in the variable-VP cards
 * (`CardProgram.points`: a Duke counts Duchies, so a Duchy is worth more with Dukes; Gardens count
 * cards, Vineyard Actions) — read from the programs, so a new card's `points` is valued as it is.
 */
export function victoryGain(card: number, owned: readonly number[]): number {
  const after = [...owned, card];
  let gain = BASE_VP[card] + (PROGRAMS[card]?.points?.(after) ?? 0);
  for (const c of owned) {
    const f = PROGRAMS[c]?.points;
    if (f) gain += f(after) - f(owned);
  }
  return gain;
}

/** The affordable Victory card adding the most VP (at least `minVp`; the cheaper on a tie). */
function bestVictory(owned: readonly number[], buys: readonly Buy[], minVp: number): Buy | undefined {
  let best: Buy | undefined;
  let top = minVp - 0.5;
  for (const m of buys) {
    const c = m.card;
    if (!IS_VICTORY[c] || IS_ACTION[c] || IS_TREASURE[c] || c === PROVINCE || c === COLONY) continue;
    const vp = victoryGain(c, owned);
    if (vp > top || (vp === top && best && CARDS[c].cost.coins < CARDS[best.card].cost.coins)) {
      top = vp;
      best = m;
    }
  }
  return best;
}

/** For tests and the README: a card's table value by name. */
export function tableValue(name: string): number | undefined {
  return TABLE[name] ?? (cardId(name) >= 0 ? VALUE[cardId(name)] : undefined);
}
