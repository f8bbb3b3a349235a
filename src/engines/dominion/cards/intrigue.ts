/**
 * Intrigue, both editions (the six first-edition cards removed in 2016 included).
 */
import type { Instr } from '../types';
import { push } from '../../core/instructions';
import { CARDS, CURSE, DUCHY, ESTATE, GOLD, IS_ACTION, IS_TREASURE, IS_VICTORY, NAME, SILVER, names } from '../cards';
import { draw, othersOf, say, sayPrivately, take, topCard, trashCard } from '../context';
import { costOf } from '../cost';
import { ask, discardFromHand, gainable, seatOf } from '../ops';
import {
  answerOf,
  ALL,
  attack,
  choose,
  discardPicked,
  draw as drawN,
  gain,
  gainUpTo,
  may,
  pickHand,
  plus,
  rule,
  topdeckPicked,
  trashAndGain,
  trashPicked,
  type CardProgram,
  type OpTable,
} from '../program';
import { discardAside, revealTop } from './base';

const countOf = (cards: readonly number[], c: number): number => cards.reduce((n, x) => n + (x === c ? 1 : 0), 0);

export const INTRIGUE: Record<string, CardProgram> = {
  Courtyard: { cards: 3, then: [pickHand({ min: 1, max: 1, tag: 'topdeck', prompt: 'Put a card from your hand onto your deck.', then: topdeckPicked() })] },
  Lurker: {
    actions: 1,
    then: [
      choose('choose one.', [
        ['trash an Action card from the Supply', [rule('lurkerTrash')]],
        ['gain an Action card from the trash', [rule('lurkerGain')]],
      ]),
    ],
  },
  Pawn: {
    then: [
      choose(
        'choose two different bonuses.',
        [
          ['+1 Card', [drawN(1)]],
          ['+1 Action', [plus({ actions: 1 })]],
          ['+1 Buy', [plus({ buys: 1 })]],
          ['+$1', [plus({ coins: 1 })]],
        ],
        2,
      ),
    ],
  },
  Masquerade: { cards: 2, then: [rule('masquerade')] },
  'Shanty Town': { actions: 2, then: [rule('shantyTown')] },
  Steward: {
    then: [
      choose('choose one.', [
        ['+2 Cards', [drawN(2)]],
        ['+$2', [plus({ coins: 2 })]],
        ['trash 2 cards from your hand', [pickHand({ min: 2, max: 2, tag: 'trash', prompt: 'Trash 2 cards from your hand.', then: trashPicked() })]],
      ]),
    ],
  },
  Swindler: { coins: 2, then: [attack(rule('swindler'))] },
  'Wishing Well': { cards: 1, actions: 1, then: [rule('wishingWell')] },
  Baron: { buys: 1, then: [rule('baron')] },
  Bridge: { buys: 1, coins: 1, then: [rule('bridge')] },
  Conspirator: { coins: 2, then: [rule('conspirator')] },
  Diplomat: {
    cards: 2,
    then: [rule('diplomat')],
    reaction: {
      can: (s, p) => s.players[p].hand.length >= 5,
      effect: [drawN(2), pickHand({ min: 3, max: 3, tag: 'discard', prompt: 'Discard 3 cards.', then: discardPicked() })],
    },
  },
  Ironworks: { then: [gainUpTo(4, { after: rule('ironworks') })] },
  Mill: { cards: 1, actions: 1, then: [rule('mill')] },
  'Mining Village': { cards: 1, actions: 2, then: [rule('miningVillage')] },
  'Secret Passage': {
    cards: 2,
    actions: 1,
    then: [pickHand({ min: 1, max: 1, tag: 'topdeck', prompt: 'Put a card from your hand into your deck.', then: rule('secretPassage') })],
  },
  Courtier: { then: [pickHand({ min: 1, max: 1, tag: 'reveal', prompt: 'Reveal a card from your hand.', then: rule('courtier') })] },
  Duke: { points: (own) => countOf(own, DUCHY) },
  Minion: {
    actions: 1,
    then: [
      choose('choose one.', [
        ['+$2', [plus({ coins: 2 })]],
        ['discard your hand and draw 4 (others with 5+ cards too)', [rule('minion'), attack(rule('minion', { others: true }))]],
      ]),
    ],
  },
  Patrol: { cards: 3, then: [rule('patrol', { n: 4, types: ['Victory', 'Curse'] })] },
  Replace: {
    then: [
      pickHand({
        min: 1,
        max: 1,
        tag: 'trash',
        prompt: 'Trash a card; gain one costing up to $2 more.',
        then: trashAndGain({ plus: 2, after: rule('replace') }),
      }),
    ],
  },
  Torturer: {
    cards: 3,
    then: [
      attack(
        choose('choose one.', [
          ['discard 2 cards', [pickHand({ min: 2, max: 2, tag: 'discard', prompt: 'Discard 2 cards.', then: discardPicked() })]],
          ['gain a Curse into your hand', [gain(CURSE, 'hand')]],
        ]),
      ),
    ],
  },
  'Trading Post': { then: [pickHand({ min: 2, max: 2, tag: 'trash', prompt: 'Trash 2 cards from your hand.', then: trashPicked(rule('tradingPost')) })] },
  Upgrade: {
    cards: 1,
    actions: 1,
    then: [pickHand({ min: 1, max: 1, tag: 'trash', prompt: 'Trash a card; gain one costing exactly $1 more.', then: trashAndGain({ plus: 1, exact: true }) })],
  },
  Harem: {},
  Nobles: {
    then: [
      choose('choose one.', [
        ['+3 Cards', [drawN(3)]],
        ['+2 Actions', [plus({ actions: 2 })]],
      ]),
    ],
  },
  // First edition only.
  'Secret Chamber': {
    then: [pickHand({ min: 0, max: ALL, tag: 'discard', prompt: 'Discard any number of cards for +$1 each.', then: discardPicked(rule('coinsPerAnswer')) })],
    reaction: {
      can: () => true,
      effect: [drawN(2), pickHand({ min: 2, max: 2, tag: 'topdeck', prompt: 'Put 2 cards from your hand onto your deck.', then: topdeckPicked() })],
    },
  },
  'Great Hall': { cards: 1, actions: 1 },
  Coppersmith: { then: [rule('coppersmith')] },
  Scout: { actions: 1, then: [rule('patrol', { n: 4, types: ['Victory'] })] },
  Saboteur: { then: [attack(rule('saboteur'))] },
  Tribute: { then: [rule('tribute')] },
};

