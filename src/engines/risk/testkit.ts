/**
 * World Conquest's tests build on core's testkit (core/testkit.ts): `play(state, seat, move)` (a move
 * that must be legal; the state is deep-frozen first), `rejects(state, seat, move, code?)` (a move that
 * must be refused, with that RiskErrorCode when given), `deepFreeze` and `seededRandom`. Here: positions
 * built to order, and the options at random for property tests.
 */
import fc from 'fast-check';
import { testkit } from '../core/testkit';
import type { LogEntry, Seat } from '../core/types';
import { riskEngine } from './engine';
import { TERRITORY_COUNT, territoryIndex } from './graph';
import type { TerritoryId } from './map';
import { createGame } from './setup';
import type { Phase, RiskOptions, RiskState } from './types';

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

const kit = testkit(riskEngine);

export const { play, rejects } = kit;

export function armiesOf(state: RiskState, id: TerritoryId): number {
  return state.armies[territoryIndex(id)];
}

export function ownerOf(state: RiskState, id: TerritoryId): number {
  return state.owner[territoryIndex(id)];
}

export function texts(log: readonly LogEntry[]): string {
  return log.map((e) => e.text).join('\n');
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
