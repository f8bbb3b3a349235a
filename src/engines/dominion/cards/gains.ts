/**
 * What happens when a card is gained, for the cards whose rules watch gains (their programs say
 * `watchesGains`; gainCard then queues `whenGain`): Trade Route's tokens, Collection's VP tokens, the
 * gained card's own when-gain rule (Mint, 2E), then where the card goes — Watchtower (reveal it from
 * hand: trash the card or put it onto the deck), Royal Seal in play and Tiara played this turn (put it
 * onto the deck). One of them may move the card; once it has moved, nothing else can.
 *
 * Rules 2 on (`gainEffects`): the gainer's effects on one gain happen "at the same time", so the gainer
 * resolves them in the order they choose (the rulebook's rule for simultaneous effects; HINTERLANDS_FAQ
 * D1: Border Village's bonus may come before Trader's exchange): the card's own when-gain rule, where it
 * goes (Watchtower / Royal Seal / Tiara, one choice), 2E Trader's exchange, Duchess, 2E Haggler (once per
 * play) and Trail (hinterlandsOps.ts `HL_GAIN_EFFECTS`). With two or more different effects able to act,
 * a private prompt names each by its source and the chosen one resolves (with its own prompt, if any);
 * then the rest are offered again, each checked anew (a card moved by one is out of reach of the next).
 * Not asked: a single effect, copies of one effect (two Haggler plays), and the effects whose order
 * changes nothing, run first: Trade Route's token, Collection's VP, Nomads' +$2, Cauldron's Curses.
 * On a turn not the gainer's own (the device would have to pass to them), one window asks the gainer
 * first, whenever Watchtower or (2E) Trader is in the game, holding one or not, like the Reaction window
 * of an Attack: holders may reveal one (or decline), the others only "Don't reveal".
 */
import type { Decision } from '../../core/instructions';
import { push } from '../../core/instructions';
import type { Seat } from '../../core/types';
import { GONE, IS_ACTION, NAME, id } from '../cards';
import { controllerOf, inSupply, say, type DominionWorking } from '../context';
import { bind, DONT_REVEAL, seatOf } from '../ops';
import { answerOf, type Zone, type OpTable } from '../program';
import { PROGRAMS, programOf, type GainHook } from '../programs';
import { rulesAt } from '../rules';
import type { Instr } from '../types';
import { EXCHANGE, HL_GAIN_EFFECTS, KEEP, hlGainFixed, hlGainKeys, traderMayExchange } from './hinterlandsReactions';

const WATCHTOWER = id('Watchtower');
const ROYAL_SEAL = id('Royal Seal');

const TRASH = 'Reveal Watchtower: trash it';
const TOP_WATCHTOWER = 'Reveal Watchtower: put it onto your deck';
const TOP_SEAL = 'Royal Seal: put it onto your deck';
const TOP_TIARA = 'Tiara: put it onto your deck';
const NOMADS = id('Nomads');
const NOMAD_CAMP = id('Nomad Camp');
const BERSERKER = id('Berserker');

/** Whether the gained card is still where it was gained (a card that moved is out of reach). */
function stillThere(w: DominionWorking, p: number, card: number, to: Zone): boolean {
  const pl = w.s.players[p];
  const zone = to === 'hand' ? pl.hand : to === 'deck' ? pl.deck : pl.discard;
  return to === 'hand' ? zone.includes(card) : zone[zone.length - 1] === card;
}

/**
 * Cards whose rules run when a card is gained (Watchtower, Royal Seal, Trade Route, Mint…): their
 * programs say `watchesGains`. Only games with one of them in the Supply pay for the `whenGain` step.
 */
const WATCHED = new WeakMap<readonly number[], boolean>();
function gainWatched(s: { piles: number[] }): boolean {
  let v = WATCHED.get(s.piles);
  if (v === undefined) {
    v = s.piles.some((c) => PROGRAMS[c]?.watchesGains === true);
    WATCHED.set(s.piles, v);
  }
  return v;
}

/** The gain hook: in a game with a gain-watching card in the Supply, each gain queues `whenGain`. */
export const PROSPERITY_GAIN_HOOKS: readonly GainHook[] = [
  (w, p, card, bought, to) => {
    if (gainWatched(w.s)) push(w.s, { op: 'whenGain', p, card, to, pile: w.s.piles.indexOf(card), ...(bought && rulesAt(w.s, 2) ? { bought } : {}) });
  },
];

