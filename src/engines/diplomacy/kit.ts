/**
 * The kit both Diplomacies are built on (classic: engine.ts; 5D: ../diplomacy5d/engine.ts): simultaneous
 * secret orders and draw votes, written once over each variant's parts.
 *
 *   ordersKit(parts)   → the engine parts core's `defineEngine` takes, except what differs by variant
 *                        (setup, outcome, options): `parseMove` (zod), `prompt`, `legalMoves`, `orderSlots`,
 *                        `composeOrders`, `mayMove`, `step`, `view`, `resample`, `describeMove`, and
 *                        `agreed` (the draw test).
 *
 * The round of orders. Every seat with something to order (`parts.actors`) is in the prompt and submits
 * its whole order set as one move; it may submit again to replace it. The orders are checked for shape
 * (each power one the seat plays, each order text the variant's notation reads) and wait, hidden, in
 * `pending`; when the last actor has submitted, `parts.resolve` adjudicates them (and makes the move a
 * point of no return). Core's guard (`guardApply`) has already parsed the move, refused it when the game
 * is over, and checked the seat may make it (`mayMove`: an actor for orders, a survivor for a draw).
 *
 * Draws (ending.ts). A seat votes with its orders (`draw`: true yes, false withdraws a yes) or says yes
 * on its own (`proposeDraw`); when every voter (`parts.drawVoters`) says yes the game ends drawn at once,
 * before the orders are read (`parts.drawn` words it and gives the result).
 *
 * Random orders, the one way: `randomSeatOrders(orderSlots(state, seat), random)` (moves.ts), which the
 * random bots (`randomOrdersBot`), `resample`, the property tests and the benchmarks use.
 */
import { hideOrders, randomPicks, resampleOrders } from '../core/secretOrders';
import type { Applied, BaseState, BotPolicy, CoreErrorCode, Engine, LogEntry, OrderSlot, Prompt, Result, RuleError, Seat } from '../core/types';
import { err } from '../core/types';
import { Working } from '../core/working';
import { allAgree, castVote } from './ending';
import { checkSeatOrders, composeSeatOrders, parseOrdersMove, randomSeatOrders, type OrdersMove, type SeatOrders } from './moves';
import type { PowerId } from './types';

/** Refusals of either Diplomacy's step (each variant may add its own): core's, and the orders' checks. */
export type OrdersErrorCode = CoreErrorCode | 'already-proposed' | 'not-your-power' | 'bad-order';

/** What the kit reads of a Diplomacy state (classic or 5D); `P` is what `pending` keeps per seat. */
export interface OrdersState<P> extends BaseState {
  readonly options: { readonly seatPowers: readonly (readonly PowerId[])[] };
  readonly submitted: readonly Seat[];
  readonly pending: Readonly<Record<string, P>>;
  readonly drawVotes: readonly Seat[];
  readonly result: object | null;
}

type Orders = Extract<OrdersMove, { kind: 'orders' }>;

/** A variant's parts: who orders and votes, its slots and notation, its resolution. */
export interface VariantParts<S extends OrdersState<P>, P, C extends string> {
  /** The game's title, for "Not a … move." */
  readonly title: string;
  /** Seats that must order now (none once the game is over). */
  actors(s: S): Seat[];
  /** Seats still in the game. */
  survivors(s: S): Seat[];
  /** Seats whose yes a draw needs now. */
  drawVoters(s: S): Seat[];
  /** The seat's slots, one per unit or build (called only for an actor of a game not over). */
  slots(s: S, seat: Seat): OrderSlot[];
  /** The order set a seat's listed orders move carries (the game's defaults for each of its units). */
  defaultOrders(s: S, seat: Seat): SeatOrders;
  /** What the prompt asks of the seats still to submit. */
  asks(s: S): { kind: string; text: string };
  /** The prompt's sentence once the game is over. */
  overText(s: S): string;
  powerName(s: S, p: PowerId): string;
  /** Reads one order's text in the variant's notation (for the shape check of submitted orders). */
  orderReader(s: S): (text: string) => Result<unknown, RuleError & { readonly part?: string }>;
  /** What `pending` keeps of a seat's orders move. */
  pendingOf(move: Orders): P;
  /** The game drawn by agreement: the log's sentence and the result. */
  drawn(s: S): { text: string; result: NonNullable<S['result']> };
  /** Adjudicates the phase (every actor has submitted), logging into `log` unless `quiet`. */
  resolve(s: S, log: LogEntry[], quiet: boolean): Applied<S, C>;
  /** The variant's own hiding for a view, before the kit hides the other seats' orders (classic's fog of war); the state itself when it hides nothing. */
  hide?(s: S, seat: Seat | null): S;
  /** The variant's own hidden facts drawn again, before the kit draws the other seats' orders (classic's fog of war). */
  redraw?(s: S, seat: Seat | null, random: () => number): S;
}

