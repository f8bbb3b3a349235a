/**
 * The shape of untrusted moves (zod) and their short labels. `parseMove` is the first step of core's
 * guard (core/engine.ts): the rules (engine.ts `step`) receive only moves of a known type whose
 * territories exist and whose numbers are whole and in range, and never check that again.
 */
import { z } from 'zod';
import { err, ok, type Result, type RuleError } from '../core/types';
import { zodText } from '../core/zodText';
import { cardName, territoryIndex, territoryName } from './graph';
import { TERRITORY_IDS, type TerritoryId } from './map';
import type { RiskErrorCode, RiskMove, RiskState } from './types';

const Territory = z.enum(TERRITORY_IDS);
// Whole and safe (zod's int), at least 1; the rules bound it by the armies (escalating games grow without
// limit: a legal count may exceed any fixed cap).
const Count = z.number().int().min(1);
const Card = z.number().int().min(0).max(43);

export const MoveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('rollFirst') }).strict(),
  z.object({ type: z.literal('claim'), territory: Territory }).strict(),
  z.object({ type: z.literal('place'), territory: Territory, count: Count }).strict(),
  z.object({ type: z.literal('placeNeutral'), territory: Territory }).strict(),
  z.object({ type: z.literal('capital'), territory: Territory }).strict(),
  z.object({ type: z.literal('trade'), cards: z.tuple([Card, Card, Card]), bonus: Territory.optional() }).strict(),
  z.object({ type: z.literal('endTrade') }).strict(),
  z.object({ type: z.literal('attack'), from: Territory, to: Territory, dice: z.number().int().min(1).max(3) }).strict(),
  z.object({ type: z.literal('blitz'), from: Territory, to: Territory, floor: Count }).strict(),
  z.object({ type: z.literal('defend'), dice: z.number().int().min(1).max(2) }).strict(),
  z.object({ type: z.literal('capture'), count: Count }).strict(),
  z.object({ type: z.literal('endAttack') }).strict(),
  z.object({ type: z.literal('fortify'), from: Territory, to: Territory, count: Count }).strict(),
  z.object({ type: z.literal('endTurn') }).strict(),
]);

/** The refusal of a move whose field `key` is wrong (any other fault of shape is `bad-move`). */
const FIELD_CODES: Readonly<Record<string, RiskErrorCode>> = {
  territory: 'bad-territory',
  from: 'bad-territory',
  to: 'bad-territory',
  bonus: 'bad-territory',
  cards: 'bad-cards',
  count: 'bad-count',
  dice: 'bad-dice',
  floor: 'bad-floor',
};

const TERRITORY_SET: ReadonlySet<unknown> = new Set(TERRITORY_IDS);
const isTerritory = (x: unknown): x is TerritoryId => TERRITORY_SET.has(x);
const isCount = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 1;
const isDie = (x: unknown, most: number): x is number => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= most;
const isCard = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 43;

/**
 * The move as the schema would return it, for a plain object of exactly one move shape with valid values;
 * otherwise null, and the schema decides (every refusal included). A move whose fields are all plain
 * values is returned as it came (the same keys and values as the schema's copy, and no allocation: moves
 * are data, never changed after they are made); a trade's cards are copied. The guard parses every move, the quiet
 * ones of the simulators and the Hard bot's playouts too: this fast path keeps that cheap, and
 * moves.test.ts checks it never accepts what the schema refuses (core's `fastPathDisagrees`).
 */
