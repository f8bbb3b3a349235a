/**
 * Twilight Struggle's options, described once (core/options.ts `defineOptions`): the lobby's choice
 * fields (the scenario, optional cards, the Chinese Civil War, the designer's optional rules, the US bid,
 * the last turn), the parser and the defaults. Imports only zod, core and the game's meta and types, so the lobby reads it without the engine.
 */
import { defineOptions } from '../core/options';
import { err, ok, type Result } from '../core/types';
import { TWILIGHT_META } from './meta';
import type { TwilightOptions } from './types';

const NO_YES = [
  { value: false, label: 'No' },
  { value: true, label: 'Yes' },
] as const;

const flag = (label: string, help?: string) => ({ label, ...(help ? { help } : {}), choices: NO_YES, initial: false, check: true });

const lastTurnLabel = (n: number): string =>
  n === 3
    ? 'Turn 3: the Early War, then final scoring'
    : n < 3
      ? `Turn ${n}, then final scoring (short)`
      : n === 10
        ? 'Turn 10: the whole war'
        : `Turn ${n}, then final scoring`;

export const OPTIONS = defineOptions({
  game: TWILIGHT_META.title,
  minSeats: TWILIGHT_META.minSeats,
  maxSeats: TWILIGHT_META.maxSeats,
  fields: {
    scenario: {
      label: 'Scenario',
      help: 'The Late War scenario (Volko Ruhnke, C3i #19) is a short evening: turns 8–10 from a prescribed board.',
      choices: [
        { value: 'full', label: 'The whole war (turn 1)' },
        { value: 'lateWar', label: 'Late War scenario (turns 8–10)' },
      ],
      initial: 'full',
    },
    optionalCards: flag(
      'Optional cards 104–110 (The Cambridge Five, Special Relationship, NORAD join the Early War deck; Che, Our Man in Tehran the Mid War; Yuri and Samantha, AWACS Sale to Saudis the Late War)',
    ),
    chineseCivilWar: flag('Chinese Civil War: The China Card starts with nobody; the USSR claims it with 3 influence on the civil war space'),
    realignAnywhere: flag('Realignments are free of the DEFCON region limits', "Designer's optional rule."),
    realignNoLoss: flag('The phasing player never loses influence in a realignment', "Designer's optional rule."),
    spaceDump: flag('A card played to the space race may be discarded without rolling', "Designer's optional rule."),
    mixOps: flag('One card may mix influence and realignment rolls (never both in one country)', "Designer's optional rule."),
    usBonus: {
      label: 'US bonus influence',
      help: 'The balance bid (3.4): after both setups the US places this many extra influence where it already has some (+2 is the tournament standard).',
      choices: Array.from({ length: 5 }, (_, n) => ({ value: n, label: n === 0 ? 'None' : `+${n}` })),
      initial: 0,
    },
    lastTurn: {
      label: 'Game length',
      help: 'The Mid War deck joins at turn 4, the Late War deck at turn 8.',
      choices: Array.from({ length: 10 }, (_, i) => ({ value: i + 1, label: lastTurnLabel(i + 1) })),
      initial: 10,
    },
  },
  // The options in the order the state has always kept them (saves and hashes read the same). The
  // scenario is kept only when it is the Late War: a whole-war game's options (and an old save's, which
  // has no such field) read exactly as before.
  finish: (o): Result<TwilightOptions> => {
    if (o.scenario === 'lateWar') {
      // The scenario has its own board, China Card and length (LATE_WAR.md): these options cannot apply.
      if (o.usBonus !== 0) return err('bad-options', 'The Late War scenario starts from its own board: the US bid does not apply (choose None).');
      if (o.chineseCivilWar) return err('bad-options', 'The Late War scenario gives The China Card to the USSR: the Chinese Civil War does not apply.');
      if (o.lastTurn !== 10) return err('bad-options', 'The Late War scenario plays turns 8 to 10: the game length must be turn 10.');
    }
    const out: TwilightOptions = {
      optionalCards: o.optionalCards,
      usBonus: o.usBonus,
      lastTurn: o.lastTurn,
      realignAnywhere: o.realignAnywhere,
      realignNoLoss: o.realignNoLoss,
      spaceDump: o.spaceDump,
      mixOps: o.mixOps,
      chineseCivilWar: o.chineseCivilWar,
      ...(o.scenario === 'lateWar' ? { scenario: 'lateWar' as const } : {}),
    };
    return ok(out);
  },
});
