/**
 * The data format of a Diplomacy map, as plain JSON-like data.
 *
 * A *province* is what a unit occupies and what owns a supply centre. A *location* is where a unit
 * stands inside a province: the province itself, or one of its coasts ("spa/nc"). Armies move on a
 * province graph; fleets move on a location graph, so coasts are simply different nodes and the two
 * graphs never meet. Unit type plays no other part in movement.
 */

export type PowerId = 'AUS' | 'ENG' | 'FRA' | 'GER' | 'ITA' | 'RUS' | 'TUR';
export type UnitType = 'A' | 'F';
export type Coast = 'nc' | 'sc' | 'ec' | 'wc';
export type ProvinceType = 'land' | 'sea' | 'coast';

export interface PowerData {
  readonly id: PowerId;
  readonly name: string;
  readonly adjective: string;
  readonly homeCentres: readonly string[];
}

export interface ProvinceData {
  /** Lower-case three-letter id, also the abbreviation used in orders ("par", "nth"). */
  readonly id: string;
  readonly name: string;
  /** The abbreviation as printed in orders ("Par", "Nth"). */
  readonly abbr: string;
  readonly type: ProvinceType;
  readonly supplyCentre: boolean;
  /** The power whose home centre this is, if any. */
  readonly home: PowerId | null;
  /** Coasts of a province with more than one (fleets there always stand on one of them). */
  readonly coasts: readonly Coast[];
}

export interface StartingUnit {
  readonly power: PowerId;
  readonly type: UnitType;
  /** A location id: "par", or "stp/sc" for a fleet on a coast. */
  readonly loc: string;
}

export interface MapData {
  readonly id: string;
  readonly name: string;
  readonly powers: readonly PowerData[];
  readonly provinces: readonly ProvinceData[];
  /** Province → provinces an army may move to. Only land and coastal provinces appear. */
  readonly armyAdjacency: Readonly<Record<string, readonly string[]>>;
  /** Location → locations a fleet may move to. Only sea, coastal and coast locations appear. */
  readonly fleetAdjacency: Readonly<Record<string, readonly string[]>>;
  readonly startingUnits: readonly StartingUnit[];
  /** Other spellings accepted in orders → province id (other abbreviations, full names are always accepted). */
  readonly aliases: Readonly<Record<string, string>>;
  /** Centres needed to win. */
  readonly victoryCentres: number;
  readonly startYear: number;
}
