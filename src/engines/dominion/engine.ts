/**
 * The Dominion engine (Base, Intrigue, Seaside, Prosperity and Alchemy, both editions): the contract of
 * core/types.ts over DominionState, built by core's `defineEngine` from one `step`.
 *
 * A step opens the working copy (context.ts `DominionWorking`: the state copied once, players on demand),
 * turns the move into instructions, runs the instruction machine (core/instructions.ts) until it waits
 * for a decision or the player's next free move, and returns the copy. Refusals are `DominionErrorCode`s.
 */
import { resolve, run, type Handler, type Handlers } from '../core/instructions';
import { defineEngine } from '../core/engine';
import { err, type Applied, type Engine, type Outcome, type Prompt, type RuleError, type Seat } from '../core/types';
import { IS_ACTION, NAME } from './cards';
import { controllerOf, DominionWorking, pileOf } from './context';
import { buyBlocked, costOf, isTreasure } from './cost';
import { legalMoves } from './legal';
import { describeMove, parseMove } from './moves';
import { SHARED_OPS } from './ops';
import { OPTIONS } from './options';
import { CARD_OPS } from './programs';
import { createGame } from './setup';
import { TURN_OPS, canPlayAction, treasureOrder } from './turn';
import type { OpHandler } from './program';
import type { DominionErrorCode, DominionMove, DominionOptions, DominionState, Instr, OpName } from './types';
import { view } from './view';
import { resample } from './resample';
import { currentScore, tieRule } from './scoring';
import { DOMINION_META } from './meta';
import { endsOwnTurn, recordedOptions, rulesAt } from './rules';
import { endReason } from './ending';
import { CHANCELLOR_SENTENCE } from './cards/base';

