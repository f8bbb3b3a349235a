/**
 * The other Seaside cards (second-edition Durations and Attacks, the cards without a Duration, the
 * first-edition cards), each checked against its card text in our data ("Card text") and the FAQ rulings
 * EXAMPLES.md quotes (§9, §29).
 */
import { describe, expect, it } from 'vitest';
import { id } from '../cards';
import type { DominionState } from '../types';
import { answer, count, E, hand, nm, pileLeft, play, playCard, position, sorted, type Spec } from '../testkit';

const K = ['Astrolabe', 'Monkey', 'Blockade', 'Sailor', 'Tide Pools', 'Corsair', 'Pirate', 'Sea Witch', 'Workshop', 'Village'];
const K2 = ['Lookout', 'Sea Chart', 'Smugglers', 'Warehouse', 'Cutpurse', 'Salvager', 'Treasure Map', 'Bazaar', 'Treasury', 'Moat'];
const K1E = ['Pearl Diver', 'Ambassador', 'Navigator', 'Sea Hag', 'Explorer', 'Ghost Ship', 'Village', 'Caravan', 'Workshop', 'Moat'];

const endTurn = (s: DominionState): DominionState => play(s, s.current, { type: 'endTurn' }).state;
const at = (kingdom: string[], spec: Spec): DominionState => position({ kingdom, ...spec });
const COPPERS = Array(20).fill('Copper');

