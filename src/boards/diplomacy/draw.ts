import { seededRandom, shuffleWith } from '../../engines/core/rng';
import { standardSeatPowers } from '../../engines/diplomacy/options';
import type { PowerId } from '../../engines/diplomacy/types';

/**
 * Powers drawn at random in the lobby (issue 21), for classic Diplomacy and 5D alike: the rulebook's
 * groups for this many players (options.ts `STANDARD_ASSIGNMENTS`: one power each at seven, England
 * alone against pairs at four, …) dealt to the seats in an order drawn from `seed`. The same seed
 * always gives the same draw, so the lobby shows it before the game starts and the game gets exactly
 * that (as its `seatPowers` option: the engines are not involved).
 */
export function drawSeatPowers(seatCount: number, seed: number): PowerId[][] {
  return shuffleWith(standardSeatPowers(seatCount), seededRandom(seed));
}
