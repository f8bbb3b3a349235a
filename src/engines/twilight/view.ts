/**
 * What a seat may see (4.5C, 5): its own hand; the other hand and the draw pile as -1s (counts kept);
 * (the US hand to the USSR while Aldrich Ames Remix is in effect, never to a spectator, nor its pick's options); the other side's headline until both are revealed or it was revealed first (Man in Earth Orbit) (and its answer to the pending headline decision); a secret pick's options only for its chooser;
 * never the generator state or the test dice.
 */
import { hideAnswers } from '../core/instructions';
import type { Seat } from '../core/types';
import { revealedFirst } from './headline';
import type { Side, TwilightState } from './types';

/** Aldrich Ames Remix: the US hand stays open to the USSR for the rest of the turn. */
export const ALDRICH_AMES = 98;

/**
 * Aldrich Ames Remix's pick (CARD_EFFECTS 98: "The US reveals its hand to the USSR", not to all): its
 * options are the US hand, seen by the USSR and the US only, never by a spectator (the replay viewer).
 */
const amesPick = (p: NonNullable<TwilightState['pending']>): boolean => p.kind === 'pick' && p.then.op === 'card' && p.then.card === ALDRICH_AMES;

export function view(s: TwilightState, seat: Seat | null): TwilightState {
  const hidden = (p: number) => p !== seat;
  const shown = (p: number) => !hidden(p) || (p === 1 && seat === 0 && s.effects.some((e) => e.card === ALDRICH_AMES));
  const p = s.pending && hideAnswers(s.pending, seat);
  return {
    ...s,
    rng: [],
    rigged: [],
    deck: s.deck.map(() => -1),
    hands: s.hands.map((h, i) => (shown(i) ? h : h.map(() => -1))),
    headline: s.headlineRevealed ? s.headline : s.headline.map((c, i) => (hidden(i) && c >= 0 && !revealedFirst(s, i as Side) ? 0 : c)),
    // A secret pick's options and its continuation's remembered cards (e.g. the card Grain Sales took) stay with the chooser.
    pending:
      p && p.kind === 'pick' && ((p.secret && hidden(p.seat)) || (amesPick(p) && !shown(1)))
        ? { ...p, options: [], then: p.then.op === 'card' ? { op: 'card', card: p.then.card, step: p.then.step, side: p.then.side } : p.then }
        : p && p.kind === 'action' && p.only !== undefined && hidden(p.seat)
          ? { kind: 'action', seat: p.seat, optional: p.optional }
          : p,
  };
}