export const GAIN_OPS = {
  whenGain: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    const card = i.card;
    const pile = i.pile;
    const tr = s.pileTokens.tradeRoute;
    if (tr && tr[pile] > 0) {
      // pileTokens and sharedMats are shared between states: replaced, never written in place.
      const next = tr.slice();
      next[pile] = 0;
      s.pileTokens = { ...s.pileTokens, tradeRoute: next };
      s.sharedMats = { ...s.sharedMats, tradeRoute: (s.sharedMats.tradeRoute ?? 0) + 1 };
      say(w, `The token on the ${NAME[card]} pile moves to the Trade Route mat (${s.sharedMats.tradeRoute}).`);
    }
    const collections = s.turn.marks.collections ?? 0;
    if (p === s.current && collections > 0 && IS_ACTION[card]) {
      s.players[p].vp += collections;
      say(w, `{${p}} takes ${collections} VP token${collections === 1 ? '' : 's'} (Collection).`, p);
    }
    const own = programOf(s, card)?.onGain;
    if (rulesAt(s, 2)) {
      // Nomads' +$2 and Cauldron's Curses first (their order changes nothing), then the gainer's choice of order.
      const first = hlGainFixed(w, p, card);
      if (own && card === NOMADS) first.push(...bind(own, { p }));
      const bought = i.bought === true;
      const left = [...(own && card !== NOMADS ? ['own'] : []), 'where', ...hlGainKeys(w, p, card, i.to, bought)];
      if (first.length) {
        push(s, ...first, { op: 'gainEffects', p, card, to: i.to, bought, left });
        return;
      }
      // Nothing to run first: the effects at once (most gains have none: no instruction is queued).
      return effects(w, { p, card, to: i.to, bought }, left, false);
    }
    push(s, ...(own ? bind(own, { p }) : []), { op: 'gainWhere', p, card, to: i.to });
  },
  gainWhere: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    const card = i.card;
    const to = i.to;
    const options = whereOptions(w, p, card, to);
    if (!options.length) return;
    options.push('Done');
    return {
      kind: 'option',
      seat: p,
      prompt: `{${p}}: you gained ${NAME[card]}.`,
      options,
      min: 1,
      max: 1,
      tag: 'gainWhere',
      // Rules 2 on, private: it is asked only of a player holding Watchtower (or with Royal Seal, Tiara).
      public: !rulesAt(s, 2),
      then: { op: 'gainWhereChosen', p, card, to, options },
    };
  },
  gainWhereChosen: (w, i) => {
    const label = i.options[answerOf(i)[0] ?? -1];
    if (label) moveGained(w, seatOf(w, i), i.card, i.to, label);
  },
  /**
   * Rules 2 on: the gainer's effects on one gain (`left`: keys of GAIN_EFFECTS, one per instance), each
   * offered while it can still act; the every-player window first on a turn not the gainer's own.
   */
  gainEffects: (w, i) => effects(w, { p: seatOf(w, i), card: i.card, to: i.to, bought: i.bought }, i.left, i.asked === true),
  gainOrdered: (w, i) => {
    const f: EffectFrame = { p: seatOf(w, i), card: i.card, to: i.to, bought: i.bought };
    const key = i.keys[answerOf(i)[0] ?? -1];
    // "Done": the rest (all optional) are declined.
    if (key === undefined) return;
    const rest = i.left.slice();
    rest.splice(rest.indexOf(key), 1);
    push(w.s, ...GAIN_EFFECTS[key].run(w, f), { op: 'gainEffects', ...f, left: rest, asked: true });
  },
  /** The every-player window's answer: a Watchtower or Trader revealed, or none; then the gainer's other effects. */
  gainReacted: (w, i) => {
    const f: EffectFrame = { p: seatOf(w, i), card: i.card, to: i.to, bought: i.bought };
    const label = i.keys[answerOf(i)[0] ?? -1];
    const rest = i.left.filter((k) => !HIDDEN.has(k));
    const then: Instr = { op: 'gainEffects', ...f, left: rest, asked: true };
    if (label === EXCHANGE) {
      push(w.s, { op: 'hlExchange', p: f.p, card: f.card, to: f.to, answer: [1] }, then);
      return;
    }
    if (label && label !== DONT_REVEAL && label !== KEEP) moveGained(w, f.p, f.card, f.to, label);
    push(w.s, then);
  },
} satisfies OpTable;

