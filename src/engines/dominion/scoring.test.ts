import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARDS, NAME, cardText, id } from './cards';
import { CARD_TEXT } from './cards/texts';
import { currentScore, scoreSheet, tieRule } from './scoring';
import { score } from './turn';
import { E, ids, position } from './testkit';
import { BOTS } from './bots';
import { seededRandom } from '../core/rng';
import type { DominionState, Player } from './types';

/** A player owning exactly these cards (spread over hand, deck, discard, play and a mat). */
function holding(cards: string[], extra: Partial<Player> = {}): Player {
  const p = position().players[0];
  const c = ids(cards);
  const q = Math.ceil(c.length / 5);
  return {
    ...p,
    hand: c.slice(0, q),
    deck: c.slice(q, 2 * q),
    discard: c.slice(2 * q, 3 * q),
    play: c.slice(3 * q, 4 * q),
    mats: { island: c.slice(4 * q) },
    ...extra,
  };
}

const line = (pl: Player, name: string) => scoreSheet(pl, 0).lines.find((l) => NAME[l.card] === name);
const many = (name: string, n: number) => Array<string>(n).fill(name);

describe('score breakdown', () => {
  it('lists fixed VP by card: 3 Provinces = 18, 2 Duchies = 6, Estates, Curses negative and last', () => {
    const pl = holding([...many('Province', 3), ...many('Duchy', 2), ...many('Estate', 3), ...many('Curse', 2), ...many('Copper', 7)]);
    const s = scoreSheet(pl, 0);
    expect(s.lines.map((l) => [NAME[l.card], l.count, l.each, l.vp])).toEqual([
      ['Province', 3, 6, 18],
      ['Duchy', 2, 3, 6],
      ['Estate', 3, 1, 3],
      ['Curse', 2, -1, -2],
    ]);
    expect(s.total).toBe(25);
    expect(s.cards).toBe(17);
    expect(s.deck[0]).toEqual({ card: id('Copper'), count: 7 });
  });

  it('Gardens: 1 VP per 10 cards owned, rounded down, every zone and mat counted (Gardens card text)', () => {
    const pl = holding([...many('Gardens', 2), ...many('Copper', 37)]);
    expect(line(pl, 'Gardens')).toMatchObject({ count: 2, each: 3, vp: 6, basis: '39 cards' });
    expect(scoreSheet(pl, 0).total).toBe(score(pl));
  });

  it('Duke: 1 VP per Duchy owned; Duchies still score their own 3', () => {
    const pl = holding([...many('Duke', 2), ...many('Duchy', 3), 'Copper']);
    expect(line(pl, 'Duke')).toMatchObject({ count: 2, each: 3, vp: 6, basis: '3 Duchies' });
    expect(scoreSheet(pl, 0).total).toBe(15);
  });

  it('Vineyard: 1 VP per 3 Action cards, rounded down; Island and Nobles fixed; a Gardens worth 0 is still listed', () => {
    const pl = holding(['Vineyard', ...many('Village', 5), 'Nobles', 'Island', 'Gardens', 'Copper']);
    expect(line(pl, 'Vineyard')).toMatchObject({ each: 2, basis: '7 Action cards' });
    expect(line(pl, 'Island')?.vp).toBe(2);
    expect(line(pl, 'Nobles')?.vp).toBe(2);
    expect(line(pl, 'Gardens')).toMatchObject({ each: 1, basis: '10 cards' });
    expect(line(holding(['Gardens', 'Copper']), 'Gardens')).toMatchObject({ each: 0, vp: 0 });
  });

  it('VP tokens are added to the total', () => {
    const pl = holding(['Province', 'Bishop'], { vp: 7 });
    const s = scoreSheet(pl, 0);
    expect(s.tokens).toBe(7);
    expect(s.total).toBe(13);
    expect(currentScore(pl)).toBe(13);
  });

  it('agrees with the game’s own score and with currentScore for any holding', () => {
    const pool = ['Copper', 'Estate', 'Duchy', 'Province', 'Curse', 'Gardens', 'Duke', 'Vineyard', 'Village', 'Great Hall', 'Harem', 'Mill', 'Colony'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pool), { maxLength: 60 }), fc.nat(20), (cards, vp) => {
        const pl = holding(cards, { vp });
        expect(scoreSheet(pl, 0).total).toBe(score(pl));
        expect(currentScore(pl)).toBe(score(pl));
      }),
    );
  });
});

describe('how the game was decided', () => {
  const over = (scores: number[], turns: number[], winners: number[]): DominionState => {
    const s = position({ seats: scores.length });
    return { ...s, phase: 'over', scores, winners, players: s.players.map((p, i) => ({ ...p, turns: turns[i] })) };
  };
  it('most VP', () => expect(tieRule(over([30, 20], [15, 15], [0]))).toBe('{0} has the most VP (30).'));
  it('a tie on VP goes to fewer turns', () =>
    expect(tieRule(over([30, 30], [16, 15], [1]))).toBe('{0} and {1} tie on 30 VP; {1} took fewer turns (15 turns) and wins.'));
  it('a tie on VP and turns is shared', () =>
    expect(tieRule(over([30, 30, 2], [15, 15, 15], [0, 1]))).toBe('{0} and {1} tie on 30 VP and 15 turns each: they share the victory.'));
});

describe('the VP counter (engine.scores)', () => {
  it('counts every player’s VP now, hidden cards included', () => {
    const s = position({
      hands: [
        ['Province', 'Copper'],
        ['Duchy', 'Curse'],
      ],
    });
    const v = E.scores!(s);
    expect(v).toEqual([score(s.players[0]), score(s.players[1])]);
    expect(v[1]).toBe(3 + 3 - 1);
  });

  it('in games played by bots, the counter is the score, and the score the game ends with', () => {
    let s = E.setup(
      { edition: '2E', kingdom: ['Gardens', 'Duke', 'Island', 'Bishop', 'Village', 'Smithy', 'Workshop', 'Monument', 'Market', 'Witch'], random: null },
      2,
      11,
    );
    const rand = seededRandom(4);
    for (let i = 0; i < 4000 && s.phase !== 'over'; i++) {
      const seat = E.prompt(s).seats[0];
      const legal = E.legalMoves(s, seat);
      const r = E.apply(s, BOTS.General(E.view(s, seat), seat, legal, rand), seat);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      if (i % 50 === 0) expect(E.scores!(s)).toEqual(s.players.map(score));
    }
    expect(s.phase).toBe('over');
    expect(E.scores!(s)).toEqual(s.players.map((p, i) => scoreSheet(p, i).total));
    expect(E.outcome(s)?.reason).toContain(tieRule(s));
  });
});

describe('card text per edition', () => {
  it('no text carries an edition aside', () => {
    for (const c of CARDS) for (const e of ['1E', '2E'] as const) expect(cardText(c.id, e), c.name).not.toMatch(/\b[12]E\b|edition|Original 20|wording/i);
  });
  it('cards played differently by edition read differently (Moneylender, Throne Room, Mine, Masquerade, Mint)', () => {
    for (const n of ['Moneylender', 'Throne Room', 'Mine', 'Masquerade', 'Mint']) {
      expect(cardText(id(n), '1E')).toBe(CARD_TEXT[n].firstEdition);
      expect(cardText(id(n), '2E')).not.toBe(cardText(id(n), '1E'));
    }
    expect(cardText(id('Mine'), '1E')).toMatch(/^Trash a Treasure/);
    expect(cardText(id('Mine'), '2E')).toMatch(/^You may trash/);
    expect(cardText(id('Village'), '1E')).toBe(CARDS[id('Village')].text);
  });
});
