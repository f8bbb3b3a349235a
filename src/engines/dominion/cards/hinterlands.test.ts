/**
 * Hinterlands cards (both editions), each with cases from HINTERLANDS_FAQ.md (cited "H<n>", with the
 * edition tag of the entry) or the card's FAQ lines in hinterlands.json ("FAQ(Card)").
 */
import { describe, expect, it } from 'vitest';
import { CARDS, id } from '../cards';
import { pool, presetBuilt, RECOMMENDED } from '../kingdoms';
import { costOf } from '../cost';
import { score } from '../turn';
import { answer, count, E, hand, nm, pileLeft, play, playCard, playRaw, position, sorted } from '../testkit';
import { probeMove } from '../../core/leaks';
import { seededRandom, stableStringify } from '../../core';
import type { BaseState, Engine } from '../../core/types';
import type { DominionState, Edition } from '../types';

// Kingdoms: the recommended sets (all cards of one edition), plus the cards a case needs.
const INTRO1 = ['Cache', 'Crossroads', 'Develop', 'Haggler', 'Jack of All Trades', 'Margrave', 'Nomad Camp', 'Oasis', 'Spice Merchant', 'Stables'];
const INTRO2 = ['Cartographer', 'Crossroads', 'Develop', 'Jack of All Trades', 'Margrave', 'Nomads', 'Oasis', 'Spice Merchant', 'Stables', 'Weaver'];
const BARGAINS1 = ['Border Village', 'Cache', 'Duchess', "Fool's Gold", 'Haggler', 'Highway', 'Nomad Camp', 'Scheme', 'Spice Merchant', 'Trader'];
const BARGAINS2 = ['Border Village', 'Cauldron', "Fool's Gold", 'Haggler', 'Highway', 'Scheme', 'Souk', 'Trader', 'Trail', 'Wheelwright'];

const treasures = (s: DominionState, seat = 0): DominionState => play(s, seat, { type: 'treasures' }).state;
const buy = (s: DominionState, name: string, seat = 0): DominionState => play(s, seat, { type: 'buy', card: id(name) }).state;
const options = (s: DominionState): string[] => (s.pending?.kind === 'option' ? s.pending.options.slice() : []);
const toBuy = (s: DominionState): DominionState => (s.phase === 'action' ? play(s, 0, { type: 'buyPhase' }).state : s);
const endTurn = (s: DominionState): DominionState => play(toBuy(s), 0, { type: 'endTurn' }).state;
/** A Buy phase that does not end with the first buy (so the discard pile shows what was gained). */
const BUYS = { buys: 3 };
const top = (s: DominionState, p: number, n: number): string[] => nm(s.players[p].deck.slice(-n).reverse());
const engine = E as unknown as Engine<BaseState, unknown, unknown>;
const at = (kingdom: string[], edition: Edition, spec: Parameters<typeof position>[0] = {}): DominionState => position({ kingdom, edition, ...spec });

describe('Hinterlands: Trader', () => {
  it('H1 [1E]: B reveals Trader against a Witch: a Silver instead of the Curse; Curse pile 10, Silver 39, Trader stays in hand', () => {
    let s = at([...BARGAINS1.slice(0, 9), 'Witch'], '1E', { hands: [['Witch'], ['Trader', 'Copper', 'Copper', 'Copper', 'Copper']] });
    s = playCard(s, 'Witch').state;
    expect(s.pending?.seat).toBe(1);
    expect(options(s)).toEqual(['Keep it', 'Gain a Silver instead (Trader)']);
    expect(s.pending?.prompt).toContain('Trader');
    s = answer(s, ['Gain a Silver instead (Trader)']).state;
    expect(pileLeft(s, 'Curse')).toBe(10);
    expect(pileLeft(s, 'Silver')).toBe(39);
    expect(nm(s.players[1].discard)).toEqual(['Silver']);
    expect(hand(s, 1)).toContain('Trader');
    expect(s.players[0].hand.length).toBe(2);
  });

  it('H2 [1E]: with the Silver pile empty, revealing Trader gains nothing at all', () => {
    let s = at([...BARGAINS1.slice(0, 9), 'Witch'], '1E', { hands: [['Witch'], ['Trader', 'Copper']], supply: { Silver: 0 } });
    s = answer(playCard(s, 'Witch').state, ['Gain a Silver instead (Trader)']).state;
    expect(pileLeft(s, 'Curse')).toBe(10);
    expect(s.players[1].discard).toEqual([]);
  });

  it('H3 [2E]: the Curse is gained, then exchanged: back on its pile (10), a Silver (39) that is not gained; empty Silver pile: no exchange', () => {
    let s = at([...BARGAINS2.slice(0, 9), 'Witch'], '2E', { hands: [['Witch'], ['Trader', 'Copper', 'Copper']] });
    s = playCard(s, 'Witch').state;
    expect(pileLeft(s, 'Curse')).toBe(9);
    expect(options(s)).toEqual(['Keep it', 'Exchange it for a Silver (Trader)']);
    s = answer(s, ['Exchange it for a Silver (Trader)']).state;
    expect(pileLeft(s, 'Curse')).toBe(10);
    expect(pileLeft(s, 'Silver')).toBe(39);
    expect(nm(s.players[1].discard)).toEqual(['Silver']);
    // No Silver left: no exchange is possible (D1), so nothing is asked (rules 2); before, it was asked in vain.
    let e = at([...BARGAINS2.slice(0, 9), 'Witch'], '2E', { hands: [['Witch'], ['Trader', 'Copper']], supply: { Silver: 0 } });
    e = playCard(e, 'Witch').state;
    expect(e.pending).toBeNull();
    expect(nm(e.players[1].discard)).toEqual(['Curse']);
    let old = at([...BARGAINS2.slice(0, 9), 'Witch'], '2E', { hands: [['Witch'], ['Trader', 'Copper']], supply: { Silver: 0 }, rules: 1 });
    old = answer(playCard(old, 'Witch').state, ['Exchange it for a Silver (Trader)']).state;
    expect(nm(old.players[1].discard)).toEqual(['Curse']);
  });

  it('H4 [1E]: buying Ill-Gotten Gains and revealing Trader: a Silver instead, and nobody gains a Curse', () => {
    let s = at(['Trader', 'Ill-Gotten Gains', 'Village'], '1E', { seats: 3, phase: 'buy', turn: BUYS, hands: [['Trader', 'Gold', 'Copper', 'Copper']] });
    s = buy(treasures(s), 'Ill-Gotten Gains');
    s = answer(s, ['Gain a Silver instead (Trader)']).state;
    expect(pileLeft(s, 'Ill-Gotten Gains')).toBe(10);
    expect(pileLeft(s, 'Curse')).toBe(20);
    expect(nm(s.players[0].discard)).toEqual(['Silver']);
  });

  it('H5 [1E]: Farmland bought: its when-buy trash-and-gain first (Gold → Province), then Trader may replace the Farmland', () => {
    let s = at(['Trader', 'Farmland', 'Village'], '1E', { phase: 'buy', turn: BUYS, hands: [['Trader', 'Gold', 'Gold', 'Gold']] });
    s = play(s, 0, { type: 'treasure', card: id('Gold') }).state;
    s = play(s, 0, { type: 'treasure', card: id('Gold') }).state;
    s = buy(s, 'Farmland');
    // Farmland's on-buy: trash a card from hand (Trader or Gold).
    expect(s.pending?.prompt).toContain('Farmland');
    s = answer(s, ['Gold']).state;
    // The Province (the only $8 card, so not asked) is gained first: Trader may replace that gain too; keep it.
    expect(options(s)).toContain('Keep it');
    s = answer(s, ['Keep it']).state;
    s = answer(s, ['Gain a Silver instead (Trader)']).state;
    expect(nm(s.trash)).toEqual(['Gold']);
    expect(sorted(s.players[0].discard)).toEqual(['Province', 'Silver']);
    expect(pileLeft(s, 'Farmland')).toBe(8);
  });

  it('H6 [1E]: replacing a Nomad Camp (which goes onto the deck): the Silver goes to the discard pile', () => {
    let s = at(['Trader', 'Nomad Camp', 'Village'], '1E', { phase: 'buy', turn: BUYS, hands: [['Trader', 'Silver', 'Silver']] });
    s = buy(treasures(s), 'Nomad Camp');
    s = answer(s, ['Gain a Silver instead (Trader)']).state;
    expect(nm(s.players[0].discard)).toEqual(['Silver']);
    expect(top(s, 0, 1)).not.toEqual(['Nomad Camp']);
    expect(pileLeft(s, 'Nomad Camp')).toBe(10);
  });

  it('H7: playing Trader: Estate → 2 Silvers, with a Highway in play 1; Silver → 3; Copper → none; trashing is mandatory', () => {
    const run = (trash: string, highway = false): DominionState => {
      let s = at(['Trader', 'Highway', 'Village'], '2E', { hands: [[...(highway ? ['Highway'] : []), 'Trader', trash, 'Copper']], turn: { actions: 2 } });
      if (highway) s = playCard(s, 'Highway').state;
      s = playCard(s, 'Trader').state;
      expect(s.pending?.kind).toBe('pick');
      expect(s.pending?.kind === 'pick' && s.pending.min).toBe(1);
      return answer(s, [trash]).state;
    };
    expect(count(run('Estate').players[0].discard, 'Silver')).toBe(2);
    expect(count(run('Estate', true).players[0].discard, 'Silver')).toBe(1);
    expect(count(run('Silver').players[0].discard, 'Silver')).toBe(3);
    expect(count(run('Copper').players[0].discard, 'Silver')).toBe(0);
  });
});

