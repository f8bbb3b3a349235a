/**
 * What the pass screen tells of the last move (issue 20): the roll it made, and the headlines it
 * revealed. Read from public views (no seat's secrets), before and after the move.
 */
import type { LastRoll, TwilightState } from '../../engines/twilight/types';

export interface News {
  /** The roll the last move made, or null when it rolled nothing. */
  readonly roll: LastRoll | null;
  /** The sides whose headline the last move revealed (empty when it revealed none). */
  readonly headlines: readonly (0 | 1)[];
}

export function passNews(s: TwilightState, before: TwilightState | null): News {
  const roll = s.lastRoll && s.lastRoll.seq !== before?.lastRoll?.seq ? s.lastRoll : null;
  const revealed = s.headlineRevealed && before !== null && !before.headlineRevealed && s.turn === before.turn;
  const headlines = revealed ? ([0, 1] as const).filter((side) => s.headline[side] > 0) : [];
  return { roll, headlines };
}
