/**
 * Seaside Durations and mats, each with the card's rules as summarised in our card data ("Card text")
 * and the EXAMPLES.md cases (§5, §6, §8, §28) that cite the official FAQ / Duration rules.
 */
import { describe, expect, it } from 'vitest';
import { id } from '../cards';
import type { DominionState } from '../types';
import { answer, count, E, hand, nm, pileLeft, play, playCard, position, sorted, type Spec } from '../testkit';

const K = ['Caravan', 'Fishing Village', 'Haven', 'Lighthouse', 'Tactician', 'Outpost', 'Merchant Ship', 'Wharf', 'Island', 'Native Village'];
const K3 = ['Corsair', 'Pirate', 'Sea Witch', 'Embargo', 'Pirate Ship', 'Workshop', 'Village', 'Market', 'Cellar', 'Chapel'];

const COPPERS_AND_ESTATES = [...Array(15).fill('Copper'), ...Array(5).fill('Estate')];
const endTurn = (s: DominionState): DominionState => play(s, s.current, { type: 'endTurn' }).state;
/** Ends the current turn and the next player's (2 players): back to seat 0's next turn. */
const round = (s: DominionState): DominionState => endTurn(endTurn(s));
const at = (kingdom: string[], spec: Spec): DominionState => position({ kingdom, ...spec });

