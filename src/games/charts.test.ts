import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { BaseState } from '../engines/core/types';
import { replay } from '../engines/core/game';
import { gameCharts } from './charts';
import { decodeFixture } from './fixtureGames';
import { loadGame, type GameId } from './registry';

const base = { rng: [0], epoch: 0 };
const S = (x: object) => ({ ...base, ...x }) as unknown as BaseState;

describe('the charts of a played game', () => {
  it('Dominion: VP after each round, from the engine’s public scores', () => {
    const st = [
      S({
        players: [
          { turns: 1, vp: 3 },
          { turns: 0, vp: 3 },
        ],
      }),
      S({
        players: [
          { turns: 1, vp: 3 },
          { turns: 1, vp: 3 },
        ],
      }),
      S({
        players: [
          { turns: 2, vp: 6 },
          { turns: 1, vp: 4 },
        ],
      }),
      S({
        players: [
          { turns: 2, vp: 7 },
          { turns: 2, vp: 4 },
        ],
      }),
    ];
    const scores = (s: BaseState) => (s as unknown as { players: { vp: number }[] }).players.map((p) => p.vp);
    const [vp] = gameCharts('dominion', { states: st, seat: 0, names: ['Ann', 'Bob'], over: false, scores });
    expect(vp.points).toEqual(['1', 'now']);
    expect(vp.lines.map((l) => l.values)).toEqual([
      [6, 7],
      [4, 4],
    ]);
    // Without the table's VP counter (a lobby option), no VP chart during the game.
    expect(gameCharts('dominion', { states: st, seat: 0, names: ['Ann', 'Bob'], over: false })).toEqual([]);
  });

  it('Twilight Struggle: the VP track and DEFCON at the end of each turn', () => {
    const st = [S({ turn: 1, vp: 0, defcon: 5 }), S({ turn: 1, vp: -2, defcon: 3 }), S({ turn: 2, vp: -1, defcon: 4 }), S({ turn: 2, vp: 3, defcon: 2 })];
    const [vp, defcon] = gameCharts('twilight', { states: st, seat: 1, names: ['USSR', 'US'], over: false });
    expect(vp.points).toEqual(['start', '1', 'now']);
    expect(vp.lines[0].values).toEqual([0, -1, 3]);
    expect(defcon.lines[0].values).toEqual([5, 4, 2]);
    expect(defcon.range).toEqual([1, 5]);
  });

  const riskState = (turn: number, owner: number[], armies: number[], fog: boolean) => S({ turn, owner, armies, neutral: -1, seats: 2, options: { fog } });

  it('World conquest: territories and armies by turn', () => {
    const st = [riskState(0, [0, 1, 1], [1, 1, 1], false), riskState(1, [0, 1, 1], [3, 2, 1], false), riskState(2, [0, 0, 1], [2, 2, 4], false)];
    const [terr, arm] = gameCharts('risk', { states: st, seat: 0, names: ['Ann', 'Bob'], over: false });
    expect(terr.points).toEqual(['1', '2', 'now']);
    expect(terr.lines.map((l) => l.values)).toEqual([
      [1, 2, 2],
      [2, 1, 1],
    ]);
    expect(arm.lines[1].values).toEqual([3, 4, 4]);
  });

  it('World conquest under fog of war: only the viewer’s own counts until the game is over', () => {
    const st = [riskState(0, [0, 1, 1], [1, 1, 1], true), riskState(1, [0, 1, 1], [3, 2, 1], true)];
    const during = gameCharts('risk', { states: st, seat: 1, names: ['Ann', 'Bob'], over: false });
    expect(during[0].lines.map((l) => l.name)).toEqual(['Bob']);
    expect(gameCharts('risk', { states: st, seat: null, names: ['Ann', 'Bob'], over: false })[0].lines).toEqual([]);
    expect(gameCharts('risk', { states: st, seat: 1, names: ['Ann', 'Bob'], over: true })[0].lines).toHaveLength(2);
  });

  it('Diplomacy: centres by year per power', () => {
    const dip = (year: number, season: string, centres: Record<string, string>) =>
      S({ board: { year, season, centres }, options: { seatPowers: [['ENG'], ['FRA']] } });
    const st = [
      dip(1901, 'spring', { lon: 'ENG', par: 'FRA' }),
      dip(1901, 'winter', { lon: 'ENG', par: 'FRA', bel: 'FRA' }),
      dip(1902, 'spring', { lon: 'ENG', par: 'FRA', bel: 'FRA' }),
    ];
    const [c] = gameCharts('diplomacy', { states: st, seat: null, names: ['Ann', 'Bob'], over: false });
    expect(c.points).toEqual(['start', '1901']);
    expect(c.lines).toEqual([
      { name: 'England (Ann)', values: [1, 1] },
      { name: 'France (Bob)', values: [1, 2] },
    ]);
  });

  it('5D Diplomacy: distinct centres over the head boards, a centre on two timelines once', () => {
    const b = (tl: number, turn: number, centres: Record<string, string>) => ({ tl, turn, centres });
    const d5 = (round: number, boards: object[]) => S({ round, mv: { boards }, options: { seatPowers: [['ENG', 'FRA']] } });
    const st = [d5(0, [b(0, 0, { lon: 'ENG' })]), d5(1, [b(0, 0, { lon: 'ENG' }), b(0, 1, { lon: 'ENG', bel: 'ENG' }), b(1, 1, { lon: 'ENG', par: 'FRA' })])];
    const [c] = gameCharts('diplomacy5d', { states: st, seat: 0, names: ['Ann'], over: false });
    expect(c.points).toEqual(['start', '1']);
    expect(c.lines.map((l) => [l.name, l.values])).toEqual([
      ['England (Ann)', [1, 2]],
      ['France (Ann)', [0, 1]],
    ]);
  });

  // The extractors read the engines' real state fields: a recorded game of each (the fixture) charts.
  for (const game of ['dominion', 'twilight', 'risk', 'diplomacy', 'diplomacy5d'] as const) {
    it(`charts a recorded ${game} game`, async () => {
      const fx = decodeFixture(readFileSync(`src/games/__fixtures__/${game}.json.gz`));
      const g = fx.games.find((x) => x.end === 'over') ?? fx.games[0];
      const m = await loadGame(game as GameId);
      const seats = Array.from({ length: g.seats }, (_, i) => ({ name: `P${i}`, color: 'red', kind: 'human' as const }));
      const r = replay(m.engine, { game, options: g.options, seed: g.seed, seats, moves: g.moves });
      if (!r.ok) throw new Error(r.error.message);
      const charts = gameCharts(game, { states: r.value.states, seat: null, names: seats.map((s) => s.name), over: true, scores: m.engine.scores });
      expect(charts.length).toBeGreaterThan(0);
      for (const c of charts) {
        expect(c.points.length).toBeGreaterThan(1);
        for (const l of c.lines) {
          expect(l.values).toHaveLength(c.points.length);
          for (const v of l.values) expect(Number.isFinite(v)).toBe(true);
        }
      }
    }, 60_000);
  }
});
