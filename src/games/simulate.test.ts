import { describe, expect, it } from 'vitest';
import dominion from '../engines/dominion/module';
import type { DominionOptions } from '../engines/dominion/types';
import diplomacyModule from '../engines/diplomacy/module';
import twilightModule from '../engines/twilight/module';
import { emptyTally, mergeTallies, playGame, playGames, prepare, simulate, summarize, tally, wilson, type Run, type RunSpec } from './simulate';

function run(spec: RunSpec, module = dominion): Run {
  const r = prepare(module, spec);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('the simulation runner (Dominion, with VP by turn)', () => {
  const money = run({ bots: ['BMU', 'BasicBM'] });

  it('gives the same summary however the games are split and in whatever order the chunks come back', () => {
    const whole = summarize(money, tally(2, playGames(money, 7, 0, 24)));
    const chunks = [playGames(money, 7, 17, 24), playGames(money, 7, 0, 5), playGames(money, 7, 5, 17)].map((c) => tally(2, c));
    const merged = chunks.reduce(mergeTallies, emptyTally(2));
    expect(summarize(money, merged)).toEqual(whole);
    // A game's result depends only on the seed and its index.
    expect(playGame(money, 7, 11)).toEqual(playGames(money, 7, 0, 24)[11]);
  });

  it('is reproducible from its seed, and another seed plays other games', () => {
    const a = simulate(dominion, { bots: ['BMU', 'BasicBM'] }, 3, 12);
    const b = simulate(dominion, { bots: ['BMU', 'BasicBM'] }, 3, 12);
    expect(a).toEqual(b);
    const games = (seed: number) => playGames(money, seed, 0, 12).map((g) => [g.winners, g.turns, g.vp]);
    expect(games(3)).not.toEqual(games(4));
  });

  it('counts wins, ties and turns, and averages VP by turn with finished games at their final VP', () => {
    const results = playGames(money, 1, 0, 30);
    const s = summarize(money, tally(2, results));
    expect(s.games).toBe(30);
    expect(s.unfinished).toBe(0);
    // Every finished game has a winner or shares the victory: shares add up to one.
    expect(s.bots[0].share + s.bots[1].share).toBeCloseTo(1, 10);
    for (const b of s.bots) {
      expect(b.low).toBeLessThanOrEqual(b.share);
      expect(b.high).toBeGreaterThanOrEqual(b.share);
    }
    const turns = results.reduce((a, g) => a + g.turns, 0);
    expect(s.avgTurns).toBeCloseTo(turns / 2 / 30, 10);
    // Each series has one entry per turn the bot took; the last equals its final score.
    for (const g of results) for (const v of g.vp) expect(v.length).toBeGreaterThan(10);
    // After turn 1 every bot has its three Estates (and nothing can have been bought yet).
    for (const b of s.bots) expect(b.vpByTurn[0]).toBe(3);
    // The last turn's average is the average final VP.
    const last = s.bots[0].vpByTurn.length - 1;
    const finals = results.reduce((a, g) => a + g.vp[0][g.vp[0].length - 1], 0) / 30;
    expect(s.bots[0].vpByTurn[last]).toBeCloseTo(finals, 10);
    expect(s.gamesByTurn[0]).toBe(30);
    expect(s.gamesByTurn[s.gamesByTurn.length - 1]).toBeGreaterThan(0);
  });

  it('rotates the first seat: game i seats bot i mod n first', () => {
    const three = run({ bots: ['BMU', 'BasicBM', 'Random'] });
    // Game i seats bot (k + i) mod n at seat k.
    const firstBot = (i: number) => i % 3;
    const g = playGames(three, 2, 0, 6);
    // The first seat took at least as many turns as anyone (it starts every round).
    for (const r of g) {
      const len = r.vp.map((v) => v.length);
      expect(len[firstBot(r.index)]).toBe(Math.max(...len));
    }
  });

  it('plays any kingdom the options allow, Possession turns included (the possessor moves)', () => {
    const alchemy = run({
      bots: ['General', 'General'],
      options: { edition: '2E', kingdom: ['Possession', 'Alchemist', 'Familiar', 'Laboratory', 'Village', 'Smithy', 'Market', 'Militia', 'Chapel', 'Moat'] },
    });
    const g = playGames(alchemy, 5, 0, 3);
    for (const r of g) expect(r.fault).toBeUndefined();
  });

  it('refuses unknown bots, wrong numbers of bots and bad options', () => {
    expect(prepare(dominion, { bots: ['BMU'] }).ok).toBe(false);
    expect(prepare(dominion, { bots: ['BMU', 'Nobody'] }).ok).toBe(false);
    expect(prepare(dominion, { bots: ['BMU', 'BMU'], options: { kingdom: ['Not a card'] } }).ok).toBe(false);
    // Without options, the table is money and the bots' own cards (as npm run simulate).
    expect((run({ bots: ['Witch', 'SmithyBM'] }).options as DominionOptions).kingdom).toEqual(['Witch', 'Smithy']);
  });

  it('computes the Wilson interval', () => {
    // p = 0.5, n = 100: 0.5 ± 0.0962 (Wilson 1927; the usual table value).
    const [lo, hi] = wilson(0.5, 100);
    expect(lo).toBeCloseTo(0.4038, 4);
    expect(hi).toBeCloseTo(0.5962, 4);
    // All successes: the upper bound is 1, the lower bound stays below it.
    const [lo2, hi2] = wilson(1, 20);
    expect(hi2).toBe(1);
    expect(lo2).toBeCloseTo(0.8389, 4);
  });
});

describe('the simulation runner, any game', () => {
  it('plays Twilight Struggle and Diplomacy the same way: split in any order, seats rotated, endings counted', () => {
    for (const [module, spec] of [
      [twilightModule, { bots: ['Random', 'Random'] }],
      [diplomacyModule, { bots: ['Random', 'Strategist', 'Random'], options: { lastYear: 1902 } }],
    ] as const) {
      const bots = spec.bots;
      const r = run(spec, module);
      const whole = summarize(r, tally(bots.length, playGames(r, 5, 0, 6)));
      const merged = [playGames(r, 5, 3, 6), playGames(r, 5, 0, 3)].map((c) => tally(bots.length, c)).reduce(mergeTallies, emptyTally(bots.length));
      expect(summarize(r, merged)).toEqual(whole);
      expect(whole.games).toBe(6);
      expect(whole.faults).toEqual([]);
      expect(Object.values(whole.endings).reduce((a, b) => a + b, 0)).toBe(6);
      // Every bot played every seat: 6 games over n seats rotate evenly.
      for (const e of whole.bySide) expect(e.games).toBe(6 / bots.length);
    }
  }, 60_000);

  it("counts each Diplomacy bot's final supply centres in its seat (issue 22: mean centres beside wins)", () => {
    const r = run(
      { bots: ['Strategist', 'Strategist', 'Strategist', 'Strategist', 'Strategist', 'Strategist', 'Strategist'], options: { lastYear: 1901 } },
      diplomacyModule,
    );
    const games = playGames(r, 2, 0, 2);
    for (const g of games) {
      // With every power seated, the 22 home centres stay owned and a centre once owned never goes back to
      // neutral: the seats' centres add up to 22 or more, at most 34; each seat keeps at least none.
      const sum = g.scores!.reduce((a, b) => a + b, 0);
      expect(sum).toBeGreaterThanOrEqual(22);
      expect(sum).toBeLessThanOrEqual(34);
    }
    const s = summarize(r, tally(7, games));
    // The summary keeps them per bot and seat: bot b sits in seat (seat + game) mod 7 = b.
    expect(s.bySide.reduce((a, e) => a + e.score, 0)).toBe(games.reduce((a, g) => a + g.scores!.reduce((x, y) => x + y, 0), 0));
    for (const e of s.bySide.filter((x) => x.games > 0)) {
      const g = games.find((x) => (e.seat + x.index) % 7 === e.bot)!;
      expect(e.score).toBe(g.scores![e.bot]);
    }
  }, 60_000);
});
