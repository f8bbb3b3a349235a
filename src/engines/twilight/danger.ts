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
 * replayed with each answer). Identical states reached by different paths are looked at once. A reshuffle
 * of the discards (a draw from the generator) is not enumerated: the world's own shuffle is taken.
 *
 * Budget (moves applied, every world counted): when the exact search runs out, a second search lets the
 * mover's own later choices be made any way (a third of the budget, in equal slices for the worlds of a
 * view, so one world's long safe lines do not starve the others), but not a choice a small exact search
 * shows to lose while another is not, and tries the sharpest choices first on both sides (coups,
 * boycotts and DEFCON choices, then events' other choices, realignments, influence last). A line found there
 * is a way the play may lose, and the warning says that not every way was checked ("Not every way this round
 * can go could be checked, and some lose. …"). When that search runs out too, nothing is flagged: what it
 * left unsearched is the least sharp part (influence placed in every order), and flagging every such play
 * (Marshall Plan for operations at DEFCON 2 gives the US seven placements in every order) would be a false
 * alarm on ordinary moves — a warning that cries wolf is one players learn to click through.
 *
 * Hidden cards: the analysis of a view (the board's warnings, the bots' filter) plays on worlds dealt from
 * that view. It starts on one world dealt with a fixed seed (`determinize`). Wherever a continuation reads
 * what the mover cannot see — a card of the opponent's hidden hand leaves it (given, discarded, taken at
 * random, headlined, offered as a choice), a card is drawn from the draw pile, the opponent's hidden
 * headline is revealed, or the engine marks a move as a reveal without a die (a decision whose shape depends
 * on the hand: Blockade) — the line is also played on the other deals of the hidden cards (`deals.ts worldsOf`): the
 * cards the mover cannot rule out (the opponent's hidden hand, the draw pile, a hidden headline) grouped by
 * ops value, highest first, so that every one of them is in the opponent's hand in some world *as one of its
 * highest-ops cards* (Missile Envy takes the highest; a tie is the opponent's choice, which is searched), and
 * every card that may be headlined is the hidden headline of some world. A loss in any of these worlds is a
 * loss the mover cannot rule out, and the warning says which card it needs ("The USSR may hold Duck and
 * Cover, which Missile Envy can bring out: …"). Lines that need two particular hidden cards together are
 * caught only when the grouping puts them together; the order of the draw pile is each world's own.
 *
 * Shared work: the memo of positions already judged is kept with the analysed state (a view or a full
 * state) and shared by every move asked about there and by every world; a position whose continuation read
 * nothing hidden is keyed by its public part only, so the worlds share it.
 */
import { cardName, isScoring } from './cardinfo';
import { cmcRestricts } from './cards/mid-hooks';
import { hiddenOf, isView, worldsOf, type Hidden } from './deals';
import { determinize } from './determinize';
import { ASK, ASKED_DIE, ASKED_PICK, MAX_DRAWS, PICKED, shallowCopy } from './draft';
import { twilightEngine as E } from './engine';
import { actingSeats } from './legal';
import { seededRandom } from '../core/rng';
import type { Side, TwilightMove, TwilightState } from './types';
import { decisive, describe, describeHidden, hiddenCause, named, replay, result } from './dangerText';

export { describe };

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
  /** The card of the opponent's the line needs (a hidden card that came out of its hand or headline), if any. */
  readonly hidden?: number;
  /** The world (a full state) the line was found in: the analysed state itself, or a deal of its hidden cards. */
  readonly world?: TwilightState;
  /**
   * The budget ran out before every choice of the mover's own could be checked: the line is a way the play
   * may lose through the mover's later choices, not shown to be forced.
   */
  readonly unchecked?: boolean;
}

/** Moves applied (chance outcomes included, every world counted) before the search gives up. */
export const DEFAULT_BUDGET = 1500;
/** Moves applied by the small exact search that shows a choice of the mover's loses, in the search that lets its choices go any way. */
const PROOF = 150;
/** The least budget of one world in the any-way search. */
const MIN_SLICE = 40;

/** A judged position: a losing line or null, and whether judging it read something hidden. */
interface Entry {
  readonly line: LineStep[] | null;
  readonly read: boolean;
}

/** The mark of a public part whose judgement read something hidden (the judgement is kept by the whole state). */
const READ: Entry = { line: null, read: true };

/** What the analysis keeps with an analysed state and a side: its worlds and the positions judged. */
interface Context {
  readonly first: TwilightState;
  readonly hidden: Hidden | null;
  readonly over: (st: TwilightState) => boolean;
  /** Positions whose judgement read nothing hidden, by their public part (shared by every world). */
  readonly open: Map<string, Entry>;
  /** Positions whose judgement read something hidden, by the whole state. */
  readonly closed: Map<string, Entry>;
  /** The same for the search that lets the mover's own later choices be made any way (`anyWay`). */
  readonly loose: { readonly open: Map<string, Entry>; readonly closed: Map<string, Entry> };
  worlds?: TwilightState[];
}

const contexts = new WeakMap<TwilightState, Map<Side, Context>>();

/** The analysis context of `s` for `side`: the first world (the state itself, or one dealt with a fixed seed), kept with the state. */
function contextOf(s: TwilightState, side: Side): Context {
  let bySide = contexts.get(s);
  if (!bySide) contexts.set(s, (bySide = new Map()));
  let c = bySide.get(side);
  if (!c) {
    const view = isView(s);
    const first = view ? determinize(s, side, seededRandom(0x7a11 + s.turn * 31 + s.round)) : s;
    c = {
      first,
      hidden: view ? hiddenOf(s, first, side) : null,
      over: roundOver(s),
      open: new Map(),
      closed: new Map(),
      loose: { open: new Map(), closed: new Map() },
    };
    bySide.set(side, c);
  }
  return c;
}

/**
 * Whether a loss within one round is possible at all: DEFCON 3 or lower (two drops at most in a round: an
 * event and a coup), a Cuban Missile Crisis on, VP within reach of 20, or a scoring card played (Europe control).
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

const ids = new WeakMap<object, number>();
let lastId = 0;

/**
 * A number for an object by its identity: for the parts of the state that are never changed in place but
 * replaced whole (`draft.ts`: the effects, the access lists, each instruction on the stack), shorter than
 * their JSON. Two equal parts made apart get two numbers: a position then misses the memo, never the reverse.
 */
function idOf(o: object): number {
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = ++lastId));
  return id;
}

/**
 * A position's key in the memo: everything the rules read (not the generator, the test dice, the epoch or the
 * last roll, nor the options, which one analysis never changes), built without a `JSON.stringify` replacer
 * (several times faster: the keys were half the analysis's time). With `h`, the hidden cards are masked (−1):
 * the key of the public part, equal for every deal of the same view.
 */
function keyOf(s: TwilightState, h: Hidden | null = null): string {
  let hands: readonly (readonly number[])[] = s.hands;
  let deck: readonly number[] = s.deck;
  let headline: readonly number[] = s.headline;
  let pending = s.pending;
  if (h) {
    const mask = (c: number): number => (h.unknown.has(c) ? -1 : c);
    hands = s.hands.map((hand, i) => (i === h.opp ? hand.map(mask) : hand));
    deck = s.deck.map(mask);
    if (h.headline && !s.headlineRevealed) {
      headline = s.headline.map((c, i) => (i === h.opp ? mask(c) : c));
      if (pending?.kind === 'headline' && pending.answers?.[h.opp] !== undefined) pending = { ...pending, answers: { ...pending.answers, [h.opp]: -1 } };
    }
  }
  // Influence first, one character a country (a fixed length), then the rest as JSON (self-delimiting).
  return (
    String.fromCharCode(...s.inf[0], ...s.inf[1]) +
    JSON.stringify([
      s.turn,
      s.round,
      s.phasing,
      s.defcon,
      s.vp,
      s.milOps,
      s.space,
      s.spaceAttempts,
      hands,
      deck,
      s.discard,
      s.removed,
      s.limbo,
      s.inPlay,
      s.current,
      s.china,
      s.civilWar ?? null,
      headline,
      s.headlineRevealed,
      idOf(s.effects),
      idOf(s.access),
      s.defconTo2,
      s.stack.map(idOf),
      pending,
      s.outcome,
    ])
  );
}

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
  /** Reads of something hidden so far (a position judged with reads below it stores them). */
  reads = 0;
  private readonly open: Map<string, Entry>;
  private readonly closed: Map<string, Entry>;

  constructor(
    readonly side: Side,
    readonly over: (st: TwilightState) => boolean,
    budget: number,
    readonly hidden: Hidden | null = null,
    memo?: { open: Map<string, Entry>; closed: Map<string, Entry> },
    /** The mover's own later choices count as the opponent's (any of them may be made): a line is a way the play may lose, not a forced loss. */
    readonly anyWay = false,
    /** With `anyWay`: the exact search's memo, for the small proofs that a choice of the mover's loses. */
    readonly exact: { open: Map<string, Entry>; closed: Map<string, Entry> } | null = null,
  ) {
    this.budget = budget;
    this.open = memo?.open ?? new Map();
    this.closed = memo?.closed ?? new Map();
  }

  /** Whether going from `st` to `next` (a move, with `drawn` chance outcomes) read something the mover cannot see. */
  private readsHidden(st: TwilightState, next: TwilightState, drawn: number): boolean {
    const h = this.hidden as Hidden;
    if (next.deck.length !== st.deck.length) return true;
    if (h.headline && next.headlineRevealed !== st.headlineRevealed) return true;
    // A reveal without a die or a random pick: a decision whose shape depends on a hand (Blockade), a card shown.
    if (drawn === 0 && next.epoch !== st.epoch) return true;
    const before = st.hands[h.opp];
    const after = next.hands[h.opp];
    for (const c of before) if (h.unknown.has(c) && !after.includes(c)) return true;
    return false;
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
      else {
        if (this.hidden && this.readsHidden(st, r.state, prefix.length)) this.reads++;
        out.push({ next: r.state, chance: prefix });
      }
    };
    go([]);
    return out;
  }

  /**
   * A line by which `m` (by `seat` at `st`) may lose for the mover, or null. `spread` (the analysed move
   * itself): first each outcome of its chance with a small slice of its own (a quarter of the budget in all,
   * on top of it), so that a short loss behind a later roll is found even when an earlier roll's quiet line
   * (influence placed in every order) would use the whole budget — game 72 of `bench/searchBots.ts twilight
   * --iterations 400 --seed 9100`: the USSR's coup in Angola with CIA Created at DEFCON 3 fails on a 1, and the
   * US can then only place influence; on a 3 or more the US's free coup there reaches DEFCON 1. Then every
   * outcome in turn with the whole budget, as without it (the slices' finished judgements kept), so nothing
   * found before is missed.
   */
  moveLoses(st: TwilightState, m: TwilightMove, seat: Side, spread = false): LineStep[] | null {
    const kind = st.pending?.kind ?? '';
    const step = (b: { chance: number[] }, rest: LineStep[]): LineStep[] => [{ seat, move: m, chance: b.chance, card: st.current, kind }, ...rest];
    const outcomes = this.branches(st, m, seat);
    if (spread && outcomes.length > 1 && !this.exhausted) {
      const total = this.budget;
      const slice = Math.floor(total / (4 * outcomes.length));
      for (const b of outcomes) {
        this.budget = slice;
        const rest = this.lost(b.next);
        this.exhausted = false;
        if (rest) {
          this.budget = total;
          return step(b, rest);
        }
      }
      this.budget = total;
    }
    for (const b of outcomes) {
      const rest = this.lost(b.next);
      if (rest) return step(b, rest);
      if (this.exhausted) return null;
    }
    return null;
  }

  /**
   * The judgement kept for `st`: by its public part when that judgement read nothing hidden; else (the public
   * part marked `read`) by the whole state, whose key is built only then.
   */
  private recall(st: TwilightState): { entry: Entry | undefined; open: string; closed: () => string } {
    const open = keyOf(st, this.hidden);
    let full: string | undefined;
    const closed = (): string => (full ??= this.hidden ? keyOf(st) : open);
    const e = this.open.get(open);
    return { entry: e && e.read ? this.closed.get(closed()) : e, open, closed };
  }

  /** A losing line for the mover from `st` (the rest of the round), or null (none, or the budget ran out). */
  lost(st: TwilightState): LineStep[] | null {
    if (st.outcome) return st.outcome.winner === 1 - this.side ? [] : null;
    if (this.over(st)) return null;
    const memo = this.recall(st);
    if (memo.entry !== undefined) {
      if (memo.entry.read) this.reads++;
      return memo.entry.line;
    }
    const reads = this.reads;
    const seat = actingSeats(st)[0];
    let result: LineStep[] | null = null;
    if (seat !== undefined) {
      const legal = E.legalMoves(st, seat).filter((m) => m.type !== 'defuse');
      // A choice among cards the mover cannot see (the opponent's headline, a card to give up): a read.
      if (this.hidden && legal.some((m) => this.hidden?.unknown.has(named(m)))) this.reads++;
      if (seat === this.side && !this.anyWay) {
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
      } else if (seat === this.side) {
        // Any way (the budget ran out on the exact search), but not a choice shown to lose (a small exact
        // search) while another is not: the mover would not coup a battleground at DEFCON 2 itself (it is
        // warned there), nor choose the coup its next choice can only make in a battleground.
        const order = legal.slice().sort((a, b) => sharp(a) - sharp(b));
        let fatal: LineStep[] | null = null;
        let other = false;
        for (const m of order) {
          const proof = new Search(this.side, this.over, Math.min(PROOF, this.budget), this.hidden, this.exact ?? undefined);
          const shown = proof.moveLoses(st, m, seat);
          this.budget -= Math.min(PROOF, this.budget) - Math.max(0, proof.budget);
          this.reads += proof.reads;
          if (shown && !proof.exhausted) {
            fatal ??= shown;
            continue;
          }
          other = true;
          result = this.moveLoses(st, m, seat);
          if (result || this.exhausted) break;
        }
        if (!result && !this.exhausted && !other) result = fatal;
      } else {
        const order = legal.slice().sort((a, b) => sharp(a) - sharp(b));
        for (const m of order) {
          result = this.moveLoses(st, m, seat);
          if (result || this.exhausted) break;
        }
      }
    }
    if (!this.exhausted) {
      const read = this.reads > reads;
      if (read) {
        this.closed.set(memo.closed(), { line: result, read });
        this.open.set(memo.open, READ);
      } else this.open.set(memo.open, { line: result, read });
    }
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
  const line = search.moveLoses(s, move, side, true);
  return { line, exhausted: search.exhausted };
}

