/**
 * The working copy of one apply: core's `Working` (core/working.ts) over a private mutable copy of
 * the state. Handlers mutate `w.s` freely; drawing from a deck or shuffling makes the move a point of
 * no return by itself (`w.reveal()`, the generator), and apply returns `w.finish()`.
 */
import { Working } from '../core/working';
import type { Seat } from '../core/types';
import { GONE, NAME, cardCount, names } from './cards';
import type { DominionState, Player } from './types';

export type W = Working<DominionState>;

function copyPlayer(p: Player): Player {
  return { hand: p.hand.slice(), deck: p.deck.slice(), discard: p.discard.slice(), play: p.play.slice(), aside: p.aside.slice(), look: p.look.slice(), vp: p.vp, turns: p.turns };
}

/**
 * A copy of everything an apply may change; the rest (options, card facts) is shared. Written out
 * field by field (not spread): this is the hottest function of the simulator.
 */
export function working(s: DominionState, quiet = false): W {
  const players: Player[] = new Array<Player>(s.players.length);
  for (let i = 0; i < players.length; i++) players[i] = copyPlayer(s.players[i]);
  const t = s.turn;
  const copy: DominionState = {
    rng: s.rng,
    epoch: s.epoch,
    options: s.options,
    seats: s.seats,
    piles: s.piles,
    supply: s.supply.slice(),
    trash: s.trash.slice(),
    players,
    current: s.current,
    phase: s.phase,
    turn: {
      actions: t.actions,
      buys: t.buys,
      coins: t.coins,
      potions: t.potions,
      costDown: t.costDown,
      actionsPlayed: t.actionsPlayed,
      copperBonus: t.copperBonus,
      merchants: t.merchants,
      silverPlayed: t.silverPlayed,
      bought: t.bought,
      gained: t.gained.slice(),
    },
    immune: s.immune.slice(),
    stack: s.stack.slice(),
    pending: s.pending,
    winners: s.winners.slice(),
    scores: s.scores.slice(),
  };
  return new Working(copy, quiet);
}

export function say(w: W, text: string, seat?: Seat): void {
  w.say(text, seat);
}

/** A sentence only `seat` reads in full; the others read `others`. */
export function sayPrivately(w: W, seat: Seat, text: string, others: string): void {
  w.sayPrivately(seat, text, others);
}

/** Shuffles the discard pile to form the deck (only when a card is needed from an empty deck). */
export function reshuffle(w: W, p: Seat): void {
  const pl = w.s.players[p];
  pl.deck = w.shuffle(pl.discard);
  pl.discard = [];
  say(w, `{${p}} shuffles.`, p);
}

/**
 * Takes the top card of the deck (shuffling when empty), or -1 when there is none. A card taken from
 * a deck was hidden from everyone: the move becomes a point of no return.
 */
export function topCard(w: W, p: Seat): number {
  const pl = w.s.players[p];
  if (pl.deck.length === 0) {
    if (pl.discard.length === 0) return -1;
    reshuffle(w, p);
  }
  w.reveal();
  return pl.deck.pop() as number;
}

/** Draws up to n cards into hand; returns those drawn. */
export function draw(w: W, p: Seat, n: number): number[] {
  const pl = w.s.players[p];
  const got: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = topCard(w, p);
    if (c < 0) break;
    got.push(c);
    pl.hand.push(c);
  }
  if (!w.quiet) {
    if (got.length === 0) say(w, `{${p}} has no card left to draw.`, p);
    else sayPrivately(w, p, `{${p}} draws ${names(got)}.`, `{${p}} draws ${cardCount(got.length)}.`);
  }
  return got;
}

/** Removes one copy of `card` from `from`; false when absent. */
export function take(from: number[], card: number): boolean {
  const i = from.lastIndexOf(card);
  if (i < 0) return false;
  from.splice(i, 1);
  return true;
}

/** Removes each of `cards` from `from` (those present); returns the ones removed. */
export function takeAll(from: number[], cards: readonly number[]): number[] {
  const out: number[] = [];
  for (const c of cards) if (take(from, c)) out.push(c);
  return out;
}

/** Takes the card at a play position out of play (leaving a hole); false when it already left. */
export function takeFromPlay(pl: Player, pos: number, card: number): boolean {
  if (pos < 0 || pl.play[pos] !== card) return false;
  pl.play[pos] = GONE;
  return true;
}

export function countIn(cards: readonly number[], card: number): number {
  let n = 0;
  for (const c of cards) if (c === card) n++;
  return n;
}

/** Every card a player owns (for scoring and bots). */
export function owned(pl: Player): number[] {
  const all = [...pl.hand, ...pl.deck, ...pl.discard, ...pl.aside, ...pl.look];
  for (const c of pl.play) if (c !== GONE) all.push(c);
  return all;
}

export function nameOf(card: number): string {
  return NAME[card] ?? 'a card';
}

/** Seats other than p, in turn order starting at p's left. */
export function othersOf(s: DominionState, p: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 1; i < s.seats; i++) out.push((p + i) % s.seats);
  return out;
}