/**
 * The gainer's effects `left` (keys of GAIN_EFFECTS, one per copy): those that can still act; the
 * every-player window first on a turn not the gainer's own (unless `asked`); then one runs at once, or
 * copies of one, or the player is asked which comes first.
 */
function effects(w: DominionWorking, f: EffectFrame, all: readonly string[], asked: boolean): Decision | void {
  const s = w.s;
  const left = all.filter((k) => GAIN_EFFECTS[k].applies(w, f));
  if (!asked && f.p !== controllerOf(s, s.current) && hiddenAsked(w, f)) return hiddenWindow(w, f, left);
  if (left.length === 0) return;
  const keys: string[] = [];
  for (const k of left) if (!keys.includes(k)) keys.push(k);
  // One effect (or copies of one: two Haggler plays): nothing to order.
  if (keys.length === 1) {
    push(s, ...left.flatMap((k) => GAIN_EFFECTS[k].run(w, f)));
    return;
  }
  const options = keys.map((k) => GAIN_EFFECTS[k].label(w, f, left.filter((x) => x === k).length));
  if (keys.every((k) => GAIN_EFFECTS[k].optional)) options.push('Done');
  return {
    kind: 'option',
    seat: f.p,
    prompt: `{${f.p}}: you gained ${NAME[f.card]}: which comes first?`,
    options,
    min: 1,
    max: 1,
    tag: 'gainOrder',
    public: false,
    then: { op: 'gainOrdered', p: f.p, card: f.card, to: f.to, bought: f.bought, left, keys },
  };
}

/** The gain an effect is about. */
export interface EffectFrame {
  readonly p: Seat;
  readonly card: number;
  readonly to: Zone;
  readonly bought: boolean;
}

/** One of a gainer's when-gain effects (rules 2 on). */
export interface GainEffect {
  /** Whether it can still do something (a card moved by another effect is out of reach). */
  applies(w: DominionWorking, f: EffectFrame): boolean;
  /** The order prompt's words: its source, then what it does (`n`: how many copies are pending). */
  label(w: DominionWorking, f: EffectFrame, n: number): string;
  /** Whether the player may decline it ("Done" in the order prompt when every one left may be). */
  readonly optional: boolean;
  /** The instructions resolving one copy (its own prompt, if any, comes with them). */
  run(w: DominionWorking, f: EffectFrame): Instr[];
}

/** What a card's own when-gain rule does, for the order prompt. */
const OWN_WHAT: Record<string, string> = {
  'Border Village': 'gain a card costing less',
  Cache: 'gain two Coppers',
  Inn: 'shuffle Action cards from your discard pile into your deck',
  'Nomad Camp': 'put it onto your deck',
  Embassy: 'each other player gains a Silver',
  'Ill-Gotten Gains': 'each other player gains a Curse',
  Mandarin: 'put your Treasures in play onto your deck',
  Farmland: 'trash a card from your hand, gain one costing exactly $2 more',
  Souk: 'trash up to 2 cards from your hand',
  Berserker: 'play it if you have an Action in play',
  Mint: 'trash your Treasures in play',
};

export const GAIN_EFFECTS: Readonly<Record<string, GainEffect>> = {
  own: {
    // Nomad Camp and Berserker act on the card itself: out of reach once it has moved.
    applies: (w, f) => (f.card !== NOMAD_CAMP && f.card !== BERSERKER) || stillThere(w, f.p, f.card, f.to),
    label: (_w, f) => `${NAME[f.card]}: ${OWN_WHAT[NAME[f.card]] ?? 'its when-gain rule'}`,
    optional: false,
    run: (w, f) => bind(programOf(w.s, f.card)?.onGain ?? [], { p: f.p }),
  },
  where: {
    applies: (w, f) => whereOptions(w, f.p, f.card, f.to).length > 0,
    label: (w, f) => {
      const opts = whereOptions(w, f.p, f.card, f.to);
      const from = [opts.includes(TRASH) ? 'Watchtower' : '', opts.includes(TOP_SEAL) ? 'Royal Seal' : '', opts.includes(TOP_TIARA) ? 'Tiara' : ''];
      const does = opts.includes(TRASH) ? (opts.length > 1 ? 'trash it or put it onto your deck' : 'trash it') : 'put it onto your deck';
      return `${from.filter(Boolean).join(' / ')}: ${does}`;
    },
    optional: true,
    run: (_w, f) => [{ op: 'gainWhere', p: f.p, card: f.card, to: f.to }],
  },
  ...HL_GAIN_EFFECTS,
};

