import { describe, expect, it } from 'vitest';
import { id } from './cards';
import { BasicBM, BMU, BOTS, General, SmithyBM } from './bots';
import { answer, E, play, playCard, position } from './testkit';
import type { DominionState } from './types';

const rand = (): number => 0.5;
const choose = (bot: typeof BMU, s: DominionState) => {
  const seat = s.pending ? s.pending.seat : s.current;
  return bot(E.view(s, seat), seat, E.legalMoves(s, seat), rand);
};
const buyPhase = (hand: string[], extra: Partial<Parameters<typeof position>[0]> = {}) =>
  play(position({ phase: 'buy', hands: [hand], ...extra }), 0, { type: 'treasures' }).state;

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
    expect(choose(SmithyBM, position({ kingdom: ['Smithy'], hands: [['Smithy', 'Copper', 'Copper', 'Copper', 'Copper']] }))).toEqual({
      type: 'play',
      card: id('Smithy'),
    });
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
    const s = buyPhase(['Gold', 'Gold', 'Silver', 'Estate', 'Estate'], {
      supply: { Province: 1 },
      discards: [
        ['Province', 'Province', 'Province', 'Province'],
        ['Province', 'Province', 'Province'],
      ],
    });
    expect(choose(General, s)).toEqual({ type: 'buy', card: id('Province') });
  });

  it('answers decisions: reveals Moat, discards Estates to Militia, trashes Curses', () => {
    let s = position({
      kingdom: ['Militia', 'Moat', 'Chapel'],
      hands: [
        ['Militia', 'Copper', 'Copper', 'Copper', 'Copper'],
        ['Moat', 'Estate', 'Estate', 'Gold', 'Copper'],
      ],
    });
    s = playCard(s, 'Militia').state;
    expect(choose(General, s)).toEqual({ type: 'decide', answer: [0] });
    const no = answer(s, ["Don't reveal"]).state;
    expect(choose(General, no)).toEqual({ type: 'decide', answer: [id('Estate'), id('Estate')] });
    const c = playCard(position({ kingdom: ['Chapel'], hands: [['Chapel', 'Curse', 'Curse', 'Gold', 'Silver']] }), 'Chapel').state;
    expect(choose(General, c)).toEqual({ type: 'decide', answer: [id('Curse'), id('Curse')] });
  });
});

