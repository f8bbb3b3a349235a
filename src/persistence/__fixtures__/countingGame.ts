/**
 * Test fixture: a tiny game, so the persistence tests depend on no real engine. Seats take
 * turns adding 1 to 3 to a total; adding 3 also rolls a die (1–6) for a bonus, which uses
 * the rng and advances the epoch. The first seat to reach the target wins.
 * It poses as 'risk' because GameId has no test id.
 */
import { current, play, start, type Timeline } from '../../engines/core/game';
import type { GameId, GameModule } from '../../games/registry';
import { z } from 'zod';
import { defineEngine } from '../../engines/core/engine';
import { defineOptions } from '../../engines/core/options';
import { openRng, seedRng } from '../../engines/core/rng';
import { err, ok, type BaseState, type Engine, type GameRecord, type SeatSpec } from '../../engines/core/types';

export interface CountState extends BaseState {
  readonly total: number;
  readonly turn: number;
  readonly seatCount: number;
  readonly target: number;
  readonly winner: number | null;
}
export interface CountOptions {
  readonly target: number;
}
export interface CountMove {
  readonly type: 'add';
  readonly n: number;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

const countingOptions = defineOptions({
  game: 'Counting',
  minSeats: 2,
  maxSeats: 4,
  fields: { target: { label: 'Target', choices: [{ value: 21, label: '21' }], initial: 21, schema: z.number().int().min(5).max(1000) } },
});

export const countingEngine: Engine<CountState, CountMove, CountOptions> = defineEngine<CountState, CountMove, CountOptions, 'bad-move'>(
  { id: 'risk', title: 'Counting', minSeats: 2, maxSeats: 4 },
  {
    options: countingOptions,
    parseMove(raw) {
      if (!isObject(raw) || raw.type !== 'add') return err('bad-move', 'A move is {type: "add", n}.');
      if (typeof raw.n !== 'number' || !Number.isInteger(raw.n) || raw.n < 1 || raw.n > 3) return err('bad-move', 'n must be 1, 2 or 3.');
      return ok({ type: 'add', n: raw.n });
    },
    hasSecrets: () => false,
    setup: (options, seatCount, seed) => ({ rng: seedRng(seed), epoch: 0, total: 0, turn: 0, seatCount, target: options.target, winner: null }),
    prompt: (s) => ({ seats: s.winner === null ? [s.turn] : [], kind: 'add', text: `{${s.turn}} adds 1 to 3 (total ${s.total})` }),
    legalMoves: (s, seat) => (s.winner === null && seat === s.turn ? [1, 2, 3].map((n) => ({ type: 'add' as const, n })) : []),
    step(s, move, seat, quiet) {
      let add = move.n;
      let rng = s.rng;
      let epoch = s.epoch;
      if (move.n === 3) {
        const dice = openRng(s.rng);
        add += dice.int(1, 6);
        rng = dice.state();
        epoch += 1;
      }
      const total = s.total + add;
      const winner = total >= s.target ? seat : null;
      return { ok: true, state: { ...s, rng, epoch, total, winner, turn: (s.turn + 1) % s.seatCount }, log: quiet ? [] : [{ text: `{${seat}} adds ${add}`, seat }] };
    },
    view: (s) => s,
    outcome: (s) => (s.winner === null ? null : { kind: 'win', winners: [s.winner], reason: `{${s.winner}} reached ${s.target}` }),
    describeMove: (_s, m) => `add ${m.n}`,
  },
);

export const countingModule: GameModule = {
  meta: { id: 'risk', title: 'Counting', minSeats: 2, maxSeats: 4, blurb: 'Add to the total.', secret: 'hides nothing', bots: ['steady'] },
  engine: countingEngine as unknown as GameModule['engine'],
  bots: { steady: (_view, _seat, legal) => legal[0] },
};

/** A loadGame that knows only the counting game (as 'risk'). */
export async function loadCounting(id: GameId): Promise<GameModule> {
  if (id !== 'risk') throw new Error(`${id} is not playable yet.`);
  return countingModule;
}

export const SEATS: SeatSpec[] = [
  { name: 'Ann', color: '#c33', kind: 'human', personId: 'p-ann' },
  { name: 'Bob', color: '#33c', kind: 'bot', bot: 'steady' },
];

/** Plays `ns` (each 1..3) in turn order from a fresh game; returns the timeline. */
export function playCounting(ns: readonly number[], opts: { target?: number; seed?: number; seats?: SeatSpec[] } = {}): Timeline<CountState> {
  const engine = countingEngine as unknown as Engine<CountState, unknown, unknown>;
  let t = start(engine, { game: 'risk', options: { target: opts.target ?? 1000 }, seed: opts.seed ?? 42, seats: opts.seats ?? SEATS });
  for (const n of ns) {
    const seat = current(t).turn;
    const r = play(engine, t, seat, { type: 'add', n });
    if (!r.ok) throw new Error(r.error.message);
    t = r.value;
  }
  return t;
}

export function recordOf(ns: readonly number[]): GameRecord {
  return playCounting(ns).record;
}
