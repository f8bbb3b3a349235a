/**
 * Setup: the Supply for the player count, starting decks, first hands.
 */
import { openRng, seedRng } from '../core/rng';
import { CARDS, COLONY, COPPER, CURSE, DUCHY, ESTATE, GOLD, IS_VICTORY, PLATINUM, POTION, PROVINCE, SILVER, cardId, id } from './cards';
import { randomKingdom, pool } from './kingdoms';
import type { DominionOptions, DominionState, Player } from './types';
import { freshTurn } from './turn';

/** Cards in a Supply pile for this many players (rulebook counts; 5–6 players use the larger sets). */
export function pileSize(card: number, seats: number): number {
  const big = seats >= 5;
  switch (card) {
    case COPPER:
      return (big ? 120 : 60) - 7 * seats;
    case SILVER:
      return big ? 80 : 40;
    case GOLD:
      return big ? 60 : 30;
    case CURSE:
      return 10 * (seats - 1);
    case PROVINCE:
      return seats === 2 ? 8 : seats <= 4 ? 12 : seats === 5 ? 15 : 18;
    case POTION:
      return 16;
    case PLATINUM:
      return 12;
    case COLONY:
      return seats === 2 ? 8 : 12;
  }
  if (IS_VICTORY[card]) return seats === 2 ? 8 : 12;
  return 10;
}

/** The kingdom as ids: the chosen names, filled at random when asked, sorted by cost then name. */
export function resolveKingdom(options: DominionOptions, rng: number[]): { kingdom: number[]; rng: number[] } {
  const chosen = options.kingdom.map(cardId).filter((c) => c >= 0);
  if (!options.random) return { kingdom: sortKingdom(chosen), rng };
  const dice = openRng(rng);
  const k = randomKingdom(chosen, pool(options.random.sets, options.random.editions, (options.rules ?? 0) >= 1), dice);
  return { kingdom: sortKingdom(k), rng: dice.state().slice() };
}

/**
 * Whether Platinum and Colony are used: as the options say, else the Prosperity rulebook's way — a
 * random card of the kingdom is drawn and they are used if it is from Prosperity (so the chance is the
 * share of Prosperity cards). No Prosperity card: never, and no random number is used (older games of
 * Base and Intrigue replay unchanged).
 */
export function coloniesUsed(options: DominionOptions, kingdom: readonly number[], rng: number[]): { colonies: boolean; rng: number[] } {
  if (typeof options.colonies === 'boolean') return { colonies: options.colonies, rng };
  const pros = kingdom.filter((c) => CARDS[c].set === 'prosperity').length;
  if (pros === 0) return { colonies: false, rng };
  if (pros === kingdom.length) return { colonies: true, rng };
  const dice = openRng(rng);
  const pick = kingdom[dice.int(0, kingdom.length - 1)];
  return { colonies: CARDS[pick].set === 'prosperity', rng: dice.state().slice() };
}

const TRADE_ROUTE = id('Trade Route');

function sortKingdom(k: number[]): number[] {
  return k.slice().sort((a, b) => CARDS[a].cost.coins - CARDS[b].cost.coins || CARDS[a].name.localeCompare(CARDS[b].name));
}

export function createGame(options: DominionOptions, seats: number, seed: number): DominionState {
  const r = resolveKingdom(options, seedRng(seed).slice());
  const kingdom = r.kingdom;
  const col = coloniesUsed(options, kingdom, r.rng);
  const piles = [COPPER, SILVER, GOLD, ESTATE, DUCHY, PROVINCE, CURSE];
  if (col.colonies) piles.push(PLATINUM, COLONY);
  if (kingdom.some((c) => CARDS[c].cost.potions > 0)) piles.push(POTION);
  piles.push(...kingdom);
  // Trade Route: a token on each Victory Supply pile; the mat starts empty.
  const tokens: Record<string, number[]> = {};
  const mats: Record<string, number> = {};
  if (kingdom.includes(TRADE_ROUTE)) {
    tokens.tradeRoute = piles.map((c) => (IS_VICTORY[c] ? 1 : 0));
    mats.tradeRoute = 0;
  }
  const dice = openRng(col.rng);
  const players: Player[] = [];
  for (let p = 0; p < seats; p++) {
    const deck = dice.shuffle([COPPER, COPPER, COPPER, COPPER, COPPER, COPPER, COPPER, ESTATE, ESTATE, ESTATE]);
    const hand = deck.splice(deck.length - 5, 5).reverse();
    players.push({
      hand,
      deck,
      discard: [],
      play: [],
      aside: [],
      look: [],
      vp: 0,
      turns: p === 0 ? 1 : 0,
      durations: [],
      next: [],
      mats: {},
      tokens: {},
      lastGained: [],
    });
  }
  const s: DominionState = {
    rng: dice.state().slice(),
    epoch: 0,
    options,
    seats,
    piles,
    supply: piles.map((c) => pileSize(c, seats)),
    trash: [],
    players,
    current: 0,
    phase: 'action',
    turn: freshTurn(),
    pileTokens: tokens,
    sharedMats: mats,
    extraTurns: [],
    rotation: 0,
    immune: players.map(() => false),
    stack: [],
    pending: null,
    winners: [],
    scores: players.map(() => 3),
  };
  // Nothing to play on turn 1 (no Action in a starting hand): straight to the Buy phase.
  s.phase = 'buy';
  return s;
}
