import { describe, expect, it } from 'vitest';
import type { Decision } from '../../engines/core/instructions';
import { id } from '../../engines/dominion/cards';
import { dominionEngine as E } from '../../engines/dominion/engine';
import { answer, play, playCard, position } from '../../engines/dominion/testkit';
import type { DominionMove } from '../../engines/dominion/types';
import { barButtons, confirmText } from './barButtons';
import { playerRowAt } from './deckShown';
import {
  buyableCards,
  clickSource,
  deckLines,
  endingBuyQuestion,
  decisionKey,
  eligibleFlags,
  groupNames,
  handMove,
  isPosition,
  lineText,
  movePosition,
  positionOf,
  vpText,
  lower,
  myDecision,
  orderAnswer,
  pickAnswer,
  pickedFlags,
  playableCards,
  raise,
  sortHand,
  togglePick,
  toggleOption,
} from './logic';

const K = ['Cellar', 'Chapel', 'Moat', 'Militia', 'Workshop', 'Village', 'Smithy', 'Wishing Well', 'Pawn', 'Sentry'];
const pickOf = (d: Decision | null) => {
  if (!d || d.kind !== 'pick') throw new Error('not a pick');
  return d;
};

describe('what a click does on a turn', () => {
  it('plays Actions in the Action phase; Treasures one kind at a time, or all at once when only one kind is held', () => {
    const s = position({ kingdom: K, hands: [['Village', 'Copper', 'Silver', 'Estate', 'Copper']] });
    const legal = E.legalMoves(s, 0);
    expect(handMove(legal, id('Village'))).toEqual({ type: 'play', card: id('Village') });
    expect(handMove(legal, id('Silver'))).toEqual({ type: 'treasure', card: id('Silver') });
    expect(handMove(legal, id('Estate'))).toBeNull();
    expect([...playableCards(legal, s.players[0].hand)].sort()).toEqual([id('Copper'), id('Silver'), id('Village')].sort());
    const coppers = position({ kingdom: K, phase: 'buy', hands: [['Copper', 'Copper', 'Estate', 'Estate', 'Copper']] });
    expect(handMove(E.legalMoves(coppers, 0), id('Copper'))).toEqual({ type: 'treasures' });
  });

  it('buys only what the engine lists; nothing is live for a seat that is not acting', () => {
    const s = position({ kingdom: K, phase: 'buy', hands: [['Silver', 'Copper', 'Estate', 'Estate', 'Copper']] });
    const t = play(s, 0, { type: 'treasures' }).state;
    const buyable = buyableCards(E.legalMoves(t, 0));
    expect(buyable.has(id('Smithy'))).toBe(true);
    expect(buyable.has(id('Gold'))).toBe(false);
    expect(buyableCards(E.legalMoves(t, 1)).size).toBe(0);
    expect(barButtons(null, { picked: [], order: null }, E.legalMoves(t, 0), false).map((b) => b.text)).toEqual(['End turn (E)']);
    expect(barButtons(null, { picked: [], order: null }, E.legalMoves(s, 0), false).map((b) => b.text)).toEqual(['End turn (E)', 'Play treasures (T)']);
    expect(barButtons(null, { picked: [], order: null }, E.legalMoves(s, 0), true)).toEqual([]);
  });
});

