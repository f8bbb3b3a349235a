/**
 * Alchemy: Potion costs and every card, each case citing the official FAQ as summarised in our data
 * ("FAQ(Card)"), and EXAMPLES.md §13 (Possession).
 */
import { describe, expect, it } from 'vitest';
import { CARDS, id } from '../cards';
import { costLessThan, costOf } from '../cost';
import { score } from '../turn';
import { handOwner } from '../ui';
import type { DominionState } from '../types';
import { answer, count, E, hand, nm, pileLeft, play, playCard, position, rejects, sorted, type Spec } from '../testkit';

const K = ['Transmute', 'Vineyard', 'Herbalist', 'Apothecary', 'Scrying Pool', 'University', 'Alchemist', 'Familiar', "Philosopher's Stone", 'Golem'];
const K2 = ['Apprentice', 'Possession', 'Workshop', 'Remodel', 'Chapel', 'Village', 'Throne Room', 'Great Hall', 'Smithy', 'Outpost'];
const COPPERS = Array(20).fill('Copper');
const at = (kingdom: string[], spec: Spec): DominionState => position({ kingdom, ...spec });
const endTurn = (s: DominionState): DominionState => play(s, 0, { type: 'endTurn' }).state;

describe('Potion costs', () => {
  it('FAQ(Potion): the Potion pile (16) is in the Supply when a Potion-cost card is; a Potion-cost card needs a Potion produced this turn', () => {
    let s = at(K, { phase: 'buy', hands: [['Silver', 'Copper', 'Copper', 'Estate', 'Estate']] });
    expect(pileLeft(s, 'Potion')).toBe(16);
    s = play(s, 0, { type: 'treasures' }).state;
    expect(rejects(s, 0, { type: 'buy', card: id('Alchemist') }).message).toMatch(/costs more/);
    let t = at(K, { phase: 'buy', hands: [['Potion', 'Silver', 'Copper', 'Estate', 'Estate']] });
    t = play(t, 0, { type: 'treasures' }).state;
    expect(t.turn.potions).toBe(1);
    t = play(t, 0, { type: 'buy', card: id('Alchemist') }).state;
    expect(count(t.players[0].discard, 'Alchemist')).toBe(1);
  });

  it('FAQ(Potion): "costing up to $N" never takes a Potion-cost card; trash-and-gain from a Potion-cost card may', () => {
    let s = at([...K2.slice(0, 9), 'Golem'], { hands: [['Workshop', 'Remodel', 'Golem', 'Copper', 'Copper']] });
    s = playCard(s, 'Workshop').state;
    if (s.pending?.kind === 'pick') expect(s.pending.items.some((c) => CARDS[c].cost.potions > 0)).toBe(false);
    s = at([...K2.slice(0, 9), 'Golem'], { hands: [['Remodel', 'Golem', 'Copper', 'Copper', 'Copper']] });
    s = playCard(s, 'Remodel').state;
    s = answer(s, ['Golem']).state;
    if (s.pending?.kind !== 'pick') throw new Error('a gain pick');
    expect(nm(s.pending.items)).toEqual(expect.arrayContaining(['Possession', 'Gold', 'Golem']));
  });

  it('FAQ(Potion): $4 and $3 plus a Potion are not comparable; $X plus Potion costs more than $X', () => {
    const four = { coins: 4, potions: 0, debt: 0 };
    const threeP = { coins: 3, potions: 1, debt: 0 };
    const fourP = { coins: 4, potions: 1, debt: 0 };
    expect(costLessThan(four, threeP)).toBe(false);
    expect(costLessThan(threeP, four)).toBe(false);
    expect(costLessThan(four, fourP)).toBe(true);
    expect(costLessThan(fourP, fourP)).toBe(false);
  });
});

