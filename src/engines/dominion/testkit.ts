/**
 * Helpers for the tests, on core's testkit (core/testkit.ts): positions built to order (cards by name),
 * `play(state, seat, move)` and `rejects(state, seat, move, code?)`, cards played and decisions answered by name.
 */
import { testkit } from '../core/testkit';
import type { LogEntry, RuleError, Seat } from '../core/types';
import { id, NAME } from './cards';
import { controllerOf } from './context';
import { RULES } from './rules';
import { DONT_REVEAL } from './ops';
import { dominionEngine as E } from './engine';
import type { DominionErrorCode, DominionMove, DominionState, Edition, Turn } from './types';

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
  /** The rules' version (default: the current one, rules.ts `RULES`; 0: as games recorded before issue 21). */
  rules?: number;
  /** Seats that end their turns themselves (options `endTurn`). */
  endTurn?: boolean[];
}

export function position(spec: Spec = {}): DominionState {
  const seats = spec.seats ?? 2;
  const rules = spec.rules ?? RULES;
  const base = E.setup(
    {
      edition: spec.edition ?? '2E',
      kingdom: spec.kingdom ?? [],
      random: null,
      ...(rules ? { rules } : {}),
      ...(spec.endTurn ? { endTurn: spec.endTurn } : {}),
    },
    seats,
    7,
  );
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

const kit = testkit(E);

/**
 * Applies a move that must be legal (core's `testkit`: the state is deep-frozen first, so a write to it
 * fails); `text` is the log's sentences, one a line.
 */
export function play(state: DominionState, seat: Seat, move: DominionMove): Step {
  let r = kit.play(state, seat, move);
  // Reaction windows of players without a Reaction (only "Don't reveal", rules 1 on) are answered on, so
  // the card tests read as before; `playRaw` stops at them (the tests of the window itself use it).
  let log = r.log;
  while (emptyWindow(r.state)) {
    const d = r.state.pending!;
    r = kit.play(r.state, controllerOf(r.state, d.seat), { type: 'decide', answer: [0] });
    log = [...log, ...r.log];
  }
  return { state: r.state, log, text: log.map((e) => e.text).join('\n') };
}

/** A Reaction window with nothing to reveal. */
export function emptyWindow(s: DominionState): boolean {
  const d = s.pending;
  return d !== null && d.tag === 'react' && d.kind === 'option' && d.options.length === 1 && d.options[0] === DONT_REVEAL;
}

/** `play` without answering empty Reaction windows. */
export function playRaw(state: DominionState, seat: Seat, move: DominionMove): Step {
  const r = kit.play(state, seat, move);
  return { state: r.state, log: r.log, text: r.log.map((e) => e.text).join('\n') };
}

/** A move that must be refused (with that code, when given), the state untouched; returns the error. */
export function rejects(state: DominionState, seat: Seat, move: unknown, code?: DominionErrorCode): RuleError<DominionErrorCode> {
  return kit.rejects(state, seat, move, code);
}

/** The seat that answers for the current player (its possessor during a Possession turn). */
const mover = (s: DominionState): Seat => controllerOf(s, s.pending ? s.pending.seat : s.current);

/** Plays an Action card by name, for the seat whose turn it is. */
export const playCard = (s: DominionState, name: string): Step => play(s, mover(s), { type: 'play', card: id(name) });
/** Answers the pending decision with card names (pick/order), option labels, or yes/no. */
export function answer(s: DominionState, a: readonly string[] | boolean): Step {
  const d = s.pending;
  if (!d) throw new Error('nothing pending');
  const seat = mover(s);
  if (typeof a === 'boolean') return play(s, seat, { type: 'decide', answer: a });
  if (d.kind === 'option') return play(s, seat, { type: 'decide', answer: a.map((l) => d.options.indexOf(l)) });
  return play(s, seat, { type: 'decide', answer: ids(a) });
}

export const hand = (s: DominionState, p = 0): string[] => sorted(s.players[p].hand);
export const pileLeft = (s: DominionState, name: string): number => s.supply[s.piles.indexOf(id(name))];
export const count = (cards: readonly number[], name: string): number => cards.filter((c) => c === id(name)).length;
