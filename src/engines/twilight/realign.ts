/**
 * Realignment rolls (6.2): both sides roll; each adds +1 per adjacent country it controls (its own
 * superpower space counts, 2.1.5) and +1 if it has more influence in the target; the higher total
 * removes the difference from the loser's influence there; ties do nothing; never adds influence.
 */
import { addInfText, type RollOutcome } from './rolls';
import { roll, sayRoll } from './draft';
import type { Working } from '../core/working';
import { COUNTRIES, controls, countryName } from './map';
import { realignDieModifier } from './modifiers';
import type { Side, TwilightState } from './types';

/** The realignment modifiers of `side` in country c. */
export function realignModifier(s: TwilightState, side: Side, c: number): number {
  const data = COUNTRIES[c];
  let m = 0;
  for (const n of data.adj) if (controls(s, side, n)) m++;
  if (data.superpower === side) m++;
  if (s.inf[side][c] > s.inf[1 - side][c]) m++;
  return m + realignDieModifier(s, side);
}

export function resolveRealign(ctx: Working<TwilightState>, side: Side, c: number): RollOutcome {
  const s = ctx.s;
  const opp = (1 - side) as Side;
  const modMine = realignModifier(s, side, c);
  const modTheirs = realignModifier(s, opp, c);
  const mine = roll(ctx);
  const theirs = roll(ctx);
  const a = mine + modMine;
  const b = theirs + modTheirs;
  const head = `{${side}} realigns ${countryName(c)}: {${side}} rolls ${mine}${signed(modMine)} = ${a}, {${opp}} rolls ${theirs}${signed(modTheirs)} = ${b}`;
  if (a === b) {
    sayRoll(
      ctx,
      'realign',
      [
        { side, value: mine },
        { side: opp, value: theirs },
      ],
      `${head}: a tie, nothing happens.`,
      side,
    );
    return { rolls: [mine, theirs], removed: 0 };
  }
  const loser = a > b ? opp : side;
  // Designer optional rule: the phasing player never loses influence in a realignment.
  const taken = loser === s.phasing && s.options.realignNoLoss ? 0 : Math.min(Math.abs(a - b), s.inf[loser][c]);
  s.inf[loser][c] -= taken;
  sayRoll(
    ctx,
    'realign',
    [
      { side, value: mine },
      { side: opp, value: theirs },
    ],
    `${head}: {${loser}} loses ${taken} influence${addInfText(s, c)}.`,
    side,
  );
  return { rolls: [mine, theirs], removed: taken };
}

export const signed = (m: number): string => (m === 0 ? '' : m > 0 ? ` + ${m}` : ` − ${-m}`);
