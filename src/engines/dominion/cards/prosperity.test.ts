/**
 * Prosperity cards (both editions), each with cases from its official FAQ (cited as "FAQ(Card)") or
 * EXAMPLES.md (§n), and Platinum/Colony.
 */
import { describe, expect, it } from 'vitest';
import { id } from '../cards';
import { costOf } from '../cost';
import { answer, count, E, hand, nm, pileLeft, play, playCard, position, rejects } from '../testkit';
import type { DominionState } from '../types';

const P1 = ['Watchtower', 'Bishop', 'Monument', 'Quarry', "Worker's Village", 'City', 'Mint', 'Rabble', 'Vault', 'Grand Market'];
const P2 = ['Hoard', 'Bank', 'Expand', 'Forge', "King's Court", 'Peddler', 'Anvil', 'Clerk', 'Investment', 'Tiara'];
const P3 = ['Charlatan', 'Collection', 'Crystal Ball', 'Magnate', 'War Chest', 'Village', 'Smithy', 'Market', 'Witch', 'Bridge'];
const P1E = ['Loan', 'Trade Route', 'Talisman', 'Contraband', 'Counting House', 'Mountebank', 'Royal Seal', 'Venture', 'Goons', 'Watchtower'];

const treasures = (s: DominionState): DominionState => play(s, 0, { type: 'treasures' }).state;
const buy = (s: DominionState, name: string): DominionState => play(s, 0, { type: 'buy', card: id(name) }).state;
const options = (s: DominionState): string[] => (s.pending?.kind === 'option' ? s.pending.options.slice() : []);

describe('Prosperity: Platinum, Colony, VP tokens', () => {
  it('a Prosperity-only kingdom uses Platinum (12) and Colony (8 with 2 players); the game ends when Colony runs out (RULEBOOK)', () => {
    const s = position({ kingdom: P1 });
    expect(pileLeft(s, 'Platinum')).toBe(12);
    expect(pileLeft(s, 'Colony')).toBe(8);
    expect(position({ kingdom: P1, seats: 3 }).supply[s.piles.indexOf(id('Colony'))]).toBe(12);
    let t = position({ kingdom: P1, phase: 'buy', hands: [['Platinum', 'Platinum', 'Gold', 'Copper', 'Copper']], supply: { Colony: 1 } });
    t = treasures(t);
    expect(t.turn.coins).toBe(15);
    t = buy(t, 'Colony');
    expect(t.phase).toBe('over');
    expect(t.scores[0]).toBe(13);
  });

  it('no Prosperity card: no Platinum/Colony; `colonies` option forces either way', () => {
    expect(position({ kingdom: ['Village', 'Smithy'] }).piles).not.toContain(id('Colony'));
    const forced = E.parseOptions({ kingdom: ['Village', 'Smithy'], colonies: true }, 2);
    expect(forced.ok && E.setup(forced.value, 2, 1).piles).toContain(id('Platinum'));
    const none = E.parseOptions({ kingdom: P1, colonies: false }, 2);
    expect(none.ok && E.setup(none.value, 2, 1).piles).not.toContain(id('Colony'));
  });

  it('mixed kingdoms: Colony games in about the share of Prosperity cards (Prosperity rulebook: draw a random Kingdom card)', () => {
    const k = [...P1.slice(0, 3), 'Village', 'Smithy', 'Market', 'Cellar', 'Chapel', 'Moat', 'Witch'];
    let n = 0;
    for (let seed = 1; seed <= 400; seed++) if (E.setup({ edition: '2E', kingdom: k, random: null }, 2, seed).piles.includes(id('Colony'))) n++;
    expect(n / 400).toBeGreaterThan(0.2);
    expect(n / 400).toBeLessThan(0.4);
  });

  it('Monument: +$2, +1 VP token; tokens count in the score', () => {
    const s = playCard(position({ kingdom: P1, hands: [['Monument', 'Copper', 'Copper', 'Copper', 'Copper']] }), 'Monument').state;
    expect(s.turn.coins).toBe(2);
    expect(s.players[0].vp).toBe(1);
  });
});

