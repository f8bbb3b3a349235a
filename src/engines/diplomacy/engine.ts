/**
 * The Diplomacy engine: the contract of core/types.ts over the adjudicator.
 *
 * All seats with something to order act at once: every such seat is in the prompt, submits its
 * whole order set as one move (it may submit again to replace it), and the phase resolves when the
 * last one has submitted. Phases where no seat has a choice (a retreat with nowhere to go, a
 * neutral power's disbands) resolve by themselves. Orders stay hidden from the other seats until
 * the phase resolves; then the epoch advances, so undo cannot take back a revealed phase.
 */
import type { Applied, Engine, LogEntry, OrderSlot, Outcome, Prompt, Result, Seat } from '../core/types';
import { err } from '../core/types';
import { seedRng } from '../core/rng';
import { hideOrders, resampleOrders } from '../core/secretOrders';
import { guardApply, Working } from '../core/working';
import { adjustmentOf, initialBoard, isEliminated } from './board';
import { adjudicate } from './adjudicate';
import { legalOrders } from './legal';
import { parseOrder } from './notation/parse';
import { formatUnit, render } from './notation/format';
import { phaseName, winner } from './phases';
import { allAgree, castVote, leaders, pastLastYear, sameCentres } from './ending';
import type { DiplomacyOptions } from './seats';
import { defaultOptions, parseOptions, seatOf } from './seats';
import { POWERS } from './types';
import { checkSeatOrders, composeSeatOrders, parseOrdersMove, randomSeatOrders } from './moves';
import type { OrdersMove, SeatOrders } from './moves';
import type { Board, OrderReport, PowerId } from './types';
import { geographyOf, powerName as variantPowerName, variantOf } from './map/variant';
import type { Geography } from './map/geography';
import { DIPLOMACY_META } from './meta';

export type { DiplomacyOptions } from './seats';

export type { SeatOrders } from './moves';

/**
 * A seat's orders for the phase, with its draw vote (`draw`: true votes yes, false withdraws a yes,
 * absent keeps the seat's vote as it was); or a yes vote on its own (`proposeDraw`). See ending.ts.
 */
export type DiplomacyMove = OrdersMove;

export interface DiplomacyState {
  readonly rng: readonly number[];
  readonly epoch: number;
  readonly options: DiplomacyOptions;
  readonly board: Board;
  /** Seats that have submitted their orders for this phase (public). */
  readonly submitted: readonly Seat[];
  /** The submitted orders, by seat (each seat sees only its own, see `view`). */
  readonly pending: Readonly<Record<string, SeatOrders>>;
  /** Seats voting for a draw in this phase (public). */
  readonly drawVotes: readonly Seat[];
  /** Game years in a row in which no supply centre changed hands (the computers' stalemate test). */
  readonly quietYears: number;
  /** How the game ended: a solo victory, an agreed draw, or the count after the last year (one seat: it won; several: a draw). */
  readonly result: { readonly kind: 'win'; readonly power: PowerId } | { readonly kind: 'draw' } | { readonly kind: 'final'; readonly year: number; readonly seats: readonly Seat[]; readonly centres: number } | null;
  /** The phase resolved last, for the board to draw: the position before it and every order's result. */
  readonly last: { readonly before: Board; readonly reports: readonly OrderReport[] } | null;
}

/** The compiled geography of the game's variant. */
export function geoOf(state: { readonly options: DiplomacyOptions }): Geography {
  return geographyOf(state.options.variant);
}

const victoryOf = (options: DiplomacyOptions) => variantOf(options.variant)?.victoryCentres ?? 18;
const powerName = (p: PowerId, geo: Geography) => variantPowerName(geo, p);

/** Whether a power has a choice to make in the board's phase. */
function hasChoice(board: Board, power: PowerId, geo: Geography): boolean {
  if (board.phase === 'movement') return board.units.some((u) => u.power === power);
  if (board.phase === 'retreat') return board.dislodged.some((d) => d.unit.power === power && d.retreats.length > 0);
  const a = adjustmentOf(board, power, geo);
  return a.delta < 0 || (a.delta > 0 && a.buildSites.length > 0);
}

