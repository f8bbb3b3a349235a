/**
 * Computer players. `randomPolicy` picks uniformly among the legal moves; `standardPolicy` (Standard,
 * formerly "Sensible") follows a few plain rules: never lose to DEFCON or a held scoring card when it can help it, score regions it
 * leads, play its own events, space or use for operations the opponent's cards, put influence where
 * it gains control of battlegrounds (more in regions whose scoring card it holds: about to score), coup
 * where it is safe and it needs military operations. Every move the engine warns about (DEFCON suicide,
 * a scoring card left in hand) is avoided whenever another move exists. The Strong bot (strong.ts)
 * searches among Standard's best plays (`rankPlays`).
 * Both only ever return a move from the legal list.
 */
import type { BotPolicy } from '../core/types';
import { card, isOpponents, isScoring } from './cardinfo';
import { determinize } from './determinize';
import { twilightEngine as E, step } from './engine';
import { actingSeats } from './legal';
import { COUNTRIES, controls, countryIndex } from './map';
import { roundsLeft } from './round';
import { scoreRegion } from './scoring';
import type { Side, TwilightMove, TwilightState } from './types';
import { warning } from './ui';

export const randomPolicy: BotPolicy<TwilightState, TwilightMove> = (_view, _seat, legal, random) => legal[Math.min(legal.length - 1, Math.floor(random() * legal.length))];

const EVENT_VALUE: Readonly<Record<number, number>> = { 16: 3, 23: 3, 14: 2, 7: 2, 28: 2, 30: 2, 19: 1, 26: 1, 27: 2, 8: 2, 12: 2, 25: 1, 31: 3, 9: 2, 34: 1, 4: -1, 20: -1, 33: 1 };

function regionGain(s: TwilightState, seat: Side, id: number): number {
  const region = card(id).scoring;
  if (!region || region === 'SoutheastAsia') return 0;
  const r = scoreRegion(s, region);
  if (r.europeWinner !== null) return r.europeWinner === seat ? 100 : -100;
  return seat === 1 ? r.net : -r.net;
}

function playScore(s: TwilightState, seat: Side, m: Extract<TwilightMove, { type: 'play' }>, random: () => number): number {
  const id = m.card;
  const c = card(id);
  const mustScore = s.hands[seat].filter(isScoring).length > roundsLeft(s, seat);
  if (isScoring(id)) return mustScore ? 1000 : regionGain(s, seat, id) > 0 ? 20 + regionGain(s, seat, id) : -5;
  let v = random();
  if (id === 6) v -= 3; // keep The China Card for a good moment
  if (m.use === 'event') v += 4 + (EVENT_VALUE[id] ?? 0) + c.ops * 0.5;
  else if (m.use === 'space') v += isOpponents(id, seat) ? 5 + c.ops : -2;
  else {
    v += c.ops * 1.5;
    if (isOpponents(id, seat)) v -= 2 + (EVENT_VALUE[id] ?? c.ops * 0.5);
    else if (c.side !== -1) v -= 2; // wasting your own event
    if (m.use === 'influence') v += 1;
    if (m.use === 'coup') v += s.milOps[seat] < s.defcon && roundsLeft(s, seat) <= 2 ? 3 : -1;
    if (m.use === 'realign') v -= 3;
    if (m.eventFirst) v += 0.3;
  }
  return v;
}

function influenceScore(s: TwilightState, seat: Side, id: string): number {
  const c = countryIndex(id);
  if (c < 0) return 6; // the Chinese Civil War space: The China Card is worth having
  const data = COUNTRIES[c];
  const opp = (1 - seat) as Side;
  let v = data.bg ? 3 : 1;
  // A region whose scoring card this side holds is about to score: presence and control there count now.
  if (s.hands[seat].some((h) => card(h).scoring === data.region)) v += data.bg ? 2 : 1;
  const own = s.inf[seat][c] + 1;
  const after = { inf: seat === 0 ? [s.inf[0].map((n, i) => (i === c ? n + 1 : n)), s.inf[1]] : [s.inf[0], s.inf[1].map((n, i) => (i === c ? n + 1 : n))] };
  if (!controls(s, seat, c) && controls(after, seat, c)) v += 5;
  if (controls(s, opp, c) && !controls(after, opp, c)) v += 3;
  if (controls(s, seat, c)) v -= 3;
  if (controls(s, opp, c)) v -= 2;
  if (own > data.stability + s.inf[opp][c] + 1) v -= 4;
  return v;
}

function coupScore(s: TwilightState, seat: Side, id: string): number {
  const c = countryIndex(id);
  const data = COUNTRIES[c];
  const opp = (1 - seat) as Side;
  let v = s.inf[opp][c] - data.stability;
  if (data.bg) v += s.defcon >= 4 ? 3 : -2;
  return v;
}

function best<T>(items: readonly T[], score: (x: T) => number): T {
  let top = items[0];
  let topScore = -Infinity;
  for (const x of items) {
    const sc = score(x);
    if (sc > topScore) {
      top = x;
      topScore = sc;
    }
  }
  return top;
}

function headlineScore(s: TwilightState, side: Side, m: TwilightMove, random: () => number): number {
  if (m.type !== 'headline') return 0;
  return (isScoring(m.card) ? regionGain(s, side, m.card) : isOpponents(m.card, side) ? -5 : card(m.card).ops + (EVENT_VALUE[m.card] ?? 0)) + random();
}

/**
 * The headline or action-round choices the engine does not warn about (all of them when it warns about
 * every one), best first by Standard's rules of thumb: the Strong bot's candidates.
 */
