import type { Geography } from '../diplomacy/map/geography';
import { Index } from './multiverse';
import type { Multiverse, PowerId } from './types';

/**
 * Rule set A's victory (B is silent): a power wins when it controls at least `needed` distinct
 * supply centres, counted by province over the head boards only (Serbia on two timelines counts
 * once); when several reach it, only a unique highest count wins (a tie at the top: no winner yet).
 */
export function centresOverHeads(mv: Multiverse): Record<string, number> {
  const owned = new Map<string, Set<string>>();
  for (const b of new Index(mv).heads()) for (const [p, o] of Object.entries(b.centres)) if (o) (owned.get(o) ?? owned.set(o, new Set()).get(o)!).add(p);
  return Object.fromEntries([...owned].map(([o, s]) => [o, s.size]));
}

export function winner5(mv: Multiverse, needed: number): PowerId | null {
  const counts = Object.entries(centresOverHeads(mv)).sort((a, b) => b[1] - a[1]);
  if (!counts.length || counts[0][1] < needed) return null;
  if (counts.length > 1 && counts[1][1] === counts[0][1]) return null;
  return counts[0][0] as PowerId;
}

export type { Geography };