describe("Hinterlands: Fool's Gold", () => {
  it("H8: $1 + $4 + $4 = $9 for three; Fool's Gold, Copper, Fool's Gold = $6", () => {
    let s = at(BARGAINS2, '2E', { phase: 'buy', hands: [["Fool's Gold", "Fool's Gold", "Fool's Gold"]] });
    expect(treasures(s).turn.coins).toBe(9);
    s = at(BARGAINS2, '2E', { phase: 'buy', hands: [["Fool's Gold", 'Copper', "Fool's Gold"]] });
    for (const c of ["Fool's Gold", 'Copper', "Fool's Gold"]) s = play(s, 0, { type: 'treasure', card: id(c) }).state;
    expect(s.turn.coins).toBe(6);
  });

  it("H9: A buys a Province; B trashes both Fool's Golds, one after the other: 2 Golds on top of B's deck (Gold pile 28)", () => {
    let s = at(BARGAINS2, '2E', {
      phase: 'buy',
      hands: [
        ['Gold', 'Gold', 'Silver', "Fool's Gold"],
        ["Fool's Gold", "Fool's Gold", 'Copper', 'Estate', 'Estate'],
      ],
      decks: [[], ['Silver']],
    });
    s = buy(treasures(s), 'Province');
    // A's own Fool's Gold is never asked (only another player's Province).
    expect(s.pending?.seat).toBe(1);
    expect(options(s)[0]).toBe("Reveal Fool's Gold: trash it, gain a Gold onto your deck");
    s = answer(s, ["Reveal Fool's Gold: trash it, gain a Gold onto your deck"]).state;
    s = answer(s, ["Reveal Fool's Gold: trash it, gain a Gold onto your deck"]).state;
    expect(count(s.trash, "Fool's Gold")).toBe(2);
    expect(pileLeft(s, 'Gold')).toBe(28);
    expect(top(s, 1, 3)).toEqual(['Gold', 'Gold', 'Silver']);
    expect(s.players[1].hand.length).toBe(3);
  });

  it("H9 (hidden hands): every other player gets the same window on a Province, a Fool's Gold in hand or not", () => {
    let t = at(BARGAINS2, '2E', { seats: 3, phase: 'buy', turn: BUYS, hands: [['Gold', 'Gold', 'Silver'], ['Copper'], ["Fool's Gold"]] });
    t = play(t, 0, { type: 'treasures' }).state;
    const r = play(t, 0, { type: 'buy', card: id('Province') });
    // `play` answers the empty window of seat 1 (only "Don't reveal"); seat 2 is asked with its Fool's Gold.
    expect(r.text).not.toContain('{1} reveals');
    expect(r.state.pending?.seat).toBe(2);
    expect(r.state.pending?.public).toBe(false);
  });

  it('H10: a Province gained without buying (Remodel on a Gold) lets the others react', () => {
    let s = at([...BARGAINS2.slice(0, 9), 'Remodel'], '2E', {
      hands: [
        ['Remodel', 'Gold'],
        ["Fool's Gold", 'Copper'],
      ],
    });
    s = answer(playCard(s, 'Remodel').state, ['Gold']).state;
    s = answer(s, ['Province']).state;
    expect(s.pending?.seat).toBe(1);
    expect(options(s)).toContain("Reveal Fool's Gold: trash it, gain a Gold onto your deck");
  });

  it("H11: 1E Trader replacing A's Province: B's Fool's Gold cannot react; 2E exchange: it can", () => {
    let s = at(['Trader', "Fool's Gold", 'Village'], '1E', {
      phase: 'buy',
      hands: [
        ['Trader', 'Gold', 'Gold', 'Silver'],
        ["Fool's Gold", 'Copper'],
      ],
    });
    s = answer(buy(treasures(s), 'Province'), ['Gain a Silver instead (Trader)']).state;
    expect(s.pending).toBeNull();
    expect(pileLeft(s, 'Province')).toBe(8);
    let t = at(['Trader', "Fool's Gold", 'Village'], '2E', {
      phase: 'buy',
      hands: [
        ['Trader', 'Gold', 'Gold', 'Silver'],
        ["Fool's Gold", 'Copper'],
      ],
    });
    t = answer(buy(treasures(t), 'Province'), ['Exchange it for a Silver (Trader)']).state;
    expect(t.pending?.seat).toBe(1);
    expect(pileLeft(t, 'Province')).toBe(8);
  });
});

describe('Hinterlands: Tunnel', () => {
  it('H12: B discards Tunnel to a Margrave and reveals it: a Gold in B discard pile during A turn; B keeps 3 cards', () => {
    let s = at(['Margrave', 'Tunnel', 'Village'], '2E', { hands: [['Margrave'], ['Tunnel', 'Copper', 'Copper', 'Copper', 'Estate']], decks: [[], ['Silver']] });
    s = playCard(s, 'Margrave').state;
    expect(s.players[1].hand.length).toBe(6);
    s = answer(s, ['Tunnel', 'Estate', 'Copper']).state;
    expect(options(s)).toEqual(['Reveal Tunnel: gain a Gold', "Don't reveal"]);
    s = answer(s, ['Reveal Tunnel: gain a Gold']).state;
    expect(count(s.players[1].discard, 'Gold')).toBe(1);
    expect(s.players[1].hand.length).toBe(3);
    expect(s.current).toBe(0);
  });

  it('H13: no Gold when Tunnel is bought or discarded in Clean-up', () => {
    let s = at(['Tunnel', 'Village'], '2E', { phase: 'buy', turn: BUYS, hands: [['Tunnel', 'Silver', 'Copper']] });
    s = buy(treasures(s), 'Tunnel');
    expect(s.pending).toBeNull();
    expect(count(s.players[0].discard, 'Gold')).toBe(0);
    expect(count(s.players[0].discard, 'Tunnel')).toBe(1);
  });

  it('H14: discarded from the deck (Cartographer) it may be revealed too; the Gold pile empty: nothing', () => {
    let s = at(['Cartographer', 'Tunnel', 'Village'], '2E', { hands: [['Cartographer']], decks: [['Copper', 'Tunnel', 'Estate', 'Silver', 'Silver']] });
    s = playCard(s, 'Cartographer').state;
    s = answer(s, ['Tunnel', 'Estate']).state;
    expect(options(s)).toContain('Reveal Tunnel: gain a Gold');
    s = answer(s, ['Reveal Tunnel: gain a Gold']).state;
    expect(count(s.players[0].discard, 'Gold')).toBe(1);
  });
});

