import { describe, expect, it } from 'vitest';
import { fragmentParams, gameInHash, hashForGame, SIMULATOR_HASH, simulatorInHash } from './route';
import { isShareLink } from '../persistence/share';

describe('the URL fragment', () => {
  it('names the simulator page', () => {
    expect(simulatorInHash(SIMULATOR_HASH)).toBe(true);
    expect(simulatorInHash('#x=1&simulate')).toBe(true);
    expect(simulatorInHash('#game=simulate')).toBe(false);
    expect(simulatorInHash('')).toBe(false);
  });
  it('reads the open game among other parameters, and writes it back', () => {
    expect(gameInHash('#game=abc')).toBe('abc');
    expect(gameInHash('#x=1&game=a%20b&y')).toBe('a b');
    expect(gameInHash(hashForGame('id/with&odd=chars'))).toBe('id/with&odd=chars');
    expect(gameInHash('#share=xyz')).toBeNull();
    expect(gameInHash('#game=%E0%A4%A')).toBeNull();
    expect(gameInHash(`#game=${'a'.repeat(201)}`)).toBeNull();
  });
  it('finds a share link with other fragment parameters before it (#x=1&share=…)', () => {
    expect(fragmentParams('#x=1&share=abc')).toEqual([
      ['x', '1'],
      ['share', 'abc'],
    ]);
    expect(isShareLink('#x=1&share=abc')).toBe(true);
    expect(isShareLink('#game=1')).toBe(false);
  });
});