/** Seats that must order in this phase. */
export function actors(state: Pick<DiplomacyState, 'board' | 'options' | 'result'>): Seat[] {
  if (state.result) return [];
  return state.options.seatPowers.flatMap((ps, seat) => (ps.some((p) => hasChoice(state.board, p, geoOf(state))) ? [seat] : []));
}

/** Seats whose yes a draw needs now: in a movement phase the seats ordering units, otherwise every survivor. */
export function drawVoters(state: Pick<DiplomacyState, 'board' | 'options' | 'result'>): Seat[] {
  return state.board.phase === 'movement' ? actors(state) : survivors(state);
}

/** Seats still in the game (one of their powers has a unit or a centre). */
export function survivors(state: Pick<DiplomacyState, 'board' | 'options'>): Seat[] {
  return state.options.seatPowers.flatMap((ps, seat) => (ps.some((p) => !isEliminated(state.board, p)) ? [seat] : []));
}

function setup(options: DiplomacyOptions, seatCount: number, seed: number): DiplomacyState {
  const parsed = parseOptions(options, seatCount);
  return { rng: seedRng(seed), epoch: 0, options: parsed.ok ? parsed.value : defaultOptions(seatCount), board: initialBoard(geographyOf(parsed.ok ? parsed.value.variant : 'standard')), submitted: [], pending: {}, drawVotes: [], quietYears: 0, result: null, last: null };
}

function prompt(state: DiplomacyState): Prompt {
  if (state.result) return { seats: [], kind: 'over', text: outcome(state)?.reason ?? 'The game is over.' };
  const waiting = actors(state).filter((s) => !state.submitted.includes(s));
  const kind = state.board.phase;
  const what = kind === 'movement' ? 'write your orders' : kind === 'retreat' ? 'order your retreats' : 'order your builds or disbands';
  return { seats: waiting, kind, text: `${phaseName(state.board)}: ${what}.` };
}

/** The default order set of a seat: every unit holds, retreating units disband, builds are waived. */
function defaultOrders(state: DiplomacyState, seat: Seat): SeatOrders {
  const out: Partial<Record<PowerId, string[]>> = {};
  for (const p of state.options.seatPowers[seat] ?? []) {
    if (!hasChoice(state.board, p, geoOf(state))) continue;
    out[p] = legalOrders(state.board, p, geoOf(state)).map((o) => o.orders[0]);
  }
  return out;
}

function legalMoves(state: DiplomacyState, seat: Seat): DiplomacyMove[] {
  if (state.result) return [];
  const moves: DiplomacyMove[] = [];
  if (actors(state).includes(seat)) moves.push({ kind: 'orders', orders: defaultOrders(state, seat) });
  if (survivors(state).includes(seat) && !state.drawVotes.includes(seat)) moves.push({ kind: 'proposeDraw' });
  return moves;
}

/** One slot per unit (or build) of the seat's powers with a choice now, every legal order listed (`legalOrders`). */
function orderSlots(state: DiplomacyState, seat: Seat): OrderSlot[] {
  if (state.result || !actors(state).includes(seat)) return [];
  const geo = geoOf(state);
  const out: OrderSlot[] = [];
  for (const p of state.options.seatPowers[seat] ?? []) {
    if (!hasChoice(state.board, p, geo)) continue;
    const options = legalOrders(state.board, p, geo);
    if (state.board.phase === 'adjustment' && options[0]?.unit) {
      // Disbands: one slot per disband owed, each offering every unit (slot i defaults to the i-th).
      const all = options.map((o) => o.orders[0]);
      const owed = -adjustmentOf(state.board, p, geo).delta;
      for (let i = 0; i < owed; i++) out.push({ key: `${p}:disband:${i}`, label: `${powerName(p, geo)}: disband ${i + 1}`, orders: [all[i], ...all.filter((_, j) => j !== i)] });
      continue;
    }
    options.forEach((o, i) => {
      out.push({ key: `${p}:${o.unit ? o.unit.loc : `build:${i}`}`, label: `${powerName(p, geo)}: ${o.unit ? formatUnit(o.unit, geo) : `build ${i + 1}`}`, orders: o.orders });
    });
  }
  return out;
}

