import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameModule } from '../../games/registry';
import { chooseWith } from './choose';

const req = { bot: 'Strong', view: { seat: 0 } as never, seat: 0, legal: ['a', 'b', 'c'], seed: 7 };

function moduleWith(bots: Record<string, () => unknown>): GameModule {
  return { bots } as unknown as GameModule;
}

describe('chooseWith: a computer player that faults does not stall the game', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks the named bot', () => {
    const m = moduleWith({ Standard: () => 'a', Strong: () => 'c' });
    expect(chooseWith(m, req)).toBe('c');
  });

  it('asks the other bots in order when the named one throws, and says so on the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const m = moduleWith({
      Standard: () => 'b',
      Strong: () => {
        throw new Error('a bug');
      },
    });
    expect(chooseWith(m, req)).toBe('b');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toMatch(/Strong failed/);
  });

  it('plays the first legal move when every bot throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const boom = () => {
      throw new Error('a bug');
    };
    expect(chooseWith(moduleWith({ Standard: boom, Strong: boom }), req)).toBe('a');
  });
});
