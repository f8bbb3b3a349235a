import type { MapData, PowerId } from './types';
import { STANDARD_MAP } from './standard';
import { Geography } from './geography';

/**
 * A Diplomacy variant as a value (like godip's `Variant`): its map and geography, its starting
 * position and its victory rule. Games carry the variant's id in their options (plain JSON); the
 * compiled geography is looked up by id and cached. Classic Diplomacy and 5D Diplomacy are played
 * on the same variant value; 5D adds its multiverse on top.
 */
export interface Variant {
  readonly id: string;
  readonly name: string;
  /** Provinces, adjacency, powers with their home centres, starting units, start year. */
  readonly map: MapData;
  /** A power wins when it owns at least this many supply centres. */
  readonly victoryCentres: number;
}

export const STANDARD_VARIANT: Variant = { id: 'standard', name: 'Standard', map: STANDARD_MAP, victoryCentres: STANDARD_MAP.victoryCentres };

/** Every variant the app knows, by id. */
export const VARIANTS: Readonly<Record<string, Variant>> = { standard: STANDARD_VARIANT };

export const DEFAULT_VARIANT = 'standard';

const compiled = new Map<string, Geography>();

/** The variant of an id (unknown ids: undefined). */
export function variantOf(id: string): Variant | undefined {
  return Object.prototype.hasOwnProperty.call(VARIANTS, id) ? VARIANTS[id] : undefined;
}

/** The compiled geography of a variant (by value or id), built once. */
export function geographyOf(variant: Variant | string): Geography {
  const v = typeof variant === 'string' ? variantOf(variant) : variant;
  if (!v) throw new Error(`unknown variant ${String(variant)}`);
  let g = compiled.get(v.id);
  if (!g) compiled.set(v.id, (g = new Geography(v.map)));
  return g;
}

/** The name of a power in a variant ("England"). */
export function powerName(geo: Geography, p: PowerId): string {
  return geo.map.powers.find((x) => x.id === p)?.name ?? p;
}

/** The standard variant's geography. */
export function standardGeography(): Geography {
  return geographyOf(STANDARD_VARIANT);
}
