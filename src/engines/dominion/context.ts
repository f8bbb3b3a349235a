/**
 * The working copy of one step: `new DominionWorking(state, quiet)`, core's `Working` (core/working.ts)
 * over a private mutable copy of the state (the one name to open it). Handlers mutate `w.s` freely;
 * drawing from a deck or shuffling makes the move a point of no return by itself (`w.reveal()`, the
 * generator), and the step returns `w.finish()`. The helpers below are the card language's verbs.
 */
import { Working } from '../core/working';
import type { Seat } from '../core/types';
import { CARD_COUNT, GONE, NAME, REACTS_TO_DISCARD, REACTS_TO_TRASH, cardCount, names } from './cards';
import { push } from '../core/instructions';
import type { DominionState, ExtraTurn, Player, Turn } from './types';

/** A copy of an array to change in place (an empty one is a literal: cheaper than the `slice` call). */
const copied = (a: readonly number[]): number[] => (a.length ? a.slice() : []);

/** A copy of player p to change in every way, with the hand and play given (copies, or new zones). */
function copyPlayer(p: Player, hand: number[], play: number[]): Player {
  return {
    hand,
    deck: copied(p.deck),
    discard: copied(p.discard),
    play,
    aside: copied(p.aside),
    look: copied(p.look),
    vp: p.vp,
    turns: p.turns,
    durations: p.durations.length ? p.durations.slice() : [],
    next: p.next.length ? p.next.slice() : [],
    // Mats, tokens and marks are never changed in place (putOnMat, takeFromMat, addToken, mark): shared.
    mats: p.mats,
    tokens: p.tokens,
    lastGained: p.lastGained,
  };
}

/** A new player object sharing the zones (field by field: a spread is slower on this hot path). */
function shallowPlayer(p: Player): Player {
  return {
    hand: p.hand,
    deck: p.deck,
    discard: p.discard,
    play: p.play,
    aside: p.aside,
    look: p.look,
    vp: p.vp,
    turns: p.turns,
    durations: p.durations,
    next: p.next,
    mats: p.mats,
    tokens: p.tokens,
    lastGained: p.lastGained,
  };
}

/**
 * The working copy of one apply, with the players copied on demand (structural sharing): a player
 * nobody changes stays the very object of the input state. `own(p)` makes player p's object and zones
 * the working copy's own before they are changed; `ownHandAndPlay(p)` only its hand and play (playing
 * Treasures); `touch(p)` only the object, for a handler that changes nothing but its numbers or
 * replaces whole zones (startTurn); `ownAll()` copies every player; `ownTables()` the Supply counts, the
 * trash and the immune flags (shared with the input state until then), `ownSupply()` the counts only.
 *
 * The engine owns the players for its handlers (engine.ts, `OWNS`): the ops of a usual turn say what
 * they change, every other op owns everything first; the helpers that change a player or the tables
 * (draw, topCard, reshuffle, gainCard, trashCard, an Attack's immune flags) own them themselves. States are deep-frozen in the property tests and the card
 * tests check that apply leaves its input unchanged, so a change to a shared player fails there.
 */
export class DominionWorking extends Working<DominionState> {
  /** Bit p: player p's object is the working copy's own (`touched`), its hand and play too (`handPlay`), every zone (`owned`). */
  private touched = 0;
  private handPlay = 0;
  private owned = 0;
  /** The Supply counts are the working copy's own (`supplyOwned`), the trash and the immune flags too (`tables`); else the input's. */
  private supplyOwned = false;
  private tables = false;
  /** The turn whose lists (gained, stay, via) are the working copy's own (a new turn's are: resetTurn); the extra turns too. */
  private listsOf: Turn | null = null;
  private extraOwned = false;

  /** Opens the working copy of `state` (left unchanged); `quiet`: no log sentence is built. */
  constructor(state: DominionState, quiet: boolean) {
    super(copyOf(state), quiet);
    // Every player is owned at once while a decision is pending (answers go to any op).
    if (state.pending) this.ownAll();
  }

