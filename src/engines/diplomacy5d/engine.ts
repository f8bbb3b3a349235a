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
import type { Fork } from './finish';
import type { Given, Multiverse, PowerId, Report5, Rules } from './types';
import { forkSentence } from './causes';
import { centresOverHeads, winner5 } from './victory';
import { DIPLOMACY5D_META } from './meta';
import { OPTIONS, type D5Options } from './options';
import { fogOn, powersOf } from '../diplomacy/fog';
import { fogMultiverse, fogPlan, resampleMultiverse, seesAt, seesReport5, sightIds5, sights5, type SeesAt, type Sight5 } from './fog';

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
  /** Only in a view under fog of war (fog.ts): the provinces in the seat's sight on each board, who must order, who survives. */
  readonly sight?: Sight5;
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

export function actors(s: Pick<D5State, 'mv' | 'plan' | 'options' | 'result' | 'sight'>): Seat[] {
  if (s.result) return [];
  if (s.sight) return [...s.sight.actors];
  return s.options.seatPowers.flatMap((ps, seat) => (ps.some((p) => hasChoice(s, p)) ? [seat] : []));
}

/**
 * Seats whose yes a draw needs now, as in classic Diplomacy: in a round with movement the seats
 * ordering units (they vote with their orders); during retreats or a round of Winter boards only,
 * every survivor.
 */
export function drawVoters(s: Pick<D5State, 'mv' | 'plan' | 'options' | 'result' | 'sight'>): Seat[] {
  return movementRound(s) ? actors(s) : survivors(s);
}

/** Whether units move this round (not a retreat pause, some head board not a Winter one): seats then vote with their orders. */
export const movementRound = (s: Pick<D5State, 'mv' | 'plan'>): boolean => !s.plan && new Index(s.mv).heads().some((b) => !isWinter(b.turn));

/** A year of the multiverse is three rounds (every head advances one board a round: Spring, Fall, Winter). */
export const quietYears = (s: Pick<D5State, 'quietRounds'>): number => Math.floor((s.quietRounds ?? 0) / 3);

/** Seats with a power still on some head board (units or centres; a fogged view says so). */
export function survivors(s: Pick<D5State, 'mv' | 'options' | 'sight'>): Seat[] {
  if (s.sight) return [...s.sight.survivors];
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
  // Under fog of war the orders are listed from the multiverse as the seat sees it (fog.ts).
  const mv = fogOn(s) && !s.sight ? fogMultiverse(s.mv, sights5(s.mv, powersOf(s, seat), rulesOf(s.options), geo), powersOf(s, seat), geo) : s.mv;
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
    for (const x of legalOrders5(mv, p, rulesOf(s.options), geo))
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
  hide,
  redraw,
});

/** Under fog of war, the state as `seat` sees it (fog.ts): every board in its sight, the last round and the retreats as it saw them, who orders and survives. */
function hide(s: D5State, seat: Seat | null): D5State {
  if (!fogOn(s) || s.sight) return s;
  const geo = geoOf(s);
  const powers = powersOf(s, seat);
  const sights = sights5(s.mv, powers, rulesOf(s.options), geo);
  const sees = seesAt(s.mv, sights, geo);
  return {
    ...s,
    mv: fogMultiverse(s.mv, sights, powers, geo),
    plan: s.plan && fogPlan(s.plan, powers, sees),
    last: fogLast5(s.last, powers, sees, geo),
    sight: { boards: sightIds5(s.mv, sights, geo), actors: actors(s), survivors: survivors(s) },
  };
}

/** Under fog of war, the units out of `seat`'s sight drawn again on every board (fog.ts `resampleMultiverse`), and the last round as it saw it. */
function redraw(s: D5State, seat: Seat | null, random: () => number): D5State {
  if (!fogOn(s) || s.sight) return s;
  const geo = geoOf(s);
  const powers = powersOf(s, seat);
  const sights = sights5(s.mv, powers, rulesOf(s.options), geo);
  return { ...s, mv: resampleMultiverse(s.mv, sights, powers, geo, random), last: fogLast5(s.last, powers, seesAt(s.mv, sights, geo), geo) };
}

/**
 * The last round as these powers saw it: the reports they see (fog.ts `seesReport5`), without their place in
 * the round's list of every order (`index`, which counts the orders of others); the new timelines are public.
 */
