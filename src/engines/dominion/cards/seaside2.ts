/**
 * Seaside, both editions: the cards without a Duration or a mat (Durations and mats: seaside.ts).
 */
import { push } from '../../core/instructions';
import { COPPER, CURSE, GOLD, IS_TREASURE, NAME, PROVINCE, SILVER, cardCount, names } from '../cards';
import { addToken, discarded, mark, reshuffle, say, sayPrivately, take, takeFromPlay, topCard, trashCard, type DominionWorking } from '../context';
import { costAtMost, costOf } from '../cost';
import { ask, discardFromHand, seatOf, trashFromHand } from '../ops';
import { answerOf, attack, choose, gain, pickHand, rule, discardPicked, type CardProgram, type OpTable } from '../program';
import { discardAside, revealTop } from './base';

const TREASURE_MAP = 'Treasure Map';

export const SEASIDE_MORE: Record<string, CardProgram> = {
  Lookout: { actions: 1, then: [rule('lookout')] },
  'Sea Chart': { cards: 1, actions: 1, then: [rule('seaChart')] },
  Smugglers: { then: [rule('smugglers')] },
  Warehouse: { cards: 3, actions: 1, then: [pickHand({ min: 3, max: 3, tag: 'discard', prompt: 'Discard 3 cards.', then: discardPicked() })] },
  Cutpurse: { coins: 2, then: [attack(rule('cutpurse'))] },
  Salvager: {
    buys: 1,
    then: [pickHand({ min: 1, max: 1, tag: 'trash', prompt: 'Trash a card from your hand for + $ equal to its cost.', then: rule('salvager') })],
  },
  [TREASURE_MAP]: { then: [rule('treasureMap')] },
  Bazaar: { cards: 1, actions: 2, coins: 1 },
  Treasury: { cards: 1, actions: 1, coins: 1, cleanup: [rule('treasury')] },
  // First edition only.
  'Pearl Diver': { cards: 1, actions: 1, then: [rule('pearlDiver')] },
  Ambassador: {
    then: [
      pickHand({
        min: 1,
        max: 1,
        tag: 'reveal',
        prompt: 'Reveal a card from your hand to return up to 2 copies of it to the Supply.',
        then: rule('ambassador'),
      }),
    ],
  },
  Navigator: { coins: 2, then: [rule('navigator')] },
  'Pirate Ship': {
    then: [
      choose('choose one.', [
        ['each other player reveals their top 2 cards and trashes a Treasure you choose', [attack(rule('pirateShip')), rule('pirateShipToken')]],
        ['+$1 per Coin token on your Pirate Ship mat', [rule('pirateShipCoins')]],
      ]),
    ],
  },
  'Sea Hag': { then: [attack(rule('seaHag'))] },
  Explorer: { then: [rule('explorer')] },
  'Ghost Ship': { cards: 2, then: [attack(rule('ghostShip'))] },
};

/** Takes up to n cards from the top of p's deck into the private `look` zone (a reveal to p). */
function lookTop(w: DominionWorking, p: number, n: number): number[] {
  const pl = w.s.players[p];
  const got: number[] = [];
  for (let k = 0; k < n; k++) {
    const c = topCard(w, p);
    if (c < 0) break;
    got.push(c);
    pl.look.push(c);
  }
  if (got.length) {
    w.reveal();
    sayPrivately(w, p, `{${p}} looks at ${names(got)}.`, `{${p}} looks at the top ${cardCount(got.length)} of their deck.`);
  }
  return got;
}

