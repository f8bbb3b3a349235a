/**
 * How the loss analysis (danger.ts) deals the cards the mover cannot see into the opponent's hand: by ops
 * value, so that every unseen card is among the opponent's highest in some deal. `hiddenOf` says what the
 * mover cannot see in the first world dealt from its view, `worldsOf` deals the others.
 */
import { isScoring } from './cardinfo';
import { shallowCopy } from './draft';
import { canHeadline } from './headline';
import { opsValue } from './modifiers';
import type { Side, TwilightState } from './types';

/** Whether a state is a view (no generator, hidden cards as −1): the analysis deals a world from it. */
export const isView = (s: TwilightState): boolean => s.rng.length === 0 || s.hands.some((h) => h.some((c) => c < 0));

/** What the mover cannot see, in the worlds dealt from its view. */
export interface Hidden {
  readonly opp: Side;
  /** Every card dealt to a place the mover cannot see (none of them can be ruled out of the opponent's hand). */
  readonly unknown: ReadonlySet<number>;
  /** The opponent's hand slots hidden in the view. */
  readonly slots: readonly number[];
  /** Whether the opponent's headline is chosen and hidden. */
  readonly headline: boolean;
}

/** Whether the opponent is answering a secret pick from its hand (the world keeps that hand: its options name the cards). */
const busy = (s: TwilightState, opp: Side): boolean => s.pending?.kind === 'pick' && s.pending.seat === opp;

export function hiddenOf(view: TwilightState, world: TwilightState, side: Side): Hidden {
  const opp = (1 - side) as Side;
  const slots = busy(view, opp) ? [] : view.hands[opp].flatMap((c, i) => (c < 0 ? [i] : []));
  const headline = !view.headlineRevealed && view.headline[opp] === 0 && world.headline[opp] > 0;
  const unknown = new Set<number>([...slots.map((i) => world.hands[opp][i]), ...world.deck, ...(headline ? [world.headline[opp]] : [])]);
  return { opp, unknown, slots, headline };
}

/**
 * The other deals of the hidden cards (after the first world): the cards the mover cannot see, by ops value
 * (highest first), cut into hands so that each is in some hand with no card of higher ops (the rest of a
 * short group filled with lower cards); each card that may be headlined is the hidden headline of some world.
 * The draw pile gets the rest, in the first world's order.
 */
export function worldsOf(w0: TwilightState, h: Hidden | null): TwilightState[] {
  const out: TwilightState[] = [];
  if (h && (h.slots.length > 0 || h.headline)) {
    const n = h.slots.length;
    const pool = [...h.slots.map((i) => w0.hands[h.opp][i]), ...w0.deck, ...(h.headline ? [w0.headline[h.opp]] : [])];
    const ops = new Map(pool.map((id) => [id, isScoring(id) ? 0 : opsValue(w0, h.opp, id)]));
    const sorted = [...new Set(pool)].sort((a, b) => (ops.get(b) as number) - (ops.get(a) as number) || a - b);
    const hands = handsByOps(sorted, (id) => ops.get(id) as number, n);
    const heads = h.headline ? sorted.filter(canHeadline) : [];
    const count = Math.max(hands.length, heads.length);
    for (let k = 0; k < count; k++) {
      const hand = n > 0 ? hands[k % hands.length].slice() : [];
      const head = h.headline ? heads[k % heads.length] : -1;
      if (head >= 0 && hand.includes(head)) {
        const spare = sorted.find((id) => id !== head && !hand.includes(id));
        if (spare === undefined) continue;
        hand[hand.indexOf(head)] = spare;
      }
      out.push(dealt(w0, h, hand, head, pool));
    }
  }
  return out;
}

/** `w0` with the opponent's hidden slots holding `hand`, its hidden headline `head` (−1: unchanged), the rest of `pool` in the draw pile. */
function dealt(w0: TwilightState, h: Hidden, hand: readonly number[], head: number, pool: readonly number[]): TwilightState {
  const rest = pool.slice();
  const take = (id: number): void => {
    const i = rest.indexOf(id);
    if (i >= 0) rest.splice(i, 1);
  };
  hand.forEach(take);
  if (head >= 0) take(head);
  // The draw pile: the first world's order, the cards moved out of the hand at the bottom.
  const deck = rest.slice(h.slots.length).concat(rest.slice(0, h.slots.length)).slice(0, w0.deck.length);
  const w = shallowCopy(w0);
  const mine = w0.hands[h.opp].slice();
  h.slots.forEach((slot, i) => (mine[slot] = hand[i]));
  w.hands = h.opp === 0 ? [mine, w0.hands[1]] : [w0.hands[0], mine];
  w.deck = deck;
  if (head >= 0 && h.headline) {
    w.headline = w0.headline.map((c, i) => (i === h.opp ? head : c));
    const p = w0.pending;
    if (p && p.kind === 'headline' && p.answers?.[h.opp] !== undefined) w.pending = { ...p, answers: { ...p.answers, [h.opp]: head } };
  }
  return w;
}

/**
 * The hands of `n` cards cut from `sorted` (distinct cards, highest ops first): each group of equal ops in
 * chunks of `n`; a short chunk is filled with the cards after it (lower ops), then with those before it
 * (its own group's earlier cards first, then higher ops). Every hand holds `min(n, sorted.length)` distinct
 * cards, and every card is in some hand with as few cards of higher ops as can be (none, unless fewer than
 * `n` cards have ops no higher than its own).
 */
export function handsByOps(sorted: readonly number[], opsOf: (id: number) => number, n: number): number[][] {
  const hands: number[][] = [];
  for (let i = 0; n > 0 && i < sorted.length;) {
    const v = opsOf(sorted[i]);
    let j = i;
    while (j < sorted.length && opsOf(sorted[j]) === v) j++;
    for (let k = i; k < j; k += n) {
      const chunk = sorted.slice(k, Math.min(k + n, j));
      for (let f = j; chunk.length < n && f < sorted.length; f++) chunk.push(sorted[f]);
      for (let f = k - 1; chunk.length < n && f >= 0; f--) chunk.push(sorted[f]);
      hands.push(chunk);
    }
    i = j;
  }
  return hands;
}
