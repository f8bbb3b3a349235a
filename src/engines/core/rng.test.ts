import { describe, expect, it } from 'vitest';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { openRng, seedRng, seededRandom } from './rng';

// openRng writes pure-rand's xoroshiro128+ and uniformInt out by hand (speed): every recorded game's
// dice depend on it drawing exactly what the library draws.
describe('openRng draws exactly what pure-rand draws', () => {
  it('int over many seeds and ranges, the state after each draw included', () => {
    const pick = seededRandom(5);
    const ranges: [number, number][] = [
      [1, 6],
      [0, 1],
      [0, 2],
      [0, 0],
      [1, 3],
      [0, 43],
      [-5, 5],
      [0, 2 ** 31],
      [0, 2 ** 32 - 1],
      [0, 2 ** 32],
      [0, 2 ** 40],
    ];
    for (let seed = -3; seed < 40; seed++) {
      const dice = openRng(seedRng(seed * 7919));
      const gen = xoroshiro128plusFromState(xoroshiro128plus(seed * 7919).getState());
      for (let k = 0; k < 300; k++) {
        const [from, to] = ranges[Math.floor(pick() * ranges.length)];
        expect(dice.int(from, to)).toBe(uniformInt(gen, from, to));
        expect(dice.state()).toEqual(gen.getState());
      }
      expect(dice.draws).toBe(300);
    }
  });

  it("shuffle draws as the library's Fisher–Yates did", () => {
    for (let seed = 0; seed < 50; seed++) {
      const items = Array.from({ length: seed }, (_, i) => i);
      const dice = openRng(seedRng(seed));
      const gen = xoroshiro128plusFromState(seedRng(seed));
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = uniformInt(gen, 0, i);
        [out[i], out[j]] = [out[j], out[i]];
      }
      expect(dice.shuffle(items)).toEqual(out);
      expect(dice.state()).toEqual(gen.getState());
      expect(items).toEqual(Array.from({ length: seed }, (_, i) => i));
    }
  });

  it('refuses a state that is not four numbers', () => {
    expect(() => openRng([1, 2, 3])).toThrow();
  });
});
