/**
 * What a seat may see. Hands and draw piles are private: others' hands and every draw pile show
 * counts only (each card -1) — except your own draw pile, shown sorted (its contents are knowable by
 * tracking, its order is not). Discard piles show only their top card, except your own. Cards being
 * looked at in private (Sentry) are hidden from others, as are the items of another seat's private
 * decision. The instruction stack (it may hold passed cards) and the generator are never shown.
 */
import type { Seat } from '../core/types';
import type { DominionState } from './types';

const hide = (cards: readonly number[]): number[] => cards.map(() => -1);

export function view(s: DominionState, seat: Seat | null): DominionState {
  const secret = s.pending && s.pending.seat !== seat && !s.pending.public;
  // Another seat's private decision: its items are hidden and its continuation reduced to its name.
  const pending = secret && s.pending ? { ...s.pending, ...('items' in s.pending ? { items: hide(s.pending.items) } : {}), then: { op: s.pending.then.op } } : s.pending;
  return {
    ...s,
    rng: [],
    stack: [],
    pending,
    players: s.players.map((p, i) => ({
      ...p,
      hand: i === seat ? p.hand : hide(p.hand),
      deck: i === seat ? p.deck.slice().sort((a, b) => a - b) : hide(p.deck),
      discard: i === seat ? p.discard : p.discard.map((c, k) => (k === p.discard.length - 1 ? c : -1)),
      look: i === seat ? p.look : hide(p.look),
    })),
  };
}
