import { useMemo } from 'react';
import { useSession } from '../../store/session';
import { rollsInLog, type LoggedRoll } from '../../engines/twilight/ui';

export interface ShownRoll extends LoggedRoll {
  /** The log sentence, with {0}/{1} still in it. */
  readonly text: string;
  /** The move that rolled (to tell a new roll from the one already shown). */
  readonly moveIndex: number;
}

/**
 * The most recent die roll of the game on screen (up to the replay position), read from the log:
 * the state keeps no dice, the log sentences do. Rolls are public, so private entries are skipped.
 */
export function useLastRoll(): ShownRoll | null {
  const logs = useSession((s) => s.active?.timeline.logs);
  const upTo = useSession((s) => s.active?.replayAt ?? null);
  return useMemo(() => {
    if (!logs) return null;
    const end = upTo === null ? logs.length : Math.min(upTo, logs.length);
    for (let i = end - 1; i >= 0; i--) {
      const entries = logs[i];
      for (let j = entries.length - 1; j >= 0; j--) {
        const e = entries[j];
        if (e.only) continue;
        const roll = rollsInLog(e.text);
        if (roll) return { ...roll, text: e.text, moveIndex: i };
      }
    }
    return null;
  }, [logs, upTo]);
}
