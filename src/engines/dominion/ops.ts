/**
 * The shared vocabulary of card programs (see program.ts): each op is a handler of the instruction
 * machine over the working copy. Handlers that need a choice return a Decision whose continuation
 * receives the answer.
 */
import type { Decision } from '../core/instructions';
import { push } from '../core/instructions';
import type { Seat } from '../core/types';
import { IS_ACTION, NAME, names, sortIds } from './cards';
import { discarded, draw, gainerOf, othersOf, pileOf, say, sayPrivately, take, takeAll, takeFromPlay, trashCard, type DominionWorking } from './context';
import { costAtMost, costEquals, costOf, fits, isTreasure } from './cost';
import { answerOf, type Filter, type Zone, type OpTable } from './program';
import { GAIN_HOOKS, PROGRAMS } from './programs';
import type { Cost, Frame, Instr, InstrOf } from './types';
import { rulesAt } from './rules';

/** The seat an instruction affects. */
export const seatOf = (w: DominionWorking, i: Instr): Seat => (typeof i.p === 'number' ? i.p : w.s.current);

/** "This card" and the affected seat, carried from an instruction into the ones it spawns. */
export function frame(i: Instr): Pick<Frame, 'p' | 'pos' | 'self'> {
  return { p: i.p, pos: i.pos, self: i.self };
}

/** Instructions with fields added (a body bound to a seat and to "this card"). */
export function bind(body: readonly Instr[], extra: Frame & { readonly card?: number; readonly cost?: number; readonly potions?: number }): Instr[] {
  return body.map((x) => ({ ...x, ...extra }));
}

/** Whether a pick has exactly one possible answer (so nobody is asked). */
function forced(items: readonly number[], min: number, max: number, isPublic: boolean): boolean {
  if (max === 0) return true;
  // A private choice with a single possible answer is still asked: skipping it would tell the others
  // what the items are (a hand all of one card, a single Victory card: issue 8).
  if (!isPublic) return false;
  if (min >= items.length) return true;
  return min === max && items.every((x) => x === items[0]);
}

/**
 * A choice from a set of cards, skipped when forced (a private one only when there is nothing to
 * choose). `then` receives the answer. Returns the Decision to wait for, or pushes the continuation at once.
 */
export function ask(
  w: DominionWorking,
  p: Seat,
  items: number[],
  min: number,
  max: number,
  tag: string,
  prompt: string,
  then: Instr,
  isPublic = false,
): Decision | void {
  min = Math.min(min, items.length);
  max = Math.min(max, items.length);
  if (forced(items, min, max, isPublic)) {
    push(w.s, { ...then, answer: max === 0 ? [] : items.slice(0, Math.max(min, 0)) });
    return;
  }
  sortIds(items);
  return { kind: 'pick', seat: p, prompt, items, min, max, tag, then, public: isPublic };
}

/**
 * A card's prompt naming the card it comes from, when it does not already (rules 1 on: "You may play an
 * Action card from your hand twice (Throne Room)."); games recorded before keep their prompts.
 */
function sourced(w: DominionWorking, i: Instr, text: string): string {
  const self = i.self;
  if (typeof self !== 'number' || self < 0 || !rulesAt(w.s, 1) || text.includes(NAME[self])) return text;
  return `${text.replace(/[.?]$/, '')} (${NAME[self]})${text.endsWith('?') ? '?' : '.'}`;
}

/** The last option of a Reaction window (rules 1 on). */
export const DONT_REVEAL = "Don't reveal";

const TIMES = ['', 'once', 'twice', 'three times', 'four times'];

/** "{0} played Militia (three times, King's Court)": the Attack a Reaction window answers. */
export function attackSource(i: { readonly by?: number; readonly card?: number; readonly times?: number; readonly via?: number }): string {
  if (i.by === undefined || i.card === undefined) return 'an Attack is played';
  const times = i.times && i.times > 1 && i.via !== undefined ? ` (${TIMES[i.times] ?? `${i.times} times`}, ${NAME[i.via]})` : '';
  return `{${i.by}} played ${NAME[i.card]}${times}`;
}

