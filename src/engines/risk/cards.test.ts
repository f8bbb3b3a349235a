import { describe, expect, it } from 'vitest';
import { territoryName } from './graph';
import { escalatingAward, fixedAward, handSets, hasSet, isSet } from './cards';
import { CARDS, type CardSymbol, type TerritoryId } from './map';
import { E, armiesOf, play, position, rejects, texts } from './testkit';

/** Card numbers of a symbol whose territory is owned by `owner` in the default position (t % 3). */
function cards(symbol: CardSymbol, owner?: number): number[] {
  return CARDS.filter((c) => c.symbol === symbol && (owner === undefined || c.index % 3 === owner)).map((c) => c.index);
}
const INF = cards('infantry');
const CAV = cards('cavalry');
const ART = cards('artillery');
const [W1, W2] = cards('wild');
const territoryOf = (card: number) => CARDS[card].territory as TerritoryId;

describe('card sets', () => {
  it('Rules: a set is three of a kind, one of each, or any two plus a wild', () => {
    expect(isSet(INF[0], INF[1], INF[2])).toBe(true);
    expect(isSet(CAV[0], CAV[1], CAV[2])).toBe(true);
    expect(isSet(INF[0], CAV[0], ART[0])).toBe(true);
    expect(isSet(INF[0], CAV[0], W1)).toBe(true);
    expect(isSet(INF[0], INF[1], W1)).toBe(true);
    expect(isSet(INF[0], W1, W2)).toBe(true);
    expect(isSet(INF[0], INF[1], CAV[0])).toBe(false);
    expect(isSet(ART[0], ART[1], INF[0])).toBe(false);
  });

  it('any five cards hold a set; fewer may not', () => {
    expect(hasSet([INF[0], INF[1], CAV[0], CAV[1], ART[0]])).toBe(true);
    expect(hasSet([INF[0], INF[1], CAV[0], CAV[1]])).toBe(false);
    expect(hasSet([INF[0], INF[1]])).toBe(false);
    // I I C W: I-I-W, I-C-W (twice); I-I-C is no set.
    expect(handSets([INF[0], INF[1], CAV[0], W1])).toHaveLength(3);
  });

  it('Rules: escalating awards are 4, 6, 8, 10, 12, 15, then +5 each', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(escalatingAward)).toEqual([4, 6, 8, 10, 12, 15, 20, 25, 30, 35]);
  });

  it('Rules: fixed awards are infantry 4, cavalry 6, artillery 8, one of each 10; a wild completes the best set it can', () => {
    expect(fixedAward(INF[0], INF[1], INF[2])).toBe(4);
    expect(fixedAward(CAV[0], CAV[1], CAV[2])).toBe(6);
    expect(fixedAward(ART[0], ART[1], ART[2])).toBe(8);
    expect(fixedAward(INF[0], CAV[1], ART[2])).toBe(10);
    expect(fixedAward(INF[0], INF[1], W1)).toBe(4);
    expect(fixedAward(ART[0], ART[1], W1)).toBe(8);
    expect(fixedAward(INF[0], CAV[1], W1)).toBe(10);
    expect(fixedAward(ART[0], W1, W2)).toBe(10);
  });
});

