/**
 * The leak probe (issue 8, "secrets stay secret"): checks, by resampling what a seat cannot see
 * (`engine.resample`), that
 *  - a move's consequences for its mover (view, prompt, legal moves, the log it reads) do not depend on
 *    hidden information unless the move is a point of no return (the epoch advanced), and whether it is
 *    one does not depend on hidden information either (else the undo button would tell);
 *  - a seat's view, prompt and legal moves do not change when only what is hidden from it changes.
 * Used by src/games/leaks.test.ts for every registered engine and by each engine's regression tests.
 */
import { stableStringify, visibleLog } from './game';
import type { BaseState, Engine, Seat } from './types';

type AnyEngine = Engine<BaseState, unknown, unknown>;

/** The first top-level field where two JSON texts of objects differ (for a readable report). */
function firstDifference(a: unknown, b: unknown, path = ''): string {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return path || '(whole)';
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const x = (a as Record<string, unknown>)[k];
    const y = (b as Record<string, unknown>)[k];
    if (stableStringify(x) !== stableStringify(y)) return firstDifference(x, y, path ? `${path}.${k}` : k);
  }
  return path || '(whole)';
}

function seen(engine: AnyEngine, s: BaseState, seat: Seat | null): { view: unknown; prompt: unknown; legal: unknown } {
  const v = engine.view(s, seat);
  return { view: v, prompt: engine.prompt(v), legal: seat === null ? [] : engine.legalMoves(s, seat) };
}

function resampler(engine: AnyEngine): NonNullable<AnyEngine['resample']> {
  if (!engine.resample) throw new Error(`${engine.title} supplies no resample (required by the engine contract).`);
  return engine.resample.bind(engine);
}

/**
 * Whether `move` by `mover` leaks: null when it does not, else a sentence saying what differs. The
 * move is applied to `state` and to `samples` resamplings of what the mover cannot see.
 */
export function probeMove(engine: AnyEngine, state: BaseState, mover: Seat, move: unknown, random: () => number, samples = 6): string | null {
  const resample = resampler(engine);
  const base = engine.apply(state, move, mover);
  if (!base.ok) return null;
  const advanced = base.state.epoch !== state.epoch;
  const print = (after: BaseState, log: Parameters<typeof visibleLog>[0][number]) => ({ ...seen(engine, after, mover), log: visibleLog([log], mover) });
  const ref = print(base.state, base.log);
  const refText = stableStringify(ref);
  for (let i = 0; i < samples; i++) {
    const alt = resample(state, mover, random);
    const r = engine.apply(alt, move, mover);
    if (!r.ok) return `the move is refused in a position its mover cannot tell apart (${r.error.message})`;
    if ((r.state.epoch !== alt.epoch) !== advanced) return 'whether the move is a point of no return (undo) depends on what its mover cannot see';
    if (advanced) continue;
    const got = print(r.state, r.log);
    if (stableStringify(got) !== refText)
      return `without a reveal, what its mover sees after the move depends on hidden information (${firstDifference(ref, got)})`;
  }
  return null;
}

/** Whether what `seat` sees now changes when only what is hidden from it is drawn again (null: no). */
export function probeSeat(engine: AnyEngine, state: BaseState, seat: Seat | null, random: () => number, samples = 3): string | null {
  const resample = resampler(engine);
  const ref = seen(engine, state, seat);
  const refText = stableStringify(ref);
  for (let i = 0; i < samples; i++) {
    const got = seen(engine, resample(state, seat, random), seat);
    if (stableStringify(got) !== refText)
      return `what ${seat === null ? 'a spectator' : `seat ${seat}`} sees depends on what is hidden from it (${firstDifference(ref, got)})`;
  }
  return null;
}