/** The search over every world of a view (or the full state alone): the first losing line found, its world, whether the budget ran out. */
export function searchWorlds(
  s: TwilightState,
  side: Side,
  move: TwilightMove,
  budget = DEFAULT_BUDGET,
  anyWay = false,
): { line: LineStep[] | null; world: TwilightState; exhausted: boolean; worlds: number } {
  const c = contextOf(s, side);
  if (anyWay) return sliced(c, side, move, budget);
  const search = new Search(side, c.over, budget, c.hidden, c);
  const line = search.moveLoses(c.first, move, side, true);
  if (line || search.exhausted || search.reads === 0) return { line, world: c.first, exhausted: search.exhausted, worlds: 1 };
  // The line read a hidden card: every other deal of them.
  const worlds = (c.worlds ??= worldsOf(c.first, c.hidden));
  for (let i = 0; i < worlds.length; i++) {
    const found = search.moveLoses(worlds[i], move, side, true);
    if (found || search.exhausted) return { line: found, world: worlds[i], exhausted: search.exhausted, worlds: i + 2 };
  }
  return { line: null, world: c.first, exhausted: false, worlds: worlds.length + 1 };
}

/**
 * The any-way search over the worlds: each world gets an equal slice of the budget (a deadly line, searched
 * sharpest first, is short: the opponent's headline goes first and lowers DEFCON, then it boycotts), so one
 * world's endless safe lines do not starve the others.
 */
