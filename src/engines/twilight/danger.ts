/**
 * The loss analysis shared by the warnings (`ui.ts warning`) and the Standard bot: a move is dangerous when
 * some continuation within the same action round (or headline phase) ends the game against the mover —
 * DEFCON 1 in its round (8.1.3), a coup during the Cuban Missile Crisis, 20 VP (10.3.1), Europe control
 * (10.1), Wargames… — found by playing the rules out, not from a list of cards.
 *
 * The search is an exact AND-OR tree over the engine's own moves: every choice of the opponent is tried
 * (any of them may be made), the mover loses through its own later decisions only when every choice it has
 * there loses, and chance is enumerated outcome by outcome (each die 1–6, each index of a card taken or
 * discarded at random) through `state.rigged` (`draft.ts ASK`: a draw tells what it is, then the move is
 * replayed with each answer). Identical states reached by different paths are looked at once. A budget of
 * moves applied bounds the search; when it runs out, nothing is flagged that was not already found (a
 * warning is given only for a losing line actually found). A reshuffle of the discards (a draw from the
 * generator) is not enumerated: the world's own shuffle is taken.
 *
 * Hidden cards: the analysis of a view (the board's warnings) plays on one world dealt from that view with
 * a fixed seed (`determinize`), so the answer does not depend on what the mover cannot see, and is the same
 * every time it is asked.
 */
import { cardName, isScoring } from './cardinfo';
import { cmcRestricts } from './cards/mid-hooks';
import { determinize } from './determinize';
import { ASK, ASKED_DIE, ASKED_PICK, MAX_DRAWS, PICKED, shallowCopy } from './draft';
import { twilightEngine as E } from './engine';
import { actingSeats } from './legal';
import { COUNTRIES, countryIndex } from './map';
import { seededRandom } from '../core/rng';
import type { Side, TwilightMove, TwilightState } from './types';

/** One step of a losing line: who moved (or null: the move under analysis is step 0), what, and the chance drawn. */
export interface LineStep {
  readonly seat: Side;
  readonly move: TwilightMove;
  /** Dice (1–6) and random picks (`PICKED + index`) drawn while the move resolved. */
  readonly chance: readonly number[];
  /** The card being resolved when the move was made (-1 none). */
  readonly card: number;
  /** The kind of decision the move answered. */
  readonly kind: string;
}

export interface Danger {
  /** The line from the move analysed (first) to the loss. */
  readonly line: readonly LineStep[];
  /** The outcome's reason (engine sentence, `{N}` placeholders). */
  readonly reason: string;
  /** The warning sentence. */
  readonly text: string;
}

/** Moves applied (chance outcomes included) before the search gives up. */
export const DEFAULT_BUDGET = 1500;

/** Whether a state is a view (no generator, hidden cards as −1): the analysis deals a world from it. */
const isView = (s: TwilightState): boolean => s.rng.length === 0 || s.hands.some((h) => h.some((c) => c < 0));

const worlds = new WeakMap<TwilightState, Map<Side, TwilightState>>();

/** A full state to analyse: the state itself, or one world dealt (fixed seed) from the mover's view. */
function worldOf(s: TwilightState, side: Side): TwilightState {
  if (!isView(s)) return s;
  let bySide = worlds.get(s);
  if (!bySide) worlds.set(s, (bySide = new Map()));
  let w = bySide.get(side);
  if (!w) bySide.set(side, (w = determinize(s, side, seededRandom(0x7a11 + s.turn * 31 + s.round))));
  return w;
}

/**
 * Whether the analysis is worth running: a loss within one round needs DEFCON 3 or lower (two drops at
 * most in a round: an event and a coup), a Cuban Missile Crisis on, VP within reach of 20, or a scoring
 * card played (Europe control).
 */
export function tense(s: TwilightState, side: Side, move: TwilightMove): boolean {
  return (
    s.defcon <= 3 ||
    cmcRestricts(s, side) ||
    cmcRestricts(s, (1 - side) as Side) ||
    Math.abs(s.vp) >= 10 ||
    ((move.type === 'play' || move.type === 'headline') && isScoring(move.card))
  );
}

const SKIP = new Set(['rng', 'rigged', 'epoch', 'lastRoll']);
const keyOf = (s: TwilightState): string => JSON.stringify(s, (k, v: unknown) => (SKIP.has(k) ? undefined : v));

/** Opponent's choices: the sharpest first (a coup, a boycott or degrade, an event's choice), so a loss is found early. */
function sharp(m: TwilightMove): number {
  switch (m.type) {
    case 'coup':
      return 0;
    case 'pick':
      return m.choice === 'coup' || m.choice === 'boycott' || m.choice === 'degrade' ? 0 : 1;
    case 'realign':
    case 'play':
    case 'headline':
      return 2;
    case 'influence':
      return 3;
    default:
      return 4;
  }
}

class Search {
  budget: number;
  exhausted = false;
  private readonly memo = new Map<string, LineStep[] | null>();

  constructor(
    readonly side: Side,
    readonly over: (st: TwilightState) => boolean,
    budget: number,
  ) {
    this.budget = budget;
  }