describe('Hinterlands: Border Village, Farmland', () => {
  it('H15: buying Border Village gains a card costing less (up to $5: Laboratory or Duchy, not a Gold); playing it is +1 Card +2 Actions', () => {
    let s = at(['Border Village', 'Laboratory', 'Village'], '2E', { phase: 'buy', turn: BUYS, hands: [['Gold', 'Gold']] });
    s = buy(treasures(s), 'Border Village');
    const items = s.pending?.kind === 'pick' ? nm(s.pending.items) : [];
    expect(items).toContain('Laboratory');
    expect(items).toContain('Duchy');
    expect(items).not.toContain('Gold');
    s = answer(s, ['Laboratory']).state;
    expect(nm(s.players[0].discard)).toEqual(['Border Village', 'Laboratory']);
    const p = playCard(at(['Border Village'], '2E', { hands: [['Border Village']] }), 'Border Village').state;
    expect(p.turn.actions).toBe(2);
    expect(p.players[0].hand.length).toBe(1);
  });

  it('H16: Farmland trashing a Smithy ($4) gains a Border Village ($6), whose own bonus gives a card up to $5: 3 cards gained', () => {
    for (const edition of ['1E', '2E'] as const) {
      let s = at(['Farmland', 'Border Village', 'Smithy'], edition, { phase: 'buy', turn: BUYS, hands: [['Smithy', 'Gold', 'Gold']] });
      s = buy(treasures(s), 'Farmland');
      s = answer(s, ['Smithy']).state;
      const items = s.pending?.kind === 'pick' ? nm(s.pending.items) : [];
      expect(items).toContain('Border Village');
      s = answer(s, ['Border Village']).state;
      s = answer(s, ['Duchy']).state;
      expect(sorted(s.players[0].discard)).toEqual(['Border Village', 'Duchy', 'Farmland']);
    }
    // Border Village can never take a Farmland (equal cost is not less).
    let b = at(['Farmland', 'Border Village'], '2E', { phase: 'buy', turn: BUYS, hands: [['Gold', 'Gold']] });
    b = buy(treasures(b), 'Border Village');
    expect(b.pending?.kind === 'pick' && nm(b.pending.items)).not.toContain('Farmland');
  });

  it('H17: Remodel gaining a Farmland: 1E nothing more; 2E trash the Silver ($3), gain a card costing exactly $5, not a Farmland', () => {
    const go = (e: Edition): DominionState => {
      let s = at(['Farmland', 'Remodel', 'Laboratory'], e, { hands: [['Remodel', 'Gold', 'Silver']] });
      s = answer(playCard(s, 'Remodel').state, ['Gold']).state;
      return answer(s, ['Farmland']).state;
    };
    expect(go('1E').pending).toBeNull();
    let s = go('2E');
    s = answer(s, ['Silver']).state;
    const items = s.pending?.kind === 'pick' ? nm(s.pending.items) : [];
    expect(items).toContain('Laboratory');
    expect(items).toContain('Duchy');
    expect(items).not.toContain('Farmland');
  });
});

describe('Hinterlands: Haggler, Highway', () => {
  it('H18: Haggler, then a Province bought: also a non-Victory card costing less (Gold, never a Duchy); a Copper bought gives nothing', () => {
    for (const edition of ['1E', '2E'] as const) {
      let s = at(INTRO1, edition, { hands: [['Haggler', 'Gold', 'Gold', 'Copper']], turn: { actions: 1, buys: 3 } });
      s = treasures(playCard(s, 'Haggler').state);
      s = buy(s, 'Province');
      const items = s.pending?.kind === 'pick' ? nm(s.pending.items) : [];
      expect(items).toContain('Gold');
      expect(items).not.toContain('Duchy');
      s = answer(s, ['Gold']).state;
      expect(sorted(s.players[0].discard)).toEqual(['Gold', 'Province']);
    }
    let c = at(INTRO1, '2E', { hands: [['Haggler']] });
    c = buy(toBuy(playCard(c, 'Haggler').state), 'Copper');
    expect(c.pending).toBeNull();
  });

  it('H19: Throne Room on Haggler, one Province bought: 1E one extra card, 2E two', () => {
    const go = (e: Edition): number => {
      let s = at([...INTRO1.slice(0, 9), 'Throne Room'], e, { hands: [['Throne Room', 'Haggler', 'Gold', 'Gold']] });
      s = answer(playCard(s, 'Throne Room').state, ['Haggler']).state;
      s = buy(treasures(s), 'Province');
      let n = 0;
      while (s.pending) {
        s = answer(s, ['Silver']).state;
        n++;
      }
      return n;
    };
    expect(go('1E')).toBe(1);
    expect(go('2E')).toBe(2);
  });

  it('H20/H21: one Highway in play: Province costs $7; three: Silver costs $0, Haggler gives nothing for it', () => {
    let s = at(BARGAINS2, '2E', { hands: [['Highway', 'Copper', 'Copper']], decks: [['Copper']] });
    s = playCard(s, 'Highway').state;
    expect(costOf(s, id('Province')).coins).toBe(7);
    let t = at(BARGAINS2, '2E', { hands: [['Highway', 'Highway', 'Highway', 'Haggler']], decks: [['Copper', 'Copper', 'Copper']] });
    for (let k = 0; k < 3; k++) t = playCard(t, 'Highway').state;
    expect(costOf(t, id('Silver')).coins).toBe(0);
    t = buy(toBuy(playCard(t, 'Haggler').state), 'Silver');
    expect(t.pending).toBeNull();
  });

  it('H22: Throne Room on Highway: 1E -$1, 2E -$2', () => {
    const go = (e: Edition): number => {
      let s = at([...BARGAINS1.slice(0, 9), 'Throne Room'], e, { hands: [['Throne Room', 'Highway']], decks: [['Copper', 'Copper']] });
      s = answer(playCard(s, 'Throne Room').state, ['Highway']).state;
      return costOf(s, id('Province')).coins;
    };
    expect(go('1E')).toBe(7);
    expect(go('2E')).toBe(6);
  });
});

describe('Hinterlands: Cache, Inn, Scheme, Develop', () => {
  it('H23 [1E]: buying Cache gains 2 Coppers (pile 46 → 44); with 1 left, only that one; playing Cache gives $3', () => {
    let s = at(INTRO1, '1E', { phase: 'buy', turn: BUYS, hands: [['Gold', 'Silver']] });
    const before = pileLeft(s, 'Copper');
    s = buy(treasures(s), 'Cache');
    expect(pileLeft(s, 'Copper')).toBe(before - 2);
    expect(sorted(s.players[0].discard)).toEqual(['Cache', 'Copper', 'Copper']);
    let o = at(INTRO1, '1E', { phase: 'buy', turn: BUYS, hands: [['Gold', 'Silver']], supply: { Copper: 1 } });
    o = buy(treasures(o), 'Cache');
    expect(pileLeft(o, 'Copper')).toBe(0);
    expect(treasures(at(INTRO1, '1E', { phase: 'buy', turn: BUYS, hands: [['Cache']] })).turn.coins).toBe(3);
  });

  it('H25: buying Inn: reveal Village, Smithy and the new Inn from the discard pile and shuffle them into the draw pile (6 cards)', () => {
    let s = at(['Inn', 'Village', 'Smithy'], '2E', {
      phase: 'buy',
      turn: BUYS,
      hands: [['Gold', 'Silver']],
      discards: [['Village', 'Smithy', 'Estate', 'Copper']],
      decks: [['Gold', 'Silver', 'Copper']],
    });
    s = buy(treasures(s), 'Inn');
    expect(s.pending?.kind === 'pick' && sorted(s.pending.items)).toEqual(['Inn', 'Smithy', 'Village']);
    s = answer(s, ['Village', 'Smithy', 'Inn']).state;
    expect(sorted(s.players[0].deck)).toEqual(['Copper', 'Gold', 'Inn', 'Silver', 'Smithy', 'Village']);
    expect(sorted(s.players[0].discard)).toEqual(['Copper', 'Estate']);
  });

  it('H26: playing Inn: +2 Cards +2 Actions, then discard 2 (the drawn ones allowed)', () => {
    let s = at(['Inn'], '2E', { hands: [['Inn', 'Copper']], decks: [['Estate', 'Curse']] });
    s = playCard(s, 'Inn').state;
    expect(s.turn.actions).toBe(2);
    s = answer(s, ['Estate', 'Curse']).state;
    expect(hand(s)).toEqual(['Copper']);
  });

  it('H27: Scheme, then Smithy; in Clean-up Smithy goes on top of the deck and is in the next hand', () => {
    let s = at(BARGAINS2, '2E', { hands: [['Scheme', 'Copper']], decks: [['Smithy', 'Copper', 'Copper', 'Copper', 'Copper', 'Copper', 'Copper']] });
    s = playCard(s, 'Scheme').state;
    s = playCard(s, 'Smithy').state;
    s = endTurn(s);
    expect(s.pending?.prompt).toContain('Scheme');
    s = answer(s, ['Smithy']).state;
    expect(hand(s, 0)).toContain('Smithy');
  });

  it('H28: Throne Room on Scheme, then Smithy: 1 Action left, and up to two Action cards go onto the deck', () => {
    let s = at([...BARGAINS2.slice(0, 9), 'Throne Room'], '2E', { hands: [['Throne Room', 'Scheme', 'Smithy', 'Copper', 'Copper']] });
    s = answer(playCard(s, 'Throne Room').state, ['Scheme']).state;
    s = playCard(s, 'Smithy').state;
    expect(s.turn.actions).toBe(1);
    s = endTurn(s);
    expect(s.pending?.kind === 'pick' && s.pending.max).toBe(2);
    s = answer(s, ['Smithy', 'Throne Room']).state;
    expect(hand(s, 0)).toEqual(expect.arrayContaining(['Smithy', 'Throne Room']));
  });

  it('H29: Develop trashing a Silver: gain Smithy ($4) first, then Estate ($2): both onto the deck, the second on top', () => {
    let s = at(['Develop', 'Smithy', 'Militia', 'Village'], '2E', { hands: [['Develop', 'Silver', 'Develop']] });
    s = playCard(s, 'Develop').state;
    expect(s.pending?.kind === 'pick' && sorted(s.pending.items)).toEqual(['Develop', 'Silver']);
    s = answer(s, ['Silver']).state;
    s = answer(s, ['the $4 card first']).state;
    s = answer(s, ['Smithy']).state;
    // Estate is the only $2 card: gained without a question.
    expect(top(s, 0, 2)).toEqual(['Estate', 'Smithy']);
    expect(s.players[0].discard).toEqual([]);
    // Trashing a Copper: only a $1 card, and none exists here.
    let c = at(['Develop', 'Smithy'], '2E', { hands: [['Develop', 'Copper']] });
    c = answer(playCard(c, 'Develop').state, ['Copper']).state;
    expect(c.pending).toBeNull();
    expect(c.players[0].deck.length).toBe(8);
  });
});

