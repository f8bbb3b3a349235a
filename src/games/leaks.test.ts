/**
 * The leak probe (core/leaks.ts) over every registered engine, from many positions of random legal
 * play: a game added to the registry is covered at once (issue 8, "The class, tested").
 */
import { describe, expect, it } from 'vitest';
import { probeMove, probeSeat } from '../engines/core/leaks';
import { GAMES, loadGame } from './registry';
import { seededRandom } from '../engines/core/rng';
import type { BaseState, Engine } from '../engines/core/types';
import { PROBE_OPTIONS } from './variety';

/** Games per engine and moves per game probed (kept small: every probe applies the move 7 times). */
const GAMES_PER_ENGINE = 3;
const MOVES_PER_GAME: Record<string, number> = { risk: 400, dominion: 400, twilight: 250, diplomacy: 20 };

describe.each(GAMES.map((g) => [g.id] as const))('leak probe: %s', (id) => {
  it('supplies resample, and no move or view depends on what its seat cannot see', async () => {
    const { engine } = await loadGame(id);
    const e = engine as Engine<BaseState, unknown, unknown>;
    expect(typeof e.resample).toBe('function');
    const leaks: string[] = [];
    for (let g = 0; g < GAMES_PER_ENGINE && leaks.length < 5; g++) {
      const seats = Math.min(e.maxSeats, e.minSeats + g);
      const random = seededRandom(1000 + g);
      // Game g plays the defaults, or one of the game's probe options (variety.ts) in turn.
      const extras = [{}, ...(PROBE_OPTIONS[id] ?? [])];
      let s = e.setup({ ...(e.defaultOptions(seats) as object), ...extras[g % extras.length] }, seats, 17 + g);
      for (let i = 0; i < (MOVES_PER_GAME[id] ?? 100) && !e.outcome(s) && leaks.length < 5; i++) {
        const mover = e.prompt(s).seats[0];
        if (mover === undefined) break;
        const legal = e.legalMoves(s, mover);
        if (legal.length === 0) break;
        const move = legal[Math.floor(random() * legal.length)];
        const where = `${id}, ${seats} seats, game ${g}, move ${i}`;
        const m = probeMove(e, s, mover, move, random);
        if (m) leaks.push(`${where} (${e.describeMove(s, move)} by seat ${mover}): ${m}`);
        if (i % 5 === 0) {
          for (const q of [null, ...Array.from({ length: seats }, (_, k) => k)]) {
            const v = probeSeat(e, s, q, random);
            if (v) leaks.push(`${where}: ${v}`);
          }
        }
        const r = e.apply(s, move, mover);
        if (!r.ok) break;
        s = r.state;
      }
    }
    expect(leaks).toEqual([]);
  }, 600_000);
});