/** The order set of chosen orders (slot key → order); a slot left out takes its default. */
function composeOrders(state: DiplomacyState, seat: Seat, chosen: Readonly<Record<string, string>>): DiplomacyMove {
  return { kind: 'orders', orders: composeSeatOrders(orderSlots(state, seat), chosen) };
}

function parseMove(raw: unknown): Result<DiplomacyMove> {
  return parseOrdersMove(raw, 'Diplomacy');
}

/** The engine's step, after core's pipeline has parsed the move and checked the seat may make it. */
function step(state: DiplomacyState, move: DiplomacyMove, seat: Seat): Applied<DiplomacyState> {
  if (move.kind === 'proposeDraw') {
    if (!survivors(state).includes(seat)) return err('not-in-game', 'Only players still in the game may propose a draw.');
    if (state.drawVotes.includes(seat)) return err('already-proposed', 'You have already proposed a draw.');
    const drawVotes = [...state.drawVotes, seat];
    const log: LogEntry[] = [{ text: `{${seat}} proposes a draw.`, seat }];
    return { ok: true, state: agreed({ ...state, drawVotes }, log), log };
  }
  if (move.kind !== 'orders') return err('bad-move', 'Not a Diplomacy move.');
  if (!actors(state).includes(seat)) return err('not-your-turn', 'You have nothing to order in this phase.');
  const bad = checkSeatOrders(move.orders, state.options.seatPowers[seat], (p) => powerName(p, geoOf(state)), (text) => parseOrder(text, geoOf(state)));
  if (bad) return bad;
  const pending = { ...state.pending, [seat]: move.orders };
  const submitted = state.submitted.includes(seat) ? state.submitted : [...state.submitted, seat];
  const { votes: drawVotes, said: vote } = castVote(state.drawVotes, seat, move.draw);
  const log: LogEntry[] = [{ text: `{${seat}} ${state.submitted.includes(seat) ? 'changes' : 'submits'} orders${vote}.`, seat }];
  const next = agreed({ ...state, pending, submitted, drawVotes }, log);
  if (next.result) return { ok: true, state: next, log };
  if (actors(next).every((s) => submitted.includes(s))) return resolve(next, log);
  return { ok: true, state: next, log };
}

/** The state with the game drawn when every voter now says yes (the orders of the phase are not read). */
function agreed(state: DiplomacyState, log: LogEntry[]): DiplomacyState {
  if (!allAgree(drawVoters(state), state.drawVotes)) return state;
  log.push({ text: `Every player still in the game agrees to a draw: the game ends in ${phaseName(state.board)}${state.submitted.length ? ', before the orders are read' : ''}.` });
  return { ...state, result: { kind: 'draw' } };
}

/** Adjudicates the phase with every submitted order, then every following phase where nobody has a choice. */
function resolve(state: DiplomacyState, log: LogEntry[]): Applied<DiplomacyState> {
  const geo = geoOf(state);
  let board = state.board;
  let orders: Partial<Record<PowerId, readonly string[]>> = {};
  for (const set of Object.values(state.pending)) Object.assign(orders, set);
  let result: DiplomacyState['result'] = null;
  let last: DiplomacyState['last'] = null;
  let quietYears = state.quietYears;
  for (let guard = 0; guard < 10; guard++) {
    const r = adjudicate(board, orders, geo);
    if (!r.ok) return err(r.error.code, r.error.message);
    if (guard === 0) last = { before: board, reports: [...POWERS.flatMap((p) => r.value.orders[p] ?? []), ...r.value.defaults] };
    log.push({ text: `${phaseName(board)}:` });
    for (const p of POWERS) for (const rep of r.value.orders[p] ?? []) log.push({ text: `${powerName(p, geoOf(state))}: ${render(rep)}` });
    for (const rep of r.value.defaults) log.push({ text: `${powerName(rep.power, geoOf(state))}: ${render(rep)}` });
    // Centres change hands only when a Fall ends: count the quiet years there.
    if (board.season === 'fall' && r.value.board.season !== 'fall') quietYears = sameCentres(board.centres, r.value.board.centres) ? quietYears + 1 : 0;
    board = r.value.board;
    const w = winner(board, geo, victoryOf(state.options));
    if (w) {
      result = { kind: 'win', power: w };
      log.push({ text: `${powerName(w, geoOf(state))} controls ${victoryOf(state.options)} supply centres and wins${seatOf(state.options, w) !== null ? ` for {${seatOf(state.options, w)}}` : ''}.` });
      break;
    }
    if (pastLastYear(board, state.options.lastYear)) {
      const lead = leaders(board, state.options);
      result = { kind: 'final', year: state.options.lastYear!, seats: lead.seats, centres: lead.centres };
      log.push({ text: finalText(result) });
      break;
    }
    if (actors({ board, options: state.options, result: null }).length > 0) break;
    orders = {};
  }
  // Every seat's secret orders are now public: a point of no return.
  const w = new Working<DiplomacyState>({ ...state, board, pending: {}, submitted: [], drawVotes: [], quietYears, result, last });
  w.log.push(...log);
  w.reveal();
  return w.finish();
}

