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
import { twilightEngine as E } from './engine';
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

/**
 * One move of look-ahead where the engine gives no warning (a country picked for an event's coup, a
 * boycott, a coup the card's use forces): each choice is tried on a world drawn from this seat's view,
 * and a choice that loses the game at once (nuclear war) is dropped while another exists.
 */
function notSuicide(s: TwilightState, side: Side, pool: readonly TwilightMove[], random: () => number): readonly TwilightMove[] {
  if (pool.length < 2 || s.defcon > 2) return pool;
  const t = pool[0].type;
  if (t !== 'pick' && t !== 'coup' && t !== 'realign') return pool;
  const world = determinize(s, side, random);
  const kept = pool.filter((m) => {
    const r = E.apply(world, m, side);
    return !(r.ok && r.state.outcome && r.state.outcome.winner === 1 - side);
  });
  return kept.length > 0 ? kept : pool;
}

export const standardPolicy: BotPolicy<TwilightState, TwilightMove> = (s, seat, legal, random) => {
  const side = seat as Side;
  const safe = legal.filter((m) => warning(s, side, m) === null);
  const pool = notSuicide(s, side, safe.length > 0 ? safe : legal, random);
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
};

/** The old name of Standard (saves made before the rename name their bot "Sensible"). */
export const sensiblePolicy = standardPolicy;
