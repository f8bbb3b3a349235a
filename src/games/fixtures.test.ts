/**
 * The before-refactor fixture (issue 19): every recorded game of every engine replays, through
 * core/game.ts `replay`, to the final-state hash it had when recorded (see fixtureGames.ts). A failure
 * means a rule, a legal-move list or its order, a random draw or a state shape changed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashState, replay } from '../engines/core/game';
import { loadGame } from './registry';
import type { GameRecord } from '../engines/core/types';
import { decodeFixture } from './fixtureGames';
import { FUZZ_GAMES } from './variety';

describe.each(FUZZ_GAMES.map((g) => [g] as const))('fixture: %s', (game) => {
  it('replays every recorded game to its recorded final-state hash', async () => {
    const { engine } = await loadGame(game);
    const fixture = decodeFixture(readFileSync(new URL(`./__fixtures__/${game}.json.gz`, import.meta.url)));
    expect(fixture.games.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    fixture.games.forEach((g, i) => {
      const record: GameRecord = {
        game,
        options: g.options,
        seed: g.seed,
        seats: Array.from({ length: g.seats }, (_, k) => ({ name: `P${k + 1}`, color: '#000', kind: 'bot' as const })),
        moves: g.moves,
      };
      const r = replay(engine, record);
      if (!r.ok) wrong.push(`game ${i}: ${r.error.message}`);
      else {
        const h = hashState(r.value.states[r.value.states.length - 1]);
        if (h !== g.hash) wrong.push(`game ${i}: final hash ${h}, recorded ${g.hash}`);
      }
    });
    expect(wrong.slice(0, 5)).toEqual([]);
  }, 300_000);
});