describe('Hinterlands: other first-edition cards', () => {
  it('H30: Throne Room on Crossroads: first play +2 Cards (2 Victory cards) and +3 Actions, the second no Actions: 3 left', () => {
    let s = at([...INTRO1.slice(0, 9), 'Throne Room'], '1E', {
      hands: [['Throne Room', 'Crossroads', 'Estate', 'Estate', 'Copper']],
      decks: [['Copper', 'Silver', 'Duchy', 'Gold']],
    });
    s = answer(playCard(s, 'Throne Room').state, ['Crossroads']).state;
    expect(s.turn.actions).toBe(3);
    // Second play: Estate, Estate reveal again: +2 more (Duchy among them: the first play drew Copper, Silver).
    expect(s.players[0].hand.length).toBe(3 + 2 + 2);
  });

  it('H31 [1E]: buying Noble Brigand: B trashes the Gold (A gains it), discards the Estate; C gains a Copper; no Moat window', () => {
    let s = at(['Noble Brigand', 'Moat', 'Village'], '1E', {
      seats: 3,
      phase: 'buy',
      turn: BUYS,
      hands: [['Gold', 'Silver'], ['Moat'], ['Copper']],
      decks: [[], ['Gold', 'Estate'], ['Estate', 'Estate']],
    });
    s = buy(treasures(s), 'Noble Brigand');
    expect(s.pending).toBeNull();
    expect(nm(s.players[1].discard)).toEqual(['Estate']);
    expect(count(s.players[2].discard, 'Copper')).toBe(1);
    expect(count(s.players[0].discard, 'Gold')).toBe(1);
    expect(s.trash).toEqual([]);
  });

  it('H32 [1E]: gaining Ill-Gotten Gains with 1 Curse left: B gets it, C none; playing it: $1 and a Copper into hand', () => {
    let s = at(['Ill-Gotten Gains', 'Moat'], '1E', { seats: 3, phase: 'buy', turn: BUYS, hands: [['Gold', 'Silver'], ['Moat']], supply: { Curse: 1 } });
    s = buy(treasures(s), 'Ill-Gotten Gains');
    expect(nm(s.players[1].discard)).toEqual(['Curse']);
    expect(s.players[2].discard).toEqual([]);
    let p = at(['Ill-Gotten Gains'], '1E', { phase: 'buy', turn: BUYS, hands: [['Ill-Gotten Gains']] });
    p = answer(treasures(p), true).state;
    expect(hand(p)).toEqual(['Copper']);
    p = treasures(p);
    expect(p.turn.coins).toBe(2);
  });

  it('H33 [1E]: gaining Embassy: B and C each gain a Silver; with 1 left only B; playing it: +5 Cards, discard 3', () => {
    let s = at(['Embassy'], '1E', { seats: 3, phase: 'buy', turn: BUYS, hands: [['Gold', 'Silver']], supply: { Silver: 1 } });
    s = buy(treasures(s), 'Embassy');
    expect(nm(s.players[1].discard)).toEqual(['Silver']);
    expect(s.players[2].discard).toEqual([]);
    let p = playCard(at(['Embassy'], '1E', { hands: [['Embassy']], decks: [['Estate', 'Estate', 'Estate', 'Copper', 'Copper']] }), 'Embassy').state;
    expect(p.players[0].hand.length).toBe(5);
    p = answer(p, ['Estate', 'Estate', 'Estate']).state;
    expect(p.players[0].hand.length).toBe(2);
  });

  it('H34 [1E]: four Golds played and Mandarin bought: the Golds go onto the deck, $7 still to spend', () => {
    let s = at(['Mandarin'], '1E', { phase: 'buy', hands: [['Gold', 'Gold', 'Gold', 'Gold']], turn: { buys: 2 } });
    s = buy(treasures(s), 'Mandarin');
    expect(s.turn.coins).toBe(7);
    expect(top(s, 0, 4)).toEqual(['Gold', 'Gold', 'Gold', 'Gold']);
  });

  it('H35 [1E]: a bought Nomad Camp goes onto the deck; played: +1 Buy +$2', () => {
    let s = at(INTRO1, '1E', { phase: 'buy', turn: BUYS, hands: [['Silver', 'Silver']], decks: [[]] });
    s = buy(treasures(s), 'Nomad Camp');
    expect(nm(s.players[0].deck)).toEqual(['Nomad Camp']);
    const p = playCard(at(INTRO1, '1E', { hands: [['Nomad Camp']] }), 'Nomad Camp').state;
    expect(p.turn.buys).toBe(2);
    expect(p.turn.coins).toBe(2);
  });

  it('H36 [1E]: buying a Duchy with Duchess in the Supply: may also gain a Duchess; playing Duchess: +$2, each player decides on their top card', () => {
    let s = at(BARGAINS1, '1E', { phase: 'buy', turn: BUYS, hands: [['Gold', 'Silver']] });
    s = buy(treasures(s), 'Duchy');
    expect(s.pending?.prompt).toContain('Duchess');
    s = answer(s, true).state;
    expect(sorted(s.players[0].discard)).toEqual(['Duchess', 'Duchy']);
    let p = playCard(at(BARGAINS1, '1E', { hands: [['Duchess']], decks: [['Estate'], ['Gold']] }), 'Duchess').state;
    expect(p.turn.coins).toBe(2);
    expect(p.pending?.seat).toBe(0);
    p = answer(p, ['discard it']).state;
    expect(p.pending?.seat).toBe(1);
    expect(p.pending?.public).toBe(false);
    p = answer(p, ['leave it there']).state;
    expect(nm(p.players[0].discard)).toEqual(['Estate']);
    expect(top(p, 1, 1)).toEqual(['Gold']);
  });

  it('H37 [1E]: 11 Victory cards with 3 Silk Roads: each Silk Road is worth 2 VP (Farmland, a multi-type-free Victory card, counts)', () => {
    const s = at(['Silk Road', 'Farmland'], '1E', {
      hands: [['Silk Road', 'Silk Road', 'Silk Road', 'Farmland']],
      decks: [['Estate', 'Estate', 'Estate', 'Estate', 'Duchy', 'Duchy', 'Province']],
    });
    expect(score(s.players[0])).toBe(3 * 2 + 2 + 4 + 6 + 6);
    expect(pileLeft(s, 'Silk Road')).toBe(8);
    expect(pileLeft(at(['Silk Road'], '1E', { seats: 3 }), 'Silk Road')).toBe(12);
  });

  it('H38 [1E]: Oracle: A decides for each player (A too), then draws 2 — the returned cards if A put them back', () => {
    let s = at(['Oracle'], '1E', {
      hands: [['Oracle']],
      decks: [
        ['Gold', 'Silver', 'Copper'],
        ['Estate', 'Estate'],
      ],
    });
    s = playCard(s, 'Oracle').state;
    expect(s.pending?.prompt).toContain('{0} revealed Gold and Silver');
    s = answer(s, ['put them back']).state;
    if (s.pending?.kind === 'order') s = play(s, 0, { type: 'decide', answer: [id('Gold'), id('Silver')] }).state;
    s = answer(s, ['discard them']).state;
    expect(sorted(s.players[0].hand)).toEqual(['Gold', 'Silver']);
    expect(nm(s.players[1].discard)).toEqual(['Estate', 'Estate']);
  });
});