export const INTRIGUE_OPS = {
  lurkerTrash: (w, i) => {
    const p = seatOf(w, i);
    const items = w.s.piles.filter((c, k) => IS_ACTION[c] && w.s.supply[k] > 0);
    return ask(w, p, items, 1, 1, 'trash', `{${p}}: trash an Action card from the Supply.`, { op: 'trashFromSupply', p }, true);
  },
  trashFromSupply: (w, i) => {
    const [c] = answerOf(i);
    const k = w.s.piles.indexOf(c);
    if (k < 0 || w.s.supply[k] <= 0) return;
    w.s.supply[k]--;
    w.s.trash.push(c);
    say(w, `{${seatOf(w, i)}} trashes ${NAME[c]} from the Supply.`, seatOf(w, i));
  },
  lurkerGain: (w, i) => {
    const p = seatOf(w, i);
    const items = w.s.trash.filter((c) => IS_ACTION[c]);
    return ask(w, p, items, 1, 1, 'gain', `{${p}}: gain an Action card from the trash.`, { op: 'gainFromTrash', p }, true);
  },
  /** Masquerade: each player (2E: each with cards in hand) chooses a card; then all pass at once. */
  masquerade: (w) => {
    const s = w.s;
    const order = [s.current, ...othersOf(s, s.current)].filter((q) => s.options.edition === '1E' || s.players[q].hand.length > 0);
    push(s, { op: 'masqueradeAsk', order, k: 0, chosen: [] });
  },
  masqueradeAsk: (w, i) => {
    const s = w.s;
    const order = i.order;
    const k = i.k;
    if (k >= order.length) {
      push(s, { op: 'masqueradePass', order, chosen: i.chosen });
      return;
    }
    const q = order[k];
    const next: Instr = { op: 'masqueradeChose', order, k, chosen: i.chosen };
    return ask(w, q, s.players[q].hand.slice(), 1, 1, 'pass', `{${q}}: choose a card to pass to the next player.`, next);
  },
  masqueradeChose: (w, i) => {
    const [c] = answerOf(i);
    push(w.s, { op: 'masqueradeAsk', order: i.order, k: i.k + 1, chosen: [...i.chosen, c ?? -1] });
  },
  masqueradePass: (w, i) => {
    const s = w.s;
    const order = i.order;
    const chosen = i.chosen;
    order.forEach((q, k) => {
      if (chosen[k] >= 0) take(s.players[q].hand, chosen[k]);
    });
    order.forEach((q, k) => {
      const c = chosen[k];
      if (c < 0) return;
      const to = s.options.edition === '1E' ? (q + 1) % s.seats : order[(k + 1) % order.length];
      s.players[to].hand.push(c);
      sayPrivately(w, q, `{${q}} passes ${NAME[c]} to {${to}}.`, `{${q}} passes a card to {${to}}.`);
      // The receiver reads the card too (in the quiet step no sentence was written to amend).
      if (!w.quiet) w.log[w.log.length - 1] = { ...w.log[w.log.length - 1], only: [q, to] };
    });
    push(s, pickHand({ min: 0, max: 1, tag: 'trash', prompt: 'You may trash a card from your hand.', then: trashPicked() }));
  },
  shantyTown: (w, i) => {
    const p = seatOf(w, i);
    const noAction = !w.s.players[p].hand.some((c) => IS_ACTION[c]);
    push(w.s, { op: 'revealHand', p }, ...(noAction ? [{ ...drawN(2), p }] : []));
  },
  swindler: (w, i) => {
    const q = seatOf(w, i);
    const c = topCard(w, q);
    if (c < 0) return;
    trashCard(w, q, c);
    w.reveal();
    say(w, `{${q}} trashes ${NAME[c]} from the top of their deck.`, q);
    const me = w.s.current;
    const items = gainable(w, costOf(w.s, c), true, undefined);
    if (items.length === 0) return;
    return ask(w, me, items, 1, 1, 'give', `{${me}}: choose a card costing the same as ${NAME[c]} for {${q}} to gain.`, { op: 'gain', p: q }, true);
  },
  wishingWell: (w, i) => {
    const p = seatOf(w, i);
    const items = [...new Set([...w.s.piles, ...w.s.players[p].hand])];
    return {
      kind: 'pick',
      seat: p,
      prompt: `{${p}}: name a card.`,
      items: items.sort((a, b) => a - b),
      min: 1,
      max: 1,
      tag: 'name',
      public: true,
      then: { op: 'wishingWellReveal', p },
    };
  },
  wishingWellReveal: (w, i) => {
    const p = seatOf(w, i);
    const [named] = answerOf(i);
    say(w, `{${p}} names ${NAME[named]}.`, p);
    const c = topCard(w, p);
    if (c < 0) return;
    w.reveal();
    const pl = w.s.players[p];
    if (c === named) {
      pl.hand.push(c);
      say(w, `{${p}} reveals ${NAME[c]} and puts it into their hand.`, p);
    } else {
      pl.deck.push(c);
      say(w, `{${p}} reveals ${NAME[c]} and leaves it on their deck.`, p);
    }
  },
  baron: (w, i) => {
    const p = seatOf(w, i);
    if (!w.s.players[p].hand.includes(ESTATE)) {
      push(w.s, gain(ESTATE));
      return;
    }
    push(w.s, may('discard an Estate for +$4? (Otherwise gain an Estate.)', [rule('baronDiscard')], [gain(ESTATE)]));
  },
  baronDiscard: (w, i) => {
    const p = seatOf(w, i);
    if (discardFromHand(w, p, [ESTATE]).length) push(w.s, plus({ coins: 4 }));
  },
  bridge: (w) => {
    w.s.turn.costDown++;
  },
  conspirator: (w) => {
    if (w.s.turn.actionsPlayed >= 3) push(w.s, drawN(1), plus({ actions: 1 }));
  },
  diplomat: (w, i) => {
    if (w.s.players[seatOf(w, i)].hand.length <= 5) push(w.s, plus({ actions: 2 }));
  },
  ironworks: (w, i) => {
    const [c] = answerOf(i);
    if (c === undefined) return;
    const out: Instr[] = [];
    if (IS_ACTION[c]) out.push(plus({ actions: 1 }));
    if (IS_TREASURE[c]) out.push(plus({ coins: 1 }));
    if (IS_VICTORY[c]) out.push(drawN(1));
    push(w.s, ...out);
  },
  mill: (w, i) => {
    const p = seatOf(w, i);
    if (w.s.players[p].hand.length === 0) return;
    push(
      w.s,
      may('discard 2 cards for +$2?', [pickHand({ min: 2, max: 2, tag: 'discard', prompt: 'Discard 2 cards.', then: discardPicked(rule('millCoins')) })]),
    );
  },
  millCoins: (w, i) => {
    if (answerOf(i).length === 2) push(w.s, plus({ coins: 2 }));
  },
  miningVillage: (w, i) => {
    const p = seatOf(w, i);
    if (w.s.players[p].play[i.pos as number] !== i.self) return;
    push(w.s, { ...may('trash Mining Village for +$2?', [rule('trashSelf', { after: [plus({ coins: 2 })] })]), p, pos: i.pos, self: i.self });
  },
  secretPassage: (w, i) => {
    const p = seatOf(w, i);
    const [c] = answerOf(i);
    if (c === undefined) return;
    const n = w.s.players[p].deck.length;
    const options = Array.from({ length: n + 1 }, (_, k) => (k === 0 ? 'on top' : k === n ? 'at the bottom' : `under ${k} card${k === 1 ? '' : 's'}`));
    return {
      kind: 'option',
      seat: p,
      prompt: `{${p}}: where in your deck does ${NAME[c]} go?`,
      options,
      min: 1,
      max: 1,
      tag: 'position',
      then: { op: 'secretPassagePut', p, card: c },
    };
  },
  secretPassagePut: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const c = i.card;
    const [k] = answerOf(i);
    if (!take(pl.hand, c)) return;
    pl.deck.splice(pl.deck.length - k, 0, c);
    sayPrivately(w, p, `{${p}} puts ${NAME[c]} into their deck.`, `{${p}} puts a card into their deck.`);
  },
  courtier: (w, i) => {
    const p = seatOf(w, i);
    const [c] = answerOf(i);
    if (c === undefined) return;
    w.reveal();
    say(w, `{${p}} reveals ${NAME[c]}.`, p);
    const n = Math.min(4, CARDS[c].types.length);
    push(w.s, {
      ...choose(
        `choose ${n} different.`,
        [
          ['+1 Action', [plus({ actions: 1 })]],
          ['+1 Buy', [plus({ buys: 1 })]],
          ['+$3', [plus({ coins: 3 })]],
          ['gain a Gold', [gain(GOLD)]],
        ],
        n,
      ),
      p,
    });
  },
  minion: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    if (i.others && pl.hand.length < 5) return;
    discardFromHand(w, p, pl.hand.slice());
    draw(w, p, 4);
  },
  /** Reveal the top n; cards of the given types go to hand, the rest back in any order (Patrol, Scout). */
  patrol: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const got = revealTop(w, p, i.n);
    const types = i.types;
    const keep = got.filter((c) => CARDS[c].types.some((t) => types.includes(t)));
    for (const c of keep) if (take(pl.aside, c)) pl.hand.push(c);
    if (keep.length) say(w, `{${p}} puts ${names(keep)} into their hand.`, p);
    push(w.s, { op: 'putBack', p, zone: 'aside', cards: got.filter((c) => !keep.includes(c)) });
  },
  replace: (w, i) => {
    const p = seatOf(w, i);
    const [c] = answerOf(i);
    if (c === undefined) return;
    const pl = w.s.players[p];
    if ((IS_ACTION[c] || IS_TREASURE[c]) && pl.discard[pl.discard.length - 1] === c) {
      pl.discard.pop();
      pl.deck.push(c);
      say(w, `{${p}} puts ${NAME[c]} onto their deck.`, p);
    }
    if (IS_VICTORY[c]) push(w.s, attack(gain(CURSE)));
  },
  tradingPost: (w, i) => {
    if (answerOf(i).length === 2) push(w.s, gain(SILVER, 'hand'));
  },
  coppersmith: (w) => {
    w.s.turn.copperBonus++;
  },
  saboteur: (w, i) => {
    const q = seatOf(w, i);
    const pl = w.s.players[q];
    const revealed: number[] = [];
    let hit = -1;
    for (;;) {
      const c = topCard(w, q);
      if (c < 0) break;
      revealed.push(c);
      pl.aside.push(c);
      if (costOf(w.s, c).coins >= 3) {
        hit = c;
        break;
      }
    }
    if (revealed.length) {
      w.reveal();
      say(w, `{${q}} reveals ${names(revealed)}.`, q);
    }
    if (hit >= 0) {
      take(pl.aside, hit);
      take(revealed, hit);
      trashCard(w, q, hit);
      say(w, `{${q}} trashes ${NAME[hit]}.`, q);
    }
    discardAside(w, q, revealed);
    if (hit >= 0) {
      const bound = costOf(w.s, hit);
      push(w.s, { op: 'gainPick', p: q, upTo: bound.coins - 2, potions: bound.potions, optional: true, to: 'discard' });
    }
  },
  tribute: (w) => {
    const s = w.s;
    const me = s.current;
    const left = (me + 1) % s.seats;
    const got = revealTop(w, left, 2);
    discardAside(w, left, got);
    const out: Instr[] = [];
    const seen: number[] = [];
    for (const c of got) {
      if (seen.includes(c)) continue;
      seen.push(c);
      if (IS_ACTION[c]) out.push({ ...plus({ actions: 2 }), p: me });
      if (IS_TREASURE[c]) out.push({ ...plus({ coins: 2 }), p: me });
      if (IS_VICTORY[c]) out.push({ ...drawN(2), p: me });
    }
    push(s, ...out);
  },
} satisfies OpTable;
