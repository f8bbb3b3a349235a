/**
 * The buttons of the board's prompt bar (and the panel's main buttons): answer the decision being
 * made, or the common moves of a turn. Rightmost first.
 */
import type { Decision } from '../../engines/core/instructions';
import { CARDS } from '../../engines/dominion/cards';
import type { DominionMove } from '../../engines/dominion/types';
import { answersAtOnce, find, isPosition, orderAnswer, pickAnswer, pickVerb, positionOf } from './logic';

export interface BarButton {
  readonly text: string;
  /** The move sent; null when the answer is not complete yet (the button is disabled). */
  readonly move: DominionMove | null;
  readonly primary?: boolean;
  /** An option of a several-option choice: pressing it toggles option `toggle` instead of sending. */
  readonly toggle?: number;
  readonly pressed?: boolean;
}

interface Draft {
  readonly picked: readonly number[];
  readonly order: readonly number[] | null;
}

/** "Trash Copper", "Discard 3 cards", "Trash" (nothing chosen yet). */
export function confirmText(verb: string, picked: readonly number[]): string {
  if (picked.length === 0) return verb;
  if (picked.length === 1) return `${verb} ${CARDS[picked[0]]?.name ?? 'it'}`;
  return `${verb} ${picked.length} cards`;
}

/**
 * `form`: for the panel, where a single pick is a radio button and needs confirming (on the board a
 * click answers). `options`: include the options of an option or yes/no decision as buttons.
 */
export function barButtons(d: Decision | null, draft: Draft, legal: readonly DominionMove[], botTurn: boolean, form = false, options = false): BarButton[] {
  if (botTurn) return [];
  if (d) {
    if (d.kind === 'pick') {
      const verb = pickVerb(d);
      const out: BarButton[] = [];
      const atOnce = answersAtOnce(d) && !form;
      if (!atOnce && (draft.picked.length > 0 || d.min > 0))
        out.push({ text: confirmText(verb, draft.picked), move: pickAnswer(d, draft.picked), primary: true });
      if (d.min === 0 && (atOnce || draft.picked.length === 0)) out.push({ text: `${verb} nothing`, move: pickAnswer(d, []) });
      return out;
    }
    if (d.kind === 'option' && isPosition(d)) {
      const at = positionOf(d, draft.picked);
      return [{ text: `Put it ${d.options[at]}`, move: { type: 'decide', answer: [at] }, primary: true }];
    }
    if (d.kind === 'option') {
      const out: BarButton[] = [];
      if (d.max > 1) out.push({ text: `Confirm (${draft.picked.length} of ${d.max})`, move: pickAnswer(d, draft.picked), primary: true });
      if (options)
        for (let k = d.options.length - 1; k >= 0; k--)
          out.push(
            d.max > 1
              ? { text: d.options[k], move: null, toggle: k, pressed: draft.picked.includes(k) }
              : { text: d.options[k], move: { type: 'decide', answer: [k] }, primary: k === 0 },
          );
      return out;
    }
    if (d.kind === 'yesno')
      return options
        ? [
            { text: 'No (N)', move: { type: 'decide', answer: false } },
            { text: 'Yes (Y)', move: { type: 'decide', answer: true }, primary: true },
          ]
        : [];
    if (d.kind === 'order') return [{ text: 'Put back in this order', move: orderAnswer(d, draft.order), primary: true }];
    return [];
  }
  const out: BarButton[] = [];
  const end = find(legal, 'endTurn');
  const buy = find(legal, 'buyPhase');
  const treasures = find(legal, 'treasures');
  if (end) out.push({ text: 'End turn (E)', move: end, primary: !treasures && !buy });
  if (buy) out.push({ text: 'Buy phase (B)', move: buy });
  if (treasures) out.push({ text: 'Play treasures (T)', move: treasures, primary: true });
  return out;
}
