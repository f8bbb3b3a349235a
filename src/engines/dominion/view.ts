/**
 * What a seat may see. Hands and draw piles are private: others' hands and every draw pile show
 * counts only (each card -1) — except your own draw pile, shown sorted (its contents are knowable by
 * tracking, its order is not). Discard piles show only their top card, except your own. Cards being
 * looked at in private (Sentry) are hidden from others, as are the items of another seat's private
 * decision (see `pendingFor`). Private mats (Native Village; Haven's face-down cards) show counts to
 * others. During a Possession turn the possessor sees what the possessed player sees. The instruction
 * stack (it may hold passed cards) and the generator are never shown. Once the game is over, every
 * player's cards are shown (draw piles sorted). Each player's cards as a multiset (`known`) are public
 * knowledge (every gain is public), shown to all except where Masquerade passed cards in secret.
 */
import type { Seat } from '../core/types';
import { CARD_COUNT, cardId, sortIds } from './cards';
import { owned } from './context';
import type { Decision } from '../core/instructions';
import type { Instr } from './types';
import type { DominionState, Player } from './types';

/**
 * Hidden cards: an array of -1 of a given length, shared and frozen (views are read, never written, and
 * most of a view is hidden piles: one array per length saves the simulators an allocation per pile).
 */
const HIDDEN: number[][] = [];
const hide = (cards: readonly number[]): number[] => {
  const n = cards.length;
  let h = HIDDEN[n];
  if (h === undefined) {
    h = Object.freeze(new Array<number>(n).fill(-1)) as number[];
    HIDDEN[n] = h;
  }
  return h;
};

/** Another player's discard pile: only its top card shows. */
function topOnly(cards: readonly number[]): number[] {
  const n = cards.length;
  if (n <= 1) return cards as number[];
  const out = new Array<number>(n).fill(-1);
  out[n - 1] = cards[n - 1];
  return out;
}

const COUNT = new Int32Array(CARD_COUNT);
/** A sorted copy of a pile of card ids (a counting sort: piles hold few distinct cards). */
export function sortedCards(cards: readonly number[]): number[] {
  const n = cards.length;
  if (n < 2) return cards.slice();
  const distinct: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = cards[i];
    if (!(c >= 0 && c < CARD_COUNT)) return sortIds(cards.slice());
    if (COUNT[c]++ === 0) distinct.push(c);
  }
  if (distinct.length > 1) sortIds(distinct);
  const out = new Array<number>(n);
  let k = 0;
  for (const c of distinct) {
    for (let m = COUNT[c]; m > 0; m--) out[k++] = c;
    COUNT[c] = 0;
  }
  return out;
}

const NOTHING: Instr[] = Object.freeze([]) as unknown as Instr[];
const NO_RNG: readonly number[] = Object.freeze([]);

/** Whether a player has cards on a mat only they may look at. */
function hasPrivateMat(p: Player): boolean {
  for (const m of PRIVATE_MATS) if (p.mats[m]?.length) return true;
  return false;
}

/** Mats whose cards only their owner may look at (set aside face down). */
export const PRIVATE_MATS: readonly string[] = ['nativeVillage', 'haven'];

/** Whether `viewer` sees what `owner` may see (themselves, or as their possessor this turn). */
export function seesAs(s: DominionState, viewer: Seat | null, owner: Seat): boolean {
  if (viewer === null) return false;
  return viewer === owner || (s.turn.possessor === viewer && s.current === owner);
}

/**
 * The pending decision as `seat` sees it. Its continuation is reduced to its op for everyone (it may
 * name cards others passed or hold: Masquerade, a Reaction). Another seat's private decision shows no
 * items or options, no sizes, and a prompt without card names (Library's "set aside Village").
 */
function pendingFor(s: DominionState, d: Decision, seat: Seat | null): Decision {
  const then = { op: d.then.op };
  // The card a decision is about (a gained card for Watchtower or Royal Seal) is shown to whoever sees the
  // decision itself: its owner, or everyone when it is public. Nothing else of the continuation is.
  if (seesAs(s, seat, d.seat) || d.public) return { ...d, then: typeof d.then.card === 'number' ? { ...then, card: d.then.card } : then };
  // Nor its kind or tag: a Reaction window and a discard look the same to the others (issue 21).
  return {
    kind: 'option',
    seat: d.seat,
    prompt: `{${d.seat}} is choosing in secret.`,
    options: [],
    min: 0,
    max: 0,
    tag: SECRET_TAG,
    public: false,
    then: SECRET_THEN,
  };
}

/** The tag and continuation of another seat's private decision, as every other seat sees it. */
export const SECRET_TAG = 'secret';
const SECRET_THEN = Object.freeze({ op: 'secret' }) as unknown as Instr;

const MASQUERADE = cardId('Masquerade');

/**
 * Each player's cards (sorted) as `seat` may know them: every gain, trash and return is public, so a
 * player's cards are known by tracking them — not their order, nor where they are. Masquerade passes
 * cards face down: with 3 or more players others cannot tell what was passed (null); with 2 both know.
 */
export function knownDecks(s: DominionState, seat: Seat | null): (number[] | null)[] {
  const secret = s.seats >= 3 && s.phase !== 'over' && s.piles.includes(MASQUERADE);
  return s.players.map((p, i) => (!secret || seesAs(s, seat, i) ? sortedCards(owned(p)) : null));
}

export function view(s: DominionState, seat: Seat | null): DominionState {
  // Once the game is over every player's cards are counted in the open (the end screen's deck lists);
  // draw piles are shown sorted (their order means nothing any more).
  if (s.phase === 'over')
    return { ...s, rng: [], stack: [], players: s.players.map((p) => ({ ...p, deck: sortIds(p.deck.slice()), next: [] })), known: knownDecks(s, seat) };
  const pending = s.pending && pendingFor(s, s.pending, seat);
  const players = new Array<Player>(s.players.length);
  for (let i = 0; i < players.length; i++) {
    const p = s.players[i];
    const mine = seesAs(s, seat, i);
    let mats = p.mats;
    if (!mine && hasPrivateMat(p)) {
      mats = { ...p.mats };
      for (const m of PRIVATE_MATS) if (mats[m]) mats[m] = hide(mats[m]);
    }
    // Written out field by field (not spread): the simulators call this once per move.
    players[i] = {
      hand: mine ? p.hand : hide(p.hand),
      deck: mine ? sortedCards(p.deck) : hide(p.deck),
      discard: mine ? p.discard : topOnly(p.discard),
      play: p.play,
      aside: p.aside,
      look: mine ? p.look : hide(p.look),
      vp: p.vp,
      turns: p.turns,
      durations: p.durations,
      // Next-turn instructions carry no card a seat could not see, but only their owner needs them.
      next: mine ? p.next : NOTHING,
      mats,
      tokens: p.tokens,
      lastGained: p.lastGained,
    };
  }
  // Field by field too (a spread of the state costs more than the rest of the view); a test checks
  // that every field of the state is here.
  return {
    rng: NO_RNG,
    epoch: s.epoch,
    options: s.options,
    seats: s.seats,
    piles: s.piles,
    supply: s.supply,
    trash: s.trash,
    players,
    current: s.current,
    phase: s.phase,
    turn: s.turn,
    pileTokens: s.pileTokens,
    extraTurns: s.extraTurns,
    rotation: s.rotation,
    sharedMats: s.sharedMats,
    immune: s.immune,
    stack: NOTHING,
    pending,
    winners: s.winners,
    scores: s.scores,
    known: knownDecks(s, seat),
  };
}
