/**
 * Events (7): whether one can occur, running it, and card disposal as the seed note describes —
 * an event disposes of its own card (discard / removed / limbo when it stays in effect); the
 * end-of-round disposal does nothing to a card already in a pile; The China Card is surrendered.
 */
import { other } from './draft';
import { push } from '../core/instructions';
import type { Working } from '../core/working';
import { CHINA, card, cardName } from './cardinfo';
import { CARD_DEFS } from './cards';
import { barred } from './restrictions';
import { civilWarBars } from './civilwar';
import type { Instr, Pile, Side, TwilightState } from './types';

/** Whether the card's event is built (every Early War card is; see README). */
export const isBuilt = (id: number): boolean => CARD_DEFS[id] !== undefined;

/** Whether `side`'s event on this card can occur now (5.2: prerequisites and blocks). */
export function canEvent(s: TwilightState, id: number, side: Side): boolean {
  if (id === CHINA) return false;
  const def = CARD_DEFS[id];
  if (!def || barred(s, id) || civilWarBars(s, id, side)) return false;
  return def.can ? def.can(s, side) : true;
}

export function execEvent(ctx: Working<TwilightState>, ins: Extract<Instr, { op: 'event' }>): void {
  const { card: id, side } = ins;
  const data = card(id);
  const def = CARD_DEFS[id];
  if (!def) {
    ctx.say(`The event of ${cardName(id)} is not built yet: nothing happens.`);
    push(ctx.s, { op: 'dispose', card: id, pile: 'discard' });
    return;
  }
  if (barred(ctx.s, id) || civilWarBars(ctx.s, id, side) || (def.can && !def.can(ctx.s, side))) {
    // 5.2: a prerequisite unmet or barred by another event: no event, the card is discarded.
    ctx.say(`The event of ${cardName(id)} cannot occur now: the card is discarded.`);
    push(ctx.s, { op: 'dispose', card: id, pile: 'discard' });
    return;
  }
  ctx.say(`Event: ${cardName(id)}, for {${side}}.`, side);
  const pile: Pile = data.underlined ? 'limbo' : data.starred ? 'removed' : 'discard';
  push(ctx.s, ins.with === undefined ? { op: 'card', card: id, step: 0, side } : { op: 'card', card: id, step: 0, side, n: ins.with }, {
    op: 'dispose',
    card: id,
    pile,
  });
}

const PILE_NAMES: Readonly<Record<Pile, string>> = { discard: 'discarded', removed: 'removed from the game', limbo: 'stays in effect' };

/** Moves a card in play to a pile; does nothing when it already lies in one (seed note). */
export function dispose(ctx: Working<TwilightState>, id: number, pile: Pile, quiet = false): void {
  const s = ctx.s;
  const i = s.inPlay.indexOf(id);
  if (i < 0) return;
  s.inPlay.splice(i, 1);
  s[pile].push(id);
  if (!quiet && pile !== 'discard') ctx.say(`${cardName(id)} ${PILE_NAMES[pile]}.`);
}

/** End of an action round or headline card: clear the current card, discarding it if no event did. */
export function disposeCurrent(ctx: Working<TwilightState>): void {
  const s = ctx.s;
  const id = s.current;
  s.current = -1;
  if (id < 0) return;
  if (id === CHINA) {
    // 9.3: The China Card goes face down to the opponent ("discard" means surrender).
    if (s.china.holder === s.phasing) {
      s.china = { holder: other(s.china.holder as Side), faceUp: false };
      ctx.say(`The China Card passes face down to {${s.china.holder}}.`);
    }
    return;
  }
  dispose(ctx, id, 'discard', true);
}
