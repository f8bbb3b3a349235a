/**
 * The Diplomacy engine: the contract of core/types.ts over the adjudicator, built by core's
 * `defineEngine` from the kit both Diplomacies share (kit.ts: the step, draw votes, prompt, legal
 * moves, order slots, views).
 *
 * All seats with something to order act at once: every such seat is in the prompt, submits its
 * whole order set as one move (it may submit again to replace it), and the phase resolves when the
 * last one has submitted. Phases where no seat has a choice (a retreat with nowhere to go, a
 * neutral power's disbands) resolve by themselves. Orders stay hidden from the other seats until
 * the phase resolves; then the epoch advances, so undo cannot take back a revealed phase.
 */
import { defineEngine } from '../core/engine';
import type { Applied, Engine, LogEntry, Outcome, Seat } from '../core/types';
import { err } from '../core/types';
import { seedRng } from '../core/rng';
import { Working } from '../core/working';
import { adjustmentOf, initialBoard, isEliminated } from './board';
import { adjudicate } from './adjudicate';
import { legalOrders, slotsOf } from './legal';
import { parseOrder } from './notation/parse';
import { render } from './notation/format';
import { phaseName, winner } from './phases';
import { leaders, pastLastYear, sameCentres } from './ending';
import { ordersKit, type OrdersErrorCode } from './kit';
import { OPTIONS, type DiplomacyOptions } from './options';
import { seatOf } from './seats';
import { POWERS } from './types';
import type { OrdersMove, SeatOrders } from './moves';
import type { Board, OrderReport, PowerId } from './types';
import { geographyOf, powerName as variantPowerName, variantOf } from './map/variant';
import type { Geography } from './map/geography';
import { DIPLOMACY_META } from './meta';
import { fogBoard, fogLast, fogOn, lastSight, powersOf, resampleBoard, sameSeats, seatsSeeing, sightIds, sightOf, type Sight } from './fog';

export type { DiplomacyOptions } from './options';

export type { SeatOrders } from './moves';

/**
 * A seat's orders for the phase, with its draw vote (`draw`: true votes yes, false withdraws a yes,
 * absent keeps the seat's vote as it was); or a yes vote on its own (`proposeDraw`). See ending.ts.
 */
export type DiplomacyMove = OrdersMove;

/** Classic Diplomacy's refusals: the kit's, and `bad-board` (the adjudicator refused the position: never in a game played through the engine). */
export type DiplomacyErrorCode = OrdersErrorCode | 'bad-board';

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
  readonly result:
    | { readonly kind: 'win'; readonly power: PowerId }
    | { readonly kind: 'draw' }
    | { readonly kind: 'final'; readonly year: number; readonly seats: readonly Seat[]; readonly centres: number }
    | null;
  /** The phase resolved last, for the board to draw: the position before it and every order's result. */
  readonly last: { readonly before: Board; readonly reports: readonly OrderReport[] } | null;
  /** Only in a view under fog of war (fog.ts): the provinces in the seat's sight, who must order, who survives. */
  readonly sight?: Sight;
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

/** Seats that must order in this phase (a fogged view says so: its board no longer tells). */
export function actors(state: Pick<DiplomacyState, 'board' | 'options' | 'result' | 'sight'>): Seat[] {
  if (state.result) return [];
  if (state.sight) return [...state.sight.actors];
  return state.options.seatPowers.flatMap((ps, seat) => (ps.some((p) => hasChoice(state.board, p, geoOf(state))) ? [seat] : []));
}

/** Seats whose yes a draw needs now: in a movement phase the seats ordering units, otherwise every survivor. */
export function drawVoters(state: Pick<DiplomacyState, 'board' | 'options' | 'result' | 'sight'>): Seat[] {
  return state.board.phase === 'movement' ? actors(state) : survivors(state);
}

/** Seats still in the game (one of their powers has a unit or a centre; a fogged view says so). */
export function survivors(state: Pick<DiplomacyState, 'board' | 'options' | 'sight'>): Seat[] {
  if (state.sight) return [...state.sight.survivors];
  return state.options.seatPowers.flatMap((ps, seat) => (ps.some((p) => !isEliminated(state.board, p)) ? [seat] : []));
}

function setup(options: DiplomacyOptions, seatCount: number, seed: number): DiplomacyState {
  const parsed = OPTIONS.parse(options, seatCount);
  return {
    rng: seedRng(seed),
    epoch: 0,
    options: parsed.ok ? parsed.value : OPTIONS.defaults(seatCount),
    board: initialBoard(geographyOf(parsed.ok ? parsed.value.variant : 'standard')),
    submitted: [],
    pending: {},
    drawVotes: [],
    quietYears: 0,
    result: null,
    last: null,
  };
}

