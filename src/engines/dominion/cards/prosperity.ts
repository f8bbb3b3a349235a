/**
 * Prosperity, both editions (the nine first-edition cards removed in 2022 included). Platinum and
 * Colony are basic cards (facts only); their setup is in setup.ts. The rules that watch every gain
 * (Watchtower, Royal Seal, Tiara, Trade Route, Collection, Mint) are in cards/gains.ts.
 */
import type { Instr } from '../types';
import { push } from '../../core/instructions';
import { COPPER, CURSE, GOLD, GONE, IS_ACTION, IS_DURATION, IS_VICTORY, NAME, id, names } from '../cards';
import { discarded, draw, mark, othersOf, say, take, takeFromPlay, topCard, type DominionWorking } from '../context';
import { actionsInPlay, costOf, isTreasure } from '../cost';
import { ask, seatOf, trashFromHand } from '../ops';
import {
  answerOf,
  ALL,
  attack,
  choose,
  discardDownTo,
  discardPicked,
  eachOther,
  gain,
  gainUpTo,
  pickHand,
  plus,
  rule,
  topdeckPicked,
  trashAndGain,
  trashPicked,
  type CardProgram,
  type OpTable,
} from '../program';
import { discardAside } from './base';
import { rulesAt } from '../rules';
import type { TreasureHook } from '../programs';

const HOARD = id('Hoard');

const CLERK = id('Clerk');

/** Mint: reveal a Treasure from hand to gain a copy (same in both editions); what trashes differs. */
const mintPlay: readonly Instr[] = [
  pickHand({
    min: 0,
    max: 1,
    filter: { types: ['Treasure'] },
    tag: 'copy',
    prompt: 'You may reveal a Treasure from your hand to gain a copy of it.',
    then: rule('mintCopy'),
  }),
];

