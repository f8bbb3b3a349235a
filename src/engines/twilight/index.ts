export { twilightEngine, prompt, apply, outcome } from './engine';
export { legalMoves, actingSeats } from './legal';
export { influenceTargets, coupTargets, realignTargets, coupOdds, warning } from './ui';
export { opsSteps, opsValue } from './modifiers';
export { scoreRegion } from './scoring';
export { COUNTRIES, COUNTRY_IDS, controls, controller } from './map';
export { CARDS } from './data/cards';
export type { TwilightState, TwilightMove, TwilightOptions, Side, Pending, Instr, Effect } from './types';
