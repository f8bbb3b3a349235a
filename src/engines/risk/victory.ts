/**
 * How the war ends: the last player standing (or the whole world), a completed secret mission, or
 * every capital held. Missions and capitals are checked after every move, for the seat whose turn it
 * is: "a player who completes their mission at any moment of their own turn wins at once".
 */
import type { Applied, Seat } from '../core/types';
import { begin, type Ctx } from './context';
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
 * After a legal move: the current seat wins at once if it has completed its mission or holds every
 * capital. A mission win shows every mission, so it is a reveal (the epoch moves on).
 */
export function checkVictory(applied: Applied<RiskState>, quiet = false): Applied<RiskState> {
  if (!applied.ok) return applied;
  const s = applied.state;
  if (s.phase === 'over' || s.turn < 1 || s.options.victory === 'world') return applied;
  const seat = s.current;
  const won = (reason: WinReason, say: (ctx: Ctx) => void): Applied<RiskState> => {
    const ctx = begin(s, quiet);
    ctx.d.phase = 'over';
    ctx.d.winner = seat;
    ctx.d.winReason = reason;
    ctx.d.battle = null;
    say(ctx);
    const done = ctx.finish();
    return { ok: true, state: done.state, log: quiet ? applied.log : [...applied.log, ...done.log] };
  };
  if (s.options.victory === 'missions') {
    const m = s.missions[seat];
    if (m === undefined || !missionComplete(m, seat, s.owner, s.armies, s.alive)) return applied;
    return won('mission', (ctx) => {
      ctx.say(`{${seat}} reveals their secret mission: "${MISSIONS[m].text}" It is complete: {${seat}} wins.`);
      ctx.say(`The missions were: ${s.missions.map((x, i) => `{${i}}: ${MISSIONS[x]?.text ?? '?'}`).join(' ')}`);
      // Every mission is shown: a point of no return.
      ctx.reveal();
    });
  }
  if (!holdsEveryCapital(s, seat)) return applied;
  return won('capitals', (ctx) => ctx.say(`{${seat}} holds every capital and wins.`));
}
