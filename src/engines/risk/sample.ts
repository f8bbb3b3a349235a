/**
 * The legal moves counted and picked by position without building the list: the same moves in the
 * same order as legalMoves (the tests check it), for uniformly random play at speed.
 *
 * The loops read the seat's territories, borders and groups as borders.ts keeps them (read again only
 * when the owners or the seat change, which most moves do not) and write only into scratch buffers
 * kept here, reused by every call (nothing escapes a call, so the functions stay pure): a count or a
 * pick allocates nothing but the move it returns. `randomLegalMove` counts and picks in one go: the
 * count leaves each source territory's number of moves in BLOCK, and the pick walks those.
 */
import type { Seat } from '../core/types';
import { bonusChoices, isSet } from './cards';
import { fortifyTargets } from './fortify';
import { CARD_TERRITORY, NEIGHBOR_LIST, NEIGHBOR_START, TERRITORY_COUNT, territoryId } from './graph';
import { actingSeat, legalMoves } from './legal';
import { BORDER, BORDER_N, FOES, GROUP, OWNED, OWNED_N, SIZE, groups, ownership } from './borders';
import type { RiskMove, RiskState } from './types';

/**
 * Scratch: the moves from each source, as the last attack or fortify count found them: BLOCK[i] for
 * the i-th territory of borders.ts BORDER (attack) or OWNED (fortify).
 */
const BLOCK = new Int32Array(TERRITORY_COUNT);

/** The neighbours of f that `seat` owns. */
function ownNeighbors(owner: readonly number[], seat: Seat, f: number): number {
  let n = 0;
  for (let k = NEIGHBOR_START[f], e = NEIGHBOR_START[f + 1]; k < e; k++) if (owner[NEIGHBOR_LIST[k]] === seat) n++;
  return n;
}

/** Moves from f toward t in the attack phase: the dice choices, then the blitz floors. */
function attackBlock(a: number): number {
  return Math.min(3, a - 1) + (a - 1);
}

/** The hand's real cards in increasing order (as handSets lists them). */
function sortedHand(hand: readonly number[]): number[] {
  return hand.filter((c) => c >= 0).sort((x, y) => x - y);
}

/** Trade moves for one set (handSets' order): one per +2 territory the seat owns, or one without a bonus. */
function tradeBlock(state: RiskState, seat: Seat, a: number, b: number, c: number, bonusOff: boolean): number {
  if (bonusOff) return 1;
  const { owner } = state;
  const ta = CARD_TERRITORY[a];
  const tb = CARD_TERRITORY[b];
  const tc = CARD_TERRITORY[c];
  // Every territory is on one card, so three different cards name different territories.
  const n = (ta >= 0 && owner[ta] === seat ? 1 : 0) + (tb >= 0 && owner[tb] === seat ? 1 : 0) + (tc >= 0 && owner[tc] === seat ? 1 : 0);
  return n > 0 ? n : 1;
}

/** The trade phase's moves (each set's, then `endTrade` when keeping the cards is allowed): their count, or the index-th. */
function tradeMoves(state: RiskState, seat: Seat, index: number): number | RiskMove | null {
  const hand = state.hands[seat];
  const h = sortedHand(hand);
  const bonusOff = state.options.bonusOncePerTurn && state.bonusTaken;
  let n = 0;
  for (let i = 0; i < h.length; i++)
    for (let j = i + 1; j < h.length; j++)
      for (let k = j + 1; k < h.length; k++) {
        if (!isSet(h[i], h[j], h[k])) continue;
        const block = tradeBlock(state, seat, h[i], h[j], h[k], bonusOff);
        if (index >= n && index < n + block) {
          const cards: [number, number, number] = [h[i], h[j], h[k]];
          const choices = bonusChoices(state, seat, cards);
          return choices.length === 0 ? { type: 'trade', cards } : { type: 'trade', cards, bonus: territoryId(choices[index - n]) };
        }
        n += block;
      }
  const keep = !state.forced && hand.length <= 4;
  if (index < 0) return n + (keep ? 1 : 0);
  return keep && index === n ? { type: 'endTrade' } : null;
}

/**
 * The number of legal moves. In the attack and fortify phases it also leaves each source territory's
 * number of moves in BLOCK, for `pick`.
 */
