/**
 * Issue 21's proof of the warnings: at random positions at DEFCON 2 and 3 (reached by random legal play,
 * core's `seededRandom`), every legal move of the acting seat that may lose within its action round — found
 * here by a plain brute force over every continuation (both sides' choices, each die and each card drawn at
 * random), with no budget but a cap on the size of a position's tree — is flagged by the analysis
 * (`danger.ts`). The mover loses through its own later decisions only when every choice it has loses.
 */
import { describe, expect, it } from 'vitest';
import { danger, roundOver } from './danger';
import { ASK, ASKED_DIE, ASKED_PICK, MAX_DRAWS, PICKED, shallowCopy } from './draft';
import { actingSeats } from './legal';
import { E, randomGame } from './testkit';
import type { Side, TwilightMove, TwilightState } from './types';

class TooBig extends Error {}
interface Count {
  n: number;
  cap: number;
  depth: number;
}

/** Every outcome of a move (chance enumerated through `rigged`), counted against `cap`. */
function outcomes(st: TwilightState, m: TwilightMove, seat: Side, count: Count): TwilightState[] {
  const out: TwilightState[] = [];
  const go = (prefix: number[]): void => {
    if (prefix.length > MAX_DRAWS) return;
    if (++count.n > count.cap) throw new TooBig();
    const t = shallowCopy(st);
    t.rigged = [...prefix, ASK];
    const r = E.quietApply(t, m, seat);
    if (!r.ok) return;
    const head = r.state.rigged[0];
    if (head === ASKED_DIE) for (let v = 1; v <= 6; v++) go([...prefix, v]);
    else if (head !== undefined && head <= ASKED_PICK) for (let k = 0; k < ASKED_PICK - head; k++) go([...prefix, PICKED + k]);
    else out.push(r.state);
  };
  go([]);
  return out;
}

/** Whether `side` may lose from `st` before `over` (brute force). */
function mayLose(st: TwilightState, side: Side, over: (x: TwilightState) => boolean, count: Count): boolean {
  if (st.outcome) return st.outcome.winner === 1 - side;
  if (over(st)) return false;
  if (++count.depth > 400) throw new Error(`cycle? ${JSON.stringify(st.pending)} ${JSON.stringify(st.stack).slice(0, 300)}`);
  try {
    return mayLoseAt(st, side, over, count);
  } finally {
    count.depth--;
  }
}

function mayLoseAt(st: TwilightState, side: Side, over: (x: TwilightState) => boolean, count: Count): boolean {
  const seat = actingSeats(st)[0];
  if (seat === undefined) return false;
  const legal = E.legalMoves(st, seat).filter((m) => m.type !== 'defuse');
  const loses = (m: TwilightMove) => outcomes(st, m, seat, count).some((x) => mayLose(x, side, over, count));
  return seat === side ? legal.length > 0 && legal.every(loses) : legal.some(loses);
}

/** Positions at DEFCON `defcon` from random games: one in every few decisions, up to `n`. */
function positions(defcon: number, n: number): TwilightState[] {
  const out: TwilightState[] = [];
  for (let seed = 1; out.length < n && seed < 200; seed++) {
    let k = 0;
    randomGame(seed, {}, 1500, (s) => {
      if (out.length < n && s.defcon === defcon && actingSeats(s).length > 0 && k++ % 7 === 3) out.push(s);
    });
  }
  return out;
}

describe('the warnings cover every move that may lose within the action round (danger.ts)', () => {
  for (const defcon of [2, 3]) {
    it(`at DEFCON ${defcon}: no unflagged move loses within the round`, () => {
      const missed: string[] = [];
      let checked = 0;
      let losing = 0;
      let tooBig = 0;
      for (const s of positions(defcon, 14)) {
        const seat = actingSeats(s)[0];
        const over = roundOver(s);
        for (const m of E.legalMoves(s, seat).filter((x) => x.type !== 'defuse')) {
          const count = { n: 0, cap: 20_000, depth: 0 };
          let loses: boolean;
          try {
            loses = outcomes(s, m, seat, count).some((x) => mayLose(x, seat, over, count));
          } catch (e) {
            if (!(e instanceof TooBig)) throw e;
            tooBig++;
            continue;
          }
          checked++;
          if (!loses) continue;
          losing++;
          if (!danger(s, seat, m)) missed.push(`turn ${s.turn} round ${s.round}, ${JSON.stringify(m)} by ${seat} (${JSON.stringify(s.pending)})`);
        }
      }
      console.log(`DEFCON ${defcon}: ${checked} moves checked, ${losing} losing, ${tooBig} too big`);
      expect(missed).toEqual([]);
      expect(checked).toBeGreaterThan(100);
      // The positions do hold losing moves (the check is not empty), and few trees were too big to search.
      if (defcon === 2) expect(losing).toBeGreaterThan(0);
      expect(tooBig).toBeLessThan(checked / 10);
    }, 300_000);
  }
});
