/**
 * The General bot's alternative-Victory plans (botVictory.ts, issue 22): which kingdoms choose them and
 * each rule with its position and its reason. The figures (bench/dominion-plan.ts, General against
 * `GeneralNoVP` — General with these plans off — and against BMU on the same kingdoms and deals) are in
 * the README's "Computer players".
 */
import { describe, expect, it } from 'vitest';
import { id } from './cards';
import { General } from './bots';
import { visibleScore } from './botEval';
import { isRushGainer, rushOrder, victoryPlan, victoryPlanOf, vpTuning, withVpTuning } from './botVictory';
import { E, answer, nm, play, playCard, position, type Spec } from './testkit';
import type { DominionState } from './types';

const rand = (): number => 0.5;
const choose = (s: DominionState) => {
  const seat = s.pending ? s.pending.seat : s.current;
  return General(E.view(s, seat), seat, E.legalMoves(s, seat), rand);
};
const chooseWithout = (s: DominionState) => withVpTuning({ on: false }, () => choose(s));
/** The position at the buy phase of the current player's turn `turn` (Treasures played). */
function buyPhase(hand: string[], extra: Spec = {}, turn = 5): DominionState {
  const s = position({ phase: 'buy', hands: [hand], ...extra });
  const t: DominionState = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, turns: turn } : p)) };
  return play(t, 0, { type: 'treasures' }).state;
}
const buy = (name: string) => ({ type: 'buy' as const, card: id(name) });
/** The cards of the General bot's answer to a pick. */
const picked = (s: DominionState): string[] => nm((choose(s) as { answer: readonly number[] }).answer);
const times = (n: number, name: string): string[] => Array<string>(n).fill(name);

/** A Base kingdom with Gardens and Workshop (and Market, Smithy, Militia for the money plan). */
const G = ['Workshop', 'Gardens', 'Village', 'Smithy', 'Cellar', 'Moat', 'Militia', 'Market', 'Mine', 'Remodel'];
const D = ['Duke', 'Village', 'Smithy', 'Cellar', 'Moat', 'Militia', 'Market', 'Mine', 'Remodel', 'Festival'];

describe('which kingdoms choose a plan (read from the cards’ programs, once per game)', () => {
  const kind = (kingdom: string[]) => victoryPlan(kingdom.map(id)).kind;

  it('Gardens with a repeatable gainer of a $4 card: the rush (Workshop, Ironworks, Blockade, Weaver; with Workshop 92.8% against BMU where the money plan gets 85.7%, 77.3% against it)', () => {
    expect(kind(G)).toBe('gardens');
    for (const g of ['Ironworks', 'Blockade', 'Weaver']) expect(isRushGainer(id(g))).toBe(true);
    expect(victoryPlan(['Gardens', 'Ironworks', 'Workshop'].map(id)).gainers).toEqual([id('Workshop'), id('Ironworks')]);
  });

  it('not with Feast (it trashes itself: one Gardens, not a gain every turn) nor a gainer costing more than $4 (Artisan)', () => {
    expect(isRushGainer(id('Feast'))).toBe(false);
    expect(isRushGainer(id('Artisan'))).toBe(false);
    expect(kind(['Gardens', 'Feast', 'Village', 'Smithy'])).toBe('none');
    // Gardens without a gainer: the money plan, Gardens bought by their VP in its greening.
    expect(kind(G.filter((n) => n !== 'Workshop'))).toBe('none');
  });

  it('not with a cheap +Buy alone (Woodcutter, Herbalist…: that rush got 23.6–45.2% against BMU where the money plan gets 83.8%)', () => {
    expect(kind(['Gardens', 'Woodcutter', 'Herbalist', 'Village', 'Smithy'])).toBe('none');
  });

  it('Duke: the Duke plan (88.3% against BMU where the money plan gets 86.3%, 57.0% against it); the rush wins over it when both are there', () => {
    expect(kind(D)).toBe('duke');
    expect(kind([...G, 'Duke'])).toBe('gardens');
  });

  it('cached by the Supply’s piles, and off in `GeneralNoVP` (the A/B runs’ baseline)', () => {
    const s = position({ kingdom: G });
    expect(victoryPlanOf(s)).toBe(victoryPlanOf(s));
    expect(withVpTuning({ on: false }, () => victoryPlanOf(s).kind)).toBe('none');
  });
});

