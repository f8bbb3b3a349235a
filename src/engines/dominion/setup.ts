/**
 * Setup: the Supply for the player count, starting decks, first hands.
 */
import { openRng, seedRng } from '../core/rng';
import { CARDS, COPPER, CURSE, DUCHY, ESTATE, GOLD, IS_VICTORY, POTION, PROVINCE, SILVER, cardId } from './cards';
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
  }
  if (IS_VICTORY[card]) return seats === 2 ? 8 : 12;
  return 10;
}

/** The kingdom as ids: the chosen names, filled at random when asked, sorted by cost then name. */
export function resolveKingdom(options: DominionOptions, rng: number[]): { kingdom: number[]; rng: number[] } {
  const chosen = options.kingdom.map(cardId).filter((c) => c >= 0);
  if (!options.random) return { kingdom: sortKingdom(chosen), rng };
  const dice = openRng(rng);
  const k = randomKingdom(chosen, pool(options.random.sets, options.random.editions), dice);
  return { kingdom: sortKingdom(k), rng: dice.state().slice() };
}

function sortKingdom(k: number[]): number[] {
  return k.slice().sort((a, b) => CARDS[a].cost.coins - CARDS[b].cost.coins || CARDS[a].name.localeCompare(CARDS[b].name));
}

export function createGame(options: DominionOptions, seats: number, seed: number): DominionState {
  const r = resolveKingdom(options, seedRng(seed).slice());
  const kingdom = r.kingdom;
  const piles = [COPPER, SILVER, GOLD, ESTATE, DUCHY, PROVINCE, CURSE];
  if (kingdom.some((c) => CARDS[c].cost.potions > 0)) piles.push(POTION);
  piles.push(...kingdom);
  const dice = openRng(r.rng);
  const players: Player[] = [];
  for (let p = 0; p < seats; p++) {
    const deck = dice.shuffle([COPPER, COPPER, COPPER, COPPER, COPPER, COPPER, COPPER, ESTATE, ESTATE, ESTATE]);
    const hand = deck.splice(deck.length - 5, 5).reverse();
    players.push({ hand, deck, discard: [], play: [], aside: [], look: [], vp: 0, turns: p === 0 ? 1 : 0, durations: [], next: [], mats: {}, tokens: {}, lastGained: [] });
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
    pileTokens: {},
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