  /** Player p, ready to be changed in every way. */
  own(p: Seat): Player {
    const players = this.s.players;
    const bit = 1 << p;
    if ((this.owned & bit) === 0) {
      const o = players[p];
      players[p] = copyPlayer(o, copied(o.hand), copied(o.play));
      this.owned |= bit;
      this.handPlay |= bit;
      this.touched |= bit;
    }
    return players[p];
  }

  /**
   * Player p, ready to be changed in every way, with an empty hand and play (Clean-up, which reads the
   * cards there from the input state's player first: those two zones are not copied only to be emptied).
   */
  ownEmptied(p: Seat): Player {
    const players = this.s.players;
    const bit = 1 << p;
    if ((this.owned & bit) === 0) {
      players[p] = copyPlayer(players[p], [], []);
      this.owned |= bit;
      this.handPlay |= bit;
      this.touched |= bit;
    } else {
      players[p].hand = [];
      players[p].play = [];
    }
    return players[p];
  }

  /** Player p, ready for its hand and play to change in place (the other zones only replaced). */
  ownHandAndPlay(p: Seat): Player {
    const bit = 1 << p;
    const pl = this.touch(p);
    if ((this.handPlay & bit) === 0) {
      pl.hand = pl.hand.slice();
      pl.play = pl.play.slice();
      this.handPlay |= bit;
    }
    return pl;
  }

  /** Player p, ready for its numbers to change or zones to be replaced (not changed in place). */
  touch(p: Seat): Player {
    const players = this.s.players;
    const bit = 1 << p;
    if ((this.touched & bit) === 0) {
      players[p] = shallowPlayer(players[p]);
      this.touched |= bit;
    }
    return players[p];
  }

  ownAll(): void {
    this.ownTables();
    const all = (1 << this.s.players.length) - 1;
    if (this.owned === all) return;
    for (let p = 0; p < this.s.players.length; p++) this.own(p);
  }

  /** The Supply counts, the trash and the immune flags, ready to be changed in place (trashCard, Attacks). */
  ownTables(): DominionState {
    const s = this.ownSupply();
    if (!this.tables) {
      s.trash = s.trash.slice();
      s.immune = s.immune.slice();
      this.tables = true;
    }
    return s;
  }

  /**
   * The turn, its lists (cards gained, Durations staying, what played what) ready to be changed in place:
   * they are shared with the input state until then (most moves change none).
   */
  ownTurnLists(): Turn {
    const t = this.s.turn;
    if (this.listsOf !== t) {
      t.gained = copied(t.gained);
      t.stay = copied(t.stay);
      t.via = copied(t.via);
      this.listsOf = t;
    }
    return t;
  }

  /** The turn's lists were replaced by shared ones (startTurn's resetTurn): the next change copies them again. */
  sharedTurnLists(): void {
    this.listsOf = null;
  }

  /** The extra turns waiting, ready to be changed in place (shared with the input state until then). */
  ownExtraTurns(): ExtraTurn[] {
    const s = this.s;
    if (!this.extraOwned) {
      s.extraTurns = s.extraTurns.slice();
      this.extraOwned = true;
    }
    return s.extraTurns;
  }

  /** The Supply counts, ready to be changed in place (gainCard: a gain changes nothing else of the tables). */
  ownSupply(): DominionState {
    const s = this.s;
    if (!this.supplyOwned) {
      s.supply = s.supply.slice();
      this.supplyOwned = true;
    }
    return s;
  }
}

/** The players array (not the players): two players as a literal, allocated inline (the `slice` call costs more). */
function copyPlayers(ps: readonly Player[]): Player[] {
  return ps.length === 2 ? [ps[0], ps[1]] : ps.slice();
}

/**
 * A copy of everything an apply may change but the players (see DominionWorking); the rest (options,
 * card facts) is shared. Written out field by field (not spread): this is the hottest function of the
 * simulator.
 */
