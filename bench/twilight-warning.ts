/**
 * The cost of the Twilight Struggle warning (`ui.ts warning`, the loss analysis of `danger.ts`) as a
 * board and the Standard bot pay it: at fixed positions at DEFCON 2 and 3 (plain random legal play from
 * fixed seeds, so the positions do not depend on the warning itself), the acting seat's view is asked
 * about every legal move, one after another, as the bot's filter does.
 *
 *   npm run bench -- twilight-warning
 *
 * A second set: headline choices at DEFCON 3 or lower (`headline…` figures), where the opponent's headline is
 * hidden or still to be chosen from its hidden hand.
 *
 * Figures: per call (one move) and per position (every candidate move of one view), mean and worst, in
 * milliseconds of this process's CPU time (`process.cpuUsage`: the machine is shared, wall time would
 * measure the others), and the whole run's CPU seconds. `flagged` counts the moves warned about (a check that the
 * work is the same work); `notProven` those whose loss was found only by letting the mover's own later
 * choices go any way (the search for a forced loss ran out first).
 */
import { pathToFileURL } from 'node:url';
import { seededRandom } from '../src/engines/core/rng';
import { twilightEngine as E } from '../src/engines/twilight/engine';
import { actingSeats } from '../src/engines/twilight/legal';
import { warning } from '../src/engines/twilight/ui';
import type { Side, TwilightState } from '../src/engines/twilight/types';

const cpuSeconds = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** Positions at DEFCON `defcon` with a seat to act, one in every 7 decisions of plain random games (seeded). */
/** The process's CPU time in milliseconds (user + system): the machine is shared, wall time is not ours. */
const cpuMs = (): number => cpuSeconds() * 1000;

export function warningPositions(defcon: number, n: number): TwilightState[] {
  const out: TwilightState[] = [];
  for (let seed = 1; out.length < n && seed < 400; seed++) {
    const rand = seededRandom(seed * 7919 + 1);
    let s = E.setup(E.defaultOptions(2), 2, seed);
    let k = 0;
    for (let i = 0; i < 1500 && !s.outcome && out.length < n; i++) {
      const seats = actingSeats(s);
      if (s.defcon === defcon && seats.length > 0 && k++ % 7 === 3) out.push(s);
      const seat = seats[Math.floor(rand() * seats.length)];
      const all = E.legalMoves(s, seat);
      const r = E.quietApply(s, all[Math.floor(rand() * all.length)], seat);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }
  return out;
}

/** Headline choices (the opponent's headline hidden or still to come) at DEFCON 3 or lower, from plain random games (seeded). */
export function headlinePositions(n: number): TwilightState[] {
  const out: TwilightState[] = [];
  for (let seed = 1; out.length < n && seed < 400; seed++) {
    const rand = seededRandom(seed * 31 + 7);
    let s = E.setup(E.defaultOptions(2), 2, seed);
    for (let i = 0; i < 1500 && !s.outcome; i++) {
      const seats = actingSeats(s);
      if (s.defcon <= 3 && s.pending?.kind === 'headline') {
        out.push(s);
        break;
      }
      const seat = seats[Math.floor(rand() * seats.length)];
      const all = E.legalMoves(s, seat);
      const r = E.quietApply(s, all[Math.floor(rand() * all.length)], seat);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }
  return out;
}

interface Figures {
  positions: number;
  calls: number;
  flagged: number;
  notProven: number;
  callMeanMs: number;
  callWorstMs: number;
  positionMeanMs: number;
  positionWorstMs: number;
  cpuSeconds: number;
}

/** Every legal move of the acting seat asked of its view, position by position. */
function measure(positions: readonly TwilightState[]): Figures {
  const calls: number[] = [];
  const perPosition: number[] = [];
  let flagged = 0;
  let notProven = 0;
  const c0 = cpuSeconds();
  for (const s of positions) {
    const seat = actingSeats(s)[0] as Side;
    // A fresh view per position, as the board and the bot get one.
    const view = E.view(s, seat);
    const p0 = cpuMs();
    for (const m of E.legalMoves(s, seat)) {
      const t0 = cpuMs();
      const text = warning(view, seat, m);
      if (text !== null) flagged++;
      if (text?.startsWith('Not every way')) notProven++;
      calls.push(cpuMs() - t0);
    }
    perPosition.push(cpuMs() - p0);
  }
  const cpu = cpuSeconds() - c0;
  const mean = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length;
  return {
    positions: positions.length,
    calls: calls.length,
    flagged,
    notProven,
    callMeanMs: mean(calls),
    callWorstMs: Math.max(...calls),
    positionMeanMs: mean(perPosition),
    positionWorstMs: Math.max(...perPosition),
    cpuSeconds: cpu,
  };
}

export function benchTwilightWarning(): Record<string, number> {
  const rounds = measure([...warningPositions(2, 30), ...warningPositions(3, 30)]);
  const headlines = measure(headlinePositions(12));
  return { ...rounds, ...Object.fromEntries(Object.entries(headlines).map(([k, v]) => [`headline${k[0].toUpperCase()}${k.slice(1)}`, v])) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [k, v] of Object.entries(benchTwilightWarning())) console.log(`${k.padEnd(18)} ${Number.isInteger(v) ? v : v.toFixed(3)}`);
}
