/**
 * Hinterlands (issue 23): the operations its card programs name (hinterlands.ts holds the programs
 * themselves; hinterlandsReactions.ts the hooks on gains, discards and trashes and the reactions).
 */
import { push } from '../../core/instructions';
import type { Seat } from '../../core/types';
import { COPPER, CURSE, GOLD, GONE, IS_ACTION, IS_TREASURE, IS_VICTORY, NAME, SILVER, id, names } from '../cards';
import { discarded, draw, mark, othersOf, say, sayPrivately, take, topCard, trashCard, type DominionWorking } from '../context';
import { costLessThan, costOf } from '../cost';
import { ask, gainable, seatOf, trashFromHand, frame } from '../ops';
import { answerOf, ALL, attack, gain, type OpTable } from '../program';
import { PROGRAMS } from '../programs';
import { revealTop, discardAside } from './base';
import { liveGuard, staying } from '../duration';
import type { Instr } from '../types';

const DUCHESS = id('Duchess');
const HAGGLER = id('Haggler');
const CAULDRON = id('Cauldron');
const BERSERKER = id('Berserker');

/** Every other player, from p's left, gains `card` (Embassy's Silvers, Ill-Gotten Gains' Curses). */
function othersGain(w: DominionWorking, p: Seat, card: number): void {
  push(w.s, ...othersOf(w.s, p).map((q) => ({ ...gain(card), p: q })));
}

/** Puts a card of player p into play from a zone and plays it (Guard Dog from hand, Trail/Weaver/Berserker). */
export function playFrom(w: DominionWorking, p: Seat, card: number, from: 'hand' | 'discard' | 'trash'): boolean {
  const s = w.s;
  const pl = s.players[p];
  const zone = from === 'hand' ? pl.hand : from === 'discard' ? pl.discard : s.trash;
  if (!take(zone, card)) return false;
  pl.play.push(card);
  push(s, { op: 'playCard', p, card, pos: pl.play.length - 1 });
  return true;
}

/** The Supply cards cheaper than `bound` (current costs), not Victory when `nonVictory`. */
function cheaper(w: DominionWorking, bound: ReturnType<typeof costOf>, nonVictory: boolean): number[] {
  const s = w.s;
  const out: number[] = [];
  for (let k = 0; k < s.piles.length; k++) {
    const c = s.piles[k];
    if (s.supply[k] <= 0 || (nonVictory && IS_VICTORY[c])) continue;
    if (costLessThan(costOf(s, c), bound)) out.push(c);
  }
  return out;
}

