import type { Seat } from '../core/types';
import type { PowerId } from './types';

/** The seat playing a power, or null for a neutral power (the seat powers are options: options.ts). */
export function seatOf(options: { readonly seatPowers: readonly (readonly PowerId[])[] }, power: PowerId): Seat | null {
  const i = options.seatPowers.findIndex((ps) => ps.includes(power));
  return i < 0 ? null : i;
}