  /** Every outcome of `m` at `st` with the chance drawn: dice and random picks enumerated. */
  branches(st: TwilightState, m: TwilightMove, seat: Side): { next: TwilightState; chance: number[] }[] {
    const out: { next: TwilightState; chance: number[] }[] = [];
    const go = (prefix: number[]): void => {
      if (prefix.length > MAX_DRAWS) return;
      if (this.budget-- <= 0) {
        this.exhausted = true;
        return;
      }
      const t = shallowCopy(st);
      t.rigged = [...prefix, ASK];
      const r = E.quietApply(t, m, seat);
      if (!r.ok) return;
      const head = r.state.rigged[0];
      if (head === ASKED_DIE) for (let v = 1; v <= 6; v++) go([...prefix, v]);
      else if (head !== undefined && head <= ASKED_PICK) for (let k = 0; k < ASKED_PICK - head; k++) go([...prefix, PICKED + k]);
      else out.push({ next: r.state, chance: prefix });
    };
    go([]);
    return out;
  }

  /** A line by which `m` (by `seat` at `st`) may lose for the mover, or null. */
  moveLoses(st: TwilightState, m: TwilightMove, seat: Side): LineStep[] | null {
    const kind = st.pending?.kind ?? '';
    for (const b of this.branches(st, m, seat)) {
      const rest = this.lost(b.next);
      if (rest) return [{ seat, move: m, chance: b.chance, card: st.current, kind }, ...rest];
      if (this.exhausted) return null;
    }
    return null;
  }

  /** A losing line for the mover from `st` (the rest of the round), or null (none, or the budget ran out). */
  lost(st: TwilightState): LineStep[] | null {
    if (st.outcome) return st.outcome.winner === 1 - this.side ? [] : null;
    if (this.over(st)) return null;
    const key = keyOf(st);
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const seat = actingSeats(st)[0];
    let result: LineStep[] | null = null;
    if (seat !== undefined) {
      const legal = E.legalMoves(st, seat).filter((m) => m.type !== 'defuse');
      if (seat === this.side) {
        // The mover's own decision: lost only if every choice loses (the safest-looking first).
        const order = legal.slice().sort((a, b) => sharp(b) - sharp(a));
        let first: LineStep[] | null = null;
        for (const m of order) {
          const line = this.moveLoses(st, m, seat);
          if (!line) {
            first = null;
            break;
          }
          first ??= line;
        }
        result = this.exhausted ? null : first;
      } else {
        const order = legal.slice().sort((a, b) => sharp(a) - sharp(b));
        for (const m of order) {
          result = this.moveLoses(st, m, seat);
          if (result || this.exhausted) break;
        }
      }
    }
    if (!this.exhausted) this.memo.set(key, result);
    return result;
  }
}

/** When the round (or headline phase) of `s` is over. */
export function roundOver(s: TwilightState): (st: TwilightState) => boolean {
  const { turn, round, phasing } = s;
  // The headline phase (round 0) runs both headliners' events, each with its own phasing player.
  return (st) => st.turn !== turn || st.round !== round || (round > 0 && st.phasing !== phasing);
}

/** The search itself, on a full state (no world dealt): a losing line or null, and whether the budget ran out. */
export function searchLoss(s: TwilightState, side: Side, move: TwilightMove, budget = DEFAULT_BUDGET): { line: LineStep[] | null; exhausted: boolean } {
  const search = new Search(side, roundOver(s), budget);
  const line = search.moveLoses(s, move, side);
  return { line, exhausted: search.exhausted };
}

/**
 * A losing line of `move` by `side` at `s` (a full state or the mover's view), with its warning sentence,
 * or null when none is found within the budget.
 */
export function danger(s: TwilightState, side: Side, move: TwilightMove, budget = DEFAULT_BUDGET): Danger | null {
  if (s.outcome || !s.pending) return null;
  // States are never changed in place: the answer for a state, a side and a move is kept with the state.
  let known = answers.get(s);
  if (!known) answers.set(s, (known = new Map()));
  const key = `${side}${budget}${JSON.stringify(move)}`;
  const hit = known.get(key);
  if (hit !== undefined) return hit;
  const d = analyse(s, side, move, budget);
  known.set(key, d);
  return d;
}

const answers = new WeakMap<TwilightState, Map<string, Danger | null>>();

function analyse(s: TwilightState, side: Side, move: TwilightMove, budget: number): Danger | null {
  const world = worldOf(s, side);
  const { line } = searchLoss(world, side, move, budget);
  if (!line) return null;
  // Replay the line (short) for the end state's reason and the state at its decisive step.
  const states = replay(world, line);
  const reason = states[states.length - 1]?.outcome?.reason ?? '';
  const at = decisive(side, line);
  // Whether chance matters: the decisive move loses whatever is drawn (a coup at DEFCON 2, any roll).
  const st = states[at];
  const check = new Search(side, roundOver(world), budget);
  const sure = check.branches(st, line[at].move, line[at].seat).every((b) => check.lost(b.next) !== null) && !check.exhausted;
  return { line, reason, text: describe(side, line, reason, sure) };
}

/** The states along a line: before each step, then the end. */
function replay(s: TwilightState, line: readonly LineStep[]): TwilightState[] {
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
function decisive(side: Side, line: readonly LineStep[]): number {
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

function result(reason: string, side: Side): string {
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
