/**
 * The sentences of Twilight's loss analysis (danger.ts): what a losing line does, in words, and which hidden
 * card it needs. No search here: the lines come from danger.ts, and are replayed only to read them.
 */
import { cardName } from './cardinfo';
import { PICKED, shallowCopy } from './draft';
import { twilightEngine as E } from './engine';
import { COUNTRIES, countryIndex } from './map';
import type { LineStep } from './danger';
import type { Hidden } from './deals';
import type { Side, TwilightMove, TwilightState } from './types';
/** The cards a move names (a card played or headlined, a card chosen). */
export function named(m: TwilightMove): number {
  if (m.type === 'play' || m.type === 'headline') return m.card;
  if (m.type === 'pick' && typeof m.choice === 'number') return m.choice;
  return -1;
}

/** The hidden card a line needs: the first card of the opponent's the mover cannot see that leaves its hand (or its headline, revealed). */
export interface Cause {
  readonly card: number;
  /** The step at which it came out. */
  readonly step: number;
  readonly headline: boolean;
}

export function hiddenCause(h: Hidden, line: readonly LineStep[], states: readonly TwilightState[]): Cause | null {
  for (let k = 0; k < line.length && k + 1 < states.length; k++) {
    const before = states[k];
    const after = states[k + 1];
    if (h.headline && !before.headlineRevealed && after.headlineRevealed) return { card: before.headline[h.opp], step: k, headline: true };
    const gone = before.hands[h.opp].find((c) => h.unknown.has(c) && !after.hands[h.opp].includes(c));
    if (gone !== undefined) return { card: gone, step: k, headline: false };
  }
  return null;
}

/** The states along a line: before each step, then the end. */
export function replay(s: TwilightState, line: readonly LineStep[]): TwilightState[] {
  const out = [s];
  let st = s;
  for (const step of line) {
    const t = shallowCopy(st);
    t.rigged = step.chance.slice();
    const r = E.quietApply(t, step.move, step.seat);
    if (!r.ok) break;
    st = r.state;
    out.push(st);
  }
  return out;
}

/** The index of the step the warning names: the opponent's last choice, else the move itself. */
export function decisive(side: Side, line: readonly LineStep[]): number {
  for (let i = line.length - 1; i > 0; i--) if (line[i].seat !== side) return i;
  return 0;
}

const SIDE_NAME = ['the USSR', 'the US'] as const;

function countryText(id: string): string {
  const c = countryIndex(id);
  if (c < 0) return id;
  return COUNTRIES[c].bg ? `the battleground ${COUNTRIES[c].name}` : COUNTRIES[c].name;
}

/** What a step did, as a verb phrase ("coup the battleground Iran", "boycott"). */
function deed(step: LineStep): string {
  const m = step.move;
  switch (m.type) {
    case 'coup':
      return `coup ${countryText(m.country)}`;
    case 'realign':
      return `realign ${countryText(m.country)}`;
    case 'influence':
      return `place influence in ${countryText(m.country)}`;
    case 'play':
      return `play ${cardName(m.card)}${m.use === 'event' ? ' for its event' : m.use === 'space' ? ' on the Space Race' : ` for ${m.use}`}`;
    case 'headline':
      return `headline ${cardName(m.card)}`;
    case 'pick': {
      const c = m.choice;
      if (typeof c === 'number') return `choose ${cardName(c)}`;
      if (countryIndex(c) >= 0) return `choose ${countryText(c)}`;
      return c === 'boycott' || c === 'degrade' || c === 'coup' ? c : `choose “${c}”`;
    }
    default:
      return m.type;
  }
}

/** "with CIA Created's operation", "(Summit)": the card whose event gave the step. */
function source(step: LineStep, mover: Side): string {
  if (step.card < 0) return '';
  if (step.kind === 'ops' && step.seat !== mover) return ` with the operations of ${cardName(step.card)}`;
  return ` (${cardName(step.card)})`;
}

