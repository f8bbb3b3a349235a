/**
 * Alchemy (one edition; the current wordings: Herbalist's and Alchemist's 2022 errata, Possession's 2023
 * extra-turn limit). Potion costs are compared in cost.ts; Possession's turn is run by turn.ts, ops.ts
 * (gains go to the possessor), context.ts (trashed cards set aside) and view.ts (the possessor sees).
 */
import type { Instr } from '../types';
import { push } from '../../core/instructions';
import { COPPER, CURSE, DUCHY, GOLD, GONE, IS_ACTION, IS_DURATION, IS_TREASURE, IS_VICTORY, POTION, id, names } from '../cards';
import { draw, mark, say, take, takeFromPlay, topCard } from '../context';
import { queueExtraTurn } from '../duration';
import { costOf } from '../cost';
import { ask, seatOf, trashFromHand } from '../ops';
import { answerOf, attack, gain, gainUpTo, pickHand, rule, type CardProgram, type OpTable } from '../program';
import { discardAside, revealTop } from './base';

const TRANSMUTE = id('Transmute');
const GOLEM = id('Golem');

export const ALCHEMY: Record<string, CardProgram> = {
  Transmute: { then: [pickHand({ min: 1, max: 1, tag: 'trash', prompt: 'Trash a card from your hand.', then: rule('transmute') })] },
  Vineyard: { points: (own) => Math.floor(own.filter((c) => IS_ACTION[c]).length / 3) },
  Herbalist: { buys: 1, coins: 1, then: [rule('herbalist')], cleanup: [rule('herbalistTop')], cleanupOrder: 2 },
  Apothecary: { cards: 1, actions: 1, then: [rule('apothecary')] },
  // Scrying Pool's first part is Spy's (reveal, the player of the card decides), for you then each other player.
  'Scrying Pool': { actions: 1, then: [rule('spy'), attack(rule('spy')), rule('scryingPool')] },
  University: { actions: 2, then: [gainUpTo(5, { filter: { types: ['Action'] }, optional: true })] },
  Alchemist: { cards: 2, actions: 1, cleanup: [rule('alchemist')], cleanupOrder: 0 },
  Familiar: { cards: 1, actions: 1, then: [attack(gain(CURSE))] },
  "Philosopher's Stone": { treasure: [rule('philosophersStone')] },
  Golem: { then: [rule('golem')] },
  Apprentice: {
    actions: 1,
    then: [pickHand({ min: 1, max: 1, tag: 'trash', prompt: 'Trash a card: +1 Card per $1 of its cost, +2 if it costs a Potion.', then: rule('apprentice') })],
  },
  Possession: { then: [rule('possession')] },
};

