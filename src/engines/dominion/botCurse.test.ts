/**
 * The General bot's Curse plan played as money (botCurse.ts, issue 22): each rule with its position and
 * its reason. Figures: General against Double Witch on random kingdoms of the five sets holding Witch
 * (6 × 1,000 games, seeds 1, 2, 5001, 5002, 9001, 9002), the README's "Computer players".
 */
import { describe, expect, it } from 'vitest';
import { id } from './cards';
import { General } from './bots';
import { buyValue } from './botBuy';
import { ownedCards } from './botEval';
import { kingdomInfo } from './botPlan';
import { curseMoney } from './botCurse';
import { E, play, position, type Spec } from './testkit';
import type { DominionState } from './types';

const rand = (): number => 0.5;
const choose = (s: DominionState) => General(E.view(s, 0), 0, E.legalMoves(s, 0), rand);
/** Seat 0 at its buy phase (Treasures played) with `provinces` Provinces left. */
function buyPhase(hand: string[], extra: Spec, provinces = 8): DominionState {
  const s = position({ phase: 'buy', hands: [hand], supply: { Province: provinces }, ...extra });
  return play(s, 0, { type: 'treasures' }).state;
}
const buy = (name: string) => ({ type: 'buy', card: id(name) });

/** A Curse kingdom without a strong trasher: the Curse plan played as money. */
const WITCH_MONEY = ['Witch', 'Village', 'Smithy', 'Market', 'Laboratory', 'Festival', 'Library', 'Moat', 'Cellar', 'Militia'];
/** The same with Bureaucrat for Witch: the money plan. */
const MONEY = WITCH_MONEY.map((n) => (n === 'Witch' ? 'Bureaucrat' : n));
/** The kingdom (Chapel): the engine plan, which keeps its own rules. */
const K = ['Witch', 'Village', 'Smithy', 'Market', 'Laboratory', 'Festival', 'Library', 'Moat', 'Cellar', 'Chapel'];
const DECK: Spec = {
  discards: [
    ['Witch', 'Witch', 'Silver', 'Silver', 'Gold', 'Curse', 'Curse'],
    ['Witch', 'Curse'],
  ],
};
/** The same without the opponent's Witch: a Curse-giver in the kingdom but no Curse war. */
const ALONE: Spec = { discards: [DECK.discards![0]] };

describe('which games are the Curse money plan', () => {
  it('a Curse-giver without the engine plan; not the money plan, not the engine plan (Chapel)', () => {
    const slog = (kingdom: string[]) => curseMoney(kingdomInfo(position({ kingdom })), kingdomInfo(position({ kingdom })).engine >= 0);
    expect(slog(WITCH_MONEY)).toBe(true);
    expect(slog(MONEY)).toBe(false);
    expect(slog(K)).toBe(false);
  });
});

describe('the Curse money plan greens a Province earlier (a slog: 58.0% → 61.2% with the three rules)', () => {
  it('a Duchy over Gold with $6 from 5 Provinces left (+1.1); the money plan and the engine plan from 4 (on K the engine lost 2.5 points with it)', () => {
    const hand = ['Gold', 'Silver', 'Copper', 'Estate', 'Estate'];
    expect(choose(buyPhase(hand, { kingdom: WITCH_MONEY, ...DECK }, 5))).toEqual(buy('Duchy'));
    expect(choose(buyPhase(hand, { kingdom: MONEY, ...DECK }, 5))).toEqual(buy('Gold'));
    expect(choose(buyPhase(hand, { kingdom: K, ...DECK }, 5))).not.toEqual(buy('Duchy'));
    // Only in a Curse war: against an opponent without a Curse-giver (the Smithy list bot) the money rules
    // (on random Smithy kingdoms 64.9% → 65.6%, 6,000 games).
    expect(choose(buyPhase(hand, { kingdom: WITCH_MONEY, ...ALONE }, 5))).toEqual(buy('Gold'));
  });

  it('an Estate with $3 from 4 Provinces left (+1.1); the money plan takes Silver until 3 left', () => {
    const hand = ['Silver', 'Copper', 'Estate', 'Estate', 'Estate'];
    expect(choose(buyPhase(hand, { kingdom: WITCH_MONEY, ...DECK }, 4))).toEqual(buy('Estate'));
    expect(choose(buyPhase(hand, { kingdom: MONEY, ...DECK }, 4))).toEqual(buy('Silver'));
  });

  it('a Duchy over anything below Gold from 7 left (+0.5; from 8 it greened before its Gold: 53.6%)', () => {
    const hand = ['Silver', 'Silver', 'Copper', 'Estate', 'Estate'];
    expect(choose(buyPhase(hand, { kingdom: WITCH_MONEY, ...DECK }, 7))).toEqual(buy('Duchy'));
    expect(choose(buyPhase(hand, { kingdom: WITCH_MONEY, ...DECK }, 8))).not.toEqual(buy('Duchy'));
    expect(choose(buyPhase(hand, { kingdom: MONEY, ...DECK }, 7))).not.toEqual(buy('Duchy'));
  });
});

