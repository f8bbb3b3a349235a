/**
 * What bots read from a view: owned cards, money, the score race, card values.
 */
import type { Seat } from '../core/types';
import { BASE_COINS, BASE_VP, CARDS, COPPER, CURSE, ESTATE, GONE, IS_ACTION, IS_TREASURE, IS_VICTORY, PROVINCE } from './cards';
import { PROGRAMS } from './programs';
import { emptyPiles } from './turn';
import type { DominionState } from './types';

/** Every card the seat owns, as its view shows them (its own deck and discard are visible to it). */
export function ownedCards(v: DominionState, seat: Seat): number[] {
  const p = v.players[seat];
  const all: number[] = [];
  for (const zone of [p.hand, p.deck, p.discard, p.play, p.aside, p.look]) for (const c of zone) if (c !== GONE && c >= 0) all.push(c);
  return all;
}

/** "Total money": the coin values of all Treasures owned. */
export function totalMoney(v: DominionState, seat: Seat): number {
  let n = 0;
  for (const c of ownedCards(v, seat)) if (IS_TREASURE[c]) n += BASE_COINS[c];
  return n;
}

export function countOwned(v: DominionState, seat: Seat, card: number): number {
  let n = 0;
  for (const c of ownedCards(v, seat)) if (c === card) n++;
  return n;
}

export function left(v: DominionState, card: number): number {
  const k = v.piles.indexOf(card);
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
    const start = c === CURSE ? 10 * (v.seats - 1) : c === PROVINCE ? (v.seats === 2 ? 8 : v.seats <= 4 ? 12 : v.seats === 5 ? 15 : 18) : v.seats === 2 ? 8 : 12;
    gone += (start - v.supply[k]) * BASE_VP[c];
  }
  const mine = visibleScore(v, seat) - 3;
  return 3 + Math.max(0, gone - mine) / others;
}

/** Whether gaining `card` now would end the game (its pile runs out and that is decisive). */
export function endsGame(v: DominionState, card: number): boolean {
  const k = v.piles.indexOf(card);
  if (k < 0 || v.supply[k] !== 1) return false;
  if (card === PROVINCE) return true;
  return emptyPiles(v) + 1 >= (v.seats >= 5 ? 4 : 3);
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

/** How the general bot orders Actions: villages, then other non-terminals, then draw, then the rest. */
export function playPriority(c: number, actionsLeft: number): number {
  const p = PROGRAMS[c];
  if (!p) return 0;
  const acts = p.actions ?? 0;
  if (acts >= 2) return 100 + (p.cards ?? 0);
  if (acts === 1) return 80 + (p.cards ?? 0) + (p.coins ?? 0);
  if (CARDS[c].name === 'Throne Room') return 70;
  const draw = p.cards ?? 0;
  return (actionsLeft > 1 ? 40 : 60) + draw * 2 + (p.coins ?? 0);
}