function copyOf(s: DominionState): DominionState {
  const t = s.turn;
  const copy: DominionState = {
    rng: s.rng,
    epoch: s.epoch,
    options: s.options,
    seats: s.seats,
    piles: s.piles,
    // Copied on demand with the trash and immune flags (ownTables).
    supply: s.supply,
    trash: s.trash,
    players: copyPlayers(s.players),
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
      // The lists are copied on demand (ownTurnLists), the extra turns too (ownExtraTurns).
      gained: t.gained,
      actionCostDown: t.actionCostDown,
      // Never pushed to: handlers replace them (so an empty one is shared, not copied).
      banned: t.banned,
      named: t.named,
      kind: t.kind,
      possessor: t.possessor,
      inRow: t.inRow,
      stay: t.stay,
      via: t.via,
      marks: t.marks,
    },
    pileTokens: s.pileTokens,
    extraTurns: s.extraTurns,
    rotation: s.rotation,
    sharedMats: s.sharedMats,
    immune: s.immune,
    stack: s.stack.length ? s.stack.slice() : [],
    pending: s.pending,
    // Replaced at the end of the game, never written in place: shared.
    winners: s.winners,
    scores: s.scores,
  };
  return copy;
}

/**
 * The index of a card's pile in this game's Supply, or -1: `s.piles.indexOf(card)` without the scan
 * (asked several times a move: buying, gaining, the bots' rules). One table by card id serves the last
 * piles array asked about (a game never changes it): another game's rewrites only its entries, with
 * nothing allocated (no table per game for the garbage collector to sweep).
 */
const PILE_TABLE = new Int16Array(CARD_COUNT).fill(-1);
let tablePiles: readonly number[] | null = null;
export function pileOf(s: DominionState, card: number): number {
  const piles = s.piles;
  if (piles !== tablePiles) {
    if (tablePiles !== null) for (let k = 0; k < tablePiles.length; k++) PILE_TABLE[tablePiles[k]] = -1;
    for (let k = piles.length - 1; k >= 0; k--) PILE_TABLE[piles[k]] = k;
    tablePiles = piles;
  }
  // A card id out of range (or not an integer) reads undefined: in no pile.
  const k = PILE_TABLE[card];
  return k === undefined ? -1 : k;
}

/** Whether a card is in this game's Supply. */
export function inSupply(s: DominionState, card: number): boolean {
  return pileOf(s, card) >= 0;
}

export function say(w: DominionWorking, text: string, seat?: Seat): void {
  w.say(text, seat);
}

/** A sentence only `seat` reads in full (and whoever possesses them this turn); the others read `others`. */
export function sayPrivately(w: DominionWorking, seat: Seat, text: string, others: string): void {
  const sees = seesFor(w.s, seat);
  if (sees.length === 1) w.sayPrivately(seat, text, others);
  else if (!w.quiet) w.log.push({ text, seat, only: sees, others });
}

/** The seats that see what `seat` may see: itself, and its possessor during a Possession turn. */
export function seesFor(s: DominionState, seat: Seat): Seat[] {
  return s.turn.possessor >= 0 && seat === s.current && s.turn.possessor !== seat ? [seat, s.turn.possessor] : [seat];
}

/** The seat that answers for `seat` now: its possessor during a Possession turn, else itself. */
export function controllerOf(s: DominionState, seat: Seat): Seat {
  return s.turn.possessor >= 0 && seat === s.current ? s.turn.possessor : seat;
}

/** Who gains what `p` would gain now: during a Possession turn, the possessor gains instead of the possessed player. */
export function gainerOf(s: DominionState, p: Seat): Seat {
  return s.turn.possessor >= 0 && p === s.current ? s.turn.possessor : p;
}

/** Puts cards on a player's mat (a new mats object: mats are shared between states, never changed in place). */
export function putOnMat(pl: Player, mat: string, ...cards: number[]): void {
  pl.mats = { ...pl.mats, [mat]: [...(pl.mats[mat] ?? []), ...cards] };
}

/** Takes the last `n` cards (all when absent) from a player's mat; an emptied mat is removed. */
export function takeFromMat(pl: Player, mat: string, n?: number): number[] {
  const m = pl.mats[mat] ?? [];
  const k = n === undefined ? 0 : Math.max(0, m.length - n);
  const got = m.slice(k);
  const rest = { ...pl.mats };
  if (k === 0) delete rest[mat];
  else rest[mat] = m.slice(0, k);
  pl.mats = rest;
  return got;
}