export const PROSPERITY: Record<string, CardProgram> = {
  // In both editions.
  Watchtower: { then: [rule('drawTo', { n: 6 })], watchesGains: true },
  Bishop: {
    coins: 1,
    then: [
      rule('vpTokens', { n: 1 }),
      pickHand({
        min: 1,
        max: 1,
        tag: 'trash',
        prompt: 'Trash a card from your hand: + VP tokens equal to half its cost in $, rounded down.',
        then: trashPicked(rule('bishop')),
      }),
      eachOther(pickHand({ min: 0, max: 1, tag: 'trash', prompt: 'Bishop: you may trash a card from your hand.', then: trashPicked() })),
    ],
  },
  Monument: { coins: 2, then: [rule('vpTokens', { n: 1 })] },
  Quarry: { treasure: [rule('quarry')] },
  "Worker's Village": { cards: 1, actions: 2, buys: 1 },
  City: { cards: 1, actions: 2, then: [rule('city')] },
  Mint: { then: mintPlay, onGain: [rule('mintTrash')], watchesGains: true, firstEdition: { then: mintPlay, onBuy: [rule('mintTrash', { all: true })] } },
  Rabble: { cards: 3, then: [attack(rule('rabble'))] },
  Vault: {
    cards: 2,
    then: [
      pickHand({ min: 0, max: ALL, tag: 'discard', prompt: 'Discard any number of cards for +$1 each.', then: discardPicked(rule('coinsPerAnswer')) }),
      eachOther(rule('vaultOther')),
    ],
  },
  'Grand Market': {
    cards: 1,
    actions: 1,
    buys: 1,
    coins: 2,
    buyBlocked: (s) => (s.players[s.current].play.includes(COPPER) ? 'Grand Market cannot be bought while you have a Copper in play.' : null),
  },
  // 2E (2022): "this turn, when you gain a Victory card, if you bought it, gain a Gold" — an effect of the
  // play (turn.ts `buy` reads the mark), so a Hoard trashed by Mint still gives it; 1E: while in play.
  Hoard: { onBuyWhileInPlay: [rule('hoard', { legacy: true })], firstEdition: { onBuyWhileInPlay: [rule('hoard', {})] } },
  Bank: { treasure: [rule('bank')], playLast: true },
  Expand: { then: [pickHand({ min: 1, max: 1, tag: 'trash', prompt: 'Trash a card; gain one costing up to $3 more.', then: trashAndGain({ plus: 3 }) })] },
  Forge: {
    then: [
      pickHand({ min: 0, max: ALL, tag: 'trash', prompt: 'Trash any number of cards; gain a card costing exactly their total in $.', then: rule('forge') }),
    ],
  },
  "King's Court": {
    then: [
      pickHand({
        min: 0,
        max: 1,
        filter: { types: ['Action'] },
        tag: 'play',
        prompt: 'You may play an Action card from your hand three times.',
        then: rule('playTimes', { times: 3 }),
      }),
    ],
  },
  Peddler: { cards: 1, actions: 1, coins: 1, cost: (s, coins) => (s.phase === 'buy' ? coins - 2 * actionsInPlay(s, s.current) : coins) },
  // First edition only.
  Loan: { treasure: [rule('loan')] },
  'Trade Route': {
    buys: 1,
    then: [rule('tradeRoute'), pickHand({ min: 1, max: 1, tag: 'trash', prompt: 'Trash a card from your hand.', then: trashPicked() })],
    watchesGains: true,
  },
  Talisman: { onBuyWhileInPlay: [rule('talisman', {})] },
  Contraband: { treasure: [plus({ buys: 1 }), rule('nameCard', { why: 'contraband' })] },
  'Counting House': { then: [rule('countingHouse')] },
  Mountebank: { coins: 2, then: [attack(rule('mountebank'))] },
  'Royal Seal': { watchesGains: true },
  Venture: { treasure: [rule('venture')] },
  Goons: { buys: 1, coins: 2, then: [attack(discardDownTo(3))], onBuyWhileInPlay: [rule('vpTokens', { n: 1, why: 'Goons' })] },
  // Second edition only.
  Anvil: {
    treasure: [
      pickHand({
        min: 0,
        max: 1,
        filter: { types: ['Treasure'] },
        tag: 'discard',
        prompt: 'You may discard a Treasure to gain a card costing up to $4.',
        then: discardPicked(gainUpTo(4)),
      }),
    ],
  },
  Clerk: { coins: 2, then: [attack(rule('clerk'))], startOfTurn: [rule('clerkStart')] },
  Investment: {
    treasure: [
      pickHand({ min: 1, max: 1, tag: 'trash', prompt: 'Trash a card from your hand.', then: trashPicked() }),
      choose('choose one.', [
        ['+$1', [plus({ coins: 1 })]],
        ['trash Investment for +1 VP token per differently named Treasure in hand', [rule('investment')]],
      ]),
    ],
  },
  Tiara: {
    treasure: [
      plus({ buys: 1 }),
      rule('tiara'),
      pickHand({
        min: 0,
        max: 1,
        filter: { types: ['Treasure'] },
        tag: 'play',
        prompt: 'You may play a Treasure from your hand twice.',
        then: rule('playTimes', { times: 2 }),
      }),
    ],
    watchesGains: true,
  },
  Charlatan: { coins: 3, then: [attack(gain(CURSE))] },
  Collection: { treasure: [plus({ buys: 1 }), rule('collection')], watchesGains: true },
  'Crystal Ball': { treasure: [rule('crystalBall')] },
  Magnate: { then: [rule('magnate')] },
  'War Chest': { treasure: [rule('nameCard', { why: 'warChest' })] },
};

/** Reveals cards from p's deck into the set-aside zone until a Treasure; returns all revealed (the Treasure last, if any). */
function revealUntilTreasure(w: DominionWorking, p: number): { got: number[]; treasure: number | null } {
  const pl = w.s.players[p];
  const got: number[] = [];
  let treasure: number | null = null;
  for (;;) {
    const c = topCard(w, p);
    if (c < 0) break;
    got.push(c);
    pl.aside.push(c);
    if (isTreasure(w.s, c)) {
      treasure = c;
      break;
    }
  }
  if (got.length) {
    w.reveal();
    say(w, `{${p}} reveals ${names(got)}.`, p);
  }
  return { got, treasure };
}

function vpTokens(w: DominionWorking, p: number, n: number, why?: string): void {
  if (n <= 0) return;
  w.s.players[p].vp += n;
  say(w, `{${p}} takes ${n} VP token${n === 1 ? '' : 's'}${why ? ` (${why})` : ''}.`, p);
}

/** Hoard played (2E, rules 1 on): a mark per play; each gives a Gold when a Victory card is bought this turn (turn.ts `buy`). */
export const PROSPERITY_TREASURE_HOOKS: readonly TreasureHook[] = [
  (w, p, card) => {
    if (card !== HOARD || p !== w.s.current || w.s.options.edition === '1E' || !rulesAt(w.s, 1)) return;
    mark(w, 'hoard');
  },
];