describe('Seaside second edition: Durations and Attacks', () => {
  it('Astrolabe (Card text): +$1 and +1 Buy now and at the start of the next turn; a Treasure that stays in play', () => {
    let s = at(K, { phase: 'buy', hands: [['Astrolabe', 'Copper', 'Estate', 'Estate', 'Estate']], decks: [COPPERS] });
    s = play(s, 0, { type: 'treasures' }).state;
    expect(s.turn.coins).toBe(2);
    expect(s.turn.buys).toBe(2);
    s = endTurn(endTurn(s));
    expect(s.turn.coins).toBe(1);
    expect(s.turn.buys).toBe(2);
  });

  it('Monkey (Card text): until your next turn, +1 Card each time the player to your right gains a card; +1 Card next turn', () => {
    let s = at(K, {
      seats: 3,
      hands: [['Monkey', 'Copper', 'Copper', 'Copper', 'Copper'], [], ['Workshop', 'Copper', 'Copper', 'Copper', 'Copper']],
      decks: [COPPERS, COPPERS, COPPERS],
    });
    s = playCard(s, 'Monkey').state;
    s = endTurn(endTurn(s));
    expect(s.current).toBe(2);
    const before = s.players[0].hand.length;
    s = playCard(s, 'Workshop').state;
    s = answer(s, ['Silver']).state;
    expect(s.players[0].hand.length).toBe(before + 1);
    s = endTurn(s);
    expect(s.players[0].hand.length).toBe(before + 2);
  });

  it('Blockade (Card text): gains a card up to $4 set aside, into the hand next turn; meanwhile another player gaining a copy on their turn also gains a Curse', () => {
    let s = at(K, {
      hands: [
        ['Blockade', 'Copper', 'Copper', 'Copper', 'Copper'],
        ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'],
      ],
      decks: [COPPERS, COPPERS],
    });
    s = playCard(s, 'Blockade').state;
    s = answer(s, ['Silver']).state;
    expect(s.players[0].mats.blockade).toEqual([id('Silver')]);
    s = endTurn(s);
    s = play(s, 1, { type: 'treasures' }).state;
    s = play(s, 1, { type: 'buy', card: id('Silver') }).state;
    expect(count(s.players[1].discard, 'Curse')).toBe(1);
    // Seat 1's only Buy ended its turn: seat 0's turn has begun.
    expect(hand(s)).toContain('Silver');
    expect(s.players[0].mats.blockade).toBeUndefined();
  });

  it('Sailor (Card text): once this turn a gained Duration may be played; next turn +$2 and may trash a card from hand', () => {
    let s = at(K, { hands: [['Sailor', 'Workshop', 'Estate', 'Copper', 'Copper']], decks: [['Curse', ...COPPERS]] });
    s = playCard(s, 'Sailor').state;
    s = playCard(s, 'Workshop').state;
    s = answer(s, ['Monkey']).state;
    expect(s.pending).toMatchObject({ kind: 'yesno', tag: 'play' });
    s = answer(s, true).state;
    expect(nm(s.players[0].play.filter((c) => c >= 0))).toEqual(['Sailor', 'Workshop', 'Monkey']);
    s = endTurn(endTurn(s));
    expect(s.turn.coins).toBe(2);
    expect(s.pending?.tag).toBe('trash');
  });

  it('Tide Pools (Card text): +3 Cards +1 Action; at the start of the next turn discard 2 cards', () => {
    let s = at(K, { hands: [['Tide Pools', 'Copper', 'Copper', 'Copper', 'Copper']], decks: [['Copper', 'Copper', 'Copper', 'Silver', ...COPPERS]] });
    s = playCard(s, 'Tide Pools').state;
    expect(s.players[0].hand.length).toBe(7);
    s = endTurn(endTurn(s));
    expect(s.pending).toMatchObject({ seat: 0, tag: 'discard', min: 2 });
    s = answer(s, ['Copper', 'Silver']).state;
    expect(s.players[0].hand.length).toBe(3);
  });

  it('Corsair (Card text): +$2; until its next turn each other player trashes the first Silver or Gold they play each turn (it still gives $)', () => {
    let s = at(K, {
      hands: [
        ['Corsair', 'Copper', 'Copper', 'Copper', 'Copper'],
        ['Silver', 'Gold', 'Copper', 'Copper', 'Copper'],
      ],
      decks: [COPPERS],
    });
    s = playCard(s, 'Corsair').state;
    expect(s.turn.coins).toBe(2);
    s = endTurn(s);
    s = play(s, 1, { type: 'treasure', card: id('Gold') }).state;
    expect(s.trash).toEqual([id('Gold')]);
    expect(s.turn.coins).toBe(3);
    s = play(s, 1, { type: 'treasure', card: id('Silver') }).state;
    expect(s.trash).toEqual([id('Gold')]);
    s = endTurn(s);
    expect(s.players[0].hand.length).toBe(6);
  });

  it('Corsair is an Attack: a player who revealed Moat when it was played is spared its lasting effect', () => {
    let s = at([...K.slice(0, 9), 'Moat'], {
      hands: [
        ['Corsair', 'Copper'],
        ['Moat', 'Gold', 'Copper', 'Copper', 'Copper'],
      ],
      decks: [COPPERS],
    });
    s = playCard(s, 'Corsair').state;
    s = answer(s, ['Reveal Moat']).state;
    s = endTurn(s);
    s = play(s, 1, { type: 'treasure', card: id('Gold') }).state;
    expect(s.trash).toEqual([]);
  });

  it('Pirate (Card text): when any player gains a Treasure it may be played from hand; at the start of the next turn gain a Treasure up to $6 into the hand', () => {
    let s = at(K, {
      hands: [
        ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'],
        ['Pirate', 'Copper', 'Copper', 'Copper', 'Copper'],
      ],
      decks: [COPPERS, COPPERS],
    });
    s = play(s, 0, { type: 'treasures' }).state;
    s = play(s, 0, { type: 'buy', card: id('Silver') }).state;
    expect(s.pending).toMatchObject({ seat: 1, tag: 'play' });
    const seen = E.view(s, 0).pending;
    // Another seat's private decision shows no items and no size (issue 8).
    expect(seen && 'items' in seen ? seen.items : []).toEqual([]);
    s = answer(s, ['Pirate']).state;
    // Played outside its turn, Pirate waits among the Durations; seat 0's only Buy ended its turn.
    expect(nm(s.players[1].durations)).toEqual(['Pirate']);
    expect(s.current).toBe(1);
    expect(s.pending).toMatchObject({ seat: 1, tag: 'gain' });
    s = answer(s, ['Gold']).state;
    expect(hand(s, 1)).toContain('Gold');
    s = endTurn(s);
    expect(s.players[1].durations).toEqual([]);
  });

  it('Sea Witch (Card text): +2 Cards, each other player gains a Curse; next turn +2 Cards then discard 2', () => {
    let s = at(K, { hands: [['Sea Witch', 'Copper', 'Copper', 'Copper', 'Copper']], decks: [['Copper', 'Copper', 'Estate', ...COPPERS]] });
    s = playCard(s, 'Sea Witch').state;
    expect(count(s.players[1].discard, 'Curse')).toBe(1);
    s = endTurn(endTurn(s));
    expect(s.players[0].hand.length).toBe(7);
    s = answer(s, ['Copper', 'Estate']).state;
    expect(s.players[0].hand.length).toBe(5);
  });
});

