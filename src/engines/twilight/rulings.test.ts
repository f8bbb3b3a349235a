/** Issue 21, "Rulings and secrets": the Twilight Struggle cases. */
import { describe, expect, it } from 'vitest';
import { probeSeat } from '../core/leaks';
import { seededRandom } from '../core/rng';
import type { BaseState, Engine } from '../core/types';
import { determinize } from './determinize';
import { resample } from './resample';
import { E, play, position } from './testkit';
import type { TwilightState } from './types';

function headlineWith(hands: [number[], number[]], extra: Partial<TwilightState> = {}): TwilightState {
  const base = position(0, { rounds: 0, turn: 1, hands: [[], []], options: { lastTurn: 10 } });
  const deck = base.deck.concat(base.hands[0], base.hands[1]).filter((c) => !hands[0].includes(c) && !hands[1].includes(c));
  return {
    ...base,
    ...extra,
    hands: [hands[0].slice(), hands[1].slice()],
    deck,
    pending: { kind: 'headline', seats: [0, 1] },
    headline: [-1, -1],
    headlineRevealed: false,
    stack: [{ op: 'endTurn', step: 0 }],
  };
}

const anyEngine = E as unknown as Engine<BaseState, unknown, unknown>;

describe('Man in Earth Orbit: the headline revealed first is public (RULES_SUMMARY 6.4.4, box 4)', () => {
  // Space box 4: "opponent must choose and reveal its headline first".
  it('the holder, a spectator and a world dealt from either view see the card; a simultaneous choice stays hidden', () => {
    let s = headlineWith([[14], [19, 22]], { space: [0, 4] });
    s = { ...s, pending: { kind: 'headline', seats: [0] } };
    s = play(s, 0, { type: 'headline', card: 14 }).state;
    expect(s.headlineRevealed).toBe(false);
    expect(E.view(s, 1).headline).toEqual([14, -1]);
    expect(E.view(s, null).headline).toEqual([14, -1]);
    const random = seededRandom(5);
    for (let i = 0; i < 5; i++) {
      expect(resample(s, 1, random).headline[0]).toBe(14);
      expect(determinize(E.view(s, 1), 1, random).headline[0]).toBe(14);
      expect(resample(s, null, random).headline[0]).toBe(14);
    }
    expect(probeSeat(anyEngine, s, 1, random)).toBeNull();
    expect(probeSeat(anyEngine, s, null, random)).toBeNull();
    // Without Man in Earth Orbit both choose in secret: the USSR's card stays hidden from the US until both are in.
    let t = headlineWith([
      [14, 12],
      [19, 22],
    ]);
    t = play(t, 0, { type: 'headline', card: 14 }).state;
    expect(E.view(t, 1).headline).toEqual([0, -1]);
    expect(resample(t, 1, seededRandom(2)).headline[0]).not.toBe(-1);
  });
});

describe('Aldrich Ames Remix: the US hand is open to the USSR only (CARD_EFFECTS 98)', () => {
  // "its hand stays open to the USSR for the rest of this turn … The USSR chooses one card from the US hand".
  it("a spectator (the replay viewer) sees neither the hand nor the USSR's pick among it", () => {
    let s = position(0, {
      hands: [
        [98, 12],
        [19, 25, 29],
      ],
    });
    s = play(s, 0, { type: 'play', card: 98, use: 'event' }).state;
    const options = (seat: 0 | 1 | null) => {
      const p = E.view(s, seat).pending;
      return p?.kind === 'pick' ? p.options : null;
    };
    expect(options(0)).toEqual([19, 25, 29]);
    expect(options(1)).toEqual([19, 25, 29]);
    expect(options(null)).toEqual([]);
    expect(E.view(s, null).hands[1]).toEqual([-1, -1, -1]);
    expect(E.view(s, 0).hands[1]).toEqual([19, 25, 29]);
    expect(probeSeat(anyEngine, s, null, seededRandom(9))).toBeNull();
  });
});
