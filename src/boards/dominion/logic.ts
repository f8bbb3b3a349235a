/**
 * What the board and the panel may do now, from the engine's legal moves and pending decision only:
 * which hand cards and piles are live, what a click sends, and how a half-made answer grows.
 * Headless (no React, no Konva) so it is unit-tested.
 */
import { checkAnswer, type Decision } from '../../engines/core/instructions';
import type { Seat } from '../../engines/core/types';
import { CARDS, IS_ACTION, IS_TREASURE, IS_VICTORY, NAME } from '../../engines/dominion/cards';
import { buyEndsGame } from '../../engines/dominion/ending';
import { controllerOf, pickSource, type PickSource } from '../../engines/dominion/ui';
import type { DominionMove, DominionState } from '../../engines/dominion/types';
import type { ScoreLine } from '../../engines/dominion/scoring';

export type Decide = Extract<DominionMove, { type: 'decide' }>;

/** The decision the device seat must answer now, or null. */
export function myDecision(view: DominionState, seat: Seat | null, legal: readonly DominionMove[]): Decision | null {
  const d = view.pending;
  if (!d || seat === null || controllerOf(view, d.seat) !== seat) return null;
  return legal.some((m) => m.type === 'decide') ? d : null;
}

/** Identifies a decision, so a half-made answer is dropped when a new decision comes. */
export function decisionKey(d: Decision | null): string {
  if (!d) return '';
  const what = d.kind === 'pick' || d.kind === 'order' ? d.items : d.kind === 'option' ? d.options : [];
  return `${d.seat}|${d.kind}|${d.tag ?? ''}|${d.prompt}|${what.join(',')}`;
}

/** Where a pick's items are, or null for other kinds of decision. */
export function sourceOf(d: Decision | null): PickSource | null {
  return d && d.kind === 'pick' ? pickSource(d) : null;
}

/**
 * Where the board takes a pick's answer from: as sourceOf, except that naming a card (Wishing Well)
 * is done on the Supply when every card that may be named has a pile.
 */
export function clickSource(view: DominionState, d: Decision | null): PickSource | null {
  const s = sourceOf(d);
  if (s === 'name' && d?.kind === 'pick' && d.items.every((c) => view.piles.includes(c))) return 'supply';
  return s;
}

/** The move a click on a hand card makes now (play an Action, play a Treasure), or null. */
export function handMove(legal: readonly DominionMove[], card: number): DominionMove | null {
  for (const m of legal) if ((m.type === 'play' || m.type === 'treasure') && m.card === card) return m;
  // With one kind of Treasure in hand the engine offers only "play all Treasures".
  if (IS_TREASURE[card] && !legal.some((m) => m.type === 'treasure')) return legal.find((m) => m.type === 'treasures') ?? null;
  return null;
}

/** Hand cards a click plays now. */
export function playableCards(legal: readonly DominionMove[], hand: readonly number[]): Set<number> {
  return new Set(hand.filter((c) => handMove(legal, c) !== null));
}

/** Supply cards a click buys now. */
export function buyableCards(legal: readonly DominionMove[]): Set<number> {
  return new Set(legal.flatMap((m) => (m.type === 'buy' ? [m.card] : [])));
}

export function find<T extends DominionMove['type']>(legal: readonly DominionMove[], type: T): Extract<DominionMove, { type: T }> | undefined {
  return legal.find((m) => m.type === type) as Extract<DominionMove, { type: T }> | undefined;
}

const countOf = (xs: readonly number[], x: number): number => xs.reduce((n, y) => n + (y === x ? 1 : 0), 0);

/** For each card of `cards` (in order), whether it is one of the picked (the first k copies of a card picked k times). */
export function pickedFlags(cards: readonly number[], picked: readonly number[]): boolean[] {
  const left = new Map<number, number>();
  for (const c of picked) left.set(c, (left.get(c) ?? 0) + 1);
  return cards.map((c) => {
    const n = left.get(c) ?? 0;
    if (n <= 0) return false;
    left.set(c, n - 1);
    return true;
  });
}

/** For each card of `cards`, whether it may be picked in this decision (as many copies as the items hold). */
export function eligibleFlags(cards: readonly number[], items: readonly number[]): boolean[] {
  return pickedFlags(cards, items);
}

/**
 * The picked multiset after clicking a card that is (`isPicked`) or is not picked yet. A single pick
 * replaces the last choice; past the maximum the click is ignored.
 */
export function togglePick(d: Extract<Decision, { kind: 'pick' }>, picked: readonly number[], card: number, isPicked: boolean): number[] {
  if (isPicked) {
    const i = picked.lastIndexOf(card);
    return i < 0 ? picked.slice() : [...picked.slice(0, i), ...picked.slice(i + 1)];
  }
  if (countOf(picked, card) >= countOf(d.items, card)) return picked.slice();
  if (d.max === 1) return [card];
  if (picked.length >= d.max) return picked.slice();
  return [...picked, card];
}

/** Clicking a card picks it and answers at once when only one card is chosen (max 1). */
export function answersAtOnce(d: Decision): boolean {
  return d.kind === 'pick' && d.max === 1;
}

/** The answer for a set of picks, when the decision accepts it (checked by the engine's own rule). */
export function pickAnswer(d: Decision, picked: readonly number[]): Decide | null {
  const answer = picked.slice().sort((a, b) => a - b);
  return checkAnswer(d, answer) ? null : { type: 'decide', answer };
}