describe('bots in Prosperity games', () => {
  const P = ['Watchtower', 'Monument', "Worker's Village", 'Mint', 'Goons', 'Hoard', 'Bank', "King's Court", 'Venture', 'Talisman'];

  it('General buys Colony with $11 in a Colony game, Platinum with $9', () => {
    const rich = buyPhase(['Platinum', 'Platinum', 'Copper', 'Estate', 'Estate'], { kingdom: P, discards: [['Platinum', 'Platinum', 'Gold', 'Gold', 'Gold']] });
    expect(rich.piles).toContain(id('Colony'));
    expect(choose(General, rich)).toEqual({ type: 'buy', card: id('Colony') });
    // $9 buys Platinum; King's Court waits until there are Actions for it to play.
    const nine = buyPhase(['Platinum', 'Gold', 'Copper', 'Estate', 'Estate'], { kingdom: P, discards: [["King's Court", "King's Court", 'Mint']] });
    expect(choose(General, nine)).toEqual({ type: 'buy', card: id('Platinum') });
    const first = buyPhase(['Platinum', 'Gold', 'Copper', 'Estate', 'Estate'], { kingdom: P });
    expect(choose(General, first)).toEqual({ type: 'buy', card: id('Platinum') });
  });

  it('money bots never take the game-ending buy while behind (as the standard simulators bots do), but take it when ahead', () => {
    // 7 Provinces gone: 1 ours, 6 theirs (36 VP against our 3 + 6 + 6): the last Province would lose.
    const behind = buyPhase(['Gold', 'Gold', 'Silver', 'Estate', 'Estate'], {
      supply: { Province: 1 },
      discards: [['Province', 'Gold', 'Gold', 'Gold', 'Gold', 'Gold'], Array(6).fill('Province')],
    });
    for (const bot of [BMU, BasicBM]) {
      const m = choose(bot, behind);
      expect(m).not.toEqual({ type: 'buy', card: id('Province') });
      expect(E.legalMoves(behind, 0)).toContainEqual(m);
    }
    const ahead = buyPhase(['Gold', 'Gold', 'Silver', 'Estate', 'Estate'], {
      supply: { Province: 1 },
      discards: [
        ['Province', 'Province', 'Province', 'Province', 'Gold', 'Gold', 'Gold'],
        ['Province', 'Province', 'Province'],
      ],
    });
    expect(choose(BMU, ahead)).toEqual({ type: 'buy', card: id('Province') });
  });

  it('VP tokens and the trash count: Trashed Provinces belong to nobody', () => {
    const s = buyPhase(['Gold', 'Gold', 'Silver', 'Estate', 'Estate'], { supply: { Province: 1 }, discards: [['Province', 'Province'], []] });
    // 7 Provinces gone, 5 of them in the trash: the opponent holds none.
    const t = { ...s, trash: [id('Province'), id('Province'), id('Province'), id('Province'), id('Province')] };
    expect(choose(General, t)).toEqual({ type: 'buy', card: id('Province') });
    // The opponent's 20 VP tokens (public) make the same buy a losing one.
    const tokens = { ...t, players: t.players.map((p, i) => (i === 1 ? { ...p, vp: 20 } : p)) };
    expect(choose(General, tokens)).not.toEqual({ type: 'buy', card: id('Province') });
  });

  it('answers Prosperity decisions: Watchtower trashes a gained Curse, Mint copies the best Treasure', () => {
    let s = position({
      kingdom: [...P.slice(0, 9), 'Witch'],
      hands: [
        ['Witch', 'Copper', 'Copper', 'Copper', 'Copper'],
        ['Watchtower', 'Copper', 'Copper', 'Estate', 'Estate'],
      ],
    });
    s = playCard(s, 'Witch').state;
    expect(choose(General, s)).toEqual({ type: 'decide', answer: [0] });
    const m = playCard(position({ kingdom: P, hands: [['Mint', 'Gold', 'Silver', 'Copper', 'Copper']] }), 'Mint').state;
    expect(choose(General, m)).toEqual({ type: 'decide', answer: [id('Gold')] });
  });
});