export const PROSPERITY_OPS = {
  vpTokens: (w, i) => vpTokens(w, seatOf(w, i), i.n, i.why),
  /** Draw until the hand holds n cards (Watchtower). */
  drawTo: (w, i) => {
    const p = seatOf(w, i);
    const n = i.n - w.s.players[p].hand.length;
    if (n > 0) draw(w, p, n);
  },
  bishop: (w, i) => {
    const [c] = answerOf(i);
    if (c === undefined) return;
    vpTokens(w, seatOf(w, i), Math.floor(costOf(w.s, c).coins / 2));
  },
  quarry: (w) => {
    w.s.turn.actionCostDown += 2;
  },
  city: (w, i) => {
    const p = seatOf(w, i);
    const empty = w.s.supply.filter((x) => x === 0).length;
    if (empty >= 1) draw(w, p, 1);
    if (empty >= 2) push(w.s, { op: 'plus', p, coins: 1, buys: 1 });
  },
  mintCopy: (w, i) => {
    const p = seatOf(w, i);
    const [c] = answerOf(i);
    if (c === undefined) return;
    w.reveal();
    say(w, `{${p}} reveals ${NAME[c]}.`, p);
    push(w.s, { op: 'gain', p, card: c });
  },
  /** Mint bought (1E: every Treasure in play) or gained (2E: every non-Duration Treasure in play): trash them. */
  mintTrash: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const out: number[] = [];
    for (let k = 0; k < pl.play.length; k++) {
      const c = pl.play[k];
      if (c === GONE || !isTreasure(w.s, c)) continue;
      if (!i.all && IS_DURATION[c]) continue;
      pl.play[k] = GONE;
      out.push(c);
    }
    if (!out.length) return;
    w.s.trash.push(...out);
    if (p === w.s.current) w.s.turn.actionCostDown = 0;
    say(w, `{${p}} trashes ${names(out)} (Mint).`, p);
  },
  rabble: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const got: number[] = [];
    for (let k = 0; k < 3; k++) {
      const c = topCard(w, p);
      if (c < 0) break;
      got.push(c);
      pl.aside.push(c);
    }
    if (!got.length) return;
    w.reveal();
    say(w, `{${p}} reveals ${names(got)}.`, p);
    discardAside(
      w,
      p,
      got.filter((c) => IS_ACTION[c] || isTreasure(w.s, c)),
    );
    const rest = got.filter((c) => !(IS_ACTION[c] || isTreasure(w.s, c)));
    if (rest.length) push(w.s, { op: 'putBack', p, zone: 'aside', cards: rest });
  },
  vaultOther: (w, i) => {
    const p = seatOf(w, i);
    if (w.s.players[p].hand.length === 0) return;
    return { kind: 'yesno', seat: p, prompt: `{${p}}: discard 2 cards to draw 1 (Vault)?`, tag: 'vault', public: true, then: { op: 'vaultYes', p } };
  },
  vaultYes: (w, i) => {
    const p = seatOf(w, i);
    if (i.answer !== true) return;
    const n = Math.min(2, w.s.players[p].hand.length);
    return ask(w, p, w.s.players[p].hand.slice(), n, n, 'discard', `{${p}}: discard ${n} card${n === 1 ? '' : 's'}.`, {
      op: 'discardPicked',
      p,
      after: { op: 'vaultDraw' },
    });
  },
  vaultDraw: (w, i) => {
    if (answerOf(i).length === 2) draw(w, seatOf(w, i), 1);
  },
  /** Hoard in play: buying a Victory card gains a Gold. */
  hoard: (w, i) => {
    // The 2E program's in-play rule is the one of games recorded before rules 1 (turn.ts reads the 2E mark since).
    if (i.legacy && rulesAt(w.s, 1)) return;
    // The card bought is bound when the buy runs these rules (turn.ts `buy`).
    if (!IS_VICTORY[i.card as number]) return;
    say(w, `Hoard: {${seatOf(w, i)}} gains a Gold.`, seatOf(w, i));
    push(w.s, { op: 'gain', p: seatOf(w, i), card: GOLD });
  },
  /** Talisman in play: buying a non-Victory card costing $4 or less (then) gains another copy. */
  talisman: (w, i) => {
    const card = i.card as number;
    // "Costing $4 or less" is never met by a cost with a Potion (FAQ(Potion), Alchemy) — rules 1 on.
    if (IS_VICTORY[card] || (i.cost as number) > 4 || (rulesAt(w.s, 1) && (i.potions ?? 0) > 0)) return;
    say(w, `Talisman: {${seatOf(w, i)}} gains another ${NAME[card]}.`, seatOf(w, i));
    push(w.s, { op: 'gain', p: seatOf(w, i), card });
  },
  /** Bank: +$1 per Treasure in play now, itself included. */
  bank: (w, i) => {
    const p = seatOf(w, i);
    let n = 0;
    for (const c of w.s.players[p].play) if (c !== GONE && isTreasure(w.s, c)) n++;
    push(w.s, { op: 'plus', p, coins: n });
  },
  forge: (w, i) => {
    const p = seatOf(w, i);
    const picked = answerOf(i);
    let total = 0;
    for (const c of picked) total += costOf(w.s, c).coins;
    trashFromHand(w, p, picked);
    push(w.s, { op: 'gainPick', p, upTo: total, potions: 0, exact: true, to: 'discard' });
  },
  loan: (w, i) => {
    const p = seatOf(w, i);
    const { got, treasure } = revealUntilTreasure(w, p);
    if (treasure === null) {
      discardAside(w, p, got);
      return;
    }
    return {
      kind: 'option',
      seat: p,
      prompt: `{${p}}: discard or trash the revealed ${NAME[treasure]}?`,
      options: ['discard it', 'trash it'],
      min: 1,
      max: 1,
      tag: 'loan',
      public: true,
      then: { op: 'loanChosen', p, got, card: treasure },
    };
  },
  loanChosen: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const card = i.card;
    const rest = i.got.slice();
    if (answerOf(i)[0] === 1 && take(pl.aside, card)) {
      take(rest, card);
      w.s.trash.push(card);
      say(w, `{${p}} trashes ${NAME[card]}.`, p);
    }
    discardAside(w, p, rest);
  },
  venture: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const { got, treasure } = revealUntilTreasure(w, p);
    discardAside(
      w,
      p,
      got.filter((_c, k) => treasure === null || k < got.length - 1),
    );
    if (treasure === null || !take(pl.aside, treasure)) return;
    pl.play.push(treasure);
    push(w.s, { op: 'treasureEffect', p, card: treasure, pos: pl.play.length - 1 });
  },
  tradeRoute: (w, i) => {
    const n = w.s.sharedMats.tradeRoute ?? 0;
    if (n > 0) push(w.s, { op: 'plus', p: seatOf(w, i), coins: n });
  },
  /** The player to the left names a card: Contraband (it cannot be bought this turn) or War Chest. */
  nameCard: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    const namer = othersOf(s, p)[0];
    const items = s.piles.slice();
    const why = i.why;
    const text =
      why === 'contraband'
        ? `{${namer}}: name a card {${p}} cannot buy this turn (Contraband).`
        : `{${namer}}: name a card {${p}} cannot gain with this War Chest.`;
    return {
      kind: 'pick',
      seat: namer,
      prompt: text,
      items: items.sort((a, b) => a - b),
      min: 1,
      max: 1,
      tag: why === 'contraband' ? 'ban' : 'banGain',
      public: true,
      then: { op: 'named', p, namer, why },
    };
  },
  named: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    const [c] = answerOf(i);
    if (c === undefined) return;
    say(w, `{${i.namer}} names ${NAME[c]}.`, i.namer);
    if (i.why === 'contraband') {
      s.turn.banned = [...s.turn.banned, c];
      return;
    }
    s.turn.named = [...s.turn.named, c];
    push(s, { op: 'gainPick', p, upTo: 5, to: 'discard', filter: { notCards: s.turn.named } });
  },
  countingHouse: (w, i) => {
    const p = seatOf(w, i);
    const coppers = w.s.players[p].discard.filter((c) => c === COPPER);
    return ask(w, p, coppers, 0, coppers.length, 'take', `{${p}}: put any number of Coppers from your discard pile into your hand.`, {
      op: 'countingHouseTake',
      p,
    });
  },
  countingHouseTake: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    let n = 0;
    for (const c of answerOf(i)) if (c === COPPER && take(pl.discard, c)) n++;
    if (!n) return;
    for (let k = 0; k < n; k++) pl.hand.push(COPPER);
    w.reveal();
    say(w, `{${p}} reveals ${n} Copper${n === 1 ? '' : 's'} and puts ${n === 1 ? 'it' : 'them'} into their hand.`, p);
  },
  mountebank: (w, i) => {
    const p = seatOf(w, i);
    if (!w.s.players[p].hand.includes(CURSE)) {
      push(w.s, { op: 'gain', p, card: CURSE }, { op: 'gain', p, card: COPPER });
      return;
    }
    // Whether a Curse is held decides what is asked: that is information the attacker did not have.
    w.reveal();
    return {
      kind: 'yesno',
      seat: p,
      prompt: `{${p}}: discard a Curse (else gain a Curse and a Copper)?`,
      tag: 'mountebank',
      public: true,
      then: { op: 'mountebankAnswer', p },
    };
  },
  mountebankAnswer: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    if (i.answer === true && take(pl.hand, CURSE)) {
      pl.discard.push(CURSE);
      say(w, `{${p}} discards a Curse.`, p);
      return;
    }
    push(w.s, { op: 'gain', p, card: CURSE }, { op: 'gain', p, card: COPPER });
  },
  clerk: (w, i) => {
    const p = seatOf(w, i);
    if (w.s.players[p].hand.length < 5) return;
    push(w.s, {
      op: 'pickHand',
      p,
      min: 1,
      max: 1,
      tag: 'topdeck',
      prompt: `{${p}}: put a card from your hand onto your deck (Clerk).`,
      then: topdeckPicked(),
    });
  },
  /** At the start of a turn, its player may play Clerks from hand (no Action used). */
  clerkStart: (w, i) => {
    const p = seatOf(w, i);
    if (p !== w.s.current || !w.s.players[p].hand.includes(CLERK)) return;
    return {
      kind: 'yesno',
      seat: p,
      prompt: `{${p}}: play Clerk from your hand now (start of turn)?`,
      tag: 'play',
      public: true,
      then: { op: 'clerkPlay', p },
    };
  },
  clerkPlay: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    if (i.answer !== true || !take(pl.hand, CLERK)) return;
    pl.play.push(CLERK);
    push(w.s, { op: 'playCard', p, card: CLERK, pos: pl.play.length - 1 }, { op: 'clerkStart', p });
  },
  investment: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    if (!takeFromPlay(pl, i.pos as number, i.self as number)) return;
    w.s.trash.push(i.self as number);
    say(w, `{${p}} trashes Investment.`, p);
    push(w.s, { op: 'revealHand', p }, { op: 'investmentVP', p });
  },
  investmentVP: (w, i) => {
    const p = seatOf(w, i);
    const kinds = new Set(w.s.players[p].hand.filter((c) => isTreasure(w.s, c)));
    vpTokens(w, p, kinds.size, 'Investment');
  },
  tiara: (w) => {
    mark(w, 'tiaras');
  },
  collection: (w) => {
    mark(w, 'collections');
  },
  crystalBall: (w, i) => {
    const p = seatOf(w, i);
    const c = topCard(w, p);
    if (c < 0) return;
    const pl = w.s.players[p];
    pl.look.push(c);
    w.reveal();
    say(w, `{${p}} looks at the top card of their deck.`, p);
    const options = ['trash it', 'discard it'];
    if (IS_ACTION[c] || isTreasure(w.s, c)) options.push('play it');
    options.push('leave it there');
    return {
      kind: 'option',
      seat: p,
      prompt: `{${p}}: Crystal Ball — what to do with the card you looked at?`,
      options,
      min: 1,
      max: 1,
      tag: 'crystalBall',
      public: false,
      then: { op: 'crystalBallChosen', p, card: c, options },
    };
  },
  crystalBallChosen: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const c = i.card;
    const label = i.options[answerOf(i)[0] ?? -1] ?? 'leave it there';
    if (!take(pl.look, c)) return;
    if (label === 'trash it') {
      w.s.trash.push(c);
      say(w, `{${p}} trashes ${NAME[c]} from their deck.`, p);
    } else if (label === 'discard it') {
      pl.discard.push(c);
      say(w, `{${p}} discards ${NAME[c]} from their deck.`, p);
      discarded(w, p, [c]);
    } else if (label === 'play it') {
      pl.play.push(c);
      const pos = pl.play.length - 1;
      push(w.s, IS_ACTION[c] ? { op: 'playCard', p, card: c, pos } : { op: 'treasureEffect', p, card: c, pos });
    } else {
      pl.deck.push(c);
      say(w, `{${p}} leaves the card on their deck.`, p);
    }
  },
  magnate: (w, i) => {
    const p = seatOf(w, i);
    push(w.s, { op: 'revealHand', p }, { op: 'magnateDraw', p });
  },
  magnateDraw: (w, i) => {
    const p = seatOf(w, i);
    const n = w.s.players[p].hand.filter((c) => isTreasure(w.s, c)).length;
    if (n) draw(w, p, n);
  },
} satisfies OpTable;
