import { create } from 'zustand';

/**
 * The orders a seat is writing, before it submits them: the engine's slot key ("FRA:par") → order text. Also what is
 * picked on the map. Kept per phase key so a new phase starts clean.
 */
interface Draft {
  phase: string;
  orders: Record<string, string>;
  /** The slot picked on the map (its key), and what the next click means. */
  unit: string | null;
  mode: 'move' | 'support' | 'convoy';
  /** For support and convoy: the unit being supported or convoyed (its province). */
  other: string | null;
  /** A move that needs a coast chosen: the candidate orders. */
  coastChoice: string[] | null;
  /** The map shows the last phase's results (true when a phase starts, until the seat starts writing). */
  showResults: boolean;
  reset(phase: string): void;
  setOrder(key: string, order: string): void;
  /** Several orders at once (disbands chosen on the map). */
  setOrders(orders: Readonly<Record<string, string>>): void;
  pick(p: Partial<Pick<Draft, 'unit' | 'mode' | 'other' | 'coastChoice'>>): void;
}

export const useDraft = create<Draft>()((set) => ({
  phase: '',
  orders: {},
  unit: null,
  mode: 'move',
  other: null,
  coastChoice: null,
  showResults: true,
  reset: (phase) => set({ phase, orders: {}, unit: null, mode: 'move', other: null, coastChoice: null, showResults: true }),
  setOrder: (key, order) =>
    set((s) => ({ orders: { ...s.orders, [key]: order }, unit: null, other: null, mode: 'move', coastChoice: null, showResults: false })),
  setOrders: (orders) => set((s) => ({ orders: { ...s.orders, ...orders }, unit: null, other: null, mode: 'move', coastChoice: null, showResults: false })),
  pick: (p) => set({ ...p, showResults: false }),
}));
