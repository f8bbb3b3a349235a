/**
 * How bots answer pending decisions: by the decision's tag (trash, discard, gain, react…), using card
 * worth. Always returns one of the legal moves.
 *
 * In a Possession turn the possessor's bot answers for the possessed player (`seat` is the possessor, the
 * hand read is the possessed player's): what is gained is the possessor's, so gains are valued for its
 * deck; trashed cards are only set aside and go back to the possessed player, so a trash-for-benefit
 * (Remodel, Salvager, Apprentice, Expand…) trashes the most valuable card for the biggest gain — except
 * Bishop, whose VP tokens the possessed player keeps; Haven sets aside their worst card.
 */
import type { Seat } from '../core/types';
import { BASE_VP, CARDS, COPPER, CURSE, ESTATE, IS_ACTION, IS_TREASURE, IS_VICTORY, NAME, PROVINCE } from './cards';
import { left, ownedCards, playPriority, totalMoney, worth } from './botEval';
import { buyValue, possessing } from './botBuy';
import { engineTrasher, kingdomInfo } from './botPlan';
import { deckShape, tuning } from './botEngine';
import { victoryGainValue } from './botVictory';
import type { DominionMove, DominionState } from './types';

type Decide = Extract<DominionMove, { type: 'decide' }>;

const minOf = (v: DominionState): number => (v.pending && 'min' in v.pending ? v.pending.min : 0);
const sum = (xs: readonly number[], f: (x: number) => number): number => xs.reduce((a, x) => a + f(x), 0);

/** The player the decision is about (the possessed player in a Possession turn, whose hand it reads). */
function actor(v: DominionState): Seat {
  return v.pending ? v.pending.seat : v.current;
}

/** Whether `seat` answers for the player it possesses now. */
function forPossessed(v: DominionState, seat: Seat): boolean {
  return possessing(v, seat) && actor(v) === v.current;
}

/** A gained card's worth to the gainer's deck: Victory cards by the stage of the game, others as bought. */
function gainValue(v: DominionState, seat: Seat, c: number): number {
  if (c === CURSE) return -10;
  const planned = victoryGainValue(v, seat, c);
  if (planned !== undefined) return planned;
  if (c === COPPER) return 0.5;
  if (IS_VICTORY[c] && !IS_ACTION[c] && !IS_TREASURE[c]) {
    const pl = left(v, PROVINCE);
    if (c === PROVINCE) return 10;
    if (pl <= 5) return CARDS[c].cost.coins;
    return c === ESTATE ? -1 : 1;
  }
  return buyValue(v, c, ownedCards(v, seat));
}

/**
 * Haven: set aside the card that costs least now and helps most next turn — a Treasure beyond what this
 * turn's buy needs, else an Action that cannot be played; a Victory card or Curse only as a last resort.
 * For a possessed player: their worst card (it clogs their next hand).
 */
function havenScore(v: DominionState, seat: Seat, c: number): number {
  if (forPossessed(v, seat)) return -worth(c);
  const hand = v.players[actor(v)].hand;
  let money = v.turn.coins;
  for (const x of hand) if (x >= 0 && IS_TREASURE[x]) money += CARDS[x].coins ?? 0;
  const tier = (m: number): number => (m >= 8 ? 3 : m >= 6 ? 2 : m >= 3 ? 1 : 0);
  if (IS_TREASURE[c]) return tier(money - (CARDS[c].coins ?? 0)) === tier(money) ? 2 + worth(c) : -worth(c);
  if (IS_ACTION[c]) return v.turn.actions === 0 ? 1 + worth(c) : -worth(c);
  return -3;
}