describe('answering a pending decision', () => {
  it('Cellar: hand cards are picked up to the copies held, then the answer is one the engine accepts', () => {
    const s = playCard(position({ kingdom: K, hands: [['Cellar', 'Copper', 'Estate', 'Estate', 'Copper']] }), 'Cellar').state;
    const legal = E.legalMoves(s, 0);
    const d = pickOf(myDecision(s, 0, legal));
    expect(myDecision(s, 1, E.legalMoves(s, 1))).toBeNull();
    expect(clickSource(s, d)).toBe('hand');
    const hand = sortHand(s.players[0].hand);
    expect(eligibleFlags(hand, d.items)).toEqual([true, true, true, true]);
    let picked = togglePick(d, [], id('Estate'), false);
    picked = togglePick(d, picked, id('Estate'), false);
    expect(togglePick(d, picked, id('Estate'), false)).toEqual(picked); // only two Estates
    expect(pickedFlags(hand, picked)).toEqual(hand.map((c) => c === id('Estate')));
    const move = pickAnswer(d, picked) as DominionMove;
    expect(move).toEqual({ type: 'decide', answer: [id('Estate'), id('Estate')] });
    expect(E.apply(s, move, 0).ok).toBe(true);
    expect(togglePick(d, picked, id('Estate'), true)).toEqual([id('Estate')]);
    expect(confirmText('Discard', picked)).toBe('Discard 2 cards');
    expect(barButtons(d, { picked: [], order: null }, legal, false).map((b) => b.text)).toEqual(['Discard nothing']);
    expect(barButtons(d, { picked, order: null }, legal, false)[0]).toMatchObject({ text: 'Discard 2 cards', move, primary: true });
  });

  it('Militia: exactly 2, so 1 is not an answer yet; a single pick (Workshop) answers on the Supply at once', () => {
    const s = playCard(position({ kingdom: K, hands: [['Militia', 'Copper', 'Estate', 'Estate', 'Copper']], current: 0 }), 'Militia').state;
    const d = pickOf(myDecision(s, 1, E.legalMoves(s, 1)));
    expect(d.min).toBe(2);
    expect(pickAnswer(d, [d.items[0]])).toBeNull();
    expect(pickAnswer(d, d.items.slice(0, 2))).not.toBeNull();
    const w = playCard(position({ kingdom: K, hands: [['Workshop', 'Copper', 'Estate', 'Estate', 'Copper']] }), 'Workshop').state;
    const g = pickOf(myDecision(w, 0, E.legalMoves(w, 0)));
    expect(clickSource(w, g)).toBe('supply');
    expect(togglePick(g, [id('Silver')], id('Village'), false)).toEqual([id('Village')]);
    expect(barButtons(g, { picked: [], order: null }, E.legalMoves(w, 0), false)).toEqual([]);
    expect(barButtons(g, { picked: [id('Village')], order: null }, E.legalMoves(w, 0), false, true)[0].text).toBe('Gain Village');
  });

  it('naming a card (Wishing Well) is done on the Supply when every nameable card has a pile', () => {
    const s = playCard(position({ kingdom: K, hands: [['Wishing Well', 'Copper', 'Estate', 'Estate', 'Copper']] }), 'Wishing Well').state;
    expect(clickSource(s, s.pending)).toBe('supply');
  });

  it('options: Pawn takes two different bonuses; yes/no and one option become buttons', () => {
    const s = playCard(position({ kingdom: K, hands: [['Pawn', 'Copper', 'Estate', 'Estate', 'Copper']] }), 'Pawn').state;
    const d = s.pending!;
    if (d.kind !== 'option') throw new Error('not an option');
    let picked = toggleOption(d, [], 2);
    picked = toggleOption(d, picked, 0);
    expect(picked).toEqual([0, 2]);
    expect(toggleOption(d, picked, 3)).toEqual([0, 2]);
    const buttons = barButtons(d, { picked, order: null }, E.legalMoves(s, 0), false, false, true);
    expect(buttons[0]).toMatchObject({ text: 'Confirm (2 of 2)', move: { type: 'decide', answer: [0, 2] } });
    expect(buttons.filter((b) => b.pressed).map((b) => b.text)).toEqual(['+1 Buy', '+1 Card']);
  });

  it('order: cards move up and down; the answer is the items top first', () => {
    let s = playCard(
      position({ kingdom: K, hands: [['Sentry', 'Copper', 'Estate', 'Estate', 'Copper']], decks: [['Copper', 'Silver', 'Gold']] }),
      'Sentry',
    ).state;
    s = answer(s, []).state; // trash nothing
    s = answer(s, []).state; // discard nothing
    const d = s.pending!;
    if (d.kind !== 'order') throw new Error('not an order');
    const order = raise(
      d.items.map((_, i) => i),
      1,
    );
    expect(order).toEqual([1, 0]);
    expect(lower(order, 1)).toEqual([0, 1]);
    const move = orderAnswer(d, order)!;
    expect(move.answer).toEqual([d.items[1], d.items[0]]);
    expect(E.apply(s, move, 0).ok).toBe(true);
    expect(decisionKey(d)).not.toBe(decisionKey(null));
  });
});

