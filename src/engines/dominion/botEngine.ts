/**
 * The General bot's engine plan (issue 22): on a Curse kingdom that rewards it — one with Chapel (the
 * slower trashers lost to the money plan) — General opens with the trasher beside its
 * Curse-giver, trashes Estates, Curses and Coppers, adds non-terminal draw, villages and terminal draw by
 * the draw deficit (terminal draw against villages owned), buys payload and +Buy, and greens by the money
 * rules with its Actions' $ counted or once an average turn of its deck makes $7.5. A kingdom that does
 * not reward it is played by the money plan (Big Money with the kingdom's best cards, botBuy.ts).
 *
 * The reading is static (`engineKingdom`, made once per game with the kingdom's reading in botPlan.ts);
 * a deck's shape is one pass over its cards (`deckShape`).
 */
import { BASE_COINS, CARDS, COPPER, CURSE, ESTATE, IS_ACTION, IS_TREASURE, IS_VICTORY, cardId } from './cards';
import { withSettings } from './botEval';
import { PROGRAMS } from './programs';

/**
 * Trashers that thin a deck quickly (several cards a play, or one every turn for nothing): the engine's
 * opening card. Remodel-like and one-card trashers (Moneylender, Salvager) do not thin fast enough.
 */
const THINNERS = new Set(['Chapel', 'Sentry', 'Steward', 'Junk Dealer']);
const CHAPEL = cardId('Chapel');
const IS_THINNER: readonly boolean[] = CARDS.map((c) => c.kingdom === true && THINNERS.has(c.name));

/**
 * The cards a draw card adds to a hand, net of what it makes its player discard or put back: Library draws
 * to 7 (about 3 in an engine's hand), Courtyard puts one back, Embassy discards 3; sifters (Warehouse,
 * Secret Passage, Inn, Oasis: draw then discard as many) add no cards.
 */
const NET_DRAW: Readonly<Record<string, number>> = {
  Library: 3,
  Courtyard: 2,
  Embassy: 2,
  'Secret Passage': 1,
  Warehouse: 0,
  Inn: 0,
  Oasis: 0,
  Cellar: 0,
  'Jack of All Trades': 0,
  Cartographer: 1,
  Stables: 3,
  // Tide Pools discards 2 next turn.
  'Tide Pools': 1,
};
function drawOf(c: number): number {
  if (!IS_ACTION[c]) return 0;
  return NET_DRAW[CARDS[c].name] ?? PROGRAMS[c]?.cards ?? 0;
}
const DRAW: readonly number[] = CARDS.map((c) => drawOf(c.id));
const ACTIONS: readonly number[] = CARDS.map((c) => (IS_ACTION[c.id] ? (PROGRAMS[c.id]?.actions ?? 0) : 0));
/** The $ a card makes when played: a Treasure's value, an Action's +$. */
const COINS: readonly number[] = CARDS.map((c) => (IS_TREASURE[c.id] ? BASE_COINS[c.id] : IS_ACTION[c.id] ? (PROGRAMS[c.id]?.coins ?? 0) : 0));
const BUYS: readonly number[] = CARDS.map((c) => (IS_ACTION[c.id] ? (PROGRAMS[c.id]?.buys ?? 0) : 0));

/**
 * The plan's switches, read during one bot call (`withTuning` sets them around a synchronous call): the
 * simulator's A/B runs play General against itself with the engine plan off (bots.ts `GeneralMoney`).
 */
export interface Tuning {
  engine: boolean;
  /** The $ of the deck an engine's trashing keeps (Coppers are trashed beyond it). */
  copperKeep: number;
  green: number;
  /** The engine plan on kingdoms without a Curse-giver too (`freeEngineKingdom`): the A/B runs' variant. */
  free: boolean;
  /** The free engine greens from this turn on by the money rules, whatever its shape. */
  freeLate: number;
  /** Whether the free engine holds its Provinces (`freeGreens`) or greens as the Curse engine does. */
  freeHold: boolean;
  /**
   * The engine plan plays its trasher before terminal draw (Smithy, Library, Moat; not before its
   * Curse-giver) on a hand of this many Curses, Estates and Coppers or more (0: off): on K against Double
   * Witch 64.2% → 77.1% with 2 (3: 74.3%, 4: 68.5%; 4,000 games), on random kingdoms with Witch and
   * Chapel 66.2% → 66.7%, with Chapel, Laboratory and Market against BMU 80.9% → 81.0%.
   */
  chapelFirst: number;
}
export const tuning: Tuning = { engine: true, copperKeep: 6, green: 7.5, free: true, freeLate: 12, freeHold: true, chapelFirst: 2 };

export const withTuning = <T>(t: Partial<Tuning>, f: () => T): T => withSettings(tuning, t, f);

