/**
 * The General bot's reading of the kingdom, made once per game (cached by the Supply's piles, which never
 * change during a game) and read by its buy and play rules:
 *
 * - **cursers**: Kingdom Actions whose Attack gives Curses (found in the card's program: an Attack whose
 *   body gains a Curse — Witch, Sea Witch, Mountebank, Familiar, Charlatan, Sea Hag — so a new card with
 *   such a program counts without a table entry);
 * - **defences**: Reactions whose reveal makes the player unaffected (Moat) and cards that protect
 *   (Lighthouse), worth buying when the others can curse;
 * - **villages**, **draw** (+2 Cards or more), **labs** (non-terminal draw), **+Buy**, **trashers**;
 * - **the plan**: `curse` (a Curse-giver is in the kingdom: two of them first, then money with
 *   the best helpers, a Moat against the others' Curse-givers) or `money` (Big Money plus the best
 *   cards of the kingdom by `buyValue`); the alternative-Victory plans (the Gardens rush, Duke) are read
 *   and cached on their own in botVictory.ts.
 *
 * Opponents' cards are read from the view's `known` (every gain and trash is public).
 */
import type { Seat } from '../core/types';
import { BASE_VP, CARDS, CURSE, GONE, IS_ACTION, IS_ATTACK } from './cards';
import { PROGRAMS } from './programs';
import type { CardProgram } from './program';
import type { DominionState, Instr } from './types';
import { engineKingdom, freeEngineKingdom, tuning } from './botEngine';

export type PlanKind = 'money' | 'curse';

export interface KingdomInfo {
  readonly plan: PlanKind;
  /** The Curse-givers of the kingdom (cheapest first). */
  readonly cursers: readonly number[];
  readonly defences: readonly number[];
  readonly villages: readonly number[];
  readonly labs: readonly number[];
  readonly buys: readonly number[];
  readonly trashers: readonly number[];
  /** Kingdom Actions with an Attack (any kind). */
  readonly attacks: readonly number[];
  /** Gainers of a card costing up to $4 (Workshop, Ironworks…) — the Gardens plan's engine. */
  readonly gainers: readonly number[];
  /** The engine plan's trasher when the kingdom rewards an engine (botEngine.ts `engineKingdom`), else -1. */
  readonly engine: number;
  /** The engine plan's trasher on a kingdom without a Curse-giver (`freeEngineKingdom`), else -1. */
  readonly freeEngine: number;
}

/** Whether any instruction (nested bodies included) satisfies `pred`. */
function anyInstr(xs: readonly Instr[] | undefined, pred: (x: Instr) => boolean, depth = 0): boolean {
  if (!xs || depth > 6) return false;
  for (const x of xs) {
    if (pred(x)) return true;
    const o = x as unknown as Record<string, unknown>;
    for (const k of ['body', 'no', 'after', 'then', 'bodies'] as const) {
      const b = o[k];
      if (Array.isArray(b)) {
        if (k === 'bodies') {
          for (const bb of b) if (Array.isArray(bb) && anyInstr(bb as Instr[], pred, depth + 1)) return true;
        } else if (anyInstr(b as Instr[], pred, depth + 1)) return true;
      } else if (b && typeof b === 'object' && anyInstr([b as Instr], pred, depth + 1)) return true;
    }
  }
  return false;
}

const op = (x: Instr): string => (x as { op: string }).op;

/** A program whose Attack gives Curses. */
export function givesCurses(p: CardProgram | undefined): boolean {
  if (!p) return false;
  // A Curse the victim may decline (Torturer: "discard 2 cards or gain a Curse", bots discard) does not count.
  const body = (x: Instr): Instr[] => (x as unknown as { body: Instr[] }).body;
  const isAttack = (x: Instr): boolean => op(x) === 'eachOther' && (x as { attack?: boolean }).attack === true;
  return anyInstr(
    p.then,
    (x) =>
      isAttack(x) && anyInstr(body(x), (y) => op(y) === 'gain' && (y as { card?: number }).card === CURSE) && !anyInstr(body(x), (y) => op(y) === 'choose'),
  );
}