describe('Seaside: cards without a Duration', () => {
  it('Lookout (Card text): look at the top 3 (privately), trash one, discard one, the last back on top', () => {
    let s = at(K2, { hands: [['Lookout', 'Copper', 'Copper', 'Copper', 'Copper']], decks: [['Estate', 'Gold', 'Curse', 'Silver']] });
    s = playCard(s, 'Lookout').state;
    expect(E.view(s, 1).players[0].look).toEqual([-1, -1, -1]);
    s = answer(s, ['Curse']).state;
    s = answer(s, ['Estate']).state;
    const deck = s.players[0].deck;
    expect(nm([deck[deck.length - 1]])).toEqual(['Gold']);
    expect(s.trash).toEqual([id('Curse')]);
  });

  it('Sea Chart (Card text): reveal the top card; into the hand if a copy is in play', () => {
    let s = at(K2, { hands: [['Sea Chart', 'Sea Chart', 'Copper', 'Copper', 'Copper']], decks: [['Copper', 'Sea Chart', 'Gold', 'Estate']] });
    s = playCard(s, 'Sea Chart').state;
    expect(hand(s)).toContain('Sea Chart');
    s = playCard(s, 'Sea Chart').state;
    // The second drew Gold, then revealed Estate: no copy in play, so it stays on the deck.
    expect(hand(s)).toContain('Gold');
    expect(nm([s.players[0].deck[s.players[0].deck.length - 1]])).toEqual(['Estate']);
  });

  it('EXAMPLES §29 Smugglers (FAQ): a copy of a card up to $6 the player to the right gained on their last turn; Potion-cost cards are not "up to $6"', () => {
    let s = at([...K2.slice(0, 9), 'Golem'], {
      hands: [
        ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'],
        ['Smugglers', 'Copper', 'Copper', 'Copper', 'Copper'],
      ],
    });
    s = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, lastGained: [] } : p)) };
    s = { ...s, turn: { ...s.turn, gained: [id('Gold'), id('Province'), id('Golem')] } };
    s = endTurn(s);
    // Province costs more than $6 and Golem costs a Potion: Gold is the only choice, so nobody is asked.
    s = playCard(s, 'Smugglers').state;
    expect(s.pending).toBeNull();
    expect(count(s.players[1].discard, 'Gold')).toBe(1);
  });

  it('Warehouse: +3 Cards +1 Action, discard 3; Cutpurse: +$2, others discard a Copper or reveal a hand without one; Bazaar: +1 Card +2 Actions +$1', () => {
    let s = at(K2, {
      seats: 3,
      hands: [
        ['Warehouse', 'Bazaar', 'Cutpurse', 'Estate', 'Estate'],
        ['Copper', 'Estate'],
        ['Estate', 'Silver'],
      ],
      decks: [COPPERS],
    });
    s = playCard(s, 'Warehouse').state;
    s = answer(s, ['Estate', 'Estate', 'Copper']).state;
    s = playCard(s, 'Bazaar').state;
    expect(s.turn.actions).toBe(2);
    const r = playCard(s, 'Cutpurse');
    expect(r.state.players[1].hand).toEqual([id('Estate')]);
    expect(r.text).toContain('{2} reveals Estate and Silver.');
    expect(r.state.turn.coins).toBe(3);
  });

  it('Salvager: +1 Buy, trash a card for + $ equal to its cost', () => {
    let s = at(K2, { hands: [['Salvager', 'Gold', 'Copper', 'Copper', 'Copper']] });
    s = playCard(s, 'Salvager').state;
    s = answer(s, ['Gold']).state;
    expect(s.turn.coins).toBe(6);
    expect(s.turn.buys).toBe(2);
  });

  it('Treasure Map: trash it and another from hand — 4 Golds onto the deck; alone it is just trashed', () => {
    let s = at(K2, { hands: [['Treasure Map', 'Treasure Map', 'Copper', 'Copper', 'Copper']] });
    s = playCard(s, 'Treasure Map').state;
    expect(count(s.trash, 'Treasure Map')).toBe(2);
    expect(nm(s.players[0].deck.slice(-4))).toEqual(['Gold', 'Gold', 'Gold', 'Gold']);
    const alone = playCard(at(K2, { hands: [['Treasure Map', 'Copper']] }), 'Treasure Map').state;
    expect(count(alone.trash, 'Treasure Map')).toBe(1);
    expect(pileLeft(alone, 'Gold')).toBe(30);
  });

  it('Treasury: when discarded from play it may go onto the deck, unless a Victory card was bought this turn', () => {
    let s = at(K2, { hands: [['Treasury', 'Copper', 'Copper', 'Copper', 'Copper']], decks: [COPPERS] });
    s = playCard(s, 'Treasury').state;
    s = play(s, 0, { type: 'endTurn' }).state;
    expect(s.pending?.tag).toBe('topdeck');
    s = answer(s, true).state;
    expect(hand(s)).toContain('Treasury');
    let v = at(K2, { hands: [['Treasury', 'Copper', 'Copper', 'Copper', 'Copper']], decks: [COPPERS] });
    v = playCard(v, 'Treasury').state;
    v = play(v, 0, { type: 'treasures' }).state;
    v = play(v, 0, { type: 'buy', card: id('Estate') }).state;
    expect(v.pending).toBeNull();
  });
});

