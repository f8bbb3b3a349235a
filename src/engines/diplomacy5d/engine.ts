/**
 * 5D Diplomacy with Multiversal Time Travel: the engine contract over the multiverse adjudicator,
 * built by core's `defineEngine` on classic Diplomacy's kit (../diplomacy/kit.ts: the step, draw votes,
 * prompt, legal moves, order slots, views), as classic Diplomacy's engine is.
 *
 * A round: every seat with a unit on a head board (or a build or disband owed on a Winter head
 * board) submits its orders at once, in secret, as in classic Diplomacy; the round resolves when
 * the last has submitted. A retreat anywhere pauses every board: only retreats are ordered, then
 * the new boards are appended (a power no seat plays is in civil disorder: its dislodged units disband,
 * and no board waits for them). A power wins with 18 distinct centres over the head boards (a tie at
 * the top: no winner yet); all surviving seats may agree a draw; an optional last year ends the
 * game after its last turn (its Winter) on every timeline, with the unique leader winning (a tie: a draw).
 */
import { defineEngine } from '../core/engine';
import type { Applied, Engine, LogEntry, OrderSlot, Outcome, Seat } from '../core/types';
import { seedRng } from '../core/rng';
import { Working } from '../core/working';
import { initialBoard } from '../diplomacy/board';
import { sameCentres } from '../diplomacy/ending';
import { ordersKit, type OrdersErrorCode } from '../diplomacy/kit';
import type { Geography } from '../diplomacy/map/geography';
import { geographyOf, powerName, variantOf } from '../diplomacy/map/variant';
import { seatOf } from '../diplomacy/seats';
import { composeSeatOrders } from '../diplomacy/moves';
import { adjustmentOf } from '../diplomacy/board';
import { finishRound } from './finish';
import { classicBoard, legalOrders5 } from './legal';
import { Index, boardName, isWinter, tlName, turnTitle, yearOf } from './multiverse';
import { parseOrder5 } from './notation';
import { adjudicateRound } from './round';
import type { Plan } from './round';
import type { Given, Multiverse, PowerId, Report5, Rules } from './types';
import { forkSentence } from './causes';
import { centresOverHeads, winner5 } from './victory';
import { DIPLOMACY5D_META } from './meta';
import { OPTIONS, type D5Options } from './options';

export type { D5Options } from './options';

/** 5D Diplomacy's refusals: the kit's (../diplomacy/kit.ts), none of its own. */
export type D5ErrorCode = OrdersErrorCode;

/** A seat's orders for the round, with its draw vote as in classic Diplomacy (`draw`: true yes, false withdraws a yes; ../diplomacy/ending.ts); or a yes on its own. */
export type D5Move =
  | { readonly kind: 'orders'; readonly orders: Readonly<Partial<Record<PowerId, readonly string[]>>>; readonly draw?: boolean }
  | { readonly kind: 'proposeDraw' };

export interface D5State {
  readonly rng: readonly number[];
  readonly epoch: number;
  readonly options: D5Options;
  readonly mv: Multiverse;
  /** Set while the round waits for retreats. */
  readonly plan: Plan | null;
  readonly submitted: readonly Seat[];
  readonly pending: Readonly<Record<string, D5Move & { kind: 'orders' }>>;
  readonly drawVotes: readonly Seat[];
  /** Rounds in a row in which no centre changed hands on any head board and no timeline was made (the computers' stalemate test). */
  readonly quietRounds: number;
  readonly result: { readonly kind: 'win'; readonly power: PowerId } | { readonly kind: 'draw'; readonly reason: string } | null;
  readonly round: number;
  /** The last round, for the board: what every order did and which timelines forked. */
  readonly last: {
    readonly reports: readonly Report5[];
    readonly forks: readonly { readonly from: string; readonly tl: number; readonly why: string }[];
  } | null;
}

export const rulesOf = (o: D5Options): Rules =>
  o.rules === 'B' ? { fork: 'B', adjacency: 'tree' } : { fork: 'A', adjacency: o.rules === 'A-strict' ? 'strict' : 'loose' };