/** The board a seat orders from: under fog of war only what it sees, so its legal orders name nothing out of sight. */
function boardFor(state: DiplomacyState, seat: Seat): Board {
  if (!fogOn(state)) return state.board;
  const geo = geoOf(state);
  const powers = powersOf(state, seat);
  return fogBoard(state.board, sightOf(state.board, powers, geo), powers, geo);
}

/** The default order set of a seat: every unit holds, retreating units disband, builds are waived (every unit listed when disbanding). */
function defaultOrders(state: DiplomacyState, seat: Seat): SeatOrders {
  const out: Partial<Record<PowerId, string[]>> = {};
  const board = boardFor(state, seat);
  for (const p of state.options.seatPowers[seat] ?? []) {
    if (!hasChoice(state.board, p, geoOf(state))) continue;
    out[p] = legalOrders(board, p, geoOf(state)).map((o) => o.orders[0]);
  }
  return out;
}

/** Under fog of war, the state as `seat` sees it (fog.ts): the units in its sight, the last phase as it saw it, and who orders and survives. */
function hide(state: DiplomacyState, seat: Seat | null): DiplomacyState {
  if (!fogOn(state)) return state;
  const geo = geoOf(state);
  const powers = powersOf(state, seat);
  const sight = sightOf(state.board, powers, geo);
  return {
    ...state,
    board: fogBoard(state.board, sight, powers, geo),
    last: fogLast(state.last, state.board, powers, geo),
    sight: { provinces: sightIds(sight, geo), actors: actors(state), survivors: survivors(state) },
  };
}

/** Under fog of war, the units out of `seat`'s sight drawn again (fog.ts `resampleBoard`), and the last phase as it saw it. */
function redraw(state: DiplomacyState, seat: Seat | null, random: () => number): DiplomacyState {
  if (!fogOn(state)) return state;
  const geo = geoOf(state);
  const powers = powersOf(state, seat);
  const who = actors(state);
  const alive = survivors(state);
  const board = resampleBoard(state.board, powers, geo, random, (b) => {
    const t = { ...state, board: b };
    return sameSeats(actors(t), who) && sameSeats(survivors(t), alive);
  });
  return { ...state, board, last: fogLast(state.last, state.board, powers, geo) };
}

const kit = ordersKit<DiplomacyState, SeatOrders, DiplomacyErrorCode>({
  title: DIPLOMACY_META.title,
  actors,
  survivors,
  drawVoters,
  /** One slot per unit (or build, or disband owed) of the seat's powers with a choice now (legal.ts `slotsOf`). */
  slots: (state, seat) =>
    slotsOf(
      boardFor(state, seat),
      (state.options.seatPowers[seat] ?? []).filter((p) => hasChoice(state.board, p, geoOf(state))),
      geoOf(state),
    ).map(({ key, label, orders }) => ({ key, label, orders })),
  defaultOrders,
  asks(state) {
    const kind = state.board.phase;
    const what = kind === 'movement' ? 'write your orders' : kind === 'retreat' ? 'order your retreats' : 'order your builds or disbands';
    return { kind, text: `${phaseName(state.board)}: ${what}.` };
  },
  overText: (state) => outcome(state)?.reason ?? 'The game is over.',
  powerName: (state, p) => powerName(p, geoOf(state)),
  orderReader: (state) => (text) => parseOrder(text, geoOf(state)),
  pendingOf: (move) => move.orders,
  drawn: (state) => ({
    text: `Every player still in the game agrees to a draw: the game ends in ${phaseName(state.board)}${state.submitted.length ? ', before the orders are read' : ''}.`,
    result: { kind: 'draw' },
  }),
  resolve,
  hide,
  redraw,
});

