/**
 * Base set, both editions (the six first-edition cards removed in 2016 included).
 */
import { push } from '../../core/instructions';
import { COPPER, CURSE, GOLD, IS_ACTION, IS_TREASURE, IS_VICTORY, NAME, SILVER, names } from '../cards';
import { discarded, gainerOf, say, sayPrivately, take, topCard, trashCard, type DominionWorking } from '../context';
import { ask, seatOf } from '../ops';

/** Chancellor's log sentence (after the seat), read by the engine's `earlierForms`. */
export const CHANCELLOR_SENTENCE = 'puts their deck into their discard pile';
import {
  answerOf,
  ALL,
  attack,
  discardDownTo,
  discardPicked,
  eachOther,
  gain,
  gainUpTo,
  may,
  pickHand,
  plus,
  rule,
  topdeckPicked,
  trashAndGain,
  trashPicked,
  trashSelf,
  type CardProgram,
  type OpTable,
} from '../program';

/** Reveals up to n cards from the top of p's deck into the face-up set-aside zone. */
export function revealTop(w: DominionWorking, p: number, n: number): number[] {
  const pl = w.s.players[p];
  const got: number[] = [];
  for (let k = 0; k < n; k++) {
    const c = topCard(w, p);
    if (c < 0) break;
    got.push(c);
    pl.aside.push(c);
  }
  if (got.length) {
    w.reveal();
    say(w, `{${p}} reveals ${names(got)}.`, p);
  }
  return got;
}

/** Moves the given set-aside cards to the discard pile. */
export function discardAside(w: DominionWorking, p: number, cards: readonly number[], log = true): void {
  const pl = w.s.players[p];
  const done: number[] = [];
  for (const c of cards) if (take(pl.aside, c)) done.push(c);
  pl.discard.push(...done);
  if (log && done.length) say(w, `{${p}} discards ${names(done)}.`, p);
  discarded(w, p, done);
}

export const BASE: Record<string, CardProgram> = {
  Cellar: {
    actions: 1,
    then: [pickHand({ min: 0, max: ALL, tag: 'discard', prompt: 'Discard any number of cards, then draw as many.', then: discardPicked(rule('drawAnswer')) })],
  },
  Chapel: { then: [pickHand({ min: 0, max: 4, tag: 'trash', prompt: 'Trash up to 4 cards.', then: trashPicked() })] },
  // Once unaffected, revealing Moat again would change nothing: it is not offered again.
  Moat: { cards: 2, reaction: { can: (s, p) => !s.immune[p], effect: [rule('immune')] } },
  Harbinger: { cards: 1, actions: 1, then: [rule('harbinger')] },
  Merchant: { cards: 1, actions: 1, then: [rule('merchant')] },
  Vassal: { coins: 2, then: [rule('vassal')] },
  Village: { cards: 1, actions: 2 },
  Workshop: { then: [gainUpTo(4)] },
  Bureaucrat: { then: [gain(SILVER, 'deck'), attack(rule('bureaucrat'))] },
  Gardens: { points: (own) => Math.floor(own.length / 10) },
  Militia: { coins: 2, then: [attack(discardDownTo(3))] },
  Moneylender: {
    then: [
      pickHand({ min: 0, max: 1, filter: { card: COPPER }, tag: 'trash', prompt: 'You may trash a Copper for +$3.', then: trashPicked(plus({ coins: 3 })) }),
    ],
    firstEdition: { then: [pickHand({ min: 1, max: 1, filter: { card: COPPER }, tag: 'trash', then: trashPicked(plus({ coins: 3 })) })] },
  },
  Poacher: { cards: 1, actions: 1, coins: 1, then: [rule('poacher')] },
  Remodel: { then: [pickHand({ min: 1, max: 1, tag: 'trash', prompt: 'Trash a card; gain one costing up to $2 more.', then: trashAndGain({ plus: 2 }) })] },
  Smithy: { cards: 3 },
  'Throne Room': {
    then: [
      pickHand({
        min: 0,
        max: 1,
        filter: { types: ['Action'] },
        tag: 'play',
        prompt: 'You may play an Action card from your hand twice.',
        then: rule('playTimes', { times: 2 }),
      }),
    ],
    firstEdition: {
      then: [
        pickHand({
          min: 1,
          max: 1,
          filter: { types: ['Action'] },
          tag: 'play',
          prompt: 'Choose an Action card to play twice.',
          then: rule('playTimes', { times: 2 }),
        }),
      ],
    },
  },
  Bandit: { then: [gain(GOLD), attack(rule('bandit'))] },
  'Council Room': { cards: 4, buys: 1, then: [eachOther(rule('draw', { n: 1 }))] },
  Festival: { actions: 2, buys: 1, coins: 2 },
  Laboratory: { cards: 2, actions: 1 },
  Library: { then: [rule('library', { set: [] })] },
  Market: { cards: 1, actions: 1, buys: 1, coins: 1 },
  Mine: {
    then: [
      pickHand({
        min: 0,
        max: 1,
        filter: { types: ['Treasure'] },
        tag: 'trash',
        prompt: 'You may trash a Treasure; gain one costing up to $3 more into your hand.',
        then: trashAndGain({ plus: 3, to: 'hand', filter: { types: ['Treasure'] } }),
      }),
    ],
    firstEdition: {
      then: [
        pickHand({
          min: 1,
          max: 1,
          filter: { types: ['Treasure'] },
          tag: 'trash',
          prompt: 'Trash a Treasure; gain one costing up to $3 more into your hand.',
          then: trashAndGain({ plus: 3, to: 'hand', filter: { types: ['Treasure'] } }),
        }),
      ],
    },
  },
  Sentry: { cards: 1, actions: 1, then: [rule('sentry')] },
  Witch: { cards: 2, then: [attack(gain(CURSE))] },
  Artisan: {
    then: [
      gainUpTo(5, { to: 'hand' }),
      pickHand({ min: 1, max: 1, tag: 'topdeck', prompt: 'Put a card from your hand onto your deck.', then: topdeckPicked() }),
    ],
  },
  // First edition only.
  Chancellor: { coins: 2, then: [may('put your deck into your discard pile?', [rule('chancellor')])] },
  Woodcutter: { buys: 1, coins: 2 },
  Feast: { then: [trashSelf(), gainUpTo(5)] },
  Spy: { cards: 1, actions: 1, then: [rule('spy'), attack(rule('spy'))] },
  Thief: { then: [attack(rule('thief'))] },
  Adventurer: { then: [rule('adventurer')] },
};

