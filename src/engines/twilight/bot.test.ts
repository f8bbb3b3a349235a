import { describe, expect, it } from 'vitest';
import { randomPolicy, standardPolicy as sensiblePolicy } from './bot';
import { determinize, strongPolicy } from './strong';
import { allCards } from './cardinfo';
import { CARD_DEFS } from './cards';
import { actingSeats } from './legal';
import { E, seededRandom, play, position } from './testkit';
import module from './module';

describe('bots', () => {
  it('module.ts exports the engine and the bots Standard, Strong, Random (and the old name Sensible for saves)', () => {
    expect(module.engine.id).toBe('twilight');
    expect(Object.keys(module.bots)).toEqual(['Standard', 'Strong', 'Random', 'Sensible']);
  });
  it('Strong deals the hidden cards from those its seat cannot account for, and plays legal moves from its view', () => {
    const rand = seededRandom(5);
    let s = E.setup(E.defaultOptions(2), 2, 5);
    const strong = strongPolicy({ iterations: 6, depth: 8 }, 3);
    for (let n = 0; n < 60 && !s.outcome; n++) {
      const seat = actingSeats(s)[0];
      const legal = E.legalMoves(s, seat);
      const d = determinize(E.view(s, seat), seat, seededRandom(n));
      const cards = [
        ...d.hands.flat(),
        ...d.deck,
        ...d.discard,
        ...d.removed,
        ...d.limbo,
        ...d.inPlay,
        ...(d.headlineRevealed ? [] : d.headline.filter((c) => c > 0)),
      ];
      expect(new Set(cards).size).toBe(cards.length);
      expect(cards.length).toBe(allCards(d.options, d.turn, (id) => id in CARD_DEFS).length - 1); // all but The China Card
      expect(d.hands[seat]).toEqual(s.hands[seat]);
      const move = n % 3 === 0 ? strong(E.view(s, seat), seat, legal, rand) : sensiblePolicy(E.view(s, seat), seat, legal, rand);
      expect(legal).toContainEqual(move);
      s = play(s, seat, move).state;
    }
  }, 120_000);
  it('the Sensible bot plays whole ten-turn games from its own view with legal moves only', () => {
    // Three games: the look-ahead makes each cost about a second of CPU (more in vitest's transform).
    for (let seed = 1; seed <= 3; seed++) {
      const rand = seededRandom(seed);
      let s = E.setup(E.defaultOptions(2), 2, seed);
      let n = 0;
      while (!s.outcome && n++ < 6000) {
        const seat = actingSeats(s)[0];
        const legal = E.legalMoves(s, seat);
        const move = sensiblePolicy(E.view(s, seat), seat, legal, rand);
        expect(legal).toContainEqual(move);
        s = play(s, seat, move).state;
      }
      expect(s.outcome).not.toBeNull();
    }
  }, 240_000);
  it('the Sensible bot plays its scoring card when it must, and avoids DEFCON suicide', () => {
    const s = position(0, { rounds: 1, hands: [[1, 14], [19]] });
    expect(sensiblePolicy(s, 0, E.legalMoves(s, 0), seededRandom(1))).toEqual({ type: 'play', card: 1, use: 'event' });
    let t = position(1, { defcon: 2, inf: { angola: [0, 1], cameroon: [0, 1] }, hands: [[12], [4]] });
    t = play(t, 1, { type: 'play', card: 4, use: 'coup' }).state;
    expect(sensiblePolicy(t, 1, E.legalMoves(t, 1), seededRandom(1))).toEqual({ type: 'coup', country: 'cameroon' });
  });
  it('the random bot picks among the legal moves', () => {
    const s = position(0, { hands: [[14, 12], [19]] });
    const legal = E.legalMoves(s, 0);
    expect(legal).toContainEqual(randomPolicy(s, 0, legal, seededRandom(3)));
  });
});

describe('Standard looks ahead to the end of the round at DEFCON 2 (no DEFCON suicide through the opponent)', () => {
  it('it does not let Ortega Elected fire at DEFCON 2 when the USSR could then coup a battleground next to Nicaragua (CARD_EFFECTS 91, 8.1.3)', () => {
    // The US holds Ortega Elected (USSR event: a free USSR coup next to Nicaragua). Any ops play fires it;
    // the USSR's free coup in Cuba (a battleground) would be nuclear war during the US's play.
    // Its other card, Romanian Abdication, is a harmless USSR event; the space race is used up this turn.
    const s = position(1, {
      turn: 8,
      defcon: 2,
      inf: { nicaragua: [1, 0], cuba: [1, 0] },
      hands: [
        [14, 15],
        [91, 12],
      ],
    });
    s.spaceAttempts[1] = 1;
    const legal = E.legalMoves(s, 1);
    expect(legal.some((m) => m.type === 'play' && m.card === 91 && m.use !== 'space')).toBe(true);
    for (let seed = 1; seed <= 6; seed++) {
      const m = sensiblePolicy(E.view(s, 1), 1, legal, seededRandom(seed));
      expect(m.type === 'play' && m.card === 91 && m.use !== 'space').toBe(false);
    }
  });
});
