/**
 * Issue 21, "Fog of war keeps its secrets in every view": the fogged log named territories the viewer
 * could not see ("Cat attacks Mongolia", "moves 3 armies into Mongolia"), and the view kept a battle or
 * a last roll naming a hidden territory. Issue 20: the defender's pass screen (the public view's
 * prompt) read "{-1}" when fog hid the battle. Each case failed before its fix.
 */
import { describe, expect, it } from 'vitest';
import { visibleLog } from '../core/game';
import { seededRandom } from '../core/testkit';
import { riskEngine } from './engine';
import { HIDDEN, sees } from './fog';
import { actingSeat } from './legal';
import { TERRITORIES } from './map';
import { territoryIndex } from './graph';
import { E, play, position } from './testkit';
import type { RiskState } from './types';

/**
 * Every territory a sentence names (longest names first, so "Western Europe" is not also "Europe"); a
 * card's name (a draw, a trade) is a card, not news of the board.
 */
const BY_LENGTH = TERRITORIES.map((t, i) => ({ name: t.name, i })).sort((a, b) => b.name.length - a.name.length);
function named(text: string): number[] {
  if (/ (draws|trades|takes .*'s cards)/.test(text)) return [];
  let rest = text;
  const out: number[] = [];
  for (const { name, i } of BY_LENGTH) {
    if (rest.includes(name)) {
      out.push(i);
      rest = rest.split(name).join('#');
    }
  }
  return out;
}

/**
 * Seat 0 (Cat) holds China with 8 armies; seat 1 (Dog) holds Mongolia with 2, and India (in sight of
 * China, not of Mongolia); seat 2 holds Siam next to China. Every other territory: seat 2. Seat 1 also
 * owns nothing else next to Mongolia, so once Mongolia falls Dog no longer sees it.
 */
function mongolia(extra: Partial<RiskState['options']> = {}): RiskState {
  return position({
    seats: 3,
    options: { fog: true, ...extra },
    owner: () => 2,
    armies: 3,
    set: { china: [0, 8], mongolia: [1, 2], india: [1, 3] },
  });
}

describe('fog of war: the log names nothing the viewer cannot see', () => {
  it('an attack seen from one side only is told without the hidden side', () => {
    const s = mongolia();
    // Seat 1 sees Mongolia (its own) and China (next to both); seat 2 sees China (Siam, Kazakhstan) and Mongolia (Irkutsk, Kamchatka…).
    const r = play(s, 0, { type: 'blitz', from: 'china', to: 'mongolia', floor: 1 });
    const m = territoryIndex('mongolia');
    for (const seat of [0, 1, 2, null]) {
      const lines = visibleLog([r.log], seat).map((l) => l.text);
      for (const line of lines)
        for (const t of named(line)) {
          const before = seat !== null && sees(s.owner, seat, t);
          const after = seat !== null && sees(r.state.owner, seat, t);
          expect(before || after, `seat ${seat} reads "${line}"`).toBe(true);
        }
    }
    expect(r.state.owner[m]).toBe(0);
  });

  it('"moves 3 armies into Mongolia" is not told to a seat that sees only China', () => {
    // Seat 2 holds only India's far side: it sees China (from Siam? no: we give it Afghanistan only).
    const s = position({
      seats: 3,
      options: { fog: true },
      owner: (t) => (t === territoryIndex('afghanistan') ? 2 : t === territoryIndex('mongolia') ? 1 : 0),
      armies: 1,
      set: { china: [0, 9], mongolia: [1, 1] },
    });
    expect(sees(s.owner, 2, territoryIndex('china'))).toBe(true);
    expect(sees(s.owner, 2, territoryIndex('mongolia'))).toBe(false);
    // Attack until Mongolia falls (a fixed seed: the test does not depend on which dice come).
    let state = s;
    for (let i = 0; i < 20 && state.phase === 'attack' && state.owner[territoryIndex('mongolia')] === 1; i++)
      state = play(state, 0, { type: 'attack', from: 'china', to: 'mongolia', dice: 3 }).state;
    const logs: string[] = [];
    if (state.phase === 'capture') {
      const r = play(state, 0, { type: 'capture', count: 3 });
      logs.push(...visibleLog([r.log], 2).map((l) => l.text));
      expect(visibleLog([r.log], 0).map((l) => l.text)).toEqual([expect.stringMatching(/^\{0\} moves 3 armies into Mongolia; \d+ stay in China\.$/)]);
      expect(logs).toEqual([expect.stringMatching(/^\{0\} moves armies out of China into the fog of war; \d+ stay in China\.$/)]);
    }
    expect(state.phase).toBe('capture');
  });

  it('random fogged games: every line a seat reads names only territories it saw before or after the move', () => {
    for (const seed of [1, 2, 3, 4]) {
      const parsed = E.parseOptions({ fog: true, defenderRollsMost: seed % 2 === 0, territories: 'deal', placement: 'random' }, 3 + (seed % 2));
      if (!parsed.ok) throw new Error(parsed.error.message);
      let s = E.setup(parsed.value, 3 + (seed % 2), seed);
      const rand = seededRandom(seed);
      for (let n = 0; n < 600 && !E.outcome(s); n++) {
        const seat = actingSeat(s);
        const legal = E.legalMoves(s, seat);
        const r = play(s, seat, legal[Math.floor(rand() * legal.length)]);
        if (s.turn >= 1)
          for (let v = 0; v < s.seats; v++)
            for (const line of visibleLog([r.log], v))
              for (const t of named(line.text)) expect(sees(s.owner, v, t) || sees(r.state.owner, v, t), `seat ${v} reads "${line.text}"`).toBe(true);
        s = r.state;
      }
    }
  }, 30_000);
});

describe('fog of war: the view keeps no battle or roll naming a hidden territory', () => {
  it('the last roll keeps only the side in sight', () => {
    const s = position({
      seats: 3,
      options: { fog: true },
      owner: (t) => (t === territoryIndex('afghanistan') ? 2 : t === territoryIndex('mongolia') ? 1 : 0),
      armies: 1,
      set: { china: [0, 9], mongolia: [1, 3] },
    });
    const r = play(s, 0, { type: 'attack', from: 'china', to: 'mongolia', dice: 3 });
    const v = E.view(r.state, 2);
    expect(v.lastRoll?.from).toBe(territoryIndex('china'));
    expect(v.lastRoll?.to).toBe(-1);
    expect(v.lastRoll?.defenderOwner).toBe(HIDDEN);
    expect(E.view(r.state, 1).lastRoll).toEqual(r.state.lastRoll);
  });
});

describe("issue 20: the defender's pass screen names the defender", () => {
  it('under fog, the public view of a defence names who defends (not "{-1}")', () => {
    const s = mongolia({ defenderRollsMost: false });
    const r = play(s, 0, { type: 'attack', from: 'china', to: 'mongolia', dice: 3 });
    expect(r.state.phase).toBe('defend');
    // The pass screen reads the view of nobody (seat null): every territory is hidden from it.
    const pub = riskEngine.prompt(riskEngine.view(r.state, null));
    expect(pub.text).not.toMatch(/\{-/);
    expect(pub.text).toBe('{1}: {0} attacks one of your territories: choose how many dice to defend with.');
    expect(pub.seats).toEqual([1]);
    // The defender's own view names the battle.
    expect(riskEngine.prompt(riskEngine.view(r.state, 1)).text).toBe('{1}: {0} attacks Mongolia from China with 3 dice: defend with 1 or 2 dice.');
    // A seat that sees only China reads no battle and no "{-2}" either.
    const far = position({
      seats: 3,
      options: { fog: true, defenderRollsMost: false },
      owner: (t) => (t === territoryIndex('afghanistan') ? 2 : t === territoryIndex('mongolia') ? 1 : 0),
      armies: 1,
      set: { china: [0, 9], mongolia: [1, 3] },
    });
    const d = play(far, 0, { type: 'attack', from: 'china', to: 'mongolia', dice: 3 }).state;
    const v = riskEngine.view(d, 2);
    expect(v.battle).toBeNull();
    expect(riskEngine.prompt(v).text).toBe('{1}: {0} attacks one of your territories: choose how many dice to defend with.');
  });
});
