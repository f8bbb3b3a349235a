import { create } from 'zustand';
import { IDLE, type Entry, type Step } from './entry';

/** The orders a seat is writing in 5D Diplomacy (slot key → order) and what is picked on the board (entry.ts). */
interface Draft5 {
  round: string;
  orders: Record<string, string>;
  entry: Entry;
  reset(round: string, orders: Record<string, string>): void;
  set(key: string, order: string): void;
  /** The result of a click or of the action bar: the next entry state and the order it gives, if any. */
  step(s: Step): void;
}

export const useDraft5 = create<Draft5>()((set) => ({
  round: '',
  orders: {},
  entry: IDLE,
  reset: (round, orders) => set({ round, orders, entry: IDLE }),
  set: (key, order) => set((s) => ({ orders: { ...s.orders, [key]: order }, entry: IDLE })),
  step: (st) =>
    set((s) => ({ entry: st.entry, ...(st.set || st.sets ? { orders: { ...s.orders, ...st.sets, ...(st.set ? { [st.set.key]: st.set.text } : {}) } } : {}) })),
}));
