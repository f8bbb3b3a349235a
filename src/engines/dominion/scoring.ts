/**
 * Scores read by people: each player's VP broken down by card (fixed and variable VP, Curses, VP
 * tokens), their whole deck with counts, turns taken, and how the winner was decided. The end
 * screen and the VP counter draw these; `score` (turn.ts) is the game's own count and always agrees.
 */
import type { Seat } from '../core/types';
import { BASE_VP, DUCHY, IS_ACTION, NAME } from './cards';
import { owned } from './context';
import { PROGRAMS } from './programs';
import type { DominionState, Player } from './types';

/** One kind of card that scores: `count` copies worth `each` VP (negative for Curses). */
export interface ScoreLine {
  readonly card: number;
  readonly count: number;
  readonly each: number;
  readonly vp: number;
  /** What a variable value was counted from ("34 cards", "3 Duchies", "7 Action cards"). */
  readonly basis?: string;
}

export interface ScoreSheet {
  readonly seat: Seat;
  /** Cards that score, most VP first, Curses (negative) last. */
  readonly lines: readonly ScoreLine[];
  /** VP tokens (Bishop, Monument, Goons…). */
  readonly tokens: number;
  readonly total: number;
  /** Every card the player owns (deck, hand, discard, in play, on mats, set aside), most copies first. */
  readonly deck: readonly { readonly card: number; readonly count: number }[];
  readonly cards: number;
  /** Turns taken (extra turns are not counted: the tie-break). */
  readonly turns: number;
}

/** Cards whose VP depends on what their owner has (Gardens, Duke, Vineyard). */
const VARIABLE: readonly boolean[] = NAME.map((_, c) => !!PROGRAMS[c]?.points);

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** What a card with variable VP counted, in words. */
function basisOf(card: number, own: readonly number[]): string | undefined {
  switch (NAME[card]) {
    case 'Gardens':
      return plural(own.length, 'card', 'cards');
    case 'Duke':
      return plural(own.filter((c) => c === DUCHY).length, 'Duchy', 'Duchies');
    case 'Vineyard':
      return plural(own.filter((c) => IS_ACTION[c]).length, 'Action card', 'Action cards');
    default:
      return undefined;
  }
}

/** A player's score broken down by card, with their deck list. */
export function scoreSheet(pl: Player, seat: Seat): ScoreSheet {
  const own = owned(pl).filter((c) => c >= 0);
  const counts = new Map<number, number>();
  for (const c of own) counts.set(c, (counts.get(c) ?? 0) + 1);
  const lines: ScoreLine[] = [];
  for (const [card, count] of counts) {
    const pts = PROGRAMS[card]?.points;
    const each = BASE_VP[card] + (pts ? pts(own) : 0);
    if (!pts && BASE_VP[card] === 0) continue;
    lines.push({ card, count, each, vp: count * each, ...(pts ? { basis: basisOf(card, own) } : {}) });
  }
  lines.sort((a, b) => b.vp - a.vp || b.each - a.each || NAME[a.card].localeCompare(NAME[b.card]));
  const deck = [...counts].map(([card, count]) => ({ card, count })).sort((a, b) => b.count - a.count || NAME[a.card].localeCompare(NAME[b.card]));
  const total = pl.vp + lines.reduce((n, l) => n + l.vp, 0);
  return { seat, lines, tokens: pl.vp, total, deck, cards: own.length, turns: pl.turns };
}

export function scoreSheets(s: DominionState): ScoreSheet[] {
  return s.players.map((p, i) => scoreSheet(p, i));
}

/**
 * A player's VP now, without building lists when no card of theirs has variable VP (the view computes
 * it for every player after each move: the VP counter).
 */
export function currentScore(pl: Player): number {
  let vp = pl.vp;
  let variable = false;
  const add = (zone: readonly number[]) => {
    for (let i = 0; i < zone.length; i++) {
      const c = zone[i];
      if (c < 0) continue;
      vp += BASE_VP[c];
      if (VARIABLE[c]) variable = true;
    }
  };
  add(pl.hand);
  add(pl.deck);
  add(pl.discard);
  add(pl.play);
  add(pl.aside);
  add(pl.look);
  add(pl.durations);
  for (const k in pl.mats) add(pl.mats[k]);
  if (!variable) return vp;
  const own = owned(pl);
  for (const c of own) {
    const pts = PROGRAMS[c]?.points;
    if (pts) vp += pts(own);
  }
  return vp;
}

/** How the game was decided, in words with `{N}` seat placeholders (the rule: most VP, then fewest turns, then shared). */
export function tieRule(s: DominionState): string {
  const best = Math.max(...s.scores);
  const tied = s.scores.map((v, i) => (v === best ? i : -1)).filter((i) => i >= 0);
  const seats = (xs: readonly number[]) => xs.map((i) => `{${i}}`).join(' and ');
  if (tied.length === 1) return `{${tied[0]}} has the most VP (${best}).`;
  const turns = tied.map((i) => s.players[i].turns);
  if (s.winners.length === tied.length) return `${seats(tied)} tie on ${best} VP and ${plural(turns[0], 'turn', 'turns')} each: they share the victory.`;
  return `${seats(tied)} tie on ${best} VP; ${seats(s.winners)} took fewer turns (${plural(s.players[s.winners[0]].turns, 'turn', 'turns')}) and ${s.winners.length === 1 ? 'wins' : 'share the victory'}.`;
}
