/**
 * The General bot's alternative-Victory plans (issue 22), chosen once per game from the kingdom (cached by
 * the Supply's piles, as botPlan.ts does) and played on top of its money or engine plan:
 *
 * - **Gardens rush** (`gardens`): Gardens with a repeatable gainer of a $4 card (an Action whose program
 *   gains a card costing up to $4 and does not trash itself: Workshop, Ironworks, Blockade, Weaver). The
 *   community's Workshop/Gardens line: gainers first (up to `vpTuning.gainers` of them), then Gardens with
 *   every gain and buy, Duchies with $5 once the Gardens are gone, Estates once the Gardens run low,
 *   Copper with every spare buy; it ends the game on piles (Gardens, the gainer, Estates) only when that
 *   wins (`safeBuy`, `endsGame` in botBuy.ts).
 * - **Duke** (`duke`): the money plan greens early with Duchies and Dukes (whichever adds more VP:
 *   `victoryGain`, so three Duchies first, then alternately) at $5–$7 instead of Gold, from
 *   `vpTuning.dukeMoney` of Treasure on.
 *
 * `vpTuning.on` switches both off (bots.ts `GeneralNoVP`, the A/B runs' baseline).
 */
import type { Seat } from '../core/types';
import { CARDS, COPPER, DUCHY, ESTATE, IS_ACTION, PROVINCE, SILVER, cardId } from './cards';
import { countOwned, left, totalMoney, withSettings } from './botEval';
import { PROGRAMS } from './programs';
import { pileSize } from './setup';
import type { DominionMove, DominionState, Instr } from './types';

type Buy = Extract<DominionMove, { type: 'buy' }>;

export type VictoryPlanKind = 'gardens' | 'duke' | 'none';

export interface VictoryPlan {
  readonly kind: VictoryPlanKind;
  /** The Gardens rush's gainers in the kingdom (the cheapest first), else empty. */
  readonly gainers: readonly number[];
}

/** The plans' switches, read during one bot call (`withVpTuning` sets them around a synchronous call). */
export interface VpTuning {
  on: boolean;
  /** The rush's gainers owned before it takes Gardens. */
  gainers: number;
  /** The Duke plan greens (Duchy / Duke over Gold) from this much Treasure money on. */
  dukeMoney: number;
}
export const vpTuning: VpTuning = { on: true, gainers: 9, dukeMoney: 24 };

export const withVpTuning = <T>(t: Partial<VpTuning>, f: () => T): T => withSettings(vpTuning, t, f);

export const GARDENS = cardId('Gardens');
export const DUKE = cardId('Duke');

const op = (x: Instr): string => (x as { op: string }).op;

/**
 * A repeatable gainer of a $4 card: an Action whose program (its choices' branches included) gains a card
 * costing up to $4 or more, not of an exact cost, and does not trash itself (Feast is one-shot).
 */
function gainsFour(xs: readonly Instr[] | undefined, depth = 0): boolean {
  if (!xs || depth > 4) return false;
  for (const x of xs) {
    const o = x as unknown as { upTo?: number; exact?: boolean; body?: Instr[]; bodies?: Instr[][] };
    if (op(x) === 'gainPick' && (o.upTo ?? 0) >= 4 && !o.exact) return true;
    if (Array.isArray(o.body) && gainsFour(o.body, depth + 1)) return true;
    if (Array.isArray(o.bodies) && o.bodies.some((b) => Array.isArray(b) && gainsFour(b, depth + 1))) return true;
  }
  return false;
}
const IS_RUSH_GAINER: readonly boolean[] = CARDS.map((c) => {
  const p = PROGRAMS[c.id];
  if (!c.kingdom || !IS_ACTION[c.id] || !p || c.cost.potions > 0 || c.cost.coins > 4) return false;
  return gainsFour(p.then) && !(p.then ?? []).some((x) => op(x) === 'trashSelf');
});
export const isRushGainer = (c: number): boolean => c >= 0 && IS_RUSH_GAINER[c];

