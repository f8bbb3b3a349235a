/**
 * The before-refactor fixture (issue 19): complete random games per engine, recorded as options,
 * seat count, seed, moves and the hash of the final state. `fixtures.test.ts` replays every one and
 * asserts the hash, so a refactor that changes any rule, legal-move order, draw or state shape shows.
 *
 * Written by `npm run fixtures` (bench/fixtures.ts) from the code before the refactor; do not
 * regenerate it to make a failing replay pass.
 */
import { gunzipSync, gzipSync, strFromU8, strToU8 } from 'fflate';
import { hashState } from '../engines/core/game';
import { seededRandom } from '../engines/core/rng';
import type { BaseState, Engine, Seat } from '../engines/core/types';
import { gameSpec, randomMove, type FuzzGame } from './variety';

export interface FixtureGame {
  /** Options as setup received them (parsed). */
  readonly options: unknown;
  readonly seats: number;
  readonly seed: number;
  readonly moves: readonly { readonly seat: Seat; readonly move: unknown }[];
  /** hashState of the final state. */
  readonly hash: string;
  /** How the game stopped: 'over' (an outcome), 'cap' (move cap reached) or 'stuck' (no seat owes a move). */
  readonly end: 'over' | 'cap' | 'stuck';
}

export interface Fixture {
  readonly game: FuzzGame;
  readonly note: string;
  readonly games: readonly FixtureGame[];
}

/** Plays game i of an engine (variety.ts's spec for fixture seed 19) with random legal moves through `apply`. */
export function playFixtureGame(game: FuzzGame, engine: Engine<BaseState, unknown, unknown>, i: number): FixtureGame {
  const spec = gameSpec(game, 19, i);
  const parsed = engine.parseOptions(spec.options, spec.seats);
  if (!parsed.ok) throw new Error(`${game} game ${i}: ${parsed.error.message}`);
  let s = engine.setup(parsed.value, spec.seats, spec.seed);
  const random = seededRandom(spec.seed ^ 0x5eed);
  const moves: { seat: Seat; move: unknown }[] = [];
  let end: FixtureGame['end'] = 'cap';
  while (moves.length < spec.moveCap) {
    if (engine.outcome(s)) {
      end = 'over';
      break;
    }
    const seat = engine.prompt(s).seats[0];
    const move = seat === undefined ? undefined : randomMove(engine, s, seat, random);
    if (seat === undefined || move === undefined) {
      end = 'stuck';
      break;
    }
    const r = engine.apply(s, move, seat);
    if (!r.ok) throw new Error(`${game} game ${i}: a legal move was refused (${r.error.code}): ${r.error.message}`);
    s = r.state;
    moves.push({ seat, move: r.move ?? move });
  }
  if (end === 'cap' && engine.outcome(s)) end = 'over';
  return { options: parsed.value, seats: spec.seats, seed: spec.seed, moves, hash: hashState(s), end };
}

export const encodeFixture = (f: Fixture): Uint8Array => gzipSync(strToU8(JSON.stringify(f)), { level: 9 });
export const decodeFixture = (bytes: Uint8Array): Fixture => JSON.parse(strFromU8(gunzipSync(bytes))) as Fixture;
