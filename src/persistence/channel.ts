/**
 * Tells the other tabs of this browser when a saved game changed (BroadcastChannel), so a tab
 * showing an older position learns at once that the game moved on elsewhere. Where the browser
 * has no BroadcastChannel, nothing is announced (saving still refuses stale writes: see saveMove).
 */

export interface GameChanged {
  readonly type: 'game-changed';
  /** The saved game's id. */
  readonly id: string;
  /** How many moves are saved now (-1: the game was deleted). */
  readonly moves: number;
}

export interface GameChannel {
  announce(change: Omit<GameChanged, 'type'>): void;
  close(): void;
}

export const CHANNEL_NAME = 'hotseat-games';

function isChange(x: unknown): x is GameChanged {
  const m = x as Partial<GameChanged> | null;
  return typeof m === 'object' && m !== null && m.type === 'game-changed' && typeof m.id === 'string' && typeof m.moves === 'number';
}

/** Opens the channel; `onChange` hears what other tabs announce (never this one's own messages). */
export function openChannel(onChange: (change: GameChanged) => void, name = CHANNEL_NAME): GameChannel {
  if (typeof BroadcastChannel === 'undefined') return { announce: () => {}, close: () => {} };
  const channel = new BroadcastChannel(name);
  channel.onmessage = (e: MessageEvent) => {
    if (isChange(e.data)) onChange(e.data);
  };
  return {
    announce: (change) => {
      try {
        channel.postMessage({ type: 'game-changed', ...change } satisfies GameChanged);
      } catch {
        // A closed channel: the other tabs still cannot overwrite (compare-and-set).
      }
    },
    close: () => channel.close(),
  };
}