/** Scores a pick answer for the decision's purpose; the best-scoring legal answer is chosen. */
function pickScore(v: DominionState, seat: Seat, tag: string, a: readonly number[]): number {
  const late = left(v, PROVINCE) <= 4;
  const mine = v.pending?.seat === seat && v.current !== seat ? false : true;
  const forOther = forPossessed(v, seat);
  switch (tag) {
    case 'trash': {
      // Possession: their trashed cards come back to them; the gain or +$ or draw is for the possessor.
      if (forOther) return sum(a, (c) => (v.pending?.prompt.includes('VP') ? -worth(c) : worth(c)));
      // Trash junk: Curses always; Estates before the late game; Coppers while money stays healthy.
      // The engine plan counts its Actions' $ (Market, Festival) and keeps less Copper.
      const engine = engineTrasher(kingdomInfo(v)) >= 0;
      const money = engine ? deckShape(ownedCards(v, seat)).coins : totalMoney(v, seat);
      let copperOk = Math.max(0, money - (engine ? tuning.copperKeep : 6));
      return sum(a, (c) => {
        if (c === CURSE) return 10;
        if (c === ESTATE && !late) return 4;
        // Never a Duchy, Province or Colony when anything else may go (a forced trash — Farmland's, Trader's
        // — took a Province as "a dead card" before the late game: Hinterlands' Adventures Abroad).
        if (BASE_VP[c] >= 3 && !IS_ACTION[c] && !IS_TREASURE[c]) return -20 - BASE_VP[c];
        if (c === COPPER && copperOk > 0 && minOf(v) === 0) {
          copperOk--;
          return 1;
        }
        return minOf(v) > 0 ? -worth(c, late) : -5 - worth(c, late);
      });
    }
    case 'discard':
    case 'pass':
      // Discard (or pass) the least useful; optional discards only of dead cards.
      return sum(a, (c) => {
        const dead = c === CURSE || (IS_VICTORY[c] && !IS_ACTION[c] && !IS_TREASURE[c]);
        return dead ? 5 : minOf(v) > 0 ? -worth(c) : -3 - worth(c);
      });
    case 'topdeck':
      return sum(a, (c) => (IS_VICTORY[c] && !IS_TREASURE[c] && !IS_ACTION[c] ? 3 : -worth(c)) + (minOf(v) === 0 ? -2 : 0));
    case 'gain':
      return sum(a, (c) => (mine ? gainValue(v, seat, c) : -worth(c, late)));
    case 'aside':
      return sum(a, (c) => havenScore(v, seat, c));
    case 'give':
      // Swindler: the victim gets the worst card.
      return sum(a, (c) => -worth(c, late));
    case 'play':
      return sum(a, (c) => playPriority(c, 0));
    case 'name': {
      const deck = v.players[actor(v)].deck.filter((c) => c >= 0);
      return sum(a, (c) => deck.filter((x) => x === c).length);
    }
    case 'reveal':
      // Ambassador: the worst card (it goes back to the Supply and the others gain a copy).
      if (v.pending?.prompt.includes('Supply')) return sum(a, (c) => (c === CURSE ? 10 : c === ESTATE && !late ? 6 : c === COPPER ? 3 : -2 * worth(c, late)));
      // Courtier: the card with the most types.
      return a.length;
    case 'copy':
      // Mint: copy the best Treasure, never a Copper.
      return sum(a, (c) => worth(c) - 1);
    case 'take':
      // Counting House: every Copper.
      return a.length;
    case 'ban':
      // Contraband, named by an opponent: the most expensive card.
      return sum(a, (c) => CARDS[c].cost.coins);
    case 'banGain':
      // War Chest, named by an opponent: the best card it could gain ($5 or less).
      return sum(a, (c) => (CARDS[c].cost.coins <= 5 ? worth(c) : -1));
    default:
      return 0;
  }
}

/** Labels whose worth depends on the card in question (a gained card, Loan's or Crystal Ball's card). */
function cardOptionScore(v: DominionState, seat: Seat, label: string, card: number): number | null {
  const late = left(v, PROVINCE) <= 4;
  const junk = card === CURSE || (card === ESTATE && !late) || (card === COPPER && totalMoney(v, seat) > 12);
  switch (label) {
    case 'Reveal Watchtower: trash it':
    case 'trash it':
      return junk ? 5 : -5;
    case 'Reveal Watchtower: put it onto your deck':
    case 'Royal Seal: put it onto your deck':
    case 'Tiara: put it onto your deck':
      return !junk && worth(card, late) >= 3 && !(IS_VICTORY[card] && !IS_TREASURE[card] && !IS_ACTION[card]) ? 3 : -1;
    case 'discard it':
      return IS_VICTORY[card] && !IS_TREASURE[card] && !IS_ACTION[card] ? 2 : 0;
    case 'play it':
      return 4;
    case 'return 0':
    case 'return 1':
    case 'return 2':
      // Ambassador: return junk, keep the rest.
      return (junk || (card === COPPER && totalMoney(v, seat) > 8) ? 1 : -1) * Number(label.slice(7));
    case 'leave it there':
      return 1;
    case 'Done':
    case "Don't reveal":
      return 0;
    default:
      return null;
  }
}

