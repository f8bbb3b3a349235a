/**
 * How the war ends: the last player standing (or the whole world), a completed secret mission, or
 * every capital held. Missions and capitals are checked after every move, for the seat whose turn it
 * is: "a player who completes their mission at any moment of their own turn wins at once".
 */
import type { Seat } from '../core/types';
import type { RiskWorking } from './working';
import { MISSIONS, missionComplete } from './missions';
import type { RiskState, WinReason } from './types';

/** The end message of each way of winning. */
export function winText(winner: Seat, reason: WinReason | '', mission = -1): string {
  switch (reason) {
    case 'world':
      return `{${winner}} has conquered the world.`;
    case 'mission':
      return `{${winner}} completed their secret mission${MISSIONS[mission] ? ` ("${MISSIONS[mission].text}")` : ''}.`;
    case 'capitals':
      return `{${winner}} holds every capital.`;
    default:
      return `{${winner}} is the last player standing.`;
  }
}

/** Whether `seat` holds every capital (all chosen). */
export function holdsEveryCapital(state: Pick<RiskState, 'capitals' | 'owner'>, seat: Seat): boolean {
  const caps = state.capitals;
  return caps.length > 0 && caps.every((t) => t >= 0 && state.owner[t] === seat);
}

/**
 * After a legal move, on the move's own working copy (engine.ts `step`): the current seat wins at once
 * if it has completed its mission or holds every capital. A mission win shows every mission, so it is a
 * reveal; the move's `finish()` then advances the epoch once, however many draws and reveals it made.
 */
export function checkVictory(w: RiskWorking): void {
  const s = w.s;
  if (s.phase === 'over' || s.turn < 1 || s.options.victory === 'world') return;
  const seat = s.current;
  if (s.options.victory === 'missions') {
    const m = s.missions[seat];
    if (m === undefined || !missionComplete(m, seat, s.owner, s.armies, s.alive)) return;
    won(w, seat, 'mission');
    w.say(`{${seat}} reveals their secret mission: "${MISSIONS[m].text}" It is complete: {${seat}} wins.`);
    w.say(`The missions were: ${s.missions.map((x, i) => `{${i}}: ${MISSIONS[x]?.text ?? '?'}`).join(' ')}`);
    // Every mission is shown: a point of no return.
    w.reveal();
    return;
  }
  if (!holdsEveryCapital(s, seat)) return;
  won(w, seat, 'capitals');
  w.say(`{${seat}} holds every capital and wins.`);
}

function won(w: RiskWorking, seat: Seat, reason: WinReason): void {
  w.s.phase = 'over';
  w.s.winner = seat;
  w.s.winReason = reason;
  w.s.battle = null;
}
