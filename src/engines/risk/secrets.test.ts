/**
 * Issue 8 ("Secrets stay secret"), the World conquest cases: the next player's trade prompt, and under fog
 * of war the next player's new armies. Each failed before its fix.
 */
import { describe, expect, it } from 'vitest';
import { visibleLog } from '../core/game';
import { probeMove, probeSeat } from '../core/leaks';
import { seededRandom } from '../core/rng';
import type { BaseState, Engine } from '../core/types';
import { isSet } from './cards';
import { HIDDEN_RESERVE } from './fog';
import { CARD_TERRITORY } from './graph';
import { determinize } from './hardBot';
import { reinforcement } from './reinforce';
import { resample } from './resample';
import { E, play, position } from './testkit';
import type { RiskState } from './types';

describe('issue 8: ending a turn does not tell whether the next player holds a set', () => {
  it('with three cards or more in the next hand, ending the turn is a reveal (no undo after the trade prompt)', () => {
    for (const next of [
      [0, 1, 2],
      [0, 14, 28],
      [0, 1],
    ]) {
      const s = position({ phase: 'fortify', hands: [[], next, []] });
      const after = play(s, 0, { type: 'endTurn' }).state;
      expect(after.epoch > s.epoch).toBe(next.length >= 3);
      expect(probeMove(E as unknown as Engine<BaseState, unknown, unknown>, s, 0, { type: 'endTurn' }, seededRandom(5), 12)).toBeNull();
    }
  });
});

/**
 * The fuzzer's fog-of-war leak (`npm run fuzz -- --only risk --from 90 --games 1`: 2 seats, fog, classic
 * two-player setup): seat 1 fortifies, which ends its turn, and seat 0 receives max(3, ⌊territories / 3⌋)
 * plus its continents, counted on land seat 1 cannot see. Seat 1's view showed that `reserve` and the
 * move was no reveal. Built here: seat 1 holds North America; seat 0 holds Africa, Australia and
 * Kamchatka (in sight of Alaska), 8 new armies; the neutral army the rest. Failed before the fix.
 */
describe("fog of war: the next player's new armies stay hidden (fuzz, seed 64093749)", () => {
  const asEngine = E as unknown as Engine<BaseState, unknown, unknown>;
  const owner = (t: number): number => (t <= 8 ? 1 : (t >= 20 && t <= 25) || t >= 37 ? 0 : 2);
  const fortify = { type: 'fortify', from: 'greenland', to: 'northwest_territory', count: 3 } as const;
  const before = (): RiskState =>
    position({ seats: 2, options: { fog: true, twoPlayerSetup: 'classic', territories: 'deal' }, owner, armies: 4, phase: 'fortify', current: 1 });

  it("fortifying into the next turn neither shows the mover the next player's reserve nor needs a reveal", () => {
    const s = before();
    expect(probeMove(asEngine, s, 1, fortify, seededRandom(3), 12)).toBeNull();
    const after = play(s, 1, fortify).state;
    expect(after.epoch).toBe(s.epoch);
    expect([after.phase, after.current, after.reserve[0]]).toEqual(['place', 0, 8]);
    expect(E.view(after, 0).reserve[0]).toBe(8);
    for (const seat of [1, null]) {
      expect(E.view(after, seat).reserve).toEqual([HIDDEN_RESERVE, ...(seat === 1 ? [0] : [HIDDEN_RESERVE]), HIDDEN_RESERVE]);
      expect(E.prompt(E.view(after, seat)).text).toBe('{0}: place your new armies on your territories.');
      expect(probeSeat(asEngine, after, seat, seededRandom(4), 6)).toBeNull();
    }
    expect(E.prompt(E.view(after, 0)).text).toBe('{0}: place 8 new armies on your territories.');
  });

  it('a placement in sight tells the neighbour where, not how many are left', () => {
    const after = play(before(), 1, fortify).state;
    const r = play(after, 0, { type: 'place', territory: 'kamchatka', count: 1 });
    expect(visibleLog([r.log], 0).map((l) => l.text)).toEqual(['{0} places 1 army on Kamchatka (7 left).']);
    expect(visibleLog([r.log], 1).map((l) => l.text)).toEqual(['{0} places 1 army on Kamchatka.']);
    expect(probeSeat(asEngine, r.state, 1, seededRandom(5), 6)).toBeNull();
  });

  it('resample and the Hard bot draw the hidden reserve from the board they draw', () => {
    const after = play(before(), 1, fortify).state;
    for (let i = 0; i < 6; i++) {
      const r = resample(after, 1, seededRandom(i));
      expect(r.reserve).toEqual([reinforcement(r.owner, 0).total, 0, 0]);
      const d = determinize(E.view(after, 1), 1, seededRandom(i));
      expect(d.reserve).toEqual([reinforcement(d.owner, 0).total, 0, 0]);
    }
  });

  it('whether the player on turn has conquered stays hidden until its card is drawn', () => {
    const s = { ...before(), phase: 'attack' as const, current: 0, conquered: true };
    expect([E.view(s, 0).conquered, E.view(s, 1).conquered, E.view(s, null).conquered]).toEqual([true, false, false]);
    expect(E.view({ ...s, options: { ...s.options, fog: false } }, 1).conquered).toBe(true);
  });

  it('whether a trade earned the +2 bonus (own land on a card) stays hidden too', () => {
    // Seat 0 trades Egypt, Congo and East Africa (hers, out of seat 1's sight) on the once-per-turn rule.
    const cards = [21, 22, 23].map((t) => CARD_TERRITORY.indexOf(t)) as [number, number, number];
    const s = position({
      seats: 2,
      options: { fog: true, bonusOncePerTurn: true, cardSets: 'fixed' },
      owner,
      armies: 4,
      phase: 'trade',
      current: 0,
      reserve: [8, 0, 0],
      hands: [cards, []],
    });
    expect(isSet(...cards)).toBe(true);
    const r = play(s, 0, { type: 'trade', cards });
    expect(r.state.bonusTaken).toBe(true);
    expect(E.view(r.state, 0).bonusTaken).toBe(true);
    expect(E.view(r.state, 1).bonusTaken).toBe(false);
    expect(probeSeat(asEngine, r.state, 1, seededRandom(6), 6)).toBeNull();
    // A second set this turn (North Africa, Madagascar and a wild): the refused +2 is told to the trader only.
    const again = play({ ...r.state, phase: 'trade', hands: [[20, 25, 42], []], deck: r.state.deck.filter((c) => ![20, 25, 42].includes(c)) }, 0, {
      type: 'trade',
      cards: [20, 25, 42],
    });
    expect(
      visibleLog([again.log], 0)
        .map((l) => l.text)
        .join(' '),
    ).toMatch(/at most once per turn/);
    expect(
      visibleLog([again.log], 1)
        .map((l) => l.text)
        .join(' '),
    ).not.toMatch(/at most once per turn/);
  });
});