describe('the Gardens rush’s buys (the Workshop/Gardens line)', () => {
  it('opens Workshop with $3 or $4 (not Silver, Smithy or Militia): the gainers come first', () => {
    expect(choose(buyPhase(['Copper', 'Copper', 'Copper', 'Copper', 'Estate'], { kingdom: G }, 1))).toEqual(buy('Workshop'));
    expect(choose(buyPhase(['Copper', 'Copper', 'Copper', 'Estate', 'Estate'], { kingdom: G }, 1))).toEqual(buy('Workshop'));
    // The money plan buys something else on the same hand.
    expect(chooseWithout(buyPhase(['Copper', 'Copper', 'Copper', 'Copper', 'Estate'], { kingdom: G }, 1))).not.toEqual(buy('Workshop'));
  });

  it(`Gardens with $4 once ${vpTuning.gainers} gainers are owned (the wiki's figure; 5–10 within 3 points measured); a gainer before`, () => {
    const hand = ['Copper', 'Copper', 'Copper', 'Copper', 'Estate'];
    const before = buyPhase(hand, { kingdom: G, discards: [times(vpTuning.gainers - 1, 'Workshop')] });
    expect(choose(before)).toEqual(buy('Workshop'));
    const after = buyPhase(hand, { kingdom: G, discards: [times(vpTuning.gainers, 'Workshop')] });
    expect(choose(after)).toEqual(buy('Gardens'));
  });

  it('switches at once when an opponent takes Gardens (the pile is contested)', () => {
    const s = buyPhase(['Copper', 'Copper', 'Copper', 'Copper', 'Estate'], { kingdom: G, discards: [times(3, 'Workshop')], supply: { Gardens: 6 } });
    expect(choose(s)).toEqual(buy('Gardens'));
  });

  it('switches with fewer gainers when none is left to gain (the pile gone) or the game’s end is near (4 Provinces left)', () => {
    const hand = ['Copper', 'Copper', 'Copper', 'Copper', 'Estate'];
    expect(choose(buyPhase(hand, { kingdom: G, discards: [times(3, 'Workshop')], supply: { Workshop: 0 } }))).toEqual(buy('Gardens'));
    expect(choose(buyPhase(hand, { kingdom: G, discards: [times(3, 'Workshop')], supply: { Province: 4 } }))).toEqual(buy('Gardens'));
  });

  it('before the switch Silver with $3 where the gainer costs $4 (Estate first stalled Ironworks: 70.9% against BMU, now 97.0%)', () => {
    const I = G.map((n) => (n === 'Workshop' ? 'Ironworks' : n));
    expect(choose(buyPhase(['Copper', 'Copper', 'Copper', 'Estate', 'Estate'], { kingdom: I }, 1))).toEqual(buy('Silver'));
    expect(choose(buyPhase(['Copper', 'Copper', 'Copper', 'Copper', 'Estate'], { kingdom: I }, 1))).toEqual(buy('Ironworks'));
  });

  it('Estate with $2 (a card and a VP, and the third pile to empty; Estates always after the switch 91.2% against BMU, from 6 Gardens left 88.3%), Copper with $1', () => {
    expect(choose(buyPhase(['Copper', 'Copper', 'Estate', 'Estate', 'Estate'], { kingdom: G }))).toEqual(buy('Estate'));
    expect(choose(buyPhase(['Copper', 'Estate', 'Estate', 'Estate', 'Estate'], { kingdom: G }))).toEqual(buy('Copper'));
  });

  it('spare buys take the cheap cards: a Workshop, an Estate with the $2 left, a Copper with $0 (every card counts for the Gardens)', () => {
    // Two Markets (+1 Card +1 Action +1 Buy +$1 each, drawing Estates) and three Coppers: $5 and 3 buys.
    let s = position({
      kingdom: G,
      hands: [['Market', 'Market', 'Copper', 'Copper', 'Copper']],
      decks: [['Estate', 'Estate']],
      discards: [times(2, 'Workshop')],
    });
    s = playCard(playCard(s, 'Market').state, 'Market').state;
    s = play(s, 0, { type: 'treasures' }).state;
    expect(choose(s)).toEqual(buy('Workshop'));
    s = play(s, 0, buy('Workshop')).state;
    expect(choose(s)).toEqual(buy('Estate'));
    s = play(s, 0, buy('Estate')).state;
    expect(s.turn.coins).toBe(0);
    expect(choose(s)).toEqual(buy('Copper'));
  });

  it('Duchy with $5 once the Gardens are gone; Province with $8', () => {
    const gone = { kingdom: G, discards: [[...times(9, 'Workshop'), ...times(5, 'Gardens')]], supply: { Gardens: 0 } };
    expect(choose(buyPhase(['Silver', 'Copper', 'Copper', 'Copper', 'Estate'], gone))).toEqual(buy('Duchy'));
    expect(choose(buyPhase(['Gold', 'Silver', 'Copper', 'Copper', 'Copper'], gone))).toEqual(buy('Province'));
  });
});