describe('Prosperity, in both editions', () => {
  it('Watchtower: draw until 6 in hand; FAQ(Watchtower) / EXAMPLES §7: revealed on a gained Curse to trash it, it stays in hand', () => {
    let s = playCard(
      position({ kingdom: P1, hands: [['Watchtower', 'Copper', 'Copper']], decks: [['Silver', 'Silver', 'Silver', 'Gold', 'Gold']] }),
      'Watchtower',
    ).state;
    expect(s.players[0].hand.length).toBe(6);
    const k = [...P1.slice(0, 9), 'Witch'];
    s = position({
      kingdom: k,
      hands: [
        ['Witch', 'Copper', 'Copper', 'Copper', 'Copper'],
        ['Watchtower', 'Copper', 'Copper', 'Estate', 'Estate'],
      ],
    });
    s = playCard(s, 'Witch').state;
    expect(s.pending?.seat).toBe(1);
    expect(options(s)).toEqual(['Reveal Watchtower: trash it', 'Reveal Watchtower: put it onto your deck', 'Done']);
    const trashed = answer(s, ['Reveal Watchtower: trash it']).state;
    expect(pileLeft(trashed, 'Curse')).toBe(9);
    expect(count(trashed.trash, 'Curse')).toBe(1);
    expect(count(trashed.players[1].discard, 'Curse')).toBe(0);
    expect(hand(trashed, 1)).toContain('Watchtower');
    const top = answer(s, ['Reveal Watchtower: put it onto your deck']).state;
    expect(nm(top.players[1].deck.slice(-1))).toEqual(['Curse']);
    const kept = answer(s, ['Done']).state;
    expect(count(kept.players[1].discard, 'Curse')).toBe(1);
  });

  it('Bishop: +$1, +1 VP, trash for half its cost in VP; FAQ(Bishop): others may trash a card (not an Attack)', () => {
    let s = playCard(position({ kingdom: P1, hands: [['Bishop', 'Gold', 'Copper', 'Copper', 'Copper']] }), 'Bishop').state;
    s = answer(s, ['Gold']).state;
    expect(s.players[0].vp).toBe(1 + 3);
    expect(s.turn.coins).toBe(1);
    expect(s.pending?.seat).toBe(1);
    s = answer(s, ['Estate']).state;
    expect(count(s.trash, 'Estate')).toBe(1);
  });

  it('Quarry: $1; FAQ(Quarry): while in play Action cards cost $2 less, not below $0; two Quarries −$4', () => {
    let s = position({ kingdom: P1, phase: 'buy', hands: [['Quarry', 'Quarry', 'Copper', 'Copper', 'Copper']] });
    s = treasures(s);
    expect(s.turn.coins).toBe(5);
    expect(costOf(s, id('Grand Market')).coins).toBe(2);
    expect(costOf(s, id('Watchtower')).coins).toBe(0);
    expect(costOf(s, id('Gold')).coins).toBe(6);
  });

  it("Worker's Village and City: FAQ(City): +1 Card with 1 empty pile; also +$1 and +1 Buy with 2", () => {
    const wv = playCard(position({ kingdom: P1, hands: [["Worker's Village", 'Copper', 'Copper', 'Copper', 'Copper']] }), "Worker's Village").state;
    expect([wv.turn.actions, wv.turn.buys, wv.players[0].hand.length]).toEqual([2, 2, 5]);
    const none = playCard(position({ kingdom: P1, hands: [['City', 'Copper', 'Copper', 'Copper', 'Copper']] }), 'City').state;
    expect(none.players[0].hand.length).toBe(5);
    const two = playCard(
      position({ kingdom: P1, hands: [['City', 'Copper', 'Copper', 'Copper', 'Copper']], supply: { Estate: 0, Monument: 0 } }),
      'City',
    ).state;
    expect([two.players[0].hand.length, two.turn.coins, two.turn.buys, two.turn.actions]).toEqual([6, 1, 2, 2]);
  });

  it('Mint: reveal a Treasure to gain a copy; FAQ(Mint): when gained (2E) / bought (1E), trash the Treasures you have in play', () => {
    let s = playCard(position({ kingdom: P1, hands: [['Mint', 'Gold', 'Copper', 'Copper', 'Copper']] }), 'Mint').state;
    s = answer(s, ['Gold']).state;
    expect(count(s.players[0].discard, 'Gold')).toBe(1);
    expect(hand(s)).toContain('Gold');
    s = position({ kingdom: P1, phase: 'buy', hands: [['Gold', 'Silver', 'Copper', 'Estate', 'Estate']], turn: { buys: 2 } });
    s = buy(treasures(s), 'Mint');
    expect(s.players[0].play.filter((c) => c >= 0)).toEqual([]);
    expect(s.trash.length).toBe(3);
    // EXAMPLES §18: Mint first (trashing the Copper in play), then Grand Market is allowed.
    s = position({ kingdom: P1, phase: 'buy', hands: [['Gold', 'Gold', 'Gold', 'Gold', 'Copper']], turn: { buys: 2 } });
    s = treasures(s);
    expect(rejects(s, 0, { type: 'buy', card: id('Grand Market') }).message).toContain('Copper in play');
    s = buy(s, 'Mint');
    s = buy(s, 'Grand Market');
    expect(count(s.players[0].discard, 'Grand Market')).toBe(1);
    const e1 = position({ kingdom: P1, edition: '1E', phase: 'buy', hands: [['Gold', 'Silver', 'Copper', 'Estate', 'Estate']] });
    expect(buy(treasures(e1), 'Mint').trash.length).toBe(3);
  });

  it('Rabble: +3 Cards; others reveal 3, discard Actions and Treasures, put the rest back in any order', () => {
    let s = position({ kingdom: P1, hands: [['Rabble', 'Copper', 'Copper', 'Copper', 'Copper']], decks: [[], ['Estate', 'Silver', 'Duchy', 'Gold']] });
    s = playCard(s, 'Rabble').state;
    expect(s.pending?.kind).toBe('order');
    s = answer(s, ['Duchy', 'Estate']).state;
    expect(nm(s.players[1].deck.slice(-2))).toEqual(['Estate', 'Duchy']);
    expect(count(s.players[1].discard, 'Silver')).toBe(1);
  });

  it('Vault: +2 Cards, discard for +$1 each; FAQ(Vault): others may discard 2 cards to draw 1', () => {
    let s = playCard(position({ kingdom: P1, hands: [['Vault', 'Estate', 'Estate', 'Copper', 'Copper']] }), 'Vault').state;
    s = answer(s, ['Estate', 'Estate']).state;
    expect(s.turn.coins).toBe(2);
    expect(s.pending).toMatchObject({ seat: 1, tag: 'vault' });
    s = answer(s, true).state;
    s = answer(s, ['Estate', 'Estate']).state;
    expect(s.players[1].hand.length).toBe(4);
  });

  it('Grand Market: FAQ(Grand Market) / §18: a Copper in play forbids buying it, in hand it does not; gaining it is fine', () => {
    let s = position({ kingdom: P1, phase: 'buy', hands: [['Gold', 'Gold', 'Copper', 'Copper', 'Copper']] });
    s = play(s, 0, { type: 'treasure', card: id('Gold') }).state;
    s = play(s, 0, { type: 'treasure', card: id('Gold') }).state;
    expect(E.legalMoves(s, 0)).toContainEqual({ type: 'buy', card: id('Grand Market') });
    s = play(s, 0, { type: 'treasure', card: id('Copper') }).state;
    expect(E.legalMoves(s, 0)).not.toContainEqual({ type: 'buy', card: id('Grand Market') });
  });

  it('Hoard: FAQ(Hoard) / §19: two Hoards, buying 2 Estates gains 4 Golds; gaining a Victory card otherwise gains none', () => {
    let s = position({ kingdom: P2, phase: 'buy', hands: [['Hoard', 'Hoard', 'Copper', 'Copper', 'Copper']], turn: { buys: 2 } });
    s = buy(buy(treasures(s), 'Estate'), 'Estate');
    expect(count(s.players[0].discard, 'Gold')).toBe(4);
    s = position({ kingdom: P2, phase: 'buy', hands: [['Hoard', 'Gold', 'Copper', 'Copper', 'Copper']], turn: { buys: 2 } });
    expect(count(buy(treasures(s), 'Silver').players[0].discard, 'Gold')).toBe(0);
    s = playCard(position({ kingdom: [...P2.slice(0, 9), 'Workshop'], hands: [['Hoard', 'Workshop', 'Copper', 'Copper', 'Copper']] }), 'Workshop').state;
    s = treasures(answer(s, ['Estate']).state);
    expect(count(s.players[0].discard, 'Gold')).toBe(0);
  });

  it("§19: Watchtower trashing the bought Estate still yields Hoard's Gold (the Estate was gained)", () => {
    let s = position({
      kingdom: P1.slice(0, 9).concat('Hoard'),
      phase: 'buy',
      hands: [['Hoard', 'Watchtower', 'Copper', 'Copper', 'Copper']],
      turn: { buys: 2 },
    });
    s = buy(treasures(s), 'Estate');
    // The Gold comes first (when-buy), then the Estate's when-gain choices, for each gain.
    while (s.pending && options(s).includes('Done'))
      s = answer(s, [options(s).includes('Reveal Watchtower: trash it') && s.pending.prompt.includes('Estate') ? 'Reveal Watchtower: trash it' : 'Done']).state;
    expect(count(s.trash, 'Estate')).toBe(1);
    expect(count(s.players[0].discard, 'Gold')).toBe(1);
  });

  it('Bank: FAQ(Bank) / §16: counts the Treasures in play when played; played last when all are played at once', () => {
    let s = position({ kingdom: P2, phase: 'buy', hands: [['Bank', 'Copper', 'Copper', 'Silver', 'Estate']] });
    expect(treasures(s).turn.coins).toBe(8);
    s = play(s, 0, { type: 'treasure', card: id('Bank') }).state;
    expect(s.turn.coins).toBe(1);
    expect(treasures(s).turn.coins).toBe(5);
    const two = position({ kingdom: P2, phase: 'buy', hands: [['Bank', 'Bank', 'Estate', 'Estate', 'Estate']] });
    expect(treasures(two).turn.coins).toBe(3);
  });

  it('Expand: trash a card, gain one costing up to $3 more; Forge: FAQ(Forge): gain exactly the total cost ($0 with none trashed)', () => {
    let s = playCard(position({ kingdom: P2, hands: [['Expand', 'Silver', 'Copper', 'Copper', 'Copper']] }), 'Expand').state;
    s = answer(s, ['Silver']).state;
    expect(s.pending?.kind === 'pick' && nm(s.pending.items)).toContain('Gold');
    s = playCard(position({ kingdom: P2, hands: [['Forge', 'Estate', 'Estate', 'Silver', 'Copper']] }), 'Forge').state;
    s = answer(s, ['Estate', 'Estate', 'Silver']).state;
    expect(s.pending?.kind === 'pick' && nm(s.pending.items).sort()).toEqual(['Bank', 'Expand', 'Forge', "King's Court"]);
    s = playCard(position({ kingdom: P2, hands: [['Forge', 'Estate', 'Estate', 'Silver', 'Copper']] }), 'Forge').state;
    s = answer(s, []).state;
    expect(s.pending?.kind === 'pick' && nm(s.pending.items).sort()).toEqual(['Copper', 'Curse']);
  });

  it("King's Court: FAQ(King's Court) / §3: the card is played three times, the replays use no Action; optional", () => {
    let s = playCard(position({ kingdom: P1, hands: [["King's Court", "Worker's Village", 'Copper', 'Copper', 'Copper']] }), "King's Court").state;
    s = answer(s, ["Worker's Village"]).state;
    expect([s.turn.actions, s.turn.buys]).toEqual([6, 4]);
    expect(
      E.legalMoves(playCard(position({ kingdom: P2, hands: [["King's Court", 'Copper', 'Copper', 'Copper', 'Copper']] }), "King's Court").state, 0),
    ).not.toContainEqual(expect.objectContaining({ type: 'decide' }));
  });

  it("Peddler: FAQ(Peddler) / §14: $2 less per Action in play in the Buy phase only; King's Court counts once; with Bridge", () => {
    const k = [...P2.slice(0, 9), 'Bridge'];
    let s = position({ kingdom: [...k.slice(0, 8), 'Village', 'Bridge'], hands: [['Village', 'Bridge', "King's Court", "Worker's Village", 'Village']] });
    s = { ...s, piles: [...s.piles, id("Worker's Village")], supply: [...s.supply, 10] };
    expect(costOf(s, id('Peddler')).coins).toBe(8);
    s = playCard(s, 'Village').state;
    s = playCard(s, 'Bridge').state;
    s = answer(playCard(s, "King's Court").state, ["Worker's Village"]).state;
    expect(costOf(s, id('Peddler')).coins).toBe(7);
    s = play(s, 0, { type: 'buyPhase' }).state;
    expect(costOf(s, id('Peddler')).coins).toBe(0);
  });

  it('Anvil (2E): $1; may discard a Treasure to gain a card costing up to $4', () => {
    let s = position({ kingdom: P2, phase: 'buy', hands: [['Anvil', 'Silver', 'Estate', 'Estate', 'Estate']] });
    s = play(s, 0, { type: 'treasure', card: id('Anvil') }).state;
    s = answer(s, ['Silver']).state;
    s = answer(s, ['Anvil']).state;
    expect(count(s.players[0].discard, 'Anvil')).toBe(1);
    expect(s.turn.coins).toBe(1);
  });

  it('Clerk (2E): +$2, others with 5+ cards topdeck one; FAQ(Clerk): may be played from hand at the start of your turn', () => {
    let s = position({ kingdom: P2, hands: [['Clerk', 'Copper', 'Copper', 'Copper', 'Copper']] });
    s = playCard(s, 'Clerk').state;
    expect(s.turn.coins).toBe(2);
    s = answer(s, ['Estate']).state;
    expect(s.players[1].hand.length).toBe(4);
    let t = position({ kingdom: P2, phase: 'buy', hands: [['Copper'], ['Clerk', 'Copper', 'Copper', 'Copper', 'Copper']] });
    t = play(t, 0, { type: 'endTurn' }).state;
    expect(t.pending).toMatchObject({ seat: 1, kind: 'yesno' });
    t = answer(t, true).state;
    expect(t.turn.coins).toBe(2);
    expect(t.turn.actions).toBe(1);
  });

  it('Investment (2E): trash a card from hand, then +$1 or trash it for +1 VP per differently named Treasure in hand', () => {
    let s = position({ kingdom: P2, phase: 'buy', hands: [['Investment', 'Estate', 'Copper', 'Silver', 'Silver']] });
    s = play(s, 0, { type: 'treasure', card: id('Investment') }).state;
    s = answer(s, ['Estate']).state;
    s = play(s, 0, { type: 'decide', answer: [1] }).state;
    expect(s.players[0].vp).toBe(2);
    expect(count(s.trash, 'Investment')).toBe(1);
  });

  it('Tiara (2E): +1 Buy, a Treasure from hand played twice, gained cards may go onto the deck', () => {
    let s = position({ kingdom: P2, phase: 'buy', hands: [['Tiara', 'Gold', 'Estate', 'Estate', 'Estate']], turn: { buys: 2 } });
    s = play(s, 0, { type: 'treasure', card: id('Tiara') }).state;
    s = answer(s, ['Gold']).state;
    expect([s.turn.coins, s.turn.buys]).toEqual([6, 3]);
    s = buy(s, 'Gold');
    expect(options(s)).toContain('Tiara: put it onto your deck');
    s = answer(s, ['Tiara: put it onto your deck']).state;
    expect(nm(s.players[0].deck.slice(-1))).toEqual(['Gold']);
  });

  it('Charlatan (2E): +$3, others gain a Curse; FAQ(Charlatan): Curses are Treasures worth $1 in games with it', () => {
    let s = playCard(position({ kingdom: P3, hands: [['Charlatan', 'Curse', 'Copper', 'Copper', 'Copper']] }), 'Charlatan').state;
    expect(count(s.players[1].discard, 'Curse')).toBe(1);
    s = treasures(s);
    expect(s.turn.coins).toBe(3 + 4);
  });

  it('Collection (2E): $2, +1 Buy; +1 VP token per Action card gained this turn', () => {
    let s = position({ kingdom: P3, phase: 'buy', hands: [['Collection', 'Gold', 'Silver', 'Estate', 'Estate']] });
    s = buy(buy(treasures(s), 'Village'), 'Village');
    expect(s.players[0].vp).toBe(2);
  });

  it('Crystal Ball (2E): $1; look at the top card: trash, discard, play it (Action or Treasure), or leave it', () => {
    let s = position({ kingdom: P3, phase: 'buy', hands: [['Crystal Ball', 'Estate', 'Estate', 'Estate', 'Estate']], decks: [['Gold']] });
    s = play(s, 0, { type: 'treasure', card: id('Crystal Ball') }).state;
    expect(options(s)).toEqual(['trash it', 'discard it', 'play it', 'leave it there']);
    expect(E.view(s, 1).pending?.prompt).toBeDefined();
    s = answer(s, ['play it']).state;
    expect(s.turn.coins).toBe(4);
  });

  it('Magnate (2E): reveal your hand, +1 Card per Treasure in it', () => {
    const s = playCard(position({ kingdom: P3, hands: [['Magnate', 'Copper', 'Silver', 'Estate', 'Estate']] }), 'Magnate').state;
    expect(s.players[0].hand.length).toBe(6);
  });

  it('War Chest (2E): the player to the left names a card; gain a card up to $5 not named for War Chests this turn', () => {
    let s = position({ kingdom: P3, phase: 'buy', hands: [['War Chest', 'War Chest', 'Estate', 'Estate', 'Estate']] });
    s = play(s, 0, { type: 'treasure', card: id('War Chest') }).state;
    expect(s.pending?.seat).toBe(1);
    s = answer(s, ['Market']).state;
    expect(s.pending?.kind === 'pick' && nm(s.pending.items)).not.toContain('Market');
    s = answer(s, ['Witch']).state;
    s = play(s, 0, { type: 'treasure', card: id('War Chest') }).state;
    s = answer(s, ['Witch']).state;
    expect(s.pending?.kind === 'pick' && nm(s.pending.items)).not.toContain('Market');
    expect(s.pending?.kind === 'pick' && nm(s.pending.items)).not.toContain('Witch');
  });
});

