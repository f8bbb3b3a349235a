/**
 * Computer players. The Big Money family is built exactly as STRATEGIES.md defines it (buy rules in
 * order, first affordable wins); they play every Treasure at once and play their one Action card when
 * drawn. The General bot plays any kingdom sensibly. Every bot returns a move from the legal list.
 */
import type { BotPolicy, Seat } from '../core/types';
import { BASE_COINS, CARDS, COLONY, COPPER, CURSE, DUCHY, ESTATE, GOLD, IS_ACTION, IS_TREASURE, PLATINUM, POTION, PROVINCE, SILVER, id } from './cards';
import { countOwned, endsGame, left, playPriority, safeBuy, totalMoney, worth } from './botEval';
import { costCoins } from './cost';
import { decide } from './botDecide';
import { FREE_MOVES, buyMove, mayBuy, mayPlay, mayPlayTreasures, playMove } from './legal';
import type { DominionMove, DominionState } from './types';

type Legal = readonly DominionMove[];
/**
 * A buy rule: the card, and when it applies (given the view, the seat and the $ available). A rule reads
 * only what `seat` sees — its own cards (`totalMoney`, `countOwned`), the Supply, public counts — so the
 * fast path (`fromState`) may hand it the full state: the answer is the same (bots.test.ts checks it).
 */
export type BuyRule = readonly [card: number, when: (v: DominionState, seat: Seat, coins: number) => boolean];

/**
 * A Dominion bot. `fromState`, when present, is the same policy for the simulators' fast path: it
 * decides a free move from the full state without a view or the legal list, reading only what the seat
 * sees (its own cards, the Supply, the turn's counters) and asking the rules one move at a time
 * (`mayPlay`, `mayBuy`…); null when it needs the normal path (a pending decision). `bots.test.ts` plays
 * random games checking that it always returns what the policy returns from the view and legal moves.
 */
export type DominionBot = BotPolicy<DominionState, DominionMove> & {
  readonly fromState?: (s: DominionState, seat: Seat) => DominionMove | null;
};

const SMITHY = id('Smithy');
const WITCH = id('Witch');
const THRONE_ROOM = id('Throne Room');
const KINGS_COURT = id("King's Court");
const BANK = id('Bank');
const VENTURE = id('Venture');
const always = (): boolean => true;
const provincesLeft = (v: DominionState): number => left(v, PROVINCE);

function find(legal: Legal, pred: (m: DominionMove) => boolean): DominionMove | undefined {
  return legal.find(pred);
}

/** Where a money bot finds a free move: in the legal list, or by asking the rules (the fast path). */
type FindMove = (v: DominionState, type: 'play' | 'treasures' | 'buy', card: number) => DominionMove | undefined;

/** Asks the rules about one move on the full state (`fromState`); the moves are the shared frozen ones. */
const askRules: FindMove = (s, type, card) => {
  if (type === 'play') return mayPlay(s, card) ? playMove(card) : undefined;
  if (type === 'treasures') return mayPlayTreasures(s) ? FREE_MOVES.TREASURES : undefined;
  return mayBuy(s, card) ? buyMove(card) : undefined;
};

/** The money bots' free move: their Action when drawn, all Treasures at once, then the first buy rule that fits. */
function moneyMove(v: DominionState, seat: Seat, rules: readonly BuyRule[], actions: readonly number[], move: FindMove): DominionMove | undefined {
  for (const a of actions) {
    const m = move(v, 'play', a);
    if (m) return m;
  }
  const t = move(v, 'treasures', -1);
  if (t) return t;
  if (v.phase === 'buy') {
    const coins = v.turn.coins;
    // The first rule that holds for a card that may be bought (its legality asked first: it is cheaper).
    for (const [card, when] of rules) {
      const m = move(v, 'buy', card);
      if (m && when(v, seat, coins) && safeBuy(v, seat, card)) return m;
    }
  }
  return undefined;
}

