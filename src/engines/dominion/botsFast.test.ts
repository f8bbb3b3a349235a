/**
 * The simulators' fast path decides exactly as the normal path: `DominionBot.fromState` (the full
 * state, legality asked one move at a time) against the policy on the seat's view and legal moves,
 * at every free move of random games; and `mayPlay` / `mayPlayTreasures` / `mayBuy` against `legalMoves`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_COUNT } from './cards';
import { BOTS, type DominionBot } from './bots';
import { controllerOf } from './context';
import { seededRandom } from '../core/testkit';
import { dominionEngine as E } from './engine';
import { mayBuy, mayPlay, mayPlayTreasures } from './legal';
import type { DominionMove, DominionOptions, DominionState } from './types';
import { RULES } from './rules';

const FAST = Object.entries(BOTS).filter(([, b]) => b.fromState !== undefined);

/** Every legal move for the seat owing the free move, as the one-move questions answer it. */
function askedOneByOne(s: DominionState): DominionMove[] {
  const out: DominionMove[] = [];
  for (let c = 0; c < CARD_COUNT; c++) if (mayPlay(s, c)) out.push({ type: 'play', card: c });
  if (mayPlayTreasures(s)) out.push({ type: 'treasures' });
  for (let c = 0; c < CARD_COUNT; c++) if (mayBuy(s, c)) out.push({ type: 'buy', card: c });
  return out;
}

const sorted = (ms: readonly DominionMove[]): string[] => ms.map((m) => JSON.stringify(m)).sort();

/**
 * Plays a game: seat k by `bots[k]` (fast path first, as the simulator's `botMove` in src/games/simulate.ts), with a share `mix` of
 * moves at random; at every free move checks the fast path against the normal one.
 */
function check(options: DominionOptions, bots: readonly DominionBot[], seed: number, mix: number, cap: number): number {
  const rand = seededRandom(seed);
  // Half the games by the current rules (issue 21), some with players who end their turns themselves.
  const rules: DominionOptions = seed % 2 ? { ...options, rules: RULES, ...(seed % 4 === 1 ? { endTurn: bots.map(() => true) } : {}) } : options;
  let s = E.setup(rules, bots.length, seed);
  let compared = 0;
  for (let n = 0; n < cap && s.phase !== 'over'; n++) {
    const seat = controllerOf(s, s.pending ? s.pending.seat : s.current);
    const legal = E.legalMoves(s, seat);
    if (!s.pending) {
      const listed = legal.filter((m) => m.type === 'play' || m.type === 'treasures' || m.type === 'buy');
      expect(sorted(askedOneByOne(s))).toEqual(sorted(listed));
      for (const bot of bots) {
        const fast = bot.fromState?.(s, seat);
        if (fast === undefined) continue;
        expect(fast).toEqual(bot(E.view(s, seat), seat, legal, () => 0.5));
        compared++;
      }
    }
    const move = rand() < mix ? legal[Math.floor(rand() * legal.length)] : (bots[seat].fromState?.(s, seat) ?? bots[seat](E.view(s, seat), seat, legal, rand));
    const r = E.quietApply(s, move, seat);
    if (!r.ok) throw new Error(`${JSON.stringify(move)}: ${r.error.message}`);
    s = r.state;
  }
  return compared;
}

const fastBots = FAST.map(([, b]) => b);

describe('the bots’ fast path (fromState) decides as the view path', () => {
  it('money bots have one', () => {
    expect(FAST.map(([name]) => name).sort()).toEqual(['BMU', 'BasicBM', 'DoubleWitch', 'Smithy', 'SmithyBM', 'Witch']);
  });

  it('money mirrors and the bots’ own kingdoms (Smithy, Witch), 2–4 players', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 4 }), (seed, seats) => {
        const options: DominionOptions = { edition: '2E', kingdom: ['Smithy', 'Witch'], random: null };
        const bots = Array.from({ length: seats }, (_, k) => fastBots[(seed + k) % fastBots.length]);
        expect(check(options, bots, seed, 0, 3000)).toBeGreaterThan(0);
      }),
      { numRuns: 12 },
    );
  });

  it('random kingdoms of every set (cost changes, Contraband, Charlatan, Possession, Colony games) with random moves mixed in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 4 }), (seed, seats) => {
        const options: DominionOptions = {
          edition: seed % 2 ? '1E' : '2E',
          kingdom: [],
          random: { sets: ['base', 'intrigue', 'seaside', 'prosperity', 'alchemy'], editions: ['1E', '2E'] },
        };
        const bots = Array.from({ length: seats }, (_, k) => fastBots[(seed + k) % fastBots.length]);
        expect(check(options, bots, seed, 0.4, 600)).toBeGreaterThan(0);
      }),
      { numRuns: 25 },
    );
  });

  it('a kingdom where costs and buying rules change mid-turn', () => {
    const options: DominionOptions = {
      edition: '1E',
      kingdom: ['Bridge', 'Quarry', 'Peddler', 'Contraband', 'Grand Market', 'Charlatan', 'Possession', 'Smithy', 'Witch', 'Talisman'],
      random: null,
      colonies: true,
    };
    let compared = 0;
    for (let seed = 1; seed <= 6; seed++)
      compared += check(options, [fastBots[seed % fastBots.length], fastBots[(seed + 1) % fastBots.length]], seed, 0.5, 800);
    expect(compared).toBeGreaterThan(100);
  });
});