describe('Hinterlands: cards in both editions', () => {
  it('H39: Margrave: +3 Cards +1 Buy; each other player draws 1 and discards down to 3; Moat blocks both', () => {
    let s = at(['Margrave', 'Moat'], '2E', { hands: [['Margrave'], ['Moat', 'Copper', 'Copper']], decks: [['Copper', 'Copper', 'Copper'], ['Silver']] });
    s = playCard(s, 'Margrave').state;
    expect(s.pending?.seat).toBe(1);
    s = answer(s, ['Reveal Moat']).state;
    expect(s.players[1].hand.length).toBe(3);
    expect(s.turn.buys).toBe(2);
    expect(s.players[0].hand.length).toBe(3);
  });

  it('H40: Stables discards the Treasure before drawing 3 (a reshuffle includes it); Oasis draws before discarding', () => {
    let s = at(INTRO2, '2E', { hands: [['Stables', 'Silver']], decks: [['Estate']] });
    s = answer(playCard(s, 'Stables').state, ['Silver']).state;
    expect(hand(s)).toEqual(['Estate', 'Silver']);
    expect(s.turn.actions).toBe(1);
    let o = at(INTRO2, '2E', { hands: [['Oasis', 'Copper']], decks: [['Curse']] });
    o = playCard(o, 'Oasis').state;
    expect(o.pending?.kind === 'pick' && nm(o.pending.items)).toContain('Curse');
    o = answer(o, ['Curse']).state;
    expect(o.turn.coins).toBe(1);
    expect(o.turn.actions).toBe(1);
  });

  it('H41: Jack of All Trades: gain a Silver, look at the top card, draw up to 5, may trash a non-Treasure', () => {
    let s = at(INTRO2, '2E', { hands: [['Jack of All Trades', 'Estate', 'Copper']], decks: [['Curse', 'Copper', 'Copper', 'Copper', 'Copper']] });
    s = playCard(s, 'Jack of All Trades').state;
    expect(options(s)).toEqual(['discard it', 'leave it there']);
    s = answer(s, ['discard it']).state;
    expect(s.players[0].hand.length).toBe(5);
    expect(s.pending?.kind === 'pick' && nm(s.pending.items)).toEqual(['Estate']);
    s = answer(s, ['Estate']).state;
    expect(sorted(s.players[0].discard)).toEqual(['Curse', 'Silver']);
    expect(nm(s.trash)).toEqual(['Estate']);
  });

  it('H42: Cartographer draws first, then looks at 4; Spice Merchant: trashing optional, the choice after', () => {
    let s = at(INTRO2, '2E', { hands: [['Cartographer']], decks: [['Gold', 'Estate', 'Curse', 'Silver', 'Copper']] });
    s = playCard(s, 'Cartographer').state;
    expect(hand(s)).toEqual(['Gold']);
    s = answer(s, ['Estate', 'Curse']).state;
    if (s.pending?.kind === 'order') s = play(s, 0, { type: 'decide', answer: [id('Silver'), id('Copper')] }).state;
    expect(top(s, 0, 2)).toEqual(['Silver', 'Copper']);
    let m = at(INTRO2, '2E', { hands: [['Spice Merchant', 'Copper']] });
    m = playCard(m, 'Spice Merchant').state;
    m = answer(m, ['Copper']).state;
    m = answer(m, ['+$2 and +1 Buy']).state;
    expect(m.turn.coins).toBe(2);
    expect(m.turn.buys).toBe(2);
    let n = playCard(at(INTRO2, '2E', { hands: [['Spice Merchant', 'Copper']] }), 'Spice Merchant').state;
    n = answer(n, []).state;
    expect(n.pending).toBeNull();
    expect(n.turn.coins).toBe(0);
  });
});