describe('hand and texts', () => {
  it('sorts Actions, Treasures, Victory cards, Curses; groups names', () => {
    const hand = [id('Estate'), id('Copper'), id('Curse'), id('Village'), id('Gold')];
    expect(sortHand(hand)).toEqual([id('Village'), id('Gold'), id('Copper'), id('Estate'), id('Curse')]);
    expect(groupNames([id('Copper'), id('Estate'), id('Copper'), -1])).toBe('Copper ×2, Estate, 1 hidden');
  });
});

describe('Secret Passage: a position in the deck with one control', () => {
  it('steps and jumps within the deck; the bar sends the chosen position and the engine takes it', () => {
    const IK = ['Secret Passage', 'Village', 'Smithy', 'Moat', 'Militia', 'Workshop', 'Cellar', 'Chapel', 'Pawn', 'Sentry'];
    let s = playCard(position({ kingdom: IK, hands: [['Secret Passage', 'Gold', 'Estate', 'Estate', 'Copper']] }), 'Secret Passage').state;
    s = answer(s, ['Gold']).state;
    const d = s.pending;
    if (!d || d.kind !== 'option' || !isPosition(d)) throw new Error('not a position');
    const n = s.players[0].deck.length;
    expect(d.options).toHaveLength(n + 1);
    expect(positionOf(d, [])).toBe(0);
    expect(movePosition(d, [], -1)).toEqual([0]);
    expect(movePosition(d, [2], 1)).toEqual([3]);
    expect(movePosition(d, [], 0, 99)).toEqual([n]);
    const [b] = barButtons(d, { picked: [2], order: null }, E.legalMoves(s, 0), false, false, true);
    expect(b.text).toBe(`Put it ${d.options[2]}`);
    const after = E.apply(s, b.move!, 0);
    if (!after.ok) throw new Error(after.error.message);
    const deck = after.state.players[0].deck;
    expect(deck[deck.length - 1 - 2]).toBe(id('Gold'));
  });
});

describe('end screen and VP counter texts', () => {
  it('reads a score line and the counter', () => {
    expect(lineText({ card: id('Gardens'), count: 2, each: 3, vp: 6, basis: '34 cards' })).toBe('2 Gardens × 3 (34 cards)');
    expect(lineText({ card: id('Province'), count: 3, each: 6, vp: 18 })).toBe('3 Province × 6');
    expect(vpText([12, 7], 1)).toBe('7 VP');
    expect(vpText(undefined, 1)).toBe('');
  });
});

describe("issue 21: the buy that ends the game, and each player's cards", () => {
  it('asks before a buy that ends the game, and only then', () => {
    const K = ['Village', 'Smithy', 'Market', 'Cellar', 'Moat', 'Militia', 'Festival', 'Library', 'Witch', 'Mine'];
    const s = play(position({ kingdom: K, phase: 'buy', hands: [['Gold', 'Gold', 'Silver', 'Copper', 'Estate']], supply: { Province: 1 } }), 0, {
      type: 'treasures',
    }).state;
    const v = E.view(s, 0);
    expect(endingBuyQuestion(v, { type: 'buy', card: id('Province') })).toBe(
      'This buy ends the game at the end of your turn: it takes the last Province. Buy Province?',
    );
    expect(endingBuyQuestion(v, { type: 'buy', card: id('Gold') })).toBeNull();
    expect(endingBuyQuestion(v, { type: 'endTurn' })).toBeNull();
  });

  it("groups a player's known cards by name; none when the view does not know them", () => {
    const v = E.view(position({ hands: [['Copper', 'Copper', 'Estate'], ['Copper']] }), 1);
    const lines = deckLines(v, 0);
    expect(lines?.map((l) => [l.card, l.count])).toEqual([
      [id('Copper'), 7],
      [id('Estate'), 4],
    ]);
    expect(deckLines({ ...v, known: [null, null] }, 0)).toBeNull();
  });
});

describe('issue 21: the player row tapped on the board', () => {
  it('maps a height in the player panel to its row (rows as Players draws them), none outside', () => {
    // 2 players, font 14: rows of min(44.8, (200 - 8) / 2) = 44.8 from y = 4.
    expect(playerRowAt(10, 200, 2, 14)).toBe(0);
    expect(playerRowAt(60, 200, 2, 14)).toBe(1);
    expect(playerRowAt(150, 200, 2, 14)).toBeNull();
    expect(playerRowAt(-1, 200, 2, 14)).toBeNull();
  });
});
