/**
 * The card language: a card's rules are data — fixed bonuses plus a list of instructions built from
 * the shared vocabulary below (ops.ts executes them). Someone who knows the card can read its program:
 *
 *   Militia:  { coins: 2, then: [attack(discardDownTo(3))] }
 *   Remodel:  { then: [pickHand({ min: 1, max: 1, tag: 'trash', then: trashAndGain({ plus: 2 }) })] }
 *
 * Instructions (types.ts `Instr`, one shape per op) carry `p` (the seat they affect; the player whose
 * turn it is when absent), and `pos`/`self` (the play position and id of "this card", so Feast trashes
 * itself exactly once).
 */
import type { Seat } from '../core/types';
import type { Decision } from '../core/instructions';
import type { DominionWorking } from './context';
import type { CardType, DominionState, Instr, InstrOf, OpName } from './types';

/** "Any number" for a choice's maximum (Cellar, Chapel…). */
export const ALL = 999;
/** The indices or card ids a decision's answer carried (none when unanswered). */
export const answerOf = (i: Instr): readonly number[] => (Array.isArray(i.answer) ? i.answer : []);

/** The handler of one op: it gets that op's own instruction shape, and returns a decision to wait for one. */
export type OpHandler<K extends OpName> = (w: DominionWorking, i: InstrOf<K>) => Decision | void;
/** A table of handlers by op (each set's cards have theirs; engine.ts joins them, every op once). */
export type OpTable = { readonly [K in OpName]?: OpHandler<K> };

/** Which cards an instruction may take: any of `types`, none of `not`, exactly `card`, cost bounds in $. */
export interface Filter {
  readonly types?: readonly CardType[];
  readonly not?: readonly CardType[];
  readonly card?: number;
  readonly notCard?: number;
  /** None of these cards (War Chest: the cards named this turn). */
  readonly notCards?: readonly number[];
}

export type Zone = 'discard' | 'hand' | 'deck';

export interface CardProgram {
  /** +Cards, +Actions, +Buys, +$ — the fixed bonuses printed first on the card, resolved first. */
  readonly cards?: number;
  readonly actions?: number;
  readonly buys?: number;
  readonly coins?: number;
  /** The rest of the card, after the fixed bonuses (played as an Action). */
  readonly then?: readonly Instr[];
  /** Extra rules when played as a Treasure (its fixed $ comes from the facts). */
  readonly treasure?: readonly Instr[];
  /** Variable VP (Gardens, Duke), given every card the player owns. */
  readonly points?: (owned: readonly number[]) => number;
  /** A Reaction to an Attack: when it may be revealed, and what revealing it does. */
  readonly reaction?: { readonly can: (s: DominionState, p: Seat) => boolean; readonly effect: readonly Instr[] };
  /** The first-edition wording where it differs (used when options.edition is '1E'). */
  readonly firstEdition?: Omit<CardProgram, 'firstEdition'>;
  /** A card whose own cost depends on the game (Peddler): given the state and its cost so far. */
  readonly cost?: (s: DominionState, coins: number) => number;
  /** Why the current player may not buy this card now, or null (Grand Market with a Copper in play). */
  readonly buyBlocked?: (s: DominionState) => string | null;
  /** Rules while this card is in play when its player buys a card (Hoard, Talisman, Goons): get `card` and `cost`. */
  readonly onBuyWhileInPlay?: readonly Instr[];
  /** Rules when this card is bought (Mint, 1E). */
  readonly onBuy?: readonly Instr[];
  /** Rules when this card is gained, by whoever gains it (Mint, 2E), with `p`. */
  readonly onGain?: readonly Instr[];
  /** This card's rules watch every gain (Watchtower, Royal Seal, Trade Route…): gains run `whenGain`. */
  readonly watchesGains?: boolean;
  /** Rules at the start of the turn of any player in a game with this card in the Supply (Clerk), with `p`. */
  readonly startOfTurn?: readonly Instr[];
  /** Played after the other Treasures when all are played at once (Bank counts the Treasures in play). */
  readonly playLast?: boolean;
  /** While its "until your next turn" effect is live, other players' Attacks don't affect its owner (Lighthouse). */
  readonly protects?: boolean;
  /** Run at the start of Clean-up for each copy in play (Alchemist, Treasury), lowest `cleanupOrder` first (default 1). */
  readonly cleanup?: readonly Instr[];
  readonly cleanupOrder?: number;
}

