/**
 * Computer players. `randomPolicy` picks uniformly among the legal moves; `standardPolicy` (Standard,
 * formerly "Sensible") follows a few plain rules: never lose to DEFCON or a held scoring card when it can help it, score regions it
 * leads, play its own events, space or use for operations the opponent's cards, put influence where
 * it gains control of battlegrounds (more in regions whose scoring card it holds: about to score), coup
 * where it is safe and it needs military operations. Every move the engine warns about (DEFCON suicide,
 * a scoring card left in hand) is avoided whenever another move exists, except that a scoring card is played
 * whenever the scoring cards held fill the rounds left (holding one at the end of the turn loses, 11.1.2).
 * Its setup follows the standard openings (bot-opening.ts), an event's target country is judged by what
 * the event does there (bot-picks.ts), scoring cards are timed (bot-scoring.ts). The Strong bot
 * (strong.ts) searches among Standard's best plays (`candidates`).
 * Both only ever return a move from the legal list.
 */
import type { BotPolicy } from '../core/types';
import { card, DEFCON_EVENTS, isOpponents, isScoring, UN_INTERVENTION } from './cardinfo';
import { BEAR_TRAP, cmcRestricts, MISSILE_ENVY, QUAGMIRE } from './cards/mid-hooks';
import { notSuicide as keepAlive, roundCheck, winNow } from './lookahead';
import { COUNTRIES, controls, countryIndex } from './map';
import { canPlayChina, roundsLeft, scoringHeld } from './round';
import type { Side, TwilightMove, TwilightState } from './types';
import { warning } from './ui';
import { openingPick } from './bot-opening';
import { pickEffect } from './bot-picks';
import { forcedScoring, mending, scoringGain, scoringPlayValue } from './bot-scoring';

export const randomPolicy: BotPolicy<TwilightState, TwilightMove> = (_view, _seat, legal, random) =>
  legal[Math.min(legal.length - 1, Math.floor(random() * legal.length))];

const EVENT_VALUE: Readonly<Record<number, number>> = {
  16: 3,
  23: 3,
  14: 2,
  7: 2,
  28: 2,
  30: 2,
  19: 1,
  26: 1,
  27: 2,
  8: 2,
  12: 2,
  25: 1,
  31: 3,
  9: 2,
  34: 1,
  4: -1,
  20: -1,
  33: 1,
};

/**
 * Opponent events that, occurring during this side's own action round at DEFCON 2, may end the game
 * against it (8.1.3): a DEFCON drop (Duck and Cover, KAL-007, We Will Bury You) or a coup the opponent
 * makes with them (CIA Created, Lone Gunman, Tear Down this Wall, Ortega Elected, Grain Sales to Soviets:
 * the US may return the card taken and use the ops). Any use but the space
 * race fires them (5.2).
 */
const DEADLY: Readonly<Record<Side, readonly number[]>> = { 0: [4, 26, 67, 89, 96], 1: [50, 62, 91] };
const FIVE_YEAR_PLAN = 5;
const STAR_WARS = 85;

/**
 * Whether `id` in `side`'s hand is one of those: Star Wars when the discard pile holds one it may replay;
 * Five Year Plan when the card it discards at random may be one.
 */
export function deadly(s: TwilightState, side: Side, id: number): boolean {
  if (DEADLY[side].includes(id)) return true;
  if (side !== 0) return false;
  if (id === STAR_WARS) return s.discard.some((c) => DEADLY[0].includes(c));
  if (id === FIVE_YEAR_PLAN) return s.hands[0].some((c) => c !== id && (DEADLY[0].includes(c) || (c === STAR_WARS && deadly(s, 0, c))));
  return false;
}

/**
 * Whether `side` holds more deadly cards than it can keep: the other cards (scoring cards and a playable
 * China Card included) will not cover the action rounds left, so one of them would be played when it
 * comes to it, maybe at DEFCON 2. Then a deadly card is spaced, or played while DEFCON is above 2.
 */
function crowded(s: TwilightState, side: Side): Tight {
  const hand = s.hands[side];
  const bad = hand.filter((id) => deadly(s, side, id)).length;
  if (bad === 0) return 'no';
  const others = hand.length - bad + (canPlayChina(s, side) ? 1 : 0);
  // A deadly card held at DEFCON 3, one coup away from 2, is best played now even with cards to spare.
  return others < roundsLeft(s, side) + 1 ? 'crowded' : s.defcon <= 3 ? 'risky' : 'no';
}

