/**
 * The shape of untrusted moves (zod) and their short labels.
 */
import { z } from 'zod';
import { err, ok, type CoreErrorCode, type Result, type RuleError } from '../core/types';
import { zodText } from '../core/zodText';
import { cardName, isCard } from './cardinfo';
import { COUNTRY_IDS, countryIndex, countryName } from './map';
import { CIVIL_WAR_ID } from './civilwar';
import type { TwilightMove, TwilightState } from './types';

const Country = z.enum(COUNTRY_IDS);
const Card = z.number().int().refine(isCard, 'not a card number');

const MoveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('headline'), card: Card }).strict(),
  z.object({ type: z.literal('play'), card: Card, use: z.enum(['event', 'influence', 'realign', 'coup', 'space']), eventFirst: z.boolean().optional() }).strict(),
  z.object({ type: z.literal('influence'), country: z.enum([...COUNTRY_IDS, CIVIL_WAR_ID]) }).strict(),
  z.object({ type: z.literal('realign'), country: Country }).strict(),
  z.object({ type: z.literal('coup'), country: Country }).strict(),
  z.object({ type: z.literal('stop') }).strict(),
  z.object({ type: z.literal('pick'), choice: z.union([z.string().max(40), z.number().int()]) }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('defuse'), country: Country }).strict(),
]);

export function parseMove(raw: unknown): Result<TwilightMove, RuleError<CoreErrorCode>> {
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
