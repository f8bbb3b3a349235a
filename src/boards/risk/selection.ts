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
  /** The armies to move in or fortify with, as the slider shows them (null: the most). */
  readonly move: number | null;
}

export const riskDraft = createDraft<RiskDraft>({ from: null, to: null, count: 1, move: null });

/** The decision a draft belongs to: the turn, its phase, the seat acting, and the battle (one move-in per conquest). */
export function draftKey(s: RiskState): string {
  return `${s.turn}/${s.phase}/${s.current}/${s.battle ? `${s.battle.from}-${s.battle.to}` : ''}`;
}
