import { z } from 'zod';
import { err, ok, type Result } from '../core/types';
import { zodText } from '../core/zodText';
import type { TwilightOptions } from './types';

export function defaultOptions(): TwilightOptions {
  return { optionalCards: false, usBonus: 0, lastTurn: 10, realignAnywhere: false, realignNoLoss: false, spaceDump: false, mixOps: false, chineseCivilWar: false };
}

const OptionsSchema = z
  .object({
    optionalCards: z.boolean().optional(),
    usBonus: z.number().int().min(0).max(4).optional(),
    lastTurn: z.number().int().min(1).max(10).optional(),
    realignAnywhere: z.boolean().optional(),
    realignNoLoss: z.boolean().optional(),
    spaceDump: z.boolean().optional(),
    mixOps: z.boolean().optional(),
    chineseCivilWar: z.boolean().optional(),
  })
  .strict();

/** Checks lobby or imported options; missing fields take their defaults, unknown ones are refused. */
export function parseOptions(raw: unknown, seatCount: number): Result<TwilightOptions> {
  if (seatCount !== 2) return err('bad-seats', `Twilight Struggle is played by 2 players, not ${String(seatCount)}.`);
  const parsed = OptionsSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    return err('bad-options', `These options are not valid: ${zodText(parsed.error, raw ?? {})}.`);
  }
  return ok({ ...defaultOptions(), ...parsed.data });
}