type Tight = 'no' | 'risky' | 'crowded';

/**
 * Events of `side`'s own that, at DEFCON 2, may bring nuclear war during its play by chance or by the
 * opponent's choice, when the opponent may hold the card that does it: Missile Envy (the card given is the
 * opponent's pick among its highest ops; if it is this side's event, or Olympic Games or Summit, it occurs:
 * We Will Bury You for the USSR, Duck and Cover or KAL-007 for the US), and, for the US, Five Year Plan (the
 * USSR's random discard occurs if it is a US event).
 */
function chancyAtTwo(s: TwilightState, side: Side, id: number): boolean {
  if (id === MISSILE_ENVY) return mayHold(s, side, side === 0 ? [20, 45, 50] : [20, 45, 4, 89]);
  return side === 1 && id === FIVE_YEAR_PLAN && mayHold(s, side, [4, 89]);
}

/** DEFCON after the event of `id` (`DEFCON_EVENTS`), or null when it does not set it (How I Learned: the player's pick). */
function defconAfter(id: number, defcon: number): number | null {
  const kind = DEFCON_EVENTS[id];
  return kind === 'down' ? defcon - 1 : kind === 'two' ? 2 : null;
}

/**
 * Whether the opponent may hold one of `ids` (none of them seen elsewhere). Missile Envy at DEFCON 2 could
 * bring Olympic Games or Summit, whose events then occur during this side's play: a boycott or a
 * Summit won by the opponent and degraded is nuclear war (8.1.3), and the look-ahead's drawn world may
 * not deal the opponent that card.
 */
function mayHold(s: TwilightState, side: Side, ids: readonly number[]): boolean {
  const seen = new Set([...s.hands[side], ...s.discard, ...s.removed, ...s.limbo, ...s.inPlay]);
  return ids.some((id) => !seen.has(id));
}

/** Whether the event of `id` brings DEFCON to 2 while a deadly card stays in hand, which could then only be spaced. */
function selfDrop(s: TwilightState, seat: Side, id: number): boolean {
  const after = defconAfter(id, s.defcon);
  // A deadly card played now is itself being got rid of (`crowded` weighs that), not a needless drop.
  return after !== null && after <= 2 && !deadly(s, seat, id) && s.hands[seat].some((h) => h !== id && deadly(s, seat, h));
}