export function ordersKit<S extends OrdersState<P>, P, C extends string>(parts: VariantParts<S, P, C>) {
  const { actors, survivors } = parts;

  /** The state with the game drawn when every voter now says yes (the orders of the phase are not read). */
  function agreed(s: S, log: LogEntry[]): S {
    if (!allAgree(parts.drawVoters(s), s.drawVotes)) return s;
    const d = parts.drawn(s);
    log.push({ text: d.text });
    return { ...s, result: d.result };
  }

  /**
   * A draw agreed while the variant hides something (fog of war: `hide` returns another state) ends the game,
   * and a finished game hides nothing: the move is a point of no return, as a resolved phase is.
   */
  function lifted(before: S, after: S, quiet: boolean): S {
    if (before.result || !after.result || !parts.hide || parts.hide(before, null) === before) return after;
    const w = new Working<S>({ ...after }, quiet);
    w.reveal();
    return w.finish().state;
  }

  function orderSlots(s: S, seat: Seat): OrderSlot[] {
    if (s.result || !actors(s).includes(seat)) return [];
    return parts.slots(s, seat);
  }

  function step(s: S, move: OrdersMove, seat: Seat, quiet: boolean): Applied<S, C | OrdersErrorCode> {
    const log: LogEntry[] = [];
    const done = (state: S): Applied<S, C | OrdersErrorCode> => ({ ok: true, state: lifted(s, state, quiet), log: quiet ? [] : log });
    if (move.kind === 'proposeDraw') {
      if (s.drawVotes.includes(seat)) return err('already-proposed', 'You have already proposed a draw.');
      log.push({ text: `{${seat}} proposes a draw.`, seat });
      return done(agreed({ ...s, drawVotes: [...s.drawVotes, seat] }, log));
    }
    const bad = checkSeatOrders(move.orders, s.options.seatPowers[seat] ?? [], (p) => parts.powerName(s, p), parts.orderReader(s));
    if (bad) return bad;
    const pending = { ...s.pending, [seat]: parts.pendingOf(move) };
    const submitted = s.submitted.includes(seat) ? s.submitted : [...s.submitted, seat];
    const { votes: drawVotes, said } = castVote(s.drawVotes, seat, move.draw);
    log.push({ text: `{${seat}} ${s.submitted.includes(seat) ? 'changes' : 'submits'} orders${said}.`, seat });
    const next = agreed({ ...s, pending, submitted, drawVotes }, log);
    if (next.result || !actors(next).every((x) => submitted.includes(x))) return done(next);
    const r = parts.resolve(next, log, quiet);
    return quiet && r.ok ? { ...r, log: [] } : r;
  }

  return {
    agreed,
    orderSlots,
    step,
    parseMove: (raw: unknown) => parseOrdersMove(raw, parts.title),
    prompt(s: S): Prompt {
      if (s.result) return { seats: [], kind: 'over', text: parts.overText(s) };
      return { seats: actors(s).filter((x) => !s.submitted.includes(x)), ...parts.asks(s) };
    },
    legalMoves(s: S, seat: Seat): OrdersMove[] {
      if (s.result) return [];
      const moves: OrdersMove[] = [];
      if (actors(s).includes(seat)) moves.push({ kind: 'orders', orders: parts.defaultOrders(s, seat) });
      if (survivors(s).includes(seat) && !s.drawVotes.includes(seat)) moves.push({ kind: 'proposeDraw' });
      return moves;
    },
    /** The order set of chosen orders (slot key → order); a slot left out takes its default. */
    composeOrders: (s: S, seat: Seat, chosen: Readonly<Record<string, string>>): OrdersMove => ({
      kind: 'orders',
      orders: composeSeatOrders(orderSlots(s, seat), chosen),
    }),
    /** Orders from the seats that must order; a yes to a draw from any seat still in the game. */
    mayMove: (s: S, seat: Seat, move: OrdersMove) => (move.kind === 'proposeDraw' ? survivors(s) : actors(s)).includes(seat),
    /** Without the other seats' orders and the generator's state (and what the variant hides): a view never carries what no seat may know. */
    view: (s: S, seat: Seat | null): S => hideOrders<S>(parts.hide ? parts.hide(s, seat) : s, seat),
    /**
     * What a seat cannot see, drawn again (the contract's `resample`): the orders other seats have
     * submitted but not yet revealed (a random legal order in each of their slots), and the generator's
     * state; first what the variant hides (`redraw`: classic's fog of war), so the orders fit the position drawn.
     */
    resample(s: S, seat: Seat | null, random: () => number): S {
      const t = parts.redraw ? parts.redraw(s, seat, random) : s;
      return resampleOrders<S, P>(t, seat, random, (other) => parts.pendingOf({ kind: 'orders', orders: randomSeatOrders(orderSlots(t, other), random) }));
    },
    describeMove(_s: S, move: OrdersMove): string {
      if (move.kind === 'proposeDraw') return 'Proposes a draw';
      const n = Object.values(move.orders).reduce((k, l) => k + (l?.length ?? 0), 0);
      return `Orders (${n})${move.draw ? ', votes for a draw' : ''}`;
    },
  };
}

/** The random computer player of either Diplomacy: a random legal order in every slot (and never a draw). */
export function randomOrdersBot<S extends BaseState>(engine: Pick<Engine<S, OrdersMove>, 'orderSlots' | 'composeOrders'>): BotPolicy<S, OrdersMove> {
  return (view, seat, legal, random) => {
    if (!legal.some((m) => m.kind === 'orders')) return legal[0];
    return engine.composeOrders!(view, seat, randomPicks(engine.orderSlots!(view, seat), random));
  };
}
