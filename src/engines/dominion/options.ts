/**
 * Dominion's options, described once (core/options.ts `defineOptions`): the lobby offers no choice
 * fields for Dominion; everything is `extra`, edited by the board's own form (DominionOptions.tsx:
 * the kingdom by hand, a recommended set, random from chosen sets and editions, Platinum and Colony).
 *
 *   edition    the cards' wording (Moneylender, Mine, Throne Room, Masquerade changed between editions);
 *              default second, or first for a recommended set whose name ends in (1E).
 *   kingdom    Kingdom card names chosen by hand (default: the First Game; none when `random` is set).
 *   preset     a published recommended set by name (see RECOMMENDED); replaces `kingdom`.
 *   random     setup fills the kingdom up to 10 cards at random from these sets and editions.
 *   colonies   Platinum and Colony: true/false, or null/absent for the rulebook's random draw (setup.ts).
 *   rules      the rules' version (rules.ts): absent means `RULES`, today's; a recorded game without it
 *              (recorded before the field existed) is read as version 0 (`recordedOptions` in engine.ts).
 *   endTurn    per seat, whether that player ends the turn with "End turn" (spending the last Buy leaves
 *              the turn open, so a mis-tap can be undone); the lobby turns it on for people, off for computers.
 *
 * A kingdom card that is not built yet is refused with its name (kingdoms.ts `refuseCard`: it asks the
 * card programs, so this file loads the card rules; the lobby loads them anyway for the kingdom form).
 */
import { z } from 'zod';
import { defineOptions, type OptionsKit } from '../core/options';
import { err, ok } from '../core/types';
import { CARDS, cardId } from './cards';
import { RECOMMENDED, refuseCard } from './kingdoms';
import type { DominionOptions } from './types';
import { DOMINION_META } from './meta';
import { RULES } from './rules';

const SetEnum = z.enum(['base', 'intrigue', 'seaside', 'prosperity', 'alchemy', 'hinterlands']);
const EditionEnum = z.enum(['1E', '2E']);

export const OPTIONS: OptionsKit<DominionOptions> = defineOptions({
  game: DOMINION_META.title,
  minSeats: DOMINION_META.minSeats,
  maxSeats: DOMINION_META.maxSeats,
  fields: {},
  extra: {
    shape: {
      edition: EditionEnum.optional(),
      kingdom: z.array(z.string().max(40)).max(10).optional(),
      preset: z.string().max(60).optional(),
      random: z
        .object({ sets: z.array(SetEnum).min(1), editions: z.array(EditionEnum).min(1) })
        .strict()
        .nullable()
        .optional(),
      colonies: z.boolean().nullable().optional(),
      rules: z.number().int().min(0).max(RULES).optional(),
      endTurn: z.array(z.boolean()).max(DOMINION_META.maxSeats).optional(),
    },
    // Nothing is filled in before `finish`: a kingdom left out means the First Game, or none with `random`.
    defaults: () => ({}),
  },
  finish(o) {
    let kingdom = o.kingdom ?? (o.random ? [] : RECOMMENDED['First Game']);
    if (o.preset !== undefined) {
      const preset = RECOMMENDED[o.preset];
      if (!preset) return err('bad-options', `No recommended kingdom named "${o.preset}".`);
      kingdom = preset;
    }
    // A first-edition recommended set is played with first-edition wording unless told otherwise.
    const edition = o.edition ?? (o.preset?.endsWith('(1E)') ? '1E' : '2E');
    for (const name of kingdom) {
      const why = refuseCard(name);
      if (why) return err('bad-kingdom', why);
    }
    const names = kingdom.map((n) => CARDS[cardId(n)].name);
    if (new Set(names).size !== names.length) return err('bad-kingdom', 'A Kingdom card is listed twice.');
    const out: DominionOptions = {
      edition,
      kingdom: names,
      random: o.random ?? null,
      ...(typeof o.colonies === 'boolean' ? { colonies: o.colonies } : {}),
      // Today's rules unless told: a game recorded before the field existed is read with `rules: 0` by the
      // engine's `recordedOptions` (replays and save files), so it replays under the rules it was played by.
      rules: o.rules ?? RULES,
      ...(o.endTurn !== undefined ? { endTurn: o.endTurn } : {}),
    };
    return ok(out);
  },
});
