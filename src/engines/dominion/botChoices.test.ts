/**
 * The General bot's choices that need the rules of Seaside, Prosperity and Alchemy: Durations valued with
 * their next-turn half, Possession turns played for the possessor (Possession's card text: "the player to
 * your left takes an extra turn after this one, in which you can see all cards they can and make all
 * decisions for them. Any cards or $ they would gain, you gain instead; any cards of theirs that are
 * trashed are set aside and put in their discard pile at end of turn"), Potion bought only for a
 * Potion card worth it, Colony games.
 */
import { describe, expect, it } from 'vitest';
import { id } from './cards';
import { General } from './bots';
import { buyValue } from './botBuy';
import { ownedCards, playPriority } from './botEval';
import { controllerOf } from './context';
import { count, E, play, playCard, position, type Spec } from './testkit';
import type { DominionMove, DominionState } from './types';

const rand = (): number => 0.5;
/** The General bot's move for whoever must act now (the possessor during a Possession turn). */
const choose = (s: DominionState): DominionMove => {
  const seat = controllerOf(s, s.pending ? s.pending.seat : s.current);
  return General(E.view(s, seat), seat, E.legalMoves(s, seat), rand);
};
/** Lets the General bot act until `done` holds (or 40 moves). */
function botUntil(s: DominionState, done: (s: DominionState) => boolean): DominionState {
  for (let k = 0; k < 40 && !done(s); k++) {
    const seat = controllerOf(s, s.pending ? s.pending.seat : s.current);
    s = play(s, seat, choose(s)).state;
  }
  return s;
}

const COPPERS = Array(12).fill('Copper');
const K = ['Possession', 'Remodel', 'Witch', 'Tactician', 'Bishop', 'Wharf', 'Smithy', 'Haven', 'Village', 'Golem'];

/** Seat 0 plays Possession and ends its turn: seat 1's Possession turn begins, seat 0 decides. */
function possessed(hand1: string[], extra: Spec = {}): DominionState {
  let s = position({ kingdom: K, hands: [['Possession', 'Copper', 'Copper'], hand1], decks: [COPPERS, COPPERS], ...extra });
  s = playCard(s, 'Possession').state;
  s = play(s, 0, { type: 'endTurn' }).state;
  expect(s.turn.kind).toBe('possession');
  expect(controllerOf(s, s.current)).toBe(0);
  return s;
}

describe('General under Possession plays the possessed turn for the possessor', () => {
  it('Remodel trashes their best card (it comes back to them) and the gain is the possessor’s Province', () => {
    let s = possessed(['Remodel', 'Gold', 'Estate', 'Copper', 'Copper']);
    expect(choose(s)).toEqual({ type: 'play', card: id('Remodel') });
    s = play(s, 0, { type: 'play', card: id('Remodel') }).state;
    // For its own deck the bot trashes the Estate; for the possessed player's, the Gold ($6 → up to $8).
    expect(choose(s)).toEqual({ type: 'decide', answer: [id('Gold')] });
    s = botUntil(s, (x) => x.turn.kind !== 'possession');
    expect(count(ownedCards(s, 0), 'Province')).toBe(1);
    expect(count(ownedCards(s, 1), 'Province')).toBe(0);
    // The Gold was only set aside: back in the possessed player's discard pile after the turn.
    expect(count(s.players[1].discard, 'Gold')).toBe(1);
    expect(count(s.trash, 'Gold')).toBe(0);
  });

  it('for its own deck it still trashes junk with Remodel', () => {
    const s = playCard(position({ kingdom: K, hands: [['Remodel', 'Gold', 'Estate', 'Copper', 'Copper']], decks: [COPPERS, COPPERS] }), 'Remodel').state;
    expect(choose(s)).not.toEqual({ type: 'decide', answer: [id('Gold')] });
  });

  it('Bishop trashes their cheapest card (the VP tokens are theirs)', () => {
    let s = possessed(['Bishop', 'Gold', 'Silver', 'Copper', 'Copper']);
    s = play(s, 0, { type: 'play', card: id('Bishop') }).state;
    expect(choose(s)).toEqual({ type: 'decide', answer: [id('Copper')] });
  });

  it('does not play their Witch (the possessor would gain the Curse) nor their Tactician (its next turn is theirs)', () => {
    expect(choose(possessed(['Witch', 'Copper', 'Copper', 'Copper', 'Estate']))).not.toEqual({ type: 'play', card: id('Witch') });
    expect(choose(possessed(['Tactician', 'Copper', 'Copper', 'Estate', 'Estate']))).not.toEqual({ type: 'play', card: id('Tactician') });
    // On its own turn the same hand plays Witch.
    const own = position({ kingdom: K, hands: [['Witch', 'Copper', 'Copper', 'Copper', 'Estate']], decks: [COPPERS, COPPERS] });
    expect(choose(own)).toEqual({ type: 'play', card: id('Witch') });
  });

  it("buys by the possessor's deck: a rich possessor takes the Province with the possessed player's $8", () => {
    // Seat 1's deck is poor (total money 10: Gold Gold Silver in hand, 2 Coppers in its deck), so on its
    // own turn $8 buys no Province (money-first); seat 0 owns 12 Coppers and 6 Golds (total money 30 > 15).
    const poorDeck = ['Copper', 'Copper', ...Array(8).fill('Estate')];
    const rich: Spec = { decks: [COPPERS, poorDeck], discards: [Array(6).fill('Gold'), []] };
    let s = possessed(['Gold', 'Gold', 'Silver', 'Estate', 'Estate'], rich);
    s = botUntil(s, (x) => x.phase === 'buy' && x.turn.coins > 0);
    expect(s.turn.coins).toBe(8);
    expect(choose(s)).toEqual({ type: 'buy', card: id('Province') });
    s = botUntil(s, (x) => x.turn.kind !== 'possession');
    expect(count(ownedCards(s, 0), 'Province')).toBe(1);
    expect(count(ownedCards(s, 1), 'Province')).toBe(0);
    // The same hand on seat 1's own turn, judged by its own poor deck: not a Province yet.
    let own = position({ kingdom: K, current: 1, hands: [[], ['Gold', 'Gold', 'Silver', 'Estate', 'Estate']], decks: [COPPERS, poorDeck] });
    own = botUntil(own, (x) => x.phase === 'buy' && x.turn.coins > 0);
    expect(own.turn.coins).toBe(8);
    expect(choose(own)).not.toEqual({ type: 'buy', card: id('Province') });
  });

  it('Haven sets aside their worst card (it clogs their next hand)', () => {
    let s = possessed(['Haven', 'Gold', 'Gold', 'Curse', 'Copper']);
    s = play(s, 0, { type: 'play', card: id('Haven') }).state;
    expect(choose(s)).toEqual({ type: 'decide', answer: [id('Curse')] });
  });
});

