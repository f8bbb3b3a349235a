import type { RiskMove, RiskState } from '../../engines/risk/types';
import type { TerritoryId } from '../../engines/risk/map';

/**
 * Reading the engine's legal moves for the board: which territories to highlight and what a
 * click on one means. No rules here — only lookups in the list the engine gave.
 */
export type Choice = { kind: 'move'; move: RiskMove } | { kind: 'from'; id: TerritoryId } | { kind: 'to'; id: TerritoryId } | { kind: 'none' };

type Sel = { from: TerritoryId | null; to: TerritoryId | null };

export function movesOf<T extends RiskMove['type']>(legal: readonly RiskMove[], type: T): Extract<RiskMove, { type: T }>[] {
  return legal.filter((m): m is Extract<RiskMove, { type: T }> => m.type === type);
}

function routes(state: RiskState, legal: readonly RiskMove[]): { from: TerritoryId; to: TerritoryId }[] {
  if (state.phase === 'attack') return [...movesOf(legal, 'attack'), ...movesOf(legal, 'blitz')];
  if (state.phase === 'fortify') return movesOf(legal, 'fortify');
  return [];
}

/** Territories to highlight as clickable now. */
export function targets(state: RiskState, legal: readonly RiskMove[], sel: Sel): Set<string> {
  const out = new Set<string>();
  switch (state.phase) {
    case 'claim':
      movesOf(legal, 'claim').forEach((m) => out.add(m.territory));
      break;
    case 'setup':
    case 'place':
      movesOf(legal, 'place').forEach((m) => out.add(m.territory));
      break;
    case 'neutral':
      movesOf(legal, 'placeNeutral').forEach((m) => out.add(m.territory));
      break;
    case 'attack':
    case 'fortify': {
      const r = routes(state, legal);
      if (sel.from) r.filter((m) => m.from === sel.from).forEach((m) => out.add(m.to));
      else r.forEach((m) => out.add(m.from));
      break;
    }
  }
  return out;
}

/** What a click on a territory means now. */
export function clickTerritory(state: RiskState, legal: readonly RiskMove[], sel: Sel, id: TerritoryId, placeCount: number): Choice {
  switch (state.phase) {
    case 'claim': {
      const m = movesOf(legal, 'claim').find((x) => x.territory === id);
      return m ? { kind: 'move', move: m } : { kind: 'none' };
    }
    case 'setup':
    case 'place': {
      const places = movesOf(legal, 'place').filter((x) => x.territory === id);
      const m = places.find((x) => x.count === placeCount) ?? places.find((x) => x.count === 1);
      return m ? { kind: 'move', move: m } : { kind: 'none' };
    }
    case 'neutral': {
      const m = movesOf(legal, 'placeNeutral').find((x) => x.territory === id);
      return m ? { kind: 'move', move: m } : { kind: 'none' };
    }
    case 'attack':
    case 'fortify': {
      const r = routes(state, legal);
      if (sel.from && r.some((m) => m.from === sel.from && m.to === id)) return { kind: 'to', id };
      if (r.some((m) => m.from === id)) return { kind: 'from', id };
      return { kind: 'none' };
    }
    default:
      return { kind: 'none' };
  }
}

/** The legal sources and, for a chosen source, the legal targets (for the panel's lists). */
export function routeChoices(state: RiskState, legal: readonly RiskMove[], from: TerritoryId | null): { sources: TerritoryId[]; targets: TerritoryId[] } {
  const r = routes(state, legal);
  const sources = [...new Set(r.map((m) => m.from))];
  const targets = from ? [...new Set(r.filter((m) => m.from === from).map((m) => m.to))] : [];
  return { sources, targets };
}
