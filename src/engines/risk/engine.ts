/**
 * The World Conquest engine: the contract of core/types.ts over RiskState, built by core's
 * `defineEngine` from one `step` (apply and quietApply are `riskEngine.apply` / `riskEngine.quietApply`).
 */
import { defineEngine } from '../core/engine';
import type { Applied, Outcome, Prompt, Seat } from '../core/types';
import { plural, RiskWorking, type Step } from './working';
import { applyAttack, applyBlitz, applyCapture, applyDefend, applyEndAttack } from './attack';
import { applyEndTrade, applyTrade } from './cards';
import { applyEndTurn, applyFortify } from './fortify';
import { territoryName } from './graph';
import { actingSeat, legalMoves } from './legal';
import { describeMove, parseMove } from './moves';
import { OPTIONS } from './options';
import { applyPlace } from './reinforce';
import { fogActive, fogView } from './fog';
import { applyCapital, applyClaim, applyPlaceNeutral, applyRollFirst, applySetupPlace, createGame } from './setup';
import { checkVictory, winText } from './victory';
import type { RiskErrorCode, RiskMove, RiskState } from './types';
import { resample } from './resample';
import { RISK_META } from './meta';

export function prompt(state: RiskState): Prompt {
  const s = state.current;
  const seats = [actingSeat(state)];
  const left = state.reserve[s] ?? 0;
  switch (state.phase) {
    case 'first':
      return { seats, kind: 'first', text: '{0}: roll the dice to decide who plays first.' };
    case 'claim':
      return { seats, kind: 'claim', text: `{${s}}: claim an unoccupied territory (${plural(left, 'army', 'armies')} left to place).` };
    case 'setup':
      return {
        seats,
        kind: 'setup',
        text:
          state.setupLeft > 1
            ? `{${s}}: place ${state.setupLeft} armies on your territories, split as you like (${left} left in all).`
            : `{${s}}: place one army on one of your territories (${left} left).`,
      };
    case 'capital':
      return { seats, kind: 'capital', text: `{${s}}: choose one of your territories as your capital.` };
    case 'neutral':
      return { seats, kind: 'neutral', text: `{${s}}: place one neutral army on a neutral territory.` };
    case 'trade': {
      const n = state.hands[s].length;
      if (state.forced)
        return { seats, kind: 'trade', text: `{${s}}: you must trade: you hold ${n} cards after the elimination; trade down to four or fewer.` };
      if (n >= 5) return { seats, kind: 'trade', text: `{${s}}: you must trade: you hold ${n} cards.` };
      return { seats, kind: 'trade', text: `{${s}}: trade a set of cards for armies, or keep your cards.` };
    }
    case 'place':
      // A fogged view of another seat hides how many (HIDDEN_RESERVE).
      if (left < 0) return { seats, kind: 'place', text: `{${s}}: place your new armies on your territories.` };
      return { seats, kind: 'place', text: `{${s}}: place ${plural(left, 'new army', 'new armies')} on your territories.` };
    case 'attack':
      return { seats, kind: 'attack', text: `{${s}}: attack a neighbouring territory, or end the attack.` };
    case 'defend': {
      const b = state.battle;
      // A fogged view that hides the battle still names the defender (the device goes to them).
      if (!b) return { seats, kind: 'defend', text: `{${seats[0]}}: {${s}} attacks one of your territories: choose how many dice to defend with.` };
      const most = Math.min(2, state.armies[b.to]);
      const where = `${territoryName(b.to)} from ${territoryName(b.from)} with ${plural(b.dice, 'die', 'dice')}`;
      return { seats, kind: 'defend', text: `{${seats[0]}}: {${s}} attacks ${where}: defend with ${most === 1 ? '1 die' : '1 or 2 dice'}.` };
    }
    case 'capture': {
      const b = state.battle;
      if (!b) return { seats, kind: 'capture', text: `{${s}}: move armies into the conquered territory.` };
      const max = b.dice + state.armies[b.from] - 1;
      return { seats, kind: 'capture', text: `{${s}}: move ${b.dice} to ${max} armies from ${territoryName(b.from)} into ${territoryName(b.to)}.` };
    }
    case 'fortify':
      return {
        seats,
        kind: 'fortify',
        text: `{${s}}: move armies once from one of your territories to ${state.options.fortify === 'adjacent' ? 'an adjacent one' : 'another linked by your territories'}, or end the turn.`,
      };
    case 'over':
      return { seats: [], kind: 'over', text: winText(state.winner, state.winReason, state.missions[state.winner]) };
  }
}

