/**
 * Reading the legal moves for the board and the panel, and sending a move through the warning check.
 */
import { COUNTRY_BY_ID } from './layout';
import { warning } from '../../engines/twilight/ui';
import { coupUseWarning } from '../../engines/twilight/queries';
import type { Side, TwilightMove, TwilightState } from '../../engines/twilight/types';
import { setSelection } from './selection';
import { askConfirm } from '../common/Confirm';

export type PlayMove = Extract<TwilightMove, { type: 'play' }>;

export const playsOf = (legal: readonly TwilightMove[], card: number): PlayMove[] => legal.filter((m): m is PlayMove => m.type === 'play' && m.card === card);

/** Cards that can be played now (action round) or headlined. */
export function playableCards(legal: readonly TwilightMove[]): Set<number> {
  const out = new Set<number>();
  for (const m of legal) if (m.type === 'play' || m.type === 'headline') out.add(m.card);
  return out;
}

/** The move a click on a country makes now (ops target or a country pick), by country id. */
export function countryMoves(legal: readonly TwilightMove[]): Map<string, TwilightMove> {
  const out = new Map<string, TwilightMove>();
  for (const m of legal) {
    if (m.type === 'influence' || m.type === 'realign' || m.type === 'coup') out.set(m.country, m);
    else if (m.type === 'pick' && typeof m.choice === 'string' && COUNTRY_BY_ID.has(m.choice)) out.set(m.choice, m);
  }
  return out;
}

/** Every ops or pick move that names country `id` (two under mixed ops: place influence and realign). */
export const movesAt = (legal: readonly TwilightMove[], id: string): TwilightMove[] =>
  legal.filter((m) => ((m.type === 'influence' || m.type === 'realign' || m.type === 'coup') && m.country === id) || (m.type === 'pick' && m.choice === id));

/**
 * What a click on country `id` does, `target` being the country already chosen: nothing, choose it
 * (a coup or a realignment shows its odds first; under mixed ops a country open to both influence and
 * realignment is chosen and the panel asks which), or send the move.
 */
export function clickAction(
  legal: readonly TwilightMove[],
  id: string,
  target: string | null,
): { act: 'none' } | { act: 'choose' } | { act: 'send'; move: TwilightMove } {
  const here = movesAt(legal, id);
  if (here.length === 0) return { act: 'none' };
  if (here.length > 1) return { act: 'choose' };
  const move = here[0];
  if ((move.type === 'coup' || move.type === 'realign') && target !== id) return { act: 'choose' };
  return { act: 'send', move };
}

/** Ways to end the Cuban Missile Crisis now (the `defuse` moves the engine lists at any decision). */
export const defusesOf = (legal: readonly TwilightMove[]): Extract<TwilightMove, { type: 'defuse' }>[] =>
  legal.filter((m): m is Extract<TwilightMove, { type: 'defuse' }> => m.type === 'defuse');

/**
 * Sends a move, or holds it back with the engine's warning (DEFCON suicide, a stranded scoring card)
 * until the player confirms in the app's dialog (boards/common/Confirm.tsx). Choosing Coup as the use of a card is warned about as soon
 * as any coup it allows would be nuclear war, so "Go back" returns to the choice of operation.
 */
export function attempt(view: TwilightState, seat: number | null, move: TwilightMove, onMove: (m: TwilightMove) => void): void {
  const text = seat === 0 || seat === 1 ? warned(view, seat as Side, move) : null;
  if (text) {
    void askConfirm({ title: 'Are you sure?', text, yes: 'Do it anyway', no: 'Go back', danger: true }).then((yes) => {
      if (yes) {
        setSelection(view, seat, { card: null, target: null, preview: null });
        onMove(move);
      } else setSelection(view, seat, { target: null });
    });
    return;
  }
  setSelection(view, seat, { card: null, target: null, preview: null });
  onMove(move);
}

/** The warning for a move; a fault in the analysis never keeps the player from moving (the move goes unchecked, the fault to the console). */
function warned(view: TwilightState, seat: Side, move: TwilightMove): string | null {
  try {
    return warning(view, seat, move) ?? coupUseWarning(view, seat, move);
  } catch (e) {
    console.error('The loss analysis failed; the move is sent unchecked.', e);
    return null;
  }
}

export const sameMove = (a: TwilightMove, b: TwilightMove): boolean => JSON.stringify(a) === JSON.stringify(b);

export const pct = (p: number): string => `${Math.round(p * 100)}%`;

/** "1 op", "2 ops": a count with its noun, singular for one. */
export const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