export const isThinner = (c: number): boolean => c >= 0 && IS_THINNER[c];
/** Non-terminal draw: +1 Action and +2 Cards or more (Laboratory). */
export const isLab = (c: number): boolean => ACTIONS[c] >= 1 && DRAW[c] >= 2;
/** A village: +2 Actions or more. */
export const isVillageCard = (c: number): boolean => ACTIONS[c] >= 2;
/** Terminal draw: no +Action, +2 Cards or more. */
export const isTerminalDraw = (c: number): boolean => IS_ACTION[c] && ACTIONS[c] === 0 && DRAW[c] >= 2;
/** Payload: a card that makes $ or gives +Buy (Market, Festival, Gold…). */
export const isPayload = (c: number): boolean => COINS[c] >= 2 || BUYS[c] >= 1;

/**
 * Whether the kingdom rewards an engine (see the module comment): its trasher, or -1 when it does not.
 * Only with a Curse-giver: the trasher then also clears the Curses the others give (measured on random
 * kingdoms of the five sets with a trasher, engine plan against the money plan, 6 games a kingdom: 53% on
 * the 35 Curse kingdoms, 31% on the 66 others — Big Money with the kingdom's best cards is faster there).
 */
export function engineKingdom(kingdom: readonly number[], cursers: number): number {
  if (cursers === 0) return -1;
  // Chapel with a Curse-giver is worth it even without Laboratory (it clears the Curses and the starting
  // cards at once: 68.5% against Double Witch on 30 such kingdoms, the money plan 56.9%). The slower
  // trashers (Sentry, Steward, Junk Dealer) lost to the money plan even with Laboratory and +Buy (third
  // session, against Double Witch on random kingdoms holding Witch, Laboratory, Market and Sentry: 43.0%,
  // the money plan 59.5%; with Steward 48.7% and 59.4%; 2,000 games each): the engine plan is Chapel's.
  return kingdom.includes(CHAPEL) ? CHAPEL : -1;
}

/**
 * Whether a kingdom without a Curse-giver rewards an engine: Chapel, draw bought with $ alone
 * (Laboratory, or terminal draw with a village) and +Buy on an Action. Its trasher, or -1.
 */
export function freeEngineKingdom(kingdom: readonly number[]): number {
  if (!kingdom.includes(CHAPEL)) return -1;
  const plain = (c: number): boolean => CARDS[c].cost.potions === 0;
  // Laboratory: terminal draw with villages (Smithy, Library, Wharf with Village, Worker's Village…) lost
  // to the money plan, whose Smithy-, Library- or Wharf-Big Money is fast (38.9% over 31 kingdoms × 10).
  const labs = kingdom.some((c) => isLab(c) && plain(c));
  // +Buy that does not stop the draw (Market, Worker's Village): the $16 turn takes two Provinces.
  const buy = kingdom.some((c) => IS_ACTION[c] && BUYS[c] >= 1 && ACTIONS[c] >= 1 && plain(c));
  return labs && buy ? CHAPEL : -1;
}

/**
 * The cards a turn of the free engine sees beyond its deck: each non-terminal drawer's draw counted whole
 * (it is one of the five and adds what it draws), so a Laboratory adds one, a Market none, a Gold takes one.
 */
export const freeRoom = (d: DeckShape): number => d.seen + d.cantrips - d.size;

/**
 * The free engine greens (Province) once its deck draws itself and makes $16 with a second buy, or from
 * turn `tuning.freeLate` on.
 */
export function freeGreens(d: DeckShape, turn: number): boolean {
  return (freeRoom(d) >= 0 && d.coins >= 16 && d.buys >= 1) || turn >= tuning.freeLate;
}

/** One pass over a deck: what an engine plan reads. */
export interface DeckShape {
  readonly size: number;
  /** Terminal Actions (no +Action), terminal draw among them, villages, non-terminal draw. */
  readonly terminals: number;
  readonly terminalDraw: number;
  readonly villages: number;
  readonly labs: number;
  /** Estates, Curses and Coppers. */
  readonly junk: number;
  /** Strong trashers owned (`isThinner`). */
  readonly thinners: number;
  /** $ the whole deck makes when every card is played (Treasures and Actions' +$). */
  readonly coins: number;
  readonly buys: number;
  /**
   * The hand a turn reaches: 5 cards plus each draw card's net draw (what it draws less itself; a village's
   * +1 Card only replaces it) when every card is played; terminal draw beyond the villages is dead.
   */
  readonly seen: number;
  /** Non-terminal Actions that draw (Laboratory, Village, Market): the free engine's room counts their draw whole. */
  readonly cantrips: number;
}

/** The last shapes made, by the owned-cards array (a buy values every affordable card against one array). */
const shapes = new WeakMap<readonly number[], DeckShape>();

export function deckShape(owned: readonly number[]): DeckShape {
  let shape = shapes.get(owned);
  if (!shape) {
    shape = makeShape(owned);
    shapes.set(owned, shape);
  }
  return shape;
}