function optionScore(v: DominionState, label: string): number {
  const pl = v.players[actor(v)];
  switch (label) {
    case 'Done':
    case "Don't reveal":
      return -1;
    case '+$2':
      return 3;
    case '+$3':
      return 5;
    case 'gain a Gold':
      return 4;
    case '+1 Card':
      return 2.5;
    case '+1 Action':
      return pl.hand.some((c) => c >= 0 && IS_ACTION[c]) ? 3 : 1;
    case '+1 Buy':
      return 1.5;
    case '+$1':
      return 2;
    case '+2 Cards':
      return 2.8;
    case '+3 Cards':
      return v.turn.actions > 0 && pl.hand.some((c) => c >= 0 && IS_ACTION[c]) ? 1 : 4;
    case '+2 Actions':
      return pl.hand.filter((c) => c >= 0 && IS_ACTION[c]).length >= 1 ? 5 : 0;
    case 'trash 2 cards from your hand':
      return pl.hand.filter((c) => c === CURSE || c === ESTATE).length >= 2 ? 6 : 0;
    case 'discard 2 cards':
      return pl.hand.length >= 4 ? 2 : 0;
    case 'gain a Curse into your hand':
      return 1;
    case 'discard your hand and draw 4 (others with 5+ cards too)':
      return sumHand(pl.hand) <= 3 ? 4 : 0;
    case 'gain an Action card from the trash':
      return v.trash.some((c) => IS_ACTION[c]) ? 2 : -2;
    default:
      // A Reaction already revealed to this Attack is not revealed again: nothing a bot plays gains by
      // it, and Secret Chamber's draw-2-put-back-2 would otherwise loop for ever.
      if (label.startsWith('Reveal') && label.endsWith(' again')) return -1;
      return label.startsWith('Reveal') ? 10 : label === 'on top' ? 1 : 0;
  }
}

function sumHand(hand: readonly number[]): number {
  return sum(hand, (c) => (c >= 0 && IS_TREASURE[c] ? (c === COPPER ? 1 : 2) : 0));
}

function yesNo(v: DominionState, seat: Seat): boolean {
  const d = v.pending;
  if (!d) return true;
  const text = d.prompt;
  if (d.tag === 'spy') {
    const victim = v.current !== seat ? seat : -1;
    const name = /discard \{(\d+)\}'s (.+)\?/.exec(text);
    if (!name) return true;
    const owner = Number(name[1]);
    const card = NAME.indexOf(name[2].split('?')[0]);
    const good = card >= 0 && worth(card) >= 3;
    return owner === seat || victim === seat ? !good : good;
  }
  if (d.tag === 'aside') return v.turn.actions === 0;
  if (d.tag === 'vault')
    return v.players[actor(v)].hand.filter((c) => c === CURSE || (c >= 0 && IS_VICTORY[c] && !IS_TREASURE[c] && !IS_ACTION[c])).length >= 2;
  if (text.includes('Mining Village')) return left(v, PROVINCE) <= 2;
  if (text.includes('discard 2 cards for'))
    return v.players[actor(v)].hand.filter((c) => c === CURSE || (c >= 0 && IS_VICTORY[c] && !IS_TREASURE[c])).length >= 2;
  return true;
}

export function decide(v: DominionState, seat: Seat, legal: readonly DominionMove[], _random: () => number): DominionMove {
  const d = v.pending;
  const decides = legal.filter((m): m is Decide => m.type === 'decide');
  if (!d || decides.length === 0) return legal[0];
  if (d.kind === 'yesno') {
    const want = yesNo(v, seat);
    return decides.find((m) => m.answer === want) ?? decides[0];
  }
  if (d.kind === 'order') return decides[0];
  let best = decides[0];
  let top = -Infinity;
  const about = typeof d.then.card === 'number' ? d.then.card : -1;
  const optScore = (label: string): number => (about >= 0 ? cardOptionScore(v, seat, label, about) : null) ?? optionScore(v, label);
  for (const m of decides) {
    const a = m.answer as number[];
    const score = d.kind === 'option' ? sum(a, (k) => optScore(d.options[k])) : pickScore(v, seat, d.tag ?? '', a);
    if (score > top) {
      top = score;
      best = m;
    }
  }
  return best;
}