export function plainMove(raw: unknown): RiskMove | null {
  if (raw === null || typeof raw !== 'object' || Object.getPrototypeOf(raw) !== Object.prototype) return null;
  const m = raw as Record<string, unknown>;
  // Counted without building the list of keys (this runs for every move).
  let keys = 0;
  for (const k in m) if (Object.hasOwn(m, k)) keys++;
  switch (m.type) {
    case 'rollFirst':
    case 'endTrade':
    case 'endAttack':
    case 'endTurn':
      return keys === 1 ? (m as RiskMove) : null;
    case 'claim':
    case 'placeNeutral':
    case 'capital':
      return keys === 2 && isTerritory(m.territory) ? (m as RiskMove) : null;
    case 'place':
      return keys === 3 && isTerritory(m.territory) && isCount(m.count) ? (m as RiskMove) : null;
    case 'attack':
      return keys === 4 && isTerritory(m.from) && isTerritory(m.to) && isDie(m.dice, 3) ? (m as RiskMove) : null;
    case 'blitz':
      return keys === 4 && isTerritory(m.from) && isTerritory(m.to) && isCount(m.floor) ? (m as RiskMove) : null;
    case 'defend':
      return keys === 2 && isDie(m.dice, 2) ? (m as RiskMove) : null;
    case 'capture':
      return keys === 2 && isCount(m.count) ? (m as RiskMove) : null;
    case 'fortify':
      return keys === 4 && isTerritory(m.from) && isTerritory(m.to) && isCount(m.count) ? (m as RiskMove) : null;
    case 'trade': {
      const c = m.cards;
      if (!Array.isArray(c) || c.length !== 3 || !isCard(c[0]) || !isCard(c[1]) || !isCard(c[2])) return null;
      if (keys === 2) return { type: 'trade', cards: [c[0], c[1], c[2]] };
      return keys === 3 && isTerritory(m.bonus) ? { type: 'trade', cards: [c[0], c[1], c[2]], bonus: m.bonus } : null;
    }
    default:
      return null;
  }
}

export function parseMove(raw: unknown): Result<RiskMove, RuleError<RiskErrorCode>> {
  const plain = plainMove(raw);
  if (plain !== null) return ok(plain);
  const parsed = MoveSchema.safeParse(raw);
  if (parsed.success) return ok(parsed.data as RiskMove);
  const issue = parsed.error.issues[0];
  const key = issue && issue.path.length > 0 && issue.code !== 'unrecognized_keys' ? String(issue.path[0]) : '';
  const code = Object.hasOwn(FIELD_CODES, key) ? FIELD_CODES[key] : 'bad-move';
  const value = code === 'bad-territory' ? (raw as Record<string, unknown>)[key] : undefined;
  if (value !== undefined) return err(code, `${typeof value === 'string' ? value : String(JSON.stringify(value))} is not a territory.`);
  return err(code, `Not a World Conquest move: ${zodText(parsed.error, raw)}.`);
}

function name(id: unknown): string {
  const t = territoryIndex(id);
  return t < 0 ? String(id) : territoryName(t);
}

function armies(n: number): string {
  return `${n} ${n === 1 ? 'army' : 'armies'}`;
}

/** A short label for menus and the replay list. */
export function describeMove(state: RiskState, move: RiskMove): string {
  switch (move?.type) {
    case 'rollFirst':
      return 'Roll for the first player';
    case 'claim':
      return `Claim ${name(move.territory)}`;
    case 'place':
      return `Place ${armies(move.count)} on ${name(move.territory)}`;
    case 'placeNeutral':
      return `Place a neutral army on ${name(move.territory)}`;
    case 'capital':
      return `Make ${name(move.territory)} your capital`;
    case 'trade':
      return `Trade ${Array.isArray(move.cards) ? move.cards.map(cardName).join(', ') : 'cards'}${move.bonus ? ` (+2 on ${name(move.bonus)})` : ''}`;
    case 'endTrade':
      return 'Keep your cards';
    case 'attack':
      return `Attack ${name(move.to)} from ${name(move.from)} with ${move.dice} ${move.dice === 1 ? 'die' : 'dice'}`;
    case 'blitz':
      return `Blitz ${name(move.to)} from ${name(move.from)}, stopping at ${armies(move.floor)}`;
    case 'defend':
      return `Defend with ${move.dice} ${move.dice === 1 ? 'die' : 'dice'}`;
    case 'capture':
      return state.battle ? `Move ${armies(move.count)} into ${territoryName(state.battle.to)}` : `Move ${armies(move.count)} in`;
    case 'endAttack':
      return 'End the attack';
    case 'fortify':
      return `Move ${armies(move.count)} from ${name(move.from)} to ${name(move.to)}`;
    case 'endTurn':
      return 'End the turn';
    default:
      return 'Unknown move';
  }
}
