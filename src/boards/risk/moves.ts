import type { RiskMove, RiskState } from '../../engines/risk/types';
import { TERRITORY_IDS, type TerritoryId } from '../../engines/risk/map';

/**
 * Reading the engine's legal moves for the board: which territories to highlight and what a
 * click on one means. No rules here — only lookups in the list the engine gave.
 */
export type Choice = { kind: 'move'; move: RiskMove } | { kind: 'from'; id: TerritoryId } | { kind: 'to'; id: TerritoryId } | { kind: 'none' };

type Sel = { from: TerritoryId | null; to: TerritoryId | null };

const INDEX: Record<string, number> = Object.fromEntries(TERRITORY_IDS.map((id, i) => [id, i]));

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
    case 'capital':
      movesOf(legal, 'capital').forEach((m) => out.add(m.territory));
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
    case 'capital': {
      const m = movesOf(legal, 'capital').find((x) => x.territory === id);
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

/**
 * The selection as it still stands: a source or target that is no longer a legal route (a conquest made
 * the target one's own, an attack left the source with one army) is dropped, so no stale odds or
 * counts are shown for it.
 */
export function liveSelection<T extends Sel>(state: RiskState, legal: readonly RiskMove[], sel: T): T {
  const r = routes(state, legal);
  const from = sel.from && r.some((m) => m.from === sel.from) ? sel.from : null;
  const to = from && sel.to && r.some((m) => m.from === from && m.to === sel.to) ? sel.to : null;
  return from === sel.from && to === sel.to ? sel : { ...sel, from, to };
}

/** The count a slider over `counts` shows: the chosen one when it is among them, else the most. */
export function chosenCount(counts: readonly number[], value: number | null): number | null {
  if (counts.length === 0) return null;
  return value !== null && counts.includes(value) ? value : Math.max(...counts);
}

/** Armies moving from one territory to another, and what each then holds (the map's preview of a move-in or fortification). */
export interface MovePreview {
  readonly from: number;
  readonly to: number;
  readonly count: number;
  readonly fromAfter: number;
  readonly toAfter: number;
}

/**
 * The move-in after a conquest or the fortification being chosen, at the count the slider shows
 * (`value`, as `chosenCount` reads it): what the two territories will hold. Null when nothing is chosen.
 */
export function movePreview(state: RiskState, legal: readonly RiskMove[], sel: Sel & { move: number | null }): MovePreview | null {
  if (state.phase === 'capture' && state.battle) {
    const b = state.battle;
    const count = chosenCount(
      movesOf(legal, 'capture').map((m) => m.count),
      sel.move,
    );
    if (count === null) return null;
    // The dice's armies are already in; the rest come from the source.
    return { from: b.from, to: b.to, count, fromAfter: state.armies[b.from] - (count - b.dice), toAfter: count };
  }
  if (state.phase === 'fortify' && sel.from && sel.to) {
    const counts = movesOf(legal, 'fortify')
      .filter((m) => m.from === sel.from && m.to === sel.to)
      .map((m) => m.count);
    const count = chosenCount(counts, sel.move);
    if (count === null) return null;
    const f = INDEX[sel.from];
    const t = INDEX[sel.to];
    return { from: f, to: t, count, fromAfter: state.armies[f] - count, toAfter: state.armies[t] + count };
  }
  return null;
}

/** The territories the opening view centres on: the highlighted targets, or the chosen route, or nothing (the whole board). */
export function focusIds(state: RiskState, legal: readonly RiskMove[], sel: Sel): TerritoryId[] {
  if (state.battle && (state.phase === 'capture' || state.phase === 'defend')) return [TERRITORY_IDS[state.battle.from], TERRITORY_IDS[state.battle.to]];
  return [...targets(state, legal, sel)] as TerritoryId[];
}