/** The money bots' turn (see `moneyMove`); pending decisions go to the shared `decide`. */
function moneyTurn(rules: readonly BuyRule[], actions: readonly number[]): DominionBot {
  const policy: BotPolicy<DominionState, DominionMove> = (v, seat, legal, random) => {
    if (v.pending) return decide(v, seat, legal, random);
    const inList: FindMove = (_v, type, card) => find(legal, (x) => x.type === type && (type === 'treasures' || ('card' in x && x.card === card)));
    return moneyMove(v, seat, rules, actions, inList) ?? find(legal, (x) => x.type === 'endTurn') ?? find(legal, (x) => x.type === 'buyPhase') ?? legal[0];
  };
  // With no decision pending, End turn is always legal (legalMoves lists it last).
  const fromState = (s: DominionState, seat: Seat): DominionMove | null =>
    s.pending || s.phase === 'over' ? null : (moneyMove(s, seat, rules, actions, askRules) ?? FREE_MOVES.END_TURN);
  return Object.assign(policy, { fromState });
}

/** Big Money Ultimate's list after its Province rule, with optional extra rules before Gold. */
function bmuRules(provinceMoney: number, beforeGold: readonly BuyRule[] = [], beforeSilver: readonly BuyRule[] = []): BuyRule[] {
  return [
    [PROVINCE, (v, s) => totalMoney(v, s) > provinceMoney],
    [DUCHY, (v) => provincesLeft(v) <= 4],
    [ESTATE, (v) => provincesLeft(v) <= 2],
    ...beforeGold,
    [GOLD, always],
    [DUCHY, (v) => provincesLeft(v) <= 6],
    ...beforeSilver,
    [SILVER, always],
  ];
}

export const BasicBM = moneyTurn(
  [
    [PROVINCE, (_v, _s, c) => c >= 8],
    [GOLD, (_v, _s, c) => c >= 6],
    [SILVER, (_v, _s, c) => c >= 3],
  ],
  [],
);

export const BMU = moneyTurn(bmuRules(18), []);

export const SmithyBM = moneyTurn(
  [
    [PROVINCE, (_v, _s, c) => c >= 8],
    [GOLD, (_v, _s, c) => c >= 6],
    [SMITHY, (v, s, c) => c >= 4 && c <= 5 && countOwned(v, s, SMITHY) === 0],
    [SILVER, (_v, _s, c) => c >= 3],
  ],
  [SMITHY],
);

export const SmithyList = moneyTurn(
  bmuRules(15, [], [[SMITHY, (v, s) => countOwned(v, s, SMITHY) < treasuresOwned(v, s) / 11]]),
  [SMITHY],
);

function treasuresOwned(v: DominionState, s: Seat): number {
  let n = 0;
  for (const zone of [v.players[s].hand, v.players[s].deck, v.players[s].discard, v.players[s].play]) for (const c of zone) if (c >= 0 && IS_TREASURE[c]) n++;
  return n;
}

export const WitchBot = moneyTurn(bmuRules(18, [[WITCH, (v, s) => countOwned(v, s, WITCH) < 1]]), [WITCH]);
export const DoubleWitch = moneyTurn(bmuRules(18, [[WITCH, (v, s) => countOwned(v, s, WITCH) < 2]]), [WITCH]);

/** Kingdom cards a money bot needs in the Supply. */
export const BOT_CARDS: Readonly<Record<string, readonly string[]>> = { SmithyBM: ['Smithy'], Smithy: ['Smithy'], Witch: ['Witch'], DoubleWitch: ['Witch'] };

const safe = safeBuy;

