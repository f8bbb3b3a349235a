import { describe, expect, it } from 'vitest';
import { shellQuote, simulateCommand } from './command';

describe('the equivalent command line', () => {
  it('names the bots, games and seed', () => {
    expect(simulateCommand(['BMU', 'BasicBM'], 1000, 7)).toBe('npm run simulate -- dominion --bots BMU,BasicBM --games 1000 --seed 7 --json');
  });

  it('passes a chosen kingdom as JSON a shell reads back unchanged, apostrophes included', () => {
    const options = { edition: '2E', kingdom: ["King's Court", 'Witch'], colonies: true };
    const cmd = simulateCommand(['General', 'Witch'], 20, 1, options);
    expect(cmd).toContain(`--options '{"edition":"2E","kingdom":["King'\\''s Court","Witch"],"colonies":true}'`);
    // What a POSIX shell does with a single-quoted word: '\'' closes, adds a quote, reopens.
    const unquote = (w: string) => w.replace(/'\\''/g, "'").replace(/^'|'$/g, '');
    expect(JSON.parse(unquote(shellQuote(JSON.stringify(options))))).toEqual(options);
  });
});
