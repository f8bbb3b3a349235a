/**
 * Cards: sets, awards, trading, drawing, and the takeover of an eliminated player's hand.
 */
import { err, type Seat } from '../core/types';
import { plural, RiskWorking, type Step } from './working';
import { CARD_SYMBOL, CARD_TERRITORY, cardName, territoryIndex, territoryName } from './graph';
import type { TerritoryId } from './map';
import type { RiskOptions, RiskState } from './types';

const WILD = 3;
/** Fixed awards: three infantry, three cavalry, three artillery; one of each is worth FIXED_MIXED. */
export const FIXED_THREE = [4, 6, 8] as const;
export const FIXED_MIXED = 10;

/** Whether three cards form a set: three of a kind, one of each, or any two plus a wild. */
export function isSet(a: number, b: number, c: number): boolean {
  const x = CARD_SYMBOL[a];
  const y = CARD_SYMBOL[b];
  const z = CARD_SYMBOL[c];
  if (x === WILD || y === WILD || z === WILD) return true;
  return (x === y && y === z) || (x !== y && y !== z && x !== z);
}

/** Escalating award of the n-th trade of the game (1-based): 4, 6, 8, 10, 12, 15, then +5 each. */
export function escalatingAward(n: number): number {
  return n <= 5 ? 2 * n + 2 : 5 * n - 15;
}

/**
 * Fixed award of a set. A wild counts as whatever completes the most valuable set: two matching
 * cards + wild make three of that kind; two different cards (or one card and two wilds) make one of each.
 */
export function fixedAward(a: number, b: number, c: number): number {
  // Without arrays (this runs at every trade of the simulators): the kinds of the cards that are not wild.
  const x = CARD_SYMBOL[a];
  const y = CARD_SYMBOL[b];
  const z = CARD_SYMBOL[c];
  const wilds = (x === WILD ? 1 : 0) + (y === WILD ? 1 : 0) + (z === WILD ? 1 : 0);
  if (wilds === 0) return x === y && y === z ? FIXED_THREE[x] : FIXED_MIXED;
  if (wilds === 1) {
    // The two others: alike make three of that kind.
    const p = x === WILD ? y : x;
    const q = z === WILD ? y : z;
    return p === q ? FIXED_THREE[p] : FIXED_MIXED;
  }
  return FIXED_MIXED;
}

/** Armies for trading this set now (`trades`: sets traded before this one, by anyone). */
export function setAward(options: RiskOptions, trades: number, cards: readonly number[]): number {
  return options.cardSets === 'escalating' ? escalatingAward(trades + 1) : fixedAward(cards[0], cards[1], cards[2]);
}

/** Whether a hand holds at least one set (any five cards always do). */
export function hasSet(hand: readonly number[]): boolean {
  if (hand.length < 3) return false;
  const n = [0, 0, 0, 0];
  for (const c of hand) if (c >= 0) n[CARD_SYMBOL[c]]++;
  return n[WILD] > 0 || n[0] >= 3 || n[1] >= 3 || n[2] >= 3 || (n[0] > 0 && n[1] > 0 && n[2] > 0);
}

/** Every set in a hand, each as three card numbers in increasing order. */
export function handSets(hand: readonly number[]): [number, number, number][] {
  const h = hand.filter((c) => c >= 0).sort((x, y) => x - y);
  const out: [number, number, number][] = [];
  for (let i = 0; i < h.length; i++)
    for (let j = i + 1; j < h.length; j++) for (let k = j + 1; k < h.length; k++) if (isSet(h[i], h[j], h[k])) out.push([h[i], h[j], h[k]]);
  return out;
}

/** The territories of a set that earn the +2 bonus (owned by the seat), in card order. */
export function bonusChoices(state: RiskState, seat: Seat, cards: readonly number[]): number[] {
  const out: number[] = [];
  if (state.options.bonusOncePerTurn && state.bonusTaken) return out;
  for (const c of cards) {
    const t = CARD_TERRITORY[c];
    if (t >= 0 && state.owner[t] === seat && !out.includes(t)) out.push(t);
  }
  return out;
}

function listCards(cards: readonly number[]): string {
  const names = cards.map(cardName);
  return names.length < 2 ? names.join('') : names.slice(0, -1).join(', ') + ' and ' + names[names.length - 1];
}

