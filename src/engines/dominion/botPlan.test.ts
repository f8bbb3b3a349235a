/**
 * The General bot's reading of the kingdom (botPlan.ts) and the rules built on it (issue 22), each with
 * the position and the reason. The figures that made them (`npm run simulate`, 400+ games, seats rotated)
 * are in the README's "Computer players".
 */
import { describe, expect, it } from 'vitest';
import { CARDS, id } from './cards';
import { General } from './bots';
import { buyValue, victoryGain } from './botBuy';
import { ownedCards } from './botEval';
import { isCurser, isDefence, kingdomInfo } from './botPlan';
import { E, play, position, type Spec } from './testkit';
import type { DominionState } from './types';

const rand = (): number => 0.5;
const choose = (s: DominionState) => {
  const seat = s.pending ? s.pending.seat : s.current;
  return General(E.view(s, seat), seat, E.legalMoves(s, seat), rand);
};
const buyPhase = (hand: string[], extra: Spec = {}) => play(position({ phase: 'buy', hands: [hand], ...extra }), 0, { type: 'treasures' }).state;
const names = (xs: readonly number[]) => xs.map((c) => CARDS[c].name).sort();

/** The kingdom: Double Witch's home (an engine kingdom: Chapel, Laboratory, Market — botEngine.test.ts). */
const WITCH_K = ['Witch', 'Village', 'Smithy', 'Market', 'Laboratory', 'Festival', 'Library', 'Moat', 'Cellar', 'Chapel'];
/** The same without its trasher (Workshop for Chapel): a Curse game played by the money plan. */
const WITCH_MONEY_K = ['Witch', 'Village', 'Smithy', 'Market', 'Laboratory', 'Festival', 'Library', 'Moat', 'Cellar', 'Workshop'];

describe('kingdom reading (from the cards’ programs, so new cards count without a table entry)', () => {
  it('Curse-givers are the Attacks that gain the victims a Curse; Torturer is not one (its victims may discard 2 instead)', () => {
    for (const n of ['Witch', 'Sea Witch', 'Mountebank', 'Familiar', 'Charlatan', 'Sea Hag']) expect(isCurser(id(n)), n).toBe(true);
    for (const n of ['Torturer', 'Militia', 'Smithy', 'Swindler']) expect(isCurser(id(n)), n).toBe(false);
  });

  it('defences: Moat (its reveal makes its player unaffected) and Lighthouse (it protects); not Secret Chamber or Diplomat', () => {
    expect(isDefence(id('Moat'))).toBe(true);
    expect(isDefence(id('Lighthouse'))).toBe(true);
    expect(isDefence(id('Secret Chamber'))).toBe(false);
    expect(isDefence(id('Diplomat'))).toBe(false);
  });

  it('reads the issue kingdom as a Curse game with a defence, villages, non-terminal draw and +Buy', () => {
    const k = kingdomInfo(position({ kingdom: WITCH_K }));
    expect(k.plan).toBe('curse');
    expect(names(k.cursers)).toEqual(['Witch']);
    expect(names(k.defences)).toEqual(['Moat']);
    expect(names(k.villages)).toEqual(['Festival', 'Village']);
    expect(names(k.labs)).toEqual(['Laboratory']);
    expect(names(k.buys)).toEqual(['Festival', 'Market']);
    expect(k.trashers).toContain(id('Chapel'));
    expect(k.engine).toBe(id('Chapel'));
    expect(kingdomInfo(position({ kingdom: ['Smithy', 'Village'] })).plan).toBe('money');
    expect(kingdomInfo(position({ kingdom: WITCH_MONEY_K })).engine).toBe(-1);
  });
});