function sliced(
  c: Context,
  side: Side,
  move: TwilightMove,
  budget: number,
): { line: LineStep[] | null; world: TwilightState; exhausted: boolean; worlds: number } {
  const probe = new Search(side, c.over, MIN_SLICE, c.hidden, c.loose, true, c);
  probe.branches(c.first, move, side);
  const worlds = probe.reads > 0 ? [c.first, ...(c.worlds ??= worldsOf(c.first, c.hidden))] : [c.first];
  const slice = Math.max(MIN_SLICE, Math.floor(budget / worlds.length));
  let exhausted = false;
  for (let i = 0; i < worlds.length; i++) {
    const search = new Search(side, c.over, slice, c.hidden, c.loose, true, c);
    const line = search.moveLoses(worlds[i], move, side, true);
    if (line) return { line, world: worlds[i], exhausted: search.exhausted, worlds: i + 1 };
    exhausted ||= search.exhausted;
  }
  return { line: null, world: c.first, exhausted, worlds: worlds.length };
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
  const found = searchWorlds(s, side, move, budget);
  if (found.line) return explain(s, side, found.line, found.world, budget, false);
  if (!found.exhausted) return null;
  // Too many ways to show that every choice of the mover's loses (or that one is safe): is there any way at
  // all the play may lose, the mover's own later choices made any way, the sharpest first (coups, boycotts,
  // events' choices before influence)? One: say so, and that not every way was checked. None within the
  // budget: no warning — what is left unsearched is the least sharp (influence placed in every order), and a
  // warning on every such play (Marshall Plan for operations at DEFCON 2) would be a false alarm.
  // A loss there, if any, comes early (sharpest first): a third of the budget, shared by the worlds.
  const loose = searchWorlds(s, side, move, Math.ceil(budget / 3), true);
  return loose.line ? explain(s, side, loose.line, loose.world, budget, true) : null;
}

