/**
 * A new game (3.1–3.4): the Early War deck shuffled and 8 cards dealt to each (players see their
 * hands before placing influence), The China Card face up with the USSR, the fixed starting
 * influence, DEFCON 5, VP 0; then the free setup placements as pending decisions.
 * The Late War scenario (`lateWar.ts`) starts at turn 8 on its own board instead: no placements, the
 * reduced deck shuffled and turn 8 begun (its hands dealt, DEFCON staying at 4).
 */
import { seedRng } from '../core/rng';
import { Working } from '../core/working';
import { earlyDeck } from './cardinfo';
import { isLateWar, lateWarBoard, lateWarDeck } from './lateWar';
import { COUNTRIES } from './map';
import { proceed } from './machine';
import { deal } from './turn';
import type { Instr, TwilightOptions, TwilightState } from './types';

export function createGame(options: TwilightOptions, _seats: number, seed: number): TwilightState {
  const s: TwilightState = {
    rng: seedRng(seed),
    epoch: 0,
    options,
    turn: 1,
    round: 0,
    phasing: -1,
    defcon: 5,
    vp: 0,
    milOps: [0, 0],
    space: [0, 0],
    spaceAttempts: [0, 0],
    inf: [COUNTRIES.map((c) => c.start[0]), COUNTRIES.map((c) => c.start[1])],
    hands: [[], []],
    deck: [],
    discard: [],
    removed: [],
    limbo: [],
    inPlay: [],
    current: -1,
    china: options.chineseCivilWar ? { holder: -1, faceUp: true } : { holder: 0, faceUp: true },
    ...(options.chineseCivilWar ? { civilWar: 0 } : {}),
    headline: [-1, -1],
    headlineRevealed: false,
    effects: [],
    access: [[], []],
    defconTo2: false,
    stack: [],
    pending: null,
    rigged: [],
    lastRoll: null,
    outcome: null,
  };
  const ctx: Working<TwilightState> = new Working(s);
  if (isLateWar(options)) {
    lateWarBoard(s);
    s.deck = ctx.shuffle(lateWarDeck(options));
    ctx.say(
      'The Late War scenario: turn 8, DEFCON 4, USSR +4 VP; in effect: US/Japan Mutual Defense Pact, Marshall Plan, NATO, Warsaw Pact Formed, De Gaulle Leads France, Flower Power.',
    );
    s.stack.push({ op: 'startTurn' });
    proceed(ctx);
    return { ...ctx.finish().state, epoch: 0 };
  }
  s.deck = ctx.shuffle(earlyDeck(options));
  deal(ctx);
  const steps: Instr[] = [
    { op: 'setupPlace', side: 0, left: 6, area: 'east' },
    { op: 'setupPlace', side: 1, left: 7, area: 'west' },
  ];
  if (options.usBonus > 0) steps.push({ op: 'setupPlace', side: 1, left: options.usBonus, area: 'bonus' });
  steps.push({ op: 'startTurn' });
  for (let i = steps.length - 1; i >= 0; i--) s.stack.push(steps[i]);
  proceed(ctx);
  // The position before the first move: its epoch stays 0 (nothing before it to undo).
  return { ...ctx.finish().state, epoch: 0 };
}