describe('TradeCards', () => {
  // Seat 0 holds three infantry on territories it does not own, plus a cavalry.
  const notMine = cards('infantry')
    .filter((c) => c % 3 !== 0)
    .slice(0, 3);
  const base = () => position({ phase: 'trade', reserve: [5, 0, 0], hands: [[...notMine, CAV[0]], [], []] });

  it('trades a set for the escalating award, counted over all trades by anyone', () => {
    const s = base();
    const { state, log } = play(s, 0, { type: 'trade', cards: [notMine[0], notMine[1], notMine[2]] });
    expect(state.reserve[0]).toBe(9);
    expect(state.trades).toBe(1);
    expect(state.hands[0]).toEqual([CAV[0]]);
    expect(state.discard).toEqual(notMine);
    // Trading shows the cards to everyone: a point of no return for undo.
    expect(state.epoch).toBe(s.epoch + 1);
    expect(texts(log)).toContain('{0} trades');
    expect(texts(log)).toContain('for 4 armies (set number 1)');
    expect(state.phase).toBe('place');
    const sixth = play({ ...s, trades: 5 }, 0, { type: 'trade', cards: [notMine[0], notMine[1], notMine[2]] }).state;
    expect(sixth.reserve[0]).toBe(5 + 15);
  });

  it('uses the fixed table when chosen', () => {
    const s = { ...base(), options: { ...base().options, cardSets: 'fixed' as const }, trades: 7 };
    expect(play(s, 0, { type: 'trade', cards: [notMine[0], notMine[1], notMine[2]] }).state.reserve[0]).toBe(5 + 4);
  });

  it('Rules: +2 armies on one traded card territory the player owns, placed at once (only one card)', () => {
    const mine = cards('artillery', 0).slice(0, 2);
    const third = ART.find((c) => c % 3 !== 0) as number;
    const s = position({ phase: 'trade', reserve: [5, 0, 0], hands: [[...mine, third], [], []] });
    const set = [mine[0], mine[1], third] as [number, number, number];
    expect(isSet(...set)).toBe(true);
    const before = [armiesOf(s, territoryOf(mine[0])), armiesOf(s, territoryOf(mine[1]))];
    const auto = play(s, 0, { type: 'trade', cards: set });
    expect([armiesOf(auto.state, territoryOf(mine[0])), armiesOf(auto.state, territoryOf(mine[1]))]).toEqual([before[0] + 2, before[1]]);
    expect(texts(auto.log)).toContain(`{0} places 2 bonus armies on ${territoryName(mine[0])}, a traded card's territory.`);
    const chosen = play(s, 0, { type: 'trade', cards: set, bonus: territoryOf(mine[1]) });
    expect([armiesOf(chosen.state, territoryOf(mine[0])), armiesOf(chosen.state, territoryOf(mine[1]))]).toEqual([before[0], before[1] + 2]);
    expect(chosen.state.reserve[0]).toBe(5 + 4);
    // Listed as separate legal moves, one per bonus choice.
    expect(E.legalMoves(s, 0).filter((m) => m.type === 'trade')).toHaveLength(2);
  });

  it('refuses a bonus on a territory not owned or not on the cards', () => {
    const s = base();
    const set = [notMine[0], notMine[1], notMine[2]] as [number, number, number];
    expect(rejects(s, 0, { type: 'trade', cards: set, bonus: territoryOf(notMine[0]) }).message).toMatch(/^You do not own .+, so it earns no bonus\.$/);
    expect(rejects(s, 0, { type: 'trade', cards: set, bonus: 'argentina' }).message).toBe('Argentina is not on one of the traded cards.');
    expect(play(s, 0, { type: 'trade', cards: set }).state.armies).toEqual(s.armies);
  });

  it('refuses cards not held, repeated cards and non-sets', () => {
    const s = base();
    expect(rejects(s, 0, { type: 'trade', cards: [notMine[0], notMine[1], ART[5]] }).message).toMatch(/^You do not hold .+ \(artillery\)\.$/);
    expect(rejects(s, 0, { type: 'trade', cards: [notMine[0], notMine[0], notMine[1]] }).message).toBe('A trade needs three different cards.');
    expect(rejects(s, 0, { type: 'trade', cards: [notMine[0], notMine[1], CAV[0]] }).code).toBe('not-a-set');
    expect(rejects(s, 0, { type: 'trade', cards: [1, 2, 99] }).code).toBe('bad-cards');
    expect(rejects({ ...s, phase: 'attack' }, 0, { type: 'trade', cards: [notMine[0], notMine[1], notMine[2]] }).code).toBe('wrong-phase');
  });

  it('Rules: trading is voluntary with fewer than five cards (EndTrade)', () => {
    const s = base();
    const { state, log } = play(s, 0, { type: 'endTrade' });
    expect(state.phase).toBe('place');
    expect(state.hands[0]).toHaveLength(4);
    expect(texts(log)).toBe('{0} keeps their cards.');
    expect(E.legalMoves(s, 0).some((m) => m.type === 'endTrade')).toBe(true);
  });

  it('Rules: trading is compulsory at five or more cards at the start of the turn', () => {
    const s = position({ phase: 'trade', reserve: [5, 0, 0], hands: [[INF[0], INF[1], CAV[0], CAV[1], ART[0]], [], []] });
    expect(rejects(s, 0, { type: 'endTrade' }).message).toBe('You must trade: you hold 5 cards.');
    expect(rejects(s, 0, { type: 'place', territory: 'alaska', count: 1 }).message).toBe('You must trade: you hold 5 cards.');
    expect(E.prompt(s).text).toBe('{0}: you must trade: you hold 5 cards.');
    expect(E.legalMoves(s, 0).some((m) => m.type === 'endTrade')).toBe(false);
    const after = play(s, 0, { type: 'trade', cards: [INF[0], CAV[0], ART[0]] }).state;
    expect(after.hands[0]).toHaveLength(2);
    expect(after.phase).toBe('place');
  });
});

describe('DrawRandomCard', () => {
  const ending = (extra: Parameters<typeof position>[0] = {}) => position({ phase: 'fortify', conquered: true, ...extra });

  it('Rules: one card at the end of a turn with a conquest; the text is for the drawer only', () => {
    const s = ending();
    const top = s.deck[s.deck.length - 1];
    const { state, log } = play(s, 0, { type: 'endTurn' });
    expect(state.hands[0]).toEqual([top]);
    expect(state.deck).toHaveLength(s.deck.length - 1);
    expect(state.epoch).toBe(s.epoch + 1);
    const draw = log.find((e) => e.only);
    expect(draw).toMatchObject({ only: [0], others: '{0} draws a card for conquering a territory this turn.' });
    expect(draw?.text).toMatch(/^\{0\} draws .+ for conquering a territory this turn\.$/);
  });

  it('no card without a conquest', () => {
    const s = ending({ conquered: false });
    const { state } = play(s, 0, { type: 'endTurn' });
    expect(state.hands[0]).toEqual([]);
    expect(state.deck).toEqual(s.deck);
    expect(state.epoch).toBe(s.epoch);
  });

  it('Rules: when the deck is empty the traded cards are shuffled into a new deck', () => {
    const all = Array.from({ length: 44 }, (_, i) => i);
    const s = ending({ hands: [all.slice(0, 2), all.slice(2, 34), []], deck: [], discard: all.slice(34) });
    const { state, log } = play(s, 0, { type: 'endTurn' });
    expect(state.discard).toEqual([]);
    expect(state.deck).toHaveLength(9);
    expect(state.hands[0]).toHaveLength(3);
    expect(new Set([...state.deck, ...state.hands[0].slice(2)])).toEqual(new Set(all.slice(34)));
    expect(texts(log)).toContain('The deck is empty: the 10 traded cards are shuffled into a new deck.');
  });
});
