/**
 * What bots read from a view: owned cards, money, the score race, card values.
 */
import type { Seat } from '../core/types';
import { BASE_COINS, BASE_VP, CARDS, COLONY, COPPER, CURSE, ESTATE, GONE, IS_ACTION, IS_TREASURE, IS_VICTORY, PROVINCE } from './cards';
import { pileOf } from './context';
import { pileSize } from './setup';
import { PROGRAMS } from './programs';
import { emptyPiles } from './turn';
import type { DominionState } from './types';

/**
 * The zones holding a seat's cards: hand, deck, discard, play, set aside, looked at, Durations from an
 * earlier turn, and mats (Island's cards score; Native Village's and Haven's are still owned).
 */
function zonesOf(v: DominionState, seat: Seat): (readonly number[])[] {
  const p = v.players[seat];
  const zones = [p.hand, p.deck, p.discard, p.play, p.aside, p.look, p.durations];
  for (const k in p.mats) zones.push(p.mats[k]);
  return zones;
}

/** Every card the seat owns, as its view shows them (its own deck, discard and mats are visible to it). */
export function ownedCards(v: DominionState, seat: Seat): number[] {
  const all: number[] = [];
  for (const zone of zonesOf(v, seat)) for (const c of zone) if (c !== GONE && c >= 0) all.push(c);
  return all;
}

/** Coin values of the Treasures in one zone. */
function moneyIn(zone: readonly number[]): number {
  let n = 0;
  for (const c of zone) if (c >= 0 && IS_TREASURE[c]) n += BASE_COINS[c];
  return n;
}

/**
 * "Total money": the coin values of all Treasures owned. Counted zone by zone without building a list
 * (money bots ask it at every buy); the same zones as `zonesOf`.
 */
export function totalMoney(v: DominionState, seat: Seat): number {
  const p = v.players[seat];
  let n = moneyIn(p.hand) + moneyIn(p.deck) + moneyIn(p.discard) + moneyIn(p.play) + moneyIn(p.aside) + moneyIn(p.look) + moneyIn(p.durations);
  for (const k in p.mats) n += moneyIn(p.mats[k]);
  return n;
}

function countIn(zone: readonly number[], card: number): number {
  let n = 0;
  for (const c of zone) if (c === card) n++;
  return n;
}

export function countOwned(v: DominionState, seat: Seat, card: number): number {
  const p = v.players[seat];
  let n =
    countIn(p.hand, card) +
    countIn(p.deck, card) +
    countIn(p.discard, card) +
    countIn(p.play, card) +
    countIn(p.aside, card) +
    countIn(p.look, card) +
    countIn(p.durations, card);
  for (const k in p.mats) n += countIn(p.mats[k], card);
  return n;
}

export function left(v: DominionState, card: number): number {
  const k = pileOf(v, card);
  return k < 0 ? 0 : v.supply[k];
}

/** VP a seat has from what the view shows (exact for itself; others' hidden cards are unknown). */
export function visibleScore(v: DominionState, seat: Seat): number {
  const all = ownedCards(v, seat);
  let vp = v.players[seat].vp;
  for (const c of all) vp += BASE_VP[c] + (PROGRAMS[c]?.points?.(all) ?? 0);
  return vp;
}

/**
 * Opponents' VP, estimated from the public record: starting Estates + Victory cards taken from the
 * Supply, shared by the number of opponents (a view hides their decks, not the Supply).
 */
export function opponentScoreEstimate(v: DominionState, seat: Seat): number {
  const others = v.seats - 1;
  let gone = 0;
  for (let k = 0; k < v.piles.length; k++) {
    const c = v.piles[k];
    if (!IS_VICTORY[c] && c !== CURSE) continue;
    gone += (pileSize(c, v.seats) - v.supply[k]) * BASE_VP[c];
  }
  // Cards in the trash (public) are nobody's.
  for (const c of v.trash) gone -= BASE_VP[c];
  const mine = visibleScore(v, seat) - v.players[seat].vp - 3;
  // VP tokens are public: the opponent with the most.
  let tokens = 0;
  for (let q = 0; q < v.seats; q++) if (q !== seat) tokens = Math.max(tokens, v.players[q].vp);
  return 3 + Math.max(0, gone - mine) / others + tokens;
}

