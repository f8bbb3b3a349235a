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
import { choosePlay } from './botPlay';
import type { DominionMove, DominionState } from './types';

type Legal = readonly DominionMove[];
/** A buy rule: the card, and when it applies (given the view, the seat and the $ available). */
export type BuyRule = readonly [card: number, when: (v: DominionState, seat: Seat, coins: number) => boolean];

const SMITHY = id('Smithy');
const WITCH = id('Witch');
const always = (): boolean => true;
const provincesLeft = (v: DominionState): number => left(v, PROVINCE);

function find(legal: Legal, pred: (m: DominionMove) => boolean): DominionMove | undefined {
  return legal.find(pred);
}

/** The money bots' turn: their Action when drawn, all Treasures at once, then the first buy rule that fits. */
function moneyTurn(rules: readonly BuyRule[], actions: readonly number[]): BotPolicy<DominionState, DominionMove> {
  return (v, seat, legal, random) => {
    if (v.pending) return decide(v, seat, legal, random);
    for (const a of actions) {
      const m = find(legal, (x) => x.type === 'play' && x.card === a);
      if (m) return m;
    }
    const t = find(legal, (x) => x.type === 'treasures');
    if (t) return t;
    if (v.phase === 'buy') {
      const coins = v.turn.coins;
      for (const [card, when] of rules) {
        if (!when(v, seat, coins)) continue;
        const m = find(legal, (x) => x.type === 'buy' && x.card === card);
        if (m && safeBuy(v, seat, card)) return m;
      }
    }
    return find(legal, (x) => x.type === 'endTurn') ?? find(legal, (x) => x.type === 'buyPhase') ?? legal[0];
  };
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

/** Any legal move at random — but, like every bot, never a buy that ends the game while it would lose. */
export const Random: BotPolicy<DominionState, DominionMove> = (v, seat, legal, random) => {
  const ok = legal.filter((m) => m.type !== 'buy' || safeBuy(v, seat, m.card));
  const from = ok.length ? ok : legal;
  return from[Math.min(from.length - 1, Math.floor(random() * from.length))];
};

export const BOTS: Readonly<Record<string, BotPolicy<DominionState, DominionMove>>> = {
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
