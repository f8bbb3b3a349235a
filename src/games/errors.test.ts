/**
 * Every engine's errors are sentences for people (zodText, core/zodText.ts, at work in each engine's
 * parsers and refusals): garbage moves and options from a hostile file or a broken board, against every
 * registered game.
 */
import { describe, expect, it } from 'vitest';
import { play, start } from '../engines/core/game';
import { GAMES, loadGame } from './registry';

/** Zod's own wording, which people should never read. */
const VALIDATOR = /Too (small|big)|expected (number|string|array|object)|>=|<=|Invalid (input|option|discriminator)|Unrecognized key|received/;

/** Garbage a hostile file or a broken board could send. */
const GARBAGE: unknown[] = [
  null,
  'x',
  [],
  42,
  {},
  { type: 'foo' },
  { kind: 'foo' },
  { type: 'x'.repeat(5000) },
  { type: 'claim', territory: 'y'.repeat(5000) },
  { type: 'place', territory: 'peru', count: 0 },
  { type: 'play', card: -1 },
  { type: 'buy', card: 1e9 },
  { type: 'influence', country: 'z'.repeat(5000) },
  { kind: 'orders', orders: { ['P'.repeat(5000)]: [] } },
  { kind: 'orders', orders: { ENG: ['F Lon - ' + 'W'.repeat(5000)] } },
  { type: 'decide', answer: 'w'.repeat(5000) },
];

describe.each(GAMES.map((g) => g.id))('every error of %s is a sentence for people', (id) => {
  it('for garbage moves and options: no validator wording, no long echo, no unfilled seat placeholder after filling', async () => {
    const { engine } = await loadGame(id);
    const n = engine.minSeats;
    const t = start(engine, {
      game: id,
      options: engine.defaultOptions(n),
      seed: 5,
      seats: Array.from({ length: n }, (_, i) => ({ name: `P${i}`, color: 'blue', kind: 'human' as const })),
    });
    for (const move of GARBAGE) {
      for (let seat = 0; seat < n; seat++) {
        const r = play(engine, t, seat, move);
        if (r.ok) continue;
        expect(r.error.message, JSON.stringify(move).slice(0, 80)).not.toMatch(VALIDATOR);
        expect(r.error.message.length, r.error.message.slice(0, 200)).toBeLessThan(400);
      }
    }
    for (const options of ['x', [], { nope: 1 }, { cardSets: 'z'.repeat(5000) }, { usBonus: -1 }, { seatPowers: 'q' }, { kingdom: ['k'.repeat(5000)] }]) {
      const r = engine.parseOptions(options, n);
      if (r.ok) continue;
      expect(r.error.message).not.toMatch(VALIDATOR);
      expect(r.error.message.length, r.error.message.slice(0, 200)).toBeLessThan(400);
    }
  });
});
