/**
 * Base set cards, each with cases from its official FAQ (cited as "FAQ(Card)").
 */
import { describe, expect, it } from 'vitest';
import { id } from '../cards';
import { answer, count, E, hand, nm, pileLeft, play, playCard, position, sorted } from '../testkit';

const K = ['Cellar', 'Chapel', 'Moat', 'Harbinger', 'Merchant', 'Vassal', 'Village', 'Workshop', 'Bureaucrat', 'Gardens'];
const K2 = ['Militia', 'Moneylender', 'Poacher', 'Remodel', 'Smithy', 'Throne Room', 'Bandit', 'Council Room', 'Festival', 'Laboratory'];
const K3 = ['Library', 'Market', 'Mine', 'Sentry', 'Witch', 'Artisan', 'Chancellor', 'Woodcutter', 'Feast', 'Spy'];
const K4 = ['Thief', 'Adventurer', 'Village', 'Smithy', 'Market', 'Moat', 'Militia', 'Workshop', 'Witch', 'Throne Room'];

describe('Base, second edition', () => {
  it('Cellar: discard any number, then draw that many; FAQ(Cellar): Cellar itself is not in hand to discard', () => {
    let s = position({ kingdom: K, hands: [['Cellar', 'Estate', 'Estate', 'Copper', 'Copper']], decks: [['Gold', 'Silver', 'Copper']] });
    s = playCard(s, 'Cellar').state;
    expect(s.pending?.kind).toBe('pick');
    if (s.pending?.kind === 'pick') expect(nm(s.pending.items)).not.toContain('Cellar');
    s = answer(s, ['Estate', 'Estate']).state;
    expect(hand(s)).toEqual(['Copper', 'Copper', 'Gold', 'Silver']);
    expect(s.turn.actions).toBe(1);
  });

  it('Chapel: trash up to 4 (none is allowed)', () => {
    const s = playCard(position({ kingdom: K, hands: [['Chapel', 'Estate', 'Estate', 'Copper', 'Curse']] }), 'Chapel').state;
    expect(E.legalMoves(s, 0)).toContainEqual({ type: 'decide', answer: [] });
    const t = answer(s, ['Estate', 'Estate', 'Copper', 'Curse']).state;
    expect(hand(t)).toEqual([]);
    expect(t.trash.length).toBe(4);
  });

  it('Moat: +2 Cards; FAQ(Moat): revealing it makes you unaffected by that Attack, and it stays in hand', () => {
    let s = position({
      kingdom: K2,
      hands: [
        ['Militia', 'Copper', 'Copper', 'Copper', 'Copper'],
        ['Moat', 'Copper', 'Copper', 'Estate', 'Estate'],
      ],
    });
    s = { ...s, piles: [...s.piles, id('Moat')], supply: [...s.supply, 10] };
    const r = playCard(s, 'Militia');
    expect(r.state.pending).toMatchObject({ seat: 1, tag: 'react' });
    const after = answer(r.state, ['Reveal Moat']);
    expect(after.text).toContain('{1} reveals Moat and is unaffected.');
    expect(after.state.players[1].hand.length).toBe(5);
    expect(after.state.turn.coins).toBe(2);
  });

  it('Harbinger: +1 Card +1 Action, may topdeck a card from the discard pile', () => {
    let s = position({ kingdom: K, hands: [['Harbinger', 'Copper', 'Copper', 'Copper', 'Copper']], discards: [['Gold', 'Estate']] });
    s = playCard(s, 'Harbinger').state;
    s = answer(s, ['Gold']).state;
    expect(s.players[0].deck[s.players[0].deck.length - 1]).toBe(id('Gold'));
    expect(nm(s.players[0].discard)).toEqual(['Estate']);
  });

  it('Merchant: FAQ(Merchant): +$1 only for the first Silver played; two Merchants give +$2 on it', () => {
    let s = position({ kingdom: K, hands: [['Merchant', 'Merchant', 'Silver', 'Silver', 'Copper']], decks: [['Estate', 'Estate']] });
    s = playCard(s, 'Merchant').state;
    s = playCard(s, 'Merchant').state;
    s = play(s, 0, { type: 'treasures' }).state;
    expect(s.turn.coins).toBe(2 + 2 + 2 + 1);
  });

  it('Vassal: +$2, discard the top card; an Action may be played without using an Action', () => {
    let s = position({ kingdom: K, hands: [['Vassal', 'Copper', 'Copper', 'Copper', 'Copper']], decks: [['Village', 'Gold']] });
    s = playCard(s, 'Vassal').state;
    expect(s.pending?.kind).toBe('yesno');
    s = answer(s, true).state;
    expect(s.turn.actions).toBe(2); // 1 − 1 (Vassal) + 2 (Village); playing Village used no Action
    expect(s.turn.coins).toBe(2);
    expect(hand(s)).toContain('Gold');
  });

  it('Village, Workshop: Workshop gains a card costing up to $4 (never more)', () => {
    let s = position({ kingdom: K, hands: [['Village', 'Workshop', 'Copper', 'Copper', 'Copper']], decks: [['Estate']] });
    s = playCard(s, 'Village').state;
    expect(s.turn.actions).toBe(2);
    s = playCard(s, 'Workshop').state;
    if (s.pending?.kind !== 'pick') throw new Error('expected a pick');
    expect(nm(s.pending.items)).toContain('Gardens');
    expect(nm(s.pending.items)).not.toContain('Duchy');
    s = answer(s, ['Gardens']).state;
    expect(count(s.players[0].discard, 'Gardens')).toBe(1);
  });

  it('Bureaucrat: Silver onto your deck; FAQ(Bureaucrat): others put a Victory card on their deck or reveal a hand without one', () => {
    let s = position({
      kingdom: K,
      seats: 3,
      hands: [
        ['Bureaucrat', 'Copper', 'Copper', 'Copper', 'Copper'],
        ['Estate', 'Duchy', 'Copper', 'Copper', 'Copper'],
        ['Copper', 'Copper', 'Copper', 'Silver', 'Silver'],
      ],
    });
    s = playCard(s, 'Bureaucrat').state;
    expect(s.players[0].deck[s.players[0].deck.length - 1]).toBe(id('Silver'));
    expect(s.pending?.seat).toBe(1);
    const r = answer(s, ['Duchy']);
    expect(r.state.players[1].deck[r.state.players[1].deck.length - 1]).toBe(id('Duchy'));
    expect(r.text).toContain('{1} puts Duchy onto their deck.');
    expect(r.text).toContain('{2} reveals Copper, Copper, Copper, Silver and Silver.');
  });

  it('Gardens: FAQ(Gardens): 1 VP per 10 cards owned, rounded down (39 → 3, 40 → 4)', () => {
    const base = position({ kingdom: K, hands: [['Gardens', 'Copper', 'Copper', 'Copper', 'Copper'], []], decks: [Array(34).fill('Copper'), []] });
    const s39 = play({ ...base, phase: 'buy' }, 0, { type: 'endTurn' }).state;
    expect(s39.players[0].hand.length + s39.players[0].deck.length + s39.players[0].discard.length).toBe(39);
    const over = (s: typeof base) => ({ ...s, supply: s.supply.map((n, k) => (s.piles[k] === id('Province') ? 0 : n)) });
    const end39 = play(over({ ...base, phase: 'buy' }), 0, { type: 'endTurn' }).state;
    expect(end39.scores[0]).toBe(3);
    const base40 = position({ kingdom: K, hands: [['Gardens', 'Copper', 'Copper', 'Copper', 'Copper'], []], decks: [Array(35).fill('Copper'), []] });
    expect(play(over({ ...base40, phase: 'buy' }), 0, { type: 'endTurn' }).state.scores[0]).toBe(4);
  });

  it('Militia: +$2; each other player discards down to 3; FAQ(Militia): a player with 3 or fewer cards discards nothing', () => {
    let s = position({
      kingdom: K2,
      seats: 3,
      hands: [
        ['Militia', 'Copper', 'Copper', 'Copper', 'Copper'],
        ['Estate', 'Estate', 'Copper', 'Copper', 'Gold'],
        ['Copper', 'Copper', 'Copper'],
      ],
    });
    s = playCard(s, 'Militia').state;
    const r = answer(s, ['Estate', 'Estate']);
    expect(r.text).toContain('{1} discards Estate and Estate.');
    expect(hand(r.state, 1)).toEqual(['Copper', 'Copper', 'Gold']);
    expect(r.state.players[2].hand.length).toBe(3);
    expect(r.state.pending).toBeNull();
  });

  it('Moneylender: FAQ(Moneylender): trashing a Copper is optional (2E); +$3 only if you do', () => {
    let s = position({ kingdom: K2, hands: [['Moneylender', 'Copper', 'Estate', 'Estate', 'Estate']] });
    s = playCard(s, 'Moneylender').state;
    expect(E.legalMoves(s, 0)).toContainEqual({ type: 'decide', answer: [] });
    const yes = answer(s, ['Copper']).state;
    expect(yes.turn.coins).toBe(3);
    expect(nm(yes.trash)).toEqual(['Copper']);
    expect(answer(s, []).state.turn.coins).toBe(0);
    // First edition: mandatory when you have a Copper. Still asked with a single Copper: skipping a
    // private choice would tell the others the hand holds one Copper (issue 8).
    const first = playCard(position({ kingdom: K2, edition: '1E', hands: [['Moneylender', 'Copper', 'Estate', 'Estate', 'Estate']] }), 'Moneylender').state;
    expect(E.legalMoves(first, 0)).toEqual([{ type: 'decide', answer: [id('Copper')] }]);
    expect(answer(first, ['Copper']).state.turn.coins).toBe(3);
  });

  it('Poacher: FAQ(Poacher): discard one card per empty Supply pile; none when no pile is empty', () => {
    const none = playCard(position({ kingdom: K2, hands: [['Poacher', 'Copper', 'Copper', 'Estate', 'Estate']] }), 'Poacher').state;
    expect(none.pending).toBeNull();
    expect(none.turn.coins).toBe(1);
    const two = playCard(
      position({ kingdom: K2, hands: [['Poacher', 'Copper', 'Copper', 'Estate', 'Gold']], supply: { Smithy: 0, Festival: 0 } }),
      'Poacher',
    ).state;
    expect(two.pending).toMatchObject({ kind: 'pick', min: 2, max: 2 });
  });

  it('Remodel: FAQ(Remodel): gain a card costing up to $2 more than the trashed one; trashing is mandatory', () => {
    let s = position({ kingdom: K2, hands: [['Remodel', 'Gold', 'Estate', 'Copper', 'Copper']] });
    s = playCard(s, 'Remodel').state;
    expect(E.legalMoves(s, 0).some((m) => m.type === 'decide' && Array.isArray(m.answer) && m.answer.length === 0)).toBe(false);
    s = answer(s, ['Gold']).state;
    if (s.pending?.kind !== 'pick') throw new Error('expected a gain');
    expect(nm(s.pending.items)).toContain('Province');
    s = answer(s, ['Province']).state;
    expect(count(s.players[0].discard, 'Province')).toBe(1);
    expect(nm(s.trash)).toEqual(['Gold']);
  });

  it('Smithy: +3 Cards (shuffling when needed)', () => {
    const s = playCard(
      position({ kingdom: K2, hands: [['Smithy', 'Copper', 'Copper', 'Copper', 'Copper']], decks: [['Gold']], discards: [['Silver', 'Silver']] }),
      'Smithy',
    ).state;
    expect(hand(s)).toEqual(['Copper', 'Copper', 'Copper', 'Copper', 'Gold', 'Silver', 'Silver']);
  });

  it('Throne Room: FAQ(Throne Room): playing the chosen Action twice does not use Actions; it may be played with no Action to target (2E)', () => {
    let s = position({ kingdom: K2, hands: [['Throne Room', 'Smithy', 'Copper', 'Copper', 'Copper']], decks: [Array(6).fill('Silver')] });
    s = playCard(s, 'Throne Room').state;
    s = answer(s, ['Smithy']).state;
    expect(count(s.players[0].hand, 'Silver')).toBe(6);
    expect(nm(s.players[0].play)).toEqual(['Throne Room', 'Smithy']);
    const alone = playCard(position({ kingdom: K2, hands: [['Throne Room', 'Copper', 'Copper', 'Copper', 'Copper']] }), 'Throne Room').state;
    expect(alone.pending).toBeNull();
    expect(nm(alone.players[0].play)).toEqual(['Throne Room']);
  });

  it('Bandit: gain a Gold; FAQ(Bandit): others trash a revealed non-Copper Treasure of their choice and discard the rest', () => {
    let s = position({ kingdom: K2, hands: [['Bandit', 'Copper', 'Copper', 'Copper', 'Copper']], decks: [[], ['Silver', 'Gold', 'Estate']] });
    s = playCard(s, 'Bandit').state;
    expect(count(s.players[0].discard, 'Gold')).toBe(1);
    s = answer(s, ['Silver']).state;
    expect(nm(s.trash)).toEqual(['Silver']);
    expect(nm(s.players[1].discard)).toEqual(['Gold']);
    const coppers = playCard(
      position({ kingdom: K2, hands: [['Bandit', 'Copper', 'Copper', 'Copper', 'Copper']], decks: [[], ['Copper', 'Estate']] }),
      'Bandit',
    ).state;
    expect(coppers.trash).toEqual([]);
    expect(sorted(coppers.players[1].discard)).toEqual(['Copper', 'Estate']);
  });

  it('Council Room: +4 Cards +1 Buy; each other player draws a card (not an Attack: EXAMPLES §9)', () => {
    const s = playCard(
      position({
        kingdom: K2,
        hands: [
          ['Council Room', 'Copper', 'Copper', 'Copper', 'Copper'],
          ['Moat', 'Copper', 'Copper', 'Copper', 'Copper'],
        ],
      }),
      'Council Room',
    ).state;
    expect(s.players[0].hand.length).toBe(8);
    expect(s.players[1].hand.length).toBe(6);
    expect(s.pending).toBeNull();
    expect(s.turn.buys).toBe(2);
  });

  it('Festival and Laboratory', () => {
    let s = playCard(position({ kingdom: K2, hands: [['Festival', 'Laboratory', 'Copper', 'Copper', 'Copper']] }), 'Festival').state;
    expect(s.turn).toMatchObject({ actions: 2, buys: 2, coins: 2 });
    s = playCard(s, 'Laboratory').state;
    expect(s.turn.actions).toBe(2);
    expect(s.players[0].hand.length).toBe(5);
  });
});

