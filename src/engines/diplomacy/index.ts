/**
 * Diplomacy: a pure adjudicator for the standard game, built so that variants (5D Diplomacy) can
 * reuse it: geometry sits behind `Topology` (map/geography.ts), the decision algorithm works on
 * integer keys (movement/decide.ts). Choices among the DATC's options are listed in docs/ARCHITECTURE.md §6.
 */
export * from './types';
export { adjudicateMovement } from './movement';
export { adjudicateRetreats } from './retreat';
export { adjudicateAdjustments, civilDisorder } from './adjustment';
export { parseOrder } from './notation/parse';
export type { ParseError } from './notation/parse';
export { formatOrder, formatUnit, formatLocation, formatPlace, render, renderReason } from './notation/format';
export { initialBoard, checkBoard, centreCounts, unitCounts, adjustmentOf, isEliminated } from './board';
export { winner, phaseName, needsAdjustment } from './phases';
export { legalOrders } from './legal';
export type { UnitOptions } from './legal';
export { randomOrders, randomPosition } from './random';
export { Geography } from './map/geography';
export { STANDARD_VARIANT, VARIANTS, DEFAULT_VARIANT, variantOf, geographyOf, standardGeography } from './map/variant';
export type { Variant } from './map/variant';
export type { Topology } from './map/geography';
export { STANDARD_MAP } from './map/standard';

export { adjudicate } from './adjudicate';
export type { PhaseOutcome } from './adjudicate';
export { diplomacyEngine, actors, survivors } from './engine';
export type { DiplomacyErrorCode, DiplomacyMove, DiplomacyState, SeatOrders } from './engine';
export { OPTIONS, STANDARD_ASSIGNMENTS } from './options';
export type { DiplomacyOptions } from './options';
export { seatOf } from './seats';