export const BASE_OPS = {
  harbinger: (w, i) => {
    const p = seatOf(w, i);
    const d = w.s.players[p].discard;
    if (d.length === 0) return;
    return ask(w, p, d.slice(), 0, 1, 'topdeck', `{${p}}: you may put a card from your discard pile onto your deck.`, { op: 'discardToDeck', p });
  },
  discardToDeck: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    for (const c of answerOf(i))
      if (take(pl.discard, c)) {
        pl.deck.push(c);
        say(w, `{${p}} puts ${NAME[c]} from their discard pile onto their deck.`, p);
      }
  },
  merchant: (w) => {
    w.s.turn.merchants++;
  },
  vassal: (w, i) => {
    const p = seatOf(w, i);
    const c = topCard(w, p);
    if (c < 0) return;
    const pl = w.s.players[p];
    pl.discard.push(c);
    w.reveal();
    say(w, `{${p}} discards ${NAME[c]}.`, p);
    discarded(w, p, [c]);
    if (IS_ACTION[c])
      return {
        kind: 'yesno',
        seat: p,
        prompt: `{${p}}: play ${NAME[c]} (without using an Action)?`,
        tag: 'play',
        public: true,
        then: { op: 'vassalPlay', p, card: c },
      };
  },
  vassalPlay: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const c = i.card;
    if (i.answer !== true || pl.discard[pl.discard.length - 1] !== c) return;
    pl.discard.pop();
    pl.play.push(c);
    push(w.s, { op: 'playCard', p, card: c, pos: pl.play.length - 1 });
  },
  bureaucrat: (w, i) => {
    const p = seatOf(w, i);
    const victory = w.s.players[p].hand.filter((c) => IS_VICTORY[c]);
    if (victory.length === 0) {
      push(w.s, { op: 'revealHand', p });
      return;
    }
    return ask(w, p, victory, 1, 1, 'topdeck', `{${p}}: put a Victory card from your hand onto your deck.`, { op: 'topdeckPicked', p, reveal: true });
  },
  poacher: (w, i) => {
    const p = seatOf(w, i);
    const n = w.s.supply.filter((x) => x === 0).length;
    if (n === 0) return;
    return ask(w, p, w.s.players[p].hand.slice(), n, n, 'discard', `{${p}}: discard ${n} card${n === 1 ? '' : 's'} (one per empty Supply pile).`, {
      op: 'discardPicked',
      p,
    });
  },
  bandit: (w, i) => {
    const p = seatOf(w, i);
    const got = revealTop(w, p, 2);
    const targets = got.filter((c) => IS_TREASURE[c] && c !== COPPER);
    return ask(w, p, targets, 1, 1, 'trash', `{${p}}: trash one of the revealed Treasures.`, { op: 'banditTrash', p, got }, true);
  },
  banditTrash: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const rest = i.got.slice();
    for (const c of answerOf(i))
      if (take(pl.aside, c)) {
        trashCard(w, p, c);
        take(rest, c);
        say(w, `{${p}} trashes ${NAME[c]}.`, p);
      }
    discardAside(w, p, rest);
  },
  /** Draw until 7 in hand; each Action drawn may be set aside (discarded at the end). */
  library: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const set = i.set;
    const drawn: number[] = [];
    const flush = (): void => {
      if (drawn.length) {
        w.reveal();
        sayPrivately(w, p, `{${p}} draws ${names(drawn)}.`, `{${p}} draws ${drawn.length === 1 ? 'a card' : `${drawn.length} cards`}.`);
      }
    };
    while (pl.hand.length < 7) {
      const c = topCard(w, p);
      if (c < 0) break;
      pl.hand.push(c);
      drawn.push(c);
      if (IS_ACTION[c]) {
        flush();
        return {
          kind: 'yesno',
          seat: p,
          prompt: `{${p}}: set aside ${NAME[c]} (instead of keeping it)?`,
          tag: 'aside',
          then: { op: 'libraryAside', p, card: c, set },
        };
      }
    }
    flush();
    discardAside(w, p, set);
  },
  libraryAside: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const c = i.card;
    const set = i.set.slice();
    if (i.answer === true && take(pl.hand, c)) {
      pl.aside.push(c);
      set.push(c);
      say(w, `{${p}} sets aside ${NAME[c]}.`, p);
    }
    push(w.s, { op: 'library', p, set });
  },
  sentry: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const got: number[] = [];
    for (let k = 0; k < 2; k++) {
      const c = topCard(w, p);
      if (c < 0) break;
      got.push(c);
      pl.look.push(c);
    }
    if (got.length === 0) return;
    w.reveal();
    sayPrivately(w, p, `{${p}} looks at ${names(got)}.`, `{${p}} looks at the top ${got.length === 1 ? 'card' : `${got.length} cards`} of their deck.`);
    return ask(w, p, got, 0, got.length, 'trash', `{${p}}: trash any of the cards looked at.`, { op: 'sentryTrash', p });
  },
  sentryTrash: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    for (const c of answerOf(i))
      if (take(pl.look, c)) {
        trashCard(w, p, c);
        say(w, `{${p}} trashes ${NAME[c]}.`, p);
      }
    if (pl.look.length === 0) return;
    return ask(w, p, pl.look.slice(), 0, pl.look.length, 'discard', `{${p}}: discard any of the cards looked at.`, { op: 'sentryDiscard', p });
  },
  sentryDiscard: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    for (const c of answerOf(i))
      if (take(pl.look, c)) {
        pl.discard.push(c);
        say(w, `{${p}} discards ${NAME[c]}.`, p);
        discarded(w, p, [c]);
      }
    push(w.s, { op: 'putBack', p, zone: 'look' });
  },
  /** Puts the looked-at or revealed cards back on the deck, asking the order when it matters. */
  putBack: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const zone = i.zone === 'aside' ? pl.aside : pl.look;
    const cards = i.cards ? i.cards : zone.slice();
    if (cards.length === 0) return;
    if (cards.length === 1 || cards.every((c) => c === cards[0])) {
      push(w.s, { op: 'putBackOrdered', p, zone: i.zone, answer: cards });
      return;
    }
    return {
      kind: 'order',
      seat: p,
      prompt: `{${p}}: put these cards back on your deck, the first on top.`,
      items: cards.slice().sort((a, b) => a - b),
      tag: 'order',
      public: i.zone === 'aside',
      then: { op: 'putBackOrdered', p, zone: i.zone },
    };
  },
  putBackOrdered: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const zone = i.zone === 'aside' ? pl.aside : pl.look;
    const order = answerOf(i);
    for (let k = order.length - 1; k >= 0; k--) if (take(zone, order[k])) pl.deck.push(order[k]);
    sayPrivately(
      w,
      p,
      `{${p}} puts ${names(order)} back on their deck (${NAME[order[0]]} on top).`,
      `{${p}} puts ${order.length === 1 ? 'a card' : `${order.length} cards`} back on their deck.`,
    );
  },
  chancellor: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    pl.discard.push(...pl.deck);
    pl.deck = [];
    // The player sees their discard pile in order: the deck's hidden order is shown, so undo may not cross it.
    w.reveal();
    say(w, `{${p}} ${CHANCELLOR_SENTENCE}.`, p);
  },
  /** Spy, for one player: reveal the top card; the player of Spy decides discard or put back. */
  spy: (w, i) => {
    const q = seatOf(w, i);
    const [c] = revealTop(w, q, 1);
    if (c === undefined) return;
    const me = w.s.current;
    return {
      kind: 'yesno',
      seat: me,
      prompt: `{${me}}: discard {${q}}'s ${NAME[c]}? (No: it goes back on the deck.)`,
      tag: 'spy',
      public: true,
      then: { op: 'spyAnswer', p: q, card: c },
    };
  },
  spyAnswer: (w, i) => {
    const q = seatOf(w, i);
    const pl = w.s.players[q];
    const c = i.card;
    if (!take(pl.aside, c)) return;
    if (i.answer === true) {
      pl.discard.push(c);
      say(w, `{${q}} discards ${NAME[c]}.`, q);
      discarded(w, q, [c]);
    } else {
      pl.deck.push(c);
      say(w, `{${q}} puts ${NAME[c]} back on their deck.`, q);
    }
  },
  thief: (w, i) => {
    const q = seatOf(w, i);
    const got = revealTop(w, q, 2);
    const me = w.s.current;
    const treasures = got.filter((c) => IS_TREASURE[c]);
    return ask(w, me, treasures, 1, 1, 'trash', `{${me}}: trash one of {${q}}'s revealed Treasures.`, { op: 'thiefTrash', p: q, got }, true);
  },
  thiefTrash: (w, i) => {
    const q = seatOf(w, i);
    const pl = w.s.players[q];
    const rest = i.got.slice();
    const [c] = answerOf(i);
    if (c !== undefined && take(pl.aside, c)) {
      take(rest, c);
      trashCard(w, q, c);
      say(w, `{${q}} trashes ${NAME[c]}.`, q);
    }
    discardAside(w, q, rest);
    if (c === undefined) return;
    const me = w.s.current;
    return {
      kind: 'yesno',
      seat: me,
      prompt: `{${me}}: gain the trashed ${NAME[c]}?`,
      tag: 'gain',
      public: true,
      then: { op: 'gainFromTrash', p: me, card: c },
    };
  },
  gainFromTrash: (w, i) => {
    const p = gainerOf(w.s, seatOf(w, i));
    const c = typeof i.card === 'number' ? i.card : answerOf(i)[0];
    if (c === undefined || i.answer === false || !take(w.s.trash, c)) return;
    w.s.players[p].discard.push(c);
    if (p === w.s.current) w.ownTurnLists().gained.push(c);
    say(w, `{${p}} gains ${NAME[c]} from the trash.`, p);
  },
  adventurer: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const revealed: number[] = [];
    let found = 0;
    while (found < 2) {
      const c = topCard(w, p);
      if (c < 0) break;
      revealed.push(c);
      if (IS_TREASURE[c]) {
        found++;
        pl.hand.push(c);
      } else pl.aside.push(c);
    }
    if (revealed.length === 0) return;
    w.reveal();
    say(w, `{${p}} reveals ${names(revealed)}.`, p);
    discardAside(
      w,
      p,
      revealed.filter((c) => !IS_TREASURE[c]),
    );
  },
} satisfies OpTable;