describe('Base, second edition (continued) and first edition', () => {
  it('Library: FAQ(Library) / EXAMPLES §26: draw to 7, may set aside Actions; they are discarded after, not shuffled in', () => {
    let s = position({
      kingdom: K3,
      hands: [['Library', 'Copper', 'Copper', 'Copper', 'Copper']],
      decks: [['Smithy', 'Gold']],
      discards: [['Silver', 'Silver']],
    });
    s = { ...s, piles: [...s.piles, id('Smithy')], supply: [...s.supply, 10] };
    s = playCard(s, 'Library').state;
    expect(s.pending?.kind).toBe('yesno');
    s = answer(s, true).state;
    // Drew Gold, then shuffled only the two Silvers (Smithy is set aside) and drew them: 7 cards.
    expect(hand(s)).toEqual(['Copper', 'Copper', 'Copper', 'Copper', 'Gold', 'Silver', 'Silver']);
    expect(nm(s.players[0].discard)).toEqual(['Smithy']);
    const full = playCard(
      position({ kingdom: K3, hands: [['Library', 'Copper', 'Copper', 'Copper', 'Copper', 'Copper', 'Copper', 'Copper']] }),
      'Library',
    ).state;
    expect(full.players[0].hand.length).toBe(7);
  });

  it('Market', () => {
    const s = playCard(position({ kingdom: K3, hands: [['Market', 'Copper', 'Copper', 'Copper', 'Copper']] }), 'Market').state;
    expect(s.turn).toMatchObject({ actions: 1, buys: 2, coins: 1 });
  });

  it('Mine: FAQ(Mine): gain a Treasure costing up to $3 more into your hand; trashing is optional in 2E', () => {
    let s = playCard(position({ kingdom: K3, hands: [['Mine', 'Silver', 'Copper', 'Estate', 'Estate']] }), 'Mine').state;
    expect(E.legalMoves(s, 0)).toContainEqual({ type: 'decide', answer: [] });
    s = answer(s, ['Silver']).state;
    if (s.pending?.kind !== 'pick') throw new Error('expected a gain');
    expect(nm(s.pending.items).sort()).toEqual(['Copper', 'Gold', 'Silver']);
    // Only Treasures may be gained, and the prompt says so.
    expect(s.pending.prompt).toBe('{0}: gain a Treasure costing up to $6.');
    s = answer(s, ['Gold']).state;
    expect(hand(s)).toContain('Gold');
  });

  it('Sentry: look at the top 2; trash and/or discard any; the rest go back in any order', () => {
    let s = position({ kingdom: K3, hands: [['Sentry', 'Copper', 'Copper', 'Copper', 'Copper']], decks: [['Silver', 'Estate', 'Curse', 'Gold']] });
    s = playCard(s, 'Sentry').state;
    expect(nm(s.players[0].look).sort()).toEqual(['Curse', 'Estate']);
    s = answer(s, ['Curse']).state;
    s = answer(s, []).state;
    expect(nm(s.players[0].deck.slice(-2))).toEqual(['Gold', 'Estate']);
    expect(nm(s.trash)).toEqual(['Curse']);
  });

  it('Witch: EXAMPLES §27: with one Curse left, the next player in turn order gets it; Witch still draws 2', () => {
    let s = position({ kingdom: K3, seats: 3, hands: [['Witch', 'Copper', 'Copper', 'Copper', 'Copper']], supply: { Curse: 1 } });
    s = playCard(s, 'Witch').state;
    expect(count(s.players[1].discard, 'Curse')).toBe(1);
    expect(count(s.players[2].discard, 'Curse')).toBe(0);
    expect(s.players[0].hand.length).toBe(6);
    expect(pileLeft(s, 'Curse')).toBe(0);
  });

  it('Artisan: gain up to $5 into hand, then topdeck a card from hand', () => {
    let s = playCard(position({ kingdom: K3, hands: [['Artisan', 'Copper', 'Copper', 'Copper', 'Copper']] }), 'Artisan').state;
    s = answer(s, ['Market']).state;
    s = answer(s, ['Market']).state;
    expect(s.players[0].deck[s.players[0].deck.length - 1]).toBe(id('Market'));
  });

  it('Chancellor (1E): +$2, may put the deck into the discard pile', () => {
    const played = playCard(position({ kingdom: K3, hands: [['Chancellor', 'Copper', 'Copper', 'Copper', 'Copper']] }), 'Chancellor').state;
    const s = answer(played, true).state;
    // The deck's hidden order becomes the discard pile's, which its owner sees: a reveal (no undo across it).
    expect(s.epoch).toBe(played.epoch + 1);
    expect(answer(played, false).state.epoch).toBe(played.epoch);
    expect(s.players[0].deck).toEqual([]);
    expect(s.players[0].discard.length).toBe(8);
    expect(s.turn.coins).toBe(2);
  });

  it('Woodcutter (1E): +1 Buy +$2', () => {
    expect(playCard(position({ kingdom: K3, hands: [['Woodcutter', 'Copper', 'Copper', 'Copper', 'Copper']] }), 'Woodcutter').state.turn).toMatchObject({
      buys: 2,
      coins: 2,
    });
  });

  it('Feast (1E): trash it, gain a card costing up to $5', () => {
    let s = playCard(position({ kingdom: K3, hands: [['Feast', 'Copper', 'Copper', 'Copper', 'Copper']] }), 'Feast').state;
    s = answer(s, ['Duchy']).state;
    expect(nm(s.trash)).toEqual(['Feast']);
    expect(s.players[0].play.filter((c) => c >= 0)).toEqual([]);
    expect(count(s.players[0].discard, 'Duchy')).toBe(1);
  });

  it('Spy (1E): everyone reveals the top card, you too; the player of Spy decides each', () => {
    let s = position({ kingdom: K3, hands: [['Spy', 'Copper', 'Copper', 'Copper', 'Copper']], decks: [['Copper', 'Estate'], ['Gold']] });
    s = playCard(s, 'Spy').state;
    expect(s.pending).toMatchObject({ seat: 0, tag: 'spy' });
    s = answer(s, true).state; // own Estate discarded
    expect(s.pending?.prompt).toContain("{1}'s Gold");
    s = answer(s, true).state;
    expect(nm(s.players[1].discard)).toEqual(['Gold']);
    expect(nm(s.players[0].discard)).toEqual(['Estate']);
  });

  it('Thief (1E): trash a revealed Treasure of each other player; you may gain it', () => {
    let s = position({ kingdom: K4, hands: [['Thief', 'Copper', 'Copper', 'Copper', 'Copper']], decks: [[], ['Gold', 'Copper']] });
    s = playCard(s, 'Thief').state;
    s = answer(s, ['Gold']).state;
    s = answer(s, true).state;
    expect(count(s.players[0].discard, 'Gold')).toBe(1);
    expect(nm(s.players[1].discard)).toEqual(['Copper']);
    expect(s.trash).toEqual([]);
  });

  it('Adventurer (1E): reveal until 2 Treasures; they go to hand, the others are discarded', () => {
    const s = playCard(
      position({ kingdom: K4, hands: [['Adventurer', 'Estate', 'Estate', 'Estate', 'Estate']], decks: [['Estate', 'Silver', 'Duchy', 'Gold', 'Copper']] }),
      'Adventurer',
    ).state;
    expect(hand(s)).toEqual(['Estate', 'Estate', 'Estate', 'Estate', 'Gold', 'Silver']);
    expect(sorted(s.players[0].discard)).toEqual(['Duchy', 'Estate']);
  });
});
