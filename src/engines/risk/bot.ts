/**
 * Computer players. `strategistPolicy` reasons about continents, borders and exact odds; `randomPolicy`
 * picks uniformly among the legal moves. Both only ever return a move from the legal list.
 */
import type { BotPolicy, Seat } from '../core/types';
import { breaksContinent, completesContinent, deficit, placePriority, readBoard, type Board } from './botEval';
import { CARD_SYMBOL, CONTINENT_OF, CONTINENT_TABLE, NEIGHBORS, TERRITORY_COUNT, territoryIndex } from './graph';
import { setAward } from './cards';
import { bestCampaign, conquestCost } from './botPlan';
import { blitzProbability } from './probability';
import type { RiskMove, RiskState } from './types';

type Of<T extends RiskMove['type']> = Extract<RiskMove, { type: T }>;

export const randomPolicy: BotPolicy<RiskState, RiskMove> = (_view, _seat, legal, random) =>
  legal[Math.min(legal.length - 1, Math.floor(random() * legal.length))];

function only<T extends RiskMove['type']>(legal: readonly RiskMove[], type: T): Of<T>[] {
  return legal.filter((m): m is Of<T> => m.type === type);
}

function best<T>(items: readonly T[], score: (x: T) => number): T | undefined {
  let top: T | undefined;
  let topScore = -Infinity;
  for (const x of items) {
    const s = score(x);
    if (s > topScore) {
      top = x;
      topScore = s;
    }
  }
  return top;
}

/** Claiming: continents where we are strong and others are weak, small continents first, next to our own land. */
function claimScore(state: RiskState, seat: Seat, t: number): number {
  const c = CONTINENT_TABLE[CONTINENT_OF[t]];
  let mine = 0;
  let theirs = 0;
  for (const m of c.members) {
    if (state.owner[m] === seat) mine++;
    else if (state.owner[m] >= 0) theirs++;
  }
  const adjMine = NEIGHBORS[t].filter((n) => state.owner[n] === seat).length;
  return ((c.bonus + 2) / c.members.length) * (1 + mine - 0.7 * theirs) + 0.3 * adjMine;
}

/** Two players: the neutral army goes where it blocks the opponent most. */
function neutralScore(state: RiskState, seat: Seat, t: number): number {
  let s = 0;
  for (const n of NEIGHBORS[t]) {
    const o = state.owner[n];
    if (o >= 0 && o !== seat && o !== state.neutral) s += 1 + state.armies[n] * 0.2;
    if (o === seat) s -= 0.5;
  }
  return s - state.armies[t] * 0.05;
}

function chooseTrade(state: RiskState, seat: Seat, legal: readonly RiskMove[]): RiskMove {
  const trades = only(legal, 'trade');
  const endTrade = legal.find((m) => m.type === 'endTrade');
  if (trades.length === 0) return endTrade ?? legal[0];
  // Escalating sets: a set kept pays more later (every trade by anyone raises the next award), and with
  // four cards in hand a wiped-out player's cards make a set at once, mid-turn. So a set is kept until
  // five cards force it, unless its armies let a stack wipe out a player this turn.
  if (state.options.cardSets === 'escalating' && endTrade && ATTACK_TUNING.hold) {
    const now = state.reserve[seat];
    const value = setAward(state.options, state.trades, trades[0].cards);
    if (!bestCampaign(state, seat, now + value, ATTACK_TUNING.campaign) || bestCampaign(state, seat, now, ATTACK_TUNING.campaign)) return endTrade;
  }
  const b = readBoard(state, seat);
  const pick = best(trades, (m) => {
    const wilds = m.cards.filter((c) => CARD_SYMBOL[c] === 3).length;
    // What the set pays by the rules (a wild completes the best set: two infantry + wild pays 4 under fixed values).
    const value = setAward(state.options, state.trades, m.cards);
    const bonus = m.bonus ? 2 + Math.max(0, placePriority(b, territoryIndex(m.bonus))) * 0.1 : 0;
    return value + bonus - wilds * 1.5;
  });
  return pick ?? legal[0];
}