/** An instruction of op `op` with its arguments (checked against the op's shape). */
const I = <K extends OpName>(op: K, args: Args<K>): Instr => ({ op, ...args }) as Instr;

/** +n Cards for the affected player (not a fixed bonus: e.g. "each other player draws a card"). */
export const draw = (n: number): Instr => I('draw', { n });
export const plus = (b: { actions?: number; buys?: number; coins?: number }): Instr => I('plus', b);
/** Gain a named card (from the Supply) to a zone. */
export const gain = (card: number, to: Zone = 'discard'): Instr => I('gain', { card, to });
/** Choose and gain a card from the Supply costing up to $upTo (or exactly, with `exact`). */
export const gainUpTo = (upTo: number, o: { to?: Zone; filter?: Filter; exact?: boolean; after?: Instr; optional?: boolean } = {}): Instr =>
  I('gainPick', { upTo, to: o.to ?? 'discard', filter: o.filter, exact: o.exact ?? false, after: o.after, optional: o.optional });
/** Choose cards from the affected player's hand; the continuation `then` receives them as `answer`. */
export const pickHand = (o: { min: number; max: number; tag: string; then: Instr; filter?: Filter; prompt?: string }): Instr => I('pickHand', o);
/** Continuations of pickHand: do this to the cards picked. */
export const trashPicked = (after?: Instr): Instr => I('trashPicked', { after });
export const discardPicked = (after?: Instr): Instr => I('discardPicked', { after });
export const topdeckPicked = (): Instr => I('topdeckPicked', {});
/** Trash the picked card; gain one costing up to $plus more (or exactly, with `exact`). */
export const trashAndGain = (o: { plus: number; exact?: boolean; to?: Zone; filter?: Filter; after?: Instr }): Instr =>
  I('trashAndGain', { plus: o.plus, exact: o.exact ?? false, to: o.to ?? 'discard', filter: o.filter, after: o.after });
/** Trash this card (if still in play). `after` runs only if it was trashed. */
export const trashSelf = (after: readonly Instr[] = []): Instr => I('trashSelf', { after });
/** Each player other than the one playing, in turn order (not an Attack: Moat does nothing). */
export const eachOther = (...body: Instr[]): Instr => I('eachOther', { body, attack: false });
/** The Attack part of a card: each other player not made immune by a Reaction. */
export const attack = (...body: Instr[]): Instr => I('eachOther', { body, attack: true });
/** A yes/no choice: "you may …". */
export const may = (prompt: string, body: readonly Instr[], no: readonly Instr[] = []): Instr => I('may', { prompt, body, no });
/** Choose `count` different options. */
export const choose = (prompt: string, options: readonly (readonly [string, readonly Instr[]])[], count = 1): Instr =>
  I('choose', { prompt, labels: options.map((o) => o[0]), bodies: options.map((o) => o[1]), count });
export const discardDownTo = (n: number): Instr => I('discardDownTo', { n });
export const revealHand = (): Instr => I('revealHand', {});
type Args<K extends OpName> = Omit<InstrOf<K>, 'op'>;
/** The arguments of `rule(op, …)`: optional when the op needs none. */
type RuleArgs<K extends OpName> = Partial<Args<K>> extends Args<K> ? [args?: Args<K>] : [args: Args<K>];
/** A card-specific rule, executed by the handler of that name (its arguments checked against the op's shape). */
export const rule = <K extends OpName>(op: K, ...args: RuleArgs<K>): Instr => I(op, args[0] ?? ({} as Args<K>));
