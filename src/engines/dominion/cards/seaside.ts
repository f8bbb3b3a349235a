/**
 * Seaside, both editions: the Durations, the mats (Island, Native Village, Haven, Blockade) and the
 * rules that act on gains (Monkey, Blockade, Pirate, Sailor, Embargo) or Treasure plays (Corsair).
 * The cards without a Duration or mat are in seaside2.ts.
 */
import type { Instr } from '../types';
import { push } from '../../core/instructions';
import type { Seat } from '../../core/types';
import { CURSE, GOLD, IS_DURATION, IS_TREASURE, NAME, SILVER, id, names } from '../cards';
import { discardFromHand, seatOf } from '../ops';
import { inSupply, mark, othersOf, putOnMat, say, sayPrivately, take, takeFromMat, takeFromPlay, topCard, trashCard, type DominionWorking } from '../context';
import { keepOut, later, liveCount, queueExtraTurn } from '../duration';
import {
  answerOf,
  attack,
  choose,
  draw as drawN,
  gain,
  gainUpTo,
  pickHand,
  plus,
  rule,
  trashPicked,
  discardPicked,
  type CardProgram,
  type OpTable,
} from '../program';
import type { GainHook, TreasureHook } from '../programs';

/** "At the start of your next turn: …" — registered when the card is played (see duration.ts). */
export const nextTurn = (...body: Instr[]): Instr => rule('nextTurn', { body });

const MONKEY = id('Monkey');
const CORSAIR = id('Corsair');
const PIRATE = id('Pirate');
const BLOCKADE = id('Blockade');
const BLOCKADE_MAT = 'blockade';

export const SEASIDE: Record<string, CardProgram> = {
  Haven: {
    cards: 1,
    actions: 1,
    then: [
      pickHand({ min: 1, max: 1, tag: 'aside', prompt: 'Set aside a card from your hand face down; it returns to your hand next turn.', then: rule('haven') }),
    ],
  },
  Lighthouse: { actions: 1, coins: 1, protects: true, then: [nextTurn(plus({ coins: 1 }))] },
  'Native Village': {
    actions: 2,
    then: [
      choose('choose one.', [
        ['set aside your top card on your Native Village mat', [rule('nativeVillage')]],
        ['put all the cards from your mat into your hand', [rule('matToHand', { mat: 'nativeVillage' })]],
      ]),
    ],
  },
  Astrolabe: { treasure: [plus({ coins: 1, buys: 1 }), nextTurn(plus({ coins: 1, buys: 1 }))] },
  'Fishing Village': { actions: 2, coins: 1, then: [nextTurn(plus({ actions: 1, coins: 1 }))] },
  Monkey: { then: [nextTurn(drawN(1))] },
  Blockade: { then: [gainUpTo(4, { after: rule('blockade') })] },
  Caravan: { cards: 1, actions: 1, then: [nextTurn(drawN(1))] },
  Island: {
    then: [rule('islandSelf'), pickHand({ min: 1, max: 1, tag: 'island', prompt: 'Put a card from your hand on your Island mat.', then: rule('islandPut') })],
  },
  Sailor: {
    actions: 1,
    then: [
      rule('sailor'),
      nextTurn(plus({ coins: 2 }), pickHand({ min: 0, max: 1, tag: 'trash', prompt: 'You may trash a card from your hand.', then: trashPicked() })),
    ],
  },
  'Tide Pools': { cards: 3, actions: 1, then: [nextTurn(pickHand({ min: 2, max: 2, tag: 'discard', prompt: 'Discard 2 cards.', then: discardPicked() }))] },
  Corsair: { coins: 2, then: [nextTurn(drawN(1))] },
  'Merchant Ship': { coins: 2, then: [nextTurn(plus({ coins: 2 }))] },
  Outpost: { then: [rule('outpost')] },
  Pirate: { then: [nextTurn(gainUpTo(6, { to: 'hand', filter: { types: ['Treasure'] } }))] },
  'Sea Witch': {
    cards: 2,
    then: [attack(gain(CURSE)), nextTurn(drawN(2), pickHand({ min: 2, max: 2, tag: 'discard', prompt: 'Discard 2 cards.', then: discardPicked() }))],
  },
  Tactician: { then: [rule('tactician')] },
  Wharf: { cards: 2, buys: 1, then: [nextTurn(drawN(2), plus({ buys: 1 }))] },
  // First edition only.
  Embargo: { coins: 2, then: [rule('trashSelf', { after: [] }), rule('embargo')] },
};

/** Moves cards from a mat into the hand: the last `n`, or all. */
function matToHand(w: DominionWorking, p: Seat, mat: string, n?: number): number[] {
  const pl = w.s.players[p];
  const got = takeFromMat(pl, mat, n);
  pl.hand.push(...got);
  return got;
}

