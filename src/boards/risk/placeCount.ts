import { create } from 'zustand';

/** How many armies a click on the map places (the panel sets it). */
export const usePlaceCount = create<{ count: number; setCount(n: number): void }>()((set) => ({
  count: 1,
  setCount: (count) => set({ count }),
}));