const apply: (state: DiplomacyState, move: DiplomacyMove, seat: Seat) => Applied<DiplomacyState> = guardApply({
  title: DIPLOMACY_META.title,
  parseMove,
  outcome: (s) => outcome(s),
  prompt: (s) => prompt(s),
  mayMove: (s, seat, move) => (move.kind === 'proposeDraw' ? survivors(s) : actors(s)).includes(seat),
  step,
});

/** Without the other seats' orders and the generator's state (issue 8): a view never carries what no seat may know. */
const view = hideOrders<DiplomacyState>;

/**
 * What a seat cannot see, drawn again (the contract's `resample`): the orders other seats have
 * submitted but not yet revealed (a random legal order in each of their slots), and the generator's state.
 */
function resample(state: DiplomacyState, seat: Seat | null, random: () => number): DiplomacyState {
  return resampleOrders<DiplomacyState, SeatOrders>(state, seat, random, (other) => randomSeatOrders(orderSlots(state, other), random));
}

function outcome(state: DiplomacyState): Outcome | null {
  const r = state.result;
  if (!r) return null;
  if (r.kind === 'draw') return { kind: 'draw', winners: survivors(state), reason: 'All players still in the game agreed to a draw.' };
  if (r.kind === 'final') return { kind: r.seats.length === 1 ? 'win' : 'draw', winners: r.seats, reason: finalText(r) };
  const seat = seatOf(state.options, r.power);
  return { kind: 'win', winners: seat === null ? [] : [seat], reason: `${powerName(r.power, geoOf(state))} controls ${victoryOf(state.options)} supply centres.` };
}

function describeMove(_state: DiplomacyState, move: DiplomacyMove): string {
  if (move.kind === 'proposeDraw') return 'Proposes a draw';
  const n = Object.values(move.orders).reduce((k, l) => k + (l?.length ?? 0), 0);
  return `Orders (${n})${move.draw ? ', votes for a draw' : ''}`;
}

/** "The last year, 1910, is over: {2} owns the most supply centres (9) and wins." */
function finalText(r: { readonly year: number; readonly seats: readonly Seat[]; readonly centres: number }): string {
  const who = r.seats.map((s) => `{${s}}`).join(', ');
  const n = `${r.centres} supply centre${r.centres === 1 ? '' : 's'}`;
  return r.seats.length === 1 ? `The last year, ${r.year}, is over: {${r.seats[0]}} owns the most supply centres (${r.centres}) and wins.` : `The last year, ${r.year}, is over: ${who} tie with ${n} each and share a draw.`;
}

export const diplomacyEngine: Engine<DiplomacyState, DiplomacyMove, DiplomacyOptions> = {
  id: 'diplomacy',
  title: DIPLOMACY_META.title,
  minSeats: DIPLOMACY_META.minSeats,
  maxSeats: DIPLOMACY_META.maxSeats,
  defaultOptions,
  parseOptions,
  parseMove,
  hasSecrets: () => true,
  setup,
  prompt,
  legalMoves,
  orderSlots,
  composeOrders,
  apply,
  quietApply: apply, // until this engine is built by defineEngine (core/engine.ts)
  view,
  outcome,
  describeMove,
  resample,
};