/** Adds to a player's token count (a new tokens object). */
export function addToken(pl: Player, kind: string, n: number): number {
  const v = (pl.tokens[kind] ?? 0) + n;
  pl.tokens = { ...pl.tokens, [kind]: v };
  return v;
}

/** Adds to a per-turn counter (a new marks object); returns the new value. */
export function mark(w: DominionWorking, name: string, n = 1): number {
  const t = w.s.turn;
  const v = (t.marks[name] ?? 0) + n;
  t.marks = { ...t.marks, [name]: v };
  return v;
}

/**
 * Trashes a card that `owner` had (already taken from its zone). During a Possession turn the possessed
 * player's trashed cards are set aside instead and return to their discard pile after the turn.
 */
export function trashCard(w: DominionWorking, owner: Seat, card: number): void {
  const s = w.s;
  if (s.turn.possessor >= 0 && owner === s.current) putOnMat(w.touch(owner), 'possession', card);
  else w.ownTables().trash.push(card);
  // Hinterlands: Nomads (+$2) and Trail (may be played) react to being trashed.
  if (REACTS_TO_TRASH[card]) push(s, { op: 'hlTrashed', p: owner, card });
}

/** Shuffles the discard pile to form the deck (only when a card is needed from an empty deck). */
export function reshuffle(w: DominionWorking, p: Seat): void {
  const pl = w.own(p);
  pl.deck = w.shuffle(pl.discard);
  pl.discard = [];
  if (!w.quiet) say(w, `{${p}} shuffles.`, p);
}

/**
 * Takes the top card of the deck (shuffling when empty), or -1 when there is none. A card taken from
 * a deck was hidden from everyone: the move becomes a point of no return.
 */
export function topCard(w: DominionWorking, p: Seat): number {
  const pl = w.own(p);
  if (pl.deck.length === 0) {
    if (pl.discard.length === 0) return -1;
    reshuffle(w, p);
  }
  w.reveal();
  return pl.deck.pop() as number;
}

/** Draws up to n cards into hand (the end of the hand); returns how many were drawn. */
export function draw(w: DominionWorking, p: Seat, n: number): number {
  const pl = w.own(p);
  const from = pl.hand.length;
  let k = 0;
  for (; k < n; k++) {
    const c = topCard(w, p);
    if (c < 0) break;
    pl.hand.push(c);
  }
  if (!w.quiet) {
    if (k === 0) say(w, `{${p}} has no card left to draw.`, p);
    else sayPrivately(w, p, `{${p}} draws ${names(pl.hand.slice(from))}.`, `{${p}} draws ${cardCount(k)}.`);
  }
  return k;
}

/**
 * Cards just discarded by player p other than in Clean-up (Hinterlands: Tunnel, Weaver and Trail react to
 * that). Every discard of a card rule calls it; Clean-up's discards do not.
 */
export function discarded(w: DominionWorking, p: Seat, cards: readonly number[]): void {
  for (const c of cards) if (REACTS_TO_DISCARD[c]) push(w.s, { op: 'hlDiscarded', p, card: c });
}

/** Removes one copy of `card` from `from`; false when absent. */
export function take(from: number[], card: number): boolean {
  const i = from.lastIndexOf(card);
  if (i < 0) return false;
  // Shifted by hand: `splice` builds an array of the removed items, and this runs for every card played;
  // the last slot, now a duplicate, goes with `pop` (cheaper than setting `length`).
  const n = from.length - 1;
  for (let k = i; k < n; k++) from[k] = from[k + 1];
  from.pop();
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

/** Every card a player owns (for scoring and bots): mats and Durations still in play included. */
export function owned(pl: Player): number[] {
  const all = [...pl.hand, ...pl.deck, ...pl.discard, ...pl.aside, ...pl.look, ...pl.durations];
  for (const c of pl.play) if (c !== GONE) all.push(c);
  for (const k in pl.mats) all.push(...pl.mats[k]);
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
