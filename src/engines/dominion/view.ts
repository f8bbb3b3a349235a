/**
 * What a seat may see. Hands and draw piles are private: others' hands and every draw pile show
 * counts only (each card -1) — except your own draw pile, shown sorted (its contents are knowable by
 * tracking, its order is not). Discard piles show only their top card, except your own. Cards being
 * looked at in private (Sentry) are hidden from others, as are the items of another seat's private
 * decision (see `pendingFor`). Private mats (Native Village; Haven's face-down cards) show counts to
 * others. During a Possession turn the possessor sees what the possessed player sees. The instruction
 * stack (it may hold passed cards) and the generator are never shown. Once the game is over, every
 * player's cards are shown (draw piles sorted).
 */
import type { Decision } from '../core/instructions';
import type { Seat } from '../core/types';
import type { DominionState } from './types';

const hide = (cards: readonly number[]): number[] => cards.map(() => -1);

/** Mats whose cards only their owner may look at (set aside face down). */
export const PRIVATE_MATS: readonly string[] = ['nativeVillage', 'haven'];

/** Whether `viewer` sees what `owner` may see (themselves, or as their possessor this turn). */
export function seesAs(s: DominionState, viewer: Seat | null, owner: Seat): boolean {
  if (viewer === null) return false;
  return viewer === owner || (s.turn.possessor === viewer && s.current === owner);
}

/**
 * The pending decision as `seat` sees it. Its continuation is reduced to its op for everyone (it may
 * name cards others passed or hold: Masquerade, a Reaction). Another seat's private decision shows no
 * items or options, no sizes, and a prompt without card names (Library's "set aside Village").
 */
function pendingFor(s: DominionState, d: Decision, seat: Seat | null): Decision {
  const then = { op: d.then.op };
  // The card a decision is about (a gained card for Watchtower or Royal Seal) is shown to whoever sees the
  // decision itself: its owner, or everyone when it is public. Nothing else of the continuation is.
  if (seesAs(s, seat, d.seat) || d.public) return { ...d, then: typeof d.then.card === 'number' ? { ...then, card: d.then.card } : then };
  const prompt = `{${d.seat}} is choosing in secret.`;
  switch (d.kind) {
    case 'pick':
      return { ...d, then, prompt, items: [], min: 0, max: 0 };
    case 'order':
      return { ...d, then, prompt, items: [] };
    case 'option':
      return { ...d, then, prompt, options: [], min: 0, max: 0 };
    default:
      return { ...d, then, prompt };
  }
}

export function view(s: DominionState, seat: Seat | null): DominionState {
  // Once the game is over every player's cards are counted in the open (the end screen's deck lists);
  // draw piles are shown sorted (their order means nothing any more).
  if (s.phase === 'over') return { ...s, rng: [], stack: [], players: s.players.map((p) => ({ ...p, deck: p.deck.slice().sort((a, b) => a - b), next: [] })) };
  const pending = s.pending && pendingFor(s, s.pending, seat);
  return {
    ...s,
    rng: [],
    stack: [],
    pending,
    players: s.players.map((p, i) => {
      const mine = seesAs(s, seat, i);
      let mats = p.mats;
      if (!mine && PRIVATE_MATS.some((m) => p.mats[m]?.length)) {
        mats = { ...p.mats };
        for (const m of PRIVATE_MATS) if (mats[m]) mats[m] = hide(mats[m]);
      }
      return {
        ...p,
        hand: mine ? p.hand : hide(p.hand),
        deck: mine ? p.deck.slice().sort((a, b) => a - b) : hide(p.deck),
        discard: mine ? p.discard : p.discard.map((c, k) => (k === p.discard.length - 1 ? c : -1)),
        look: mine ? p.look : hide(p.look),
        mats,
        // Next-turn instructions carry no card a seat could not see, but only their owner needs them.
        next: mine ? p.next : [],
      };
    }),
  };
}
