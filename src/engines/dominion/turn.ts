/**
 * The turn: playing cards, buying, Clean-up, the next turn, the end of the game and its scoring.
 * These are instruction handlers too, so a card played by Throne Room is the same `playCard`.
 */
import type { OpTable } from './program';
import type { Instr } from './types';
import { push } from '../core/instructions';
import type { Seat } from '../core/types';
import { BASE_VP, COLONY, GONE, id, IS_ACTION, IS_ATTACK, IS_VICTORY, NAME, POTION, PROVINCE, SILVER, names } from './cards';
import { draw, inSupply, mark, owned, othersOf, pileOf, say, take, takeFromMat, type DominionWorking } from './context';
import { costOf, isTreasure, treasureCoins } from './cost';
import { bind, gainCard, seatOf } from './ops';
import { liveGuard, playedBy, staying } from './duration';
import { PROGRAMS, TREASURE_HOOKS, programOf } from './programs';
import type { DominionState, Player, Turn } from './types';
import { endReason } from './ending';
import { rulesAt } from './rules';

/** Empty per-turn records that are replaced or copied before they change, never written in place (banned, named, marks, the lists): shared. */
const HOARD = id('Hoard');

const NONE: number[] = Object.freeze([]) as unknown as number[];
const NO_MARKS: Record<string, number> = Object.freeze({}) as Record<string, number>;

/** The instructions that carry nothing but a seat, made once (instructions are never changed). */
const START_TURN: Instr[] = Array.from({ length: 8 }, (_, p) => Object.freeze({ op: 'startTurn', p }));
const CLEANUP_END: Instr = Object.freeze({ op: 'cleanupEnd' });

/**
 * A new turn's record written into `t`, the working copy's own turn (copied by every step), rather than
 * allocated anew at every turn: the same fields and values as `freshTurn()` (engine.test.ts checks it).
 * The lists are the shared empty ones, as the turn's lists are never changed in place before
 * `DominionWorking.ownTurnLists` copies them.
 */
export function resetTurn(t: Turn): void {
  t.actions = 1;
  t.buys = 1;
  t.coins = 0;
  t.potions = 0;
  t.costDown = 0;
  t.actionsPlayed = 0;
  t.copperBonus = 0;
  t.merchants = 0;
  t.silverPlayed = false;
  t.bought = false;
  t.gained = NONE;
  t.actionCostDown = 0;
  t.banned = NONE;
  t.named = NONE;
  t.kind = 'normal';
  t.possessor = -1;
  t.inRow = 1;
  t.stay = NONE;
  t.via = NONE;
  t.marks = NO_MARKS;
}

export function freshTurn(): Turn {
  return {
    actions: 1,
    buys: 1,
    coins: 0,
    potions: 0,
    costDown: 0,
    actionsPlayed: 0,
    copperBonus: 0,
    merchants: 0,
    silverPlayed: false,
    bought: false,
    gained: NONE,
    actionCostDown: 0,
    banned: NONE,
    named: NONE,
    kind: 'normal',
    possessor: -1,
    inRow: 1,
    stay: NONE,
    via: NONE,
    marks: NO_MARKS,
  };
}

function bonusText(n: number | undefined, one: string, many: string): string | null {
  return n ? `+${n} ${n === 1 ? one : many}` : null;
}