function makeShape(owned: readonly number[]): DeckShape {
  let thinners = 0;
  let terminals = 0;
  let terminalDraw = 0;
  let drawT = 0;
  let villages = 0;
  let labs = 0;
  let labDraw = 0;
  let junk = 0;
  let coins = 0;
  let buys = 0;
  let cantrips = 0;
  for (const c of owned) {
    if (c === COPPER || c === ESTATE || c === CURSE) junk++;
    if (IS_THINNER[c]) thinners++;
    coins += COINS[c];
    buys += BUYS[c];
    if (!IS_ACTION[c]) continue;
    const a = ACTIONS[c];
    if (a === 0) {
      terminals++;
      if (DRAW[c] >= 2) {
        terminalDraw++;
        drawT += DRAW[c];
      }
    } else {
      if (DRAW[c] >= 1) cantrips++;
      if (a >= 2) villages++;
      else if (DRAW[c] >= 2) labs++;
      labDraw += Math.max(0, DRAW[c] - 1);
    }
  }
  // Terminal draw the villages can play (one without a village), at its average draw less itself.
  const playable = Math.min(terminalDraw, villages + 1);
  const seen = 5 + labDraw + (terminalDraw ? (playable * drawT) / terminalDraw - playable : 0);
  return { size: owned.length, terminals, terminalDraw, villages, labs, junk, thinners, coins, buys, seen, cantrips };
}

/** The $ an average turn of this deck makes: the deck's $ times the share of it a turn sees. */
export function turnCoins(d: DeckShape): number {
  return d.size ? d.coins * Math.min(1, d.seen / d.size) : 0;
}

/** Whether the deck draws itself: a turn sees every card. */
export const drawsDeck = (d: DeckShape): boolean => d.seen >= d.size;

/**
 * A card's worth to an engine deck, in $ of Treasure, from its worth to a money deck (`base`), or
 * undefined to keep that: the trasher first in the opening; non-terminal draw above Gold while the deck
 * does not draw itself; a village while terminal draw waits for one (the draw deficit), terminal draw
 * while villages wait; payload and the first +Buy once the deck draws well.
 */
export function engineValue(card: number, base: number, d: DeckShape, thinner: number, turn: number, copies: number, free = false): number | undefined {
  if (isThinner(card)) {
    if (d.thinners > 0 || card !== thinner) return 0;
    return turn <= 2 ? 6.5 : turn <= 4 ? 4.5 : undefined;
  }
  if (free) {
    const f = freeValue(card, base, d, turn, copies);
    if (f !== undefined) return f;
  }
  if (!IS_ACTION[card] || IS_VICTORY[card]) return undefined;
  const drawn = drawsDeck(d);
  if (isLab(card)) return drawn ? Math.min(base, 3) : Math.max(base, 6.1 + (DRAW[card] - 2) * 0.8) - 0.05 * copies;
  if (isVillageCard(card)) {
    // The deficit: terminal draw waiting for a village (one plays without; the trasher is played early,
    // before the draw comes).
    const deficit = d.terminalDraw - d.villages - 1;
    if (deficit > 0 && !drawn) return Math.max(base, 5 + DRAW[card] * 0.5 + COINS[card] * 0.3);
    return base;
  }
  if (isTerminalDraw(card)) {
    if (drawn) return Math.min(base, 2);
    // Room: one terminal per village, plus one.
    if (d.terminals < d.villages + 1) return base + 0.6;
    return undefined;
  }
  // Non-terminal payload (Market): worth more than to a money deck, it does not stop the draw.
  if (ACTIONS[card] >= 1 && (COINS[card] >= 1 || BUYS[card] >= 1)) return base + 1 + (BUYS[card] >= 1 && d.buys === 0 ? 0.5 : 0);
  return undefined;
}

/**
 * The free engine's (no Curse-giver) own worths: a Chapel-thinned deck of 5 or 6 cards "draws itself"
 * and still makes little, so its draw counts until a turn sees a card more than the deck holds; the first
 * +Buy above Gold once thinned (greening takes $16 and 2 buys); non-terminal payload above Gold while the
 * deck draws itself.
 */
function freeValue(card: number, base: number, d: DeckShape, turn: number, copies: number): number | undefined {
  const room = freeRoom(d);
  if (isLab(card)) return room < 1 ? Math.max(base, 6.5 + (DRAW[card] - 2) * 0.8) - 0.05 * copies : Math.min(base, 4);
  if (BUYS[card] >= 1 && ACTIONS[card] >= 1 && d.buys === 0 && turn >= 3) return Math.max(base, 6.3);
  return undefined;
}

/** For tests: a card's engine worth by name with a given deck. */
export function engineValueByName(name: string, owned: readonly string[], thinner = 'Chapel', turn = 5): number | undefined {
  const cards = owned.map(cardId);
  const c = cardId(name);
  return engineValue(c, 0, deckShape(cards), cardId(thinner), turn, cards.filter((x) => x === c).length);
}
