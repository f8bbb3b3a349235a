/**
 * Small pure facts for boards, so a board never re-derives rules: where the items of a pending
 * pick come from, to make the right zone clickable. (Costs now, after Bridge and the like: costOf
 * in cost.ts.)
 */
import type { Decision } from '../core/instructions';
import type { Seat } from '../core/types';
import { controllerOf } from './context';
import type { DominionState } from './types';

export { controllerOf };

/**
 * Whose hand a seat plays from now: during a Possession turn the possessor plays the possessed player's
 * hand (its own hand again for a decision of its own, e.g. revealing Moat); otherwise its own.
 */
export function handOwner(view: DominionState, seat: Seat): Seat {
  if (view.turn.possessor !== seat || view.current === seat) return seat;
  return view.pending && view.pending.seat !== view.current ? seat : view.current;
}

/**
 * Where the items of a `pick` decision are: the deciding player's hand, the Supply, the trash, their
 * discard pile, cards they are looking at (Sentry), revealed cards (Bandit, Thief), or any card
 * named (Wishing Well).
 */
export type PickSource = 'hand' | 'supply' | 'trash' | 'discard' | 'look' | 'revealed' | 'name';

/** The continuation of each pick, by op (ops.ts and cards/*.ts). */
const SOURCE_OF_OP: Readonly<Record<string, PickSource>> = {
  discardPicked: 'hand',
  trashPicked: 'hand',
  topdeckPicked: 'hand',
  trashAndGain: 'hand',
  playTimes: 'hand',
  secretPassage: 'hand',
  courtier: 'hand',
  masqueradeChose: 'hand',
  gain: 'supply',
  trashFromSupply: 'supply',
  gainFromTrash: 'trash',
  discardToDeck: 'discard',
  sentryTrash: 'look',
  sentryDiscard: 'look',
  banditTrash: 'revealed',
  thiefTrash: 'revealed',
  wishingWellReveal: 'name',
  // Prosperity (cards/prosperity.ts).
  mintCopy: 'hand',
  forge: 'hand',
  countingHouseTake: 'discard',
  named: 'supply',
  // Seaside and Alchemy (cards/seaside*.ts, cards/alchemy.ts).
  haven: 'hand',
  islandPut: 'hand',
  salvager: 'hand',
  ambassador: 'hand',
  transmute: 'hand',
  apprentice: 'hand',
  piratePlay: 'hand',
  embargoPut: 'supply',
  lookoutTrash: 'look',
  lookoutDiscard: 'look',
  pirateShipTrash: 'revealed',
  // Treasures in play (Herbalist): shown on their own.
  topdeckPlayed: 'revealed',
};

/** The continuations of picks the boards know (a test checks every pick the engine makes is one). */
export const KNOWN_PICK_OPS: readonly string[] = Object.keys(SOURCE_OF_OP);

/** Where a pick's items come from; 'revealed' for any pick not listed (cards shown on their own). */
export function pickSource(d: Decision): PickSource {
  return SOURCE_OF_OP[d.then.op] ?? 'revealed';
}
