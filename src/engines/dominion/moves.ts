/**
 * The shape of untrusted moves (zod) and their short labels.
 */
import { z } from 'zod';
import { err, ok, type Result, type RuleError } from '../core/types';
import { zodText } from '../core/zodText';
import { CARD_COUNT, NAME, names } from './cards';
import type { DominionMove, DominionState } from './types';

const Card = z
  .number()
  .int()
  .min(0)
  .max(CARD_COUNT - 1);

export const MoveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), card: Card }).strict(),
  z.object({ type: z.literal('treasure'), card: Card }).strict(),
  z.object({ type: z.literal('treasures') }).strict(),
  z.object({ type: z.literal('buy'), card: Card }).strict(),
  z.object({ type: z.literal('buyPhase') }).strict(),
  z.object({ type: z.literal('endTurn') }).strict(),
  z.object({ type: z.literal('decide'), answer: z.union([z.boolean(), z.array(z.number().int().min(-1).max(10_000)).max(500)]) }).strict(),
]);

/**
 * The free moves, made once and frozen: a move is data that nobody writes, and the simulators list
 * them at every step (one object per card and kind instead of a new one each time). legal.ts and the
 * bots hand out these very objects, and parseMove knows them at a glance.
 */
function movesOf<K extends 'play' | 'treasure' | 'buy'>(type: K): Extract<DominionMove, { type: K }>[] {
  const out: Extract<DominionMove, { type: K }>[] = [];
  for (let c = 0; c < CARD_COUNT; c++) out.push(Object.freeze({ type, card: c }) as Extract<DominionMove, { type: K }>);
  return out;
}
export const PLAY = movesOf('play');
export const TREASURE = movesOf('treasure');
export const BUY = movesOf('buy');
export const TREASURES: DominionMove = Object.freeze({ type: 'treasures' });
export const BUY_PHASE: DominionMove = Object.freeze({ type: 'buyPhase' });
export const END_TURN: DominionMove = Object.freeze({ type: 'endTurn' });

/** Keys of each move type (a move with any other key is refused by the strict schema). */
const KEYS: Readonly<Record<string, number>> = { play: 2, treasure: 2, buy: 2, treasures: 1, buyPhase: 1, endTurn: 1, decide: 2 };

const isCard = (c: unknown): c is number => typeof c === 'number' && Number.isInteger(c) && c >= 0 && c <= CARD_COUNT - 1;

/** Whether `raw` is one of the shared free moves above (frozen: valid for good). */
function sharedMove(raw: object): boolean {
  const m = raw as { type?: unknown; card?: unknown };
  switch (m.type) {
    case 'play':
      return isCard(m.card) && PLAY[m.card] === raw;
    case 'treasure':
      return isCard(m.card) && TREASURE[m.card] === raw;
    case 'buy':
      return isCard(m.card) && BUY[m.card] === raw;
    default:
      return raw === TREASURES || raw === BUY_PHASE || raw === END_TURN;
  }
}

/**
 * `raw` itself when it is certainly a move MoveSchema accepts as it is: a shared free move, or a plain
 * object with exactly the keys of its type, every value valid; else null. The simulators' moves come
 * this way, and skipping zod for them keeps the quiet step fast. Anything else (garbage, odd objects)
 * goes to zod, which decides and words the refusal (core's `fastPathDisagrees` checks the two agree).
 */
export function plainMove(raw: unknown): DominionMove | null {
  return isPlainMove(raw) ? raw : null;
}

function isPlainMove(raw: unknown): raw is DominionMove {
  if (typeof raw !== 'object' || raw === null) return false;
  if (sharedMove(raw)) return true;
  if (Array.isArray(raw) || Object.getPrototypeOf(raw) !== Object.prototype) return false;
  const m = raw as { type?: unknown; card?: unknown; answer?: unknown };
  const type = m.type;
  if (typeof type !== 'string' || !Object.hasOwn(KEYS, type)) return false;
  let keys = 0;
  for (const k in raw) if (Object.hasOwn(raw, k)) keys++;
  if (keys !== KEYS[type]) return false;
  if (type === 'decide') {
    const a = m.answer;
    if (typeof a === 'boolean') return true;
    if (!Array.isArray(a) || a.length > 500) return false;
    for (const x of a) if (typeof x !== 'number' || !Number.isInteger(x) || x < -1 || x > 10_000) return false;
    return true;
  }
  return KEYS[type] === 1 || (Object.hasOwn(raw, 'card') && isCard(m.card));
}

export function parseMove(raw: unknown): Result<DominionMove, RuleError<'bad-move'>> {
  if (isPlainMove(raw)) return ok(raw);
  const parsed = MoveSchema.safeParse(raw);
  if (parsed.success) return ok(parsed.data as DominionMove);
  return err('bad-move', `Not a Dominion move: ${zodText(parsed.error, raw)}.`);
}

export function describeMove(state: DominionState, move: DominionMove): string {
  switch (move?.type) {
    case 'play':
      return `Play ${NAME[move.card]}`;
    case 'treasure':
      return `Play ${NAME[move.card]}`;
    case 'treasures':
      return 'Play all Treasures';
    case 'buy':
      return `Buy ${NAME[move.card]}`;
    case 'buyPhase':
      return 'Go to the Buy phase';
    case 'endTurn':
      return 'End the turn';
    case 'decide': {
      const d = state.pending;
      const a = move.answer;
      if (typeof a === 'boolean') return a ? 'Yes' : 'No';
      if (d?.kind === 'option') return a.map((k) => d.options[k] ?? '?').join(' and ');
      if (d?.kind === 'order') return `In this order: ${names(a)}`;
      return a.length ? names(a) : 'None';
    }
    default:
      return 'Unknown move';
  }
}
