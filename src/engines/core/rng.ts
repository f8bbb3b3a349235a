import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** The generator state kept in a game state: plain numbers, so it saves and replays. */
export type RngState = readonly number[];

export function seedRng(seed: number): RngState {
  return xoroshiro128plus(seed | 0).getState();
}

/**
 * Draws from a game's generator. Open it from a state, draw, then store `state()` back.
 * It is mutable on purpose (speed), but never outlives one apply call.
 */
export interface Dice {
  int(from: number, to: number): number;
  /** Fisher–Yates shuffle of a copy. */
  shuffle<T>(items: readonly T[]): T[];
  state(): RngState;
  /** How many draws were made since opening. */
  readonly draws: number;
}

/**
 * The Dice of openRng: xoroshiro128+ written out over four int32 fields (the very generator and
 * integer distribution of pure-rand's `xoroshiro128plus` and `uniformInt`, draw for draw: rng.test.ts
 * compares them), so a draw is a few integer operations with no call into the library and opening one
 * per move allocates one object. Ranges wider than 2^32 (never drawn by a game) go to the library.
 */
class OpenDice implements Dice {
  private s01: number;
  private s00: number;
  private s11: number;
  private s10: number;
  draws = 0;

  constructor(state: RngState) {
    if (state.length !== 4) throw new Error('The state must have been produced by a xoroshiro128plus RandomGenerator');
    this.s01 = state[0];
    this.s00 = state[1];
    this.s11 = state[2];
    this.s10 = state[3];
  }

  /** The generator's next 32-bit output (signed), as pure-rand's `next()`. */
  private next(): number {
    const s00 = this.s00;
    const s01 = this.s01;
    const s10 = this.s10;
    const s11 = this.s11;
    const out = (s00 + s10) | 0;
    const a0 = s10 ^ s00;
    const a1 = s11 ^ s01;
    this.s00 = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
    this.s01 = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    this.s10 = (a1 << 5) ^ (a0 >>> 27);
    this.s11 = (a0 << 5) ^ (a1 >>> 27);
    return out;
  }

  /** A uniform integer in [0, size) for 1 ≤ size ≤ 2^32, as pure-rand's `uniformIntInternal` (rejection sampling). */
  private below(size: number): number {
    const most = size > 2 ? ~~(4294967296 / size) * size : 4294967296;
    // next() + 2^31 as an unsigned 32-bit integer, so that the remainder is an integer one (a double's
    // `%` is a library call, and shuffles draw for every card): the same value.
    let v = (this.next() ^ 0x80000000) >>> 0;
    while (v >= most) v = (this.next() ^ 0x80000000) >>> 0;
    return size > 0xffffffff ? v : (v % (size >>> 0)) >>> 0;
  }

  int(from: number, to: number): number {
    this.draws++;
    const range = to - from;
    if (range <= 4294967295) return this.below(range + 1) + from;
    const gen = xoroshiro128plusFromState(this.state());
    const x = uniformInt(gen, from, to);
    const [s01, s00, s11, s10] = gen.getState();
    this.s01 = s01;
    this.s00 = s00;
    this.s11 = s11;
    this.s10 = s10;
    return x;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      this.draws++;
      const j = this.below(i + 1);
      const t = out[i];
      out[i] = out[j];
      out[j] = t;
    }
    return out;
  }

  state(): RngState {
    return [this.s01, this.s00, this.s11, this.s10];
  }
}

export function openRng(state: RngState): Dice {
  return new OpenDice(state);
}

/** A fresh seed for a new game (not part of any game's randomness). */
export function randomSeed(): number {
  return (Math.random() * 0x7fffffff) | 0;
}

/**
 * A small seeded generator (mulberry32) for choices outside a game's own randomness: a bot's
 * tie-breaks, benchmarks and tests. Never used for the game's dice or draws (those are `openRng`).
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shuffled copy by an outside generator (resampling hidden information; not the game's dice). */
export function shuffleWith<T>(items: readonly T[], random: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = out[i];
    out[i] = out[j];
    out[j] = t;
  }
  return out;
}

/** A generator state drawn from an outside generator: what a seat cannot foresee, redrawn. */
export function freshRng(random: () => number): RngState {
  return seedRng(Math.floor(random() * 0x7fffffff));
}
