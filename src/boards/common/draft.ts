import { create } from 'zustand';

/**
 * A half-made answer (what the player picked on the board or in the panel before the move is
 * sent), shared by a game's board and panel. It belongs to one decision, named by a key the game
 * derives from the view (a phase and a seat, the number of moves made, …): read under another
 * key it is empty, so a new decision always starts clean, whichever component is mounted.
 */
export interface DraftStore<T extends object> {
  /** The draft of decision `key` (a React hook; `empty` when the draft was made for another). */
  use(key: string): T;
  /** The same, outside React. */
  get(key: string): T;
  /** Changes the draft of decision `key` (a draft of another decision is dropped first). */
  set(key: string, patch: Partial<T>): void;
  /** Drops the draft. */
  clear(): void;
}

export function createDraft<T extends object>(empty: T): DraftStore<T> {
  const store = create<{ key: string; value: T }>()(() => ({ key: '', value: empty }));
  const read = (s: { key: string; value: T }, key: string) => (s.key === key && key !== '' ? s.value : empty);
  return {
    use: (key) => store((s) => read(s, key)),
    get: (key) => read(store.getState(), key),
    set: (key, patch) => store.setState((s) => ({ key, value: { ...read(s, key), ...patch } })),
    clear: () => store.setState({ key: '', value: empty }),
  };
}
