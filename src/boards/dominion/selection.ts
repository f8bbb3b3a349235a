import { createDraft } from '../common/draft';

/**
 * The half-made answer to the pending decision, shared by the board and the panel, keyed by
 * `decisionKey` (logic.ts). Pick: the cards chosen (a multiset); option: the option indices chosen.
 * Order: item positions, top first (null: the order offered).
 */
export const decisionDraft = createDraft<{ picked: number[]; order: number[] | null }>({ picked: [], order: null });
