/**
 * Helpers for the tests: positions built to order, and moves that must succeed or fail.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { LogEntry, RuleError, Seat } from '../core/types';
import { riskEngine } from './engine';
import { TERRITORY_COUNT, territoryIndex } from './graph';
import type { TerritoryId } from './map';
import { createGame } from './setup';
import type { Phase, RiskMove, RiskOptions, RiskState } from './types';

export const E = riskEngine;

export function options(seats: number, extra: Partial<RiskOptions> = {}): RiskOptions {
  return { ...riskEngine.defaultOptions(seats), ...extra };
}

export interface PositionSpec {
  seats?: number;
  options?: Partial<RiskOptions>;
  seed?: number;
  /** Owner of every territory not listed in `set` (default: territory number modulo the seats). */
  owner?: (t: number) => number;
  /** Armies on every territory not listed in `set` (default 1). */
  armies?: number;
  set?: Partial<Record<TerritoryId, readonly [owner: number, armies: number]>>;
  phase?: Phase;
  current?: Seat;
  hands?: number[][];
  reserve?: number[];
  deck?: number[];
  discard?: number[];
  trades?: number;
  conquered?: boolean;
}

/** A mid-game position (by default: seat 0 attacking, turn 5, empty hands, no reserve). */
export function position(spec: PositionSpec = {}): RiskState {
  const seats = spec.seats ?? 3;
  const base = createGame(options(seats, spec.options), seats, spec.seed ?? 1);
  const owner = Array.from({ length: TERRITORY_COUNT }, (_, t) => (spec.owner ? spec.owner(t) : t % seats));
  const armies = Array.from({ length: TERRITORY_COUNT }, () => spec.armies ?? 1);
  for (const [id, v] of Object.entries(spec.set ?? {})) {
    const t = territoryIndex(id);
    if (t < 0 || !v) throw new Error(`bad territory ${id}`);
    owner[t] = v[0];
    armies[t] = v[1];
  }
  const hands = spec.hands ?? Array.from({ length: seats }, () => []);
  const held = new Set(hands.flat());
  const discard = spec.discard ?? [];
  discard.forEach((c) => held.add(c));
  const deck = spec.deck ?? base.deck.filter((c) => !held.has(c));
  const alive = Array.from({ length: seats }, (_, s) => owner.includes(s));
  return {
    ...base,
    phase: spec.phase ?? 'attack',
    current: spec.current ?? 0,
    first: 0,
    turn: 5,
    owner,
    armies,
    reserve: spec.reserve ?? base.reserve.map(() => 0),
    hands,
    deck,
    discard,
    trades: spec.trades ?? 0,
    alive,
    conquered: spec.conquered ?? false,
  };
}

/** Applies a move that must be legal; returns the new state and its log. */
export function play(state: RiskState, seat: Seat, move: RiskMove): { state: RiskState; log: readonly LogEntry[] } {
  const r = riskEngine.apply(state, move, seat);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(move)} to be legal, got: ${r.error.message}`);
  return { state: r.state, log: r.log };
}

/** Applies a move that must be refused; returns the reason. */
export function refuse(state: RiskState, seat: Seat, move: unknown): RuleError {
  const r = riskEngine.apply(state, move as RiskMove, seat);
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('unreachable');
  return r.error;
}

export function armiesOf(state: RiskState, id: TerritoryId): number {
  return state.armies[territoryIndex(id)];
}

export function ownerOf(state: RiskState, id: TerritoryId): number {
  return state.owner[territoryIndex(id)];
}

export function texts(log: readonly LogEntry[]): string {
  return log.map((e) => e.text).join('\n');
}

/** A small deterministic generator for choosing moves in tests. */
export function lcg(seed: number): () => number {
  let r = seed >>> 0 || 1;
  return () => {
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    return (r >>> 8) / 0x1000000;
  };
}

/** Every table option at random (fast-check), with the card sets and victory conditions given. */
export const optionsArb = (cardSets: fc.Arbitrary<RiskOptions['cardSets']>, victory: fc.Arbitrary<RiskOptions['victory']> = fc.constant('world')) =>
  fc.record({
    cardSets,
    fortify: fc.constantFrom<RiskOptions['fortify'][]>('adjacent', 'connected'),
    territories: fc.constantFrom<RiskOptions['territories'][]>('claim', 'deal'),
    defenderRollsMost: fc.boolean(),
    placement: fc.constantFrom<RiskOptions['placement'][]>('one', 'three', 'five', 'random'),
    twoPlayerSetup: fc.constantFrom<RiskOptions['twoPlayerSetup'][]>('alternate', 'classic'),
    victory,
    bonusOncePerTurn: fc.boolean(),
    fog: fc.boolean(),
  });
