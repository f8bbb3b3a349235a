/** Small shared pieces of the roll resolutions. */
import { COUNTRIES } from './map';
import type { TwilightState } from './types';

export interface RollOutcome {
  readonly rolls: readonly number[];
  readonly removed: number;
}

/** " (Iran now 0/4)": the US/USSR influence after a change, for the log. */
export function addInfText(s: TwilightState, c: number): string {
  return ` (${COUNTRIES[c].name} now ${s.inf[1][c]}/${s.inf[0][c]})`;
}