/** The General bot's buy: money-first priorities with the kingdom's Actions mixed in. */
function generalBuy(v: DominionState, seat: Seat, legal: Legal): DominionMove {
  const buys = legal.filter((m): m is Extract<DominionMove, { type: 'buy' }> => m.type === 'buy' && m.card !== CURSE && safe(v, seat, m.card));
  const end = find(legal, (x) => x.type === 'endTurn') ?? legal[0];
  const winning = buys.find((m) => endsGame(v, m.card) && safe(v, seat, m.card));
  if (winning) return winning;
  const money = totalMoney(v, seat);
  const has = (c: number): Extract<DominionMove, { type: 'buy' }> | undefined => buys.find((m) => m.card === c);
  const owned = v.players[seat];
  const deckSize = owned.hand.length + owned.deck.length + owned.discard.length + owned.play.length;
  const actionsOwned = [...owned.hand, ...owned.deck, ...owned.discard, ...owned.play].filter((c) => c >= 0 && IS_ACTION[c]).length;
  // Colony games: Colony is the big prize, Province a mid-game buy; the end is measured in Colonies.
  const colonyGame = v.piles.includes(COLONY);
  const pl = colonyGame ? Math.min(left(v, COLONY), provincesLeft(v)) : provincesLeft(v);
  if (colonyGame) {
    if (has(COLONY) && (money > 28 || pl <= 6)) return has(COLONY) as DominionMove;
    if (has(PROVINCE) && (pl <= 5 || (money > 18 && v.turn.coins < 11))) return has(PROVINCE) as DominionMove;
  } else if (has(PROVINCE) && (money > 15 || pl <= 4)) return has(PROVINCE) as DominionMove;
  if (has(DUCHY) && pl <= 4) return has(DUCHY) as DominionMove;
  if (has(ESTATE) && pl <= 2) return has(ESTATE) as DominionMove;
  // Throne Room and King's Court only once there are Actions for them to play.
  const actions = buys
    .filter((m) => IS_ACTION[m.card] && (actionsOwned >= 3 || (m.card !== THRONE_ROOM && m.card !== KINGS_COURT)))
    .sort((a, b) => costCoins(v, b.card) - costCoins(v, a.card));
  const wantAction = actionsOwned < Math.max(1, Math.floor(deckSize / 6));
  // Kingdom Treasures worth at least a Silver (Bank counts the Treasures played with it, Venture plays another; Quarry's $1 does not).
  const treasures = buys.filter(
    (m) => IS_TREASURE[m.card] && m.card !== COPPER && m.card !== GOLD && m.card !== SILVER && m.card !== PLATINUM && m.card !== CURSE && m.card !== POTION && (m.card === BANK || m.card === VENTURE || BASE_COINS[m.card] >= 2),
  );
  // Potions only to reach the kingdom's Potion-cost cards: one early, a second in a bigger deck, never more.
  const potions = countOwned(v, seat, POTION);
  const wantPotion = has(POTION) !== undefined && v.piles.some((c) => CARDS[c].cost.potions > 0 && c !== POTION) && potions < (deckSize >= 18 ? 2 : 1);
  if (has(PLATINUM)) {
    const pricey = actions.find((m) => costCoins(v, m.card) >= 7);
    if (pricey && wantAction) return pricey;
    return has(PLATINUM) as DominionMove;
  }
  if (has(GOLD)) {
    const pricey = actions.find((m) => costCoins(v, m.card) >= 6);
    if (pricey && wantAction) return pricey;
    // Kingdom Treasures worth more than Gold here (Bank, Hoard with Victory buys to come, Venture…).
    const rich = treasures.find((m) => costCoins(v, m.card) >= 6);
    if (rich) return rich;
    return has(GOLD) as DominionMove;
  }
  if (has(DUCHY) && pl <= 6) return has(DUCHY) as DominionMove;
  const best = actions[0];
  if (best && wantAction && costCoins(v, best.card) >= 3) return best;
  if (wantPotion && v.turn.coins <= 5) return has(POTION) as DominionMove;
  const kt = treasures.find((m) => costCoins(v, m.card) >= 4);
  if (kt && v.turn.coins >= 4) return kt;
  if (has(SILVER)) return has(SILVER) as DominionMove;
  if (best && wantAction) return best;
  return end;
}

export const General: BotPolicy<DominionState, DominionMove> = (v, seat, legal, random) => {
  if (v.pending) return decide(v, seat, legal, random);
  if (v.phase === 'action') {
    const plays = legal.filter((m): m is Extract<DominionMove, { type: 'play' }> => m.type === 'play');
    if (plays.length) {
      const best = plays.reduce((a, b) => (playPriority(b.card, v.turn.actions) > playPriority(a.card, v.turn.actions) ? b : a));
      return best;
    }
  }
  const t = find(legal, (x) => x.type === 'treasures');
  if (t) return t;
  if (v.phase === 'buy') return generalBuy(v, seat, legal);
  return find(legal, (x) => x.type === 'buyPhase') ?? legal[0];
};

/** Any legal move at random — but, like every bot, never a buy that ends the game while it would lose. */
export const Random: BotPolicy<DominionState, DominionMove> = (v, seat, legal, random) => {
  const ok = legal.filter((m) => m.type !== 'buy' || safeBuy(v, seat, m.card));
  const from = ok.length ? ok : legal;
  return from[Math.min(from.length - 1, Math.floor(random() * from.length))];
};

export const BOTS: Readonly<Record<string, DominionBot>> = {
  General,
  BMU,
  BasicBM,
  SmithyBM,
  Smithy: SmithyList,
  Witch: WitchBot,
  DoubleWitch,
  Random,
};

export { worth };