export function rankPlays(s: TwilightState, side: Side, legal: readonly TwilightMove[], random: () => number): TwilightMove[] {
  const safe = legal.filter((m) => warning(s, side, m) === null);
  const pool = safe.length > 0 ? safe : legal;
  const scored = pool.map((m) => ({ m, v: m.type === 'headline' ? headlineScore(s, side, m, random) : m.type === 'play' ? playScore(s, side, m, random) : -1 }));
  return scored.sort((a, b) => b.v - a.v).map((x) => x.m);
}

/** Decisions played out by the look-ahead before it gives up on a round (no real round comes close). */
const LOOKAHEAD_CAP = 60;

/**
 * Whether `m` loses the game before the current action round (or headline phase) is over, played out on
 * `world` with Standard's plain rules for every later decision of either side (the opponent's choices,
 * e.g. Ortega's free coup in a battleground at DEFCON 2, included; the opponent takes a choice that
 * wins at once when it has one): nuclear war during one's own play.
 */
function losesThisRound(world: TwilightState, side: Side, m: TwilightMove, random: () => number): boolean {
  const r = quiet(world, m, side);
  if (!r) return false;
  let st = r;
  const { turn, round, phasing } = world;
  for (let n = 0; n < LOOKAHEAD_CAP && !st.outcome; n++) {
    if (st.turn !== turn || st.round !== round || st.phasing !== phasing) break;
    const seat = actingSeats(st)[0];
    if (seat === undefined) break;
    const legal = E.legalMoves(st, seat);
    if (legal.length === 0) break;
    const next = quiet(st, seat === side ? choose(st, seat, legal, random, false) : killer(st, seat, legal) ?? choose(st, seat, legal, random, false), seat);
    if (!next) break;
    st = next;
  }
  return st.outcome !== null && st.outcome.winner === 1 - side;
}

/** The opponent's choice that wins the game at once (a free coup in a battleground at DEFCON 2…), if any. */
function killer(s: TwilightState, seat: Side, legal: readonly TwilightMove[]): TwilightMove | undefined {
  if (s.defcon > 2 && Math.abs(s.vp) < 14) return undefined;
  return legal.find((m) => quiet(s, m, seat)?.outcome?.winner === seat);
}

function quiet(s: TwilightState, m: TwilightMove, seat: Side): TwilightState | null {
  try {
    const r = step(s, m, seat, true);
    return r.ok ? r.state : null;
  } catch {
    return null;
  }
}

/**
 * At DEFCON 3 or lower (an event may lower it first), every choice is tried on a world drawn from this seat's view and played out to
 * the end of the round; choices that end in its own nuclear war are dropped while another exists. This
 * catches what the engine's `warning` cannot see: a card used for ops that lets an opponent event coup a
 * battleground, a coup that an earlier choice would force, an event's coup picked among battlegrounds.
 * When every choice loses, the pool is kept (the world drawn may be wrong about the opponent's hand).
 */
export function notSuicide(s: TwilightState, side: Side, pool: readonly TwilightMove[], random: () => number): readonly TwilightMove[] {
  if (pool.length < 2 || s.defcon > 3 || s.outcome) return pool;
  const world = determinize(s, side, random);
  const kept = pool.filter((m) => !losesThisRound(world, side, m, random));
  return kept.length > 0 ? kept : pool;
}

/** Standard's move; `look`: with the round look-ahead at DEFCON 2 (off inside the look-ahead itself). */
function choose(s: TwilightState, seat: number, all: readonly TwilightMove[], random: () => number, look: boolean): TwilightMove {
  const side = seat as Side;
  // Ending Cuban Missile Crisis costs 2 influence: Standard simply never coups under it (warning).
  const decisions = all.filter((m) => m.type !== 'defuse');
  const legal = decisions.length > 0 ? decisions : all;
  const safe = legal.filter((m) => warning(s, side, m) === null);
  // Every move flagged (a scoring card that can no longer be played, say): the look-ahead still drops nuclear war.
  const base = safe.length > 0 ? safe : legal;
  const pool = look ? notSuicide(s, side, base, random) : base;
  const first = pool[0];
  switch (first.type) {
    case 'headline':
      return best(pool, (m) => headlineScore(s, side, m, random));
    case 'play':
    case 'pass':
      return best(pool, (m) => (m.type === 'play' ? playScore(s, side, m, random) : -1));
    case 'influence':
      return best(pool, (m) => (m.type === 'influence' ? influenceScore(s, side, m.country) + random() * 0.5 : -9));
    case 'coup':
      return best(pool, (m) => (m.type === 'coup' ? coupScore(s, side, m.country) + random() * 0.5 : -9));
    case 'realign':
    case 'stop':
      return pool.find((m) => m.type === 'stop') ?? pool[0];
    case 'defuse':
      return first;
    case 'pick':
      return best(pool, (m) => {
        if (m.type !== 'pick') return 0;
        const c = countryIndex(m.choice);
        const p = s.pending;
        const adding = p?.kind === 'pick' && /add|place/i.test(p.text);
        if (c >= 0) return (adding ? (COUNTRIES[c].bg ? 2 : 0) + (s.inf[side][c] > 0 ? 1 : 0) : COUNTRIES[c].bg ? 2 : 0) + random();
        if (m.choice === 'boycott') return s.defcon <= 2 ? -10 : -1; // a boycott lowers DEFCON
        return random();
      });
  }
}

export const standardPolicy: BotPolicy<TwilightState, TwilightMove> = (s, seat, legal, random) => choose(s, seat, legal, random, true);

/** Standard without the round look-ahead: Strong's playout policy (cheap, and the search looks ahead itself). */
export const standardPlayoutPolicy: BotPolicy<TwilightState, TwilightMove> = (s, seat, legal, random) => choose(s, seat, legal, random, false);

/** The old name of Standard (saves made before the rename name their bot "Sensible"). */
export const sensiblePolicy = standardPolicy;
