/**
 * The General bot's engine plan (botEngine.ts, issue 22), each rule with its position and its reason. The
 * figures that made them (`npm run simulate` and the A/B runs of General against `GeneralMoney`, General
 * with the engine plan off) are in the README's "Computer players".
 */
import { describe, expect, it } from 'vitest';
import { CARDS, id } from './cards';
import { General } from './bots';
import { buyValue } from './botBuy';
import { ownedCards } from './botEval';
import { kingdomInfo } from './botPlan';
import { deckShape, drawsDeck, engineKingdom, freeEngineKingdom, turnCoins, withTuning } from './botEngine';
import { E, play, playCard, position, type Spec } from './testkit';
import type { DominionState } from './types';

const rand = (): number => 0.5;
const choose = (s: DominionState) => {
  const seat = s.pending ? s.pending.seat : s.current;
  return General(E.view(s, seat), seat, E.legalMoves(s, seat), rand);
};
/** The position at the buy phase of the current player's turn `turn` (Treasures played). */
function buyPhase(hand: string[], extra: Spec = {}, turn = 5): DominionState {
  const s = position({ phase: 'buy', hands: [hand], ...extra });
  const t: DominionState = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, turns: turn } : p)) };
  return play(t, 0, { type: 'treasures' }).state;
}
const buy = (name: string) => ({ type: 'buy', card: id(name) });

/** The kingdom: a Curse-giver, Chapel, Laboratory and +Buy (Market, Festival). */
const K = ['Witch', 'Village', 'Smithy', 'Market', 'Laboratory', 'Festival', 'Library', 'Moat', 'Cellar', 'Chapel'];
const ESTATES = ['Estate', 'Estate', 'Estate'];

describe('which kingdoms get the engine plan (a static reading, once per game)', () => {
  const engine = (kingdom: string[]) => kingdomInfo(position({ kingdom })).engine;

  it('the issue kingdom: Chapel opens it (a Curse-giver, a strong trasher, Laboratory, +Buy)', () => {
    expect(engine(K)).toBe(id('Chapel'));
  });

  it('without a Curse-giver the Curse engine is off; the free engine (below) reads the kingdom instead', () => {
    expect(engine(K.map((n) => (n === 'Witch' ? 'Militia' : n)))).toBe(-1);
  });

  it('not without a strong trasher: Remodel or Moneylender thin too slowly to clear the Curses', () => {
    expect(engine(K.map((n) => (n === 'Chapel' ? 'Remodel' : n)))).toBe(-1);
    expect(engine(K.map((n) => (n === 'Chapel' ? 'Moneylender' : n)))).toBe(-1);
  });

  it('Chapel with a Curse-giver even without Laboratory (68.5% against Double Witch on 30 such kingdoms, the money plan 56.9%)', () => {
    expect(engineKingdom(['Witch', 'Chapel', 'Village', 'Smithy'].map(id), 1)).toBe(id('Chapel'));
  });

  it('not with a slower trasher (Sentry, Steward), even with Laboratory and +Buy: against Double Witch 43.0% with Sentry and 48.7% with Steward, where the money plan gets 59.5% and 59.4% (2,000 games each)', () => {
    for (const t of ['Sentry', 'Steward']) {
      const S = ['Witch', t, 'Village', 'Smithy'];
      expect(engineKingdom([...S, 'Laboratory', 'Market'].map(id), 1), t).toBe(-1);
      // Chapel beside it: the engine plan, with Chapel.
      expect(engineKingdom([...S, 'Laboratory', 'Market', 'Chapel'].map(id), 1), t).toBe(id('Chapel'));
    }
  });
});

