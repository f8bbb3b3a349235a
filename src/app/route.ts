/**
 * The app's place in the URL fragment: `#game=<id>` while a game is open (so a reload returns to
 * it and the browser's Back goes to the lobby), `share=<data>` for a shared game, `#simulate` for
 * the Dominion simulator page. Parameters are
 * `&`-separated; others are ignored (`#x=1&share=…` works).
 */

/** The fragment's parameters, in order (a key without `=` has the value ''). */
export function fragmentParams(hashOrUrl: string): [string, string][] {
  const at = hashOrUrl.indexOf('#');
  const fragment = at < 0 ? hashOrUrl : hashOrUrl.slice(at + 1);
  return fragment
    .split('&')
    .filter(Boolean)
    .map((part) => {
      const eq = part.indexOf('=');
      return eq < 0 ? [part, ''] : [part.slice(0, eq), part.slice(eq + 1)];
    });
}

const MAX_ID = 200;

/** The open game's id in a fragment, or null (none, or not a plausible id). */
export function gameInHash(hash: string): string | null {
  const raw = fragmentParams(hash).find(([k]) => k === 'game')?.[1];
  if (!raw) return null;
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return id.length > 0 && id.length <= MAX_ID ? id : null;
}

/** The fragment for an open game. */
export function hashForGame(id: string): string {
  return `#game=${encodeURIComponent(id)}`;
}

/** What `history.state` holds on an entry the app pushed for an open game. */
export const GAME_ENTRY = { hotseat: 'game' } as const;

export function isGameEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { hotseat?: unknown }).hotseat === 'game';
}

/** Whether the fragment asks for the simulator page (`#simulate`). */
export function simulatorInHash(hash: string): boolean {
  return fragmentParams(hash).some(([k]) => k === 'simulate');
}

export const SIMULATOR_HASH = '#simulate';

/** What `history.state` holds on an entry the app pushed for the simulator page. */
export const SIMULATOR_ENTRY = { hotseat: 'simulate' } as const;

export function isSimulatorEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { hotseat?: unknown }).hotseat === 'simulate';
}
