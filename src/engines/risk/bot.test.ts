import { describe, expect, it } from 'vitest';
import type { BotPolicy } from '../core/types';
import { easyPolicy, randomPolicy, strategistPolicy } from './bot';
import { setAward } from './cards';
import { CARD_SYMBOL } from './graph';
import { E, position } from './testkit';
import { seededRandom } from '../core/testkit';
import type { RiskMove, RiskState } from './types';

type Policy = BotPolicy<RiskState, RiskMove>;

/** Plays a game where each seat uses its policy on its own view; checks every choice is legal. */
function game(seats: number, policies: (seat: number) => Policy, seed: number, cap = 20_000, options = E.defaultOptions(seats)): RiskState {
  const rand = seededRandom(seed);
  let s = E.setup(options, seats, seed);
  for (let n = 0; n < cap && !E.outcome(s); n++) {
    const seat = E.prompt(s).seats[0];
    const legal = E.legalMoves(s, seat);
    const move = policies(seat)(E.view(s, seat), seat, legal, rand);
    if (!legal.includes(move)) throw new Error(`the bot chose a move not in the legal list: ${JSON.stringify(move)}`);
    const r = E.apply(s, move, seat);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

describe('Strategist', () => {
  // Its speed is a benchmark figure (`npm run bench -- risk`: botGameSeconds), not a timed test.
  it('plays a full 6-player game against itself to the end', () => {
    const s = game(6, () => strategistPolicy, 7);
    expect(E.outcome(s)?.kind).toBe('win');
  });

  it('finishes games with every player count and option', () => {
    for (let seats = 2; seats <= 6; seats++) {
      const options = {
        ...E.defaultOptions(seats),
        cardSets: seats % 2 ? ('fixed' as const) : ('escalating' as const),
        fortify: seats > 3 ? ('connected' as const) : ('adjacent' as const),
        defenderRollsMost: seats !== 4,
      };
      expect(E.outcome(game(seats, () => strategistPolicy, 100 + seats, 20_000, options))).not.toBeNull();
    }
  });

  it('beats random players', () => {
    let wins = 0;
    for (let g = 0; g < 10; g++) {
      const s = game(3, (seat) => (seat === g % 3 ? strategistPolicy : randomPolicy), 500 + g);
      if (s.winner === g % 3) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(9);
  });

  it('attacks at good odds and stops at bad ones', () => {
    const good = position({ set: { alaska: [0, 12], kamchatka: [1, 2] }, armies: 1 });
    const pick = strategistPolicy(good, 0, E.legalMoves(good, 0), () => 0.5);
    expect(pick).toMatchObject({ type: 'blitz', from: 'alaska' });
    const bad = position({ armies: 3, owner: (t) => (t === 0 ? 0 : 1), set: { alaska: [0, 3] } });
    expect(strategistPolicy(bad, 0, E.legalMoves(bad, 0), () => 0.5)).toEqual({ type: 'endAttack' });
  });

  it('trades when worthwhile and moves its armies forward after a capture', () => {
    // Three infantry (Alaska, Alberta, Western United States): trading is voluntary, and worthwhile under
    // fixed values; escalating sets pay more the later they are traded, so the set is kept (botPlan.test.ts
    // shows it traded when its armies let a stack wipe out a player).
    const trade = position({ phase: 'trade', reserve: [3, 0, 0], hands: [[0, 2, 3], [], []], options: { cardSets: 'fixed' } });
    expect(E.legalMoves(trade, 0)).toContainEqual({ type: 'endTrade' });
    expect(strategistPolicy(trade, 0, E.legalMoves(trade, 0), () => 0.5).type).toBe('trade');
    const keep = { ...trade, options: { ...trade.options, cardSets: 'escalating' as const } };
    expect(strategistPolicy(keep, 0, E.legalMoves(keep, 0), () => 0.5).type).toBe('endTrade');
    // Alaska has no other enemy neighbour after taking Kamchatka: everything moves forward.
    const cap = position({ owner: (t) => (t === 37 || t > 30 ? 1 : 0), phase: 'capture', set: { alaska: [0, 9], kamchatka: [0, 3] } });
    const s = { ...cap, battle: { from: 0, to: 37, dice: 3 } };
    expect(strategistPolicy(s, 0, E.legalMoves(s, 0), () => 0.5)).toEqual({ type: 'capture', count: 11 });
  });
});

describe('Random', () => {
  it('picks uniformly among the legal moves', () => {
    const legal: RiskMove[] = [{ type: 'endAttack' }, { type: 'endTurn' }, { type: 'endTrade' }, { type: 'rollFirst' }];
    const s = position();
    expect([0, 0.26, 0.5, 0.99].map((r) => randomPolicy(s, 0, legal, () => r))).toEqual(legal);
  });
});

describe('Easy', () => {
  it('plays legal moves to the end and loses to Normal', () => {
    let normalWins = 0;
    for (let g = 0; g < 6; g++) {
      const s = game(3, (seat) => (seat === g % 3 ? strategistPolicy : easyPolicy), 700 + g);
      expect(E.outcome(s)).not.toBeNull();
      if (s.winner === g % 3) normalWins++;
    }
    expect(normalWins).toBeGreaterThanOrEqual(4);
  }, 120_000);
});

describe('Normal', () => {
  it('values a set by what it pays: two infantry and a wild pay 4 under fixed values, not 10', () => {
    // Issue 13: the Strategist valued any set with a wild as 10 under fixed card values.
    const inf = CARD_SYMBOL.map((x, c) => (x === 0 ? c : -1)).filter((c) => c >= 0);
    const cav = CARD_SYMBOL.map((x, c) => (x === 1 ? c : -1)).filter((c) => c >= 0);
    const art = CARD_SYMBOL.map((x, c) => (x === 2 ? c : -1)).filter((c) => c >= 0);
    const wild = CARD_SYMBOL.indexOf(3);
    // Hand: 2 infantry + wild (pays 4 or 8 with 2 artillery + wild) and one of each (pays 10).
    const hand = [inf[0], inf[1], wild, cav[0], art[0]];
    const s = position({ phase: 'trade', owner: () => 1, options: { cardSets: 'fixed' }, reserve: [3, 0, 0], hands: [hand, [], []] });
    const pick = strategistPolicy(s, 0, E.legalMoves(s, 0), () => 0.5);
    expect(pick.type).toBe('trade');
    if (pick.type === 'trade') expect(setAward(s.options, 0, pick.cards)).toBe(10);
  });
});