describe('Alchemy cards', () => {
  it('FAQ(Transmute): Action → Duchy, Treasure → Transmute, Victory → Gold; an Action–Victory card gives both', () => {
    let s = at(['Transmute', 'Great Hall', ...K.slice(1, 9)], { hands: [['Transmute', 'Great Hall', 'Copper', 'Copper', 'Copper']] });
    s = playCard(s, 'Transmute').state;
    s = answer(s, ['Great Hall']).state;
    expect(sorted(s.players[0].discard)).toEqual(['Duchy', 'Gold']);
    let t = at(K, { hands: [['Transmute', 'Copper', 'Estate']] });
    t = answer(playCard(t, 'Transmute').state, ['Copper']).state;
    expect(nm(t.players[0].discard)).toEqual(['Transmute']);
  });

  it('FAQ(Vineyard): 1 VP per 3 Action cards owned, rounded down (11 Actions: 3 VP)', () => {
    const s = at(K, { hands: [['Vineyard', ...Array(11).fill('Golem')]], decks: [[]] });
    const pl = { ...s.players[0], deck: [], discard: [] };
    expect(score(pl)).toBe(3);
  });

  it('FAQ(Herbalist): +1 Buy +$1; per play, one Treasure discarded from play may go onto the deck', () => {
    let s = at(K, { hands: [['Herbalist', 'Gold', 'Copper', 'Estate', 'Estate']], decks: [COPPERS] });
    s = playCard(s, 'Herbalist').state;
    expect(s.turn.buys).toBe(2);
    s = play(s, 0, { type: 'treasures' }).state;
    expect(s.turn.coins).toBe(5);
    s = endTurn(s);
    expect(s.pending?.tag).toBe('topdeck');
    s = answer(s, ['Gold']).state;
    expect(hand(s)).toContain('Gold');
  });

  it('FAQ(Apothecary): draws first, then every revealed Copper and Potion goes to hand, the rest back in the order chosen', () => {
    let s = at(K, { hands: [['Apothecary', 'Estate']], decks: [['Silver', 'Copper', 'Potion', 'Estate', 'Gold', 'Curse']] });
    s = playCard(s, 'Apothecary').state;
    expect(hand(s)).toEqual(['Copper', 'Estate', 'Potion', 'Silver']);
    s = answer(s, ['Gold', 'Estate']).state;
    expect(nm(s.players[0].deck.slice(-2))).toEqual(['Estate', 'Gold']);
  });

  it('FAQ(Scrying Pool): you decide for each player (you first) discard or put back; then reveal until a non-Action, all into your hand', () => {
    let s = at(K, { hands: [['Scrying Pool', 'Copper'], ['Copper']], decks: [['Estate', 'Golem', 'University', 'Silver', 'Gold'], ['Gold']] });
    s = playCard(s, 'Scrying Pool').state;
    s = answer(s, true).state; // discard my Estate
    s = answer(s, true).state; // discard their Gold
    expect(nm(s.players[1].discard)).toEqual(['Gold']);
    expect(hand(s)).toEqual(['Copper', 'Golem', 'Silver', 'University']);
    expect(s.turn.actions).toBe(1);
  });

  it('FAQ(University): +2 Actions; may gain an Action up to $5 without a Potion in its cost', () => {
    let s = at([...K.slice(0, 9), 'Village'], { hands: [['University', 'Copper']] });
    s = playCard(s, 'University').state;
    if (s.pending?.kind !== 'pick') throw new Error('a gain pick');
    expect(s.pending.min).toBe(0);
    expect(sorted(s.pending.items)).toEqual(['Herbalist', 'Village']);
    expect(s.turn.actions).toBe(2);
  });

  it('FAQ(Alchemist): +2 Cards +1 Action; at the start of Clean-up, with a Potion in play, it may go onto the deck', () => {
    let s = at(K, { hands: [['Alchemist', 'Potion', 'Copper']], decks: [COPPERS] });
    s = playCard(s, 'Alchemist').state;
    expect(s.players[0].hand.length).toBe(4);
    s = play(s, 0, { type: 'treasures' }).state;
    s = endTurn(s);
    expect(s.pending?.tag).toBe('topdeck');
    s = answer(s, true).state;
    expect(hand(s)).toContain('Alchemist');
    let t = playCard(at(K, { hands: [['Alchemist', 'Copper']], decks: [COPPERS] }), 'Alchemist').state;
    t = endTurn(t);
    expect(t.current).toBe(1);
  });

  it('FAQ(Familiar): +1 Card +1 Action, each other player gains a Curse', () => {
    const s = playCard(at(K, { hands: [['Familiar', 'Copper']] }), 'Familiar').state;
    expect(count(s.players[1].discard, 'Curse')).toBe(1);
    expect(s.turn.actions).toBe(1);
  });

  it("FAQ(Philosopher's Stone): $1 per 5 cards in draw and discard piles (17 + 6 = 23: $4)", () => {
    let s = at(K, { phase: 'buy', hands: [["Philosopher's Stone"]], decks: [Array(17).fill('Copper')], discards: [Array(6).fill('Estate')] });
    s = play(s, 0, { type: 'treasures' }).state;
    expect(s.turn.coins).toBe(4);
  });

  it('FAQ(Golem): reveal until 2 non-Golem Actions, discard the rest (Golems too), play them in the order chosen without using Actions', () => {
    let s = at(K, { hands: [['Golem', 'Copper']], decks: [['Copper', 'Golem', 'Familiar', 'Estate', 'University', 'Silver']] });
    s = playCard(s, 'Golem').state;
    expect(sorted(s.players[0].discard)).toEqual(['Copper', 'Estate', 'Golem']);
    s = answer(s, ['Familiar', 'University']).state;
    expect(nm(s.players[0].play.filter((c) => c >= 0))).toEqual(['Golem', 'Familiar', 'University']);
    expect(s.turn.actions).toBe(0 + 1 + 2);
  });

  it('FAQ(Apprentice): +1 Action; trash a card, +1 Card per $1 of its cost and +2 for a Potion (Golem: 6)', () => {
    let s = at(['Apprentice', 'Golem', ...K2.slice(2, 10)], { hands: [['Apprentice', 'Golem', 'Copper']], decks: [COPPERS] });
    s = playCard(s, 'Apprentice').state;
    s = answer(s, ['Golem']).state;
    expect(s.players[0].hand.length).toBe(1 + 6);
    expect(costOf(s, id('Golem'))).toMatchObject({ coins: 4, potions: 1 });
  });
});