function explain(s: TwilightState, side: Side, line: LineStep[], world: TwilightState, budget: number, loose: boolean): Danger {
  const c = contextOf(s, side);
  // Replay the line (short) for the end state's reason and the state at its decisive step.
  const states = replay(world, line);
  const reason = states[states.length - 1]?.outcome?.reason ?? '';
  const at = decisive(side, line);
  // Whether chance matters: the decisive move loses whatever is drawn (a coup at DEFCON 2, any roll).
  const st = states[at];
  const check = new Search(side, c.over, budget, c.hidden, loose ? c.loose : c, loose, c);
  const sure = check.branches(st, line[at].move, line[at].seat).every((b) => check.lost(b.next) !== null) && !check.exhausted;
  const cause = c.hidden ? hiddenCause(c.hidden, line, states) : null;
  let text = cause ? describeHidden(side, line, reason, sure, cause) : describe(side, line, reason, sure);
  if (loose) {
    if (!cause && at === 0 && line.length > 1) {
      const card = line[line.length - 1].card;
      text = `Finishing this play${card >= 0 ? ` (${cardName(card)})` : ''} may end the game: ${result(reason, side)}.`;
    }
    text = `Not every way this round can go could be checked, and some lose. ${text}`;
  }
  return { line, reason, text, world, ...(cause ? { hidden: cause.card } : {}), ...(loose ? { unchecked: true } : {}) };
}