describe('Hinterlands: second-edition additions', () => {
  it('H43: Guard Dog played from hand against a Militia: B draws 2, then 2 more, then discards down to 3; discarded in A Clean-up', () => {
    let s = at(['Guard Dog', 'Militia'], '2E', {
      hands: [['Militia'], ['Guard Dog', 'Copper', 'Copper']],
      decks: [[], ['Estate', 'Estate', 'Silver', 'Silver']],
    });
    s = playCard(s, 'Militia').state;
    expect(options(s)).toContain('Reveal Guard Dog');
    s = answer(s, ['Reveal Guard Dog']).state;
    expect(s.players[1].hand.length).toBe(6);
    s = answer(s, ['Estate', 'Estate', 'Copper']).state;
    expect(s.players[1].hand.length).toBe(3);
    expect(nm(s.players[1].play)).toEqual(['Guard Dog']);
    expect(s.turn.coins).toBe(2);
    s = endTurn(s);
    expect(s.players[1].play).toEqual([]);
    expect(count(s.players[1].discard, 'Guard Dog')).toBe(1);
  });

  it('H44: Berserker bought with a Village in play: played at once (no Action used), gains a cheaper card, others discard to 3', () => {
    let s = at(['Berserker', 'Village'], '2E', {
      hands: [
        ['Village', 'Gold', 'Silver'],
        ['Copper', 'Copper', 'Copper', 'Copper', 'Estate'],
      ],
      decks: [['Copper']],
      turn: { actions: 1, buys: 3 },
    });
    s = playCard(s, 'Village').state;
    s = buy(treasures(s), 'Berserker');
    expect(nm(s.players[0].play)).toContain('Berserker');
    const items = s.pending?.kind === 'pick' ? nm(s.pending.items) : [];
    expect(items).toContain('Silver');
    expect(items).not.toContain('Berserker');
    s = answer(s, ['Silver']).state;
    expect(s.players[1].hand.length).toBe(5);
    s = answer(s, ['Estate', 'Copper']).state;
    expect(s.players[1].hand.length).toBe(3);
    // No Action in play: just gained.
    let n = at(['Berserker'], '2E', { phase: 'buy', turn: BUYS, hands: [['Gold', 'Silver']] });
    n = buy(treasures(n), 'Berserker');
    expect(n.pending).toBeNull();
    expect(nm(n.players[0].discard)).toEqual(['Berserker']);
  });

  it('H45: Trail discarded to a Militia may be played (+1 Card); a Remodeled Trail may be played from the trash and Remodel still gains', () => {
    let s = at(['Trail', 'Militia', 'Remodel'], '2E', { hands: [['Militia'], ['Trail', 'Copper', 'Copper', 'Copper', 'Copper']], decks: [[], ['Gold']] });
    s = playCard(s, 'Militia').state;
    s = answer(s, ['Trail', 'Copper']).state;
    expect(options(s)).toEqual(['play it', "don't play it"]);
    s = answer(s, ['play it']).state;
    expect(hand(s, 1)).toContain('Gold');
    expect(s.turn.actions).toBe(0);
    let r = at(['Trail', 'Remodel'], '2E', { hands: [['Remodel', 'Trail']], decks: [['Silver']] });
    r = answer(playCard(r, 'Remodel').state, ['Trail']).state;
    const gainItems = r.pending?.kind === 'pick' ? nm(r.pending.items) : [];
    expect(gainItems).toContain('Gold');
    r = answer(r, ['Gold']).state;
    r = answer(r, ['play it']).state;
    expect(nm(r.players[0].play)).toContain('Trail');
    expect(hand(r)).toEqual(['Silver']);
  });

  it('H46: Weaver: two Silvers or one card up to $4, never both', () => {
    let s = playCard(at(INTRO2, '2E', { hands: [['Weaver']] }), 'Weaver').state;
    expect(s.pending?.kind === 'option' && s.pending.max).toBe(1);
    s = answer(s, ['gain 2 Silvers']).state;
    expect(nm(s.players[0].discard)).toEqual(['Silver', 'Silver']);
  });

  it('H47: Workshop gains Village (#1), Cauldron, then Smithy and Village bought (#2, #3): each other player gains a Curse; a Cauldron after the third: none', () => {
    let s = at(['Cauldron', 'Workshop', 'Village', 'Smithy'], '2E', { hands: [['Workshop', 'Cauldron', 'Gold', 'Silver']] });
    s = answer(playCard(s, 'Workshop').state, ['Village']).state;
    s = treasures(s);
    expect(s.turn.buys).toBe(2);
    s = buy(s, 'Smithy');
    expect(s.players[1].discard).toEqual([]);
    s = buy(s, 'Village');
    expect(nm(s.players[1].discard)).toEqual(['Curse']);
    // Moat answers Cauldron when it is played: no Curse for B later.
    let m = at(['Cauldron', 'Workshop', 'Village', 'Smithy', 'Moat'], '2E', { turn: BUYS, hands: [['Workshop', 'Cauldron', 'Gold', 'Silver'], ['Moat']] });
    m = answer(playCard(m, 'Workshop').state, ['Village']).state;
    m = play(m, 0, { type: 'treasure', card: id('Cauldron') }).state;
    expect(m.pending?.seat).toBe(1);
    expect(options(m)).toEqual(['Reveal Moat', "Don't reveal"]);
    m = answer(m, ['Reveal Moat']).state;
    m = buy(buy(treasures(m), 'Smithy'), 'Village');
    expect(m.players[1].discard).toEqual([]);
    // Three Action gains before the Cauldron was played: it gives nothing.
    let l = at(['Cauldron', 'Workshop', 'Village', 'Smithy'], '2E', { phase: 'buy', turn: { buys: 5 }, hands: [['Cauldron', 'Gold', 'Gold']] });
    l = play(l, 0, { type: 'treasure', card: id('Gold') }).state;
    l = play(l, 0, { type: 'treasure', card: id('Gold') }).state;
    l = buy(buy(buy(l, 'Village'), 'Village'), 'Curse');
    l = buy(l, 'Copper');
    expect(l.players[1].discard).toEqual([]);
  });

  it('H48: Souk with 3 other cards in hand: +$4 net and +1 Buy; $2 already with 10 cards in hand: $0; when gained, trash up to 2', () => {
    const s = playCard(at(BARGAINS2, '2E', { hands: [['Souk', 'Estate', 'Estate', 'Estate']] }), 'Souk').state;
    expect(s.turn.coins).toBe(4);
    expect(s.turn.buys).toBe(2);
    const ten = Array<string>(10).fill('Estate');
    const z = playCard(at(BARGAINS2, '2E', { hands: [['Souk', ...ten]], turn: { coins: 2 } }), 'Souk').state;
    expect(z.turn.coins).toBe(0);
    let g = at(BARGAINS2, '2E', { phase: 'buy', hands: [['Gold', 'Silver', 'Estate', 'Curse', 'Copper']] });
    g = buy(play(play(g, 0, { type: 'treasure', card: id('Gold') }).state, 0, { type: 'treasure', card: id('Silver') }).state, 'Souk');
    expect(g.pending?.kind === 'pick' && g.pending.max).toBe(2);
    g = answer(g, ['Estate', 'Curse']).state;
    expect(sorted(g.trash)).toEqual(['Curse', 'Estate']);
  });

  it("H49: Wheelwright discarding Smithy ($4) gains an Action up to $4; Witch's Hut: Village + Smithy curses, Village + Copper does not", () => {
    let s = at(['Wheelwright', 'Smithy', 'Village'], '2E', { hands: [['Wheelwright', 'Smithy']], decks: [['Copper']] });
    s = answer(playCard(s, 'Wheelwright').state, ['Smithy']).state;
    const items = s.pending?.kind === 'pick' ? nm(s.pending.items) : [];
    expect(items).toEqual(expect.arrayContaining(['Smithy', 'Village']));
    expect(items).not.toContain('Silver');
    let w = at(["Witch's Hut", 'Village', 'Smithy'], '2E', {
      hands: [["Witch's Hut", 'Village', 'Smithy']],
      decks: [['Copper', 'Copper', 'Copper', 'Copper']],
    });
    w = answer(playCard(w, "Witch's Hut").state, ['Village', 'Smithy']).state;
    expect(nm(w.players[1].discard)).toEqual(['Curse']);
    const v = at(["Witch's Hut", 'Village'], '2E', { hands: [["Witch's Hut", 'Village']], decks: [['Copper', 'Copper', 'Copper', 'Copper']] });
    const r = play(playCard(v, "Witch's Hut").state, 0, { type: 'decide', answer: [id('Village'), id('Copper')] });
    expect(r.state.players[1].discard).toEqual([]);
    expect(r.text).toContain('{0} discards Village and Copper.');
  });

  it('H50: buying Nomads: +$2 at once, usable for a second Buy; trashing it on your turn: +$2', () => {
    let s = at(INTRO2, '2E', { phase: 'buy', turn: { buys: 2 }, hands: [['Silver', 'Copper', 'Copper']] });
    s = buy(treasures(s), 'Nomads');
    expect(s.turn.coins).toBe(2);
    let d = at(['Trader', 'Nomads'], '2E', { hands: [['Trader', 'Nomads']] });
    d = answer(playCard(d, 'Trader').state, ['Nomads']).state;
    expect(d.turn.coins).toBe(2);
    expect(count(d.players[0].discard, 'Silver')).toBe(4);
  });
});

describe('Hinterlands: recommended kingdoms, random kingdoms, editions', () => {
  const HL = Object.keys(RECOMMENDED).filter((n) => RECOMMENDED[n].some((c) => CARDS[id(c)].set === 'hinterlands'));

  it('the 22 recommended sets with Hinterlands cards are all built and open; a "(1E)" set plays the first-edition wording', () => {
    expect(HL.length).toBe(22);
    for (const name of HL) {
      expect(presetBuilt(name), name).toBe(true);
      const o = E.parseOptions({ preset: name }, 2);
      expect(o.ok, name).toBe(true);
      if (o.ok) expect(o.value.edition).toBe(name.endsWith('(1E)') ? '1E' : '2E');
    }
  });

  it('random kingdoms follow the edition filter (no removed card in a 2E-only pool, no 2E addition in a 1E-only one), and other sets’ pools hold no Hinterlands card', () => {
    const two = pool(['hinterlands'], ['2E']).map((c) => CARDS[c].name);
    expect(two).not.toContain('Cache');
    expect(two).toContain('Souk');
    const one = pool(['hinterlands'], ['1E']).map((c) => CARDS[c].name);
    expect(one).toContain('Cache');
    expect(one).not.toContain('Souk');
    expect(pool(['base', 'intrigue', 'seaside', 'prosperity', 'alchemy'], ['1E', '2E']).some((c) => CARDS[c].set === 'hinterlands')).toBe(false);
    const s = E.setup({ edition: '2E', kingdom: [], random: { sets: ['hinterlands'], editions: ['2E'] } }, 2, 11);
    const kingdom = s.piles.filter((c) => CARDS[c].kingdom);
    expect(kingdom.length).toBe(10);
    expect(kingdom.every((c) => CARDS[c].set === 'hinterlands' && CARDS[c].editions.includes('2E'))).toBe(true);
  });

  it('Victory Kingdom piles: Tunnel, Farmland and Silk Road have 8 cards with 2 players, 12 with 3', () => {
    for (const name of ['Tunnel', 'Farmland', 'Silk Road']) {
      expect(pileLeft(at([name], '1E'), name)).toBe(8);
      expect(pileLeft(at([name], '1E', { seats: 3 }), name)).toBe(12);
    }
  });
});