describe('General in a Curse game (the money plan: no trasher for an engine)', () => {
  it('plays Witch before Moat with one Action: both draw 2, only Witch gives a Curse (playing Moat first lost 35% to 53% against Double Witch)', () => {
    const s = position({ kingdom: WITCH_MONEY_K, hands: [['Moat', 'Witch', 'Copper', 'Copper', 'Estate']] });
    expect(choose(s)).toEqual({ type: 'play', card: id('Witch') });
  });

  it('opens Moat with $2 on a Witch kingdom: the others will buy Witch, and a Moat in hand blocks the Curse', () => {
    const s = buyPhase(['Copper', 'Copper', 'Estate', 'Estate', 'Estate'], { kingdom: WITCH_MONEY_K });
    expect(choose(s)).toEqual({ type: 'buy', card: id('Moat') });
  });

  it('but buys no Moat where nobody can give Curses (it would be a weak Smithy)', () => {
    const s = buyPhase(['Copper', 'Copper', 'Copper', 'Estate', 'Estate'], { kingdom: ['Moat', 'Smithy', 'Village', 'Militia'] });
    expect(choose(s)).toEqual({ type: 'buy', card: id('Silver') });
  });

  it('takes Silver over Smithy at $4 before its Witches: the two Witches to come are counted as terminals, and a Smithy would collide with them', () => {
    const s = buyPhase(['Copper', 'Copper', 'Copper', 'Copper', 'Estate'], { kingdom: ['Witch', 'Smithy', 'Village'] });
    expect(choose(s)).toEqual({ type: 'buy', card: id('Silver') });
    // With Moat in the kingdom its first copy comes first (the block).
    expect(choose(buyPhase(['Copper', 'Copper', 'Copper', 'Copper', 'Estate'], { kingdom: WITCH_MONEY_K }))).toEqual({ type: 'buy', card: id('Moat') });
    // With no Curse-giver in the kingdom the first Smithy is its Big Money plus X.
    const money = buyPhase(['Copper', 'Copper', 'Copper', 'Copper', 'Estate'], { kingdom: ['Smithy', 'Moat', 'Village'] });
    expect(choose(money)).toEqual({ type: 'buy', card: id('Smithy') });
  });

  it('buys its first Witch over Gold, and the second too (botCurse.ts: the Curse split decides a Curse game played as money; over Gold +0.4 against Double Witch on random Witch kingdoms, 6,000 games)', () => {
    const s = buyPhase(['Gold', 'Silver', 'Copper', 'Estate', 'Estate'], { kingdom: WITCH_MONEY_K });
    expect(choose(s)).toEqual({ type: 'buy', card: id('Witch') });
    const second6 = buyPhase(['Gold', 'Silver', 'Copper', 'Estate', 'Estate'], { kingdom: WITCH_MONEY_K, discards: [['Witch']] });
    expect(choose(second6)).toEqual({ type: 'buy', card: id('Witch') });
    const second5 = buyPhase(['Silver', 'Silver', 'Copper', 'Estate', 'Estate'], { kingdom: WITCH_MONEY_K, discards: [['Witch']] });
    expect(choose(second5)).toEqual({ type: 'buy', card: id('Witch') });
  });
});

describe('General buys', () => {
  it('values Silver at $4 of Treasure: a weak $3–$4 card (Conspirator without other Actions, Mill) does not beat it', () => {
    const s = position({ kingdom: ['Conspirator', 'Mill', 'Great Hall'] });
    const owned = ownedCards(s, 0);
    for (const n of ['Conspirator', 'Mill', 'Great Hall']) expect(buyValue(s, id(n), owned, 0), n).toBeLessThan(buyValue(s, id('Silver'), owned, 0));
    const b = buyPhase(['Copper', 'Copper', 'Copper', 'Copper', 'Estate'], { kingdom: ['Conspirator', 'Mill', 'Great Hall'] });
    expect(choose(b)).toEqual({ type: 'buy', card: id('Silver') });
  });

  it('penultimate Province rule: behind with two Provinces left, $8 buys a Duchy (the Province would let the other player win by taking the last)', () => {
    // Seat 1 holds 6 Provinces (36 + 3 Estates), seat 0 none: after our Province they take the last and win.
    const s = buyPhase(['Gold', 'Gold', 'Silver', 'Estate', 'Estate'], { supply: { Province: 2 }, discards: [[], Array(6).fill('Province')] });
    expect(choose(s)).toEqual({ type: 'buy', card: id('Duchy') });
  });

  it('but takes the penultimate Province when ahead', () => {
    const s = buyPhase(['Gold', 'Gold', 'Silver', 'Estate', 'Estate'], { supply: { Province: 2 }, discards: [Array(6).fill('Province'), []] });
    expect(choose(s)).toEqual({ type: 'buy', card: id('Province') });
  });
});