export const geoOf = (s: { options: D5Options }): Geography => geographyOf(s.options.variant);
const victoryOf = (o: D5Options) => variantOf(o.variant)?.victoryCentres ?? 18;

/** Whether a power has something to order now. */
function hasChoice(s: Pick<D5State, 'mv' | 'plan' | 'options'>, p: PowerId): boolean {
  if (s.plan) return s.plan.dislodged.some((d) => d.unit.power === p && d.retreats.length > 0);
  const geo = geoOf(s);
  return new Index(s.mv).heads().some((b) => {
    if (!isWinter(b.turn)) return b.units.some((u) => u.power === p);
    const a = adjustmentOf(classicBoard(b), p, geo);
    return a.delta < 0 || (a.delta > 0 && a.buildSites.length > 0);
  });
}

export function actors(s: Pick<D5State, 'mv' | 'plan' | 'options' | 'result'>): Seat[] {
  if (s.result) return [];
  return s.options.seatPowers.flatMap((ps, seat) => (ps.some((p) => hasChoice(s, p)) ? [seat] : []));
}

/**
 * Seats whose yes a draw needs now, as in classic Diplomacy: in a round with movement the seats
 * ordering units (they vote with their orders); during retreats or a round of Winter boards only,
 * every survivor.
 */
export function drawVoters(s: Pick<D5State, 'mv' | 'plan' | 'options' | 'result'>): Seat[] {
  return movementRound(s) ? actors(s) : survivors(s);
}

/** Whether units move this round (not a retreat pause, some head board not a Winter one): seats then vote with their orders. */
export const movementRound = (s: Pick<D5State, 'mv' | 'plan'>): boolean => !s.plan && new Index(s.mv).heads().some((b) => !isWinter(b.turn));

/** A year of the multiverse is three rounds (every head advances one board a round: Spring, Fall, Winter). */
export const quietYears = (s: Pick<D5State, 'quietRounds'>): number => Math.floor((s.quietRounds ?? 0) / 3);

/** Seats with a power still on some head board (units or centres). */
export function survivors(s: Pick<D5State, 'mv' | 'options'>): Seat[] {
  const heads = new Index(s.mv).heads();
  const alive = (p: PowerId) => heads.some((b) => b.units.some((u) => u.power === p) || Object.values(b.centres).includes(p));
  return s.options.seatPowers.flatMap((ps, seat) => (ps.some(alive) ? [seat] : []));
}

function setup(options: D5Options, seatCount: number, seed: number): D5State {
  const parsed = OPTIONS.parse(options, seatCount);
  const o = parsed.ok ? parsed.value : OPTIONS.defaults(seatCount);
  const b = initialBoard(geographyOf(o.variant));
  return {
    rng: seedRng(seed),
    epoch: 0,
    options: o,
    mv: { timelines: [{ from: null }], boards: [{ tl: 0, turn: 0, units: b.units, centres: b.centres }] },
    plan: null,
    submitted: [],
    pending: {},
    drawVotes: [],
    quietRounds: 0,
    result: null,
    round: 0,
    last: null,
  };
}

/** One slot per unit on a head board (or build / disband / retreat), every legal order listed, the default first. */
function slots(s: D5State, seat: Seat): OrderSlot[] {
  const geo = geoOf(s);
  const out: OrderSlot[] = [];
  for (const p of s.options.seatPowers[seat] ?? []) {
    if (s.plan) {
      for (const d of s.plan.dislodged.filter((x) => x.unit.power === p)) {
        const [tl, turn] = d.board.split(':').map(Number);
        const me = `${d.unit.type} ${tlName(tl)}-${cap(d.unit.loc)}@${boardName(tl, turn).split('@')[1]}`;
        out.push({
          key: `${p}:${d.board}:${d.unit.loc}`,
          label: `${powerName(geo, p)}: ${me}`,
          orders: [`${me} D`, ...d.retreats.map((r) => `${me} R ${cap(r)}`)],
        });
      }
      continue;
    }
    for (const x of legalOrders5(s.mv, p, rulesOf(s.options), geo))
      out.push({
        key: x.key,
        label: `${powerName(geo, p)}: ${x.unit ? `${x.unit.type} ${tlName(x.board.tl)}-${cap(x.unit.loc)}@${boardName(x.board.tl, x.board.turn).split('@')[1]}` : `${x.key.includes(':disband') ? 'disband' : 'build'} on ${boardName(x.board.tl, x.board.turn)}`}`,
        orders: x.orders,
      });
  }
  return out;
}
const cap = (loc: string) => loc[0].toUpperCase() + loc.slice(1);

