/**
 * Who acts, and every legal move of that seat. Quantities are listed one move per legal count.
 */
import type { Seat } from '../core/types';
import { maxAttackDice, maxDefendDice } from './attack';
import { bonusChoices, handSets } from './cards';
import { fortifyTargets } from './fortify';
import { NEIGHBORS, TERRITORY_COUNT, territoryId } from './graph';
import type { RiskMove, RiskState } from './types';

/** The seat that must act now, or -1 when the game is over. */
export function actingSeat(state: RiskState): Seat {
  switch (state.phase) {
    case 'over':
      return -1;
    case 'first':
      return 0;
    case 'defend':
      return state.battle ? state.owner[state.battle.to] : (state.defender ?? -1);
    default:
      return state.current;
  }
}

export function legalMoves(state: RiskState, seat: Seat): RiskMove[] {
  if (seat !== actingSeat(state)) return [];
  const out: RiskMove[] = [];
  const { owner, armies } = state;
  switch (state.phase) {
    case 'first':
      out.push({ type: 'rollFirst' });
      break;
    case 'claim':
      for (let t = 0; t < TERRITORY_COUNT; t++) if (owner[t] < 0) out.push({ type: 'claim', territory: territoryId(t) });
      break;
    case 'setup':
      for (let t = 0; t < TERRITORY_COUNT; t++) {
        if (owner[t] !== seat) continue;
        const territory = territoryId(t);
        for (let n = 1; n <= state.setupLeft; n++) out.push({ type: 'place', territory, count: n });
      }
      break;
    case 'capital':
      for (let t = 0; t < TERRITORY_COUNT; t++) if (owner[t] === seat) out.push({ type: 'capital', territory: territoryId(t) });
      break;
    case 'neutral':
      for (let t = 0; t < TERRITORY_COUNT; t++) if (owner[t] === state.neutral) out.push({ type: 'placeNeutral', territory: territoryId(t) });
      break;
    case 'trade':
      for (const cards of handSets(state.hands[seat])) {
        const choices = bonusChoices(state, seat, cards);
        if (choices.length === 0) out.push({ type: 'trade', cards });
        for (const b of choices) out.push({ type: 'trade', cards, bonus: territoryId(b) });
      }
      if (!state.forced && state.hands[seat].length <= 4) out.push({ type: 'endTrade' });
      break;
    case 'place': {
      const left = state.reserve[seat];
      for (let t = 0; t < TERRITORY_COUNT; t++) {
        if (owner[t] !== seat) continue;
        const territory = territoryId(t);
        for (let n = 1; n <= left; n++) out.push({ type: 'place', territory, count: n });
      }
      break;
    }
    case 'attack':
      for (let f = 0; f < TERRITORY_COUNT; f++) {
        const a = armies[f];
        if (owner[f] !== seat || a < 2) continue;
        const from = territoryId(f);
        for (const t of NEIGHBORS[f]) {
          if (owner[t] === seat) continue;
          const to = territoryId(t);
          for (let dice = 1, m = maxAttackDice(a); dice <= m; dice++) out.push({ type: 'attack', from, to, dice });
          for (let floor = 1; floor < a; floor++) out.push({ type: 'blitz', from, to, floor });
        }
      }
      out.push({ type: 'endAttack' });
      break;
    case 'defend':
      if (state.battle) for (let dice = 1, m = maxDefendDice(armies[state.battle.to]); dice <= m; dice++) out.push({ type: 'defend', dice });
      break;
    case 'capture':
      if (state.battle) {
        const b = state.battle;
        for (let n = b.dice, m = b.dice + armies[b.from] - 1; n <= m; n++) out.push({ type: 'capture', count: n });
      }
      break;
    case 'fortify':
      for (let f = 0; f < TERRITORY_COUNT; f++) {
        const a = armies[f];
        if (owner[f] !== seat || a < 2) continue;
        const from = territoryId(f);
        for (const t of fortifyTargets(state, seat, f)) {
          const to = territoryId(t);
          for (let n = 1; n < a; n++) out.push({ type: 'fortify', from, to, count: n });
        }
      }
      out.push({ type: 'endTurn' });
      break;
  }
  return out;
}