export function result(reason: string, side: Side): string {
  if (/Cuban Missile Crisis/i.test(reason)) return 'a coup during the Cuban Missile Crisis is nuclear war, and you lose';
  if (/Nuclear war/i.test(reason)) return 'DEFCON 1 in your round is nuclear war, and you lose the game (8.1.3)';
  const opp = SIDE_NAME[1 - side];
  if (/20 VP/.test(reason)) return `${opp} reaches 20 VP and wins (10.3.1)`;
  if (/controls Europe/.test(reason)) return `${opp} controls Europe and wins (10.1)`;
  if (/Wargames/i.test(reason)) return `${opp} wins (Wargames)`;
  return `you lose (${reason.replace(/\{(\d)\}/g, (_, d: string) => SIDE_NAME[Number(d)])})`;
}

function chanceText(steps: readonly LineStep[]): string {
  const dice = steps.flatMap((s) => s.chance.filter((c) => c < PICKED));
  const picks = steps.some((s) => s.chance.some((c) => c >= PICKED));
  if (picks) return ' if the card drawn at random is the wrong one';
  if (dice.length === 1) return ` on a roll of ${dice[0]}`;
  if (dice.length > 1) return ` on rolls of ${dice.join(', ')}`;
  return '';
}

/** The warning sentence for a losing line: who may do what, with which card, and why it loses; `sure`: whatever chance draws. */
export function describe(side: Side, line: readonly LineStep[], reason: string, sure = false): string {
  const why = result(reason, side);
  const last = decisive(side, line);
  const luck = sure ? '' : chanceText(line.slice(last));
  if (last > 0) {
    const step = line[last];
    const by = SIDE_NAME[step.seat];
    return `${by[0].toUpperCase()}${by.slice(1)} may ${deed(step)}${source(step, side)}${luck}: ${why}.`;
  }
  if (line.length === 1) {
    // The move itself loses: a coup says what it does ("A coup in the battleground Iran lowers DEFCON to 1: …").
    const m = line[0].move;
    if (m.type === 'coup' && /Nuclear war/i.test(reason)) return `A coup in ${countryText(m.country)} lowers DEFCON to 1${luck}: ${why}.`;
    return `This move ${luck ? `may end the game${luck}` : 'ends the game'}: ${why}.`;
  }
  const card = line[line.length - 1].card;
  return `Every way of finishing this play${card >= 0 ? ` (${cardName(card)})` : ''} loses${luck}: ${why}.`;
}

const capital = (t: string): string => `${t[0].toUpperCase()}${t.slice(1)}`;

/**
 * The warning for a line that needs a card the mover cannot see: which card the opponent may hold (or have
 * headlined), what brings it out, then how the game is lost ("The USSR may hold Duck and Cover, which Missile
 * Envy can bring out: DEFCON 1 in your round is nuclear war, and you lose the game (8.1.3).").
 */
export function describeHidden(side: Side, line: readonly LineStep[], reason: string, sure: boolean, cause: Cause): string {
  const opp = (1 - side) as Side;
  const who = capital(SIDE_NAME[opp]);
  const name = cardName(cause.card);
  const step = line[cause.step];
  let lead: string;
  if (cause.headline) lead = `${who} may have headlined ${name}`;
  else if (step.seat === opp && named(step.move) === cause.card) {
    const verb =
      step.move.type === 'headline'
        ? 'headline it'
        : step.move.type === 'play'
          ? 'play it'
          : step.card >= 0
            ? `choose it for ${cardName(step.card)}`
            : 'choose it';
    lead = `${who} may hold ${name} and ${verb}`;
  } else {
    const by = step.seat === side && (step.move.type === 'play' || step.move.type === 'headline') ? step.move.card : step.card;
    const random = step.chance.some((c) => c >= PICKED);
    lead = `${who} may hold ${name}${by >= 0 && by !== cause.card ? `, which ${cardName(by)} can bring out${random ? ' at random' : ''}` : ''}`;
  }
  const last = decisive(side, line);
  if (last > cause.step) {
    const rest = describe(side, line, reason, sure);
    return `${lead}; then ${rest[0].toLowerCase()}${rest.slice(1)}`;
  }
  const dice = line.slice(cause.step).flatMap((x) => x.chance.filter((c) => c < PICKED));
  const luck = sure || dice.length === 0 ? '' : dice.length === 1 ? ` (on a roll of ${dice[0]})` : ` (on rolls of ${dice.join(', ')})`;
  return `${lead}${luck}: ${result(reason, side)}.`;
}