export const SEASIDE_OPS = {
  nextTurn: (w, i) => {
    later(w, i, ...i.body);
  },
  haven: (w, i) => {
    const p = seatOf(w, i);
    const [c] = answerOf(i);
    const pl = w.s.players[p];
    if (c === undefined || !take(pl.hand, c)) return;
    putOnMat(pl, 'haven', c);
    sayPrivately(w, p, `{${p}} sets aside ${NAME[c]} face down.`, `{${p}} sets aside a card face down.`);
    later(w, i, { op: 'matToHand', mat: 'haven', n: 1 });
  },
  /** Cards from a mat into the hand (Haven, Blockade: one per play; Native Village: all). */
  matToHand: (w, i) => {
    const p = seatOf(w, i);
    const mat = i.mat;
    const got = matToHand(w, p, mat, i.n);
    if (mat === 'haven' || mat === 'nativeVillage') {
      if (got.length === 0 && mat === 'haven') return;
      sayPrivately(
        w,
        p,
        `{${p}} puts ${got.length ? names(got) : 'nothing'} from their mat into their hand.`,
        `{${p}} puts ${got.length === 1 ? 'a card' : `${got.length} cards`} from their mat into their hand.`,
      );
    } else if (got.length) say(w, `{${p}} puts ${names(got)} into their hand.`, p);
  },
  nativeVillage: (w, i) => {
    const p = seatOf(w, i);
    const c = topCard(w, p);
    if (c < 0) return;
    const pl = w.s.players[p];
    putOnMat(pl, 'nativeVillage', c);
    w.reveal();
    sayPrivately(w, p, `{${p}} puts ${NAME[c]} on their Native Village mat.`, `{${p}} puts their top card on their Native Village mat.`);
  },
  blockade: (w, i) => {
    const p = seatOf(w, i);
    const [c] = answerOf(i);
    const pl = w.s.players[p];
    if (c === undefined || pl.discard[pl.discard.length - 1] !== c) return;
    pl.discard.pop();
    putOnMat(pl, BLOCKADE_MAT, c);
    say(w, `{${p}} sets ${NAME[c]} aside with Blockade.`, p);
    later(w, i, { op: 'matToHand', mat: BLOCKADE_MAT, n: 1 });
  },
  islandSelf: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    if (!takeFromPlay(pl, i.pos as number, i.self as number)) return;
    putOnMat(pl, 'island', i.self as number);
    say(w, `{${p}} puts Island on their Island mat.`, p);
  },
  islandPut: (w, i) => {
    const p = seatOf(w, i);
    const [c] = answerOf(i);
    const pl = w.s.players[p];
    if (c === undefined || !take(pl.hand, c)) return;
    putOnMat(pl, 'island', c);
    say(w, `{${p}} puts ${NAME[c]} on their Island mat.`, p);
  },
  sailor: (w) => {
    mark(w, 'sailor');
  },
  /** Sailor: play the Duration card just gained, if it is still where it was gained. */
  sailorPlay: (w, i) => {
    const p = seatOf(w, i);
    const c = i.card;
    const pl = w.s.players[p];
    if (i.answer !== true) return;
    const from = pl.discard[pl.discard.length - 1] === c ? pl.discard : pl.deck[pl.deck.length - 1] === c ? pl.deck : pl.hand.includes(c) ? pl.hand : null;
    if (!from || !take(from, c)) return;
    mark(w, 'sailorUsed');
    pl.play.push(c);
    push(w.s, { op: 'playCard', p, card: c, pos: pl.play.length - 1 });
  },
  outpost: (w, i) => {
    const p = seatOf(w, i);
    if (queueExtraTurn(w, p, 'outpost', -1)) {
      keepOut(w, i);
      say(w, `{${p}} will take an extra turn after this one (next hand: 3 cards).`, p);
    } else say(w, `{${p}} gets no extra turn from Outpost (not a 3rd turn in a row).`, p);
  },
  tactician: (w, i) => {
    const p = seatOf(w, i);
    const done = discardFromHand(w, p, w.s.players[p].hand.slice());
    if (done.length) later(w, i, { op: 'draw', n: 5 }, plus({ actions: 1, buys: 1 }));
  },
  embargo: (w, i) => {
    const p = seatOf(w, i);
    const s = w.s;
    return {
      kind: 'pick',
      seat: p,
      prompt: `{${p}}: put an Embargo token on a Supply pile.`,
      items: s.piles.slice().sort((a, b) => a - b),
      min: 1,
      max: 1,
      tag: 'embargo',
      public: true,
      then: { op: 'embargoPut', p },
    };
  },
  embargoPut: (w, i) => {
    const [c] = answerOf(i);
    const s = w.s;
    const k = s.piles.indexOf(c);
    if (k < 0) return;
    const t = (s.pileTokens.embargo ?? s.piles.map(() => 0)).slice();
    t[k]++;
    s.pileTokens = { ...s.pileTokens, embargo: t };
    say(w, `{${seatOf(w, i)}} puts an Embargo token on the ${NAME[c]} pile (${t[k]} there).`, seatOf(w, i));
  },
  /** Pirate's reaction: the chosen Pirates are played from the hand (outside the turn: straight to Durations). */
  piratePlay: (w, i) => {
    const q = seatOf(w, i);
    const s = w.s;
    const pl = s.players[q];
    for (const c of answerOf(i)) {
      if (c !== PIRATE || !take(pl.hand, c)) continue;
      if (q === s.current) {
        pl.play.push(c);
        push(s, { op: 'playCard', p: q, card: c, pos: pl.play.length - 1 });
      } else {
        pl.durations.push(c);
        push(s, { op: 'playCard', p: q, card: c });
      }
    }
  },
  sailorAsk: (w, i) => {
    const p = seatOf(w, i);
    return {
      kind: 'yesno',
      seat: p,
      prompt: `{${p}}: play the ${NAME[i.card]} you gained (Sailor)?`,
      tag: 'play',
      public: true,
      then: { op: 'sailorPlay', p, card: i.card },
    };
  },
  pirateAsk: (w, i) => {
    const q = seatOf(w, i);
    const pirates = w.s.players[q].hand.filter((c) => c === PIRATE);
    if (pirates.length === 0) return;
    return {
      kind: 'pick',
      seat: q,
      prompt: `{${q}}: a Treasure was gained; play Pirate from your hand?`,
      items: pirates,
      min: 0,
      max: pirates.length,
      tag: 'play',
      public: false,
      then: { op: 'piratePlay', p: q },
    };
  },
} satisfies OpTable;