/** The plan for a kingdom (its Kingdom cards). */
export function victoryPlan(kingdom: readonly number[]): VictoryPlan {
  const gainers = kingdom.filter(isRushGainer).sort((a, b) => CARDS[a].cost.coins - CARDS[b].cost.coins);
  if (kingdom.includes(GARDENS) && gainers.length) return { kind: 'gardens', gainers };
  if (kingdom.includes(DUKE)) return { kind: 'duke', gainers: [] };
  return NONE;
}
const NONE: VictoryPlan = { kind: 'none', gainers: [] };

const byArray = new WeakMap<readonly number[], VictoryPlan>();
const cache = new Map<string, VictoryPlan>();

/** This game's plan (cached by the Supply's piles), or `none` when the plans are switched off. */
export function victoryPlanOf(v: DominionState): VictoryPlan {
  if (!vpTuning.on) return NONE;
  let plan = byArray.get(v.piles);
  if (plan) return plan;
  const key = v.piles.join(',');
  plan = cache.get(key);
  if (!plan) {
    plan = victoryPlan(v.piles.filter((c) => CARDS[c].kingdom));
    if (cache.size > 500) cache.clear();
    cache.set(key, plan);
  }
  byArray.set(v.piles, plan);
  return plan;
}

/** The rush's gainers owned. */
function gainersOwned(v: DominionState, seat: Seat, plan: VictoryPlan): number {
  let n = 0;
  for (const g of plan.gainers) n += countOwned(v, seat, g);
  return n;
}

/**
 * The rush's wishes, best first, for a buy or a gain (see the module comment): Province, Gardens once
 * the gainers are in (or the Gardens pile is being taken, or no gainer is left, or 4 Provinces are), Duchy once the Gardens are gone, a gainer
 * while its pile lasts, Silver before the switch, Estate, Copper.
 */
export function rushOrder(v: DominionState, seat: Seat, plan: VictoryPlan): number[] {
  const gardensLeft = left(v, GARDENS);
  // The switch to Gardens: enough gainers, or the Gardens contested (an opponent took one), or no gainer
  // left to gain, or the game's end near (4 Provinces left).
  const switched =
    gainersOwned(v, seat, plan) >= vpTuning.gainers ||
    gardensLeft < pileSize(GARDENS, v.seats) - countOwned(v, seat, GARDENS) ||
    plan.gainers.every((g) => left(v, g) === 0) ||
    left(v, PROVINCE) <= 4;
  const order: number[] = [PROVINCE];
  if (switched && gardensLeft > 0) order.push(GARDENS);
  if (gardensLeft === 0) order.push(DUCHY);
  // The most expensive gainer first (Ironworks over Workshop: it does not collide).
  for (let k = plan.gainers.length - 1; k >= 0; k--) order.push(plan.gainers[k]);
  // Before the switch Silver (the $4 gainers need $4), after it Estates (a card and a VP each, the third pile).
  if (!switched) order.push(SILVER);
  order.push(ESTATE, COPPER);
  return order;
}

/** The rush's or the Duke plan's buy, or undefined to leave it to the money rules. */
export function victoryBuy(v: DominionState, seat: Seat, buys: readonly Buy[], best: (minVp: number) => Buy | undefined): Buy | undefined {
  const plan = victoryPlanOf(v);
  if (plan.kind === 'gardens') {
    for (const c of rushOrder(v, seat, plan)) {
      const m = buys.find((x) => x.card === c);
      if (m) return m;
    }
    return undefined;
  }
  if (plan.kind === 'duke') {
    const coins = v.turn.coins;
    if (coins >= 5 && coins < 8 && totalMoney(v, seat) >= vpTuning.dukeMoney) return best(3);
  }
  return undefined;
}

/** A gained card's worth under the rush (its place in `rushOrder`), or undefined to value it as usual. */
export function victoryGainValue(v: DominionState, seat: Seat, card: number): number | undefined {
  const plan = victoryPlanOf(v);
  if (plan.kind !== 'gardens') return undefined;
  const order = rushOrder(v, seat, plan);
  const k = order.indexOf(card);
  return k < 0 ? 0 : 20 - k;
}