const kit = ordersKit<D5State, D5State['pending'][string], D5ErrorCode>({
  title: DIPLOMACY5D_META.title,
  actors,
  survivors,
  drawVoters,
  slots,
  defaultOrders: (s, seat) => composeSeatOrders(slots(s, seat), {}),
  asks: (s) => ({
    kind: s.plan ? 'retreat' : 'orders',
    text: s.plan ? 'Retreats (every board waits): order your retreats.' : `Round ${s.round + 1}: write your orders for the head boards.`,
  }),
  overText: (s) =>
    s.result?.kind === 'win' ? `${powerName(geoOf(s), s.result.power)} wins.` : `The game is drawn: ${s.result?.kind === 'draw' ? s.result.reason : ''}`,
  powerName: (s, p) => powerName(geoOf(s), p),
  orderReader(s) {
    const index = new Index(s.mv);
    return (t) => parseOrder5(t, geoOf(s), (tl) => index.headTurn[tl] ?? 0);
  },
  pendingOf: (move) => move,
  drawn: (s) => ({
    text: `Every player still in the game agrees to a draw${s.submitted.length ? ', before the orders are read' : ''}: the game is drawn.`,
    result: { kind: 'draw', reason: 'agreed by every surviving player.' },
  }),
  resolve: (s, log, quiet) => resolve(s, log, quiet),
});

