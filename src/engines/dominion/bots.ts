/**
 * Computer players. The Big Money family is built exactly as STRATEGIES.md defines it (buy rules in
 * order, first affordable wins); they play every Treasure at once and play their one Action card when
 * drawn. The General bot plays any kingdom sensibly. Every bot returns a move from the legal list.
 */
import type { BotPolicy, Seat } from '../core/types';
import { DUCHY, ESTATE, GOLD, IS_TREASURE, PROVINCE, SILVER, id } from './cards';
import { countOwned, left, safeBuy, totalMoney, worth } from './botEval';
import { generalBuy } from './botBuy';
import { decide } from './botDecide';
import { FREE_MOVES, buyMove, mayBuy, mayPlay, mayPlayTreasures, playMove } from './legal';
import { choosePlay } from './botPlay';
import { withTuning } from './botEngine';
import { withVpTuning } from './botVictory';
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
    for (let k = 0; k < rules.length; k++) {
      const card = rules[k][0];
      const m = move(v, 'buy', card);
      if (m && rules[k][1](v, seat, coins) && safeBuy(v, seat, card)) return m;
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

export const SmithyList = moneyTurn(bmuRules(15, [], [[SMITHY, (v, s) => countOwned(v, s, SMITHY) < treasuresOwned(v, s) / 11]]), [SMITHY]);

function treasuresOwned(v: DominionState, s: Seat): number {
  let n = 0;
  for (const zone of [v.players[s].hand, v.players[s].deck, v.players[s].discard, v.players[s].play]) for (const c of zone) if (c >= 0 && IS_TREASURE[c]) n++;
  return n;
}

export const WitchBot = moneyTurn(bmuRules(18, [[WITCH, (v, s) => countOwned(v, s, WITCH) < 1]]), [WITCH]);
export const DoubleWitch = moneyTurn(bmuRules(18, [[WITCH, (v, s) => countOwned(v, s, WITCH) < 2]]), [WITCH]);

/** Kingdom cards a money bot needs in the Supply. */
export const BOT_CARDS: Readonly<Record<string, readonly string[]>> = { SmithyBM: ['Smithy'], Smithy: ['Smithy'], Witch: ['Witch'], DoubleWitch: ['Witch'] };

/**
 * The General bot: Actions by `choosePlay` (villages first, Durations valued with their next-turn half,
 * Possession turns played for the possessor), all Treasures at once, then `generalBuy`.
 */
export const General: BotPolicy<DominionState, DominionMove> = (v, seat, legal, random) => {
  if (v.pending) return decide(v, seat, legal, random);
  if (v.phase === 'action') {
    const play = choosePlay(v, seat, legal);
    if (play) return play;
  }
  const t = find(legal, (x) => x.type === 'treasures');
  if (t) return t;
  if (v.phase === 'buy') return generalBuy(v, seat, legal);
  return find(legal, (x) => x.type === 'buyPhase') ?? legal[0];
};

/** General with the engine plan off (botEngine.ts `tuning`): the A/B runs' baseline, not offered as a player. */
export const GeneralMoney: BotPolicy<DominionState, DominionMove> = (v, seat, legal, random) =>
  withTuning({ engine: false }, () => General(v, seat, legal, random));
/** General with the engine plan on Curse kingdoms only (`tuning.free` off): the A/B runs' variant. */
export const GeneralCurseEngine: BotPolicy<DominionState, DominionMove> = (v, seat, legal, random) =>
  withTuning({ free: false }, () => General(v, seat, legal, random));
/** General with the alternative-Victory plans off (botVictory.ts `vpTuning`): the A/B runs' baseline for them. */
export const GeneralNoVP: BotPolicy<DominionState, DominionMove> = (v, seat, legal, random) =>
  withVpTuning({ on: false }, () => General(v, seat, legal, random));
export const EXPERIMENT_BOTS: Readonly<Record<string, DominionBot>> = { GeneralMoney, GeneralCurseEngine, GeneralNoVP };

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