/**
 * What the ops of a usual turn change of the players (see DominionWorking): 'none' — no player, except
 * through the helpers that own the player they change (draw, topCard, reshuffle, gainCard) or by
 * `touch` (startTurn); 'handPlay' — the current player's hand and play; 'current' — the current
 * player (none at present: cleanupEnd owns its player itself). Before any other op every player is owned, so those ops leave the other players shared with
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
  // Owns its player itself (DominionWorking.ownEmptied) and the others whose play it discards.
  cleanupEnd: 'none',
  startTurn: 'none',
};

/** Each handler behind the players it may change (owned first). */
function owning(table: Handlers<DominionWorking>): Handlers<DominionWorking> {
  const out: Record<string, Handler<DominionWorking>> = {};
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

/** Every op's handler, each given its own instruction shape (types.ts `Instr`); a missing or extra op fails to compile. */
const TABLE: { readonly [K in OpName]: OpHandler<K> } = { ...SHARED_OPS, ...TURN_OPS, ...CARD_OPS };

/** The table as core's machine takes it (one handler per op: the machine passes each its own instructions). */
export const HANDLERS: Handlers<DominionWorking> = owning(TABLE as unknown as Handlers<DominionWorking>);

/** Instructions without arguments, made once (instructions are never changed). */
const CLEANUP: Instr = Object.freeze({ op: 'cleanup' });
const TO_BUY_PHASE: Instr = Object.freeze({ op: 'toBuyPhase' });

/**
 * Runs the machine, then moves through phases that need no choice (no Action to play, no Buy left).
 * Never throws: a fault of the rules (an unknown op, a runaway loop) comes back as an `engine-fault` error.
 */
function proceed(w: DominionWorking): RuleError<'engine-fault'> | null {
  const s = w.s;
  for (let guard = 0; guard < 1000; guard++) {
    const e = run(s, w, HANDLERS);
    if (e) return { code: 'engine-fault', message: e.message };
    if (s.pending || s.phase === 'over') return null;
    if (s.phase === 'action' && !canPlayAction(s)) s.phase = 'buy';
    // With no Buy left the turn ends, unless its player ends turns themselves (options `endTurn`).
    if (s.phase === 'buy' && s.turn.buys <= 0 && !endsOwnTurn(s, controllerOf(s, s.current))) {
      s.stack.push(CLEANUP);
      continue;
    }
    return null;
  }
  return { code: 'engine-fault', message: 'The turn did not settle.' };
}

/** The Treasures of a hand, in its order: the hand itself when it holds nothing else (it is never changed in place). */
function treasuresIn(s: DominionState, hand: readonly number[]): readonly number[] {
  let n = 0;
  for (let k = 0; k < hand.length; k++) if (isTreasure(s, hand[k])) n++;
  if (n === hand.length) return hand;
  const out: number[] = [];
  for (let k = 0; k < hand.length; k++) if (isTreasure(s, hand[k])) out.push(hand[k]);
  return out;
}

type Refusal = { readonly ok: false; readonly error: RuleError<DominionErrorCode> };
const no = (code: DominionErrorCode, message: string): Refusal => err(code, message);

/**
 * The handlers of the free moves' first instructions, found once: the step runs that instruction at
 * once (the stack is empty while a free move is awaited), as the machine would, without a lookup by
 * name or a push onto the empty stack (its first allocation).
 */
const FIRST = {
  playFromHand: HANDLERS.playFromHand,
  playTreasures: HANDLERS.playTreasures,
  buy: HANDLERS.buy,
  toBuyPhase: HANDLERS.toBuyPhase,
  cleanup: HANDLERS.cleanup,
} as const;

/** Runs a free move's first instruction on the working copy (a decision it returns is pending); null. */
function first(w: DominionWorking, h: Handler<DominionWorking>, instr: Instr): null {
  const d = h(w, instr);
  if (d) w.s.pending = d;
  return null;
}

/**
 * The current player's free move: why it may not be made now, or null once its first instruction has
 * run on the working copy `w` (and the phase it moves to is set). `s` is the state before the move.
 */
function start(w: DominionWorking, s: DominionState, move: DominionMove): Refusal | null {
  const t = s.turn;
  const pl = s.players[s.current];
  switch (move.type) {
    case 'play':
      if (s.phase !== 'action') return no('wrong-phase', 'Actions are played in the Action phase.');
      if (t.actions <= 0) return no('no-actions-left', 'You have no Action left.');
      if (!IS_ACTION[move.card]) return no('not-an-action', `You have no ${NAME[move.card] ?? 'such'} Action card in hand.`);
      if (!pl.hand.includes(move.card)) return no('not-in-hand', `You have no ${NAME[move.card] ?? 'such'} Action card in hand.`);
      return first(w, FIRST.playFromHand, { op: 'playFromHand', card: move.card });
    case 'treasure':
    case 'treasures': {
      if (t.bought) return no('bought-already', 'Treasures cannot be played after buying.');
      // Every Treasure in hand (taken from the hand: nothing to check), or one that must be there.
      const cards = move.type === 'treasures' ? treasureOrder(treasuresIn(s, pl.hand)) : [move.card];
      if (move.type === 'treasure' && !isTreasure(s, move.card)) return no('not-a-treasure', 'You have no such Treasure in hand.');
      if (cards.length === 0 || (move.type === 'treasure' && !pl.hand.includes(move.card))) return no('not-in-hand', 'You have no such Treasure in hand.');
      w.s.phase = 'buy';
      return first(w, FIRST.playTreasures, { op: 'playTreasures', p: s.current, cards });
    }
    case 'buy': {
      if (s.phase !== 'buy') return no('wrong-phase', 'Cards are bought in the Buy phase.');
      if (t.buys <= 0) return no('no-buys-left', 'You have no Buy left.');
      const k = pileOf(s, move.card);
      if (k < 0) return no('not-in-supply', `${NAME[move.card] ?? 'That card'} is not in the Supply.`);
      if (s.supply[k] <= 0) return no('pile-empty', `The ${NAME[move.card]} pile is empty.`);
      const c = costOf(s, move.card);
      if (c.coins > t.coins || c.potions > t.potions) return no('cannot-afford', `${NAME[move.card]} costs more than you have ($${t.coins}).`);
      const blocked = buyBlocked(s, move.card);
      if (blocked) return no('buy-blocked', blocked);
      return first(w, FIRST.buy, { op: 'buy', p: s.current, card: move.card });
    }
    case 'buyPhase':
      if (s.phase !== 'action') return no('wrong-phase', 'You are not in the Action phase.');
      w.s.phase = 'buy';
      return first(w, FIRST.toBuyPhase, TO_BUY_PHASE);
    case 'endTurn':
      return first(w, FIRST.cleanup, CLEANUP);
    case 'decide':
      return no('no-decision', 'Nothing is waiting for a decision.');
  }
}

/**
 * The one step (defineEngine builds `apply` and `quietApply` from it): a move already parsed, in a game
 * not over, by the seat that owes it (core's guard checked those). Copies the state once (the working
 * copy), turns the move into instructions, runs the machine until it waits for a decision or the
 * player's next free move, and returns the copy. `quiet`: no log sentence is built. Not exported:
 * it trusts the guard's checks, so everything goes through `apply` or `quietApply`.
 */
function step(state: DominionState, move: DominionMove, _seat: Seat, quiet: boolean): Applied<DominionState, DominionErrorCode> {
  const w = new DominionWorking(state, quiet);
  const s = w.s;
  // A decision of another player during someone's turn (a victim's, a Reaction window's).
  const otherSeat = state.pending !== null && state.pending.seat !== state.current && rulesAt(state, 1);
  if (state.pending) {
    if (move.type !== 'decide') return no('decision-pending', 'Answer the pending decision first.');
    const e = resolve(s, move.answer);
    if (e) return no('bad-answer', e.message);
  } else {
    const refused = start(w, state, move);
    if (refused) return refused;
  }
  const fault = proceed(w);
  if (fault) return { ok: false, error: fault };
  // What comes after another player's decision shows something of the current player's hidden hand
  // (Clerk at the start of a turn: "play Clerk?" again, "play an Action" or straight to Buy; Militia with
  // Actions left), so that decision is a point of no return once the turn's own player is asked again (issue 21).
  if (otherSeat && s.phase !== 'over' && (!s.pending || s.pending.seat === s.current)) w.reveal();
  return w.finish();
}

export function prompt(s: DominionState): Prompt {
  if (s.phase === 'over') return { seats: [], kind: 'over', text: s.winners.length === 1 ? `{${s.winners[0]}} wins.` : 'The victory is shared.' };
  if (s.pending) return { seats: [controllerOf(s, s.pending.seat)], kind: s.pending.tag ?? s.pending.kind, text: s.pending.prompt };
  const p = s.current;
  const c = controllerOf(s, p);
  const who = c === p ? `{${p}}` : `{${c}} (for {${p}})`;
  if (s.phase === 'action') return { seats: [c], kind: 'action', text: `${who}: play an Action (${s.turn.actions} left), or go to your Buy phase.` };
  if (s.turn.buys <= 0) return { seats: [c], kind: 'buy', text: `${who}: no Buy left: end your turn.` };
  return {
    seats: [c],
    kind: 'buy',
    text: `${who}: $${s.turn.coins}, ${s.turn.buys} Buy${s.turn.buys === 1 ? '' : 's'}: play Treasures and buy, or end your turn.`,
  };
}

export function outcome(s: DominionState): Outcome | null {
  if (s.phase !== 'over') return null;
  const scores = s.scores.map((v, i) => `{${i}} ${v}`).join(', ');
  const why = endReason(s);
  return { kind: s.winners.length === 1 ? 'win' : 'draw', winners: s.winners, reason: `${why ? `${why} ` : ''}${tieRule(s)} Final scores: ${scores}.` };
}

export const dominionEngine: Engine<DominionState, DominionMove, DominionOptions, DominionErrorCode> = defineEngine(DOMINION_META, {
  options: OPTIONS,
  parseMove,
  hasSecrets: () => true,
  setup: createGame,
  prompt,
  legalMoves,
  // The seat that answers for the one owing the move: the possessor during a Possession turn (as `prompt`, without building its sentence).
  mayMove: (s, seat) => controllerOf(s, s.pending ? s.pending.seat : s.current) === seat,
  step,
  view,
  outcome,
  describeMove,
  resample,
  // Before the engine kit, Chancellor putting the deck into the discard pile was not a reveal; it is now
  // (its owner sees the deck's hidden order): the epoch may be lower by up to one step per such move.
  // A game recorded before the rules' version existed is read with `rules: 0` (`recordedOptions`); its
  // states then carried no such field.
  earlierForms: ({ states, logs }) => {
    const last = states[states.length - 1];
    const { rules, ...unversioned } = last.options;
    const s = rules === 0 ? { ...last, options: unversioned } : last;
    let k = 0;
    for (const log of logs) for (const e of log) if (e.text.includes(CHANCELLOR_SENTENCE)) k++;
    const forms = Array.from({ length: Math.min(k, s.epoch) }, (_, d) => ({ ...s, epoch: s.epoch - d - 1 }));
    return s === last ? forms : [s, ...forms];
  },
  recordedOptions,
  // The VP counter: once over, the final scores.
  scores: (s) => (s.phase === 'over' ? s.scores : s.players.map(currentScore)),
});
