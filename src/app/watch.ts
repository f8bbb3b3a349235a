import { create } from 'zustand';

/** How fast computer seats move when not fast-forwarding: the pause between their moves, in ms. */
export const PACES = [
  { id: 'slow', label: 'Slow', ms: 1600 },
  { id: 'normal', label: 'Normal', ms: 650 },
  { id: 'quick', label: 'Quick', ms: 220 },
] as const;
export type PaceId = (typeof PACES)[number]['id'];

/**
 * Watching computer seats: paused or playing, and at which pace. A viewing choice of this device,
 * not part of the game (fast-forward, kept with the game, overrides the pace).
 */
export const useWatch = create<{ paused: boolean; pace: PaceId; setPaused(p: boolean): void; setPace(p: PaceId): void }>()((set) => ({
  paused: false,
  pace: 'normal',
  setPaused: (paused) => set({ paused }),
  setPace: (pace) => set({ pace }),
}));

export function paceMs(pace: PaceId): number {
  return PACES.find((p) => p.id === pace)?.ms ?? 650;
}
