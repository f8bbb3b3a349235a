import { create } from 'zustand';

/** The orders a seat is writing in 5D Diplomacy (slot key → order) and the unit picked on a board. */
interface Draft5 {
  round: string;
  orders: Record<string, string>;
  picked: string | null;
  reset(round: string, orders: Record<string, string>): void;
  set(key: string, order: string): void;
  pick(key: string | null): void;
}

export const useDraft5 = create<Draft5>()((set) => ({
  round: '',
  orders: {},
  picked: null,
  reset: (round, orders) => set({ round, orders, picked: null }),
  set: (key, order) => set((s) => ({ orders: { ...s.orders, [key]: order }, picked: null })),
  pick: (picked) => set({ picked }),
}));
