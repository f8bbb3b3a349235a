import { z } from 'zod';
import { err, ok, type Result } from '../core/types';
import { zodText } from '../core/zodText';
import type { RiskOptions } from './types';
import { RISK_META } from './meta';

export const MIN_SEATS = RISK_META.minSeats;
export const MAX_SEATS = RISK_META.maxSeats;

export function defaultOptions(seatCount: number): RiskOptions {
  return {
    cardSets: 'escalating',
    fortify: 'adjacent',
    territories: seatCount === 2 ? 'deal' : 'claim',
    defenderRollsMost: true,
    placement: 'one',
    twoPlayerSetup: 'alternate',
    victory: 'world',
    bonusOncePerTurn: false,
    fog: false,
  };
}

const OptionsSchema = z
  .object({
    cardSets: z.enum(['escalating', 'fixed']).optional(),
    fortify: z.enum(['adjacent', 'connected']).optional(),
    territories: z.enum(['claim', 'deal']).optional(),
    defenderRollsMost: z.boolean().optional(),
    placement: z.enum(['one', 'three', 'five', 'random']).optional(),
    twoPlayerSetup: z.enum(['alternate', 'classic']).optional(),
    victory: z.enum(['world', 'missions', 'capitals']).optional(),
    bonusOncePerTurn: z.boolean().optional(),
    fog: z.boolean().optional(),
  })
  .strict();

/**
 * Checks lobby or imported options. Missing fields take their defaults; unknown fields are refused.
 * With two players the territories are always dealt (the classic two-player rules), so `claim` becomes `deal`.
 */
export function parseOptions(raw: unknown, seatCount: number): Result<RiskOptions> {
  if (!Number.isInteger(seatCount) || seatCount < MIN_SEATS || seatCount > MAX_SEATS) {
    return err('bad-seats', `World Conquest is played by ${MIN_SEATS} to ${MAX_SEATS} players, not ${String(seatCount)}.`);
  }
  const parsed = OptionsSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    return err('bad-options', `These options are not valid: ${zodText(parsed.error, raw ?? {})}.`);
  }
  const base = defaultOptions(seatCount);
  const o = parsed.data;
  return ok({
    cardSets: o.cardSets ?? base.cardSets,
    fortify: o.fortify ?? base.fortify,
    territories: seatCount === 2 ? 'deal' : (o.territories ?? base.territories),
    defenderRollsMost: o.defenderRollsMost ?? base.defenderRollsMost,
    placement: o.placement ?? base.placement,
    twoPlayerSetup: o.twoPlayerSetup ?? base.twoPlayerSetup,
    victory: o.victory ?? base.victory,
    bonusOncePerTurn: o.bonusOncePerTurn ?? base.bonusOncePerTurn,
    fog: o.fog ?? base.fog,
  });
}
