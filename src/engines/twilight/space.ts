/**
 * The Space Race (6.4): one attempt per turn (two for the sole holder of Animal in Space), with a
 * card whose modified ops reach the next box's requirement; success on a low roll; VP for the first
 * and second arrival; abilities for the first arrival until the other side catches up (6.4.4).
 * The spaced card's event never happens (6.4.5).
 */
import { addVp, roll, sayRoll, wait, withAt } from './draft';
import type { Working } from '../core/working';
import { cardName, isScoring } from './cardinfo';
import { SPACE_TRACK } from './data/tables';
import { opsValue } from './modifiers';
import type { Instr, Side, TwilightState } from './types';

export const LAST_BOX = SPACE_TRACK.length;

/** Whether `side` alone holds the ability of box b (2 Animal, 4 Man in Earth Orbit, 6 Eagle/Bear Has Landed, 8 Space Station). */
export function hasAbility(s: Pick<TwilightState, 'space'>, side: Side, box: number): boolean {
  return s.space[side] >= box && s.space[1 - side] < box;
}

export function attemptsAllowed(s: Pick<TwilightState, 'space'>, side: Side): number {
  return hasAbility(s, side, 2) ? 2 : 1;
}

/** Whether `side` may space `id` now (event-granted ops never may: aasmith Ruling #6). */
export function canSpace(s: TwilightState, side: Side, id: number): boolean {
  if (isScoring(id)) return false;
  const box = s.space[side];
  if (box >= LAST_BOX) return false;
  if (s.spaceAttempts[side] >= attemptsAllowed(s, side)) return false;
  return opsValue(s, side, id) >= SPACE_TRACK[box].ops;
}

/** Moves `side` one box up, with its VP (used by attempts and by Captured Nazi Scientist). */
export function advanceSpace(ctx: Working<TwilightState>, side: Side): void {
  const s = ctx.s;
  if (s.space[side] >= LAST_BOX) return;
  const box = SPACE_TRACK[s.space[side]];
  const first = s.space[1 - side] < box.box;
  s.space = withAt(s.space, side, box.box);
  ctx.say(`{${side}} reaches ${box.name} (space box ${box.box})${first ? ' first' : ''}.`, side);
  const vp = box.vp[first ? 0 : 1];
  if (vp > 0) addVp(ctx, side, vp, `space race, ${box.name}`);
}

export function spaceAttempt(ctx: Working<TwilightState>, ins: Extract<Instr, { op: 'space' }>): void {
  const s = ctx.s;
  const { side, card: id } = ins;
  const box = SPACE_TRACK[s.space[side]];
  // Designer optional rule: the card may be dumped on the space race without rolling.
  if (s.options.spaceDump && ins.answer === undefined) {
    return wait(ctx, {
      kind: 'pick',
      seat: side,
      text: `{${side}}: roll for ${box.name}, or discard ${cardName(id)} without rolling?`,
      options: ['roll', 'skip'],
      then: ins,
    });
  }
  s.spaceAttempts = withAt(s.spaceAttempts, side, s.spaceAttempts[side] + 1);
  if (ins.answer === 'skip') return ctx.say(`{${side}} puts ${cardName(id)} on the space race without rolling (designer optional rule).`, side);
  const die = roll(ctx);
  const ok = die <= box.rollMax;
  sayRoll(
    ctx,
    'space',
    [{ side, value: die }],
    `{${side}} spaces ${cardName(id)} for ${box.name}: rolls ${die} (needs 1–${box.rollMax}): ${ok ? 'success' : 'failure'}.`,
    side,
  );
  if (ok) advanceSpace(ctx, side);
}
