/**
 * `quietApply` against `apply`, for every registered engine (a game added to the registry is covered at
 * once; world conquest's own `src/engines/risk/quiet.test.ts`, the model, goes further with every option):
 * random games of legal moves (core `randomPlay`, `seededRandom`), and at every step `quietApply` from
 * the same state reaches the same state as `apply`, with an empty log. Now and then a move that may be
 * refused (one legal earlier, by the seat to move or by another) is accepted or refused by both alike.
 */
import { describe, expect, it } from 'vitest';
import { stableStringify } from '../engines/core/game';
import { deepFreeze, randomPlay, seededRandom } from '../engines/core/testkit';
import type { BaseState, Engine } from '../engines/core/types';
import { GAMES, loadGame } from './registry';

/** Games per engine and moves per game (kept small: the whole file runs in a few seconds). */
const GAMES_PER_ENGINE = 3;
const MOVES_PER_GAME: Record<string, number> = { risk: 300, dominion: 300, twilight: 200, diplomacy: 40, diplomacy5d: 40 };

describe.each(GAMES.map((g) => [g.id] as const))('quietApply equals apply: %s', (id) => {
  it('reaches the same state as apply at every step of random games, with an empty log, and refuses alike', async () => {
    const { engine } = await loadGame(id);
    const e = engine as Engine<BaseState, unknown, unknown>;
    let steps = 0;
    for (let g = 0; g < GAMES_PER_ENGINE; g++) {
      const seats = e.minSeats + (g % (e.maxSeats - e.minSeats + 1));
      const random = seededRandom(4000 + g);
      const { states, moves } = randomPlay(e, { seats, seed: 31 + g, random, maxMoves: MOVES_PER_GAME[id] ?? 100 });
      for (let i = 0; i < moves.length; i++) {
        const s = deepFreeze(states[i]);
        const { seat, move } = moves[i];
        const where = `${id}, ${seats} seats, game ${g}, move ${i} (${e.describeMove(s, move)} by seat ${seat})`;
        const q = e.quietApply(s, move, seat);
        if (!q.ok) throw new Error(`${where}: quietApply refused a move apply took (${q.error.code}: ${q.error.message})`);
        expect(q.log, where).toEqual([]);
        // States are plain JSON: equal texts are equal states (the deep comparison only to show a difference).
        if (stableStringify(q.state) !== stableStringify(states[i + 1])) expect(q.state, where).toEqual(states[i + 1]);
        if (i % 5 === 2 && i > 0) {
          const stale = moves[Math.floor(random() * i)].move;
          const by = i % 2 === 0 ? seat : (seat + 1) % seats;
          const a = e.apply(s, stale, by);
          const r = e.quietApply(s, stale, by);
          expect(r.ok, `${where}: an earlier move by seat ${by}`).toBe(a.ok);
          if (!a.ok || !r.ok) expect(r, where).toEqual(a);
          else if (stableStringify(r.state) !== stableStringify(a.state)) expect(r.state, where).toEqual(a.state);
        }
        steps++;
      }
    }
    expect(steps).toBeGreaterThan(0);
  }, 60_000);
});