/** Adjudicates the phase with every submitted order, then every following phase where nobody has a choice. */
function resolve(state: DiplomacyState, log: LogEntry[], quiet: boolean): Applied<DiplomacyState, DiplomacyErrorCode> {
  const geo = geoOf(state);
  let board = state.board;
  let orders: Partial<Record<PowerId, readonly string[]>> = {};
  for (const set of Object.values(state.pending)) Object.assign(orders, set);
  let result: DiplomacyState['result'] = null;
  let last: DiplomacyState['last'] = null;
  let quietYears = state.quietYears;
  for (let guard = 0; guard < 10; guard++) {
    const r = adjudicate(board, orders, geo);
    if (!r.ok) return err('bad-board', r.error.message);
    if (guard === 0) last = { before: board, reports: [...POWERS.flatMap((p) => r.value.orders[p] ?? []), ...r.value.defaults] };
    if (!quiet) {
      log.push({ text: `${phaseName(board)}:` });
      // Under fog of war each report goes only to the seats that see it, before or after the phase (fog.ts).
      const before = board;
      const sights = state.options.fog ? state.options.seatPowers.map((ps) => lastSight(before, r.value.board, ps, geo)) : null;
      const say = (rep: OrderReport) => {
        const text = `${powerName(rep.power, geo)}: ${render(rep)}`;
        log.push(sights ? { text, only: seatsSeeing(rep, state.options.seatPowers, sights, geo) } : { text });
      };
      for (const p of POWERS) for (const rep of r.value.orders[p] ?? []) say(rep);
      for (const rep of r.value.defaults) say(rep);
    }
    // Centres change hands only when a Fall ends: count the quiet years there.
    if (board.season === 'fall' && r.value.board.season !== 'fall') quietYears = sameCentres(board.centres, r.value.board.centres) ? quietYears + 1 : 0;
    board = r.value.board;
    const w = winner(board, geo, victoryOf(state.options));
    if (w) {
      result = { kind: 'win', power: w };
      log.push({
        text: `${powerName(w, geoOf(state))} controls ${victoryOf(state.options)} supply centres and wins${seatOf(state.options, w) !== null ? ` for {${seatOf(state.options, w)}}` : ''}.`,
      });
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
  const w = new Working<DiplomacyState>({ ...state, board, pending: {}, submitted: [], drawVotes: [], quietYears, result, last }, quiet);
  w.log.push(...log);
  w.reveal();
  return w.finish();
}

function outcome(state: DiplomacyState): Outcome | null {
  const r = state.result;
  if (!r) return null;
  if (r.kind === 'draw') return { kind: 'draw', winners: survivors(state), reason: 'All players still in the game agreed to a draw.' };
  if (r.kind === 'final') return { kind: r.seats.length === 1 ? 'win' : 'draw', winners: r.seats, reason: finalText(r) };
  const seat = seatOf(state.options, r.power);
  return {
    kind: 'win',
    winners: seat === null ? [] : [seat],
    reason: `${powerName(r.power, geoOf(state))} controls ${victoryOf(state.options)} supply centres.`,
  };
}

/** "The last year, 1910, is over: {2} owns the most supply centres (9) and wins." */
function finalText(r: { readonly year: number; readonly seats: readonly Seat[]; readonly centres: number }): string {
  const who = r.seats.map((s) => `{${s}}`).join(', ');
  const n = `${r.centres} supply centre${r.centres === 1 ? '' : 's'}`;
  return r.seats.length === 1
    ? `The last year, ${r.year}, is over: {${r.seats[0]}} owns the most supply centres (${r.centres}) and wins.`
    : `The last year, ${r.year}, is over: ${who} tie with ${n} each and share a draw.`;
}

/** Classic Diplomacy's engine: core's pipeline over the kit's step (kit.ts). */
export const diplomacyEngine: Engine<DiplomacyState, DiplomacyMove, DiplomacyOptions, DiplomacyErrorCode> = defineEngine(DIPLOMACY_META, {
  options: OPTIONS,
  parseMove: kit.parseMove,
  hasSecrets: () => true,
  setup,
  prompt: kit.prompt,
  legalMoves: kit.legalMoves,
  orderSlots: kit.orderSlots,
  composeOrders: kit.composeOrders,
  mayMove: kit.mayMove,
  step: kit.step,
  view: kit.view,
  resample: kit.resample,
  // The replay of a finished game shows everything: the fog of war lifted.
  revealed: (s) => (s.options.fog ? { ...s, options: { ...s.options, fog: false } } : s),
  // Before the engine kit, a game with a last year ended after that year's Fall, before its Winter
  // adjustments; it now ends after the year's last turn (as 5D's always did). A game replayed to those
  // adjustments was written ended there, with the last year's count (adjustments change no centre).
  earlierForms: ({ states }) => {
    const s = states[states.length - 1];
    const y = s.options.lastYear;
    if (!y || s.result || s.board.year !== y || s.board.phase !== 'adjustment') return [];
    const lead = leaders(s.board, s.options);
    return [{ ...s, result: { kind: 'final', year: y, seats: lead.seats, centres: lead.centres } }];
  },
  outcome,
  describeMove: kit.describeMove,
});