/** The effects a hand may hide (Watchtower, Trader): on another player's turn, one window for everyone. */
const HIDDEN = new Set(['where', 'trader']);

/** Where the gained card may go now: Watchtower (in hand), Royal Seal (in play) and Tiara (played), on the gainer's turn. */
function whereOptions(w: DominionWorking, p: Seat, card: number, to: Zone): string[] {
  const s = w.s;
  if (!stillThere(w, p, card, to)) return [];
  const pl = s.players[p];
  const options: string[] = [];
  if (pl.hand.includes(WATCHTOWER)) {
    options.push(TRASH);
    if (to !== 'deck') options.push(TOP_WATCHTOWER);
  }
  if (to !== 'deck' && p === s.current) {
    if (pl.play.some((c) => c === ROYAL_SEAL && c !== GONE)) options.push(TOP_SEAL);
    if (s.turn.marks.tiaras) options.push(TOP_TIARA);
  }
  return options;
}

/** Moves the gained card as `label` says (Watchtower's trash or topdeck, Royal Seal's or Tiara's topdeck). */
function moveGained(w: DominionWorking, p: Seat, card: number, to: Zone, label: string): void {
  const s = w.s;
  if (label === 'Done' || !stillThere(w, p, card, to)) return;
  const pl = s.players[p];
  const zone = to === 'hand' ? pl.hand : to === 'deck' ? pl.deck : pl.discard;
  zone.splice(to === 'hand' ? zone.lastIndexOf(card) : zone.length - 1, 1);
  if (label.startsWith('Reveal')) w.reveal();
  if (label === TRASH) {
    s.trash.push(card);
    say(w, `{${p}} reveals Watchtower and trashes the ${NAME[card]}.`, p);
  } else {
    pl.deck.push(card);
    say(
      w,
      `{${p}} ${label === TOP_WATCHTOWER ? 'reveals Watchtower and puts' : 'puts'} the ${NAME[card]} onto their deck${label === TOP_SEAL ? ' (Royal Seal)' : label === TOP_TIARA ? ' (Tiara)' : ''}.`,
      p,
    );
  }
}

/**
 * Whether the every-player window is asked of a gainer on another player's turn: the gained card is still
 * there and a hand could hide a card that reacts to it — Watchtower in the game, or Trader (2E: a card
 * other than a Silver, with a Silver left). All of it is public, so asking tells nothing.
 */
function hiddenAsked(w: DominionWorking, f: EffectFrame): boolean {
  const s = w.s;
  if (!stillThere(w, f.p, f.card, f.to)) return false;
  return inSupply(s, WATCHTOWER) || traderMayExchange(w, f.card);
}

/** The every-player window: the holder's Watchtower and Trader choices (and a way to decline), else only "Don't reveal". */
function hiddenWindow(w: DominionWorking, f: EffectFrame, left: readonly string[]): Decision {
  const held: string[] = [];
  if (left.includes('where')) held.push(...whereOptions(w, f.p, f.card, f.to));
  if (left.includes('trader')) held.push(EXCHANGE);
  // A holder's question as on their own turn (Trader alone: "Keep it" first; Watchtower's, then "Done"); a non-holder: "Don't reveal".
  const keys = held.length === 1 && held[0] === EXCHANGE ? [KEEP, EXCHANGE] : held.length ? [...held, 'Done'] : [DONT_REVEAL];
  return {
    kind: 'option',
    seat: f.p,
    prompt: `{${f.p}}: you gained ${NAME[f.card]}: reveal a Reaction?`,
    options: keys,
    min: 1,
    max: 1,
    tag: 'react',
    public: false,
    then: { op: 'gainReacted', p: f.p, card: f.card, to: f.to, bought: f.bought, left, keys },
  };
}
