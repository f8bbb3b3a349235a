/**
 * Hostile or garbage input, against every registered engine (a game added to the registry is covered
 * at once): `apply` never throws, returns a rule error, and says so in a short sentence (issue 8:
 * "Dominion apply throws on garbage moves…", "no 5,000-character echo of an unknown move").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAMES, loadGame, type GameModule } from './registry';
import type { BaseState, Engine } from '../engines/core/types';
import { MAX_ERROR_LENGTH } from '../engines/core/working';
import { PROBE_OPTIONS } from './variety';

const HUGE = 'x'.repeat(5000);
const GARBAGE: unknown[] = [
  { type: 'foo' },
  'x',
  [],
  null,
  undefined,
  42,
  NaN,
  true,
  HUGE,
  { type: HUGE },
  { kind: HUGE },
  { kind: 'orders', orders: HUGE },
  { kind: 'orders', orders: { [HUGE]: [HUGE] } },
  { type: 'decide', answer: HUGE },
  { type: 'play', card: HUGE },
  { type: 'pick', choice: HUGE },
  { type: 'attack', from: HUGE, to: HUGE, dice: 1 },
  Object.create(null) as unknown,
];

/** A few positions of a game: the setup, then after some legal moves. */
function positions(engine: Engine, seats: number): BaseState[] {
  // The defaults, and each of the game's probe options (variety.ts).
  return [{}, ...(PROBE_OPTIONS[engine.id] ?? [])].flatMap((extra) => positionsWith(engine, seats, extra));
}

function positionsWith(engine: Engine, seats: number, extra: Readonly<Record<string, unknown>>): BaseState[] {
  let s = engine.setup({ ...(engine.defaultOptions(seats) as object), ...extra }, seats, 7);
  const out = [s];
  for (let i = 0; i < 40 && !engine.outcome(s); i++) {
    const seat = engine.prompt(s).seats[0];
    if (seat === undefined) break;
    const legal = engine.legalMoves(s, seat);
    if (legal.length === 0) break;
    const r = engine.apply(s, legal[(i * 7) % legal.length], seat);
    if (!r.ok) break;
    s = r.state;
    if (i % 10 === 9) out.push(s);
  }
  return out;
}

function expectRefused(engine: Engine, s: BaseState, move: unknown, seat: number): void {
  let r: ReturnType<Engine['apply']> | undefined;
  expect(() => {
    r = engine.apply(s, move, seat);
  }).not.toThrow();
  expect(r?.ok).toBe(false);
  if (r && !r.ok) {
    expect(r.error.code).not.toBe('engine-fault');
    expect(r.error.message.length).toBeLessThanOrEqual(MAX_ERROR_LENGTH);
    expect(r.error.message).not.toContain(HUGE.slice(0, 300));
  }
}

describe.each(GAMES.map((g) => [g.id] as const))('garbage moves: %s', (id) => {
  let mod: GameModule;
  it('loads', async () => {
    mod = await loadGame(id);
    expect(mod.engine.id).toBe(id);
  });

  it('refuses every garbage move with a short sentence, from every seat and at several positions', () => {
    const engine = mod.engine;
    for (const s of positions(engine, engine.minSeats)) {
      for (let seat = -1; seat <= engine.minSeats; seat++) for (const g of GARBAGE) expectRefused(engine, s, g, seat);
      for (const seat of [1.5, NaN, 1e9]) expectRefused(engine, s, { type: 'endTurn' }, seat);
    }
  });

  it('never throws on arbitrary JSON or on legal moves with fields replaced by garbage (property)', () => {
    const engine = mod.engine;
    const states = positions(engine, engine.minSeats);
    fc.assert(
      fc.property(fc.nat(states.length - 1), fc.jsonValue(), fc.nat(), (k, junk, pick) => {
        const s = states[k];
        const seat = engine.prompt(s).seats[0] ?? 0;
        expect(() => engine.apply(s, junk, seat)).not.toThrow();
        const legal = engine.legalMoves(s, seat);
        if (legal.length === 0) return;
        const m = legal[pick % legal.length];
        if (m === null || typeof m !== 'object') return;
        for (const key of Object.keys(m)) {
          const bent = { ...(m as Record<string, unknown>), [key]: junk };
          let r: ReturnType<Engine['apply']> | undefined;
          expect(() => {
            r = engine.apply(s, bent, seat);
          }).not.toThrow();
          if (r && !r.ok) {
            expect(r.error.code).not.toBe('engine-fault');
            expect(r.error.message.length).toBeLessThanOrEqual(MAX_ERROR_LENGTH);
          }
        }
      }),
      { numRuns: 150, seed: 8 },
    );
  });
});