describe('the Gardens rush’s gains', () => {
  it('Workshop gains a Workshop before the switch, a Gardens after', () => {
    const gain = (owned: number) => {
      let s = position({ kingdom: G, hands: [['Workshop', 'Copper', 'Copper', 'Estate', 'Estate']], discards: [times(owned, 'Workshop')] });
      s = playCard(s, 'Workshop').state;
      return picked(s);
    };
    expect(gain(2)).toEqual(['Workshop']);
    expect(gain(vpTuning.gainers)).toEqual(['Gardens']);
  });

  it('the rush’s order: Ironworks over Workshop (it does not collide: +1 Action for an Action gained)', () => {
    const s = position({ kingdom: ['Gardens', 'Workshop', 'Ironworks'] });
    const order = rushOrder(s, 0, victoryPlanOf(s));
    expect(order.indexOf(id('Ironworks'))).toBeLessThan(order.indexOf(id('Workshop')));
  });

  it('with the Gardens and the gainers gone, Workshop gains an Estate', () => {
    let s = position({
      kingdom: G,
      hands: [['Workshop', 'Copper', 'Copper', 'Estate', 'Estate']],
      discards: [[...times(9, 'Workshop'), ...times(6, 'Gardens')]],
      supply: { Gardens: 0, Workshop: 0 },
    });
    s = playCard(s, 'Workshop').state;
    s = answer(s, picked(s)).state;
    expect(s.players[0].discard.filter((c) => c === id('Estate')).length).toBe(1);
  });
});

describe('the rush ends the game on piles only when it wins (`safeBuy`)', () => {
  // Gardens and Workshops gone, one Estate left: buying it empties the third pile.
  const spec = (oppTokens: number): DominionState => {
    const s = buyPhase(['Copper', 'Copper', 'Estate', 'Estate', 'Estate'], {
      kingdom: G,
      discards: [[...times(10, 'Workshop'), ...times(8, 'Gardens'), ...times(7, 'Estate'), ...times(10, 'Copper')]],
      supply: { Gardens: 0, Workshop: 0, Estate: 1 },
    });
    return { ...s, players: s.players.map((p, i) => (i === 1 ? { ...p, vp: oppTokens } : p)) };
  };

  it('ahead: the last Estate (the game ends, it wins)', () => {
    const s = spec(0);
    expect(visibleScore(s, 0)).toBeGreaterThan(40);
    expect(choose(s)).toEqual(buy('Estate'));
  });

  it('behind (the opponent holds 60 VP in tokens): not the last Estate, a Copper instead', () => {
    expect(choose(spec(60))).toEqual(buy('Copper'));
  });
});

describe('the Duke plan (Duchy dancing from a rich deck)', () => {
  const rich = (duchies: number, dukes: number, money = ['Gold', 'Gold', 'Gold', 'Gold', 'Silver', 'Silver']) =>
    buyPhase(['Silver', 'Silver', 'Copper', 'Estate', 'Estate'], {
      kingdom: D,
      discards: [[...money, ...times(duchies, 'Duchy'), ...times(dukes, 'Duke')]],
    });

  it(`with $${vpTuning.dukeMoney} of Treasure or more, a Duchy over Gold at $5–$7 (the money plan takes Gold; started from $10 it lost, 72.5% against BMU where the money plan gets 81.1%)`, () => {
    const s = rich(0, 0);
    expect(choose(s)).toEqual(buy('Duchy'));
    expect(chooseWithout(s)).not.toEqual(buy('Duchy'));
  });

  it('a Duke once it adds more than a Duchy (four Duchies, no Duke: 4 VP against 3)', () => {
    expect(choose(rich(4, 0))).toEqual(buy('Duke'));
    // One Duke and one Duchy: a Duchy adds 3 + 1, a Duke 1.
    expect(choose(rich(1, 1))).toEqual(buy('Duchy'));
  });

  it('not before the deck is rich: a poorer deck builds (no Duchy at $5 with 4 Provinces… 8 left)', () => {
    expect(choose(rich(0, 0, ['Silver']))).not.toEqual(buy('Duchy'));
  });
});

describe('Weaver in the Gardens rush', () => {
  const weaver = (kingdom: string[]) => {
    let s = position({ kingdom, hands: [['Weaver', 'Copper', 'Copper', 'Estate', 'Estate']] });
    s = playCard(s, 'Weaver').state;
    const d = s.pending;
    if (!d || d.kind !== 'option') throw new Error('Weaver asks for a choice');
    const m = choose(s) as { answer: readonly number[] };
    return d.options[m.answer[0]];
  };

  it('gains a card (a Weaver before the switch, a Gardens after: the rush’s order) rather than 2 Silvers: Weaver kingdoms 87.0% against BMU, the money plan 83.7%', () => {
    expect(weaver(['Gardens', 'Weaver'])).toBe('gain a card costing up to $4');
    let s = position({ kingdom: ['Gardens', 'Weaver'], hands: [['Weaver', 'Copper', 'Copper', 'Estate', 'Estate']] });
    s = answer(playCard(s, 'Weaver').state, ['gain a card costing up to $4']).state;
    expect(picked(s)).toEqual(['Weaver']);
  });
});
