/**
 * 5D Diplomacy's Hard (bot.ts `hard5Policy`): classic Diplomacy's best response (../diplomacy/hard.ts) on
 * each head board, against sampled Strategist orders of the other powers there.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../core/testkit';
import { hard5Policy, strategist5 } from './bot';
import { diplomacy5dEngine as E, type D5State } from './engine';

describe('5D Diplomacy Hard', () => {
  it('gives orders the engine accepts through the first year', () => {
    const hard = hard5Policy({ samples: 2, passes: 1 });
    const random = seededRandom(4);
    const parsed = E.parseOptions({ ...E.defaultOptions(7), lastYear: 1901 }, 7);
    if (!parsed.ok) throw new Error(parsed.error.message);
    let s: D5State = E.setup(parsed.value, 7, 4);
    for (let n = 0; n < 200 && !E.outcome(s); n++) {
      const seat = E.prompt(s).seats[0];
      const move = (seat === 1 ? hard : strategist5)(E.view(s, seat), seat, E.legalMoves(s, seat), random);
      const r = E.apply(s, move, seat);
      expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
      if (!r.ok) return;
      s = r.state;
    }
    expect(E.outcome(s)).not.toBeNull();
  }, 60_000);

  it('never reads the orders another power has submitted: the full state and the view give the same choice', () => {
    let s: D5State = E.setup(E.defaultOptions(7), 7, 9);
    const random = seededRandom(2);
    for (let seat = 1; seat < 7; seat++) {
      const r = E.apply(s, strategist5(E.view(s, seat), seat, E.legalMoves(s, seat), random), seat);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    const hard = hard5Policy({ samples: 3, passes: 1 });
    const pick = (state: D5State) => JSON.stringify(hard(state, 0, E.legalMoves(s, 0), seededRandom(5)));
    const reference = pick(E.view(s, 0));
    expect(pick(s)).toBe(reference);
    for (let k = 0; k < 3; k++) expect(pick(E.resample!(s, 0, seededRandom(50 + k)))).toBe(reference);
  });
});
