/**
 * World Conquest (classic Risk rules, WarCode's state machine): a pure engine over plain-JSON state.
 *
 * Phases: first → claim | (dealt) → setup [→ neutral with 2 players] → per turn: trade → place →
 * attack [→ defend] [→ capture [→ trade → place after an elimination]] → fortify → next turn … over.
 * Per-territory arrays in the state are indexed by TERRITORY_IDS order; moves name territories by id.
 */
export { riskEngine, prompt, view, outcome } from './engine';
export { legalMoves, actingSeat } from './legal';
export { parseMove, describeMove } from './moves';
export { OPTIONS } from './options';
export { conquestProbability, blitzProbability, battleOdds } from './probability';
export { reinforcement, describeReinforcement, type Reinforcement } from './reinforce';
export { isSet, escalatingAward, fixedAward, setAward, hasSet, handSets } from './cards';
export { fortifyTargets } from './fortify';
export { strategistPolicy, randomPolicy } from './bot';
export * from './map';
export * from './types';
export { NEIGHBORS, CONTINENT_TABLE, CONTINENT_OF, CARD_SYMBOL, CARD_TERRITORY, territoryIndex, territoryName, cardName } from './graph';