describe('Possession (EXAMPLES §13)', () => {
  const start = (): DominionState =>
    at(K2, {
      hands: [
        ['Possession', 'Copper', 'Copper'],
        ['Chapel', 'Estate', 'Estate', 'Copper', 'Gold'],
      ],
      decks: [COPPERS, ['Silver', 'Silver', 'Silver', 'Silver', 'Silver', ...COPPERS]],
    });

  it('the player to the left takes an extra turn in which the possessor makes every decision; gains go to the possessor, trashed cards come back', () => {
    let s = playCard(start(), 'Possession').state;
    const turns1 = s.players[1].turns;
    s = endTurn(s);
    expect(s.current).toBe(1);
    expect(s.turn.kind).toBe('possession');
    expect(E.prompt(s).seats).toEqual([0]);
    // The possessed player makes no move of their own turn: the possessor does.
    rejects(s, 1, { type: 'play', card: id('Chapel') }, 'not-your-turn');
    s = play(s, 0, { type: 'play', card: id('Chapel') }).state;
    expect(E.legalMoves(s, 1)).toEqual([]);
    s = play(s, 0, { type: 'decide', answer: [id('Estate'), id('Estate')] }).state;
    expect(s.trash).toEqual([]);
    expect(sorted(s.players[1].mats.possession)).toEqual(['Estate', 'Estate']);
    s = play(s, 0, { type: 'treasures' }).state;
    const r = play(s, 0, { type: 'buy', card: id('Silver') });
    s = r.state;
    // The Buy used up the turn: Clean-up returned the trashed Estates and the normal rotation goes on with seat 1.
    expect(count(s.players[0].discard, 'Silver')).toBe(1);
    expect(count(s.players[1].discard, 'Silver')).toBe(0);
    expect(count(s.players[1].discard, 'Estate')).toBe(2);
    expect(s.players[1].mats.possession).toBeUndefined();
    expect(s.current).toBe(1);
    expect(s.turn.kind).toBe('normal');
    expect(s.turn.possessor).toBe(-1);
    expect(s.players[1].turns).toBe(turns1 + 1);
  });

  it("hidden information: the possessor sees the possessed player's hand and private log lines, never their deck order", () => {
    let s = playCard(start(), 'Possession').state;
    const r = play(s, 0, { type: 'endTurn' });
    s = r.state;
    const v = E.view(s, 0);
    expect(sorted(v.players[1].hand)).toEqual(['Chapel', 'Copper', 'Estate', 'Estate', 'Gold']);
    expect(v.players[1].deck).toEqual(s.players[1].deck.slice().sort((a, b) => a - b));
    expect(v.players[1].discard).toEqual(s.players[1].discard);
    // The board shows the possessor the hand it plays; for seat 1 its own.
    expect(handOwner(v, 0)).toBe(1);
    expect(handOwner(E.view(s, 1), 1)).toBe(1);
    // Its own hand stays its own; seat 1 still sees its hand too.
    expect(E.view(s, 1).players[0].hand.every((c) => c === -1)).toBe(true);
    s = play(s, 0, { type: 'play', card: id('Chapel') }).state;
    const pick = E.view(s, 0).pending;
    expect(pick && 'items' in pick ? pick.items.every((c) => c >= 0) : false).toBe(true);
    s = play(s, 0, { type: 'decide', answer: [] }).state;
    const end = play(play(s, 0, { type: 'treasures' }).state, 0, { type: 'endTurn' });
    const drawLine = end.log.find((e) => e.seat === 1 && e.only);
    expect(drawLine?.only).toEqual([1, 0]);
  });

  it('FAQ(Possession): a card the possessed player would gain from the trash (Lurker) goes to the possessor', () => {
    let s = at([...K2.slice(0, 9), 'Lurker'], {
      hands: [
        ['Possession', 'Copper'],
        ['Lurker', 'Copper', 'Copper', 'Copper', 'Copper'],
      ],
      decks: [COPPERS, COPPERS],
    });
    s = { ...s, trash: [id('Village')] };
    s = endTurn(playCard(s, 'Possession').state);
    s = play(s, 0, { type: 'play', card: id('Lurker') }).state;
    s = play(s, 0, { type: 'decide', answer: [1] }).state;
    expect(count(s.players[0].discard, 'Village')).toBe(1);
    expect(count(s.players[1].discard, 'Village')).toBe(0);
  });

  it('Throne Room on Possession gives one extra turn only (2023 errata: not a 2nd extra turn in a row)', () => {
    let s = at(K2, { hands: [['Throne Room', 'Possession', 'Copper']] });
    s = playCard(s, 'Throne Room').state;
    const r = answer(s, ['Possession']);
    expect(r.text).toContain('Possession does nothing');
    s = endTurn(r.state);
    expect(s.turn.kind).toBe('possession');
    s = play(s, 0, { type: 'endTurn' }).state;
    expect(s.turn.kind).toBe('normal');
    expect(s.current).toBe(1);
  });

  it('FAQ(Possession): an Outpost played in the Possession turn gives that player its extra turn, then their normal turn', () => {
    let s = at(K2, {
      hands: [
        ['Possession', 'Copper'],
        ['Outpost', 'Copper', 'Copper', 'Copper', 'Copper'],
      ],
      decks: [COPPERS, COPPERS],
    });
    s = endTurn(playCard(s, 'Possession').state);
    s = play(s, 0, { type: 'play', card: id('Outpost') }).state;
    s = play(s, 0, { type: 'endTurn' }).state;
    expect(s.current).toBe(1);
    expect(s.turn.kind).toBe('outpost');
    expect(E.prompt(s).seats).toEqual([1]);
    s = play(s, 1, { type: 'endTurn' }).state;
    expect(s.turn.kind).toBe('normal');
    expect(s.current).toBe(1);
  });
});