export const ALCHEMY_OPS = {
  transmute: (w, i) => {
    const p = seatOf(w, i);
    const [c] = answerOf(i);
    if (c === undefined || trashFromHand(w, p, [c]).length === 0) return;
    const out: Instr[] = [];
    if (IS_ACTION[c]) out.push({ ...gain(DUCHY), p });
    if (IS_TREASURE[c]) out.push({ ...gain(TRANSMUTE), p });
    if (IS_VICTORY[c]) out.push({ ...gain(GOLD), p });
    push(w.s, ...out);
  },
  herbalist: (w) => {
    mark(w, 'herbalist');
  },
  /** Herbalist (2022 wording): per play, one Treasure discarded from play may go onto the deck instead. */
  herbalistTop: (w, i) => {
    const p = seatOf(w, i);
    const n = w.s.turn.marks.herbalist ?? 0;
    if (n) mark(w, 'herbalist', -n);
    const items = w.s.players[p].play.filter((c) => c !== GONE && IS_TREASURE[c] && !IS_DURATION[c]);
    if (n <= 0 || items.length === 0) return;
    return ask(
      w,
      p,
      items,
      0,
      n,
      'topdeck',
      `{${p}}: you may put up to ${n} Treasure${n === 1 ? '' : 's'} from play onto your deck (Herbalist).`,
      { op: 'topdeckPlayed', p },
      true,
    );
  },
  /** Puts the chosen cards from play onto the deck (the first chosen ends on top). */
  topdeckPlayed: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const done: number[] = [];
    for (const c of answerOf(i).slice().reverse()) {
      const pos = pl.play.lastIndexOf(c);
      if (pos >= 0 && takeFromPlay(pl, pos, c)) {
        pl.deck.push(c);
        done.push(c);
      }
    }
    if (done.length) say(w, `{${p}} puts ${names(done)} onto their deck.`, p);
  },
  apothecary: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const got = revealTop(w, p, 4);
    const keep = got.filter((c) => c === COPPER || c === POTION);
    for (const c of keep) if (take(pl.aside, c)) pl.hand.push(c);
    if (keep.length) say(w, `{${p}} puts ${names(keep)} into their hand.`, p);
    push(w.s, { op: 'putBack', p, zone: 'aside', cards: got.filter((c) => c !== COPPER && c !== POTION) });
  },
  /** Reveal until a non-Action; every card revealed goes into the hand. */
  scryingPool: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const got: number[] = [];
    for (;;) {
      const c = topCard(w, p);
      if (c < 0) break;
      got.push(c);
      if (!IS_ACTION[c]) break;
    }
    if (got.length === 0) return;
    pl.hand.push(...got);
    w.reveal();
    say(w, `{${p}} reveals ${names(got)} and puts them into their hand.`, p);
  },
  alchemist: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    if (!pl.play.includes(POTION) || pl.play[i.pos as number] !== i.self) return;
    return {
      kind: 'yesno',
      seat: p,
      prompt: `{${p}}: put Alchemist onto your deck?`,
      tag: 'topdeck',
      public: true,
      then: { op: 'topdeckFromPlay', p, pos: i.pos, self: i.self },
    };
  },
  philosophersStone: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const n = Math.floor((pl.deck.length + pl.discard.length) / 5);
    w.s.turn.coins += n;
    say(w, `{${p}} gets +$${n} from Philosopher's Stone (${pl.deck.length + pl.discard.length} cards in draw and discard piles).`, p);
  },
  golem: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const revealed: number[] = [];
    const found: number[] = [];
    while (found.length < 2) {
      const c = topCard(w, p);
      if (c < 0) break;
      revealed.push(c);
      pl.aside.push(c);
      if (IS_ACTION[c] && c !== GOLEM) found.push(c);
    }
    if (revealed.length === 0) return;
    w.reveal();
    say(w, `{${p}} reveals ${names(revealed)}.`, p);
    const rest = revealed.slice();
    for (const c of found) take(rest, c);
    discardAside(w, p, rest);
    if (found.length === 2 && found[0] !== found[1])
      return {
        kind: 'order',
        seat: p,
        prompt: `{${p}}: play these cards in which order (the first first)?`,
        items: found.slice().sort((a, b) => a - b),
        tag: 'order',
        public: true,
        then: { op: 'golemPlay', p },
      };
    push(w.s, { op: 'golemPlay', p, answer: found });
  },
  golemPlay: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const out: Instr[] = [];
    for (const c of answerOf(i)) {
      if (!take(pl.aside, c)) continue;
      pl.play.push(c);
      out.push({ op: 'playCard', p, card: c, pos: pl.play.length - 1 });
    }
    push(w.s, ...out);
  },
  apprentice: (w, i) => {
    const p = seatOf(w, i);
    const [c] = answerOf(i);
    if (c === undefined) return;
    const cost = costOf(w.s, c);
    if (trashFromHand(w, p, [c]).length === 0) return;
    const n = cost.coins + (cost.potions > 0 ? 2 : 0);
    if (n > 0) draw(w, p, n);
  },
  possession: (w, i) => {
    const p = seatOf(w, i);
    const left = (p + 1) % w.s.seats;
    if (queueExtraTurn(w, left, 'possession', p)) say(w, `{${left}} will take an extra turn after this one, possessed by {${p}}.`, p);
    else say(w, `{${left}} already has an extra turn waiting; Possession does nothing (not a 2nd extra turn in a row).`, p);
  },
} satisfies OpTable;
