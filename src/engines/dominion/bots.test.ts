import { describe, expect, it } from 'vitest';
import { id } from './cards';
import { BasicBM, BMU, General, SmithyBM } from './bots';
import { answer, E, play, playCard, position } from './testkit';
import type { DominionState } from './types';

const rand = (): number => 0.5;
const choose = (bot: typeof BMU, s: DominionState) => {
  const seat = s.pending ? s.pending.seat : s.current;
  return bot(E.view(s, seat), seat, E.legalMoves(s, seat), rand);
};
const buyPhase = (hand: string[], extra: Partial<Parameters<typeof position>[0]> = {}) => play(position({ phase: 'buy', hands: [hand], ...extra }), { type: 'treasures' }).state;

describe('money bots (STRATEGIES.md)', () => {
  it('play all Treasures at once first', () => {
    expect(choose(BMU, position({ phase: 'buy', hands: [['Gold', 'Gold', 'Silver', 'Estate', 'Estate']] }))).toEqual({ type: 'treasures' });
  });

  it('BasicBM: $8 Province, $6–7 Gold, $3–5 Silver, else nothing', () => {
    expect(choose(BasicBM, buyPhase(['Gold', 'Gold', 'Silver', 'Estate', 'Estate']))).toEqual({ type: 'buy', card: id('Province') });
    expect(choose(BasicBM, buyPhase(['Gold', 'Silver', 'Copper', 'Estate', 'Estate']))).toEqual({ type: 'buy', card: id('Gold') });
    expect(choose(BasicBM, buyPhase(['Copper', 'Copper', 'Estate', 'Estate', 'Estate']))).toEqual({ type: 'endTurn' });
  });

  it('BMU: Province only when total money > 18; Duchy when Provinces ≤ 4', () => {
    // Starting money 7 + Gold Gold Silver (8) = 15 ≤ 18: Gold, not Province.
    expect(choose(BMU, buyPhase(['Gold', 'Gold', 'Silver', 'Estate', 'Estate']))).toEqual({ type: 'buy', card: id('Gold') });
    const rich = buyPhase(['Gold', 'Gold', 'Silver', 'Estate', 'Estate'], { discards: [['Gold', 'Gold']] });
    expect(choose(BMU, rich)).toEqual({ type: 'buy', card: id('Province') });
    expect(choose(BMU, buyPhase(['Gold', 'Silver', 'Estate', 'Estate', 'Estate'], { supply: { Province: 4 } }))).toEqual({ type: 'buy', card: id('Duchy') });
  });

  it('SmithyBM buys one Smithy at $4–5 and plays it', () => {
    const s = buyPhase(['Silver', 'Copper', 'Copper', 'Estate', 'Estate'], { kingdom: ['Smithy'] });
    expect(choose(SmithyBM, s)).toEqual({ type: 'buy', card: id('Smithy') });
    expect(choose(SmithyBM, position({ kingdom: ['Smithy'], hands: [['Smithy', 'Copper', 'Copper', 'Copper', 'Copper']] }))).toEqual({ type: 'play', card: id('Smithy') });
  });
});

describe('General bot', () => {
  it('plays villages before terminals, draw before money', () => {
    const s = position({ kingdom: ['Village', 'Smithy', 'Militia'], hands: [['Smithy', 'Village', 'Militia', 'Copper', 'Copper']] });
    expect(choose(General, s)).toEqual({ type: 'play', card: id('Village') });
  });

  it('never buys the last Province when that loses the game on the spot', () => {
    // 7 Provinces are gone: we hold 1, so the opponent holds 6 (36 VP) against our 5 + 6 + 6.
    const s = buyPhase(['Gold', 'Gold', 'Silver', 'Estate', 'Estate'], { supply: { Province: 1 }, discards: [['Province'], Array(6).fill('Province')] });
    const m = choose(General, s);
    expect(m).not.toEqual({ type: 'buy', card: id('Province') });
    expect(E.legalMoves(s, 0)).toContainEqual(m);
  });

  it('ends the game when it is ahead', () => {
    const s = buyPhase(['Gold', 'Gold', 'Silver', 'Estate', 'Estate'], { supply: { Province: 1 }, discards: [['Province', 'Province', 'Province', 'Province'], ['Province', 'Province', 'Province']] });
    expect(choose(General, s)).toEqual({ type: 'buy', card: id('Province') });
  });

  it('answers decisions: reveals Moat, discards Estates to Militia, trashes Curses', () => {
    let s = position({ kingdom: ['Militia', 'Moat', 'Chapel'], hands: [['Militia', 'Copper', 'Copper', 'Copper', 'Copper'], ['Moat', 'Estate', 'Estate', 'Gold', 'Copper']] });
    s = playCard(s, 'Militia').state;
    expect(choose(General, s)).toEqual({ type: 'decide', answer: [0] });
    const no = answer(s, ['Done']).state;
    expect(choose(General, no)).toEqual({ type: 'decide', answer: [id('Estate'), id('Estate')] });
    const c = playCard(position({ kingdom: ['Chapel'], hands: [['Chapel', 'Curse', 'Curse', 'Gold', 'Silver']] }), 'Chapel').state;
    expect(choose(General, c)).toEqual({ type: 'decide', answer: [id('Curse'), id('Curse')] });
  });
});