describe('Prosperity, first edition', () => {
  it('Loan (1E): $1; reveal until a Treasure, discard or trash it, discard the others', () => {
    let s = position({
      kingdom: P1E,
      edition: '1E',
      phase: 'buy',
      hands: [['Loan', 'Estate', 'Estate', 'Estate', 'Estate']],
      decks: [['Estate', 'Copper', 'Gold']],
    });
    s = play(s, 0, { type: 'treasure', card: id('Loan') }).state;
    expect(options(s)).toEqual(['discard it', 'trash it']);
    s = answer(s, ['trash it']).state;
    expect(count(s.trash, 'Copper')).toBe(1);
    expect(count(s.players[0].discard, 'Estate')).toBe(1);
    expect(s.turn.coins).toBe(1);
  });

  it('Venture (1E): $1; FAQ(Venture): reveal until a Treasure, discard the others, play it (a Venture chains)', () => {
    let s = position({
      kingdom: P1E,
      edition: '1E',
      phase: 'buy',
      hands: [['Venture', 'Estate', 'Estate', 'Estate', 'Estate']],
      decks: [['Estate', 'Venture', 'Duchy', 'Gold']],
    });
    s = play(s, 0, { type: 'treasure', card: id('Venture') }).state;
    expect(s.turn.coins).toBe(1 + 1 + 3);
    expect(count(s.players[0].discard, 'Estate') + count(s.players[0].discard, 'Duchy')).toBe(2);
  });

  it('Talisman (1E): FAQ(Talisman) / §19: two Talismans, buying 2 Silvers gains 6; never a Victory card', () => {
    let s = position({
      kingdom: P1E,
      edition: '1E',
      phase: 'buy',
      hands: [['Talisman', 'Talisman', 'Copper', 'Copper', 'Copper']],
      decks: [['Copper']],
      turn: { buys: 3, coins: 1 },
    });
    s = buy(buy(treasures(s), 'Silver'), 'Silver');
    expect(count(s.players[0].discard, 'Silver')).toBe(6);
    s = position({ kingdom: P1E, edition: '1E', phase: 'buy', hands: [['Talisman', 'Copper', 'Estate', 'Estate', 'Estate']], turn: { buys: 2 } });
    expect(count(buy(treasures(s), 'Estate').players[0].discard, 'Estate')).toBe(1);
    // The cost when bought: Peddler at $4 (two Actions in play) is copied.
    const k = [...P1E.slice(0, 8), 'Peddler', 'Village'];
    let t = position({ kingdom: k, edition: '1E', hands: [['Village', 'Village', 'Talisman', 'Gold', 'Estate']], turn: { buys: 2 } });
    t = playCard(playCard(t, 'Village').state, 'Village').state;
    t = treasures(t);
    expect(costOf(t, id('Peddler')).coins).toBe(4);
    t = buy(t, 'Peddler');
    expect(count(t.players[0].discard, 'Peddler')).toBe(2);
  });

  it('Contraband (1E): $3, +1 Buy; the player to the left names a card that cannot be bought this turn', () => {
    let s = position({ kingdom: P1E, edition: '1E', phase: 'buy', hands: [['Contraband', 'Gold', 'Silver', 'Estate', 'Estate']] });
    s = play(s, 0, { type: 'treasure', card: id('Contraband') }).state;
    expect(s.pending?.seat).toBe(1);
    s = answer(s, ['Province']).state;
    s = treasures(s);
    expect(s.turn.coins).toBe(8);
    expect(rejects(s, 0, { type: 'buy', card: id('Province') }).message).toContain('Contraband');
    expect(E.legalMoves(s, 0)).not.toContainEqual({ type: 'buy', card: id('Province') });
  });

  it('Trade Route (1E): +1 Buy, +$1 per token on the mat, trash a card; a token moves the first time a Victory pile is gained from', () => {
    let s = position({ kingdom: P1E, edition: '1E', phase: 'buy', hands: [['Copper', 'Copper', 'Estate', 'Estate', 'Estate']] });
    expect(s.pileTokens.tradeRoute.filter((x) => x > 0).length).toBe(
      s.piles.filter((c) => ['Estate', 'Duchy', 'Province', 'Colony'].includes(nm([c])[0])).length,
    );
    s = buy(treasures(s), 'Estate');
    expect(s.sharedMats.tradeRoute).toBe(1);
    s = position({ kingdom: P1E, edition: '1E', hands: [['Trade Route', 'Estate', 'Copper', 'Copper', 'Copper']] });
    s = { ...s, sharedMats: { tradeRoute: 2 } };
    s = answer(playCard(s, 'Trade Route').state, ['Estate']).state;
    expect([s.turn.coins, s.turn.buys]).toEqual([2, 2]);
    expect(count(s.trash, 'Estate')).toBe(1);
  });

  it('Counting House (1E): any number of Coppers from the discard pile into the hand', () => {
    let s = position({
      kingdom: P1E,
      edition: '1E',
      hands: [['Counting House', 'Estate', 'Estate', 'Estate', 'Estate']],
      discards: [['Copper', 'Copper', 'Silver', 'Copper']],
    });
    s = playCard(s, 'Counting House').state;
    s = answer(s, ['Copper', 'Copper', 'Copper']).state;
    expect(count(s.players[0].hand, 'Copper')).toBe(3);
    expect(nm(s.players[0].discard)).toEqual(['Silver']);
  });

  it('Mountebank (1E): +$2; FAQ(Mountebank): a player may discard a Curse, else gains a Curse and a Copper', () => {
    let s = position({
      kingdom: P1E,
      edition: '1E',
      hands: [
        ['Mountebank', 'Copper', 'Copper', 'Copper', 'Copper'],
        ['Curse', 'Copper', 'Copper', 'Copper', 'Copper'],
      ],
    });
    s = playCard(s, 'Mountebank').state;
    expect(s.pending).toMatchObject({ seat: 1, kind: 'yesno' });
    const kept = answer(s, true).state;
    expect(count(kept.players[1].discard, 'Curse')).toBe(1);
    expect(kept.players[1].discard.length).toBe(1);
    const no = answer(s, false).state;
    expect(nm(no.players[1].discard).sort()).toEqual(['Copper', 'Curse']);
    const none = playCard(position({ kingdom: P1E, edition: '1E', hands: [['Mountebank', 'Copper', 'Copper', 'Copper', 'Copper']] }), 'Mountebank').state;
    expect(nm(none.players[1].discard).sort()).toEqual(['Copper', 'Curse']);
  });

  it('Royal Seal (1E): $2; FAQ(Royal Seal): while in play, a gained card may go onto the deck', () => {
    let s = position({ kingdom: P1E, edition: '1E', phase: 'buy', hands: [['Royal Seal', 'Silver', 'Estate', 'Estate', 'Estate']], turn: { buys: 2 } });
    s = buy(treasures(s), 'Silver');
    expect(options(s)).toEqual(['Royal Seal: put it onto your deck', 'Done']);
    s = answer(s, ['Royal Seal: put it onto your deck']).state;
    expect(nm(s.players[0].deck.slice(-1))).toEqual(['Silver']);
  });

  it("Goons (1E): +1 Buy, +$2, others discard down to 3; FAQ(Goons) / §24: +1 VP per card bought per Goons in play; King's Court'd Goons is one copy", () => {
    const k = [...P1E.slice(0, 9), "King's Court"];
    let s = position({ kingdom: k, edition: '1E', hands: [["King's Court", 'Goons', 'Gold', 'Gold', 'Copper']] });
    s = answer(playCard(s, "King's Court").state, ['Goons']).state;
    s = answer(s, ['Estate', 'Estate']).state;
    expect([s.turn.coins, s.turn.buys]).toEqual([6, 4]);
    s = treasures(s);
    s = buy(buy(buy(s, 'Copper'), 'Copper'), 'Silver');
    expect(s.players[0].vp).toBe(3);
  });
});
