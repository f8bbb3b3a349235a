/**
 * Standard's choice of an event's target country (issue 22: "an event's targets are chosen where the event
 * has effect"). Rather than a list per card, each country offered is tried through the engine itself (the
 * pick applied to a copy, as the rules resolve it) and the board after it is compared with the board
 * before: Independent Reds in a country where the USSR has no influence changes nothing and is worth
 * nothing; a Marshall Plan marker in a Western European country that is open (uncontrolled, or a marker
 * short of control) is worth more than one added to a country the US already controls.
 *
 * A pick whose resolution rolls a die or draws at random (a free coup, a realignment) is not judged this
 * way (chance would be read from a world the seat cannot see): the caller keeps its own rule for it.
 */
import { ASK, shallowCopy } from './draft';
import { twilightEngine as E } from './engine';
import { COUNTRIES } from './map';
import type { Side, TwilightMove, TwilightState } from './types';

/** How much a region's countries weigh (Europe and Asia score most; the rest less). */
const REGION_WEIGHT: Readonly<Record<string, number>> = {
  Europe: 1.3,
  Asia: 1.1,
  MiddleEast: 1,
  CentralAmerica: 0.7,
  SouthAmerica: 0.8,
  Africa: 0.8,
};

/**
 * What a country is worth to `side` with `a` of its influence against `b` of the opponent's: control (a
 * battleground three times a plain country, weighted by region), a little for each marker over control (up
 * to two: protection against a coup or realignment), presence (it counts for a region's scoring) and the
 * way toward control.
 */
export function countryWorth(c: number, a: number, b: number): number {
  const data = COUNTRIES[c];
  const base = (data.bg ? 3 : 1) * (REGION_WEIGHT[data.region] ?? 1);
  const st = data.stability;
  if (a - b >= st) return base + 0.25 * Math.min(a - b - st, 2);
  if (a === 0) return 0;
  return 0.3 + (base * 0.4 * Math.max(0, a - b)) / st;
}

/** The board as `side` sees it: its countries' worth less the opponent's, plus its VP. */
export function boardValue(s: TwilightState, side: Side): number {
  const opp = (1 - side) as Side;
  let v = side === 1 ? s.vp : -s.vp;
  for (let c = 0; c < COUNTRIES.length; c++) {
    const a = s.inf[side][c];
    const b = s.inf[opp][c];
    if (a > 0) v += countryWorth(c, a, b);
    if (b > 0) v -= countryWorth(c, b, a);
  }
  return v;
}

/**
 * The change in `boardValue` for `side` from answering the pending pick with `m`, resolved by the engine on
 * a copy; null when the answer is refused or its resolution involves chance (a die, a card at random).
 */
export function pickEffect(s: TwilightState, side: Side, m: TwilightMove): number | null {
  const t = shallowCopy(s);
  // The loss analysis's device (draft.ts ASK): a draw of chance records itself instead of drawing.
  t.rigged = [ASK];
  let after: TwilightState;
  try {
    const r = E.quietApply(t, m, side);
    if (!r.ok) return null;
    after = r.state;
  } catch {
    return null;
  }
  if (after.rigged.length !== 1 || after.rigged[0] !== ASK) return null;
  return boardValue(after, side) - boardValue(s, side);
}
