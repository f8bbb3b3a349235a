import { useEffect } from 'react';
import { current } from '../engines/core';
import { gameIdOf } from '../games/registry';
import { useSession, type ActiveGame } from '../store/session';
import { askBot } from './bots/client';
import { paceMs, useWatch } from './watch';

const FAST_MS = 20;

/** Plays computer seats at the watching pace (or fast-forward), thinking in a worker; not while paused. */
export function useBotRunner(active: ActiveGame) {
  const { timeline, replayAt, passTo, fast, module } = active;
  const paused = useWatch((w) => w.paused);
  const pace = useWatch((w) => w.pace);
  useEffect(() => {
    if (replayAt !== null || passTo !== null || paused) return;
    const engine = module.engine;
    const state = current(timeline);
    if (engine.outcome(state)) return;
    const seats = timeline.record.seats;
    const seat = engine.prompt(state).seats.find((s) => seats[s]?.kind === 'bot');
    if (seat === undefined) return;
    let cancelled = false;
    const moveCount = timeline.record.moves.length;
    const timer = setTimeout(
      async () => {
        const legal = engine.legalMoves(state, seat);
        if (legal.length === 0) return;
        const move = await askBot({
          game: gameIdOf(timeline.record),
          bot: seats[seat].bot,
          view: engine.view(state, seat),
          seat,
          legal,
          seed: timeline.record.seed + moveCount,
        });
        const now = useSession.getState().active;
        if (cancelled || !now || now.timeline.record.moves.length !== moveCount || now.replayAt !== null || useWatch.getState().paused) return;
        useSession.getState().submit(seat, move);
      },
      fast ? FAST_MS : paceMs(pace),
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [timeline, replayAt, passTo, fast, module, paused, pace]);
}