describe('the engine plan’s buys', () => {
  it('opens Chapel with $4 (over Silver, Smithy and Moat): it trashes the starting Estates and Coppers, and later the Curses', () => {
    const s = buyPhase(['Copper', 'Copper', 'Copper', 'Copper', 'Estate'], { kingdom: K }, 1);
    expect(choose(s)).toEqual(buy('Chapel'));
    // The money plan (engine off) opens the Moat on the same hand (the block against Witch).
    const v = E.view(s, 0);
    expect(withTuning({ engine: false }, () => General(v, 0, E.legalMoves(s, 0), rand))).toEqual(buy('Moat'));
  });

  it('opens Witch with $5 (the Curse-giver stays above the trasher) and Chapel on the other hand', () => {
    expect(choose(buyPhase(['Copper', 'Copper', 'Copper', 'Copper', 'Copper'], { kingdom: K }, 1))).toEqual(buy('Witch'));
    const second = buyPhase(['Copper', 'Copper', 'Estate', 'Estate', 'Estate'], { kingdom: K, discards: [['Witch']] }, 2);
    expect(choose(second)).toEqual(buy('Chapel'));
  });

  it('a second Chapel is worth nothing; with Chapel owned the other opening hand takes Silver (money to reach $5), not a Village with no terminal to play', () => {
    const s = buyPhase(['Copper', 'Copper', 'Copper', 'Estate', 'Estate'], { kingdom: K, discards: [['Chapel']] }, 2);
    expect(choose(s)).toEqual(buy('Silver'));
    expect(buyValue(s, id('Chapel'), ownedCards(s, 0), 0)).toBe(0);
  });

  it('no first Moat until an opponent owns a Curse-giver: the Chapel clears Curses (the money plan buys it at once)', () => {
    const s = position({ kingdom: K });
    const owned = ownedCards(s, 0);
    expect(buyValue(s, id('Moat'), owned, 0)).toBeLessThan(buyValue(s, id('Silver'), owned, 0));
    expect(withTuning({ engine: false }, () => buyValue(s, id('Moat'), owned, 0))).toBeGreaterThan(buyValue(s, id('Silver'), owned, 0));
  });

  it('Laboratory over Gold at $6 while the deck does not draw itself (non-terminal draw never collides); the money plan takes Gold', () => {
    const extra: Spec = { kingdom: K, discards: [['Chapel', 'Witch', 'Witch', 'Silver']] };
    const s = buyPhase(['Gold', 'Silver', 'Copper', 'Estate', 'Estate'], extra);
    expect(choose(s)).toEqual(buy('Laboratory'));
    const v = E.view(s, 0);
    expect(withTuning({ engine: false }, () => General(v, 0, E.legalMoves(s, 0), rand))).toEqual(buy('Gold'));
  });

  it('villages by the draw deficit: with Witch and Smithy and no village, a Village over Silver at $3; with Witch alone, Silver', () => {
    const deficit = buyPhase(['Copper', 'Copper', 'Copper', 'Estate', 'Estate'], { kingdom: K, discards: [['Chapel', 'Witch', 'Smithy']] });
    expect(choose(deficit)).toEqual(buy('Village'));
    const none = buyPhase(['Copper', 'Copper', 'Copper', 'Estate', 'Estate'], { kingdom: K, discards: [['Chapel', 'Witch']] });
    expect(choose(none)).toEqual(buy('Silver'));
  });

  it('greens by the deck’s $ with its Actions’ $ counted: Treasures of $13 and four Markets make $17, so $8 takes the Province', () => {
    const hand = ['Gold', 'Silver', 'Silver', 'Copper', 'Estate'];
    const junk = ['Chapel', 'Witch', 'Copper', 'Copper', 'Estate', 'Estate', 'Estate', 'Estate'];
    const rich = buyPhase(hand, { kingdom: K, discards: [[...junk, 'Market', 'Market', 'Market', 'Market', 'Gold']], decks: [[]] });
    expect(choose(rich)).toEqual(buy('Province'));
    // Two Markets and no second Gold: $12 counted, and a turn sees 6 of 15 cards ($4.8): it builds.
    const poorer = buyPhase(hand, { kingdom: K, discards: [[...junk, 'Market', 'Market']], decks: [[]] });
    expect(choose(poorer)).not.toEqual(buy('Province'));
    expect(choose(poorer)).not.toEqual(buy('Duchy'));
  });
});

describe('the engine plan in a Colony game', () => {
  it('counts its Markets’ $ in the Colony rule (Colony over $30 of money): $27 of Treasures and four Markets take the Colony with $12; the money plan takes Platinum', () => {
    const base = E.setup({ edition: '2E', kingdom: K, random: null, colonies: true }, 2, 7);
    const players = base.players.map((p, i) => ({
      ...p,
      hand: i === 0 ? ['Gold', 'Gold', 'Gold', 'Silver', 'Copper'].map(id) : p.hand,
      deck: i === 0 ? Array(12).fill(id('Copper')) : p.deck,
      discard: i === 0 ? ['Market', 'Market', 'Market', 'Market', 'Gold', 'Chapel', 'Witch'].map(id) : p.discard,
    }));
    const s = play({ ...base, phase: 'buy', players }, 0, { type: 'treasures' }).state;
    expect(kingdomInfo(s).engine).toBe(id('Chapel'));
    expect(choose(s)).toEqual(buy('Colony'));
    const v = E.view(s, 0);
    expect(withTuning({ engine: false }, () => General(v, 0, E.legalMoves(s, 0), rand))).toEqual(buy('Platinum'));
  });
});

