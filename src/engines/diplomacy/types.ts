import type { Coast, PowerId, UnitType } from './map/types';

export type { Coast, PowerId, UnitType } from './map/types';

export type Season = 'spring' | 'fall' | 'winter';
export type PhaseKind = 'movement' | 'retreat' | 'adjustment';

export const POWERS: readonly PowerId[] = ['AUS', 'ENG', 'FRA', 'GER', 'ITA', 'RUS', 'TUR'];

/** A unit on the board. `loc` is a location id: a province ("par") or a coast ("stp/sc"). */
export interface Unit {
  readonly power: PowerId;
  readonly type: UnitType;
  readonly loc: string;
}

/** A unit dislodged in the last movement phase, waiting for its retreat order. */
export interface Dislodged {
  readonly unit: Unit;
  /** The province the dislodging unit came from. */
  readonly attackerFrom: string;
  /** Whether the dislodging unit came by convoy (then its origin is open for the retreat). */
  readonly byConvoy: boolean;
  /** The locations this unit may retreat to (empty: it can only disband). */
  readonly retreats: readonly string[];
}

/** A position: everything adjudication needs, as plain JSON. */
export interface Board {
  readonly year: number;
  readonly season: Season;
  readonly phase: PhaseKind;
  /** Units in place, sorted by location. Dislodged units are not here but in `dislodged`. */
  readonly units: readonly Unit[];
  /** Units waiting to retreat (retreat phases only). */
  readonly dislodged: readonly Dislodged[];
  /** Owner of each supply centre that has one, by province id. */
  readonly centres: Readonly<Partial<Record<string, PowerId>>>;
}

/** A place named in an order: a province and, for fleets, maybe a coast. */
export interface Place {
  readonly province: string;
  readonly coast?: Coast;
}

/** A unit named in an order. The type may be omitted ("Par - Bur"). */
export interface UnitRef {
  readonly type?: UnitType;
  readonly at: Place;
}

/** An order as written (syntax only; whether it is legal depends on the board). */
export type Order =
  | { readonly kind: 'hold'; readonly unit: UnitRef }
  | { readonly kind: 'move'; readonly unit: UnitRef; readonly to: Place; readonly viaConvoy: boolean }
  | { readonly kind: 'support'; readonly unit: UnitRef; readonly target: UnitRef; readonly to?: Place }
  | { readonly kind: 'convoy'; readonly unit: UnitRef; readonly target: UnitRef; readonly to: Place }
  | { readonly kind: 'retreat'; readonly unit: UnitRef; readonly to: Place }
  | { readonly kind: 'disband'; readonly unit: UnitRef }
  | { readonly kind: 'build'; readonly unitType: UnitType; readonly at: Place }
  | { readonly kind: 'waive' };

/** What the orders of one phase are: per power, a list of orders in notation or parsed. */
export type OrderSet = Readonly<Partial<Record<PowerId, readonly (string | Order)[]>>>;

/** Why an order is illegal (it is then ignored: in movement the unit holds). */
export type IllegalCode =
  | 'no-unit'
  | 'not-own-unit'
  | 'wrong-unit-type'
  | 'duplicate-order'
  | 'wrong-phase'
  | 'unknown-place'
  | 'same-province'
  | 'not-adjacent'
  | 'coast-needed'
  | 'wrong-coast'
  | 'no-convoy-route'
  | 'fleet-convoyed'
  | 'support-self'
  | 'support-own-province'
  | 'cannot-reach'
  | 'target-cannot-move'
  | 'convoy-not-at-sea'
  | 'convoy-not-army'
  | 'convoy-not-on-route'
  | 'not-dislodged'
  | 'retreat-not-allowed'
  | 'not-home-centre'
  | 'centre-not-owned'
  | 'centre-occupied'
  | 'fleet-inland'
  | 'no-builds-left'
  | 'no-disbands-due'
  | 'already-used';

/**
 * Why an order succeeded or failed, as data. `render` in notation/format.ts turns it into a sentence.
 * Units and orders inside reasons are written in notation ("A Ruh - Mun").
 */
export type Reason =
  | { readonly kind: 'moved' }
  | { readonly kind: 'held' }
  | { readonly kind: 'given' }
  | { readonly kind: 'convoying' }
  | { readonly kind: 'retreated' }
  | { readonly kind: 'disbanded' }
  | { readonly kind: 'built' }
  | { readonly kind: 'waived' }
  | { readonly kind: 'bounced'; readonly by: readonly string[]; readonly strength: number; readonly against: number }
  | { readonly kind: 'own-unit'; readonly unit: string }
  | { readonly kind: 'no-convoy' }
  | { readonly kind: 'convoy-paradox' }
  | { readonly kind: 'cut'; readonly by: string }
  | { readonly kind: 'dislodged'; readonly by: string }
  | { readonly kind: 'void'; readonly actual: string }
  | { readonly kind: 'retreat-clash'; readonly by: readonly string[] }
  | { readonly kind: 'illegal'; readonly code: IllegalCode; readonly detail: string }
  | { readonly kind: 'parse-error'; readonly part: string; readonly message: string };

/** The result of one submitted order. */
export interface OrderReport {
  readonly power: PowerId;
  /** The order as submitted (text), or as formatted when it was given parsed. */
  readonly input: string;
  /** The order in canonical notation (the input when it could not be parsed). */
  readonly text: string;
  readonly order: Order | null;
  /** Succeeds or fails, in the DATC's sense (a hold succeeds when the unit stays; a support when given). */
  readonly success: boolean;
  readonly reason: Reason;
  /** The order of the unit that dislodged this one, if it was dislodged. */
  readonly dislodgedBy?: string;
}

/** Reports aligned with the submitted order lists, plus what happened to units nobody ordered. */
export interface PhaseReport {
  readonly orders: Readonly<Partial<Record<PowerId, readonly OrderReport[]>>>;
  /** Units without a valid order: they held (movement) or were disbanded (retreat, civil disorder). */
  readonly defaults: readonly OrderReport[];
}

export interface MovementOutcome extends PhaseReport {
  readonly dislodged: readonly Dislodged[];
  readonly board: Board;
}

export interface RetreatOutcome extends PhaseReport {
  readonly board: Board;
}

export interface AdjustmentOutcome extends PhaseReport {
  /** Units removed by the civil-disorder rule (disbands a power owed but did not order). */
  readonly civilDisorder: readonly Unit[];
  readonly board: Board;
}
