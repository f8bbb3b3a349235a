import type { Coast, PowerId, Unit, UnitType } from '../diplomacy/types';

export type { PowerId, Unit, UnitType } from '../diplomacy/types';

/**
 * The multiverse of 5D Diplomacy as plain JSON.
 *
 * A board is one complete standard-map position at one moment of one timeline. Timelines are
 * numbered from 0 (written a, b, c…). Turns count every board of a timeline: 0 = Spring 1901,
 * 1 = Fall 1901, 2 = Winter 1901, 3 = Spring 1902… (three per year). Spring and Fall boards take
 * movement orders; Winter boards take builds and disbands. Boards are only ever appended.
 */
export interface MBoard {
  readonly tl: number;
  readonly turn: number;
  /** Units standing, sorted by location. */
  readonly units: readonly Unit[];
  /** Supply-centre owners by province id. */
  readonly centres: Readonly<Partial<Record<string, PowerId>>>;
  /**
   * What happened on this board once it was adjudicated (absent while it is a head): per unit (in
   * `units` order) its order, kept in full with its targets so it can be re-adjudicated later, and
   * the results last recorded.
   */
  readonly hist?: readonly Hist[];
}

/** One unit's order on an adjudicated board and its last recorded results (0/1). */
export interface Hist {
  /** The order (null: no order, the unit held). */
  readonly order: MOrder | null;
  /** Move succeeded (moves only). */
  readonly moved: number;
  readonly dislodged: number;
  /** Support given (not cut). */
  readonly given: number;
  /** The order could be carried out (legal, and a support or convoy matched its unit's order). */
  readonly valid?: number;
}

export interface Timeline {
  /** The board this timeline branched from (null for the first). */
  readonly from: { readonly tl: number; readonly turn: number } | null;
}

export interface Multiverse {
  readonly timelines: readonly Timeline[];
  readonly boards: readonly MBoard[];
}

/** A place on a board: a location id ("mun", "spa/nc") or a province id in orders. */
export interface MPlace {
  readonly tl: number;
  readonly turn: number;
  readonly province: string;
  readonly coast?: Coast;
}

export type MOrder =
  | { readonly kind: 'hold'; readonly unit: MPlace; readonly type?: UnitType }
  | { readonly kind: 'move'; readonly unit: MPlace; readonly type?: UnitType; readonly to: MPlace; readonly viaConvoy: boolean }
  | { readonly kind: 'support'; readonly unit: MPlace; readonly type?: UnitType; readonly target: MPlace; readonly targetType?: UnitType; readonly to?: MPlace }
  | { readonly kind: 'convoy'; readonly unit: MPlace; readonly type?: UnitType; readonly target: MPlace; readonly targetType?: UnitType; readonly to: MPlace }
  | { readonly kind: 'retreat'; readonly unit: MPlace; readonly type?: UnitType; readonly to: MPlace }
  | { readonly kind: 'disband'; readonly unit: MPlace; readonly type?: UnitType }
  | { readonly kind: 'build'; readonly at: MPlace; readonly unitType: UnitType }
  | { readonly kind: 'waive'; readonly at: MPlace };

/**
 * The rule set. `fork`: 'B' (default) forks a past board when the seed's "does it advance"
 * decision says yes (an outcome of a battle there changed, or a new move arrived); 'A' compares the
 * re-adjudicated next position with every existing child and forks only when it is new.
 * `adjacency` across boards: 'tree' (B: timelines adjacent along the branch tree), 'strict' or
 * 'loose' (A: timelines adjacent by row number; strict: same province only, loose: also neighbours).
 */
export interface Rules {
  readonly fork: 'A' | 'B';
  readonly adjacency: 'tree' | 'strict' | 'loose';
}

export const RULES_B: Rules = { fork: 'B', adjacency: 'tree' };
export const RULES_A: Rules = { fork: 'A', adjacency: 'loose' };

/** An order given with its power. */
export interface Given {
  readonly power: PowerId;
  readonly order: MOrder;
}

/** What became of one order of a round. */
export interface Report5 {
  readonly power: PowerId;
  readonly text: string;
  readonly success: boolean;
  /** A sentence: why it succeeded or failed. */
  readonly why: string;
  /** The order was given earlier and adjudicated again with the new ones. */
  readonly past?: boolean;
  /** The order could not be carried out at all (illegal, void, no such unit). */
  readonly invalid?: boolean;
  /** A support: given, and what it supported succeeded (a hold: not dislodged). */
  readonly effective?: boolean;
  /** Index of the order in the round's list (fresh orders). */
  readonly index?: number;
}

/** A unit dislodged on some board, with the places it may retreat to on that board. */
export interface Dislodged5 {
  readonly board: string;
  readonly unit: Unit;
  readonly retreats: readonly string[];
}
