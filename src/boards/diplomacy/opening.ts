import type { Opening } from '../common/camera';
import { MIN_TEXT_PX } from '../common/camera';
import type { Unit } from '../../engines/diplomacy/types';
import { overlaps, tokenBox, unitSpot } from './labels';

/**
 * How the classic board opens for a seat with no camera of its own (issue 20, "opens readable"): at
 * the least zoom where no two unit tokens overlap (tokens keep their size on screen, so zoomed out they
 * crowd: Kiel and Berlin, Brest and Paris, Edinburgh and Liverpool at the start), centred on what this
 * seat orders now. Names are drawn 11 px on screen at any zoom (labels.ts), so the label asked for is
 * the one that makes the stage scale this zoom. No rules: the units are the board's, the places the
 * engine's order slots.
 */

/** The zooms tried, from a phone's fit upward; the last is used when units overlap even there. */
const STEPS = Array.from({ length: 15 }, (_, i) => 0.3 + i * 0.05);

/** The least zoom (stage scale) at which no two tokens of these units overlap. */
export function unitsApartZoom(units: readonly Unit[], dislodged: readonly Unit[] = []): number {
  for (const z of STEPS) {
    const boxes = [...units.map((u) => tokenBox(u, z)), ...dislodged.map((u) => tokenBox(u, z, true))];
    let clear = true;
    for (let i = 0; i < boxes.length && clear; i++) for (let j = i + 1; j < boxes.length && clear; j++) if (overlaps(boxes[i], boxes[j])) clear = false;
    if (clear) return z;
  }
  return STEPS[STEPS.length - 1];
}

/**
 * The opening: zoomed so the units stand apart, centred on `focus` (the locations this seat orders or
 * builds on now; none: the board's middle).
 */
export function diplomacyOpening(units: readonly Unit[], dislodged: readonly Unit[], focus: readonly string[]): Opening {
  const zoom = unitsApartZoom(units, dislodged);
  return { label: MIN_TEXT_PX / zoom, focus: focus.map((loc) => ({ x: unitSpot(loc)[0], y: unitSpot(loc)[1] })) };
}
