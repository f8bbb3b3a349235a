import { create } from 'zustand';

/**
 * The half-made answer to the pending decision, shared by the board and the panel. It belongs to
 * the decision of `key` (see decisionKey): read it through `useDecisionDraft`, which drops a draft
 * made for another decision.
 */
interface Draft {
  key: string;
  /** Pick: the cards chosen (a multiset). Option: the option indices chosen. */
  picked: number[];
  /** Order: item positions, top first (null: the order offered). */
  order: number[] | null;
  setPicked(key: string, picked: number[]): void;
  setOrder(key: string, order: number[]): void;
  clear(): void;
}

export const useDraft = create<Draft>()((set) => ({
  key: '',
  picked: [],
  order: null,
  setPicked: (key, picked) => set((s) => ({ key, picked, order: s.key === key ? s.order : null })),
  setOrder: (key, order) => set((s) => ({ key, order, picked: s.key === key ? s.picked : [] })),
  clear: () => set({ key: '', picked: [], order: null }),
}));

/** The draft for the decision `key` (empty when the draft was made for another). */
export function useDecisionDraft(key: string): { picked: number[]; order: number[] | null } {
  const d = useDraft();
  return d.key === key && key !== '' ? { picked: d.picked, order: d.order } : { picked: [], order: null };
}