describe('General values Durations with their next-turn half', () => {
  it('with one Action, Wharf (+2 Cards now and next turn) goes before Smithy (+3 Cards)', () => {
    expect(playPriority(id('Wharf'), 1)).toBeGreaterThan(playPriority(id('Smithy'), 1));
    const s = position({ kingdom: K, hands: [['Smithy', 'Wharf', 'Copper', 'Copper', 'Estate']], decks: [COPPERS, COPPERS] });
    expect(choose(s)).toEqual({ type: 'play', card: id('Wharf') });
  });

  it('Caravan and Merchant Ship rank above their one-turn twins (Great Hall, Woodcutter)', () => {
    expect(playPriority(id('Caravan'), 1)).toBeGreaterThan(playPriority(id('Great Hall'), 1));
    expect(playPriority(id('Merchant Ship'), 1)).toBeGreaterThan(playPriority(id('Woodcutter'), 1));
  });

  it('buys Wharf over Smithy and Silver at $5', () => {
    const s = position({
      kingdom: ['Wharf', 'Smithy', 'Village'],
      phase: 'buy',
      hands: [['Silver', 'Silver', 'Copper', 'Estate', 'Estate']],
      decks: [COPPERS, COPPERS],
    });
    const t = play(s, 0, { type: 'treasures' }).state;
    expect(choose(t)).toEqual({ type: 'buy', card: id('Wharf') });
    const owned = ownedCards(t, 0);
    expect(buyValue(t, id('Wharf'), owned)).toBeGreaterThan(buyValue(t, id('Smithy'), owned));
  });

  it('plays Tactician on a weak hand only (it discards the hand for 5 more cards next turn)', () => {
    const weak = position({ kingdom: K, hands: [['Tactician', 'Copper', 'Estate', 'Estate', 'Copper']], decks: [COPPERS, COPPERS] });
    expect(choose(weak)).toEqual({ type: 'play', card: id('Tactician') });
    const strong = position({ kingdom: K, hands: [['Tactician', 'Gold', 'Silver', 'Copper', 'Copper']], decks: [COPPERS, COPPERS] });
    expect(choose(strong)).not.toEqual({ type: 'play', card: id('Tactician') });
  });

  it('Haven sets aside a Treasure this turn can spare (a Province is bought either way)', () => {
    let s = position({ kingdom: K, hands: [['Haven', 'Gold', 'Gold', 'Gold', 'Silver']], decks: [COPPERS, COPPERS] });
    s = play(s, 0, { type: 'play', card: id('Haven') }).state;
    // $12 with the drawn Copper: a Gold spared still leaves $9 for a Province.
    expect(choose(s)).toEqual({ type: 'decide', answer: [id('Gold')] });
  });
});