/** Option indices after toggling option k (several options chosen, e.g. Pawn). */
export function toggleOption(d: Extract<Decision, { kind: 'option' }>, picked: readonly number[], k: number): number[] {
  if (picked.includes(k)) return picked.filter((x) => x !== k);
  if (d.max === 1) return [k];
  if (picked.length >= d.max) return picked.slice();
  return [...picked, k].sort((a, b) => a - b);
}

/** An order of item positions: `order` moved so that item position `i` goes one place toward the top. */
export function raise(order: readonly number[], i: number): number[] {
  const at = order.indexOf(i);
  if (at <= 0) return order.slice();
  const out = order.slice();
  [out[at - 1], out[at]] = [out[at], out[at - 1]];
  return out;
}

export function lower(order: readonly number[], i: number): number[] {
  const at = order.indexOf(i);
  if (at < 0 || at >= order.length - 1) return order.slice();
  const out = order.slice();
  [out[at + 1], out[at]] = [out[at], out[at + 1]];
  return out;
}

/** The order answer: items in the order given (top first). */
export function orderAnswer(d: Extract<Decision, { kind: 'order' }>, order: readonly number[] | null): Decide | null {
  const o = order && order.length === d.items.length ? order : d.items.map((_, i) => i);
  const answer = o.map((i) => d.items[i]);
  return checkAnswer(d, answer) ? null : { type: 'decide', answer };
}

const GROUP = (c: number): number => (IS_ACTION[c] ? 0 : IS_TREASURE[c] ? 1 : IS_VICTORY[c] ? 2 : 3);

/** A hand as shown: Actions, then Treasures, Victory cards and Curses; by cost then name within each. */
export function sortHand(hand: readonly number[]): number[] {
  return hand.slice().sort((a, b) => GROUP(a) - GROUP(b) || CARDS[b].cost.coins - CARDS[a].cost.coins || CARDS[a].name.localeCompare(CARDS[b].name));
}

/** The verb of a pick's confirm button, from the decision's tag. */
export function pickVerb(d: Decision): string {
  switch (d.tag) {
    case 'trash':
      return 'Trash';
    case 'discard':
      return 'Discard';
    case 'topdeck':
      return 'Put on your deck';
    case 'gain':
      return 'Gain';
    case 'give':
      return 'Give';
    case 'play':
      return 'Play';
    case 'reveal':
      return 'Reveal';
    case 'pass':
      return 'Pass';
    case 'name':
      return 'Name';
    default:
      return 'Choose';
  }
}

/** "Choose exactly 2", "Choose up to 4", "Choose 1 to 3". */
export function pickRange(d: Extract<Decision, { kind: 'pick' | 'option' }>): string {
  if (d.min === d.max) return `exactly ${d.max}`;
  if (d.min === 0) return d.max >= 99 ? 'any number' : `up to ${d.max}`;
  return `${d.min} to ${d.max}`;
}

/** "Copper ×3, Estate ×2". */
export function groupNames(cards: readonly number[]): string {
  const seen = new Map<number, number>();
  for (const c of cards) seen.set(c, (seen.get(c) ?? 0) + 1);
  return [...seen].map(([c, n]) => (c < 0 ? `${n} hidden` : `${CARDS[c].name}${n > 1 ? ` ×${n}` : ''}`)).join(', ');
}

/** A score line as read on the end screen: "3 Province × 6", "2 Gardens × 3 (34 cards)". */
export function lineText(l: ScoreLine): string {
  return `${l.count} ${CARDS[l.card]?.name ?? '?'} × ${l.each}${l.basis ? ` (${l.basis})` : ''}`;
}

/** The VP counter's text beside a player's name ("12 VP"), or '' when the counter is off. */
export function vpText(scores: readonly number[] | undefined, seat: number): string {
  const v = scores?.[seat];
  return v === undefined ? '' : `${v} VP`;
}

/** A choice of a position in a deck (Secret Passage): one control, not a button per position. */
export function isPosition(d: Decision | null): boolean {
  return d !== null && d.kind === 'option' && d.tag === 'position' && d.max === 1;
}

/** The position chosen so far (0: on top), kept within the deck. */
export function positionOf(d: Extract<Decision, { kind: 'option' }>, picked: readonly number[]): number {
  const p = picked[0] ?? 0;
  return Math.max(0, Math.min(d.options.length - 1, p));
}

/** The position after a step of `by` (−1 up toward the top, +1 down), or a jump to `to`. */
export function movePosition(d: Extract<Decision, { kind: 'option' }>, picked: readonly number[], by: number, to?: number): number[] {
  const at = to ?? positionOf(d, picked) + by;
  return [Math.max(0, Math.min(d.options.length - 1, at))];
}

/**
 * The question the board asks before a buy that ends the game (engine `buyEndsGame`): "This buy ends
 * the game at the end of your turn: it takes the last Province. Buy it?"; null for any other move.
 */
export function endingBuyQuestion(view: DominionState, m: DominionMove | null | undefined): string | null {
  if (!m || m.type !== 'buy') return null;
  const why = buyEndsGame(view, m.card);
  return why ? `This buy ends the game at the end of your turn: ${why} Buy ${NAME[m.card]}?` : null;
}

/** Each player's cards as the viewer may know them (the view's `known`), grouped: "7 Copper, 3 Estate, 1 Silver". */
export function deckLines(view: DominionState, p: number): { card: number; count: number }[] | null {
  const cards = view.known?.[p];
  if (!cards) return null;
  const out: { card: number; count: number }[] = [];
  for (const c of cards) {
    const last = out[out.length - 1];
    if (last && last.card === c) last.count++;
    else out.push({ card: c, count: 1 });
  }
  return out;
}