describe('Hinterlands: cards played on another player’s turn', () => {
  it('FAQ(Berserker): gained on another player’s turn with a Duration in play, it is played then, and its Attack hits that player', () => {
    // B has a Haven in play from their last turn; A's Ambassador gives B a Berserker.
    let s = at(['Berserker', 'Ambassador', 'Haven'], '2E', {
      hands: [['Ambassador', 'Berserker', 'Copper', 'Copper', 'Copper', 'Estate'], ['Copper']],
      decks: [[], ['Copper']],
    });
    s = { ...s, players: s.players.map((p, i) => (i === 1 ? { ...p, durations: [id('Haven')] } : p)) };
    s = answer(playCard(s, 'Ambassador').state, ['Berserker']).state;
    const r = play(s, 0, { type: 'decide', answer: [1] });
    expect(r.text).toContain('{1} plays Berserker.');
    s = r.state;
    expect(s.pending?.seat).toBe(1);
    expect(s.pending?.kind === 'pick' && nm(s.pending.items)).not.toContain('Berserker');
    s = answer(s, ['Silver']).state;
    // A (the player whose turn it is) holds 4 cards and discards down to 3.
    expect(s.pending?.seat).toBe(0);
    s = answer(s, ['Estate']).state;
    expect(s.players[0].hand.length).toBe(3);
    expect(nm(s.players[1].play)).toEqual(['Berserker']);
    expect(count(s.players[1].discard, 'Silver')).toBe(1);
    expect(s.turn.actions).toBe(0);
  });
});

describe('Hinterlands: discards by other sets’ cards', () => {
  it('FAQ(Weaver): discarded by Vassal it may be played by its own reaction, and is played once', () => {
    let s = at(['Vassal', 'Weaver'], '2E', { hands: [['Vassal']], decks: [['Weaver']] });
    s = playCard(s, 'Vassal').state;
    // Vassal asks first (play it without an Action?); declining, Weaver's own reaction offers it again.
    expect(s.pending?.kind).toBe('yesno');
    s = answer(s, false).state;
    expect(options(s)).toEqual(['play it', "don't play it"]);
    s = answer(s, ['play it']).state;
    s = answer(s, ['gain 2 Silvers']).state;
    expect(nm(s.players[0].play)).toEqual(['Vassal', 'Weaver']);
    expect(count(s.players[0].discard, 'Silver')).toBe(2);
    // Played by Vassal, the reaction finds it gone: played once.
    let v = at(['Vassal', 'Weaver'], '2E', { hands: [['Vassal']], decks: [['Weaver']] });
    v = answer(playCard(v, 'Vassal').state, true).state;
    v = answer(v, ['gain a card costing up to $4']).state;
    v = answer(v, ['Silver']).state;
    expect(v.pending).toBeNull();
    expect(nm(v.players[0].play)).toEqual(['Vassal', 'Weaver']);
  });

  it('H14: Tunnel discarded from the deck by a Sentry may be revealed for a Gold', () => {
    let s = at(['Sentry', 'Tunnel'], '2E', { hands: [['Sentry']], decks: [['Copper', 'Tunnel', 'Estate']] });
    s = playCard(s, 'Sentry').state;
    s = answer(s, []).state;
    s = answer(s, ['Tunnel']).state;
    expect(options(s)).toEqual(['Reveal Tunnel: gain a Gold', "Don't reveal"]);
    s = answer(s, ['Reveal Tunnel: gain a Gold']).state;
    expect(count(s.players[0].discard, 'Gold')).toBe(1);
  });
});

describe('Hinterlands: gains one at a time', () => {
  it('H24 [1E]: Cache bought with Trader in hand: the Cache itself and each Copper are separate gains Trader may replace', () => {
    let s = at(['Cache', 'Trader'], '1E', { phase: 'buy', turn: BUYS, hands: [['Trader', 'Gold', 'Silver']] });
    s = buy(treasures(s), 'Cache');
    s = answer(s, ['Keep it']).state;
    expect(s.pending?.prompt).toContain('you would gain Copper');
    s = answer(s, ['Gain a Silver instead (Trader)']).state;
    s = answer(s, ['Keep it']).state;
    expect(sorted(s.players[0].discard)).toEqual(['Cache', 'Copper', 'Silver']);
    // Replacing the Cache itself: no Coppers at all.
    let r = at(['Cache', 'Trader'], '1E', { phase: 'buy', turn: BUYS, hands: [['Trader', 'Gold', 'Silver']] });
    r = answer(buy(treasures(r), 'Cache'), ['Gain a Silver instead (Trader)']).state;
    expect(r.pending).toBeNull();
    expect(nm(r.players[0].discard)).toEqual(['Silver']);
  });

  it('H20: Haggler with one Highway in play, a Province ($7 now) bought: any non-Victory card up to $6 now (Gold, printed $6; Border Village, printed $6)', () => {
    let s = at(BARGAINS2, '2E', { hands: [['Highway', 'Haggler', 'Gold', 'Gold', 'Copper']], decks: [['Copper']], turn: { actions: 1, buys: 3 } });
    s = playCard(playCard(s, 'Highway').state, 'Haggler').state;
    s = buy(treasures(s), 'Province');
    const items = s.pending?.kind === 'pick' ? nm(s.pending.items) : [];
    expect(items).toEqual(expect.arrayContaining(['Gold', 'Border Village']));
    expect(items).not.toContain('Duchy');
    expect(items).not.toContain('Province');
  });
});

/**
 * Effects that happen at the same time (rules 2). The rulebook: when several things happen at once for
 * one player, that player chooses the order; for several players, the player whose turn it is first,
 * then in turn order. HINTERLANDS_FAQ D1: a 2E Trader's card "was gained, so its own when-gain effects
 * can still resolve (e.g. Border Village's bonus) before it is exchanged, in an order the player chooses".
 * Lose track: a card moved by one effect is out of reach of the next (Watchtower after an exchange).
 */