describe('Seaside first edition', () => {
  it('Pearl Diver: +1 Card +1 Action; looks at the bottom card privately and may put it on top', () => {
    let s = at(K1E, { edition: '1E', hands: [['Pearl Diver', 'Copper', 'Copper', 'Copper', 'Copper']], decks: [['Copper', 'Estate', 'Gold']] });
    s = playCard(s, 'Pearl Diver').state;
    expect(E.view(s, 1).players[0].look).toEqual([-1]);
    expect(s.pending?.prompt).not.toContain('Gold');
    s = answer(s, true).state;
    expect(nm([s.players[0].deck[s.players[0].deck.length - 1]])).toEqual(['Gold']);
  });

  it('Ambassador: reveal a card, return up to 2 copies to the Supply, each other player gains one; Moat blocks the gain (EXAMPLES §9)', () => {
    let s = at(K1E, { edition: '1E', seats: 3, hands: [['Ambassador', 'Estate', 'Estate', 'Copper', 'Copper'], ['Moat', 'Copper'], ['Copper']] });
    s = playCard(s, 'Ambassador').state;
    s = answer(s, ['Reveal Moat']).state;
    s = answer(s, ['Estate']).state;
    const before = pileLeft(s, 'Estate');
    s = answer(s, ['return 2']).state;
    expect(pileLeft(s, 'Estate')).toBe(before + 2 - 1);
    expect(count(s.players[2].discard, 'Estate')).toBe(1);
    expect(count(s.players[1].discard, 'Estate')).toBe(0);
  });

  it('Navigator: +$2; the top 5 are discarded, or put back in an order chosen', () => {
    let s = at(K1E, { edition: '1E', hands: [['Navigator', 'Copper']], decks: [['Estate', 'Estate', 'Curse', 'Copper', 'Copper', 'Gold']] });
    s = playCard(s, 'Navigator').state;
    s = answer(s, true).state;
    expect(sorted(s.players[0].discard)).toEqual(['Copper', 'Copper', 'Curse', 'Estate', 'Estate']);
    expect(s.turn.coins).toBe(2);
  });

  it('Sea Hag: each other player discards their top card and gains a Curse onto their deck', () => {
    let s = at(K1E, { edition: '1E', hands: [['Sea Hag', 'Copper']], decks: [[], ['Gold', 'Copper']] });
    s = playCard(s, 'Sea Hag').state;
    expect(nm(s.players[1].discard)).toEqual(['Gold']);
    expect(nm([s.players[1].deck[s.players[1].deck.length - 1]])).toEqual(['Curse']);
  });

  it('Explorer: reveal a Province for a Gold into the hand, else a Silver', () => {
    let s = at(K1E, { edition: '1E', hands: [['Explorer', 'Province', 'Copper']] });
    s = playCard(s, 'Explorer').state;
    s = answer(s, true).state;
    expect(hand(s)).toContain('Gold');
    const t = playCard(at(K1E, { edition: '1E', hands: [['Explorer', 'Copper']] }), 'Explorer').state;
    expect(hand(t)).toContain('Silver');
  });

  it('Ghost Ship: +2 Cards; each other player with 4+ cards puts cards onto their deck down to 3', () => {
    let s = at(K1E, {
      edition: '1E',
      hands: [
        ['Ghost Ship', 'Copper'],
        ['Gold', 'Silver', 'Estate', 'Estate', 'Copper'],
      ],
    });
    s = playCard(s, 'Ghost Ship').state;
    s = answer(s, ['Estate', 'Estate']).state;
    expect(hand(s, 1)).toEqual(['Copper', 'Gold', 'Silver']);
    expect(nm(s.players[1].deck.slice(-2))).toEqual(['Estate', 'Estate']);
  });
});
