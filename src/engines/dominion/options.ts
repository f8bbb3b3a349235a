import { z } from 'zod';
import { err, ok, type Result } from '../core/types';
import { zodText } from '../core/zodText';
import { CARDS, cardId } from './cards';
import { RECOMMENDED, refuseCard } from './kingdoms';
import type { DominionOptions } from './types';
import { DOMINION_META } from './meta';

export const MIN_SEATS = DOMINION_META.minSeats;
export const MAX_SEATS = DOMINION_META.maxSeats;

export function defaultOptions(_seatCount: number): DominionOptions {
  return { edition: '2E', kingdom: RECOMMENDED['First Game'], random: null };
}

const SetEnum = z.enum(['base', 'intrigue', 'seaside', 'prosperity', 'alchemy']);
const EditionEnum = z.enum(['1E', '2E']);
const OptionsSchema = z
  .object({
    edition: EditionEnum.optional(),
    kingdom: z.array(z.string().max(40)).max(10).optional(),
    /** A published recommended set by name (see RECOMMENDED); replaces `kingdom`. */
    preset: z.string().max(60).optional(),
    random: z.object({ sets: z.array(SetEnum).min(1), editions: z.array(EditionEnum).min(1) }).strict().nullable().optional(),
    /** Platinum and Colony: true/false, or null/absent for the rulebook's random draw (see setup.ts). */
    colonies: z.boolean().nullable().optional(),
  })
  .strict();

/**
 * Checks lobby or imported options. A kingdom card that is not built yet is refused with its name.
 * `preset` picks a recommended kingdom; `random` fills the kingdom up to 10 at setup.
 */
export function parseOptions(raw: unknown, seatCount: number): Result<DominionOptions> {
  if (!Number.isInteger(seatCount) || seatCount < MIN_SEATS || seatCount > MAX_SEATS) {
    return err('bad-seats', `Dominion is played by ${MIN_SEATS} to ${MAX_SEATS} players, not ${String(seatCount)}.`);
  }
  const parsed = OptionsSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    return err('bad-options', `These options are not valid: ${zodText(parsed.error, raw ?? {})}.`);
  }
  const o = parsed.data;
  let kingdom = o.kingdom ?? (o.random ? [] : defaultOptions(seatCount).kingdom);
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
  const out: DominionOptions = { edition, kingdom: names, random: o.random ?? null };
  return ok(typeof o.colonies === 'boolean' ? { ...out, colonies: o.colonies } : out);
}
