import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashState, replay } from '../core/game';
import type { GameRecord, MoveRecord } from '../core/types';
import { sortUnits } from '../diplomacy/board';
import { geographyOf } from '../diplomacy/map/variant';
import { adjudicateMovement } from '../diplomacy/movement';
import { parseOrder } from '../diplomacy/notation/parse';
import { seededRandom } from '../core/testkit';
import { randomOrders, randomPosition, initialBoard } from '../diplomacy';
import type { Board } from '../diplomacy/types';
import { actors, diplomacy5dEngine as engine } from './engine';
import type { D5State } from './engine';
import { lift } from './legal';
import { formatOrder5 } from './notation';
import { adjudicateRound } from './round';
import type { Given, MBoard } from './types';

const geo = geographyOf('standard');

/** Plays `rounds` rounds with random picks from every seat's order slots; returns the record and every state. */
function randomGame(seed: number, rounds: number, rules: 'B' | 'A-loose' | 'A-strict') {
  const random = seededRandom(seed);
  const options = { ...engine.defaultOptions(7), rules };
  let state: D5State = engine.setup(options, 7, seed);
  const moves: MoveRecord[] = [];
  const states: D5State[] = [state];
  for (let guard = 0; guard < rounds * 3 && state.round < rounds && !state.result; guard++) {
    for (const seat of actors(state)) {
      const slots = engine.orderSlots!(state, seat);
      // Prefer orders across boards now and then, so time travel happens.
      const chosen = Object.fromEntries(
        slots.map((s) => {
          const travel = (o: string) => /-> [a-z]+-|->[^@]*@\d/.test(o);
          const through = s.orders.filter(travel);
          // Moves through time now and then, while the multiverse is small (random travel grows it exponentially).
          const pool = through.length && state.mv.timelines.length < 5 && random() < 0.1 ? through : s.orders.filter((o) => !travel(o));
          return [s.key, pool[Math.floor(random() * pool.length)] ?? s.orders[0]];
        }),
      );
      const move = engine.composeOrders!(state, seat, chosen);
      const r = engine.apply(state, move, seat);
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      moves.push({ seat, move });
      state = r.state;
      states.push(state);
    }
  }
  const record: GameRecord = {
    game: 'diplomacy5d',
    options,
    seed,
    seats: Array.from({ length: 7 }, (_, i) => ({ name: `P${i}`, color: 'blue', kind: 'human' as const })),
    moves,
  };
  return { record, states, state };
}

describe('5D Diplomacy under random legal orders', () => {
  for (const rules of ['B', 'A-loose', 'A-strict'] as const) {
    it(`rule set ${rules}: 10 rounds never throw, keep one unit per province per board, only append boards, and replay to the same hash`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
          const { record, states, state } = randomGame(seed, 10, rules);
          for (let i = 1; i < states.length; i++) {
            const before = states[i - 1].mv.boards;
            const after = states[i].mv.boards;
            expect(after.length).toBeGreaterThanOrEqual(before.length);
            before.forEach((b, j) => {
              expect(after[j].tl).toBe(b.tl);
              expect(after[j].turn).toBe(b.turn);
              expect(after[j].units).toEqual(b.units);
            });
          }
          for (const b of state.mv.boards) {
            const provs = b.units.map((u) => u.loc.split('/')[0]);
            expect(new Set(provs).size).toBe(provs.length);
            const keys = state.mv.boards.filter((x) => x.tl === b.tl && x.turn === b.turn);
            expect(keys).toHaveLength(1);
          }
          expect(state.round).toBeGreaterThanOrEqual(10);
          const again = replay<D5State>(engine as never, record);
          expect(again.ok).toBe(true);
          if (again.ok) expect(hashState(again.value.states.at(-1))).toBe(hashState(state));
        }),
        { numRuns: 3 },
      );
    }, 120_000);
  }

  it('time travel happens: random games fork timelines', () => {
    const forks = [11, 12, 13].map((seed) => randomGame(seed, 6, 'B').state.mv.timelines.length);
    expect(Math.max(...forks)).toBeGreaterThan(1);
  }, 60_000);
});

describe('a 5D game with no time travel adjudicates exactly as classic Diplomacy', () => {
  it('random positions and random classic orders: same results, same dislodgements and retreats', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 10, max: 34 }), fc.boolean(), (seed, count, fall) => {
        const random = seededRandom(seed);
        const board: Board = { ...initialBoard(geo), season: fall ? 'fall' : 'spring', units: sortUnits(randomPosition(count, random, geo)) };
        const orders = randomOrders(board, random, geo);
        const classic = adjudicateMovement(board, orders, geo);
        expect(classic.ok).toBe(true);
        if (!classic.ok) return;
        const mb: MBoard = { tl: 0, turn: fall ? 1 : 0, units: board.units, centres: board.centres };
        const given: Given[] = [];
        for (const [p, list] of Object.entries(orders)) {
          for (const t of list ?? []) {
            const r = parseOrder(t, geo);
            const m = r.ok ? lift(r.value, mb) : null;
            if (m) given.push({ power: p as Given['power'], order: m });
          }
        }
        // Rule set B (the default). Rule set A differs on purpose in one classic point: a convoy order of any
        // power shows the intent to convoy an adjacent move (MDATC D.02), where the 2023 rules want the army's own power.
        for (const rules of [{ fork: 'B', adjacency: 'tree' }] as const) {
          const five = adjudicateRound({ timelines: [{ from: null }], boards: [mb] }, given, rules, geo);
          const key = `0:${mb.turn}`;
          const c = classic.value;
          const classicUnits = c.board.phase === 'retreat' ? c.board.units : c.board.units;
          expect(sortUnits(five.plan.next[key])).toEqual(sortUnits(classicUnits));
          const dis = (l: readonly { unit: { loc: string }; retreats: readonly string[] }[]) =>
            l.map((d) => `${d.unit.loc}:${[...d.retreats].sort().join(',')}`).sort();
          expect(dis(five.plan.dislodged)).toEqual(dis(c.dislodged));
          // Every order's result, matched by its text.
          const mine = new Map(five.reports.map((r) => [r.text, r.success]));
          for (const rep of Object.values(c.orders).flat()) {
            if (!rep || !rep.order) continue;
            const m = lift(rep.order, mb);
            if (m && rep.reason.kind !== 'illegal' && rep.reason.kind !== 'void')
              expect([formatOrder5(m, geo), mine.get(formatOrder5(m, geo))]).toEqual([formatOrder5(m, geo), rep.success]);
          }
        }
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
