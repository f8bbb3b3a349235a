import { create } from 'zustand';
import { IDLE, type Entry, type Step } from './entry';

/**
 * The orders a seat is writing in 5D Diplomacy (slot key → order) and what is picked on the board
 * (entry.ts). The board shows the last round's results until the seat starts writing (`showResults`,
 * as classic Diplomacy's map does), or while the seat asks for them.
 */
interface Draft5 {
  round: string;
  orders: Record<string, string>;
  entry: Entry;
  showResults: boolean;
  reset(round: string, orders: Record<string, string>): void;
  set(key: string, order: string): void;
  /** The result of a click or of the action bar: the next entry state and the order it gives, if any. */
  step(s: Step): void;
}

export const useDraft5 = create<Draft5>()((set) => ({
  round: '',
  orders: {},
  entry: IDLE,
  showResults: true,
  reset: (round, orders) => set({ round, orders, entry: IDLE, showResults: true }),
  set: (key, order) => set((s) => ({ orders: { ...s.orders, [key]: order }, entry: IDLE, showResults: false })),
  step: (st) =>
    set((s) => ({
      entry: st.entry,
      showResults: false,
      ...(st.set || st.sets ? { orders: { ...s.orders, ...st.sets, ...(st.set ? { [st.set.key]: st.set.text } : {}) } } : {}),
    })),
}));