function choosePlace(state: RiskState, seat: Seat, legal: readonly RiskMove[]): RiskMove {
  const places = only(legal, 'place');
  const left = state.reserve[seat];
  const b = readBoard(state, seat);
  // A stack that can wipe out a player this turn gets everything (their cards come to us).
  const campaign = ATTACK_TUNING.campaign ? bestCampaign(state, seat, left, ATTACK_TUNING.campaign) : null;
  if (campaign) {
    const t = campaign.start;
    const m = places.find((x) => territoryIndex(x.territory) === t && x.count === left);
    if (m) return m;
  }
  // First shore up a threatened border of a continent we hold; then pile the rest on the best front.
  let target = stalemateFront(state, seat);
  let count = left;
  let worst = 0;
  for (let t = 0; t < TERRITORY_COUNT && target < 0; t++) {
    if (state.owner[t] !== seat || !b.border[t] || !(b.held[CONTINENT_OF[t]] || b.goal.hold[t] >= 5)) continue;
    const need = deficit(b, t);
    if (need > worst) {
      worst = need;
      target = t;
    }
  }
  if (target >= 0 && worst > 0) count = Math.min(left, worst);
  else if (target < 0) {
    let top = -Infinity;
    for (let t = 0; t < TERRITORY_COUNT; t++) {
      if (state.owner[t] !== seat) continue;
      const p = placePriority(b, t);
      if (p > top) {
        top = p;
        target = t;
      }
    }
  }
  const m = places.find((x) => territoryIndex(x.territory) === target && x.count === count) ?? places.find((x) => territoryIndex(x.territory) === target);
  return m ?? places[places.length - 1] ?? legal[0];
}

/**
 * Late in a long game (escalating sets feed everyone piles that small attacks never break), every new
 * army goes onto one stack: our biggest territory facing an enemy, so that it grows until it can break
 * the piles in its way, instead of spreading to face piles that never move. -1 before that.
 */
export const LATE_TURN = 90;
function stalemateFront(state: RiskState, seat: Seat): number {
  if (state.turn < ATTACK_TUNING.lateTurn) return -1;
  let front = -1;
  for (let f = 0; f < TERRITORY_COUNT; f++) {
    if (state.owner[f] !== seat || (front >= 0 && state.armies[f] <= state.armies[front])) continue;
    if (NEIGHBORS[f].some((t) => state.owner[t] !== seat && state.owner[t] >= 0)) front = f;
  }
  return front;
}

/** The value of taking `t` now (territory, card, continents, eliminating a player). */
function gain(state: RiskState, b: Board, t: number): number {
  const defender = state.owner[t];
  let g = 1 + b.continentScore[CONTINENT_OF[t]];
  if (!state.conquered) g += 3;
  if (completesContinent(b, t)) g += CONTINENT_TABLE[CONTINENT_OF[t]].bonus * 2.5;
  g += breaksContinent(b, t) * 1.5;
  g += b.goal.take[t];
  // A weak player is worth finishing off: their cards come to us (a trade at once with 6+).
  if (defender >= 0 && defender !== state.neutral) {
    const left = b.count[defender];
    if (left === 1) g += 6 + state.hands[defender].length * 3;
    else if (left <= 4) g += (state.hands[defender].length * 1.5 + 2) / left;
  }
  return g;
}

/** Our armies as a share of every army on the board. */
function armyShare(state: RiskState, seat: Seat): number {
  let mine = 0;
  let all = 0;
  for (let t = 0; t < TERRITORY_COUNT; t++) {
    if (state.owner[t] < 0) continue;
    all += state.armies[t];
    if (state.owner[t] === seat) mine += state.armies[t];
  }
  return all > 0 ? mine / all : 0;
}

/**
 * Tuning knobs (exported for tuning scripts): attack odds for the first and later conquests of a turn, the
 * guard kept home, how patience grows late, the turn the stalemate rule starts, the campaign margin (0: no
 * campaigns), the campaign blitz floor (a share of the rest of the tour), and keeping escalating sets (0/1).
 */