describe('the engine plan’s play', () => {
  const play1 = (hand: string[], kingdom = K) => choose(position({ kingdom, hands: [hand] }));
  it('Chapel before Smithy or Library on a hand of junk with one Action (Smithy first drew Chapel’s junk dead: on K against Double Witch 64.2% → 77.1%, 4,000 games)', () => {
    expect(play1(['Chapel', 'Smithy', 'Estate', 'Copper', 'Copper'])).toEqual({ type: 'play', card: id('Chapel') });
    expect(play1(['Chapel', 'Library', 'Estate', 'Estate', 'Silver'])).toEqual({ type: 'play', card: id('Chapel') });
    // One junk card: the draw first (it may find more to trash… or the money).
    expect(play1(['Chapel', 'Smithy', 'Estate', 'Silver', 'Gold'])).toEqual({ type: 'play', card: id('Smithy') });
  });

  it('the Curse-giver stays first while Curses remain; the money plan (no engine) keeps Smithy before Chapel', () => {
    expect(play1(['Chapel', 'Witch', 'Estate', 'Copper', 'Copper'])).toEqual({ type: 'play', card: id('Witch') });
    const s = position({ kingdom: K, hands: [['Chapel', 'Smithy', 'Estate', 'Copper', 'Copper']] });
    expect(withTuning({ engine: false }, () => General(E.view(s, 0), 0, E.legalMoves(s, 0), rand))).toEqual({ type: 'play', card: id('Smithy') });
  });
});

describe('the engine plan’s trashing', () => {
  it('Chapel trashes the Estate and the Coppers beyond the $6 its deck keeps (Markets’ $ counted)', () => {
    // Deck: 7 Coppers, a Silver, a Market → $10 counted; Chapel may trash 4 → the Estate and 3 Coppers.
    let s = position({
      kingdom: K,
      hands: [['Chapel', 'Copper', 'Copper', 'Copper', 'Estate']],
      decks: [['Copper', 'Copper', 'Copper', 'Copper', 'Silver', 'Market']],
    });
    s = playCard(s, 'Chapel').state;
    const pick = choose(s) as { type: 'decide'; answer: number[] };
    expect(pick.answer.map((c) => CARDS[c].name).sort()).toEqual(['Copper', 'Copper', 'Copper', 'Estate']);
  });

  it('with less money it keeps its Coppers and trashes only the Estates and Curses', () => {
    let s = position({ kingdom: K, hands: [['Chapel', 'Copper', 'Curse', 'Estate', 'Estate']], decks: [['Copper', 'Copper']], discards: [[]] });
    s = playCard(s, 'Chapel').state;
    const pick = choose(s) as { type: 'decide'; answer: number[] };
    expect(pick.answer.map((c) => CARDS[c].name).sort()).toEqual(['Curse', 'Estate', 'Estate']);
  });
});

describe('the deck’s shape', () => {
  it('a turn reaches 5 cards plus each draw card’s net draw: two Laboratories +2, one Smithy +2; a second Smithy without a village adds nothing (no Action left)', () => {
    const d = deckShape(['Laboratory', 'Laboratory', 'Smithy', 'Smithy', ...ESTATES, 'Copper', 'Copper', 'Copper'].map(id));
    expect(d.seen).toBe(5 + 2 + 2);
    expect(d.terminalDraw).toBe(2);
    // A Village (its +1 Card only replaces it) plays both Smithies.
    expect(deckShape(['Village', 'Smithy', 'Smithy'].map(id)).seen).toBe(5 + 0 + 4);
  });

  it('Library counts as 3 cards, Warehouse as none (it discards what it draws)', () => {
    expect(deckShape(['Library'].map(id)).seen).toBe(7);
    expect(deckShape(['Warehouse'].map(id)).seen).toBe(5);
  });

  it('an average turn’s $: the deck’s $ times the share of it a turn reaches; a deck reached whole draws itself', () => {
    const cards = ['Laboratory', 'Laboratory', 'Laboratory', 'Village', 'Smithy', 'Smithy', 'Gold', 'Gold', 'Silver', 'Market', 'Market'].map(id);
    const d = deckShape(cards);
    expect(d.coins).toBe(3 + 3 + 2 + 1 + 1);
    expect(d.seen).toBe(5 + 3 + 4);
    expect(drawsDeck(d)).toBe(true);
    expect(turnCoins(d)).toBe(10);
    // Twenty Coppers more: a turn reaches 12 of 31 cards.
    const big = deckShape([...cards, ...Array(20).fill(id('Copper'))]);
    expect(drawsDeck(big)).toBe(false);
    expect(turnCoins(big)).toBeCloseTo((30 * 12) / 31);
  });
});

