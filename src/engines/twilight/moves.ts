/**
 * The shape of untrusted moves (zod: `MoveSchema`, a discriminated union on `type`) and their short labels.
 * Core's guard parses every move, the quiet ones of the simulators and Strong's playouts included;
 * `plainMove` answers the common exact shapes first (the moves `legalMoves` makes) and leaves everything
 * else, every refusal included, to the schema (moves.test.ts checks it accepts only what the schema does,
 * as the schema returns it).
 */
import { z } from 'zod';
import { err, ok, type CoreErrorCode, type Result, type RuleError } from '../core/types';
import { zodText } from '../core/zodText';
import { cardName, isCard } from './cardinfo';
import { COUNTRY_IDS, countryIndex, countryName } from './map';
import { CIVIL_WAR_ID } from './civilwar';
import type { TwilightMove, TwilightState, Use } from './types';

const Country = z.enum(COUNTRY_IDS);
const Card = z.number().int().refine(isCard, 'not a card number');

export const MoveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('headline'), card: Card }).strict(),
  z
    .object({ type: z.literal('play'), card: Card, use: z.enum(['event', 'influence', 'realign', 'coup', 'space']), eventFirst: z.boolean().optional() })
    .strict(),
  z.object({ type: z.literal('influence'), country: z.enum([...COUNTRY_IDS, CIVIL_WAR_ID]) }).strict(),
  z.object({ type: z.literal('realign'), country: Country }).strict(),
  z.object({ type: z.literal('coup'), country: Country }).strict(),
  z.object({ type: z.literal('stop') }).strict(),
  z.object({ type: z.literal('pick'), choice: z.union([z.string().max(40), z.number().int()]) }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('defuse'), country: Country }).strict(),
]);

const COUNTRY_SET: ReadonlySet<string> = new Set(COUNTRY_IDS);
const USES: ReadonlySet<string> = new Set(['event', 'influence', 'realign', 'coup', 'space']);

/**
 * The move as the schema would return it, for a plain object of exactly one of the move shapes with
 * valid values; otherwise null (the schema then decides). Never accepts what the schema refuses: it is
 * the schema's fast path (about a tenth of a quiet step's time went to the general parse).
 */
export function plainMove(raw: unknown): TwilightMove | null {
  if (raw === null || typeof raw !== 'object' || Object.getPrototypeOf(raw) !== Object.prototype) return null;
  const m = raw as Record<string, unknown>;
  const keys = Object.keys(m).length;
  switch (m.type) {
    case 'influence':
      return keys === 2 && typeof m.country === 'string' && (COUNTRY_SET.has(m.country) || m.country === CIVIL_WAR_ID)
        ? { type: 'influence', country: m.country }
        : null;
    case 'realign':
    case 'coup':
    case 'defuse':
      return keys === 2 && typeof m.country === 'string' && COUNTRY_SET.has(m.country) ? { type: m.type, country: m.country } : null;
    case 'play':
      if (!isCard(m.card) || typeof m.use !== 'string' || !USES.has(m.use)) return null;
      if (keys === 3) return { type: 'play', card: m.card, use: m.use as Use };
      return keys === 4 && typeof m.eventFirst === 'boolean' ? { type: 'play', card: m.card, use: m.use as Use, eventFirst: m.eventFirst } : null;
    case 'headline':
      return keys === 2 && isCard(m.card) ? { type: 'headline', card: m.card } : null;
    case 'pick': {
      const c = m.choice;
      return keys === 2 && ((typeof c === 'string' && c.length <= 40) || Number.isSafeInteger(c)) ? { type: 'pick', choice: c as string | number } : null;
    }
    case 'stop':
    case 'pass':
      return keys === 1 ? { type: m.type } : null;
    default:
      return null;
  }
}

export function parseMove(raw: unknown): Result<TwilightMove, RuleError<CoreErrorCode>> {
  const plain = plainMove(raw);
  if (plain !== null) return ok(plain);
  const parsed = MoveSchema.safeParse(raw);
  if (parsed.success) return ok(parsed.data as TwilightMove);
  return err('bad-move', `Not a Twilight Struggle move: ${zodText(parsed.error, raw)}.`);
}

const place = (id: string): string => (id === CIVIL_WAR_ID ? 'the Chinese Civil War space' : countryName(countryIndex(id)));

function choiceLabel(choice: string | number): string {
  if (typeof choice === 'number') return cardName(choice);
  const c = countryIndex(choice);
  if (c >= 0) return countryName(c);
  return choice.charAt(0).toUpperCase() + choice.slice(1);
}

export function describeMove(_state: TwilightState, move: TwilightMove): string {
  switch (move?.type) {
    case 'headline':
      return `Headline ${cardName(move.card)}`;
    case 'play': {
      const use = move.use === 'event' ? 'for its event' : move.use === 'space' ? 'on the space race' : `for ${move.use === 'coup' ? 'a coup' : move.use}`;
      return `Play ${cardName(move.card)} ${use}${move.eventFirst ? ' (event first)' : ''}`;
    }
    case 'influence':
      return `Place influence in ${place(move.country)}`;
    case 'realign':
      return `Realign ${place(move.country)}`;
    case 'coup':
      return `Coup in ${place(move.country)}`;
    case 'stop':
      return 'Stop realigning';
    case 'pick':
      return choiceLabel(move.choice);
    case 'pass':
      return 'Pass the extra action round';
    case 'defuse':
      return `End the Cuban Missile Crisis: remove 2 influence from ${place(move.country)}`;
    default:
      return 'Unknown move';
  }
}
