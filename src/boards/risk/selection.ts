import type { TerritoryId } from '../../engines/risk/map';
import type { RiskState } from '../../engines/risk/types';
import { createDraft } from '../common/draft';

/**
 * What the player has picked on the board or in the panel before a move is sent: the route of an
 * attack or a fortification, and how many armies a click places. It belongs to one step of one
 * seat's turn, so the next step or the next player starts clean (placing one army at a time).
 */
export interface RiskDraft {
  readonly from: TerritoryId | null;
  readonly to: TerritoryId | null;
  readonly count: number;
}

export const riskDraft = createDraft<RiskDraft>({ from: null, to: null, count: 1 });

/** The decision a draft belongs to: the turn, its phase, and the seat acting. */
export function draftKey(s: RiskState): string {
  return `${s.turn}/${s.phase}/${s.current}`;
}
