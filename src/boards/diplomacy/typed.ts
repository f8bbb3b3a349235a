import { adjudicate } from '../../engines/diplomacy/adjudicate';
import type { Geography } from '../../engines/diplomacy/map/geography';
import { formatOrder } from '../../engines/diplomacy/notation/format';
import { parseOrder } from '../../engines/diplomacy/notation/parse';
import type { Board, Place, UnitType } from '../../engines/diplomacy/types';
import { disbandChoice, slotProvince, type Slot } from './options';

/**
 * Typed orders, checked as they are typed (issue 21): each line parsed by the engine's parser, given to
 * the slot it orders, and checked by the engine's own adjudicator on the board as it stands (a dry run
 * with that order alone: what it would call illegal, the line is marked with the engine's reason). A
 * good line is written back in normal form ("bud-ser" → "A Bud - Ser"). No rules here.
 */
export interface TypedLine {
  /** The line as typed (trimmed). */
  readonly input: string;
  /** The order in normal form (null when it could not be read). */
  readonly text: string | null;
  /** Why the order cannot be used, or null when it can. */
  readonly error: string | null;
}

export interface TypedCheck {
  readonly lines: readonly TypedLine[];
  /** The draft's orders with every typed line in its slot (null when a line is refused). */
  readonly orders: Record<string, string> | null;
}

/**
 * Checks typed text (one order a line, or separated by ";") against the slots of the seat at the device.
 * Under fog of war (`sight`: the provinces the seat sees) the board holds only the units in sight, so a
 * support or convoy of a unit out of sight, or a move by convoy on fleets out of sight, is taken as
 * written (the adjudicator decides it on the whole board).
 */
export function checkTyped(
  typed: string,
  board: Board,
  slots: readonly Slot[],
  draft: Readonly<Record<string, string>>,
  geo: Geography,
  sight?: ReadonlySet<string>,
): TypedCheck {
  const next = { ...draft };
  const typeAt = (p: Place): UnitType | undefined => board.units.find((u) => u.loc.split('/')[0] === p.province)?.type;
  const lines: TypedLine[] = [];
  let ok = true;
  const refuse = (input: string, text: string | null, error: string) => {
    lines.push({ input, text, error });
    ok = false;
  };
  for (const input of typed
    .split(/\n|;/)
    .map((l) => l.trim())
    .filter(Boolean)) {
    const r = parseOrder(input, geo);
    if (!r.ok) {
      refuse(input, null, `${r.error.message}${r.error.part ? ` (at "${r.error.part}")` : ''}`);
      continue;
    }
    const o = r.value;
    const text = formatOrder(o, geo, typeAt);
    if (o.kind === 'disband' && slots.some((s) => s.kind === 'disband')) {
      const chosen = disbandChoice(slots, next, o.unit.at.province);
      if (!chosen) refuse(input, text, 'none of your units there may disband.');
      else {
        Object.assign(next, chosen);
        lines.push({ input, text, error: null });
      }
      continue;
    }
    const slot =
      'unit' in o
        ? slots.find((s) => s.kind === 'unit' && slotProvince(s) === o.unit.at.province)
        : slots.find((s) => s.kind === 'build' && !Object.values(next).includes(text) && (next[s.key] === 'Waive' || next[s.key] === undefined));
    if (!slot) {
      refuse(input, text, 'unit' in o ? 'you have no unit to order there.' : 'none of your builds is left for this order.');
      continue;
    }
    // The engine's verdict on this order alone, on the board as it stands.
    const verdict = adjudicate(board, { [slot.power]: [text] }, geo);
    const reason = verdict.ok ? verdict.value.orders[slot.power]?.[0]?.reason : null;
    const unseen =
      sight !== undefined &&
      (((o.kind === 'support' || o.kind === 'convoy') && !sight.has(o.target.at.province)) ||
        (o.kind === 'move' && reason?.kind === 'illegal' && reason.code === 'no-convoy-route'));
    if (reason?.kind === 'illegal' && !unseen) {
      refuse(input, text, `${reason.detail}.`);
      continue;
    }
    if (reason?.kind === 'parse-error') {
      refuse(input, text, `${reason.message}.`);
      continue;
    }
    next[slot.key] = text;
    lines.push({ input, text, error: null });
  }
  return { lines, orders: ok ? next : null };
}
