/**
 * The Hard computer player: the core search (core/search.ts) over sampled cards and dice, playing out
 * futures with the Normal bot (`strategistPolicy`) for every seat. It sees only its seat's view: the
 * other hands and the deck are -1s there, so `determinize` deals them (core's `hiddenDealer`) from the
 * cards it cannot account for (every card less its own hand and the face-up discards), then the engine's
 * `resample` redraws the rest (others' missions, the generator: future dice).
 *
 * Searched decisions: each attack decision, among Normal's own choice, stopping, and the four attacks
 * with the best army odds; every other decision is Normal's. Under fog of war `resample` also redraws the
 * owners and armies of the territories its seat cannot see, so each playout runs on a board it could be.
 */
import { hiddenDealer } from '../core/determinize';
import { searchStats, type SearchBudget, type SearchGame } from '../core/search';
import type { BotPolicy, Seat } from '../core/types';
import { ATTACK_TUNING, strategistPolicy } from './bot';
import { bestCampaign } from './botPlan';
import { riskEngine as E } from './engine';
import { actingSeat } from './legal';
import { CARD_COUNT, CONTINENT_TABLE, territoryIndex } from './graph';
import { resample } from './resample';
import type { RiskMove, RiskState } from './types';

/** A full state consistent with `seat`'s view: hidden cards dealt (core's `hiddenDealer`) from those it cannot place. */
export function determinize(v: RiskState, seat: Seat, random: () => number): RiskState {
  const next = hiddenDealer(
    Array.from({ length: CARD_COUNT }, (_, c) => c),
    [...v.discard, ...v.hands[seat]],
    random,
  );
  const hands = v.hands.map((h, i) => (i === seat ? h : h.map((c) => (c < 0 ? next() : c))));
  const deck = v.deck.map((c) => (c < 0 ? next() : c));
  return resample({ ...v, hands, deck }, seat, random);
}

/** A seat's strength: territories, armies, continent bonuses and cards in hand. */
function strength(s: RiskState, seat: Seat): number {
  if (!s.alive[seat]) return 0;
  let x = 0;
  for (let t = 0; t < s.owner.length; t++) if (s.owner[t] === seat) x += 1 + 0.35 * s.armies[t];
  for (const c of CONTINENT_TABLE) if (c.members.every((m) => s.owner[m] === seat)) x += 2.5 * c.bonus;
  return x + s.hands[seat].length * 0.8;
}

/** The seat's share of the table's strength (0…1). */
export function evaluate(s: RiskState, seat: Seat): number {
  let total = 0;
  for (let p = 0; p < s.alive.length; p++) total += strength(s, p);
  return total > 0 ? strength(s, seat) / total : 0;
}

/**
 * Playouts apply moves through `riskEngine.quietApply` (nobody reads a playout's log; the states are the
 * same), and ask who moves without the prompt's sentence (the search reads only `seats`: the one seat
 * `actingSeat` names while the game is on; it checks `outcome` first).
 */
export const RISK_SEARCH: SearchGame<RiskState, RiskMove> = {
  engine: {
    ...E,
    apply: E.quietApply,
    prompt: (s: RiskState) => (s.phase === 'over' ? E.prompt(s) : { seats: [actingSeat(s)], kind: s.phase, text: '' }),
  },
  determinize,
  policy: strategistPolicy,
  evaluate,
};

/** The root moves worth searching at an attack decision. */
export function candidates(v: RiskState, seat: Seat, legal: readonly RiskMove[], random: () => number): RiskMove[] {
  const normal = strategistPolicy(v, seat, legal, random);
  const stop = legal.find((m) => m.type === 'endAttack');
  const odds = (m: RiskMove): number =>
    m.type === 'blitz' || m.type === 'attack' ? v.armies[territoryIndex(m.from)] - v.armies[territoryIndex(m.to)] : -Infinity;
  const attacks = legal.filter((m) => m.type === 'blitz' && m.floor === 1).sort((a, b) => odds(b) - odds(a));
  const out: RiskMove[] = [normal];
  for (const m of [stop, ...attacks]) {
    if (out.length >= 6) break;
    if (m && !out.some((o) => JSON.stringify(o) === JSON.stringify(m))) out.push(m);
  }
  return out;
}

/**
 * How much better than Normal's own choice another root move must score to be played instead: about two
 * standard errors of a playout's score (scores spread by about 0.15) over the fewer playouts of the two.
 * With few playouts (a short budget, a busy machine) Hard keeps Normal's choice rather than follow noise.
 */
export const DEVIATE = { spread: 0.15, minVisits: 3 };

/** Hard, with a budget (default: 0.85 s of playouts, so a decision stays within 1 s; playouts of 120 decisions). */
export function hardPolicy(budget: SearchBudget = { ms: 850, depth: 120 }): BotPolicy<RiskState, RiskMove> {
  return (v, seat, legal, random) => {
    // A stack that can wipe out a player this turn does (Normal's campaign): no search second-guesses it.
    if (legal.length <= 1 || v.phase !== 'attack' || bestCampaign(v, seat, 0, ATTACK_TUNING.campaign)) return strategistPolicy(v, seat, legal, random);
    const roots = candidates(v, seat, legal, random);
    const { arms } = searchStats(RISK_SEARCH, v, seat, roots, random, budget);
    const normal = arms[0];
    let pick = normal;
    for (const a of arms.slice(1)) {
      const n = Math.min(a.visits, normal.visits);
      if (n >= DEVIATE.minVisits && a.mean > pick.mean && a.mean - normal.mean > (2 * DEVIATE.spread) / Math.sqrt(n)) pick = a;
    }
    return pick.move;
  };
}
