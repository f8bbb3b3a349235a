/**
 * The Dominion engine: the contract of core/types.ts over DominionState.
 *
 * apply copies the state once (a mutable working copy), turns the move into instructions, runs the
 * instruction machine until it waits for a decision or the player's next free move, and returns the copy.
 */
import { resolve, run, type Handler, type Handlers, type Instr } from '../core/instructions';
import { guardApply } from '../core/working';
import { err, type Applied, type Engine, type Outcome, type Prompt, type Seat } from '../core/types';
import { IS_ACTION, NAME } from './cards';
import { controllerOf, working, type W } from './context';
import { buyBlocked, costOf, isTreasure } from './cost';
import { legalMoves } from './legal';
import { describeMove, parseMove } from './moves';
import { SHARED_OPS } from './ops';
import { defaultOptions, parseOptions } from './options';
import { CARD_OPS } from './programs';
import { createGame } from './setup';
import { TURN_OPS, canPlayAction, treasureOrder } from './turn';
import type { DominionMove, DominionOptions, DominionState } from './types';
import { view } from './view';
import { resample } from './resample';
import { currentScore, tieRule } from './scoring';
import { DOMINION_META } from './meta';

/**
 * What the ops of a usual turn change of the players (see DominionWorking): 'none' — no player, except
 * through the helpers that own the player they change (draw, topCard, reshuffle, gainCard) or by
 * `touch` (startTurn); 'handPlay' — the current player's hand and play; 'current' — the current
 * player. Before any other op every player is owned, so those ops leave the other players shared with
 * the previous state.
 */
const OWNS: Readonly<Record<string, 'none' | 'handPlay' | 'current'>> = {
  playFromHand: 'handPlay',
  playTreasures: 'handPlay',
  playCard: 'none',
  vanilla: 'none',
  draw: 'none',
  plus: 'none',
  gain: 'none',
  toBuyPhase: 'none',
  buy: 'none',
  gainBought: 'none',
  cleanup: 'none',
  cleanupEnd: 'current',
  startTurn: 'none',
};

/** Each handler behind the players it may change (owned first). */
function owning(table: Handlers<W>): Handlers<W> {
  const out: Record<string, Handler<W>> = {};
  for (const [op, h] of Object.entries(table)) {
    const owns = Object.hasOwn(OWNS, op) ? OWNS[op] : 'all';
    out[op] =
      owns === 'none'
        ? h
        : owns === 'handPlay'
          ? (w, i) => {
              w.ownHandAndPlay(w.s.current);
              return h(w, i);
            }
          : owns === 'current'
            ? (w, i) => {
                w.own(w.s.current);
                return h(w, i);
              }
            : (w, i) => {
                w.ownAll();
                return h(w, i);
              };
  }
  return out;
}

export const HANDLERS: Handlers<W> = owning({ ...SHARED_OPS, ...TURN_OPS, ...CARD_OPS });

/** Instructions without arguments, made once (instructions are never changed). */
const CLEANUP: Instr = Object.freeze({ op: 'cleanup' });
const TO_BUY_PHASE: Instr = Object.freeze({ op: 'toBuyPhase' });

/** Runs the machine, then moves through phases that need no choice (no Action to play, no Buy left). */
function settle(w: W): string | null {
  const s = w.s;
  for (let guard = 0; guard < 1000; guard++) {
    const e = run(s, w, HANDLERS);
    if (e) return e.message;
    if (s.pending || s.phase === 'over') return null;
    if (s.phase === 'action' && !canPlayAction(s)) s.phase = 'buy';
    if (s.phase === 'buy' && s.turn.buys <= 0) {
      s.stack.push(CLEANUP);
      continue;
    }
    return null;
  }
  return 'The turn did not settle.';
}

/** Why the current player may not make this free move now, or null; `start` is its first instruction. */
function start(s: DominionState, move: DominionMove): { error: string } | { instr: Instr; phase?: 'buy' } {
  const t = s.turn;
  const pl = s.players[s.current];
  switch (move.type) {
    case 'play':
      if (s.phase !== 'action') return { error: 'Actions are played in the Action phase.' };
      if (t.actions <= 0) return { error: 'You have no Action left.' };
      if (!IS_ACTION[move.card] || !pl.hand.includes(move.card)) return { error: `You have no ${NAME[move.card] ?? 'such'} Action card in hand.` };
      return { instr: { op: 'playFromHand', card: move.card } };
    case 'treasure':
    case 'treasures': {
      if (t.bought) return { error: 'Treasures cannot be played after buying.' };
      // Every Treasure in hand (taken from the hand: nothing to check), or one that must be there.
      const cards = move.type === 'treasures' ? treasureOrder(pl.hand.filter((c) => isTreasure(s, c))) : [move.card];
      if (cards.length === 0 || (move.type === 'treasure' && !(isTreasure(s, move.card) && pl.hand.includes(move.card)))) return { error: 'You have no such Treasure in hand.' };
      return { instr: { op: 'playTreasures', p: s.current, cards }, phase: 'buy' };
    }
    case 'buy': {
      if (s.phase !== 'buy') return { error: 'Cards are bought in the Buy phase.' };
      if (t.buys <= 0) return { error: 'You have no Buy left.' };
      const k = s.piles.indexOf(move.card);
      if (k < 0) return { error: `${NAME[move.card] ?? 'That card'} is not in the Supply.` };
      if (s.supply[k] <= 0) return { error: `The ${NAME[move.card]} pile is empty.` };
      const c = costOf(s, move.card);
      if (c.coins > t.coins || c.potions > t.potions) return { error: `${NAME[move.card]} costs more than you have ($${t.coins}).` };
      const blocked = buyBlocked(s, move.card);
      if (blocked) return { error: blocked };
      return { instr: { op: 'buy', p: s.current, card: move.card } };
    }
    case 'buyPhase':
      if (s.phase !== 'action') return { error: 'You are not in the Action phase.' };
      return { instr: TO_BUY_PHASE, phase: 'buy' };
    case 'endTurn':
      return { instr: CLEANUP };
    case 'decide':
      return { error: 'Nothing is waiting for a decision.' };
  }
}