describe('every bot', () => {
  /** Plays the bot's move, then ends the turn if it is still seat 0's: the game's end is checked at the end of the turn. */
  const outcomeOf = (s: DominionState, m: ReturnType<typeof choose>): DominionState => {
    let r = play(s, 0, m).state;
    if (r.phase !== 'over' && !r.pending && r.current === 0 && E.legalMoves(r, 0).some((x) => x.type === 'endTurn')) r = play(r, 0, { type: 'endTurn' }).state;
    return r;
  };
  // Seat 0 is far behind: seat 1 holds six Provinces (or seven Colonies).
  const behind = {
    'the last Province': buyPhase(['Gold', 'Gold', 'Gold', 'Gold', 'Estate'], {
      kingdom: ['Smithy', 'Witch', 'Village', 'Market', 'Cellar', 'Moat', 'Militia', 'Mine', 'Festival', 'Library'],
      supply: { Province: 1 },
      discards: [[], Array(6).fill('Province')],
    }),
    'the last Colony': buyPhase(['Platinum', 'Platinum', 'Gold', 'Copper', 'Estate'], {
      kingdom: ['Watchtower', 'Monument', "Worker's Village", 'Mint', 'Goons', 'Hoard', 'Bank', "King's Court", 'Venture', 'Talisman'],
      supply: { Colony: 1 },
      discards: [[], Array(7).fill('Colony')],
    }),
    'a third empty pile': buyPhase(['Silver', 'Copper', 'Estate', 'Estate', 'Estate'], {
      kingdom: ['Smithy', 'Witch', 'Village', 'Market', 'Cellar', 'Moat', 'Militia', 'Mine', 'Festival', 'Library'],
      supply: { Curse: 0, Duchy: 0, Silver: 1, Village: 1, Cellar: 1, Moat: 1, Estate: 1 },
      discards: [[], Array(6).fill('Province')],
    }),
  };

  it('never makes a buy that ends the game while it would lose (Province, Colony and three-pile endings), as the standard simulators bots do', () => {
    for (const [why, s] of Object.entries(behind))
      for (const [name, bot] of Object.entries(BOTS))
        for (let k = 0; k < (name === 'Random' ? 40 : 1); k++) {
          const r = (): number => ((k * 7919) % 40) / 40;
          const m = bot(E.view(s, 0), 0, E.legalMoves(s, 0), r);
          expect(E.legalMoves(s, 0), `${name}: ${why}`).toContainEqual(m);
          const after = outcomeOf(s, m);
          if (after.phase === 'over') expect(after.winners, `${name} ended the game with ${why} while losing`).toContain(0);
        }
  });

  it('still takes the ending buy when it wins by it', () => {
    const ahead = buyPhase(['Platinum', 'Platinum', 'Gold', 'Copper', 'Estate'], {
      kingdom: ['Watchtower', 'Monument', "Worker's Village", 'Mint', 'Goons', 'Hoard', 'Bank', "King's Court", 'Venture', 'Talisman'],
      supply: { Colony: 1 },
      discards: [Array(7).fill('Colony'), []],
    });
    expect(choose(General, ahead)).toEqual({ type: 'buy', card: id('Colony') });
  });
});

describe('General in Alchemy and Prosperity kingdoms', () => {
  const MIXERS = ['Cellar', 'Festival', 'Militia', 'Poacher', 'Smithy', 'Alchemist', 'Apothecary', 'Golem', 'Herbalist', 'Transmute'];
  it('buys a Potion for a Potion card worth it (Familiar), not a second one in a small deck, none for Potion Mixers', () => {
    const ARTS = ['Cellar', 'Council Room', 'Gardens', 'Laboratory', 'Throne Room', 'Apprentice', 'Familiar', 'Possession', 'University', 'Bandit'];
    const first = buyPhase(['Silver', 'Copper', 'Copper', 'Estate', 'Estate'], { kingdom: ARTS });
    expect(choose(General, first)).toEqual({ type: 'buy', card: id('Potion') });
    const second = buyPhase(['Silver', 'Copper', 'Copper', 'Estate', 'Estate'], { kingdom: ARTS, discards: [['Familiar', 'Potion']] });
    expect(choose(General, second)).not.toEqual({ type: 'buy', card: id('Potion') });
    // Alchemist, Golem, Apothecary, Herbalist, Transmute: a money deck does better without the Potion
    // (General vs BMU on Potion Mixers: 45% when it bought one, 66% without; README).
    const mixers = buyPhase(['Silver', 'Copper', 'Copper', 'Estate', 'Estate'], { kingdom: MIXERS, discards: [['Smithy']] });
    expect(choose(General, mixers)).not.toEqual({ type: 'buy', card: id('Potion') });
  });

  it('does not take a $1 kingdom Treasure (Quarry) for a Silver, nor Throne Room with no Actions to play', () => {
    const s = buyPhase(['Silver', 'Copper', 'Copper', 'Estate', 'Estate'], {
      kingdom: ['Quarry', 'Throne Room', 'Bishop', 'Monument', 'Mint', 'Vault', 'Goons', 'Bank', 'City', 'Expand'],
    });
    const m = choose(General, s);
    expect(m).not.toEqual({ type: 'buy', card: id('Quarry') });
    expect(m).not.toEqual({ type: 'buy', card: id('Throne Room') });
  });
});