describe('General greens by what each Victory card adds to its deck (the cards’ `points` rules)', () => {
  it('a Duke is worth its Duchies (3 with three Duchies); a Duchy is worth 3 and 1 per Duke owned', () => {
    const duchies = [id('Duchy'), id('Duchy'), id('Duchy')];
    expect(victoryGain(id('Duke'), duchies)).toBe(3);
    expect(victoryGain(id('Duchy'), [id('Duke'), id('Duke')])).toBe(5);
  });

  it('Gardens counts the cards after it is gained: with 39 cards it is worth 4 VP, more than a Duchy', () => {
    const owned = Array(39).fill(id('Copper'));
    expect(victoryGain(id('Gardens'), owned)).toBe(4);
    // Late (4 Provinces left) with $5 and a 39-card deck it takes Gardens over Duchy (no gainer: the money
    // plan's greening; with Workshop the Gardens rush, botVictory.test.ts).
    const s = buyPhase(['Copper', 'Copper', 'Copper', 'Copper', 'Copper'], {
      kingdom: ['Gardens', 'Village'],
      supply: { Province: 4 },
      decks: [Array(29).fill('Copper')],
    });
    expect(choose(s)).toEqual({ type: 'buy', card: id('Gardens') });
  });

  it('with Dukes owned and 4 Provinces left, $5 buys a Duchy (3 VP + 1 per Duke) over a Duke that counts no Duchy', () => {
    const s = buyPhase(['Silver', 'Silver', 'Copper', 'Estate', 'Estate'], {
      kingdom: ['Duke', 'Workshop'],
      supply: { Province: 4 },
      discards: [['Duke', 'Duke']],
    });
    expect(choose(s)).toEqual({ type: 'buy', card: id('Duchy') });
  });
});

describe('General picks its Curse-giver', () => {
  it('with Witch in the kingdom, no Potion for Familiar: the Potion slows the Curse war (36% → 58% against Double Witch on random kingdoms with both)', () => {
    const s = buyPhase(['Copper', 'Copper', 'Copper', 'Copper', 'Estate'], { kingdom: ['Witch', 'Familiar'] });
    expect(choose(s)).not.toEqual({ type: 'buy', card: id('Potion') });
    // Without Witch, Familiar is the Curse-giver and a Potion opens it.
    const f = buyPhase(['Copper', 'Copper', 'Copper', 'Copper', 'Estate'], { kingdom: ['Familiar', 'Smithy'] });
    expect(choose(f)).toEqual({ type: 'buy', card: id('Potion') });
  });

  it('Witch over Mountebank at $5: both give Curses, Witch also draws 2 (49% → 56% against Double Witch on random kingdoms with both)', () => {
    const s = buyPhase(['Silver', 'Copper', 'Copper', 'Copper', 'Estate'], { kingdom: ['Mountebank', 'Witch'] });
    expect(choose(s)).toEqual({ type: 'buy', card: id('Witch') });
  });
});

describe('General with Hinterlands’ Farmland (trash a card from hand when bought, gain one costing $2 more)', () => {
  const FARM = ['Farmland', 'Laboratory', 'Smithy'];

  it('a forced trash never takes a Province while a lesser card may go (it took Provinces as "dead cards" on Adventures Abroad)', () => {
    const s = buyPhase(['Gold', 'Gold', 'Province', 'Province', 'Silver'], { kingdom: FARM, supply: { Province: 6 } });
    expect(choose(s)).toEqual({ type: 'buy', card: id('Gold') });
    const forced = play(s, 0, { type: 'buy', card: id('Farmland') }).state;
    expect(forced.pending?.tag).toBe('trash');
    // Only Provinces are left in hand: the pick is forced; with an Estate beside them, the Estate goes.
    const withEstate = play(buyPhase(['Gold', 'Gold', 'Province', 'Estate', 'Silver'], { kingdom: FARM }), 0, { type: 'buy', card: id('Farmland') }).state;
    const pick = choose(withEstate) as { type: 'decide'; answer: number[] };
    expect(pick.answer).toEqual([id('Estate')]);
  });

  it('buys no Farmland when the hand left holds no Curse, Estate or Copper (Adventures Abroad against BMU: 48% → 52.5%, 200 games over both editions)', () => {
    // Three Provinces left and no Duchy: Farmland (2 VP) is the best Victory card at $7.
    const late = { kingdom: FARM, supply: { Province: 3, Duchy: 0 } };
    const s = buyPhase(['Gold', 'Silver', 'Silver', 'Province', 'Province'], late);
    expect(choose(s)).not.toEqual({ type: 'buy', card: id('Farmland') });
    const junk = buyPhase(['Gold', 'Silver', 'Silver', 'Estate', 'Province'], late);
    expect(choose(junk)).toEqual({ type: 'buy', card: id('Farmland') });
  });
});