/** The vanilla bonuses of a program, as "(+1 Card, +2 Actions)". */
function bonuses(cards?: number, actions?: number, buys?: number, coins?: number): string {
  const parts = [
    bonusText(cards, 'Card', 'Cards'),
    bonusText(actions, 'Action', 'Actions'),
    bonusText(buys, 'Buy', 'Buys'),
    coins ? `+$${coins}` : null,
  ].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** Sum of VP of a player's cards and tokens. */
export function score(pl: Player): number {
  const all = owned(pl);
  let vp = pl.vp;
  const seen = new Set<number>();
  for (const c of all) {
    vp += BASE_VP[c];
    const pts = PROGRAMS[c]?.points;
    if (pts && !seen.has(c)) {
      seen.add(c);
      let n = 0;
      for (const x of all) if (x === c) n++;
      vp += n * pts(all);
    }
  }
  return vp;
}

/** Supply piles that are empty. */
export function emptyPiles(s: DominionState): number {
  let n = 0;
  for (const c of s.supply) if (c === 0) n++;
  return n;
}

/** The game ends after a turn in which the Province (or Colony) pile ran out, or 3 piles (4 with 5–6 players). */
export function gameEnds(s: DominionState): boolean {
  const pr = pileOf(s, PROVINCE);
  if (pr >= 0 && s.supply[pr] === 0) return true;
  const co = pileOf(s, COLONY);
  if (co >= 0 && s.supply[co] === 0) return true;
  return emptyPiles(s) >= (s.seats >= 5 ? 4 : 3);
}

function finish(w: DominionWorking): void {
  const s = w.s;
  s.phase = 'over';
  // Every player's cards are shown to count the score (view): a point of no return.
  w.reveal();
  s.scores = s.players.map(score);
  const best = Math.max(...s.scores);
  const tied = s.scores.map((v, i) => (v === best ? i : -1)).filter((i) => i >= 0);
  const fewest = Math.min(...tied.map((i) => s.players[i].turns));
  s.winners = tied.filter((i) => s.players[i].turns === fewest);
  const why = endReason(s);
  say(w, `The game is over${why ? `: ${why.charAt(0).toLowerCase()}${why.slice(1, -1)}` : ''}. ${s.scores.map((v, i) => `{${i}}: ${v} VP`).join(', ')}.`);
  say(w, s.winners.length === 1 ? `{${s.winners[0]}} wins.` : `${s.winners.map((i) => `{${i}}`).join(' and ')} share the victory.`);
}

export const TURN_OPS = {
  /** The player's free move: an Action from hand into play, using an Action. */
  playFromHand: (w, i) => {
    const s = w.s;
    const pl = s.players[s.current];
    const card = i.card;
    take(pl.hand, card);
    pl.play.push(card);
    s.turn.actions--;
    push(s, { op: 'playCard', p: s.current, card, pos: pl.play.length - 1 });
  },
  toBuyPhase: () => undefined,
  /** A Duration's next-turn effect, run at the start of its owner's turn. */
  nextTurnDo: (w, i) => {
    if (!w.quiet && i.src >= 0) say(w, `{${i.p}}: ${NAME[i.src]} from the last turn.`, i.p);
    push(w.s, ...bind(i.body, { p: i.p }));
  },
  /** Plays a card already in play at position `pos` (from hand, Throne Room, Vassal…). */
  playCard: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    const card = i.card;
    const prog = programOf(s, card);
    if (p === s.current) s.turn.actionsPlayed++;
    // Sentences only when logging (the quiet step of the simulators skips building them).
    if (!w.quiet) say(w, `{${p}} plays ${NAME[card]}${bonuses(prog?.cards, prog?.actions, prog?.buys, prog?.coins)}.`, p);
    if (typeof i.by === 'number' && typeof i.pos === 'number') playedBy(w, i.pos, i.by);
    const out: Instr[] = [];
    if (IS_ATTACK[card]) {
      // Every Attack is a point of no return: what it asks its victims (a Reaction, a choice from their
      // hand) depends on their hands, so undoing after seeing it would tell the attacker (issue 8).
      w.reveal();
      w.ownTables().immune.fill(false);
      for (const q of othersOf(s, p)) {
        const guard = liveGuard(s, q, (c) => PROGRAMS[c]?.protects === true);
        if (guard >= 0) {
          s.immune[q] = true;
          say(w, `{${q}} is protected by ${NAME[guard]}.`, q);
        }
        // Rules 1 on, the window names the Attack (and what plays it several times).
        out.push(rulesAt(s, 1) ? { op: 'react', p: q, by: p, card, times: i.times, via: i.via } : { op: 'react', p: q });
      }
    }
    out.push({ op: 'vanilla', p, self: card });
    if (prog?.then) out.push(...bind(prog.then, { p, pos: i.pos, self: card }));
    push(s, ...out);
  },
  vanilla: (w, i) => {
    const p = seatOf(w, i);
    const prog = programOf(w.s, i.self as number);
    if (!prog) return;
    const t = w.s.turn;
    // A card played on another player's turn (Guard Dog, Trail, Weaver) gives its +Actions, +Buys and +$ to nobody.
    if (p === w.s.current) {
      t.actions += prog.actions ?? 0;
      t.buys += prog.buys ?? 0;
      t.coins += prog.coins ?? 0;
    }
    if (prog.cards) draw(w, p, prog.cards);
  },
  /**
   * Plays Treasures from hand in the order given: plain ones in one logged sentence; a Treasure with
   * its own rules (Bank, Venture, Loan…) is resolved before the rest are played.
   */
  playTreasures: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    const pl = s.players[p];
    const cards = i.cards;
    const t = s.turn;
    const before = t.coins;
    // The plain Treasures played, for the log sentence only (none is built in the quiet step).
    const played: number[] | null = w.quiet ? null : [];
    const f = flags();
    let special: Instr[] | null = null;
    let k = 0;
    for (; k < cards.length && !special; k++) {
      const c = cards[k];
      if (!isTreasure(s, c) || !take(pl.hand, c)) continue;
      pl.play.push(c);
      if (f.treasure[c]) {
        special = [{ op: 'treasureEffect', p, card: c, pos: pl.play.length - 1 }];
        break;
      }
      played?.push(c);
      t.coins += treasureCoins(s, c);
      if (c === SILVER) t.silverPlayed = true;
      if (c === POTION) t.potions++;
      for (const h of TREASURE_HOOKS) h(w, p, c, pl.play.length - 1);
    }
    if (played?.length) say(w, `{${p}} plays ${names(played)} (+$${t.coins - before}).`, p);
    if (special) push(s, ...special, ...(k + 1 < cards.length ? [{ op: 'playTreasures', p, cards: cards.slice(k + 1) }] : []));
  },
  /** Plays the effect of a Treasure already in play at `pos` (from hand, Venture, Tiara's second play…). */
  treasureEffect: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    const c = i.card;
    const t = s.turn;
    const v = treasureCoins(s, c);
    t.coins += v;
    if (c === SILVER) t.silverPlayed = true;
    if (c === POTION) t.potions++;
    if (!w.quiet) say(w, `{${p}} plays ${NAME[c]}${v ? ` (+$${v})` : ''}.`, p);
    for (const h of TREASURE_HOOKS) h(w, p, c, i.pos as number);
    const tp = PROGRAMS[c]?.treasure;
    if (tp) push(s, ...bind(tp, { p, pos: i.pos, self: c }));
  },
  buy: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    const card = i.card;
    const c = costOf(s, card);
    s.turn.buys--;
    s.turn.coins -= c.coins;
    s.turn.potions -= c.potions;
    s.turn.bought = true;
    if (IS_VICTORY[card] && !s.turn.marks.boughtVictory) mark(w, 'boughtVictory');
    s.phase = 'buy';
    if (!w.quiet) say(w, `{${p}} buys ${NAME[card]}.`, p);
    // "When you buy" rules of cards in play (Hoard, Talisman, Goons) and of the card bought (Mint, 1E).
    const f = flags();
    let extra: Instr[] | null = null;
    for (const x of s.players[p].play) {
      if (x < 0 || !f.buyWatch[x]) continue;
      if (!rulesAt(s, 1)) {
        const on = PROGRAMS[x]?.onBuyWhileInPlay;
        if (on) (extra ??= []).push(...bind(on, { p, card, cost: c.coins, self: x }));
        continue;
      }
      const on = programOf(s, x)?.onBuyWhileInPlay;
      if (on) (extra ??= []).push(...bind(on, { p, card, cost: c.coins, potions: c.potions, self: x }));
    }
    const own = f.onBuy[card] ? programOf(s, card)?.onBuy : undefined;
    // Hoard (2E, 2022): each play this turn gains a Gold when a Victory card is bought (in play or not).
    const hoards = rulesAt(s, 1) && IS_VICTORY[card] ? (s.turn.marks.hoard ?? 0) : 0;
    for (let k = 0; k < hoards; k++) (extra ??= []).push({ op: 'hoard', p, card, self: HOARD });
    if (own && rulesAt(s, 1)) {
      // "When you buy this" comes before the gain (FAQ(Mint): Royal Seal is trashed before it could topdeck the Mint).
      push(s, ...bind(own, { p, card, self: card }), { op: 'gainBought', p, card }, ...(extra ?? []));
      return;
    }
    if (own) (extra ??= []).push(...bind(own, { p, card, self: card }));
    if (extra) push(s, { op: 'gainBought', p, card }, ...extra);
    else gainCard(w, p, card, 'discard', true);
  },
  gainBought: (w, i) => {
    gainCard(w, seatOf(w, i), i.card, 'discard', true);
  },
  /** Clean-up: first the rules of cards in play that act at its start (Alchemist, Treasury, Herbalist). */
  cleanup: (w) => {
    const s = w.s;
    const pl = s.players[s.current];
    // The Buy phase ends here: say so when nothing was bought (else the log says nothing of it).
    if (!s.turn.bought && !w.quiet) say(w, s.turn.coins > 0 ? `{${s.current}} buys nothing with $${s.turn.coins}.` : `{${s.current}} buys nothing.`, s.current);
    let hooks: { order: number; instrs: Instr[] }[] | null = null;
    for (let pos = 0; pos < pl.play.length; pos++) {
      const c = pl.play[pos];
      const prog = c === GONE ? undefined : PROGRAMS[c];
      if (prog?.cleanup) (hooks ??= []).push({ order: prog.cleanupOrder ?? 1, instrs: bind(prog.cleanup, { p: s.current, pos, self: c }) });
    }
    if (!hooks) {
      s.stack.push(CLEANUP_END);
      return;
    }
    hooks.sort((a, b) => a.order - b.order);
    push(s, ...hooks.flatMap((h) => h.instrs), CLEANUP_END);
  },
  /** Discards what does not stay in play, draws the next hand, and starts the next turn (extra turns first). */
  cleanupEnd: (w) => {
    const s = w.s;
    const p = s.current;
    const keep = s.turn.stay.length ? staying(s) : null;
    // The hand and play as they were, read only (the player's own ones are emptied, not copied).
    const { hand, play } = s.players[p];
    const pl = w.ownEmptied(p);
    if (pl.durations.length) {
      for (const c of pl.durations) pl.discard.push(c);
      pl.durations = [];
    }
    for (let pos = 0; pos < play.length; pos++) {
      const c = play[pos];
      if (c === GONE) continue;
      if (keep?.has(pos)) pl.durations.push(c);
      else pl.discard.push(c);
    }
    for (let k = 0; k < hand.length; k++) pl.discard.push(hand[k]);
    // Cards other players played during this turn (Guard Dog, Trail, Weaver reacting) are discarded now too.
    for (let q = 0; q < s.seats; q++)
      if (q !== p && s.players[q].play.length) {
        const o = w.own(q);
        for (const c of o.play) if (c !== GONE) o.discard.push(c);
        o.play = [];
      }
    pl.lastGained = s.turn.gained;
    const outpost = s.extraTurns.length > 0 && s.extraTurns.some((x) => x.seat === p && x.kind === 'outpost');
    draw(w, p, outpost ? 3 : 5);
    if (pl.mats.possession) {
      const back = takeFromMat(pl, 'possession');
      pl.discard.push(...back);
      say(w, `{${p}} puts ${names(back)} (trashed during the Possession turn) into their discard pile.`, p);
    }
    if (gameEnds(s)) {
      s.extraTurns = [];
      finish(w);
      return;
    }
    const x = s.extraTurns.length ? w.ownExtraTurns().shift() : undefined;
    if (x) push(s, { op: 'startTurn', p: x.seat, kind: x.kind, by: x.by });
    else s.stack.push(START_TURN[(s.rotation + 1) % s.seats]);
  },
  startTurn: (w, i) => {
    const s = w.s;
    const p = i.p as Seat;
    const kind = i.kind ?? 'normal';
    const by = typeof i.by === 'number' ? i.by : -1;
    const row = s.current === p ? s.turn.inRow + 1 : 1;
    s.current = p;
    // Only its numbers change and `next` is replaced: the player's zones stay shared (see DominionWorking).
    const pl = w.touch(p);
    if (kind === 'normal') {
      pl.turns++;
      s.rotation = p;
    }
    resetTurn(s.turn);
    w.sharedTurnLists();
    s.turn.kind = kind;
    s.turn.possessor = kind === 'possession' ? by : -1;
    s.turn.inRow = row;
    s.phase = 'action';
    if (!w.quiet) {
      if (kind === 'normal') say(w, `{${p}} begins turn ${pl.turns}.`, p);
      else if (kind === 'outpost') say(w, `{${p}} begins an extra turn (Outpost).`, p);
      else say(w, `{${p}} begins an extra turn, possessed by {${by}}: {${by}} makes every decision.`, p);
    }
    if (pl.next.length) {
      const next = pl.next;
      pl.next = [];
      push(s, ...next);
    }
    for (const c of startOfTurnCards()) if (inSupply(s, c)) push(s, ...bind(PROGRAMS[c]?.startOfTurn ?? [], { p }));
  },
} satisfies OpTable;