export function legalMoveCount(state: RiskState, seat: Seat): number {
  if (seat !== actingSeat(state)) return 0;
  const { owner, armies } = state;
  switch (state.phase) {
    case 'place':
      ownership(owner, seat);
      return OWNED_N * state.reserve[seat];
    case 'attack': {
      ownership(owner, seat);
      let n = 1;
      for (let i = 0; i < BORDER_N; i++) {
        const a = armies[BORDER[i]];
        const block = a < 2 ? 0 : FOES[i] * attackBlock(a);
        BLOCK[i] = block;
        n += block;
      }
      return n;
    }
    case 'capture':
      return state.battle ? armies[state.battle.from] : 0;
    case 'fortify': {
      ownership(owner, seat);
      let n = 1;
      const adjacentOnly = state.options.fortify === 'adjacent';
      if (!adjacentOnly) groups(owner, seat);
      for (let i = 0; i < OWNED_N; i++) {
        const f = OWNED[i];
        const a = armies[f];
        const block = a < 2 ? 0 : (adjacentOnly ? ownNeighbors(owner, seat, f) : SIZE[GROUP[f]] - 1) * (a - 1);
        BLOCK[i] = block;
        n += block;
      }
      return n;
    }
    case 'trade':
      return tradeMoves(state, seat, -1) as number;
    default:
      return legalMoves(state, seat).length;
  }
}

/** legalMoves(state, seat)[index], or null when out of range. */
export function legalMoveAt(state: RiskState, seat: Seat, index: number): RiskMove | null {
  if (seat !== actingSeat(state) || index < 0) return null;
  if (state.phase === 'attack' || state.phase === 'fortify') legalMoveCount(state, seat);
  return pick(state, seat, index);
}

/**
 * A legal move chosen uniformly with `random` (one draw): legalMoves(state, seat)[⌊random() × count⌋],
 * counted and picked in one pass. Null when the seat has no move.
 */
export function randomLegalMove(state: RiskState, seat: Seat, random: () => number): RiskMove | null {
  const n = legalMoveCount(state, seat);
  return n > 0 ? pick(state, seat, Math.floor(random() * n)) : null;
}

/** The index-th legal move (index ≥ 0, seat acting); in the attack and fortify phases BLOCK must be fresh. */
function pick(state: RiskState, seat: Seat, index: number): RiskMove | null {
  const { owner, armies } = state;
  let i = index;
  switch (state.phase) {
    case 'place': {
      const left = state.reserve[seat];
      ownership(owner, seat);
      const k = Math.floor(i / left);
      return k < OWNED_N ? { type: 'place', territory: territoryId(OWNED[k]), count: (i % left) + 1 } : null;
    }
    case 'attack':
      for (let b = 0; b < BORDER_N; b++) {
        if (i >= BLOCK[b]) {
          i -= BLOCK[b];
          continue;
        }
        const f = BORDER[b];
        const a = armies[f];
        const block = attackBlock(a);
        for (let k = NEIGHBOR_START[f], e = NEIGHBOR_START[f + 1]; k < e; k++) {
          const t = NEIGHBOR_LIST[k];
          if (owner[t] === seat) continue;
          if (i < block) {
            const m = Math.min(3, a - 1);
            return i < m
              ? { type: 'attack', from: territoryId(f), to: territoryId(t), dice: i + 1 }
              : { type: 'blitz', from: territoryId(f), to: territoryId(t), floor: i - m + 1 };
          }
          i -= block;
        }
        return null;
      }
      return i === 0 ? { type: 'endAttack' } : null;
    case 'capture': {
      const b = state.battle;
      return b && i < armies[b.from] ? { type: 'capture', count: b.dice + i } : null;
    }
    case 'fortify':
      for (let b = 0; b < OWNED_N; b++) {
        if (i >= BLOCK[b]) {
          i -= BLOCK[b];
          continue;
        }
        const f = OWNED[b];
        const per = armies[f] - 1;
        const target = Math.floor(i / per);
        const count = (i % per) + 1;
        if (state.options.fortify === 'adjacent') {
          // The target-th own neighbour, in NEIGHBORS' order (as fortifyTargets lists them).
          for (let k = NEIGHBOR_START[f], e = NEIGHBOR_START[f + 1], seen = 0; k < e; k++) {
            const t = NEIGHBOR_LIST[k];
            if (owner[t] === seat && seen++ === target) return { type: 'fortify', from: territoryId(f), to: territoryId(t), count };
          }
          return null;
        }
        // Only the chosen source's targets are listed, in fortifyTargets' order.
        return { type: 'fortify', from: territoryId(f), to: territoryId(fortifyTargets(state, seat, f)[target]), count };
      }
      return i === 0 ? { type: 'endTurn' } : null;
    case 'trade':
      return tradeMoves(state, seat, index) as RiskMove | null;
    default:
      return legalMoves(state, seat)[index] ?? null;
  }
}