/** Gains: Embargo tokens (on buy), Blockade's Curse, Monkey's draw, Sailor's play, Pirate's reaction. */
export const SEASIDE_GAIN_HOOKS: readonly GainHook[] = [
  (w, p, card, bought) => {
    const t = w.s.pileTokens.embargo;
    if (!bought || !t) return;
    const n = t[w.s.piles.indexOf(card)] ?? 0;
    for (let k = 0; k < n; k++) push(w.s, { ...gain(CURSE), p });
  },
  (w, p, card) => {
    const s = w.s;
    if (p !== s.current || card === CURSE || !inSupply(s, BLOCKADE)) return;
    for (const q of othersOf(s, p))
      if (s.players[q].mats[BLOCKADE_MAT]?.includes(card) && liveCount(s, q, BLOCKADE, p) > 0) {
        say(w, `{${p}} gained a card set aside by {${q}}'s Blockade.`, p);
        push(s, { ...gain(CURSE), p });
      }
  },
  (w, p) => {
    const s = w.s;
    if (!inSupply(s, MONKEY)) return;
    const q = (p + 1) % s.seats; // p is the player to q's right
    if (q === p) return;
    const n = liveCount(s, q, MONKEY);
    if (n > 0) push(s, { op: 'draw', p: q, n });
  },
  (w, p, card) => {
    const s = w.s;
    const m = s.turn.marks;
    if (p !== s.current || !IS_DURATION[card] || !m.sailor || m.sailor <= (m.sailorUsed ?? 0)) return;
    push(s, { op: 'sailorAsk', p, card });
  },
  (w, _p, card) => {
    const s = w.s;
    if (!IS_TREASURE[card] || !inSupply(s, PIRATE)) return;
    const out: Instr[] = [];
    for (const q of [s.current, ...othersOf(s, s.current)]) if (s.players[q].hand.includes(PIRATE)) out.push({ op: 'pirateAsk', p: q });
    push(s, ...out);
  },
];

/** Corsair: while a Corsair of another player is live, the first Silver or Gold played each turn is trashed. */
export const SEASIDE_TREASURE_HOOKS: readonly TreasureHook[] = [
  (w, p, card, pos) => {
    const s = w.s;
    if ((card !== SILVER && card !== GOLD) || p !== s.current || s.turn.marks.corsair || !inSupply(s, CORSAIR)) return;
    mark(w, 'corsair');
    const by = othersOf(s, p).find((q) => liveCount(s, q, CORSAIR, p) > 0);
    if (by === undefined) return;
    if (!takeFromPlay(s.players[p], pos, card)) return;
    trashCard(w, p, card);
    say(w, `{${p}} trashes ${NAME[card]} ({${by}}'s Corsair).`, p);
  },
];