/** Per-card flags read on the hot path (computed once, after every program is loaded). */
let cardFlags: { treasure: boolean[]; buyWatch: boolean[]; onBuy: boolean[] } | null = null;
function flags(): { treasure: boolean[]; buyWatch: boolean[]; onBuy: boolean[] } {
  cardFlags ??= {
    treasure: PROGRAMS.map((pr) => pr?.treasure !== undefined),
    buyWatch: PROGRAMS.map((pr) => pr?.onBuyWhileInPlay !== undefined || pr?.firstEdition?.onBuyWhileInPlay !== undefined),
    onBuy: PROGRAMS.map((pr) => pr?.onBuy !== undefined || pr?.firstEdition?.onBuy !== undefined),
  };
  return cardFlags;
}

/** Cards with rules at the start of each turn when in the Supply (Clerk: its owner may play it). */
let startCards: readonly number[] | null = null;
function startOfTurnCards(): readonly number[] {
  startCards ??= PROGRAMS.flatMap((pr, c) => (pr?.startOfTurn ? [c] : []));
  return startCards;
}

/** Plain Treasures first, those with their own rules after, `playLast` ones (Bank) at the end. */
export function treasureOrder(cards: readonly number[]): number[] {
  const f = flags();
  let special = false;
  for (const c of cards) if (f.treasure[c]) special = true;
  if (!special) return cards as number[];
  return cards.slice().sort((a, b) => treasureRank(a) - treasureRank(b));
}

function treasureRank(c: number): number {
  return PROGRAMS[c]?.playLast ? 2 : PROGRAMS[c]?.treasure ? 1 : 0;
}

/** Whether the current player has an Action to play (else the Action phase is skipped). */
export function canPlayAction(s: DominionState): boolean {
  if (s.turn.actions <= 0) return false;
  for (const c of s.players[s.current].hand) if (IS_ACTION[c]) return true;
  return false;
}