/** Gains a card from the Supply to a zone; false when its pile is empty (nothing is gained). */
export function gainCard(w: DominionWorking, p: Seat, card: number, to: Zone = 'discard', bought = false): boolean {
  const s = w.s;
  // Possession: what the possessed player would gain goes to the possessor's discard pile.
  const gainer = gainerOf(s, p);
  if (gainer !== p) {
    p = gainer;
    to = 'discard';
  }
  const pile = pileOf(s, card);
  if (pile < 0 || s.supply[pile] <= 0) {
    say(w, `{${p}} gains nothing (no ${NAME[card]} left).`, p);
    return false;
  }
  w.ownSupply().supply[pile]--;
  const pl = w.own(p);
  if (to === 'hand') pl.hand.push(card);
  else if (to === 'deck') pl.deck.push(card);
  else pl.discard.push(card);
  if (p === s.current) w.ownTurnLists().gained.push(card);
  if (!w.quiet && (!bought || p !== s.current))
    say(w, `{${p}} gains ${NAME[card]}${to === 'hand' ? ' into their hand' : to === 'deck' ? ' onto their deck' : ''}.`, p);
  for (const h of GAIN_HOOKS) h(w, p, card, bought, to);
  return true;
}

/** Supply cards a player may choose to gain: piles not empty, within the cost bound, fitting the filter. */
export function gainable(w: DominionWorking, bound: Cost, exact: boolean, filter: Filter | undefined): number[] {
  const s = w.s;
  const out: number[] = [];
  for (let k = 0; k < s.piles.length; k++) {
    const c = s.piles[k];
    if (s.supply[k] <= 0 || !fits(c, filter)) continue;
    const cost = costOf(s, c);
    if (exact ? costEquals(cost, bound) : costAtMost(cost, bound)) out.push(c);
  }
  return out;
}

export function trashFromHand(w: DominionWorking, p: Seat, cards: readonly number[]): number[] {
  const pl = w.s.players[p];
  const done = takeAll(pl.hand, cards);
  for (const c of done) trashCard(w, p, c);
  if (done.length && !w.quiet) say(w, `{${p}} trashes ${names(done)}.`, p);
  return done;
}

export function discardFromHand(w: DominionWorking, p: Seat, cards: readonly number[]): number[] {
  const pl = w.s.players[p];
  const done = takeAll(pl.hand, cards);
  pl.discard.push(...done);
  if (done.length && !w.quiet) say(w, `{${p}} discards ${names(done)}.`, p);
  discarded(w, p, done);
  return done;
}

/** What may be gained, in words: "a Treasure" where only Treasures qualify (Mine), "an Action card"… */
export function kindWord(f: Filter | undefined): string {
  const t = f?.types;
  if (!t || t.length !== 1) return 'a card';
  return t[0] === 'Treasure' ? 'a Treasure' : t[0] === 'Action' ? 'an Action card' : `a ${t[0]} card`;
}

function runAfter(w: DominionWorking, i: InstrOf<'trashPicked' | 'discardPicked'>, done: readonly number[]): void {
  const after = i.after;
  if (after && done.length > 0) push(w.s, { ...after, ...frame(i), answer: done });
}