/** apply, with logging optional (the simulator's fast path turns it off). */
export function step(state: DominionState, move: DominionMove, seat: Seat, quiet = false): Applied<DominionState> {
  if (state.phase === 'over') return err('game-over', 'The game is over.');
  const w = working(state, quiet);
  const s = w.s;
  if (state.pending) {
    if (move.type !== 'decide') return err('decision-pending', 'Answer the pending decision first.');
    const who = controllerOf(state, state.pending.seat);
    if (seat !== who) return err('not-your-decision', `{${who}} must decide now.`);
    const e = resolve(s, move.answer);
    if (e) return { ok: false, error: e };
  } else {
    const who = controllerOf(state, state.current);
    if (seat !== who) return err('not-your-turn', who === state.current ? `It is {${state.current}}'s turn.` : `{${who}} plays {${state.current}}'s turn (Possession).`);
    const r = start(state, move);
    if ('error' in r) return err('illegal', r.error);
    if (r.phase) s.phase = r.phase;
    s.stack.push(r.instr);
  }
  const fault = settle(w);
  if (fault) return err('engine-fault', fault);
  return w.finish();
}

/** apply through core's pipeline (parse, game over, whose move, then `step`). */
export const apply: (state: DominionState, move: DominionMove, seat: Seat) => Applied<DominionState> = guardApply({
  title: DOMINION_META.title,
  parseMove,
  outcome: (s) => outcome(s),
  prompt: (s) => prompt(s),
  // The seat owing the move, or its possessor (the possessed seat itself gets step's Possession sentence).
  mayMove: (s, seat) => {
    const owner = s.pending ? s.pending.seat : s.current;
    return owner === seat || controllerOf(s, owner) === seat;
  },
  step: (s, m, seat) => step(s, m, seat, false),
});

export function prompt(s: DominionState): Prompt {
  if (s.phase === 'over') return { seats: [], kind: 'over', text: s.winners.length === 1 ? `{${s.winners[0]}} wins.` : 'The victory is shared.' };
  if (s.pending) return { seats: [controllerOf(s, s.pending.seat)], kind: s.pending.tag ?? s.pending.kind, text: s.pending.prompt };
  const p = s.current;
  const c = controllerOf(s, p);
  const who = c === p ? `{${p}}` : `{${c}} (for {${p}})`;
  if (s.phase === 'action') return { seats: [c], kind: 'action', text: `${who}: play an Action (${s.turn.actions} left), or go to your Buy phase.` };
  return { seats: [c], kind: 'buy', text: `${who}: $${s.turn.coins}, ${s.turn.buys} Buy${s.turn.buys === 1 ? '' : 's'}: play Treasures and buy, or end your turn.` };
}

export function outcome(s: DominionState): Outcome | null {
  if (s.phase !== 'over') return null;
  const scores = s.scores.map((v, i) => `{${i}} ${v}`).join(', ');
  return { kind: s.winners.length === 1 ? 'win' : 'draw', winners: s.winners, reason: `${tieRule(s)} Final scores: ${scores}.` };
}

export const dominionEngine: Engine<DominionState, DominionMove, DominionOptions> = {
  id: 'dominion',
  title: DOMINION_META.title,
  minSeats: DOMINION_META.minSeats,
  maxSeats: DOMINION_META.maxSeats,
  defaultOptions,
  parseOptions,
  parseMove,
  hasSecrets: () => true,
  setup: createGame,
  prompt,
  legalMoves,
  apply,
  quietApply: apply, // until this engine is built by defineEngine (core/engine.ts)
  view,
  outcome,
  describeMove,
  resample,
  // The VP counter: once over, the final scores.
  scores: (s) => (s.phase === 'over' ? s.scores : s.players.map(currentScore)),
};
