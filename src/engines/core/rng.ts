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

/** The Dice of openRng: a class, so opening one per move allocates one object and no closures. */
class OpenDice implements Dice {
  private readonly gen: ReturnType<typeof xoroshiro128plusFromState>;
  draws = 0;

  constructor(state: RngState) {
    this.gen = xoroshiro128plusFromState(state);
  }

  int(from: number, to: number): number {
    this.draws++;
    return uniformInt(this.gen, from, to);
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      this.draws++;
      const j = uniformInt(this.gen, 0, i);
      const t = out[i];
      out[i] = out[j];
      out[j] = t;
    }
    return out;
  }

  state(): RngState {
    return this.gen.getState();
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