describe('Hinterlands: simultaneous when-gain effects (rules 2)', () => {
  const KINGDOM = ['Border Village', 'Haggler', 'Trader', 'Watchtower', 'Witch', 'Nomads', 'Throne Room', 'Village', 'Smithy', 'Market'];
  it('D1: Border Village bought with Haggler in play and Trader in hand: the player orders the three, each named by its source', () => {
    let s = at(KINGDOM, '2E', { hands: [['Haggler', 'Trader', 'Gold', 'Gold']], turn: { actions: 1, buys: 3 } });
    s = buy(treasures(playCard(s, 'Haggler').state), 'Border Village');
    expect(s.pending).toMatchObject({ seat: 0, tag: 'gainOrder', public: false });
    // All three are mandatory or may act: no "Done" while Border Village's and Haggler's gains are owed.
    expect(options(s)).toEqual(['Border Village: gain a card costing less', 'Trader: exchange it for a Silver', 'Haggler: gain a cheaper non-Victory card']);
    // Private: it names the Trader in hand, so the other player reads only that a choice is being made.
    expect(E.prompt(E.view(s, 1)).text).not.toContain('Trader');
    expect(stableStringify(E.view(s, 1).pending)).not.toContain('Trader');
    // Trader first: the Border Village goes back to its pile; its own bonus still comes (D1).
    s = answer(s, ['Trader: exchange it for a Silver']).state;
    expect(options(s)).toEqual(['Keep it', 'Exchange it for a Silver (Trader)']);
    s = answer(s, ['Exchange it for a Silver (Trader)']).state;
    expect(pileLeft(s, 'Border Village')).toBe(10);
    expect(options(s)).toEqual(['Border Village: gain a card costing less', 'Haggler: gain a cheaper non-Victory card']);
    s = answer(s, ['Haggler: gain a cheaper non-Victory card']).state;
    expect(s.pending).toMatchObject({ kind: 'pick', tag: 'gain' });
    s = answer(s, ['Silver']).state;
    // The last one left is not asked about: Border Village's pick comes at once.
    expect(s.pending).toMatchObject({ kind: 'pick', tag: 'gain' });
    s = answer(s, ['Smithy']).state;
    // The Smithy is a gain of its own: Trader may exchange it (one effect, its own question).
    expect(options(s)).toEqual(['Keep it', 'Exchange it for a Silver (Trader)']);
    s = answer(s, ['Keep it']).state;
    expect(s.pending).toBeNull();
    expect(sorted(s.players[0].discard)).toEqual(['Silver', 'Silver', 'Smithy']);
  });

  it('games recorded before rules 2 keep the fixed order: Border Village first, then Trader, then Haggler, nothing asked about the order', () => {
    let s = at(KINGDOM, '2E', { hands: [['Haggler', 'Trader', 'Gold', 'Gold']], turn: { buys: 1 }, rules: 1 });
    s = buy(treasures(playCard(s, 'Haggler').state), 'Border Village');
    expect(s.pending).toMatchObject({ kind: 'pick', tag: 'gain' });
    expect(s.pending?.prompt).toContain('Border Village');
  });

  it('lose track: Watchtower puts the Province onto the deck, so Trader can no longer exchange it; "Done" declines both', () => {
    const start = at(KINGDOM, '2E', { phase: 'buy', turn: BUYS, hands: [['Watchtower', 'Trader', 'Gold', 'Gold', 'Gold']] });
    let s = buy(treasures(start), 'Province');
    expect(options(s)).toEqual(['Watchtower: trash it or put it onto your deck', 'Trader: exchange it for a Silver', 'Done']);
    s = answer(s, ['Watchtower: trash it or put it onto your deck']).state;
    expect(options(s)).toEqual(['Reveal Watchtower: trash it', 'Reveal Watchtower: put it onto your deck', 'Done']);
    expect(s.pending?.public).toBe(false);
    s = answer(s, ['Reveal Watchtower: put it onto your deck']).state;
    expect(s.pending).toBeNull();
    expect(top(s, 0, 1)).toEqual(['Province']);
    expect(pileLeft(s, 'Silver')).toBe(40);
    let d = buy(treasures(start), 'Province');
    d = answer(d, ['Done']).state;
    expect(d.pending).toBeNull();
    expect(nm(d.players[0].discard)).toEqual(['Province']);
  });

  it('no order question for one effect, for copies of one (Throne Room on Haggler), nor for Nomads\u2019 +$2 (its order changes nothing)', () => {
    let h = at(KINGDOM, '2E', { hands: [['Throne Room', 'Haggler', 'Gold', 'Gold']] });
    h = answer(playCard(h, 'Throne Room').state, ['Haggler']).state;
    h = buy(treasures(h), 'Province');
    expect(h.pending).toMatchObject({ kind: 'pick', tag: 'gain' });
    h = answer(h, ['Silver']).state;
    expect(h.pending).toMatchObject({ kind: 'pick', tag: 'gain' });
    let n = at(KINGDOM, '2E', { phase: 'buy', turn: BUYS, hands: [['Trader', 'Silver', 'Silver']] });
    n = buy(treasures(n), 'Nomads');
    // $4 - $4 + $2: Nomads' +$2 came first; Trader's question is the only one.
    expect(n.turn.coins).toBe(2);
    expect(options(n)).toEqual(['Keep it', 'Exchange it for a Silver (Trader)']);
  });

  it('on the gainer\u2019s own turn nothing is asked of a player without Watchtower or Trader (the device is in their hands: nothing to hide)', () => {
    const s = buy(treasures(at(KINGDOM, '2E', { phase: 'buy', hands: [['Gold', 'Gold', 'Gold']] })), 'Province');
    expect(s.pending).toBeNull();
  });
});

describe('Hinterlands: the Trader and Watchtower question on another player\u2019s turn (rules 2)', () => {
  const K2 = ['Trader', 'Witch', 'Village', 'Smithy', 'Market', 'Cellar', 'Moat', 'Militia', 'Festival', 'Library'];
  const afterWitch = (kingdom: string[], edition: Edition, victim: string[], rules?: number): DominionState => {
    let r = playRaw(at(kingdom, edition, { hands: [['Witch', 'Copper'], victim], rules }), 0, { type: 'play', card: id('Witch') }).state;
    // The Attack's own Reaction window (nothing to reveal).
    if (r.pending?.prompt.includes('played Witch')) r = playRaw(r, 1, { type: 'decide', answer: [0] }).state;
    return r;
  };

  it('2E: the Witch\u2019s victim is asked whether or not they hold Trader; the attacker cannot tell the two apart', () => {
    const without = afterWitch(K2, '2E', ['Copper', 'Copper', 'Copper', 'Estate', 'Estate']);
    const holding = afterWitch(K2, '2E', ['Trader', 'Copper', 'Copper', 'Estate', 'Estate']);
    expect(without.pending).toMatchObject({ seat: 1, tag: 'react', public: false, options: ["Don't reveal"] });
    expect(holding.pending).toMatchObject({ seat: 1, tag: 'react', public: false, options: ['Keep it', 'Exchange it for a Silver (Trader)'] });
    expect(stableStringify(E.view(without, 0).pending)).toBe(stableStringify(E.view(holding, 0).pending));
    expect(E.prompt(E.view(holding, 0)).text).not.toContain('Trader');
    for (const victim of [
      ['Trader', 'Copper', 'Copper', 'Estate', 'Estate'],
      ['Copper', 'Copper', 'Copper', 'Estate', 'Estate'],
    ])
      expect(probeMove(engine, at(K2, '2E', { hands: [['Witch', 'Copper'], victim] }), 0, { type: 'play', card: id('Witch') }, seededRandom(3), 8)).toBeNull();
    // Before rules 2, only a holder was asked.
    expect(afterWitch(K2, '2E', ['Copper', 'Copper', 'Copper', 'Estate', 'Estate'], 1).pending).toBeNull();
  });

  it('1E: "would gain" — every victim is asked before the Curse is gained, Trader in hand or not', () => {
    const without = afterWitch(K2, '1E', ['Copper', 'Copper', 'Copper', 'Estate', 'Estate']);
    expect(without.pending).toMatchObject({ seat: 1, tag: 'react', options: ["Don't reveal"] });
    const s = playRaw(without, 1, { type: 'decide', answer: [0] }).state;
    expect(nm(s.players[1].discard)).toEqual(['Curse']);
    const holding = afterWitch(K2, '1E', ['Trader', 'Copper', 'Copper', 'Estate', 'Estate']);
    expect(holding.pending).toMatchObject({ seat: 1, tag: 'react', options: ['Keep it', 'Gain a Silver instead (Trader)'] });
    expect(stableStringify(E.view(without, 0).pending)).toBe(stableStringify(E.view(holding, 0).pending));
  });

  it('Watchtower and Trader in one window: the holder reveals one (the Curse trashed, nothing left to exchange); a non-holder sees only "Don\u2019t reveal"', () => {
    const k = ['Watchtower', ...K2.slice(0, 9)];
    const both = afterWitch(k, '2E', ['Watchtower', 'Trader', 'Copper', 'Estate', 'Estate']);
    expect(options(both)).toEqual(['Reveal Watchtower: trash it', 'Reveal Watchtower: put it onto your deck', 'Exchange it for a Silver (Trader)', 'Done']);
    const t = playRaw(both, 1, { type: 'decide', answer: [0] }).state;
    expect(t.pending).toBeNull();
    expect(count(t.trash, 'Curse')).toBe(1);
    expect(t.players[1].discard).toEqual([]);
    expect(afterWitch(k, '2E', ['Copper', 'Copper', 'Copper', 'Estate', 'Estate']).pending).toMatchObject({ options: ["Don't reveal"] });
  });
});

describe("Hinterlands: Fool's Gold windows in turn order from the player whose turn it is (rules 2)", () => {
  it('B gains a Province on A\u2019s turn (Swindler): A is asked before C; before rules 2, C (B\u2019s left) first', () => {
    const first = (rules?: number): number | undefined => {
      let s = at(['Swindler', "Fool's Gold", 'Village'], '2E', {
        seats: 3,
        rules,
        hands: [['Swindler', "Fool's Gold"], ['Copper'], ["Fool's Gold", 'Copper']],
        decks: [['Copper'], ['Province'], ['Estate']],
      });
      s = playCard(s, 'Swindler').state;
      return s.pending?.tag === 'react' && s.pending.prompt.includes('gained a Province') ? s.pending.seat : undefined;
    };
    expect(first()).toBe(0);
    expect(first(1)).toBe(2);
  });
});
