/**
 * The turn: playing cards, buying, Clean-up, the next turn, the end of the game and its scoring.
 * These are instruction handlers too, so a card played by Throne Room is the same `playCard`.
 */
import type { Handler, Instr } from '../core/instructions';
import { push } from '../core/instructions';
import type { Seat } from '../core/types';
import { BASE_VP, COLONY, GONE, IS_ACTION, IS_ATTACK, IS_TREASURE, NAME, POTION, PROVINCE, SILVER, names } from './cards';
import { draw, owned, othersOf, say, take, type W } from './context';
import { costOf, treasureCoins } from './cost';
import { bind, gainCard, seatOf } from './ops';
import { PROGRAMS, programOf } from './programs';
import type { DominionState, Player, Turn } from './types';

export function freshTurn(): Turn {
  return { actions: 1, buys: 1, coins: 0, potions: 0, costDown: 0, actionsPlayed: 0, copperBonus: 0, merchants: 0, silverPlayed: false, bought: false, gained: [] };
}

function bonusText(n: number | undefined, one: string, many: string): string | null {
  return n ? `+${n} ${n === 1 ? one : many}` : null;
}

/** The vanilla bonuses of a program, as "(+1 Card, +2 Actions)". */
function bonuses(cards?: number, actions?: number, buys?: number, coins?: number): string {
  const parts = [bonusText(cards, 'Card', 'Cards'), bonusText(actions, 'Action', 'Actions'), bonusText(buys, 'Buy', 'Buys'), coins ? `+$${coins}` : null].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** Sum of VP of a player's cards and tokens. */
export function score(pl: Player): number {
  const all = owned(pl);
  let vp = pl.vp;
  const seen = new Set<number>();
  for (const c of all) {
    vp += BASE_VP[c];
    const pts = PROGRAMS[c]?.points;
    if (pts && !seen.has(c)) {
      seen.add(c);
      let n = 0;
      for (const x of all) if (x === c) n++;
      vp += n * pts(all);
    }
  }
  return vp;
}

/** Supply piles that are empty. */
export function emptyPiles(s: DominionState): number {
  let n = 0;
  for (const c of s.supply) if (c === 0) n++;
  return n;
}

/** The game ends after a turn in which the Province (or Colony) pile ran out, or 3 piles (4 with 5–6 players). */
export function gameEnds(s: DominionState): boolean {
  const pr = s.piles.indexOf(PROVINCE);
  if (pr >= 0 && s.supply[pr] === 0) return true;
  const co = s.piles.indexOf(COLONY);
  if (co >= 0 && s.supply[co] === 0) return true;
  return emptyPiles(s) >= (s.seats >= 5 ? 4 : 3);
}

function finish(w: W): void {
  const s = w.s;
  s.phase = 'over';
  s.scores = s.players.map(score);
  const best = Math.max(...s.scores);
  const tied = s.scores.map((v, i) => (v === best ? i : -1)).filter((i) => i >= 0);
  const fewest = Math.min(...tied.map((i) => s.players[i].turns));
  s.winners = tied.filter((i) => s.players[i].turns === fewest);
  say(w, `The game is over. ${s.scores.map((v, i) => `{${i}}: ${v} VP`).join(', ')}.`);
  say(w, s.winners.length === 1 ? `{${s.winners[0]}} wins.` : `${s.winners.map((i) => `{${i}}`).join(' and ')} share the victory.`);
}

export const TURN_OPS: Record<string, Handler<W>> = {
  /** The player's free move: an Action from hand into play, using an Action. */
  playFromHand: (w, i) => {
    const s = w.s;
    const pl = s.players[s.current];
    const card = i.card as number;
    take(pl.hand, card);
    pl.play.push(card);
    s.turn.actions--;
    push(s, { op: 'playCard', p: s.current, card, pos: pl.play.length - 1 });
  },
  toBuyPhase: () => undefined,
  /** Plays a card already in play at position `pos` (from hand, Throne Room, Vassal…). */
  playCard: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    const card = i.card as number;
    const prog = programOf(s, card);
    s.turn.actionsPlayed++;
    say(w, `{${p}} plays ${NAME[card]}${bonuses(prog?.cards, prog?.actions, prog?.buys, prog?.coins)}.`, p);
    const out: Instr[] = [];
    if (IS_ATTACK[card]) {
      // Every Attack is a point of no return: what it asks its victims (a Reaction, a choice from their
      // hand) depends on their hands, so undoing after seeing it would tell the attacker (issue 8).
      w.reveal();
      s.immune.fill(false);
      for (const q of othersOf(s, p)) out.push({ op: 'react', p: q });
    }
    out.push({ op: 'vanilla', p, self: card });
    if (prog?.then) out.push(...bind(prog.then, { p, pos: i.pos, self: card }));
    push(s, ...out);
  },
  vanilla: (w, i) => {
    const p = seatOf(w, i);
    const prog = programOf(w.s, i.self as number);
    if (!prog) return;
    const t = w.s.turn;
    t.actions += prog.actions ?? 0;
    t.buys += prog.buys ?? 0;
    t.coins += prog.coins ?? 0;
    if (prog.cards) draw(w, p, prog.cards);
  },
  /** Plays Treasures from hand (all of `cards`), logged as one sentence. */
  playTreasures: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    const pl = s.players[p];
    const cards = i.cards as number[];
    const t = s.turn;
    const before = t.coins;
    const extra: Instr[] = [];
    const played: number[] = [];
    for (const c of cards) {
      if (!IS_TREASURE[c] || !take(pl.hand, c)) continue;
      pl.play.push(c);
      played.push(c);
      t.coins += treasureCoins(s, c);
      if (c === SILVER) t.silverPlayed = true;
      if (c === POTION) t.potions++;
      const tp = PROGRAMS[c]?.treasure;
      if (tp) extra.push(...bind(tp, { p, pos: pl.play.length - 1, self: c }));
    }
    if (played.length === 0) return;
    if (!w.quiet) say(w, `{${p}} plays ${names(played)} (+$${t.coins - before}).`, p);
    push(s, ...extra);
  },
  buy: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    const card = i.card as number;
    const c = costOf(s, card);
    s.turn.buys--;
    s.turn.coins -= c.coins;
    s.turn.potions -= c.potions;
    s.turn.bought = true;
    s.phase = 'buy';
    say(w, `{${p}} buys ${NAME[card]}.`, p);
    gainCard(w, p, card, 'discard', true);
  },
  cleanup: (w) => {
    const s = w.s;
    const p = s.current;
    const pl = s.players[p];
    for (const c of pl.play) if (c !== GONE) pl.discard.push(c);
    pl.discard.push(...pl.hand);
    pl.play = [];
    pl.hand = [];
    draw(w, p, 5);
    if (gameEnds(s)) {
      finish(w);
      return;
    }
    push(s, { op: 'startTurn', p: (p + 1) % s.seats });
  },
  startTurn: (w, i) => {
    const s = w.s;
    const p = i.p as Seat;
    s.current = p;
    s.players[p].turns++;
    s.turn = freshTurn();
    s.phase = 'action';
    if (!w.quiet) say(w, `{${p}} begins turn ${s.players[p].turns}.`, p);
  },
};

/** Whether the current player has an Action to play (else the Action phase is skipped). */
export function canPlayAction(s: DominionState): boolean {
  if (s.turn.actions <= 0) return false;
  for (const c of s.players[s.current].hand) if (IS_ACTION[c]) return true;
  return false;
}