export const SEASIDE_MORE_OPS = {
  lookout: (w, i) => {
    const p = seatOf(w, i);
    const got = lookTop(w, p, 3);
    if (got.length === 0) return;
    return ask(w, p, got, 1, 1, 'trash', `{${p}}: trash one of the cards you looked at.`, { op: 'lookoutTrash', p });
  },
  lookoutTrash: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    for (const c of answerOf(i))
      if (take(pl.look, c)) {
        trashCard(w, p, c);
        say(w, `{${p}} trashes ${NAME[c]}.`, p);
      }
    if (pl.look.length === 0) return;
    return ask(w, p, pl.look.slice(), 1, 1, 'discard', `{${p}}: discard one of the cards you looked at (the other goes back on top).`, {
      op: 'lookoutDiscard',
      p,
    });
  },
  lookoutDiscard: (w, i) => {
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
  seaChart: (w, i) => {
    const p = seatOf(w, i);
    const [c] = revealTop(w, p, 1);
    if (c === undefined) return;
    const pl = w.s.players[p];
    take(pl.aside, c);
    if (pl.play.includes(c) || pl.durations.includes(c)) {
      pl.hand.push(c);
      say(w, `{${p}} has a ${NAME[c]} in play and puts the revealed one into their hand.`, p);
    } else pl.deck.push(c);
  },
  smugglers: (w, i) => {
    const p = seatOf(w, i);
    const s = w.s;
    const right = (p + s.seats - 1) % s.seats;
    const bound = { coins: 6, potions: 0, debt: 0 };
    const items = [...new Set(s.players[right].lastGained)].filter((c) => {
      const k = s.piles.indexOf(c);
      return k >= 0 && s.supply[k] > 0 && costAtMost(costOf(s, c), bound);
    });
    if (items.length === 0) {
      say(w, `{${p}} finds nothing to smuggle.`, p);
      return;
    }
    return ask(w, p, items, 1, 1, 'gain', `{${p}}: gain a copy of a card {${right}} gained on their last turn.`, { op: 'gain', p }, true);
  },
  cutpurse: (w, i) => {
    const q = seatOf(w, i);
    if (w.s.players[q].hand.includes(COPPER)) discardFromHand(w, q, [COPPER]);
    else push(w.s, { op: 'revealHand', p: q });
  },
  salvager: (w, i) => {
    const p = seatOf(w, i);
    const [c] = answerOf(i);
    if (c === undefined) return;
    const coins = costOf(w.s, c).coins;
    if (trashFromHand(w, p, [c]).length === 0) return;
    w.s.turn.coins += coins;
    say(w, `{${p}} gets +$${coins}.`, p);
  },
  /** Trash this and another Treasure Map from the hand; both trashed: 4 Golds onto the deck. */
  treasureMap: (w, i) => {
    const p = seatOf(w, i);
    const s = w.s;
    const pl = s.players[p];
    const self = i.self as number;
    const selfGone = takeFromPlay(pl, i.pos as number, self);
    if (selfGone) trashCard(w, p, self);
    const other = pl.hand.includes(self) ? trashFromHand(w, p, [self]).length > 0 : false;
    if (selfGone && !other) say(w, `{${p}} trashes Treasure Map.`, p);
    if (selfGone && other) {
      say(w, `{${p}} trashed two Treasure Maps.`, p);
      for (let k = 0; k < 4; k++) push(s, { ...gain(GOLD, 'deck'), p });
    }
  },
  treasury: (w, i) => {
    const p = seatOf(w, i);
    const s = w.s;
    if (s.turn.marks.boughtVictory || s.players[p].play[i.pos as number] !== i.self) return;
    return {
      kind: 'yesno',
      seat: p,
      prompt: `{${p}}: put Treasury onto your deck?`,
      tag: 'topdeck',
      public: true,
      then: { op: 'topdeckFromPlay', p, pos: i.pos, self: i.self },
    };
  },
  /** Puts "this card" from play onto the deck when the answer is yes (Treasury, Alchemist). */
  topdeckFromPlay: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const c = i.self as number;
    if (i.answer !== true || !takeFromPlay(pl, i.pos as number, c)) return;
    pl.deck.push(c);
    say(w, `{${p}} puts ${NAME[c]} onto their deck.`, p);
  },
  pearlDiver: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    if (pl.deck.length === 0 && pl.discard.length > 0) reshuffle(w, p);
    const c = pl.deck.shift();
    if (c === undefined) return;
    pl.look.push(c);
    w.reveal();
    sayPrivately(w, p, `{${p}} looks at the bottom card of their deck: ${NAME[c]}.`, `{${p}} looks at the bottom card of their deck.`);
    return { kind: 'yesno', seat: p, prompt: `{${p}}: put the bottom card of your deck on top?`, tag: 'pearlDiver', then: { op: 'pearlDiverPut', p } };
  },
  pearlDiverPut: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    const c = pl.look.pop();
    if (c === undefined) return;
    if (i.answer === true) {
      pl.deck.push(c);
      say(w, `{${p}} moves the bottom card of their deck to the top.`, p);
    } else pl.deck.unshift(c);
  },
  ambassador: (w, i) => {
    const p = seatOf(w, i);
    const [c] = answerOf(i);
    if (c === undefined) return;
    w.reveal();
    say(w, `{${p}} reveals ${NAME[c]}.`, p);
    const inHand = w.s.players[p].hand.filter((x) => x === c).length;
    const most = w.s.piles.includes(c) ? Math.min(2, inHand) : 0;
    const options = Array.from({ length: most + 1 }, (_, k) => `return ${k}`);
    if (most === 0) {
      push(w.s, { op: 'ambassadorReturn', p, card: c, answer: [0] });
      return;
    }
    return {
      kind: 'option',
      seat: p,
      prompt: `{${p}}: return how many ${NAME[c]} to the Supply?`,
      options,
      min: 1,
      max: 1,
      tag: 'return',
      public: true,
      then: { op: 'ambassadorReturn', p, card: c },
    };
  },
  ambassadorReturn: (w, i) => {
    const p = seatOf(w, i);
    const s = w.s;
    const c = i.card;
    const n = answerOf(i)[0] ?? 0;
    const k = s.piles.indexOf(c);
    let back = 0;
    for (let x = 0; x < n && k >= 0; x++) if (take(s.players[p].hand, c)) back++;
    if (back) {
      s.supply[k] += back;
      say(w, `{${p}} returns ${back === 1 ? NAME[c] : `${back} ${NAME[c]}`} to the Supply.`, p);
    }
    if (k >= 0) push(s, attack(gain(c)));
  },
  navigator: (w, i) => {
    const p = seatOf(w, i);
    const got = lookTop(w, p, 5);
    if (got.length === 0) return;
    return {
      kind: 'yesno',
      seat: p,
      prompt: `{${p}}: discard the cards you looked at? (No: put them back in any order.)`,
      tag: 'navigator',
      then: { op: 'navigatorAnswer', p },
    };
  },
  navigatorAnswer: (w, i) => {
    const p = seatOf(w, i);
    const pl = w.s.players[p];
    if (i.answer === true) {
      const cards = pl.look.splice(0);
      pl.discard.push(...cards);
      say(w, `{${p}} discards ${names(cards)}.`, p);
      discarded(w, p, cards);
      return;
    }
    push(w.s, { op: 'putBack', p, zone: 'look' });
  },
  pirateShip: (w, i) => {
    const q = seatOf(w, i);
    const got = revealTop(w, q, 2);
    const me = w.s.current;
    const treasures = got.filter((c) => IS_TREASURE[c]);
    return ask(w, me, treasures, 1, 1, 'trash', `{${me}}: trash one of {${q}}'s revealed Treasures.`, { op: 'pirateShipTrash', p: q, got }, true);
  },
  pirateShipTrash: (w, i) => {
    const q = seatOf(w, i);
    const pl = w.s.players[q];
    const rest = i.got.slice();
    const [c] = answerOf(i);
    if (c !== undefined && take(pl.aside, c)) {
      take(rest, c);
      trashCard(w, q, c);
      mark(w, 'pirateHit');
      say(w, `{${q}} trashes ${NAME[c]}.`, q);
    }
    discardAside(w, q, rest);
  },
  pirateShipToken: (w, i) => {
    const p = seatOf(w, i);
    if (!w.s.turn.marks.pirateHit) return;
    mark(w, 'pirateHit', -w.s.turn.marks.pirateHit);
    const n = addToken(w.s.players[p], 'pirateShip', 1);
    say(w, `{${p}} takes a Coin token for their Pirate Ship mat (${n}).`, p);
  },
  pirateShipCoins: (w, i) => {
    const p = seatOf(w, i);
    const n = w.s.players[p].tokens.pirateShip ?? 0;
    w.s.turn.coins += n;
    say(w, `{${p}} gets +$${n}.`, p);
  },
  seaHag: (w, i) => {
    const q = seatOf(w, i);
    const c = topCard(w, q);
    if (c >= 0) {
      w.s.players[q].discard.push(c);
      w.reveal();
      say(w, `{${q}} discards ${NAME[c]} from the top of their deck.`, q);
      discarded(w, q, [c]);
    }
    push(w.s, { ...gain(CURSE, 'deck'), p: q });
  },
  explorer: (w, i) => {
    const p = seatOf(w, i);
    if (!w.s.players[p].hand.includes(PROVINCE)) {
      push(w.s, { ...gain(SILVER, 'hand'), p });
      return;
    }
    return {
      kind: 'yesno',
      seat: p,
      prompt: `{${p}}: reveal a Province to gain a Gold (otherwise a Silver) into your hand?`,
      tag: 'reveal',
      public: true,
      then: { op: 'explorerGain', p },
    };
  },
  explorerGain: (w, i) => {
    const p = seatOf(w, i);
    if (i.answer === true) {
      w.reveal();
      say(w, `{${p}} reveals Province.`, p);
    }
    push(w.s, { ...gain(i.answer === true ? GOLD : SILVER, 'hand'), p });
  },
  ghostShip: (w, i) => {
    const q = seatOf(w, i);
    const hand = w.s.players[q].hand;
    const extra = hand.length - 3;
    if (extra <= 0) return;
    return ask(w, q, hand.slice(), extra, extra, 'topdeck', `{${q}}: put ${extra} card${extra === 1 ? '' : 's'} from your hand onto your deck (down to 3).`, {
      op: 'topdeckPicked',
      p: q,
    });
  },
} satisfies OpTable;