/**
 * The free engine: a kingdom without a Curse-giver with Chapel, Laboratory and non-terminal +Buy (F, the
 * issue kingdom with Militia for Witch). Measured with bench/dominion-plan.ts on the same kingdoms and
 * deals: General 62.6% against the money plan over 60 such kingdoms × 10 games (README).
 */
const F = K.map((n) => (n === 'Witch' ? 'Militia' : n));

describe('which kingdoms without a Curse-giver get the free engine', () => {
  const free = (kingdom: string[]) => kingdomInfo(position({ kingdom })).freeEngine;

  it('Chapel, Laboratory and a non-terminal +Buy (Market, Festival): the $16 turn takes two Provinces', () => {
    expect(free(F)).toBe(id('Chapel'));
    expect(freeEngineKingdom(['Chapel', 'Laboratory', 'Market'].map(id))).toBe(id('Chapel'));
  });

  it('not with terminal +Buy only (Woodcutter stops the draw), nor without Laboratory: Smithy- or Library-villages lost to the money plan (38.9% over 31 kingdoms × 10)', () => {
    expect(freeEngineKingdom(['Chapel', 'Laboratory', 'Woodcutter'].map(id))).toBe(-1);
    expect(freeEngineKingdom(['Chapel', 'Village', 'Smithy', 'Library', 'Market'].map(id))).toBe(-1);
    expect(freeEngineKingdom(['Sentry', 'Laboratory', 'Market'].map(id))).toBe(-1);
  });

  it('a Curse kingdom keeps the Curse engine (the free one is only where no Curse-giver is)', () => {
    expect(free(K)).toBe(-1);
    expect(kingdomInfo(position({ kingdom: K })).engine).toBe(id('Chapel'));
  });
});

describe('the free engine’s buys', () => {
  const money = (s: DominionState) => withTuning({ engine: false }, () => General(E.view(s, 0), 0, E.legalMoves(s, 0), rand));

  it('Laboratory over Gold at $6 in a Chapel-thinned deck of five: it "draws itself" but a Gold would leave a card unseen; the money plan takes Gold', () => {
    const s = buyPhase(['Gold', 'Silver', 'Copper', 'Chapel', 'Estate'], { kingdom: F, decks: [[]] });
    expect(choose(s)).toEqual(buy('Laboratory'));
    expect(money(s)).toEqual(buy('Gold'));
  });

  it('payload once a turn sees a card more than the deck: with two Laboratories and a Market, Gold at $6', () => {
    const s = buyPhase(['Gold', 'Silver', 'Copper', 'Chapel', 'Laboratory'], { kingdom: F, discards: [['Laboratory', 'Market']], decks: [[]] });
    expect(choose(s)).toEqual(buy('Gold'));
  });

  it('the first non-terminal +Buy above Gold (the $16 turn needs two buys): Market or Festival at $6 with no +Buy owned', () => {
    const s = buyPhase(['Gold', 'Silver', 'Copper', 'Chapel', 'Laboratory'], { kingdom: F, discards: [['Laboratory']], decks: [[]] });
    expect([buy('Market'), buy('Festival')]).toContainEqual(choose(s));
  });

  it('holds its Provinces until the deck draws itself with $16 and a second buy, or turn 12: $8 at turn 8 with a thin deck of $11 buys Gold; at turn 12 the Province', () => {
    const hand = ['Gold', 'Gold', 'Silver', 'Chapel', 'Laboratory'];
    const thin = (turn: number) => buyPhase(hand, { kingdom: F, discards: [['Market', 'Copper']], decks: [[]] }, turn);
    expect(choose(thin(8))).toEqual(buy('Gold'));
    expect(choose(thin(12))).toEqual(buy('Province'));
    // The money plan greens by its $ (over $15 of money: $11 here): Gold too; with $17 a Province.
    expect(money(thin(8))).toEqual(buy('Gold'));
  });

  it('greens early once the deck draws itself and makes $16 with a Market’s +Buy: $17 of deck, turn 8, the Province', () => {
    const hand = ['Gold', 'Gold', 'Gold', 'Laboratory', 'Laboratory'];
    const s = buyPhase(hand, { kingdom: F, discards: [['Market', 'Gold', 'Silver', 'Silver', 'Chapel']], decks: [[]] }, 8);
    expect(choose(s)).toEqual(buy('Province'));
    // A Silver short ($15): it builds on.
    const short = buyPhase(hand, { kingdom: F, discards: [['Market', 'Gold', 'Silver', 'Chapel']], decks: [[]] }, 8);
    expect(choose(short)).not.toEqual(buy('Province'));
  });
});
