/**
 * Costs and coin values, resolved in one place. Every rule that changes a cost (Bridge now; Highway,
 * Quarry, Princess later) or a Treasure's value (Coppersmith, Merchant) is applied here, so "costs $1
 * less" affects buying, gaining, and trash-and-gain comparisons alike.
 */
import { BASE_COINS, CARDS, COPPER, CURSE, IS_ACTION, IS_TREASURE, NAME, SILVER, id } from './cards';
import { inSupply } from './context';
import { PROGRAMS } from './programs';
import type { Filter } from './program';
import type { Cost, DominionState } from './types';

/** A card's cost now. Coins never go below 0; Potions and debt are not reduced by $ reductions. */
export function costOf(s: DominionState, card: number): Cost {
  const base = BASE_COST[card];
  let coins = base.coins;
  const own = costRules()[card];
  if (own) coins = own(s, coins);
  coins -= s.turn.costDown;
  if (s.turn.actionCostDown && IS_ACTION[card]) coins -= s.turn.actionCostDown;
  if (coins < 0) coins = 0;
  return coins === base.coins ? base : { coins, potions: base.potions, debt: base.debt };
}

export function costCoins(s: DominionState, card: number): number {
  return costOf(s, card).coins;
}

/** Printed costs by card id (flat: the card objects have many shapes, an array read is one). */
const BASE_COST: readonly Cost[] = CARDS.map((c) => c.cost);
let costRuleTable: readonly (((s: DominionState, coins: number) => number) | undefined)[] | null = null;
/** Cards whose cost has a rule of their own (Peddler), read once after every program is loaded. */
function costRules(): readonly (((s: DominionState, coins: number) => number) | undefined)[] {
  costRuleTable ??= CARDS.map((c) => PROGRAMS[c.id]?.cost);
  return costRuleTable;
}

/** "Costing up to" a bound: every currency at most the bound's (a Potion cost never fits a $-only bound). */
export function costAtMost(c: Cost, bound: Cost): boolean {
  return c.coins <= bound.coins && c.potions <= bound.potions && c.debt <= bound.debt;
}

/**
 * "Costs less than": no currency more and at least one less. $4 and $3 plus a Potion are not comparable
 * (neither costs less than the other), per the Potion FAQ.
 */
export function costLessThan(c: Cost, o: Cost): boolean {
  return costAtMost(c, o) && !costEquals(c, o);
}

export function costEquals(c: Cost, o: Cost): boolean {
  return c.coins === o.coins && c.potions === o.potions && c.debt === o.debt;
}

/** Whether a card fits a filter (types any-of, excluded types, a named card). */
export function fits(card: number, f: Filter | undefined): boolean {
  if (!f) return true;
  const types = CARDS[card].types;
  if (f.card !== undefined && card !== f.card) return false;
  if (f.notCard !== undefined && card === f.notCard) return false;
  if (f.notCards && f.notCards.includes(card)) return false;
  if (f.types && !f.types.some((t) => types.includes(t))) return false;
  if (f.not && f.not.some((t) => types.includes(t))) return false;
  return true;
}

const CHARLATAN = id('Charlatan');

/** Whether a card is a Treasure in this game (with Charlatan in the Supply, Curses are Treasures worth $1). */
export function isTreasure(s: DominionState, card: number): boolean {
  return IS_TREASURE[card] || (card === CURSE && inSupply(s, CHARLATAN));
}

/** Why the current player may not buy a card now (beyond its cost), or null: Contraband, a card's own rule. */
export function buyBlocked(s: DominionState, card: number): string | null {
  if (s.turn.banned.length && s.turn.banned.includes(card)) return `${NAME[card]} was named for Contraband: it cannot be bought this turn.`;
  if (!hasBuyRule()[card]) return null;
  const own = PROGRAMS[card]?.buyBlocked;
  return own ? own(s) : null;
}

let buyRules: readonly boolean[] | null = null;
/** Cards with a rule of their own about being bought (read once: the hot path checks a flag). */
function hasBuyRule(): readonly boolean[] {
  buyRules ??= CARDS.map((c) => PROGRAMS[c.id]?.buyBlocked !== undefined);
  return buyRules;
}

/** The $ a Treasure produces when played now (before its own extra rules). */
export function treasureCoins(s: DominionState, card: number): number {
  let v = card === CURSE ? 1 : BASE_COINS[card];
  if (card === COPPER) v += s.turn.copperBonus;
  if (card === SILVER && !s.turn.silverPlayed) v += s.turn.merchants;
  return v;
}

/** Action cards in play now, Durations from an earlier turn included (Peddler; Throne Room's target is one card). */
export function actionsInPlay(s: DominionState, p: number): number {
  let n = 0;
  for (const c of s.players[p].play) if (c >= 0 && IS_ACTION[c]) n++;
  for (const c of s.players[p].durations) if (IS_ACTION[c]) n++;
  return n;
}