describe('the Curse money plan’s buys', () => {
  const gold = ['Gold', 'Silver', 'Copper', 'Estate', 'Estate'];
  it('the second Witch over Gold at $6 (the Curse split decides: 82–87% won with 3–4 Curses, 27% with 6); the engine plan takes Gold first', () => {
    const owns: Spec = { discards: [['Witch', 'Silver']] };
    expect(choose(buyPhase(gold, { kingdom: WITCH_MONEY, ...owns }))).toEqual(buy('Witch'));
    expect(choose(buyPhase(gold, { kingdom: K, ...owns }))).not.toEqual(buy('Witch'));
  });

  it('Sea Hag is not the second Curse-giver beside a Witch (it draws nothing: 61.9% → 65.6% on Witch and Sea Hag kingdoms); alone it is', () => {
    const four = ['Silver', 'Copper', 'Copper', 'Estate', 'Estate'];
    // (No Moat: the first defence would come first.)
    const withWitch = WITCH_MONEY.map((n) => (n === 'Moat' ? 'Sea Hag' : n));
    expect(choose(buyPhase(four, { kingdom: withWitch, discards: [['Witch']] }))).toEqual(buy('Silver'));
    const alone = WITCH_MONEY.map((n) => (n === 'Witch' ? 'Sea Hag' : n === 'Moat' ? 'Chancellor' : n));
    expect(choose(buyPhase(four, { kingdom: alone, discards: [['Sea Hag']] }))).toEqual(buy('Sea Hag'));
  });

  it('Minion below Silver, Harem below Gold (Witch and Minion kingdoms 55.8% → 58.7%, Witch and Harem 57.4% → 58.7%); the money plan keeps them above', () => {
    const value = (kingdom: string[], card: string) => {
      const s = position({ kingdom, discards: [['Witch', 'Witch', 'Silver']] });
      return buyValue(s, id(card), ownedCards(s, 0), 0);
    };
    const curse = [...WITCH_MONEY.slice(0, 8), 'Minion', 'Harem'];
    const money = [...MONEY.slice(0, 8), 'Minion', 'Harem'];
    expect(value(curse, 'Minion')).toBeLessThan(value(curse, 'Silver'));
    expect(value(money, 'Minion')).toBeGreaterThan(value(money, 'Silver'));
    expect(value(curse, 'Harem')).toBeLessThan(value(curse, 'Gold'));
    expect(value(money, 'Harem')).toBeGreaterThan(value(money, 'Gold'));
  });

  it('Caravan below Silver (its next-turn card does not make up for $2 in a cursed deck: Witch and Caravan kingdoms 59.0% → 60.4%); the money plan keeps it above', () => {
    const value = (kingdom: string[], card: string) => {
      const s = position({ kingdom, discards: [['Witch', 'Witch', 'Silver']] });
      return buyValue(s, id(card), ownedCards(s, 0), 0);
    };
    const curse = [...WITCH_MONEY.slice(0, 9), 'Caravan'];
    const money = [...MONEY.slice(0, 9), 'Caravan'];
    expect(value(curse, 'Caravan')).toBeLessThan(value(curse, 'Silver'));
    expect(value(money, 'Caravan')).toBeGreaterThan(value(money, 'Silver'));
  });
});