describe('General in Alchemy and Colony games', () => {
  it('buys a Potion for Familiar while Curses remain, not for Golem alone', () => {
    const spec = (kingdom: string[]): DominionState =>
      play(position({ kingdom, phase: 'buy', hands: [['Silver', 'Copper', 'Copper', 'Estate', 'Estate']], decks: [COPPERS, COPPERS] }), 0, {
        type: 'treasures',
      }).state;
    expect(choose(spec(['Familiar', 'Village']))).toEqual({ type: 'buy', card: id('Potion') });
    expect(choose(spec(['Golem', 'Village']))).not.toEqual({ type: 'buy', card: id('Potion') });
  });

  it('in a Colony game: Platinum while the deck is poor, even with $11 or more; Colony once rich', () => {
    const col = (hand: string[], discard: string[]): DominionState => {
      const base = E.setup({ edition: '2E', kingdom: ['Bank', 'Village', 'Smithy'], random: null, colonies: true }, 2, 7);
      const players = base.players.map((p, i) => ({
        ...p,
        hand: i === 0 ? hand.map(id) : p.hand,
        deck: COPPERS.map(id),
        discard: i === 0 ? discard.map(id) : [],
      }));
      return play({ ...base, phase: 'buy', players }, 0, { type: 'treasures' }).state;
    };
    expect(col(['Gold', 'Silver', 'Copper', 'Copper', 'Copper'], []).piles).toContain(id('Colony'));
    // $12 (and $9) with a deck of $24 in all: Platinum, not yet Colony.
    expect(choose(col(['Gold', 'Gold', 'Gold', 'Silver', 'Copper'], []))).toEqual({ type: 'buy', card: id('Platinum') });
    expect(choose(col(['Gold', 'Gold', 'Gold', 'Estate', 'Estate'], []))).toEqual({ type: 'buy', card: id('Platinum') });
    // Rich (3 Platinums and 3 Golds more: $48 in all): Colony.
    const rich = Array(3).fill('Platinum').concat(Array(3).fill('Gold'));
    expect(choose(col(['Gold', 'Gold', 'Gold', 'Silver', 'Copper'], rich))).toEqual({ type: 'buy', card: id('Colony') });
  });
});

describe('General and Fool’s Gold (Hinterlands)', () => {
  // Adventures Abroad, a recommended set: Fool's Gold makes $4 only when another was played this turn.
  const AA = ['Crossroads', 'Farmland', "Fool's Gold", 'Oracle', 'Spice Merchant', 'Festival', 'Laboratory', 'Remodel', 'Sentry', 'Vassal'];
  const at = (hand: string[], discard: string[] = []): DominionMove => {
    const s0 = position({ kingdom: AA, phase: 'buy', hands: [hand], discards: [discard] });
    const s = play(s0, 0, { type: 'treasures' }).state;
    return General(E.view(s, 0), 0, E.legalMoves(s, 0), () => 0.5);
  };

  it('a lone Fool’s Gold is a Copper ($1): Silver at $4 (buying one over Silver lost: 50.4% against BMU on Adventures Abroad, 60.5% without)', () => {
    expect(at(['Copper', 'Copper', 'Copper', 'Copper', 'Estate'])).toEqual({ type: 'buy', card: id('Silver') });
  });

  it('with $2 it still takes one (better than nothing), and with one owned the next over Silver ($4 each after the first)', () => {
    expect(at(['Copper', 'Copper', 'Estate', 'Estate', 'Estate'])).toEqual({ type: 'buy', card: id("Fool's Gold") });
    expect(at(['Copper', 'Copper', 'Copper', 'Copper', 'Estate'], ["Fool's Gold"])).toEqual({ type: 'buy', card: id("Fool's Gold") });
  });
});

describe('General and Caravan', () => {
  it('Caravan over Silver at $4 on Runners: a card now and one next turn that never collides (53.3% against BMU valued below Silver, 75.3% above)', () => {
    const runners = ['Berserker', 'Cauldron', 'Guard Dog', 'Nomads', 'Wheelwright', 'Bazaar', 'Blockade', 'Caravan', 'Sailor', 'Smugglers'];
    const s0 = position({ kingdom: runners, phase: 'buy', hands: [['Copper', 'Copper', 'Copper', 'Copper', 'Estate']] });
    const s = play(s0, 0, { type: 'treasures' }).state;
    expect(General(E.view(s, 0), 0, E.legalMoves(s, 0), () => 0.5)).toEqual({ type: 'buy', card: id('Caravan') });
  });
});
