/**
 * The variety of random games the fixture (fixtures.test.ts) and the fuzz runner (fuzz.ts) play: for
 * game number i of an engine, its seat count and its options, chosen from i alone (so a run is
 * reproducible from its seed and index), covering every variant the engine offers.
 *
 * Options are given raw (as the lobby or a file would give them) and parsed by the engine.
 */
import { seededRandom } from '../engines/core/rng';
import type { BaseState, Engine, Seat } from '../engines/core/types';

export type FuzzGame = 'risk' | 'dominion' | 'twilight' | 'diplomacy' | 'diplomacy5d';
export const FUZZ_GAMES: readonly FuzzGame[] = ['risk', 'dominion', 'twilight', 'diplomacy', 'diplomacy5d'];

export interface GameSpec {
  readonly seats: number;
  /** Raw options (the engine's parseOptions makes them whole). */
  readonly options: unknown;
  /** The game's seed (its own generator's). */
  readonly seed: number;
  /** Moves played at most (a random game of some engines may not end). */
  readonly moveCap: number;
}

/**
 * Options beyond each game's defaults that the cross-game probes (leaks.test.ts, garbage.test.ts) also
 * play, one game each: the variants whose secrets or moves differ (Diplomacy's fog of war, Twilight's Late War
 * scenario).
 */
export const PROBE_OPTIONS: Readonly<Partial<Record<string, readonly Readonly<Record<string, unknown>>[]>>> = {
  diplomacy: [{ fog: true }],
  diplomacy5d: [{ fog: true }],
  // Twilight Struggle's Late War scenario: its own setup (turn 8's board, the reduced deck).
  twilight: [{ scenario: 'lateWar' }],
};

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
const DOMINION_SETS = ['base', 'intrigue', 'seaside', 'prosperity', 'alchemy', 'hinterlands'] as const;

/** Game i of an engine in a run seeded `seed`. */
export function gameSpec(game: FuzzGame, seed: number, i: number): GameSpec {
  const r = seededRandom((seed * 7919 + i * 104729 + game.length * 31) >>> 0);
  const gameSeed = Math.floor(r() * 0x7fffffff);
  switch (game) {
    case 'risk': {
      const seats = 2 + (i % 5);
      const options = {
        cardSets: pick(r, ['escalating', 'fixed']),
        fortify: pick(r, ['adjacent', 'connected']),
        territories: pick(r, ['claim', 'deal']),
        defenderRollsMost: r() < 0.5,
        placement: pick(r, ['one', 'three', 'five', 'random']),
        twoPlayerSetup: pick(r, ['alternate', 'classic']),
        victory: pick(r, ['world', 'missions', 'capitals']),
        bonusOncePerTurn: r() < 0.5,
        fog: r() < 0.5,
      };
      return { seats, options, seed: gameSeed, moveCap: 3000 };
    }
    case 'dominion': {
      const seats = 2 + (i % 3);
      // Every set, alone (i mod 6) and mixed with others; both editions.
      const main = DOMINION_SETS[i % DOMINION_SETS.length];
      const sets = [main, ...DOMINION_SETS.filter((s) => s !== main && r() < 0.25)];
      const edition = (i >> 1) % 2 === 0 ? '2E' : '1E';
      const editions = r() < 0.3 ? ['1E', '2E'] : [edition];
      const colonies = pick(r, [null, null, true, false]);
      return { seats, options: { edition, kingdom: [], random: { sets, editions }, colonies }, seed: gameSeed, moveCap: 4000 };
    }
    case 'twilight': {
      const options: Record<string, unknown> = {
        optionalCards: r() < 0.5,
        usBonus: Math.floor(r() * 5),
        lastTurn: pick(r, [3, 3, 4, 6, 10]),
        realignAnywhere: r() < 0.3,
        realignNoLoss: r() < 0.3,
        spaceDump: r() < 0.3,
        mixOps: r() < 0.3,
        chineseCivilWar: r() < 0.4,
      };
      // The Late War scenario (issue 23), every fourth game (so a sample of four or more has one): its own
      // board and length; the other games' options are as before.
      if (i % 4 === 3) Object.assign(options, { scenario: 'lateWar', usBonus: 0, lastTurn: 10, chineseCivilWar: false });
      return { seats: 2, options, seed: gameSeed, moveCap: 3000 };
    }
    case 'diplomacy': {
      const seats = 2 + (i % 6);
      return { seats, options: { lastYear: 1901 + Math.floor(r() * 4), fog: r() < 0.5 }, seed: gameSeed, moveCap: 400 };
    }
    case 'diplomacy5d': {
      const seats = 2 + (i % 6);
      const rules = (['B', 'A-loose', 'A-strict'] as const)[i % 3];
      return { seats, options: { rules, lastYear: 1901, fog: r() < 0.5 }, seed: gameSeed, moveCap: 200 };
    }
  }
}

/**
 * A random legal move of `seat`: one of `legalMoves`, or (simultaneous-order games) mostly a random
 * order per slot of `orderSlots`, composed by `composeOrders`.
 */
export function randomMove<S extends BaseState>(engine: Engine<S, unknown, unknown>, s: S, seat: Seat, random: () => number): unknown {
  if (engine.orderSlots && engine.composeOrders && random() < 0.85) {
    const slots = engine.orderSlots(s, seat);
    if (slots.length > 0) {
      const chosen: Record<string, string> = {};
      for (const slot of slots) chosen[slot.key] = slot.orders[Math.floor(random() * slot.orders.length)];
      return engine.composeOrders(s, seat, chosen);
    }
  }
  const legal = engine.legalMoves(s, seat);
  if (legal.length === 0) return undefined;
  // World conquest: uniformly random moves seldom finish a war; attack (blitz) more often than not.
  if (engine.id === 'risk' && random() < 0.9) {
    const blitz = legal.filter((m) => (m as { type?: string }).type === 'blitz');
    if (blitz.length) return blitz[Math.floor(random() * blitz.length)];
  }
  return legal[Math.floor(random() * legal.length)];
}