export const HINTERLANDS_OPS = {
  hlCrossroads: (w, i) => {
    const p = seatOf(w, i);
    const s = w.s;
    const hand = s.players[p].hand;
    w.reveal();
    say(w, hand.length ? `{${p}} reveals ${names(hand)}.` : `{${p}} reveals an empty hand.`, p);
    let n = 0;
    for (const c of hand) if (IS_VICTORY[c]) n++;
    if (n) draw(w, p, n);
    // Only the first Crossroads play of the turn gives +3 Actions (a Throne Room's second play does not).
    if (p === s.current && mark(w, 'crossroads') === 1) {
      s.turn.actions += 3;
      say(w, `{${p}} gets +3 Actions (first Crossroads this turn).`, p);
    }
  },
  hlFoolsGold: (w, i) => {
    const p = seatOf(w, i);
    const n = mark(w, 'foolsGold');
    const v = n === 1 ? 1 : 4;
    w.s.turn.coins += v;
    say(w, `{${p}}'s Fool's Gold gives $${v}${n === 1 ? ' (the first this turn)' : ''}.`, p);
  },
  hlDevelop: (w, i) => {
    const p = seatOf(w, i);
    const [card] = answerOf(i);
    if (card === undefined) return;
    trashFromHand(w, p, [card]);
    const c = costOf(w.s, card);
    const up = { coins: c.coins + 1, potions: c.potions, debt: 0 };
    const down = { coins: c.coins - 1, potions: c.potions, debt: 0 };
    const gainUp: Instr = { op: 'gainPick', upTo: up.coins, potions: up.potions, exact: true, to: 'deck', ...frame(i) };
    const gainDown: Instr = { op: 'gainPick', upTo: down.coins, potions: down.potions, exact: true, to: 'deck', ...frame(i) };
    const hasUp = gainable(w, up, true, undefined).length > 0;
    const hasDown = c.coins >= 1 && gainable(w, down, true, undefined).length > 0;
    if (hasUp && hasDown)
      return {
        kind: 'option',
        seat: p,
        prompt: `{${p}}: which card do you gain first (Develop)? The second ends on top of your deck.`,
        options: [`the $${up.coins} card first`, `the $${down.coins} card first`],
        min: 1,
        max: 1,
        tag: 'order',
        public: true,
        then: {
          op: 'chosen',
          labels: ['the more expensive first', 'the cheaper first'],
          bodies: [
            [gainUp, gainDown],
            [gainDown, gainUp],
          ],
          ...frame(i),
        },
      };
    if (hasUp) push(w.s, gainUp);
    else if (hasDown) push(w.s, gainDown);
    else say(w, `{${p}} has nothing to gain (Develop).`, p);
  },
  /** Look at the top card of the deck: discard it or put it back (Jack of All Trades, Duchess). */
  hlLook: (w, i) => {
    const p = seatOf(w, i);
    const c = topCard(w, p);
    if (c < 0) return;
    const pl = w.s.players[p];
    pl.look.push(c);
    const src = i.self !== undefined ? NAME[i.self] : 'a card';
    sayPrivately(w, p, `{${p}} looks at ${NAME[c]} (${src}).`, `{${p}} looks at the top card of their deck (${src}).`);
    return {
      kind: 'option',
      seat: p,
      prompt: `{${p}}: your top card (${src}): discard it or leave it there?`,
      options: ['discard it', 'leave it there'],
      min: 1,
      max: 1,
      tag: 'look',
      public: false,
      then: { op: 'hlLookAnswer', p, card: c },
    };
  },
  hlLookAnswer: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const c = i.card;
    if (!take(pl.look, c)) return;
    if (answerOf(i)[0] === 0) {
      pl.discard.push(c);
      say(w, `{${p}} discards ${NAME[c]}.`, p);
      discarded(w, p, [c]);
    } else {
      pl.deck.push(c);
      sayPrivately(w, p, `{${p}} leaves ${NAME[c]} on their deck.`, `{${p}} leaves the card on their deck.`);
    }
  },
  hlDuchess: (w) => {
    const s = w.s;
    push(s, ...[s.current, ...othersOf(s, s.current)].map((q): Instr => ({ op: 'hlLook', p: q, self: DUCHESS })));
  },
  hlTraderPlay: (w, i) => {
    const p = seatOf(w, i);
    const [card] = answerOf(i);
    if (card === undefined) return;
    const n = costOf(w.s, card).coins;
    if (n === 0) say(w, `{${p}} gains no Silver (Trader).`, p);
    for (let k = 0; k < n; k++) push(w.s, { ...gain(SILVER), p });
  },
  hlCartographer: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const got: number[] = [];
    for (let k = 0; k < 4; k++) {
      const c = topCard(w, p);
      if (c < 0) break;
      got.push(c);
      pl.look.push(c);
    }
    if (got.length === 0) return;
    sayPrivately(w, p, `{${p}} looks at ${names(got)}.`, `{${p}} looks at the top ${got.length === 1 ? 'card' : `${got.length} cards`} of their deck.`);
    return ask(w, p, got, 0, got.length, 'discard', `{${p}}: discard any of the cards looked at (Cartographer); the rest go back in any order.`, {
      op: 'hlLookDiscard',
      p,
    });
  },
  hlLookDiscard: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const done: number[] = [];
    for (const c of answerOf(i)) if (take(pl.look, c)) done.push(c);
    pl.discard.push(...done);
    if (done.length) say(w, `{${p}} discards ${names(done)}.`, p);
    push(w.s, { op: 'putBack', p, zone: 'look' });
    discarded(w, p, done);
  },
  hlHaggler: (w, i) => {
    if (seatOf(w, i) === w.s.current) mark(w, 'haggler');
  },
  /** A card cheaper than `than` (Border Village, Berserker: this card) or than the bought card `card` (Haggler). */
  hlCheaper: (w, i) => {
    const p = seatOf(w, i);
    const of = i.than ?? i.card;
    if (of === undefined) return;
    const items = cheaper(w, costOf(w.s, of), i.nonVictory === true);
    const src = NAME[i.nonVictory ? HAGGLER : of];
    if (!items.length) {
      say(w, `{${p}} has nothing to gain (${src}).`, p);
      return;
    }
    return ask(
      w,
      p,
      items,
      1,
      1,
      'gain',
      `{${p}}: gain a ${i.nonVictory ? 'non-Victory ' : ''}card cheaper than ${NAME[of]} (${src}).`,
      { op: 'gain', p, to: 'discard' },
      true,
    );
  },
  hlHighway: (w, i) => {
    const s = w.s;
    if (s.options.edition === '1E') {
      // 1E: "while this is in play": one reduction per Highway card in play (Throne Room gives one).
      const key = `highway${String(i.pos)}`;
      if (typeof i.pos === 'number' && s.turn.marks[key]) return;
      if (typeof i.pos === 'number') mark(w, key);
    }
    s.turn.costDown++;
    say(w, `Cards cost $1 less this turn (Highway: -$${s.turn.costDown}).`);
  },
  hlInn: (w, i) => {
    const p = seatOf(w, i);
    const items = w.s.players[p].discard.filter((c) => IS_ACTION[c]);
    if (!items.length) return;
    return ask(
      w,
      p,
      items,
      0,
      ALL,
      'shuffle',
      `{${p}}: reveal Action cards from your discard pile to shuffle into your deck (Inn).`,
      { op: 'hlInnShuffle', p },
      true,
    );
  },
  hlInnShuffle: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.own(p);
    const got: number[] = [];
    for (const c of answerOf(i)) if (take(pl.discard, c)) got.push(c);
    if (got.length) say(w, `{${p}} reveals ${names(got)} and shuffles them into their deck (Inn).`, p);
    pl.deck = w.shuffle([...pl.deck, ...got]);
    w.reveal();
  },
  hlStables: (w, i) => {
    const p = seatOf(w, i);
    draw(w, p, 3);
    w.s.turn.actions++;
  },
  hlToDeck: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    const pl = s.players[p];
    const c = i.card;
    if (c === undefined) return;
    if (pl.discard[pl.discard.length - 1] === c) pl.discard.pop();
    else if (!take(pl.hand, c)) return;
    pl.deck.push(c);
    say(w, `{${p}} puts ${NAME[c]} onto their deck.`, p);
  },
  hlOthersGain: (w, i) => {
    if (i.card !== undefined) othersGain(w, seatOf(w, i), i.card);
  },
  hlIllGotten: (w, i) => {
    const p = seatOf(w, i);
    return {
      kind: 'yesno',
      seat: p,
      prompt: `{${p}}: gain a Copper into your hand (Ill-Gotten Gains)?`,
      tag: 'may',
      public: true,
      then: { op: 'mayAnswer', body: [{ ...gain(COPPER, 'hand'), p }], no: [] },
    };
  },
  hlMandarin: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    if (p !== s.current) return;
    const pl = s.players[p];
    const got: number[] = [];
    for (let k = 0; k < pl.play.length; k++) {
      const c = pl.play[k];
      if (c === GONE || !IS_TREASURE[c]) continue;
      pl.play[k] = GONE;
      got.push(c);
    }
    if (!got.length) return;
    pl.aside.push(...got);
    say(w, `{${p}} takes ${names(got)} from play to put onto their deck (Mandarin).`, p);
    push(s, { op: 'putBack', p, zone: 'aside' });
  },
  /** Oracle for one player (the one playing it too): reveal 2; the player of Oracle decides. */
  hlOracle: (w, i) => {
    const q = seatOf(w, i);
    const got = revealTop(w, q, 2);
    if (!got.length) return;
    const me = w.s.current;
    return {
      kind: 'option',
      seat: me,
      prompt: `{${me}}: {${q}} revealed ${names(got)} (Oracle): discard them or put them back?`,
      options: ['discard them', 'put them back'],
      min: 1,
      max: 1,
      tag: 'oracle',
      public: true,
      then: { op: 'hlOracleAnswer', p: q, cards: got },
    };
  },
  hlOracleAnswer: (w, i) => {
    const q = seatOf(w, i);
    if (answerOf(i)[0] === 0) {
      discardAside(w, q, i.cards);
    } else push(w.s, { op: 'putBack', p: q, zone: 'aside', cards: i.cards });
  },
  /** Noble Brigand, for one victim: reveal 2, the attacker picks a Silver or Gold to trash (and gains it). */
  hlBrigand: (w, i) => {
    const q = seatOf(w, i);
    const got = revealTop(w, q, 2);
    const me = w.s.current;
    const sg = got.filter((c) => c === SILVER || c === GOLD);
    if (!sg.length) {
      push(w.s, { op: 'hlBrigandTrash', p: q, cards: got, answer: [] });
      return;
    }
    return ask(
      w,
      me,
      sg,
      1,
      1,
      'trash',
      `{${me}}: trash one of {${q}}'s revealed Silver or Gold; you gain it (Noble Brigand).`,
      { op: 'hlBrigandTrash', p: q, cards: got },
      true,
    );
  },
  hlBrigandTrash: (w, i) => {
    const s = w.s;
    const q = seatOf(w, i);
    const pl = s.players[q];
    const rest = i.cards.slice();
    const [c] = answerOf(i);
    if (c !== undefined && take(pl.aside, c)) {
      take(rest, c);
      trashCard(w, q, c);
      say(w, `{${q}} trashes ${NAME[c]} (Noble Brigand).`, q);
    }
    discardAside(w, q, rest);
    if (!i.cards.some((x) => IS_TREASURE[x])) push(s, { ...gain(COPPER), p: q });
    if (c !== undefined) push(s, { op: 'gainFromTrash', p: s.current, card: c });
  },
  /** Noble Brigand bought (1E): the attack without the +$1; not an Attack played, so no Reaction window (H31). */
  hlBrigandBuy: (w) => {
    push(w.s, ...othersOf(w.s, w.s.current).map((q): Instr => ({ op: 'hlBrigand', p: q })));
  },
  hlScheme: (w, i) => {
    if (seatOf(w, i) === w.s.current) mark(w, 'scheme');
  },
  /** At the start of Clean-up (once, however many Schemes are in play): up to one Action per Scheme play goes onto the deck. */
  hlSchemeCleanup: (w) => {
    const s = w.s;
    const n = s.turn.marks.scheme ?? 0;
    if (!n || s.turn.marks.schemeDone) return;
    mark(w, 'schemeDone');
    const p = s.current;
    const keep = s.turn.stay.length ? staying(s) : null;
    const items: number[] = [];
    s.players[p].play.forEach((c, pos) => {
      if (c !== GONE && IS_ACTION[c] && !keep?.has(pos)) items.push(c);
    });
    if (!items.length) return;
    return ask(
      w,
      p,
      items,
      0,
      n,
      'topdeck',
      `{${p}}: choose up to ${n} Action card${n === 1 ? '' : 's'} in play to put onto your deck (Scheme).`,
      { op: 'hlSchemeTop', p },
      true,
    );
  },
  hlSchemeTop: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    const pl = s.players[p];
    const keep = s.turn.stay.length ? staying(s) : null;
    const done: number[] = [];
    for (const c of answerOf(i)) {
      for (let pos = pl.play.length - 1; pos >= 0; pos--)
        if (pl.play[pos] === c && !keep?.has(pos)) {
          pl.play[pos] = GONE;
          pl.deck.push(c);
          done.push(c);
          break;
        }
    }
    if (done.length) say(w, `{${p}} puts ${names(done)} onto their deck (Scheme).`, p);
  },
  hlGuardDog: (w, i) => {
    const p = seatOf(w, i);
    if (w.s.players[p].hand.length <= 5) draw(w, p, 2);
  },
  hlPlayFrom: (w, i) => {
    const p = seatOf(w, i);
    if (i.card === undefined) return;
    if (playFrom(w, p, i.card, i.from ?? 'hand')) w.reveal();
  },
  hlNomads: (w, i) => {
    const p = seatOf(w, i);
    if (p !== w.s.current) return;
    w.s.turn.coins += 2;
    say(w, `{${p}} gets +$2 (Nomads).`, p);
  },
  hlBerserker: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    const pl = s.players[p];
    // On another player's turn only a Duration of an earlier turn can be in play (FAQ(Berserker)).
    if (!pl.play.some((c) => c !== GONE && IS_ACTION[c]) && !pl.durations.some((c) => IS_ACTION[c])) return;
    if (pl.discard[pl.discard.length - 1] !== BERSERKER) return;
    pl.discard.pop();
    pl.play.push(BERSERKER);
    say(w, `{${p}} has an Action in play and plays the Berserker gained.`, p);
    push(s, { op: 'playCard', p, card: BERSERKER, pos: pl.play.length - 1 });
  },
  /**
   * Cauldron played: an Attack, so the others get their Reaction window now (H47: Moat answers when it is
   * played); the k-th play records how many Action gains came before it and who is unaffected.
   */
  hlCauldron: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    if (p !== s.current) return;
    const k = mark(w, 'cauldron');
    mark(w, `cauldron${k}`, (s.turn.marks.actionGains ?? 0) + 1);
    w.reveal();
    w.ownTables().immune.fill(false);
    const out: Instr[] = [];
    for (const q of othersOf(s, p)) {
      const guard = liveGuard(s, q, (c) => PROGRAMS[c]?.protects === true);
      if (guard >= 0) {
        s.immune[q] = true;
        say(w, `{${q}} is protected by ${NAME[guard]}.`, q);
      }
      out.push({ op: 'react', p: q, by: p, card: CAULDRON });
    }
    out.push({ op: 'hlCauldronSafe', p });
    push(s, ...out);
  },
  hlCauldronSafe: (w) => {
    const s = w.s;
    let mask = 0;
    s.immune.forEach((x, q) => {
      if (x) mask |= 1 << q;
    });
    if (mask) mark(w, `cauldronSafe${s.turn.marks.cauldron ?? 0}`, mask);
  },
  hlSouk: (w, i) => {
    const p = seatOf(w, i);
    const t = w.s.turn;
    const before = t.coins;
    t.coins = Math.max(0, t.coins + 7 - w.s.players[p].hand.length);
    say(w, `{${p}} gets +$7, less $1 per card in hand: $${before} → $${t.coins} (Souk).`, p);
  },
  hlWheelwright: (w, i) => {
    const [c] = answerOf(i);
    if (c === undefined) return;
    const cost = costOf(w.s, c);
    push(w.s, { op: 'gainPick', upTo: cost.coins, potions: cost.potions, exact: false, to: 'discard', filter: { types: ['Action'] }, ...frame(i) });
  },
  hlWitchsHut: (w, i) => {
    const got = answerOf(i);
    if (got.length === 2 && got.every((c) => IS_ACTION[c])) push(w.s, attack(gain(CURSE)));
  },
} satisfies OpTable;