export const ATTACK_TUNING = { first: 0.65, more: 0.9, guard: 1, late: 600, lateMax: 0.25, lateTurn: LATE_TURN, campaign: 1, campFloor: 0.5, hold: 1 };

function chooseAttack(state: RiskState, seat: Seat, legal: readonly RiskMove[]): RiskMove {
  const end = legal.find((m) => m.type === 'endAttack') ?? legal[0];
  const k = ATTACK_TUNING;
  const campaign = k.campaign ? bestCampaign(state, seat, 0, k.campaign) : null;
  if (campaign) {
    const from = campaign.start;
    const to = campaign.path[0];
    // Stop the blitz while the stack could still hold its ground if the dice go so badly that the rest of
    // the tour is out of reach (re-planned after every battle).
    const rest = campaign.cost - conquestCost(state.armies[to]);
    const floor = Math.max(1, Math.min(state.armies[from] - 1, Math.floor(rest * k.campFloor)));
    const m = legal.find((x) => x.type === 'blitz' && territoryIndex(x.from) === from && territoryIndex(x.to) === to && x.floor === floor);
    if (m) return m;
  }
  const b = readBoard(state, seat);
  // Later in a long game, accept somewhat worse odds so that games end (a stalemate between bots piling up
  // armies breaks); and press on when we hold most of the armies on the board (every turn lost lets
  // escalating card sets feed the others).
  const patience = Math.min(k.lateMax, state.turn / k.late) + 0.3 * Math.max(0, armyShare(state, seat) - 0.3);
  let pick: { from: number; to: number; floor: number; score: number } | null = null;
  for (let f = 0; f < TERRITORY_COUNT; f++) {
    const a = state.armies[f];
    if (state.owner[f] !== seat || a < 2) continue;
    for (const t of NEIGHBORS[f]) {
      const o = state.owner[t];
      if (o === seat || o < 0) continue;
      // Keep a guard home against the strongest other enemy next to the source (at most half the stack).
      let others = 0;
      for (const n of NEIGHBORS[f]) if (n !== t && state.owner[n] !== seat && state.owner[n] >= 0) others = Math.max(others, state.armies[n]);
      const floor = Math.max(1, Math.min(Math.floor(a / 2), Math.floor(others * k.guard * (1 - patience))));
      const p = blitzProbability(a, state.armies[t], floor);
      // The first conquest of a turn earns a card; after it, attack only at clearly good odds (no chains
      // down to 1), unless the prize is large (a continent, a capital, a player's last territories).
      const g = gain(state, b, t);
      const need = (state.conquered ? k.more - Math.min(0.2, g / 60) : k.first) - patience;
      if (p < need) continue;
      const score = p * g - (1 - p) * a * 0.15;
      if (!pick || score > pick.score) pick = { from: f, to: t, floor, score };
    }
  }
  if (!pick) return end;
  const p = pick;
  const blitz = only(legal, 'blitz').find((m) => territoryIndex(m.from) === p.from && territoryIndex(m.to) === p.to && m.floor === p.floor);
  return blitz ?? end;
}

function chooseCapture(state: RiskState, seat: Seat, legal: readonly RiskMove[]): RiskMove {
  const caps = only(legal, 'capture');
  const battle = state.battle;
  if (!battle || caps.length === 0) return legal[0];
  const min = caps[0].count;
  const max = caps[caps.length - 1].count;
  // On a campaign's tour, the whole stack moves on.
  if (ATTACK_TUNING.campaign) {
    const armies = state.armies.slice();
    armies[battle.to] += armies[battle.from] - 1;
    armies[battle.from] = 1;
    const owner = state.owner.slice();
    owner[battle.to] = seat;
    if (bestCampaign({ ...state, armies, owner }, seat, 0, ATTACK_TUNING.campaign)?.start === battle.to) return caps[caps.length - 1];
  }
  const b = readBoard(state, seat);
  const threatFrom = b.threat[battle.from];
  const threatTo = b.threat[battle.to];
  let count: number;
  if (threatFrom === 0) count = max;
  else if (threatTo === 0) count = min;
  else {
    const total = max + 1;
    count = Math.round((total * threatTo) / (threatFrom + threatTo));
  }
  count = Math.max(min, Math.min(max, count));
  return caps.find((m) => m.count === count) ?? caps[caps.length - 1];
}

