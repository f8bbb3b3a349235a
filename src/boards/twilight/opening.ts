/**
 * How the Twilight board opens for a seat with no camera of its own (issue 20, camera.ts `Opening`):
 * at the zoom where the country names read, centred on the countries this seat is asked to act on.
 */
import type { Opening } from '../common/camera';
import type { TwilightMove } from '../../engines/twilight/types';
import { layout } from './layout';
import { countryMoves } from './moves';

/**
 * The name labels' font size (board units) the opening zoom makes legible. Zoomed out, a country box
 * prints its name as large as its band allows (CountryBox `fitName`, up to 25) and falls back to a short
 * form; at this zoom every name (or its short form) and every stability figure reads (at 0.45, 24 units,
 * the names still do; the stability in the narrowest boxes would not).
 */
export const OPENING_LABEL = 20;

/** The centres of the country boxes the legal moves name (influence, realignment, coup, a country to pick). */
export function targetPoints(legal: readonly TwilightMove[]): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (const id of countryMoves(legal).keys()) {
    const b = layout.boxes[id];
    if (b) out.push({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
  }
  return out;
}

export function openingOf(legal: readonly TwilightMove[]): Opening {
  return { label: OPENING_LABEL, focus: targetPoints(legal) };
}