export function applyTrade(state: RiskState, cards: readonly [number, number, number], bonus: TerritoryId | undefined, seat: Seat, quiet = false): Step {
  if (state.phase !== 'trade') return err('wrong-phase', 'You cannot trade cards now: cards are traded at the start of your turn (or after an elimination).');
  const [a, b, c] = cards;
  if (a === b || b === c || a === c) return err('bad-cards', 'A trade needs three different cards.');
  const hand = state.hands[seat];
  const missing = !hand.includes(a) ? a : !hand.includes(b) ? b : !hand.includes(c) ? c : -1;
  if (missing >= 0) return err('not-held', `You do not hold ${cardName(missing)}.`);
  if (!isSet(a, b, c)) return err('not-a-set', `${listCards([a, b, c])} do not form a set: trade three of a kind, one of each, or any two with a wild.`);
  const choices = bonusChoices(state, seat, [a, b, c]);
  let bonusAt = choices.length > 0 ? choices[0] : -1;
  if (bonus !== undefined) {
    const t = territoryIndex(bonus);
    if (state.options.bonusOncePerTurn && state.bonusTaken)
      return err('bonus-taken', 'You already placed the +2 bonus armies this turn: it is given at most once per turn.');
    if (!choices.includes(t)) {
      return err(
        'bad-bonus',
        CARD_TERRITORY[a] !== t && CARD_TERRITORY[b] !== t && CARD_TERRITORY[c] !== t
          ? `${territoryName(t)} is not on one of the traded cards.`
          : `You do not own ${territoryName(t)}, so it earns no bonus.`,
      );
    }
    bonusAt = t;
  }

  const ctx = new RiskWorking(state, quiet);
  const d = ctx.s;
  const award = setAward(state.options, state.trades, [a, b, c]);
  d.trades = state.trades + 1;
  ctx.reserveW()[seat] += award;
  const hands = state.hands.slice();
  hands[seat] = hand.filter((x) => x !== a && x !== b && x !== c);
  d.hands = hands;
  d.discard = [...state.discard, a, b, c];
  ctx.reveal();
  if (!quiet) {
    const how = state.options.cardSets === 'escalating' ? `set number ${d.trades}` : 'fixed table';
    ctx.say(`{${seat}} trades ${listCards([a, b, c])} for ${plural(award, 'army', 'armies')} (${how}).`);
  }
  if (bonusAt >= 0) {
    d.armies[bonusAt] += 2;
    d.bonusTaken = true;
    if (!quiet) ctx.sayOn(`{${seat}} places 2 bonus armies on ${territoryName(bonusAt)}, a traded card's territory.`, [bonusAt]);
  } else if (!quiet && state.options.bonusOncePerTurn && state.bonusTaken) {
    // Under fog only the trader, and whoever sees its land on the cards, may learn that it owns some.
    const own = [a, b, c].map((x) => CARD_TERRITORY[x]).filter((t) => t >= 0 && state.owner[t] === seat);
    if (own.length > 0) ctx.sayOn(`No bonus armies this time: the +2 for a traded card's territory is given at most once per turn.`, own, [seat]);
  }
  afterTrade(ctx, seat);
  return ctx;
}

/** After a trade: keep trading while forced (or while a set remains), else go place armies. */
function afterTrade(ctx: RiskWorking, seat: Seat): void {
  const d = ctx.s;
  const n = d.hands[seat].length;
  if (d.forced) {
    if (n <= 4) {
      d.forced = false;
      d.phase = 'place';
    }
    return;
  }
  if (!hasSet(d.hands[seat])) d.phase = 'place';
}

export function applyEndTrade(state: RiskState, seat: Seat, quiet = false): Step {
  if (state.phase !== 'trade') return err('wrong-phase', 'You are not trading cards now.');
  const n = state.hands[seat].length;
  if (state.forced) return err('must-trade', `You must trade: you hold ${n} cards after the elimination and must get down to four or fewer.`);
  if (n >= 5) return err('must-trade', `You must trade: you hold ${n} cards.`);
  const ctx = new RiskWorking(state, quiet);
  ctx.s.phase = 'place';
  if (!quiet) ctx.say(`{${seat}} keeps their cards.`);
  return ctx;
}

/** End of a turn with a conquest: the seat draws the top card (reshuffling the traded cards if the deck is empty). */
export function drawCard(ctx: RiskWorking, seat: Seat): void {
  const d = ctx.s;
  let deck = d.deck;
  if (deck.length === 0) {
    if (d.discard.length === 0) {
      ctx.say(`{${seat}} earns a card, but every card is in someone's hand.`);
      return;
    }
    deck = ctx.dice.shuffle(d.discard);
    d.discard = [];
    ctx.say(`The deck is empty: the ${deck.length} traded cards are shuffled into a new deck.`);
  }
  const card = deck[deck.length - 1];
  d.deck = deck.slice(0, -1);
  const hands = d.hands.slice();
  hands[seat] = [...hands[seat], card];
  d.hands = hands;
  ctx.reveal();
  if (!ctx.quiet)
    ctx.log.push({
      text: `{${seat}} draws ${cardName(card)} for conquering a territory this turn.`,
      seat,
      only: [seat],
      others: `{${seat}} draws a card for conquering a territory this turn.`,
    });
}

/** Elimination: the victor takes every card of the eliminated seat. */
export function takeCards(ctx: RiskWorking, victor: Seat, loser: Seat): void {
  const d = ctx.s;
  const taken = d.hands[loser];
  if (taken.length === 0) return;
  const hands = d.hands.slice();
  hands[victor] = [...hands[victor], ...taken];
  hands[loser] = [];
  d.hands = hands;
  ctx.reveal();
  if (ctx.quiet) return;
  ctx.log.push({
    text: `{${victor}} takes {${loser}}'s cards: ${listCards(taken)}.`,
    seat: victor,
    only: [victor, loser],
    others: `{${victor}} takes {${loser}}'s ${plural(taken.length, 'card')}.`,
  });
}
