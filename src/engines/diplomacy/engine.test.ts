import { describe, expect, it } from 'vitest';
import { hashState, play as playRecord, replay, start } from '../core/game';
import type { GameRecord } from '../core/types';
import { diplomacyEngine as engine, actors } from './engine';
import type { DiplomacyMove } from './engine';
import { randomBot } from './module';
import { seededRandom } from '../core/testkit';
import { STANDARD_ASSIGNMENTS } from './options';
import { boardWith, play, rejects } from './testkit';
import { randomSeatOrders } from './moves';

const seats7 = () => engine.setup(engine.defaultOptions(7), 7, 1);

describe('Diplomacy engine', () => {
  it('prompts every seat with units, and resolves when the last one has submitted', () => {
    let s = seats7();
    expect(engine.prompt(s).seats).toEqual([0, 1, 2, 3, 4, 5, 6]);
    s = play(s, 2, { kind: 'orders', orders: { FRA: ['A Par - Bur', 'A Mar S A Par - Bur'] } }).state;
    expect(engine.prompt(s).seats).toEqual([0, 1, 3, 4, 5, 6]);
    expect(s.board.season).toBe('spring');
    expect(s.epoch).toBe(0);
    for (const seat of [0, 1, 3, 4, 5]) s = play(s, seat, { kind: 'orders', orders: {} }).state;
    const r = play(s, 6, { kind: 'orders', orders: { TUR: ['F Ank - Bla'] } });
    expect(r.state.board).toMatchObject({ season: 'fall', phase: 'movement' });
    expect(r.state.board.units).toContainEqual({ power: 'FRA', type: 'A', loc: 'bur' });
    expect(r.state.epoch).toBe(1);
    expect(r.log.map((l) => l.text)).toContain('France: A Par - Bur succeeds');
    expect(engine.prompt(r.state).seats).toHaveLength(7);
  });

  it("hides other seats' submitted orders", () => {
    const s = play(seats7(), 1, { kind: 'orders', orders: { ENG: ['F Lon - Nth'] } }).state;
    expect(engine.view(s, 1).pending).toEqual({ 1: { ENG: ['F Lon - Nth'] } });
    expect(engine.view(s, 0).pending).toEqual({});
    expect(engine.view(s, null).pending).toEqual({});
    expect(engine.view(s, 0).submitted).toEqual([1]);
  });

  it('rejects unreadable orders naming the bad part, other powers, and seats with nothing to do', () => {
    const s = seats7();
    expect(rejects(s, 1, { kind: 'orders', orders: { ENG: ['F Lon - Nxx'] } }, 'bad-order').message).toMatch(/"Nxx"/);
    rejects(s, 1, { kind: 'orders', orders: { FRA: ['A Par H'] } }, 'not-your-power');
    const six = engine.setup(engine.defaultOptions(6), 6, 1);
    rejects(six, 6, { kind: 'orders', orders: {} }, 'not-your-turn');
    rejects(s, 1, { kind: 'orders', orders: { XXX: [] } }, 'bad-move');
    rejects(s, 1, 'nonsense', 'bad-move');
  });

  it('plays Italy as neutral with six players, and takes the standard assignments', () => {
    const s = engine.setup(engine.defaultOptions(6), 6, 1);
    expect(s.options.seatPowers.flat()).not.toContain('ITA');
    expect(actors(s)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(engine.defaultOptions(4).seatPowers).toEqual(STANDARD_ASSIGNMENTS[4]);
    expect(engine.parseOptions({ seatPowers: [['ENG'], ['ENG']] }, 2).ok).toBe(false);
  });

  it('ends in a draw when every surviving seat proposes one', () => {
    let s = engine.setup(engine.defaultOptions(2), 2, 1);
    s = play(s, 0, { kind: 'proposeDraw' }).state;
    expect(engine.outcome(s)).toBeNull();
    rejects(s, 0, { kind: 'proposeDraw' }, 'already-proposed');
    s = play(s, 1, { kind: 'proposeDraw' }).state;
    expect(engine.outcome(s)).toMatchObject({ kind: 'draw', winners: [0, 1] });
  });

  it('declares the winner at 18 centres after the Fall', () => {
    const centres = ['edi', 'lon', 'lvp', 'bre', 'par', 'mar', 'bel', 'hol', 'spa', 'por', 'nwy', 'swe', 'den', 'kie', 'ber', 'mun', 'stp'];
    // England owns 17 centres and takes Venice in the Fall.
    const board2 = boardWith(['ENG A tyr'], { season: 'fall', centres: Object.fromEntries(centres.map((c) => [c, 'ENG'])) });
    const r2 = play({ ...seats7(), board: board2 }, 1, { kind: 'orders', orders: { ENG: ['A Tyr - Ven'] } });
    expect(engine.outcome(r2.state)).toMatchObject({ kind: 'win', winners: [1] });
    expect(engine.prompt(r2.state).seats).toEqual([]);
  });

  it('replays a game of random bots to the same states', () => {
    const record: Omit<GameRecord, 'moves'> = {
      game: 'diplomacy',
      options: engine.defaultOptions(3),
      seed: 7,
      seats: [0, 1, 2].map((i) => ({ name: `P${i}`, color: '#000', kind: 'bot' as const })),
    };
    let t = start(engine, record);
    const random = seededRandom(3);
    for (let i = 0; i < 60; i++) {
      const st = t.states[t.states.length - 1];
      if (engine.outcome(st)) break;
      const seat = engine.prompt(st).seats[0];
      const view = engine.view(st, seat);
      const move = randomBot(view, seat, engine.legalMoves(view, seat), random) as DiplomacyMove;
      const r = playRecord(engine, t, seat, move);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      t = r.value;
    }
    expect(t.states[t.states.length - 1].board.year).toBeGreaterThan(1903);
    const again = replay(engine, t.record);
    expect(again.ok).toBe(true);
    if (again.ok) expect(hashState(again.value.states[again.value.states.length - 1])).toBe(hashState(t.states[t.states.length - 1]));
  });
});

describe('Diplomacy engine on bad input', () => {
  it('answers with errors, never throws', () => {
    const s = seats7();
    const junk: unknown[] = [
      null,
      5,
      {},
      { kind: 'orders' },
      { kind: 'orders', orders: 5 },
      { kind: 'orders', orders: { ENG: 'F Lon H' } },
      { kind: 'orders', orders: { ENG: [5] } },
      { kind: 'dance' },
    ];
    for (const m of junk) rejects(s, 1, m, 'bad-move');
    expect(engine.parseOptions('x', 7).ok).toBe(false);
    expect(engine.parseOptions({ seatPowers: [['ENG'], ['XXX']] }, 2).ok).toBe(false);
  });
});

describe('order slots (orders unit by unit)', () => {
  it('list every unit with its legal orders, and any pick per slot is accepted and adjudicated', () => {
    let state = engine.setup(engine.defaultOptions(7), 7, 1);
    const random = seededRandom(1);
    for (let phase = 0; phase < 6 && !state.result; phase++) {
      for (const seat of actors(state)) {
        const slots = engine.orderSlots!(state, seat);
        expect(slots.length).toBeGreaterThan(0);
        state = play(state, seat, { kind: 'orders', orders: randomSeatOrders(slots, random) }).state;
      }
    }
    // Six phases (some skipped when nobody has a choice) brought the game past Spring 1901.
    expect(state.board.year * 10 + ['spring', 'fall', 'winter'].indexOf(state.board.season)).toBeGreaterThan(19010);
  });

  it('in Spring 1901 offer every unit of the seat, the hold first', () => {
    const state = engine.setup(engine.defaultOptions(7), 7, 1);
    const slots = engine.orderSlots!(state, 1); // England
    expect(slots.map((s) => s.key).sort()).toEqual(['ENG:edi', 'ENG:lon', 'ENG:lvp']);
    const lon = slots.find((s) => s.key === 'ENG:lon')!;
    expect(lon.orders[0]).toBe('F Lon H');
    expect(lon.orders).toContain('F Lon - Nth');
  });
});
