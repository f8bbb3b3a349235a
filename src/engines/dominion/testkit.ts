/**
 * Helpers for the tests: positions built to order (cards by name), moves that must succeed or fail.
 */
import { expect } from 'vitest';
import type { LogEntry, RuleError, Seat } from '../core/types';
import { id, NAME } from './cards';
import { dominionEngine as E } from './engine';
import type { DominionMove, DominionState, Edition, Turn } from './types';

export { E };
export const ids = (names: readonly string[]): number[] => names.map(id);
export const nm = (cards: readonly number[]): string[] => cards.map((c) => NAME[c]);
/** Sorted names, for comparing multisets. */
export const sorted = (cards: readonly number[]): string[] => nm(cards).sort();

export interface Spec {
  kingdom?: string[];
  seats?: number;
  edition?: Edition;
  /** Hands by seat (names). */
  hands?: string[][];
  /** Draw piles by seat, top card FIRST. Default: 5 Coppers then 5 Estates. */
  decks?: string[][];
  discards?: string[][];
  current?: Seat;
  phase?: 'action' | 'buy';
  turn?: Partial<Turn>;
  supply?: Record<string, number>;
}

export function position(spec: Spec = {}): DominionState {
  const seats = spec.seats ?? 2;
  const base = E.setup({ edition: spec.edition ?? '2E', kingdom: spec.kingdom ?? [], random: null }, seats, 7);
  const current = spec.current ?? 0;
  const s: DominionState = {
    ...base,
    current,
    phase: spec.phase ?? 'action',
    players: base.players.map((p, i) => ({
      ...p,
      hand: ids(spec.hands?.[i] ?? ['Copper', 'Copper', 'Copper', 'Estate', 'Estate']),
      deck: ids(spec.decks?.[i] ?? ['Copper', 'Copper', 'Copper', 'Copper', 'Copper', 'Estate', 'Estate', 'Estate']).reverse(),
      discard: ids(spec.discards?.[i] ?? []),
      turns: i <= current ? 3 : 2,
    })),
    turn: { ...base.turn, ...spec.turn },
  };
  for (const [name, n] of Object.entries(spec.supply ?? {})) s.supply[s.piles.indexOf(id(name))] = n;
  return s;
}

export interface Step {
  state: DominionState;
  log: readonly LogEntry[];
  text: string;
}

export function play(state: DominionState, move: DominionMove, seat?: Seat): Step {
  const who = seat ?? (state.pending ? state.pending.seat : state.current);
  // apply never changes its input (players it leaves alone are shared with the new state, not copied).
  const before = JSON.stringify(state);
  const r = E.apply(state, move, who);
  if (JSON.stringify(state) !== before) throw new Error(`applying ${JSON.stringify(move)} changed the state it was given`);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(move)} to be legal, got: ${r.error.message}`);
  return { state: r.state, log: r.log, text: r.log.map((e) => e.text).join('\n') };
}

/** Plays an Action card by name. */
export const playCard = (s: DominionState, name: string): Step => play(s, { type: 'play', card: id(name) });
/** Answers the pending decision with card names (pick/order), option labels, or yes/no. */
export function answer(s: DominionState, a: readonly string[] | boolean): Step {
  const d = s.pending;
  if (!d) throw new Error('nothing pending');
  if (typeof a === 'boolean') return play(s, { type: 'decide', answer: a });
  if (d.kind === 'option') return play(s, { type: 'decide', answer: a.map((l) => d.options.indexOf(l)) });
  return play(s, { type: 'decide', answer: ids(a) });
}

export function refuse(state: DominionState, move: unknown, seat?: Seat): RuleError {
  const r = E.apply(state, move as DominionMove, seat ?? state.current);
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('unreachable');
  return r.error;
}

export const hand = (s: DominionState, p = 0): string[] => sorted(s.players[p].hand);
export const pileLeft = (s: DominionState, name: string): number => s.supply[s.piles.indexOf(id(name))];
export const count = (cards: readonly number[], name: string): number => cards.filter((c) => c === id(name)).length;
