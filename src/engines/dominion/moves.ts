/**
 * The shape of untrusted moves (zod) and their short labels.
 */
import { z } from 'zod';
import { err, ok, type Result, type RuleError } from '../core/types';
import { zodText } from '../core/zodText';
import { CARD_COUNT, NAME, names } from './cards';
import type { DominionMove, DominionState } from './types';

const Card = z.number().int().min(0).max(CARD_COUNT - 1);

const MoveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), card: Card }).strict(),
  z.object({ type: z.literal('treasure'), card: Card }).strict(),
  z.object({ type: z.literal('treasures') }).strict(),
  z.object({ type: z.literal('buy'), card: Card }).strict(),
  z.object({ type: z.literal('buyPhase') }).strict(),
  z.object({ type: z.literal('endTurn') }).strict(),
  z.object({ type: z.literal('decide'), answer: z.union([z.boolean(), z.array(z.number().int().min(-1).max(10_000)).max(500)]) }).strict(),
]);

/** Keys of each move type (a move with any other key is refused by the strict schema). */
const KEYS: Readonly<Record<string, number>> = { play: 2, treasure: 2, buy: 2, treasures: 1, buyPhase: 1, endTurn: 1, decide: 2 };

const isCard = (c: unknown): boolean => typeof c === 'number' && Number.isInteger(c) && c >= 0 && c <= CARD_COUNT - 1;

/**
 * Whether `raw` is certainly a move MoveSchema accepts as it is (a plain object with exactly the keys of its
 * type, every value valid): the simulators' moves come this way, and skipping zod for them keeps the quiet
 * step fast. Anything else (garbage, odd objects) goes to zod, which decides and words the refusal.
 */
function plainMove(raw: unknown): raw is DominionMove {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || Object.getPrototypeOf(raw) !== Object.prototype) return false;
  const m = raw as { type?: unknown; card?: unknown; answer?: unknown };
  const type = m.type;
  if (typeof type !== 'string' || !Object.hasOwn(KEYS, type) || Object.keys(raw).length !== KEYS[type]) return false;
  if (type === 'decide') {
    const a = m.answer;
    if (typeof a === 'boolean') return true;
    if (!Array.isArray(a) || a.length > 500) return false;
    for (const x of a) if (typeof x !== 'number' || !Number.isInteger(x) || x < -1 || x > 10_000) return false;
    return Object.hasOwn(raw, 'answer');
  }
  return KEYS[type] === 1 || (Object.hasOwn(raw, 'card') && isCard(m.card));
}

export function parseMove(raw: unknown): Result<DominionMove, RuleError<'bad-move'>> {
  if (plainMove(raw)) return ok(raw);
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
