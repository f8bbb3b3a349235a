import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../engines/core/rng';
import type { BaseState, Engine } from '../../engines/core/types';
import { HELP } from './content';
import { HELP_DEFAULT, helpSectionFor } from '../../games/helpLinks';
import { loadGame } from '../../games/registry';
import { FUZZ_GAMES, gameSpec, randomMove } from '../../games/variety';

// Issue 21, "each prompt links to the rule it applies": every decision random games reach, in every
// game and variant of the fuzz's variety, links to a section of that game's help that exists.
describe('every prompt links to its rule in the help', () => {
  for (const game of FUZZ_GAMES) {
    it(game, async () => {
      const engine = (await loadGame(game)).engine as unknown as Engine<BaseState, unknown, unknown>;
      const sections = new Set(HELP[game].sections.map((s) => s.id));
      const kinds = new Set<string>();
      // 5D's random rounds are slow to make: fewer of them (its prompts are few: orders).
      const games = game === 'diplomacy5d' ? 1 : 6;
      const cap = game === 'diplomacy5d' ? 8 : 600;
      for (let i = 0; i < games; i++) {
        const spec = gameSpec(game, 21, i);
        const parsed = engine.parseOptions(spec.options, spec.seats);
        if (!parsed.ok) throw new Error(parsed.error.message);
        let s = engine.setup(parsed.value, spec.seats, spec.seed);
        const random = seededRandom(i + 1);
        for (let k = 0; k < Math.min(spec.moveCap, cap) && !engine.outcome(s); k++) {
          const p = engine.prompt(s);
          if (p.seats.length === 0) break;
          kinds.add(p.kind);
          const section = helpSectionFor(game, p.kind, p.rule);
          expect(section, `${game}: "${p.kind}" (${p.text})`).not.toBeNull();
          expect(sections.has(section!), `${game}: ${section}`).toBe(true);
          const r = engine.apply(s, randomMove(engine, s, p.seats[0], random), p.seats[0]);
          if (!r.ok) throw new Error(r.error.message);
          s = r.state;
        }
      }
      expect(kinds.size).toBeGreaterThan(0);
    });
  }
  it('default sections exist', () => {
    for (const [game, section] of Object.entries(HELP_DEFAULT)) expect(HELP[game].sections.some((s) => s.id === section)).toBe(true);
  });
});