export const SHARED_OPS = {
  draw: (w, i) => {
    draw(w, seatOf(w, i), i.n);
  },
  plus: (w, i) => {
    const t = w.s.turn;
    const p = seatOf(w, i);
    t.actions += i.actions ?? 0;
    t.buys += i.buys ?? 0;
    t.coins += i.coins ?? 0;
    if (w.quiet) return;
    const parts: string[] = [];
    if (i.actions) parts.push(`+${String(i.actions)} Action${i.actions === 1 ? '' : 's'}`);
    if (i.buys) parts.push(`+${String(i.buys)} Buy${i.buys === 1 ? '' : 's'}`);
    if (i.coins) parts.push(`+$${String(i.coins)}`);
    if (parts.length) say(w, `{${p}} gets ${parts.join(', ')}.`, p);
  },
  gain: (w, i) => {
    const card = typeof i.card === 'number' ? i.card : answerOf(i)[0];
    if (card === undefined) return;
    const after = i.after;
    const k = pileOf(w.s, card);
    // `after` is queued first so that the gained card's when-gain rules (pushed by gainCard) come before it.
    if (after && k >= 0 && w.s.supply[k] > 0) push(w.s, { ...after, ...frame(i), answer: [card] });
    gainCard(w, seatOf(w, i), card, i.to ?? 'discard');
  },
  gainPick: (w, i) => {
    const p = seatOf(w, i);
    const bound: Cost = { coins: i.upTo, potions: i.potions ?? 0, debt: 0 };
    const items = gainable(w, bound, i.exact === true, i.filter);
    if (items.length === 0) {
      say(w, `{${p}} has nothing to gain.`, p);
      return;
    }
    const what = i.exact ? `exactly $${bound.coins}` : `up to $${bound.coins}`;
    const min = i.optional ? 0 : 1;
    return ask(
      w,
      p,
      items,
      min,
      1,
      'gain',
      `{${p}}: ${min ? '' : 'you may '}gain ${kindWord(i.filter)} costing ${what}.`,
      { op: 'gain', to: i.to, after: i.after, ...frame(i) },
      true,
    );
  },
  pickHand: (w, i) => {
    const p = seatOf(w, i);
    const f = i.filter;
    const items = w.s.players[p].hand.filter((c) => fits(c, f));
    const then = { ...i.then, ...frame(i) };
    return ask(w, p, items, i.min, i.max, i.tag, sourced(w, i, i.prompt ?? `{${p}}: choose cards to ${String(i.tag)}.`), then);
  },
  trashPicked: (w, i) => runAfter(w, i, trashFromHand(w, seatOf(w, i), answerOf(i))),
  discardPicked: (w, i) => runAfter(w, i, discardFromHand(w, seatOf(w, i), answerOf(i))),
  topdeckPicked: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const done = takeAll(pl.hand, answerOf(i));
    pl.deck.push(...done);
    if (done.length === 0) return;
    if (i.reveal) say(w, `{${p}} puts ${names(done)} onto their deck.`, p);
    else
      sayPrivately(
        w,
        p,
        `{${p}} puts ${names(done)} onto their deck.`,
        `{${p}} puts ${done.length === 1 ? 'a card' : `${done.length} cards`} onto their deck.`,
      );
  },
  trashAndGain: (w, i) => {
    const p = seatOf(w, i);
    const [card] = answerOf(i);
    if (card === undefined) return;
    trashFromHand(w, p, [card]);
    const c = costOf(w.s, card);
    push(w.s, { op: 'gainPick', upTo: c.coins + i.plus, potions: c.potions, exact: i.exact, to: i.to, filter: i.filter, after: i.after, ...frame(i) });
  },
  trashSelf: (w, i) => {
    const p = seatOf(w, i);
    const self = i.self as number;
    if (!takeFromPlay(w.s.players[p], i.pos as number, self)) return;
    trashCard(w, p, self);
    say(w, `{${p}} trashes ${NAME[self]}.`, p);
    push(w.s, ...bind(i.after, frame(i)));
  },
  eachOther: (w, i) => {
    const s = w.s;
    const body = i.body;
    const out: Instr[] = [];
    // The players other than the one whose card it is (a Berserker played on another player's turn hits that player too).
    for (const q of othersOf(s, seatOf(w, i))) {
      if (i.attack && s.immune[q]) continue;
      out.push(...bind(body, { p: q, pos: i.pos, self: i.self }));
    }
    push(s, ...out);
  },
  may: (w, i) => ({
    kind: 'yesno',
    seat: seatOf(w, i),
    prompt: sourced(w, i, `{${seatOf(w, i)}}: ${String(i.prompt)}`),
    tag: 'may',
    public: true,
    then: { op: 'mayAnswer', body: i.body, no: i.no, ...frame(i) },
  }),
  mayAnswer: (w, i) => {
    push(w.s, ...bind((i.answer === true ? i.body : i.no) as Instr[], frame(i)));
  },
  choose: (w, i) => {
    const labels = i.labels;
    const count = i.count;
    const p = seatOf(w, i);
    return {
      kind: 'option',
      seat: p,
      prompt: sourced(w, i, `{${p}}: ${String(i.prompt)}`),
      options: labels,
      min: count,
      max: count,
      tag: 'choose',
      public: true,
      then: { op: 'chosen', labels, bodies: i.bodies, ...frame(i) },
    };
  },
  chosen: (w, i) => {
    const p = seatOf(w, i);
    const picked = answerOf(i)
      .slice()
      .sort((a, b) => a - b);
    const labels = i.labels;
    say(w, `{${p}} chooses ${picked.map((k) => labels[k]).join(' and ')}.`, p);
    const bodies = i.bodies;
    push(w.s, ...picked.flatMap((k) => bind(bodies[k], frame(i))));
  },
  discardDownTo: (w, i) => {
    const p = seatOf(w, i);
    const hand = w.s.players[p].hand;
    const extra = hand.length - i.n;
    if (extra <= 0) return;
    return ask(w, p, hand.slice(), extra, extra, 'discard', `{${p}}: discard ${extra} card${extra === 1 ? '' : 's'} (down to ${String(i.n)}).`, {
      op: 'discardPicked',
      p,
    });
  },
  revealHand: (w, i) => {
    const p = seatOf(w, i);
    const hand = w.s.players[p].hand;
    w.reveal();
    say(w, hand.length ? `{${p}} reveals ${names(hand)}.` : `{${p}} reveals an empty hand.`, p);
  },
  /** Makes the affected seat unaffected by the Attack being resolved (Moat). */
  immune: (w, i) => {
    w.s.immune[seatOf(w, i)] = true;
  },
  /**
   * A Reaction window: the seat reveals one Reaction at a time, in the order it likes, then stops.
   * After each one resolves the window reopens with every Reaction whose condition holds then — the
   * same card again included (Diplomat with 5+ cards still in hand) — one copy per name on offer. A
   * name already revealed to this Attack is offered as "Reveal X again" (`revealed` carries them).
   */
  react: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    const revealed = i.revealed ?? [];
    const cards: number[] = [];
    for (const c of s.players[p].hand) {
      const r = PROGRAMS[c]?.reaction;
      if (r && !cards.includes(c) && r.can(s, p)) cards.push(c);
    }
    // Rules 1 on: every attacked player gets the same window, a Reaction in hand or not (only "Don't
    // reveal" without one), so nobody learns who holds one (issue 21); before, only holders were asked.
    const uniform = rulesAt(s, 1);
    if (cards.length === 0 && !uniform) return;
    sortIds(cards);
    const options = [...cards.map((c) => `Reveal ${NAME[c]}${revealed.includes(c) ? ' again' : ''}`), uniform ? DONT_REVEAL : 'Done'];
    // Private: which Reactions a hand holds is a secret (issue 8); the Attack that asks is a reveal.
    return {
      kind: 'option',
      seat: p,
      prompt: uniform ? `{${p}}: ${attackSource(i)}: reveal a Reaction?` : `{${p}}: an Attack is played; reveal a Reaction?`,
      options,
      min: 1,
      max: 1,
      tag: 'react',
      public: false,
      then: uniform ? { op: 'reacted', p, cards, revealed, by: i.by, attack: i.card, times: i.times, via: i.via } : { op: 'reacted', p, cards, revealed },
    };
  },
  reacted: (w, i) => {
    const p = seatOf(w, i);
    const cards = i.cards;
    const k = answerOf(i)[0];
    if (k === undefined || k >= cards.length) return;
    const card = cards[k];
    const r = PROGRAMS[card]?.reaction;
    if (!r) return;
    w.reveal();
    const unaffected = r.effect.length === 1 && r.effect[0].op === 'immune';
    say(w, `{${p}} reveals ${NAME[card]}${unaffected ? ' and is unaffected' : ''}.`, p);
    const revealed = i.revealed ?? [];
    const source = i.by === undefined ? {} : { by: i.by, card: i.attack, times: i.times, via: i.via };
    push(w.s, ...bind(r.effect, { p, self: card }), { op: 'react', p, ...source, revealed: revealed.includes(card) ? revealed : [...revealed, card] });
  },
  /** Draw as many cards as were picked (Cellar). */
  drawAnswer: (w, i) => {
    draw(w, seatOf(w, i), answerOf(i).length);
  },
  /** +$ per card picked (Secret Chamber). */
  coinsPerAnswer: (w, i) => {
    const n = answerOf(i).length * (i.each ?? 1);
    w.s.turn.coins += n;
    say(w, `{${seatOf(w, i)}} gets +$${n}.`, seatOf(w, i));
  },
  /**
   * Moves a card from hand into play and plays it `times` times: Throne Room (2), King's Court (3),
   * Tiara on a Treasure (2). The card stays one card in play (Peddler, Goons count it once).
   */
  playTimes: (w, i) => {
    const p = seatOf(w, i);
    const [card] = answerOf(i);
    if (card === undefined) return;
    const action = IS_ACTION[card];
    if (!action && !isTreasure(w.s, card)) return;
    const pl = w.s.players[p];
    if (!take(pl.hand, card)) return;
    pl.play.push(card);
    const pos = pl.play.length - 1;
    const plays: Instr[] = [];
    const by = typeof i.pos === 'number' ? i.pos : undefined;
    // Rules 1 on, a played Action knows how many times it is played, and by what (the Reaction prompt names them).
    const via = rulesAt(w.s, 1) && action && by !== undefined ? { times: i.times, via: pl.play[by] } : {};
    for (let k = 0; k < i.times; k++) plays.push({ op: action ? 'playCard' : 'treasureEffect', p, card, pos, by, ...via });
    push(w.s, ...plays);
  },
} satisfies OpTable;
