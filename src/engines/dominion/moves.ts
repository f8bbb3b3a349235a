/**
 * The shape of untrusted moves (zod) and their short labels.
 */
import { z } from 'zod';
import { err, ok, type Result } from '../core/types';
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

export function parseMove(raw: unknown): Result<DominionMove> {
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
