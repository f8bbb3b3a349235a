/**
 * Dominion (Base, Intrigue, Seaside, Prosperity and Alchemy, both editions): a pure engine over
 * plain-JSON state, driven by the core instruction machine (src/engines/core/instructions.ts). See
 * README.md for what is built.
 */
export { dominionEngine, prompt, outcome, HANDLERS } from './engine';
export { legalMoves, buyable } from './legal';
export { parseMove, describeMove } from './moves';
export { OPTIONS } from './options';
export { view } from './view';
export { RECOMMENDED, refuseCard, pool } from './kingdoms';
export { CARDS, cardId, NAME } from './cards';
export { PROGRAMS, implemented } from './programs';
export { costOf } from './cost';
export { score } from './turn';
export { scoreSheet, scoreSheets, currentScore, tieRule, type ScoreLine, type ScoreSheet } from './scoring';
export { BOTS, BOT_CARDS } from './bots';
export * from './types';