function chooseFortify(state: RiskState, seat: Seat, legal: readonly RiskMove[]): RiskMove {
  const end = legal.find((m) => m.type === 'endTurn') ?? legal[0];
  const moves = only(legal, 'fortify');
  if (moves.length === 0) return end;
  const b = readBoard(state, seat);
  // Bring the largest idle army (no enemy neighbour) to the most pressed border it can reach.
  const pick = best(moves, (m) => {
    const f = territoryIndex(m.from);
    const t = territoryIndex(m.to);
    if (b.border[f] || !b.border[t] || m.count !== state.armies[f] - 1) return -Infinity;
    return m.count * (1 + placePriority(b, t) * 0.2);
  });
  return pick ?? end;
}

/**
 * Easy: weak on purpose. It places at random on its borders, conquers at most one territory a turn and
 * only at very good odds, moves in as few armies as it may, and never fortifies.
 */
export const easyPolicy: BotPolicy<RiskState, RiskMove> = (view, seat, legal, random) => {
  const pickAny = <T>(xs: readonly T[]): T | undefined => xs[Math.min(xs.length - 1, Math.floor(random() * xs.length))];
  switch (view.phase) {
    case 'place':
    case 'setup': {
      const b = readBoard(view, seat);
      const places = only(legal, 'place').filter((m) => b.border[territoryIndex(m.territory)]);
      return pickAny(places) ?? legal[0];
    }
    case 'attack': {
      const end = legal.find((m) => m.type === 'endAttack') ?? legal[0];
      if (view.conquered) return end;
      // "Very good odds" by a rule of thumb (no exact odds: Easy's stacks can grow large): at least twice
      // the defenders plus three.
      const blitzes = only(legal, 'blitz').filter((m) => m.floor === 1 && view.armies[territoryIndex(m.from)] >= 2 * view.armies[territoryIndex(m.to)] + 3);
      return pickAny(blitzes) ?? end;
    }
    case 'capture':
      return only(legal, 'capture')[0] ?? legal[0];
    case 'fortify':
      return legal.find((m) => m.type === 'endTurn') ?? legal[0];
    default:
      return strategistPolicy(view, seat, legal, random);
  }
};

export const strategistPolicy: BotPolicy<RiskState, RiskMove> = (view, seat, legal, random) => {
  if (legal.length === 0) throw new Error('The Strategist was asked to move with no legal move.');
  switch (view.phase) {
    case 'claim': {
      const claims = only(legal, 'claim');
      return best(claims, (m) => claimScore(view, seat, territoryIndex(m.territory)) + random() * 0.01) ?? legal[0];
    }
    case 'setup': {
      const b = readBoard(view, seat);
      // Several armies a placement turn go together onto the best front.
      return best(only(legal, 'place'), (m) => placePriority(b, territoryIndex(m.territory)) + m.count * 0.001 + random() * 0.0001) ?? legal[0];
    }
    case 'capital': {
      // The safest of our territories: many armies of ours, few enemy armies next door, inside a continent we hold most of.
      const b = readBoard(view, seat);
      return (
        best(only(legal, 'capital'), (m) => {
          const t = territoryIndex(m.territory);
          return view.armies[t] - b.threat[t] + (b.border[t] ? 0 : 5) + random() * 0.01;
        }) ?? legal[0]
      );
    }
    case 'neutral':
      return best(only(legal, 'placeNeutral'), (m) => neutralScore(view, seat, territoryIndex(m.territory)) + random() * 0.01) ?? legal[0];
    case 'trade':
      return chooseTrade(view, seat, legal);
    case 'place':
      return choosePlace(view, seat, legal);
    case 'attack':
      return chooseAttack(view, seat, legal);
    case 'defend':
      return best(only(legal, 'defend'), (m) => m.dice) ?? legal[0];
    case 'capture':
      return chooseCapture(view, seat, legal);
    case 'fortify':
      return chooseFortify(view, seat, legal);
    default:
      return legal[0];
  }
};