describe('Durations (Seaside)', () => {
  it('Caravan: +1 Card +1 Action now, +1 Card at the start of the next turn; stays in play until that Clean-up', () => {
    let s = at(K, { hands: [['Caravan', 'Copper', 'Copper', 'Copper', 'Copper']], decks: [['Silver', ...Array(20).fill('Copper')]] });
    s = playCard(s, 'Caravan').state;
    expect(hand(s)).toContain('Silver');
    expect(s.turn.actions).toBe(1);
    s = endTurn(s);
    expect(nm(s.players[0].durations)).toEqual(['Caravan']);
    expect(count(s.players[0].discard, 'Caravan')).toBe(0);
    expect(E.view(s, 1).players[0].durations).toEqual([id('Caravan')]);
    s = endTurn(s);
    expect(s.current).toBe(0);
    expect(s.players[0].hand.length).toBe(6);
    s = endTurn(s);
    expect(s.players[0].durations).toEqual([]);
    expect(count(s.players[0].discard, 'Caravan')).toBe(1);
  });

  it("EXAMPLES §5 (Throne Room variant of King's Court on a Duration): Throne Room stays out with Fishing Village; next turn +2 Actions, +$2", () => {
    let s = at(['Throne Room', ...K], { hands: [['Throne Room', 'Fishing Village', 'Copper', 'Copper', 'Copper']] });
    s = answer(playCard(s, 'Throne Room').state, ['Fishing Village']).state;
    expect(s.turn.actions).toBe(1 - 1 + 2 * 2);
    expect(s.turn.coins).toBe(2);
    s = endTurn(s);
    expect(sorted(s.players[0].durations)).toEqual(['Fishing Village', 'Throne Room']);
    s = endTurn(s);
    expect(s.turn.actions).toBe(1 + 2);
    expect(s.turn.coins).toBe(2);
    s = endTurn(s);
    expect(s.players[0].durations).toEqual([]);
  });

  it("EXAMPLES §5: King's Court on Caravan — both stay out; next turn +3 Cards (8 in hand), both discarded in that Clean-up", () => {
    let s = at(["King's Court", ...K], { hands: [["King's Court", 'Caravan', 'Copper', 'Copper', 'Copper']], decks: [COPPERS_AND_ESTATES] });
    s = playCard(s, "King's Court").state;
    s = answer(s, ['Caravan']).state;
    expect(s.turn.actions).toBe(1 - 1 + 3);
    expect(s.players[0].hand.length).toBe(3 + 3);
    s = endTurn(s);
    expect(sorted(s.players[0].durations)).toEqual(['Caravan', "King's Court"]);
    expect(count(s.players[0].discard, "King's Court")).toBe(0);
    s = endTurn(s);
    expect(s.players[0].hand.length).toBe(8);
    s = endTurn(s);
    expect(s.players[0].durations).toEqual([]);
    expect(count(s.players[0].discard, "King's Court")).toBe(1);
    expect(count(s.players[0].discard, 'Caravan')).toBe(1);
  });

  it("King's Court on a non-Duration (Smithy) is discarded at Clean-up; with Caravan also in play only the Caravan stays", () => {
    let s = at(["King's Court", 'Smithy', ...K], { hands: [["King's Court", 'Smithy', 'Caravan', 'Copper', 'Copper']], decks: [Array(30).fill('Copper')] });
    s = playCard(s, 'Caravan').state;
    s = playCard(s, "King's Court").state;
    s = answer(s, ['Smithy']).state;
    s = endTurn(s);
    expect(sorted(s.players[0].durations)).toEqual(['Caravan']);
    expect(count(s.players[0].discard, "King's Court")).toBe(1);
  });

  it('EXAMPLES §6: Throne Room on Throne Room on Caravan and Smithy — the inner Throne Room stays with Caravan, the outer one is discarded', () => {
    let s = at(['Throne Room', 'Smithy', ...K], { hands: [['Throne Room', 'Throne Room', 'Caravan', 'Smithy', 'Copper']], decks: [Array(20).fill('Copper')] });
    s = playCard(s, 'Throne Room').state;
    s = answer(s, ['Throne Room']).state;
    s = answer(s, ['Caravan']).state;
    s = answer(s, ['Smithy']).state;
    s = endTurn(s);
    expect(sorted(s.players[0].durations)).toEqual(['Caravan', 'Throne Room']);
    expect(count(s.players[0].discard, 'Throne Room')).toBe(1);
    s = endTurn(s);
    expect(s.players[0].hand.length).toBe(7); // 5 + 2 from Caravan played twice
  });

  it('EXAMPLES §6: Throne Room on Throne Room on two Durations — both Throne Rooms stay', () => {
    let s = at(['Throne Room', ...K], { hands: [['Throne Room', 'Throne Room', 'Caravan', 'Wharf', 'Copper']], decks: [Array(20).fill('Copper')] });
    s = playCard(s, 'Throne Room').state;
    s = answer(s, ['Throne Room']).state;
    s = answer(s, ['Caravan']).state;
    s = answer(s, ['Wharf']).state;
    s = endTurn(s);
    expect(sorted(s.players[0].durations)).toEqual(['Caravan', 'Throne Room', 'Throne Room', 'Wharf']);
  });

  it('Haven: sets a card aside face down (hidden from others), back in hand next turn; with no card to set aside it is discarded that turn', () => {
    let s = at(K, { hands: [['Haven', 'Gold', 'Copper', 'Copper', 'Copper']], decks: [['Estate', ...Array(10).fill('Copper')]] });
    s = playCard(s, 'Haven').state;
    s = answer(s, ['Gold']).state;
    expect(s.players[0].mats.haven).toEqual([id('Gold')]);
    expect(E.view(s, 1).players[0].mats.haven).toEqual([-1]);
    expect(E.view(s, 0).players[0].mats.haven).toEqual([id('Gold')]);
    s = round(s);
    expect(hand(s)).toContain('Gold');
    expect(s.players[0].mats.haven).toBeUndefined();
    const empty = playCard(at(K, { hands: [['Haven']], decks: [[]] }), 'Haven').state;
    expect(endTurn(empty).players[0].durations).toEqual([]);
  });

  it('EXAMPLES §8: Witch against a Lighthouse in play — unaffected, the Curse pile unchanged, Witch still draws 2; Lighthouse +$1 now and next turn', () => {
    let s = at([...K, 'Witch'], {
      hands: [
        ['Lighthouse', 'Copper', 'Copper', 'Copper', 'Copper'],
        ['Witch', 'Copper', 'Copper', 'Copper', 'Copper'],
      ],
    });
    s = playCard(s, 'Lighthouse').state;
    expect(s.turn.coins).toBe(1);
    s = endTurn(s);
    const curses = pileLeft(s, 'Curse');
    const r = playCard(s, 'Witch');
    expect(r.text).toContain('{0} is protected by Lighthouse.');
    expect(pileLeft(r.state, 'Curse')).toBe(curses);
    expect(r.state.players[1].hand.length).toBe(6);
    s = endTurn(r.state);
    expect(s.turn.coins).toBe(1);
    // Its protection ended with the start of this turn.
    expect(s.players[0].next).toEqual([]);
  });

  it('Tactician: discard the hand; next turn +5 Cards, +1 Action, +1 Buy; with an empty hand nothing happens and it is discarded', () => {
    let s = at(K, { hands: [['Tactician', 'Copper', 'Copper', 'Estate', 'Estate']], decks: [Array(20).fill('Copper')] });
    s = playCard(s, 'Tactician').state;
    expect(s.players[0].hand).toEqual([]);
    s = round(s);
    expect(s.players[0].hand.length).toBe(10);
    expect(s.turn.actions).toBe(2);
    expect(s.turn.buys).toBe(2);
    const alone = playCard(at(K, { hands: [['Tactician']], decks: [[]] }), 'Tactician').state;
    expect(endTurn(alone).players[0].durations).toEqual([]);
  });

  it('Outpost: a 3-card hand, then an extra turn (not counted for ties); an Outpost in that extra turn gives no 3rd turn in a row', () => {
    let s = at(K, {
      hands: [
        ['Outpost', 'Outpost', 'Copper', 'Copper', 'Copper'],
        ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'],
      ],
      decks: [Array(20).fill('Copper')],
    });
    const turns = s.players[0].turns;
    s = playCard(s, 'Outpost').state;
    s = endTurn(s);
    expect(s.current).toBe(0);
    expect(s.turn.kind).toBe('outpost');
    expect(s.players[0].turns).toBe(turns);
    expect(s.players[0].hand.length).toBe(3);
    expect(nm(s.players[0].durations)).toEqual(['Outpost']);
    s = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, hand: [...p.hand, id('Outpost')] } : p)), phase: 'action' };
    const r = playCard(s, 'Outpost');
    expect(r.text).toContain('no extra turn');
    s = endTurn(r.state);
    expect(s.current).toBe(1);
    expect(s.players[0].hand.length).toBe(5);
    expect(s.players[0].durations).toEqual([]);
  });

  it('Merchant Ship: +$2 now and +$2 next turn; Wharf: +2 Cards +1 Buy now and next turn', () => {
    let s = at(K, { hands: [['Merchant Ship', 'Wharf', 'Fishing Village', 'Copper', 'Copper']], decks: [Array(20).fill('Copper')] });
    s = playCard(s, 'Fishing Village').state;
    s = playCard(s, 'Merchant Ship').state;
    s = playCard(s, 'Wharf').state;
    expect(s.turn.coins).toBe(3);
    expect(s.turn.buys).toBe(2);
    s = round(s);
    expect(s.turn.coins).toBe(3);
    expect(s.turn.buys).toBe(2);
    expect(s.turn.actions).toBe(2);
    expect(s.players[0].hand.length).toBe(7);
  });
});

