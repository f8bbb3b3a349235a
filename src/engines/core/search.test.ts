import { describe, expect, it } from 'vitest';
import { seededRandom } from './rng';
import { playout, searchMove, searchPolicy, searchStats, type SearchGame } from './search';
import type { Applied, BaseState, BotPolicy, Engine } from './types';

// A tiny game with a secret: Nim (take 1–3 stones, whoever takes the last wins), where each seat also
// holds a secret number. A seat holding 7 may take 4 at once: a move that depends on hidden information.
interface Nim extends BaseState {
  pile: number;
  turn: number;
  secret: number[];
}
type NimMove = { take: number };

const nim: Engine<Nim, NimMove, Record<string, never>> = {
  id: 'risk',
  title: 'Nim',
  minSeats: 2,
  maxSeats: 2,
  defaultOptions: () => ({}),
  parseOptions: () => ({ ok: true, value: {} }),
  parseMove: (raw) => ({ ok: true, value: raw as NimMove }),
  hasSecrets: () => true,
  setup: () => ({ rng: [], epoch: 0, pile: 10, turn: 0, secret: [0, 0] }),
  prompt: (s) => ({ seats: s.pile > 0 ? [s.turn] : [], kind: 'take', text: 'take' }),
  legalMoves: (s, seat) =>
    s.pile > 0 && seat === s.turn ? [1, 2, 3, 4].filter((k) => k <= s.pile && (k < 4 || s.secret[seat] === 7)).map((take) => ({ take })) : [],
  quietApply: (s, m, seat) => nim.apply(s, m, seat),
  apply(s, m, seat): Applied<Nim> {
    const max = s.secret[seat] === 7 ? 4 : 3;
    if (seat !== s.turn || m.take < 1 || m.take > Math.min(max, s.pile)) return { ok: false, error: { code: 'illegal', message: 'no' } };
    return { ok: true, state: { ...s, pile: s.pile - m.take, turn: s.pile - m.take === 0 ? s.turn : 1 - s.turn }, log: [] };
  },
  view: (s, seat) => ({ ...s, secret: s.secret.map((x, i) => (i === seat ? x : -1)) }),
  outcome: (s) => (s.pile === 0 ? { kind: 'win', winners: [s.turn], reason: 'took the last' } : null),
  describeMove: (_s, m) => `take ${m.take}`,
  resample: (s, seat, random) => ({ ...s, secret: s.secret.map((x, i) => (i === seat ? x : Math.floor(random() * 10))) }),
};

const randomNim: BotPolicy<Nim, NimMove> = (_v, _s, legal, random) => legal[Math.floor(random() * legal.length)];
const game: SearchGame<Nim, NimMove> = { engine: nim, policy: randomNim, evaluate: () => 0.5 };
const at = (pile: number, turn = 0, secret = [0, 0]): Nim => ({ ...nim.setup({}, 2, 1), pile, turn, secret });

describe('core search (determinized flat Monte Carlo, UCB1)', () => {
  it('finds the winning move of Nim from playouts alone (leave a multiple of four)', () => {
    for (const [pile, take] of [
      [5, 1],
      [6, 2],
      [7, 3],
      [3, 3],
    ]) {
      const s = at(pile);
      const move = searchMove(game, nim.view(s, 0), 0, nim.legalMoves(s, 0), seededRandom(pile), { iterations: 1500, depth: 50 });
      expect(move.take, `pile ${pile}`).toBe(take);
    }
  });

  it('is deterministic for a given random function and iteration budget', () => {
    const s = at(9);
    const a = searchStats(game, nim.view(s, 0), 0, nim.legalMoves(s, 0), seededRandom(42), { iterations: 300 });
    const b = searchStats(game, nim.view(s, 0), 0, nim.legalMoves(s, 0), seededRandom(42), { iterations: 300 });
    expect(a).toEqual(b);
    expect(a.iterations).toBe(300);
    expect(a.arms.reduce((n, x) => n + x.visits, 0)).toBe(300);
  });

  it("samples what the seat cannot see: the opponent's secret is redrawn, never read", () => {
    // Pile 6 and the opponent holds 7 (may take 4): leaving 4 loses to that. The searcher does not know it,
    // so its choice must be the same whatever the opponent really holds.
    const legal = nim.legalMoves(at(6), 0);
    const seen: number[] = [];
    const spy: SearchGame<Nim, NimMove> = {
      ...game,
      determinize: (v, seat, r) => {
        seen.push(v.secret[1]);
        return nim.resample!(v, seat, r);
      },
    };
    const a = searchStats(spy, nim.view(at(6, 0, [0, 7]), 0), 0, legal, seededRandom(3), { iterations: 400 });
    const b = searchStats(spy, nim.view(at(6, 0, [0, 2]), 0), 0, legal, seededRandom(3), { iterations: 400 });
    expect(a).toEqual(b);
    expect(new Set(seen)).toEqual(new Set([-1]));
  });

  it("evaluates unfinished states with the game's function when the depth runs out", () => {
    // Depth 0: only the evaluation counts; it prefers piles divisible by 5.
    const evalGame: SearchGame<Nim, NimMove> = { ...game, evaluate: (s) => (s.pile % 5 === 0 ? 0.9 : 0.1) };
    const s = at(8);
    expect(searchMove(evalGame, s, 0, nim.legalMoves(s, 0), seededRandom(1), { iterations: 30, depth: 0 }).take).toBe(3);
  });

  it('stops at the time budget (a given clock)', () => {
    let t = 0;
    const s = at(20);
    const stats = searchStats(game, s, 0, nim.legalMoves(s, 0), seededRandom(5), { ms: 40, now: () => t++ });
    expect(stats.iterations).toBeGreaterThanOrEqual(3);
    expect(stats.iterations).toBeLessThanOrEqual(3 + 40); // every root move once, then one clock reading per playout
  });

  it('plays out with the policy to the end, and a search policy returns a legal move', () => {
    const end = playout(game, at(10), 100, seededRandom(9));
    expect(nim.outcome(end)).not.toBeNull();
    const bot = searchPolicy(game, { iterations: 50 }, { searchWhen: (v) => v.pile < 8 });
    for (const pile of [3, 9, 12]) {
      const s = at(pile);
      const legal = nim.legalMoves(s, 0);
      expect(legal).toContainEqual(bot(nim.view(s, 0), 0, legal, seededRandom(pile)));
    }
  });
});