function resolve(s: D5State, log: LogEntry[], quiet: boolean, depth = 0): Applied<D5State, D5ErrorCode> {
  const geo = geoOf(s);
  const rules = rulesOf(s.options);
  const index = new Index(s.mv);
  const given: Given[] = [];
  for (const m of Object.values(s.pending)) {
    for (const [p, list] of Object.entries(m.orders)) {
      for (const t of list ?? []) {
        const r = parseOrder5(t, geo, (tl) => index.headTurn[tl] ?? 0);
        if (r.ok) given.push({ power: p as PowerId, order: r.value });
      }
    }
  }
  const name = (p: PowerId) => powerName(geo, p);
  let plan = s.plan;
  let reports: Report5[] = [];
  if (!plan) {
    const r = adjudicateRound(s.mv, given, rules, geo);
    plan = r.plan;
    reports = [...r.reports];
    if (!quiet) {
      log.push({ text: `Round ${s.round + 1}:` });
      for (const rep of reports)
        log.push({
          text: `${name(rep.power)}: ${rep.text}${rep.past ? ' (given earlier, adjudicated again)' : ''}: ${rep.success ? 'succeeds' : 'fails'} (${rep.why}).`,
        });
    }
    const paused: D5State = { ...s, plan, pending: {}, submitted: [], drawVotes: [], last: { reports, forks: [] } };
    // Pause only when some seat orders a retreat: a power no seat plays is in civil disorder, and its
    // dislodged units disband (as classic Diplomacy's retreat phase does with a unit given no order).
    if (actors(paused).length > 0) {
      log.push({
        text: `Units are dislodged on ${[...new Set(plan.dislodged.map((d) => boardLabel(d.board)))].join(', ')}: every board waits for the retreats.`,
      });
      return revealed(paused, log, quiet);
    }
  }
  if (!quiet) {
    for (const d of plan.dislodged) {
      if (d.retreats.length > 0 && seatOf(s.options, d.unit.power) === null)
        log.push({
          text: `${name(d.unit.power)}: ${d.unit.type} ${d.unit.loc} on ${boardLabel(d.board)} disbands (no player orders ${name(d.unit.power)}: civil disorder).`,
        });
    }
  }
  const retreats = s.plan ? given.filter((g) => g.order.kind === 'retreat' || g.order.kind === 'disband') : [];
  const f = finishRound(s.mv, plan, retreats, rules, geo);
  if (!quiet) {
    for (const r of f.retreatReports) log.push({ text: `${name(r.power)}: ${r.text}: ${r.success ? 'succeeds' : 'fails'} (${r.why}).` });
    const roundReports = s.plan ? (s.last?.reports ?? []) : reports;
    for (const fk of f.forks) log.push({ text: forkSentence(fk, roundReports, geo) });
  }
  const mv = f.mv;
  // Quiet: no timeline made, and every head board holds the centre owners of the head it continues.
  const after = new Index(mv);
  const still =
    f.forks.length === 0 &&
    index.heads().every((b) => {
      const next = after.board(b.tl, after.headTurn[b.tl]);
      return !!next && sameCentres(b.centres, next.centres);
    });
  const quietRounds = still ? (s.quietRounds ?? 0) + 1 : 0;
  let result: D5State['result'] = null;
  const w = winner5(mv, victoryOf(s.options));
  if (w) {
    result = { kind: 'win', power: w };
    log.push({ text: `${name(w)} controls ${centresOverHeads(mv)[w]} distinct supply centres over the head boards and wins.` });
  } else if (s.options.lastYear > 0 && new Index(mv).heads().every((b) => yearOf(b.turn) > s.options.lastYear)) {
    const counts = Object.entries(centresOverHeads(mv)).sort((a, b) => b[1] - a[1]);
    if (counts.length && (counts.length === 1 || counts[0][1] > counts[1][1])) {
      result = { kind: 'win', power: counts[0][0] as PowerId };
      log.push({
        text: `The last year is over: ${name(counts[0][0] as PowerId)} leads with ${counts[0][1]} distinct centre${counts[0][1] === 1 ? '' : 's'} and wins.`,
      });
    } else {
      result = { kind: 'draw', reason: 'the last year is over with a tie at the top.' };
      log.push({ text: 'The last year is over with a tie at the top: the game is drawn.' });
    }
  }
  const next = revealed(
    {
      ...s,
      mv,
      plan: null,
      pending: {},
      submitted: [],
      drawVotes: [],
      quietRounds,
      result,
      round: s.round + 1,
      last: { reports: s.plan ? (s.last?.reports ?? []) : reports, forks: f.forks },
    },
    log,
    quiet,
  );
  const done = next.state;
  // A round where nobody has a choice (Winter heads with no build or disband possible) resolves by itself.
  if (!result && actors(done).length === 0 && depth < 3 && survivors(done).length > 0) return resolve(done, log, quiet, depth + 1);
  return next;
}

/** Every power's orders are shown: through core's working copy, the move becomes a point of no return. */
function revealed(draft: D5State, log: LogEntry[], quiet: boolean): Extract<Applied<D5State>, { ok: true }> {
  const w = new Working(draft, quiet);
  w.reveal();
  const done = w.finish();
  return { ok: true, state: done.state, log: [...log, ...done.log] };
}

function boardLabel(key: string): string {
  const [tl, turn] = key.split(':').map(Number);
  return `${boardName(tl, turn)} (${turnTitle(turn)})`;
}

function outcome(s: D5State): Outcome | null {
  const r = s.result;
  if (!r) return null;
  if (r.kind === 'draw') return { kind: 'draw', winners: survivors(s), reason: `The game is drawn: ${r.reason}` };
  const seat = seatOf(s.options, r.power);
  return {
    kind: 'win',
    winners: seat === null ? [] : [seat],
    reason: `${powerName(geoOf(s), r.power)} controls the most distinct supply centres over the head boards.`,
  };
}

/** 5D Diplomacy's engine: core's pipeline over the kit's step (../diplomacy/kit.ts), as classic Diplomacy's. */
export const diplomacy5dEngine: Engine<D5State, D5Move, D5Options, D5ErrorCode> = defineEngine(DIPLOMACY5D_META, {
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
  outcome,
  describeMove: kit.describeMove,
});

export { isWinter };