describe('Mats and tokens (Seaside)', () => {
  it('Island: this and a card from hand go to the Island mat; EXAMPLES §28: mat cards score, Island is worth 2 VP; Throne Room → Island takes one more card', () => {
    let s = at(['Throne Room', ...K], { hands: [['Throne Room', 'Island', 'Province', 'Estate', 'Copper']] });
    s = playCard(s, 'Throne Room').state;
    s = answer(s, ['Island']).state;
    s = answer(s, ['Province']).state;
    s = answer(s, ['Estate']).state;
    expect(sorted(s.players[0].mats.island)).toEqual(['Estate', 'Island', 'Province']);
    const r = play({ ...s, supply: s.supply.map((n, k) => (s.piles[k] === id('Province') ? 0 : n)) }, 0, { type: 'endTurn' });
    expect(r.state.phase).toBe('over');
    // 3 Estates of the start + 1 more here... the start deck has 3 Estates: Estate (mat) + Estates elsewhere, Province 6, Island 2.
    const own = [...r.state.players[0].hand, ...r.state.players[0].deck, ...r.state.players[0].discard];
    expect(r.state.scores[0]).toBe(own.filter((c) => c === id('Estate')).length + 1 + 6 + 2);
  });

  it('Native Village: the top card goes on the mat face down (only its owner sees it); later the whole mat comes into the hand', () => {
    let s = at(K, { hands: [['Native Village', 'Native Village', 'Copper', 'Copper', 'Copper']], decks: [['Gold', 'Silver']] });
    s = playCard(s, 'Native Village').state;
    s = answer(s, ['set aside your top card on your Native Village mat']).state;
    expect(s.players[0].mats.nativeVillage).toEqual([id('Gold')]);
    expect(E.view(s, 1).players[0].mats.nativeVillage).toEqual([-1]);
    s = playCard(s, 'Native Village').state;
    s = answer(s, ['put all the cards from your mat into your hand']).state;
    expect(hand(s)).toContain('Gold');
    expect(s.turn.actions).toBe(3);
  });

  it('Embargo (1E): +$2, trashed, a token on a pile; each buy from that pile also gains a Curse per token', () => {
    let s = at(K3, { edition: '1E', hands: [['Embargo', 'Gold', 'Gold', 'Copper', 'Copper']] });
    s = playCard(s, 'Embargo').state;
    expect(s.trash).toEqual([id('Embargo')]);
    s = answer(s, ['Silver']).state;
    expect(s.pileTokens.embargo[s.piles.indexOf(id('Silver'))]).toBe(1);
    s = play(s, 0, { type: 'treasures' }).state;
    s = play(s, 0, { type: 'buy', card: id('Silver') }).state;
    expect(count(s.players[0].discard, 'Curse')).toBe(1);
  });

  it('Pirate Ship (1E): each other player reveals 2, you trash a Treasure; a hit earns a token; the other mode gives +$1 per token', () => {
    let s = at(K3, { edition: '1E', hands: [['Pirate Ship', 'Pirate Ship', 'Village', 'Copper', 'Copper']], decks: [[], ['Gold', 'Estate']] });
    s = playCard(s, 'Village').state;
    s = playCard(s, 'Pirate Ship').state;
    s = answer(s, ['each other player reveals their top 2 cards and trashes a Treasure you choose']).state;
    expect(s.trash).toEqual([id('Gold')]);
    expect(s.players[0].tokens.pirateShip).toBe(1);
    expect(count(s.players[1].discard, 'Estate')).toBe(1);
    s = playCard(s, 'Pirate Ship').state;
    s = answer(s, ['+$1 per Coin token on your Pirate Ship mat']).state;
    expect(s.turn.coins).toBe(1);
  });
});