/** Named by hand where the program does not show it plainly (the Curse comes from a card-specific rule). */
const CURSERS_BY_NAME = new Set(['Witch', 'Sea Witch', 'Mountebank', 'Familiar', 'Charlatan', 'Sea Hag', 'Young Witch', 'Jester', 'Soothsayer']);
const IS_CURSER_CARD: readonly boolean[] = CARDS.map(
  (c) => c.kingdom === true && IS_ACTION[c.id] && (CURSERS_BY_NAME.has(c.name) || givesCurses(PROGRAMS[c.id])),
);
const IS_DEFENCE: readonly boolean[] = CARDS.map((c) => {
  const p = PROGRAMS[c.id];
  if (!p) return false;
  return p.protects === true || (p.reaction !== undefined && anyInstr(p.reaction.effect, (x) => op(x) === 'immune'));
});
const TRASHERS = new Set([
  'Chapel',
  'Steward',
  'Masquerade',
  'Sentry',
  'Trading Post',
  'Lookout',
  'Salvager',
  'Ambassador',
  'Forge',
  'Remodel',
  'Upgrade',
  'Replace',
  'Apprentice',
  'Moneylender',
  'Mint',
  'Transmute',
  'Bishop',
  'Junk Dealer',
  'Trader',
]);
const IS_TRASHER: readonly boolean[] = CARDS.map(
  (c) => TRASHERS.has(c.name) || anyInstr(PROGRAMS[c.id]?.then, (x) => op(x) === 'pickHand' && /trash/.test(String((x as { tag?: string }).tag))),
);
const IS_GAINER: readonly boolean[] = CARDS.map((c) => {
  const p = PROGRAMS[c.id];
  return IS_ACTION[c.id] && anyInstr(p?.then, (x) => op(x) === 'gainPick' && ((x as { upTo?: number }).upTo ?? 0) >= 4 && !(x as { exact?: boolean }).exact);
});

export const isCurser = (c: number): boolean => c >= 0 && IS_CURSER_CARD[c];
export const isDefence = (c: number): boolean => c >= 0 && IS_DEFENCE[c];

const cache = new Map<string, KingdomInfo>();
/** The same by the piles array itself (states and views of one game share it): no key to build. */
const byArray = new WeakMap<readonly number[], KingdomInfo>();

/** The kingdom's reading (see the module comment); cached by the Supply's piles. */
export function kingdomInfo(v: DominionState): KingdomInfo {
  let info = byArray.get(v.piles);
  if (info) return info;
  const key = v.piles.join(',');
  info = cache.get(key);
  if (!info) {
    info = analyse(v.piles);
    if (cache.size > 500) cache.clear();
    cache.set(key, info);
  }
  byArray.set(v.piles, info);
  return info;
}

function analyse(piles: readonly number[]): KingdomInfo {
  const kingdom = piles.filter((c) => CARDS[c].kingdom);
  const cheapFirst = (xs: number[]): number[] => xs.sort((a, b) => CARDS[a].cost.coins - CARDS[b].cost.coins);
  const cursers = cheapFirst(kingdom.filter((c) => IS_CURSER_CARD[c]));
  const defences = kingdom.filter((c) => IS_DEFENCE[c]);
  const villages = kingdom.filter((c) => IS_ACTION[c] && (PROGRAMS[c]?.actions ?? 0) >= 2);
  const labs = kingdom.filter((c) => IS_ACTION[c] && (PROGRAMS[c]?.actions ?? 0) >= 1 && (PROGRAMS[c]?.cards ?? 0) >= 2);
  const buys = kingdom.filter((c) => (PROGRAMS[c]?.buys ?? 0) >= 1);
  const trashers = kingdom.filter((c) => IS_TRASHER[c]);
  const attacks = kingdom.filter((c) => IS_ATTACK[c]);
  const gainers = kingdom.filter((c) => IS_GAINER[c] && CARDS[c].cost.coins <= 4 && CARDS[c].cost.potions === 0);
  const plan: PlanKind = cursers.length ? 'curse' : 'money';
  const engine = engineKingdom(kingdom, cursers.length);
  const freeEngine = cursers.length ? -1 : freeEngineKingdom(kingdom);
  return { plan, cursers, defences, villages, labs, buys, trashers, attacks, gainers, engine, freeEngine };
}

/** The engine plan's trasher this game (the switches of `tuning` read now), or -1 for the money plan. */
export function engineTrasher(info: KingdomInfo): number {
  if (!tuning.engine) return -1;
  return info.engine >= 0 ? info.engine : tuning.free ? info.freeEngine : -1;
}

/** Each opponent's cards as the view shows them (`known`), or null when hidden. */
export function opponentsCards(v: DominionState, seat: Seat): (readonly number[] | null)[] {
  const out: (readonly number[] | null)[] = [];
  for (let q = 0; q < v.seats; q++) if (q !== seat) out.push(v.known?.[q] ?? null);
  return out;
}

/** How many Curse-givers the opponents own (from the public record). */
export function opponentsCursers(v: DominionState, seat: Seat): number {
  let n = 0;
  for (const cards of opponentsCards(v, seat)) if (cards) for (const c of cards) if (c !== GONE && isCurser(c)) n++;
  return n;
}

/** The best opponent's score from the public record (`known`), or null when a deck is hidden. */
export function opponentsBestScore(v: DominionState, seat: Seat): number | null {
  let best = -Infinity;
  for (let q = 0; q < v.seats; q++) {
    if (q === seat) continue;
    const cards = v.known?.[q];
    if (!cards) return null;
    let vp = v.players[q].vp;
    for (const c of cards) if (c >= 0) vp += BASE_VP[c] + (PROGRAMS[c]?.points?.(cards) ?? 0);
    best = Math.max(best, vp);
  }
  return best;
}
