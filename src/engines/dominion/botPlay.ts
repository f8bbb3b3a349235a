/**
 * Which Action the General bot plays: the highest `playPriority` (villages, then other non-terminals, then
 * draw, Durations counted with their next-turn half; the engine plan's trasher before terminal draw on a
 * hand of junk), with a few cards held back when playing them would
 * waste them: Throne Room and King's Court with no other Action in hand, Tactician on a hand worth $6 or
 * more (it discards the hand). In a Possession turn the bot plays for the possessor: no Attack (it would hit
 * the possessor too), no Tactician or Outpost (their next turn is the possessed player's).
 */
import type { Seat } from '../core/types';
import { BASE_COINS, COPPER, CURSE, ESTATE, IS_ACTION, IS_ATTACK, IS_TREASURE, id } from './cards';
import { left, playPriority } from './botEval';
import { engineTrasher, isCurser, kingdomInfo } from './botPlan';
import { isThinner, tuning } from './botEngine';
import { possessing } from './botBuy';
import type { DominionMove, DominionState } from './types';

type Play = Extract<DominionMove, { type: 'play' }>;

const THRONES = new Set([id('Throne Room'), id("King's Court")]);
const TACTICIAN = id('Tactician');
const OUTPOST = id('Outpost');

/** The $ the Treasures of a hand make (plain values). */
function handMoney(hand: readonly number[]): number {
  let n = 0;
  for (const c of hand) if (c >= 0 && IS_TREASURE[c]) n += BASE_COINS[c];
  return n;
}

/** Curses, Estates and Coppers in a hand. */
function junkIn(hand: readonly number[]): number {
  let n = 0;
  for (const c of hand) if (c === CURSE || c === ESTATE || c === COPPER) n++;
  return n;
}

/** The Action to play now, or undefined to go on to the Buy phase. */
export function choosePlay(v: DominionState, seat: Seat, legal: readonly DominionMove[]): Play | undefined {
  const hand = v.players[v.current].hand;
  const forOther = possessing(v, seat);
  let best: Play | undefined;
  let top = -Infinity;
  for (const m of legal) {
    if (m.type !== 'play') continue;
    const c = m.card;
    if (THRONES.has(c) && !hand.some((x) => x >= 0 && IS_ACTION[x] && !THRONES.has(x))) continue;
    if (c === TACTICIAN && (forOther || handMoney(hand) + v.turn.coins >= 6)) continue;
    if (forOther && (IS_ATTACK[c] || c === OUTPOST)) continue;
    let p = playPriority(c, v.turn.actions);
    // A Curse-giver before any other terminal while Curses remain (Witch before Moat: both draw 2).
    if (isCurser(c) && left(v, CURSE) > 0) p += 8;
    // The engine plan's trasher before terminal draw (below its Curse-giver) on a hand of junk (botEngine.ts `tuning.chapelFirst`).
    if (tuning.chapelFirst && isThinner(c) && engineTrasher(kingdomInfo(v)) >= 0 && junkIn(hand) >= tuning.chapelFirst)
      p = Math.max(p, (v.turn.actions > 1 ? 40 : 60) + 7);
    if (p > top) {
      top = p;
      best = m;
    }
  }
  return best;
}