/** Whether gaining `card` now would end the game (its pile runs out and that is decisive). */
export function endsGame(v: DominionState, card: number): boolean {
  const k = pileOf(v, card);
  if (k < 0 || v.supply[k] !== 1) return false;
  if (card === PROVINCE || card === COLONY) return true;
  return emptyPiles(v) + 1 >= (v.seats >= 5 ? 4 : 3);
}

/**
 * Whether buying `card` is safe for `seat`: it never ends the game on the spot while the seat would lose
 * (a tie goes to a player with fewer turns; with equal turns it is shared, which is not a loss).
 */
export function safeBuy(v: DominionState, seat: Seat, card: number): boolean {
  if (!endsGame(v, card)) return true;
  const mine = visibleScore(v, seat) + BASE_VP[card];
  const theirs = opponentScoreEstimate(v, seat);
  // A tie is shared when nobody has taken fewer turns (the seat ending the game is not ahead on turns).
  let fewer = false;
  for (let q = 0; q < v.seats; q++) if (q !== seat && v.players[q].turns < v.players[seat].turns) fewer = true;
  return mine > theirs || (mine === theirs && !fewer);
}

/** A rough worth of a card in a deck (for gains, trashing, discarding): higher is better. */
export function worth(c: number, late = false): number {
  if (c < 0) return -5;
  if (c === CURSE) return -10;
  const f = CARDS[c];
  if (IS_VICTORY[c] && !IS_ACTION[c] && !IS_TREASURE[c]) return late ? f.cost.coins : -1 - (c === ESTATE ? 0 : 1);
  if (c === COPPER) return late ? 1 : 0.5;
  return f.cost.coins + (IS_TREASURE[c] ? 0.5 : 0);
}

/**
 * The next-turn half of Durations, as +Cards / +$ (Wharf draws 2 more next turn, Merchant Ship makes $2
 * more, Haven returns a card to the hand, Fishing Village's $1 and Action, Lighthouse's $1…).
 */
const NEXT_TURN: Readonly<Record<string, { cards?: number; coins?: number }>> = {
  Wharf: { cards: 2 },
  Caravan: { cards: 1 },
  'Fishing Village': { coins: 1 },
  'Merchant Ship': { coins: 2 },
  Haven: { cards: 1 },
  Lighthouse: { coins: 1 },
  Monkey: { cards: 1 },
  Corsair: { cards: 1 },
  Sailor: { coins: 2 },
  Tactician: { cards: 5 },
};
const NEXT: readonly ({ cards?: number; coins?: number } | undefined)[] = CARDS.map((c) => NEXT_TURN[c.name]);

/**
 * How the general bot orders Actions: villages, then other non-terminals, then draw, then the rest; a
 * Duration counts its next-turn cards and $ at half their worth now (so Wharf goes before Smithy, Merchant
 * Ship before Woodcutter). Throne Room and King's Court come after the non-terminals, Tactician last.
 */
export function playPriority(c: number, actionsLeft: number): number {
  const p = PROGRAMS[c];
  if (!p) return 0;
  const acts = p.actions ?? 0;
  const next = NEXT[c];
  const later = next ? (next.cards ?? 0) * 0.75 + (next.coins ?? 0) * 0.5 : 0;
  if (CARDS[c].name === 'Tactician') return 10;
  if (acts >= 2) return 100 + (p.cards ?? 0) + later;
  if (acts === 1) return 80 + (p.cards ?? 0) + (p.coins ?? 0) + later;
  if (CARDS[c].name === 'Throne Room') return 70;
  if (CARDS[c].name === "King's Court") return 75;
  const draw = p.cards ?? 0;
  return (actionsLeft > 1 ? 40 : 60) + draw * 2 + (p.coins ?? 0) + later * 2;
}

/**
 * Runs `f` with some of a bot's switches (`tuning` in botEngine.ts, `vpTuning` in botVictory.ts) set to `t`,
 * then puts them back: the A/B runs of bench/dominion-plan.ts and the tests, around one synchronous call.
 */
export function withSettings<S extends object, T>(settings: S, t: Partial<S>, f: () => T): T {
  const saved = { ...settings };
  Object.assign(settings, t);
  try {
    return f();
  } finally {
    Object.assign(settings, saved);
  }
}