function fogLast5(last: D5State['last'], powers: readonly PowerId[], sees: SeesAt, geo: Geography): D5State['last'] {
  if (!last) return null;
  return {
    ...last,
    reports: last.reports.filter((r) => seesReport5(r, powers, sees, geo)).map(({ index: _, ...r }) => r),
  };
}

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
  // Where the round's reports go in the log once the new boards are made (fog of war: who sees them is read there).
  let reportsAt = -1;
  if (!plan) {
    const r = adjudicateRound(s.mv, given, rules, geo);
    plan = r.plan;
    reports = [...r.reports];
    if (!quiet) log.push({ text: `Round ${s.round + 1}:` });
    const paused: D5State = { ...s, plan, pending: {}, submitted: [], drawVotes: [], last: { reports, forks: [] } };
    // Pause only when some seat orders a retreat: a power no seat plays is in civil disorder, and its
    // dislodged units disband (as classic Diplomacy's retreat phase does with a unit given no order).
    if (actors(paused).length > 0) {
      if (!quiet) log.push(...reportLines(reports, readersOf(s, s.mv), name));
      // Under fog of war which boards wait is not told (only that every board does).
      const where = s.options.fog ? '' : ` on ${[...new Set(plan.dislodged.map((d) => boardLabel(d.board)))].join(', ')}`;
      log.push({ text: `Units are dislodged${where}: every board waits for the retreats.` });
      return revealed(paused, log, quiet);
    }
    reportsAt = log.length;
  }
  if (!quiet) {
    const before = plan.dislodged.length ? readersOf(s, s.mv) : null;
    for (const d of plan.dislodged) {
      if (d.retreats.length > 0 && seatOf(s.options, d.unit.power) === null) {
        const text = `${name(d.unit.power)}: ${d.unit.type} ${d.unit.loc} on ${boardLabel(d.board)} disbands (no player orders ${name(d.unit.power)}: civil disorder).`;
        const only = before?.at(d.unit.power, d.board, [d.unit.loc.split('/')[0]]);
        log.push(only ? { text, only } : { text });
      }
    }
  }
  const retreats = s.plan ? given.filter((g) => g.order.kind === 'retreat' || g.order.kind === 'disband') : [];
  const f = finishRound(s.mv, plan, retreats, rules, geo);
  const readers = quiet ? null : readersOf(s, f.mv);
  if (!quiet) {
    if (reportsAt >= 0) log.splice(reportsAt, 0, ...reportLines(reports, readers, name));
    for (const r of f.retreatReports) {
      const text = `${name(r.power)}: ${r.text}: ${r.success ? 'succeeds' : 'fails'} (${r.why}).`;
      log.push(readers ? { text, only: readers.retreat(r, plan) } : { text });
    }
    const roundReports = s.plan ? (s.last?.reports ?? []) : reports;
    for (const fk of f.forks) log.push(...forkLines(fk, roundReports, readers, geo));
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

/** Under fog of war, which seats read the round's sentences (fog.ts, the sight in multiverse `mv`); null without fog. */
function readersOf(s: D5State, mv: Multiverse) {
  if (!s.options.fog) return null;
  const geo = geoOf(s);
  const rules = rulesOf(s.options);
  const seats = s.options.seatPowers;
  const sees = seats.map((ps) => seesAt(mv, sights5(mv, ps, rules, geo), geo));
  const who = (f: (powers: readonly PowerId[], seat: number) => boolean) => seats.flatMap((ps, seat) => (f(ps, seat) ? [seat] : []));
  return {
    sees,
    /** The seats that see a report (its power's, or its unit or destination in sight). */
    report: (r: Report5) => who((ps, seat) => seesReport5(r, ps, sees[seat], geo)),
    /** The seats that see a place of a board, or play the power. */
    at: (power: PowerId, key: string, provinces: readonly string[]) => who((ps, seat) => ps.includes(power) || provinces.some((p) => sees[seat](key, p))),
    /** The seats that see a retreat (finish.ts's report): its power's, or the unit's place or destination on its board in sight. */
    retreat(r: { readonly power: PowerId; readonly text: string }, plan: Plan) {
      const m = /^(?:retreat|disband) (\S+)(?: \((\d+:\d+)\))?(?: -> (\S+))?/.exec(r.text);
      const from = m?.[1].split('/')[0] ?? '';
      const key = m?.[2] ?? plan.dislodged.find((d) => d.unit.power === r.power && d.unit.loc.split('/')[0] === from)?.board ?? '';
      return this.at(r.power, key, [from, ...(m?.[3] ? [m[3].split('/')[0]] : [])]);
    },
  };
}

/** The log's lines of the round's reports, each (under fog of war) for the seats that see it. */
function reportLines(reports: readonly Report5[], readers: ReturnType<typeof readersOf>, name: (p: PowerId) => string): LogEntry[] {
  return reports.map((rep) => {
    const text = `${name(rep.power)}: ${rep.text}${rep.past ? ' (given earlier, adjudicated again)' : ''}: ${rep.success ? 'succeeds' : 'fails'} (${rep.why}).`;
    return readers ? { text, only: readers.report(rep) } : { text };
  });
}

/**
 * The log's lines of a new timeline. Every seat reads that it forked; under fog of war each reads the cause
 * it sees (causes.ts over the reports it sees), the same sentence in one line for the seats that read it.
 */
function forkLines(fk: Fork, reports: readonly Report5[], readers: ReturnType<typeof readersOf>, geo: Geography): LogEntry[] {
  if (!readers) return [{ text: forkSentence(fk, reports, geo) }];
  const bySentence = new Map<string, Seat[]>();
  readers.sees.forEach((_, seat) => {
    const seen = reports.filter((r) => readers.report(r).includes(seat));
    const text = forkSentence(fk, seen, geo);
    bySentence.set(text, [...(bySentence.get(text) ?? []), seat]);
  });
  if (bySentence.size === 1) return [{ text: [...bySentence.keys()][0] }];
  return [...bySentence].map(([text, only]) => ({ text, only }));
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
  // The replay of a finished game shows everything: the fog of war lifted (as classic Diplomacy's).
  revealed: (s) => (s.options.fog ? { ...s, options: { ...s.options, fog: false } } : s),
});

export { isWinter };