function playScore(s: TwilightState, seat: Side, m: Extract<TwilightMove, { type: 'play' }>, random: () => number, tight: Tight): number {
  const id = m.card;
  const c = card(id);
  // Scoring cards (bot-scoring.ts): forced when they fill every round left, one spare round kept, gains
  // taken, an affordable loss taken before the opponent nears 20 VP.
  if (isScoring(id)) return scoringPlayValue(s, seat, id);
  let v = random();
  if (m.use !== 'space' && (m.use === 'event' || isOpponents(id, seat)) && selfDrop(s, seat, id)) v -= 10;
  // UN Intervention cancels the event of the card played with it: the safe way to get rid of a deadly card.
  if (id === UN_INTERVENTION && m.use === 'event' && tight !== 'no' && s.hands[seat].some((h) => deadly(s, seat, h))) v += tight === 'crowded' ? 12 : 8;
  if (m.use === 'event' && s.defcon === 2 && chancyAtTwo(s, seat, id)) v -= 10;
  if (tight !== 'no') {
    // Get rid of a deadly card now: into space, or played while DEFCON is above 2 (the look-ahead still vetoes a losing play).
    const k = tight === 'crowded' ? 1 : 0.8;
    // A card deadly in itself goes before Five Year Plan or Star Wars, which are deadly only through it
    // (and Five Year Plan's random discard may take a safe card the plan counted on).
    if (deadly(s, seat, id)) v += k * (m.use === 'space' ? 12 : s.defcon > 2 ? 8 : 0) + (DEADLY[seat].includes(id) ? 2 : 0);
    else if (m.use === 'space') v -= k * 8; // the one space attempt of the turn is kept for a deadly card
  }
  // A held scoring card that would lose the game if played now: operations mend its region first.
  const mend = mendingOf(s, seat);
  if (id === 6) v -= mend.size > 0 ? 0 : 3; // keep The China Card for a good moment
  if (m.use === 'event') v += 4 + (EVENT_VALUE[id] ?? 0) + c.ops * 0.5;
  else if (m.use === 'space') v += isOpponents(id, seat) ? 5 + c.ops : -2;
  else {
    v += c.ops * 1.5;
    if (isOpponents(id, seat)) v -= 2 + (EVENT_VALUE[id] ?? c.ops * 0.5);
    else if (c.side !== -1) v -= 2; // wasting your own event
    if (m.use === 'influence') v += 1 + (mend.size > 0 ? c.ops * 2 : 0);
    if (m.use === 'coup') v += (s.milOps[seat] < s.defcon && roundsLeft(s, seat) <= 2 ? 3 : -1) - (tight !== 'no' && s.defcon === 3 ? 3 : 0);
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
  // Much more where that card would lose the game if played now (bot-scoring.ts `mending`).
  if (mendingOf(s, seat).has(c)) v += data.bg ? 5 : 3;
  const own = s.inf[seat][c] + 1;
  const theirs = s.inf[opp][c];
  const stab = data.stability;
  // Control after one more marker here (map.ts `controls` with this side's influence + 1).
  if (!controls(s, seat, c) && own >= stab && own - theirs >= stab) v += 5;
  if (controls(s, opp, c) && !(theirs - own >= stab)) v += 3;
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
  // A battleground coup at DEFCON 3 brings DEFCON 2, where a deadly card still in hand can no longer be played safely.
  if (data.bg && s.defcon === 3 && s.hands[seat].some((h) => deadly(s, seat, h))) v -= 6;
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

function headlineScore(s: TwilightState, side: Side, m: TwilightMove, random: () => number, tight: Tight): number {
  if (m.type !== 'headline') return 0;
  // A deadly card headlined while DEFCON is 3 or more is gone before DEFCON can reach 2 (headlineRisky
  // drops it when the opponent's headline may bring DEFCON to 2 first).
  const rid = tight !== 'no' && deadly(s, side, m.card) ? (tight === 'crowded' ? 13 : 8) : 0;
  return (
    rid +
    (isScoring(m.card) ? scoringGain(s, side, m.card) : isOpponents(m.card, side) ? -5 : card(m.card).ops + (EVENT_VALUE[m.card] ?? 0)) -
    (selfDrop(s, side, m.card) ? 10 : 0) +
    random()
  );
}

/**
 * At DEFCON 2 a deadly card is only spaced while another play exists: its event's coup or DEFCON drop
 * ends the game (8.1.3), and Five Year Plan's random discard is chance the look-ahead's worlds may miss.
 * No headline that could lose once the opponent's headline has brought DEFCON to 2 (`headlineRisky`).
 */
function calm(s: TwilightState, side: Side, moves: readonly TwilightMove[], full = true): readonly TwilightMove[] {
  if (s.defcon > 3 && moves[0]?.type !== 'headline') return moves;
  const kept = moves.filter((m) =>
    m.type === 'headline' ? !full || !headlineRisky(s, side, m.card) : s.defcon !== 2 || m.type !== 'play' || m.use === 'space' || !deadly(s, side, m.card),
  );
  return kept.length > 0 ? kept : moves;
}

/**
 * Headlines that may bring DEFCON to 2, whichever side headlines them (an opponent's card headlined has its
 * event too): Cuban Missile Crisis (sets 2), How I Learned to Stop Worrying (any level), and at DEFCON 3 We
 * Will Bury You, Duck and Cover, KAL-007.
 */
const HEADLINE_DROPPERS: readonly number[] = Object.keys(DEFCON_EVENTS).map(Number);

/**
 * Whether headlining `id` may lose the game: the opponent may hold a headline that brings DEFCON to 2 and
 * goes first (more printed ops, the US on a tie: 4.5C), and at DEFCON 2 this headline could end in nuclear
 * war during its own event (8.1.3): a DEFCON drop, Olympic Games boycotted, Summit degraded, or a card given
 * or discarded that turns out to be deadly (`chancyAtTwo`).
 */
function headlineRisky(s: TwilightState, side: Side, id: number): boolean {
  if (s.pending?.kind !== 'headline') return false;
  const opp = (1 - side) as Side;
  const ops = isScoring(id) ? 0 : card(id).ops;
  const first = HEADLINE_DROPPERS.filter(
    (d) => d !== id && (s.defcon === 3 || DEFCON_EVENTS[d] !== 'down') && (card(d).ops > ops || (card(d).ops === ops && opp === 1)),
  );
  if (first.length === 0 || !mayHold(s, side, first)) return false;
  const atTwo = { ...s, defcon: 2 };
  return warning(atTwo, side, { type: 'headline', card: id }) !== null || chancyAtTwo(s, side, id) || deadly(s, side, id);
}

/**
 * The moves `warning` does not flag (all of them when it flags every one: a scoring card that can no
 * longer be played, say; the look-ahead still drops nuclear war), less those `calm` drops.
 */
function unflagged(s: TwilightState, side: Side, legal: readonly TwilightMove[]): readonly TwilightMove[] {
  const safe = legal.filter((m) => warning(s, side, m) === null);
  return calm(s, side, safe.length > 0 ? safe : legal);
}

/**
 * The headline or action-round choices the engine does not warn about (all of them when it warns about
 * every one), best first by Standard's rules of thumb: the Strong bot's candidates.
 */
export function rankPlays(s: TwilightState, side: Side, legal: readonly TwilightMove[], random: () => number): TwilightMove[] {
  const forced = forcedScoring(s, side, legal);
  if (forced.length > 0) return forced;
  const pool = unflagged(s, side, legal);
  const tight = legal[0]?.type === 'play' || legal[0]?.type === 'headline' ? crowded(s, side) : 'no';
  const scored = pool.map((m) => ({
    m,
    v: m.type === 'headline' ? headlineScore(s, side, m, random, tight) : m.type === 'play' ? playScore(s, side, m, random, tight) : -1,
  }));
  return scored.sort((a, b) => b.v - a.v).map((x) => x.m);
}

/**
 * At DEFCON 3 or lower, or while the Cuban Missile Crisis restricts this seat, every choice is tried on
 * worlds drawn from this seat's view and played out to the end of the round (`lookahead.ts`); choices that
 * end in its own loss are dropped while another exists. This catches what the engine's `warning` cannot
 * see: a card used for ops that lets an opponent event coup a battleground, a coup an earlier choice
 * would force, an event's coup picked among battlegrounds or during the crisis.
 */
export function notSuicide(s: TwilightState, side: Side, pool: readonly TwilightMove[], random: () => number): readonly TwilightMove[] {
  return keepAlive(s, side, pool, random);
}

/**
 * Standard's preference among `pool` at this decision (higher first): its rules of thumb, by the kind of
 * decision (that of the first move).
 */
function scorer(s: TwilightState, side: Side, pool: readonly TwilightMove[], random: () => number): (m: TwilightMove) => number {
  const first = pool[0];
  switch (first.type) {
    case 'headline': {
      const tight = crowded(s, side);
      return (m) => headlineScore(s, side, m, random, tight);
    }
    case 'play':
    case 'pass': {
      const tight = first.type === 'play' ? crowded(s, side) : 'no';
      return (m) => (m.type === 'play' ? playScore(s, side, m, random, tight) : -1);
    }
    case 'influence':
      return (m) => (m.type === 'influence' ? influenceScore(s, side, m.country) + random() * 0.5 : -9);
    case 'coup':
      return (m) => (m.type === 'coup' ? coupScore(s, side, m.country) + random() * 0.5 : -9);
    case 'realign':
    case 'stop':
      return (m) => (m.type === 'stop' ? 1 : 0);
    case 'defuse':
      return () => 0;
    case 'pick': {
      const p = s.pending;
      // Setup influence: the standard openings (bot-opening.ts).
      if (p?.kind === 'pick' && p.then.op === 'setupPlace') {
        const id = openingPick(
          s,
          side,
          p.then.area,
          pool.map((m) => (m.type === 'pick' ? String(m.choice) : '')),
        );
        if (id !== null && pool.some((x) => x.type === 'pick' && x.choice === id)) return (x) => (x.type === 'pick' && x.choice === id ? 1 : 0);
      }
      // A country offered by an event: judged by what the event does there (bot-picks.ts), when no chance is involved.
      const effects = new Map<TwilightMove, number>();
      if (pool.some((m) => m.type === 'pick' && countryIndex(m.choice) >= 0))
        for (const m of pool) {
          const e = countryIndex(m.type === 'pick' ? m.choice : '') >= 0 ? pickEffect(s, side, m) : null;
          if (e !== null) effects.set(m, e);
        }
      return (m) => {
        if (m.type !== 'pick') return 0;
        const c = countryIndex(m.choice);
        const adding = p?.kind === 'pick' && /add|place/i.test(p.text);
        const effect = effects.get(m);
        const rule = adding ? (COUNTRIES[c]?.bg ? 2 : 0) + (s.inf[side][c] > 0 ? 1 : 0) : COUNTRIES[c]?.bg ? 2 : 0;
        if (c >= 0 && effect !== undefined) return 3 * effect + 0.1 * rule + 0.3 * random();
        if (c >= 0) return rule + random();
        if (m.choice === 'boycott') return -1; // a boycott lowers DEFCON and gives the sponsor 4 ops
        if (p?.kind === 'pick' && p.then.op === 'card' && p.then.card === ASK_NOT) return askNotScore(s, side, m.choice) + random() * 0.5;
        // UN Intervention: the opponent card whose event it cancels is best a deadly one, else the most harmful.
        if (p?.kind === 'pick' && p.then.op === 'card' && p.then.card === UN_INTERVENTION && typeof m.choice === 'number') {
          return (deadly(s, side, m.choice) ? 10 : (EVENT_VALUE[m.choice] ?? 0) + card(m.choice).ops * 0.5) + random() * 0.5;
        }
        // Bear Trap / Quagmire: the card discarded to roll is best a deadly one (no event), then an opponent's.
        if (p?.kind === 'pick' && p.then.op === 'card' && TRAPS.includes(p.then.card) && typeof m.choice === 'number' && !isScoring(m.choice)) {
          return (deadly(s, side, m.choice) ? 5 : isOpponents(m.choice, side) ? 2 : -(EVENT_VALUE[m.choice] ?? 0)) + random() * 0.5;
        }
        // A scoring card offered instead of another use of the round (Bear Trap / Quagmire): played when it must be.
        if (typeof m.choice === 'number' && isScoring(m.choice))
          return scoringHeld(s, side) >= roundsLeft(s, side) ? 100 + scoringGain(s, side, m.choice) * 0.1 : -1 + random();
        return random();
      };
    }
  }
}

/**
 * Standard's move; `look`: with the round look-ahead at DEFCON 3 or lower (off inside the look-ahead itself).
 * The moves are ranked first and the analyses asked in that order, so the best move that `warning` does not
 * flag (and that the look-ahead finds safe) is found without analysing every legal move: the same choice
 * as filtering them all first. When none passes, every move is analysed as before (`unflagged`,
 * `notSuicide`) and the best of what is kept is played.
 */
function choose(s: TwilightState, seat: number, all: readonly TwilightMove[], random: () => number, look: boolean): TwilightMove {
  const side = seat as Side;
  // Ending Cuban Missile Crisis costs 2 influence: Standard simply never coups under it (warning).
  const decisions = all.filter((m) => m.type !== 'defuse');
  const legal = decisions.length > 0 ? decisions : all;
  const flagged = look ? (m: TwilightMove) => warning(s, side, m) !== null : (m: TwilightMove) => playoutFlag(s, side, m);
  // Scoring cards filling every round left: one is played now, whatever it scores (holding it loses, 11.1.2).
  const forced = forcedScoring(s, side, legal);
  if (forced.length > 0) return forced.find((m) => !flagged(m)) ?? forced[0];
  if (look) {
    // A choice that wins at once (a boycott or a free coup in a battleground at DEFCON 2 on the opponent's turn):
    // never flagged, as a win leaves no continuation to lose in.
    const win = winNow(s, side, legal, random);
    if (win) return win;
  }
  const ranked = ranking(s, side, calm(s, side, legal, look), random);
  const loses = look ? roundCheck(s, side, random) : null;
  for (const m of ranked) if (!flagged(m) && !loses?.(m)) return m;
  if (!look) {
    const safe = legal.filter((m) => !flagged(m));
    const pool = safe.length > 0 ? safe : legal;
    return ranked.find((m) => pool.includes(m)) ?? best(pool, scorer(s, side, pool, random));
  }
  const base = unflagged(s, side, legal);
  const pool = look ? notSuicide(s, side, base, random) : base;
  return ranked.find((m) => pool.includes(m)) ?? best(pool, scorer(s, side, pool, random));
}

/**
 * Strong's playouts (Standard without the look-ahead) flag only by the warnings' cheap rules — a coup under
 * the Cuban Missile Crisis, a battleground coup at DEFCON 2 in its own round, a DEFCON-lowering event at 2,
 * a scoring card stranded — not by the round analysis, a search per move: a playout only estimates a value,
 * and every decision actually made is analysed in full (`candidates`, `standardPolicy`).
 */
export function playoutFlag(s: TwilightState, side: Side, m: TwilightMove): boolean {
  if ((m.type === 'coup' || (m.type === 'play' && m.use === 'coup')) && cmcRestricts(s, side)) return true;
  if (m.type === 'coup' && s.defcon === 2 && s.phasing === side && COUNTRIES[countryIndex(m.country)]?.bg) return true;
  if (m.type === 'headline' || m.type === 'play') {
    const fires = m.type === 'headline' || (m.use !== 'space' && (m.use === 'event' || isOpponents(m.card, side)));
    if (s.defcon === 2 && fires && DEFCON_EVENTS[m.card] === 'down') return true;
    if (m.type === 'play' && !isScoring(m.card) && scoringHeld(s, side) > roundsLeft(s, side)) return true;
  }
  return m.type === 'pass' && scoringHeld(s, side) > 0;
}

/** `pool` best first by Standard's preference (ties in the legal order). */
function ranking(s: TwilightState, side: Side, pool: readonly TwilightMove[], random: () => number): TwilightMove[] {
  const score = scorer(s, side, pool, random);
  return pool
    .map((m) => ({ m, v: score(m) }))
    .sort((a, b) => b.v - a.v)
    .map((x) => x.m);
}

/**
 * Strong's candidates: Standard's best `n` headline or action-round plays that the engine does not flag and
 * the look-ahead finds safe (all those kept by the full filters when fewer pass), in Standard's order.
 */
export function candidates(s: TwilightState, side: Side, legal: readonly TwilightMove[], random: () => number, n: number): TwilightMove[] {
  const forced = forcedScoring(s, side, legal);
  if (forced.length > 0) return forced.slice(0, n);
  const ranked = ranking(s, side, calm(s, side, legal), random);
  const loses = roundCheck(s, side, random);
  const out: TwilightMove[] = [];
  for (const m of ranked) {
    if (out.length >= n) break;
    if (warning(s, side, m) === null && !loses?.(m)) out.push(m);
  }
  return out.length > 0 ? out : notSuicide(s, side, rankPlays(s, side, legal, random), random).slice(0, n);
}

const ASK_NOT = 77;

const mends = new WeakMap<TwilightState, Map<Side, ReadonlySet<number>>>();
/** `mending` kept per state and side (asked for every candidate of a decision). */
function mendingOf(s: TwilightState, side: Side): ReadonlySet<number> {
  let bySide = mends.get(s);
  if (!bySide) mends.set(s, (bySide = new Map()));
  let m = bySide.get(side);
  if (!m) bySide.set(side, (m = mending(s, side)));
  return m;
}
/** Quagmire and Bear Trap: the trapped player's pick of a card to discard (or a scoring card to play). */
const TRAPS: readonly number[] = [QUAGMIRE, BEAR_TRAP];

/**
 * Ask Not What Your Country Can Do For You (CARD_EFFECTS 77): the US discards cards one at a time, then
 * draws as many. Out go scoring cards that would not gain, deadly opponent cards and opponent events; no
 * card is swapped for a draw that could bring a scoring card it has no action round left to play.
 */
function askNotScore(s: TwilightState, side: Side, choice: string | number): number {
  if (typeof choice !== 'number') return 0; // done
  if (isScoring(choice)) return scoringGain(s, side, choice) <= 0 || scoringHeld(s, side) > roundsLeft(s, side) ? 4 : -3;
  // Each card discarded so far (in play until done) is a card drawn: keep one round free for every draw.
  const draws = s.inPlay.filter((id) => id !== ASK_NOT).length + 1;
  const left = roundsLeft(s, side);
  if (scoringHeld(s, side) + draws > left) return -10;
  if (deadly(s, side, choice)) return 4;
  // At DEFCON 2 a card drawn may be deadly too (We Will Bury You, Lone Gunman, Ortega): draw no more than
  // the cards that can be kept to the end of the turn beside the deadly ones already held.
  const kept = s.hands[side].length + draws - 1 - s.hands[side].filter((h) => deadly(s, side, h)).length;
  if (s.defcon <= 2 && draws > kept - left) return -10;
  return isOpponents(choice, side) ? 1 + card(choice).ops * 0.2 : -1 - (EVENT_VALUE[choice] ?? 0);
}

export const standardPolicy: BotPolicy<TwilightState, TwilightMove> = (s, seat, legal, random) => choose(s, seat, legal, random, true);

/** Standard without the round look-ahead: Strong's playout policy (cheap, and the search looks ahead itself). */
export const standardPlayoutPolicy: BotPolicy<TwilightState, TwilightMove> = (s, seat, legal, random) => choose(s, seat, legal, random, false);

/** The old name of Standard (saves made before the rename name their bot "Sensible"). */
export const sensiblePolicy = standardPolicy;