/** The move's rules on a fresh working copy, or a refusal (the move is parsed; the seat owes it). */
function rules(state: RiskState, move: RiskMove, seat: Seat, quiet: boolean): Step {
  switch (move.type) {
    case 'rollFirst':
      return applyRollFirst(state, quiet);
    case 'claim':
      return applyClaim(state, move.territory, seat, quiet);
    case 'place':
      return state.phase === 'setup'
        ? applySetupPlace(state, move.territory, move.count, seat, quiet)
        : applyPlace(state, move.territory, move.count, seat, quiet);
    case 'placeNeutral':
      return applyPlaceNeutral(state, move.territory, seat, quiet);
    case 'capital':
      return applyCapital(state, move.territory, seat, quiet);
    case 'trade':
      return applyTrade(state, move.cards, move.bonus, seat, quiet);
    case 'endTrade':
      return applyEndTrade(state, seat, quiet);
    case 'attack':
      return applyAttack(state, move.from, move.to, move.dice, seat, quiet);
    case 'blitz':
      return applyBlitz(state, move.from, move.to, move.floor, seat, quiet);
    case 'defend':
      return applyDefend(state, move.dice, seat, quiet);
    case 'capture':
      return applyCapture(state, move.count, seat, quiet);
    case 'endAttack':
      return applyEndAttack(state, seat, quiet);
    case 'fortify':
      return applyFortify(state, move.from, move.to, move.count, seat, quiet);
    case 'endTurn':
      return applyEndTurn(state, seat, quiet);
  }
}

/**
 * The engine's one step, on a move core's guard has parsed (moves.ts `parseMove`) by the seat that owes
 * it: the move's rules on one working copy, then missions and capitals (checked after every move, for
 * the seat whose turn it is) on the same copy, which `finish()` closes (the epoch advances at most once).
 * `quiet` builds no log sentence: the same rules, the same state, for the simulators, the bench and the
 * search's playouts (`riskEngine.quietApply`).
 */
function step(state: RiskState, move: RiskMove, seat: Seat, quiet: boolean): Applied<RiskState, RiskErrorCode> {
  const w = rules(state, move, seat, quiet);
  if (!(w instanceof RiskWorking)) return w;
  checkVictory(w);
  return w.finish();
}

/**
 * What a seat may see: its own cards; other hands as -1 per card (counts kept); the deck as -1s
 * (its order is secret); no generator state (it would foretell dice and draws); its own mission
 * only (every mission once the game is over); under fog, only the territories it sees, and its own
 * reserve only (fog.ts `fogView`).
 */
export function view(state: RiskState, seat: Seat | null): RiskState {
  const over = state.phase === 'over';
  return {
    ...state,
    rng: [],
    deck: state.deck.map(() => -1),
    hands: state.hands.map((h, s) => (s === seat ? h : h.map(() => -1))),
    missions: over ? state.missions : state.missions.map((m, s) => (s === seat ? m : -1)),
    ...(fogActive(state) ? fogView(state, seat) : {}),
  };
}

export function outcome(state: RiskState): Outcome | null {
  if (state.phase !== 'over' || state.winner < 0) return null;
  return { kind: 'win', winners: [state.winner], reason: winText(state.winner, state.winReason, state.missions[state.winner]) };
}

/**
 * World Conquest: `apply` and `quietApply` are core's guard (parse, game over?, is it this seat's move?)
 * over `step`.
 */
export const riskEngine = defineEngine(RISK_META, {
  options: OPTIONS,
  parseMove,
  // The one seat asked to act, also while a defender answers an attack.
  mayMove: (s: RiskState, seat: Seat) => actingSeat(s) === seat,
  hasSecrets: () => true,
  setup: createGame,
  prompt,
  legalMoves,
  step,
  view,
  outcome,
  describeMove,
  resample,
  // Before the engine kit, a move completing a secret mission advanced the epoch twice (the win opened a
  // second working copy); it advances it once now.
  earlierForms: ({ states }) => {
    const s = states[states.length - 1];
    return s.winReason === 'mission' ? [{ ...s, epoch: s.epoch + 1 }] : [];
  },
});
