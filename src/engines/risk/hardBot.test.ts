import { describe, expect, it } from 'vitest';
import { seededRandom } from '../core/rng';
import { strategistPolicy } from './bot';
import { CARD_COUNT } from './graph';
import { determinize, evaluate, hardPolicy } from './hardBot';
import module from './module';
import { E, play } from './testkit';
import type { RiskState } from './types';

describe('Hard (core search with Normal playouts)', () => {
  it('is offered as Hard after Normal and Easy', () => {
    expect(Object.keys(module.bots)).toEqual(['Normal', 'Easy', 'Hard', 'Random']);
  });

  it('deals the hidden cards from those its seat cannot account for, keeping its own hand and the board', () => {
    const rand = seededRandom(3);
    let s: RiskState = E.setup(E.defaultOptions(3), 3, 3);
    let checked = 0;
    for (let n = 0; n < 3000 && !E.outcome(s); n++) {
      const seat = E.prompt(s).seats[0];
      if (n % 50 === 0) {
        const d = determinize(E.view(s, seat), seat, seededRandom(n));
        const cards = [...d.hands.flat(), ...d.deck, ...d.discard];
        expect(new Set(cards).size).toBe(cards.length);
        expect(cards.every((c) => c >= 0 && c < CARD_COUNT)).toBe(true);
        expect(d.hands[seat]).toEqual(s.hands[seat]);
        expect(d.hands.map((h) => h.length)).toEqual(s.hands.map((h) => h.length));
        expect(d.owner).toEqual(s.owner);
        expect(d.armies).toEqual(s.armies);
        checked++;
      }
      const legal = E.legalMoves(s, seat);
      s = play(s, seat, strategistPolicy(E.view(s, seat), seat, legal, rand)).state;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('values a seat by its share of the table (a lone survivor holds all of it)', () => {
    const rand = seededRandom(1);
    let s: RiskState = E.setup(E.defaultOptions(3), 3, 1);
    for (let n = 0; n < 300; n++) {
      const seat = E.prompt(s).seats[0];
      s = play(s, seat, strategistPolicy(E.view(s, seat), seat, E.legalMoves(s, seat), rand)).state;
    }
    const shares = [0, 1, 2].map((p) => evaluate(s, p));
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    // The seat with the most land (Normal may already have wiped someone out by now) as the lone survivor.
    const lead = shares.indexOf(Math.max(...shares));
    expect(evaluate({ ...s, alive: [0, 1, 2].map((p) => p === lead) }, lead)).toBe(1);
  });

  it("keeps Normal's choice unless a playout budget shows another move clearly better (no following noise)", () => {
    const rand = seededRandom(5);
    let s: RiskState = E.setup(E.defaultOptions(3), 3, 5);
    let checked = 0;
    for (let n = 0; n < 2000 && !E.outcome(s) && checked < 5; n++) {
      const seat = E.prompt(s).seats[0];
      const legal = E.legalMoves(s, seat);
      const v = E.view(s, seat);
      const normal = strategistPolicy(v, seat, legal, () => 0.5);
      if (s.phase === 'attack' && n % 7 === 0) {
        // One playout for each of the (up to six) candidates: too few to leave Normal's choice.
        expect(hardPolicy({ iterations: 6, depth: 30 })(v, seat, legal, seededRandom(n))).toEqual(normal);
        checked++;
      }
      s = play(s, seat, strategistPolicy(v, seat, legal, rand)).state;
    }
    expect(checked).toBe(5);
  });

  it('plays a 3-player game from its own view with legal moves only (a small iteration budget)', () => {
    const hard = hardPolicy({ iterations: 8, depth: 30 });
    const rand = seededRandom(9);
    let s: RiskState = E.setup(E.defaultOptions(3), 3, 9);
    let searched = 0;
    for (let n = 0; n < 1500 && !E.outcome(s); n++) {
      const seat = E.prompt(s).seats[0];
      const legal = E.legalMoves(s, seat);
      const v = E.view(s, seat);
      const move = seat === 0 ? hard(v, seat, legal, rand) : strategistPolicy(v, seat, legal, rand);
      if (seat === 0 && s.phase === 'attack') searched++;
      expect(legal).toContainEqual(move);
      s = play(s, seat, move).state;
    }
    expect(searched).toBeGreaterThan(0);
  }, 120_000);
});
