/**
 * Costs and coin values, resolved in one place. Every rule that changes a cost (Bridge now; Highway,
 * Quarry, Princess later) or a Treasure's value (Coppersmith, Merchant) is applied here, so "costs $1
 * less" affects buying, gaining, and trash-and-gain comparisons alike.
 */
import { BASE_COINS, CARDS, COPPER, IS_ACTION, SILVER } from './cards';
import { PROGRAMS } from './programs';
import type { Filter } from './program';
import type { Cost, DominionState } from './types';

/** A card's cost now. Coins never go below 0; Potions and debt are not reduced by $ reductions. */
export function costOf(s: DominionState, card: number): Cost {
  const base = CARDS[card].cost;
  let coins = base.coins;
  const own = PROGRAMS[card]?.cost;
  if (own) coins = own(s, coins);
  coins -= s.turn.costDown;
  if (coins < 0) coins = 0;
  return coins === base.coins ? base : { coins, potions: base.potions, debt: base.debt };
}

export function costCoins(s: DominionState, card: number): number {
  return costOf(s, card).coins;
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
  if (f.types && !f.types.some((t) => types.includes(t))) return false;
  if (f.not && f.not.some((t) => types.includes(t))) return false;
  return true;
}

/** The $ a Treasure produces when played now (before its own extra rules). */
export function treasureCoins(s: DominionState, card: number): number {
  let v = BASE_COINS[card];
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
