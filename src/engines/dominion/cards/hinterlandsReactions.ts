/**
 * Hinterlands (issue 23): the hooks its cards set on gains, discards and trashes, the gainer's when-gain
 * effects (ordered by `gainEffects` in gains.ts from rules 2 on), and the reactions they start (Trader,
 * Fool's Gold, Tunnel, Trail, Nomads). The operations of the card programs are in hinterlandsOps.ts.
 */
import { push } from '../../core/instructions';
import type { Seat } from '../../core/types';
import { CURSE, DUCHY, GOLD, IS_ACTION, NAME, PROVINCE, SILVER, id } from '../cards';
import { controllerOf, inSupply, mark, othersOf, say, take, trashCard, type DominionWorking } from '../context';
import { DONT_REVEAL, gainCard, seatOf } from '../ops';
import { answerOf, gain, rule, type OpTable, type Zone } from '../program';
import type { GainHook } from '../programs';
import type { DominionState, Instr } from '../types';
import { rulesAt } from '../rules';
import type { EffectFrame, GainEffect } from './gains';
import { playFrom } from './hinterlandsOps';

const TRADER = id('Trader');
const FOOLS_GOLD = id("Fool's Gold");
const DUCHESS = id('Duchess');
const HAGGLER = id('Haggler');
const CAULDRON = id('Cauldron');
const TRAIL = id('Trail');
const TUNNEL = id('Tunnel');
const NOMADS = id('Nomads');

/** Cards whose rules act on gains, discards or trashes beyond their own when-gain (the hooks below look for them). */
const WATCHERS = [TRADER, FOOLS_GOLD, DUCHESS, HAGGLER, CAULDRON, TRAIL];

/**
 * Whether this game's Supply holds a Hinterlands card that watches every gain, cached by the piles array
 * (a game never changes it): the last game asked is one comparison away, on the hot path of every gain.
 */
let lastPiles: readonly number[] | null = null;
let lastWatched = false;
function hlWatched(s: DominionState): boolean {
  if (s.piles !== lastPiles) {
    lastPiles = s.piles;
    lastWatched = s.piles.some((c) => WATCHERS.includes(c));
  }
  return lastWatched;
}

/** Whether the gained card is still where it was gained. */
function stillThere(s: DominionState, p: Seat, card: number, to: Zone): boolean {
  const pl = s.players[p];
  const zone = to === 'hand' ? pl.hand : to === 'deck' ? pl.deck : pl.discard;
  return to === 'hand' ? zone.includes(card) : zone[zone.length - 1] === card;
}

/** Takes the gained card out of where it was gained (true when it was still there). */
function takeGained(s: DominionState, p: Seat, card: number, to: Zone): boolean {
  if (!stillThere(s, p, card, to)) return false;
  const pl = s.players[p];
  const zone = to === 'hand' ? pl.hand : to === 'deck' ? pl.deck : pl.discard;
  zone.splice(to === 'hand' ? zone.lastIndexOf(card) : zone.length - 1, 1);
  return true;
}

/** Puts a card back on its Supply pile (Trader). */
function returnToPile(w: DominionWorking, card: number): void {
  const k = w.s.piles.indexOf(card);
  if (k >= 0) w.ownTables().supply[k]++;
}

/**
 * The gain hooks: `early` is the last of GAIN_HOOKS (its instruction runs first, before `whenGain`),
 * `late` the first (runs after the card's own when-gain rules and where it goes).
 */
export const HINTERLANDS_GAIN_HOOKS_LATE: readonly GainHook[] = [
  (w, p, card, bought, to) => {
    const s = w.s;
    if (!hlWatched(s)) return;
    // Rules 2 on the late step holds only the other players' Fool's Gold (the gainer's effects are `gainEffects`).
    if (rulesAt(s, 2) && (card !== PROVINCE || !inSupply(s, FOOLS_GOLD))) return;
    push(s, { op: 'hlLate', p, card, to, bought });
  },
];
export const HINTERLANDS_GAIN_HOOKS_EARLY: readonly GainHook[] = [
  (w, p, card, _bought, to) => {
    const s = w.s;
    if (!hlWatched(s) || s.options.edition !== '1E' || card === SILVER) return;
    // Rules 2 on, a gainer who does not hold the device (another player's turn) is asked whenever Trader is in the game.
    if (!s.players[p].hand.includes(TRADER) && !(rulesAt(s, 2) && inSupply(s, TRADER) && p !== controllerOf(s, s.current))) return;
    push(s, { op: 'hlTrader1', p, card, to });
  },
];

/**
 * Rules 2 on, the Hinterlands effects whose order changes nothing, run first on each gain of the current
 * player: Cauldron's count of Action gains, and on the third each other player's Curse (once per Cauldron
 * played before it; H47). Returns the Curses' gains.
 */
export function hlGainFixed(w: DominionWorking, p: Seat, card: number): Instr[] {
  const s = w.s;
  const out: Instr[] = [];
  if (p === s.current && IS_ACTION[card] && hlWatched(s) && inSupply(s, CAULDRON) && s.phase !== 'over') cauldronCount(w, p, out);
  return out;
}

/** Counts an Action gain of the current player; the third gives each other player a Curse per Cauldron played before it (H47). */
function cauldronCount(w: DominionWorking, p: Seat, out: Instr[]): void {
  const s = w.s;
  const n = mark(w, 'actionGains');
  if (n !== 3) return;
  const m = s.turn.marks;
  for (let k = 1; k <= (m.cauldron ?? 0); k++) {
    // Only a Cauldron played before this third Action gain counts (H47); Moat answered it when played.
    if ((m[`cauldron${k}`] ?? 9) > 3) continue;
    const safe = m[`cauldronSafe${k}`] ?? 0;
    say(w, `Third Action gained this turn: each other player gains a Curse (Cauldron).`);
    for (const q of othersOf(s, p)) if (!((safe >> q) & 1)) out.push({ ...gain(CURSE), p: q });
  }
}

/** Rules 2 on, the gainer's Hinterlands effects that may act on this gain (one key per copy), for `gainEffects`. */
export function hlGainKeys(w: DominionWorking, p: Seat, card: number, to: Zone, bought: boolean): string[] {
  const s = w.s;
  if (!hlWatched(s)) return [];
  const out: string[] = [];
  if (s.options.edition !== '1E' && card !== SILVER && inSupply(s, TRADER)) out.push('trader');
  if (card === DUCHY && inSupply(s, DUCHESS)) out.push('duchess');
  const hagglers = s.turn.marks.haggler ?? 0;
  if (p === s.current && bought && hagglers > 0 && s.options.edition !== '1E') for (let k = 0; k < hagglers; k++) out.push('haggler');
  if (card === TRAIL && to === 'discard') out.push('trail');
  return out;
}

/** Whether 2E Trader could exchange this card now, as far as anyone can see: in the game, not a Silver, a Silver left. */
export function traderMayExchange(w: DominionWorking, card: number): boolean {
  const s = w.s;
  if (s.options.edition === '1E' || card === SILVER || !inSupply(s, TRADER)) return false;
  return s.supply[s.piles.indexOf(SILVER)] > 0;
}

const pileLeft = (s: DominionState, card: number): number => {
  const k = s.piles.indexOf(card);
  return k < 0 ? 0 : s.supply[k];
};

/** The gainer's Hinterlands effects (rules 2 on: `gainEffects` in gains.ts orders them). */
export const HL_GAIN_EFFECTS: Readonly<Record<string, GainEffect>> = {
  trader: {
    applies: (w, f) => w.s.players[f.p].hand.includes(TRADER) && stillThere(w.s, f.p, f.card, f.to) && traderMayExchange(w, f.card),
    label: () => 'Trader: exchange it for a Silver',
    optional: true,
    run: (_w, f) => [{ op: 'hlTrader2', p: f.p, card: f.card, to: f.to }],
  },
  duchess: {
    applies: (w) => pileLeft(w.s, DUCHESS) > 0,
    label: () => 'Duchess: gain a Duchess',
    optional: true,
    run: (_w, f) => [{ op: 'may', p: f.p, prompt: 'you gained a Duchy: gain a Duchess too?', body: [{ ...gain(DUCHESS), p: f.p }], no: [], self: DUCHESS }],
  },
  haggler: {
    applies: () => true,
    label: (_w, _f, n) => `Haggler${n > 1 ? ` (${n} plays)` : ''}: gain a cheaper non-Victory card`,
    optional: false,
    run: (_w, f) => [rule('hlCheaper', { card: f.card, nonVictory: true, p: f.p })],
  },
  trail: {
    applies: (w, f) => stillThere(w.s, f.p, f.card, f.to),
    label: () => 'Trail: play it',
    optional: true,
    run: (_w, f) => [{ op: 'hlMayPlay', p: f.p, card: f.card, from: 'discard' }],
  },
} satisfies Record<string, GainEffect>;
export type { EffectFrame };

export const KEEP = 'Keep it';
export const EXCHANGE = 'Exchange it for a Silver (Trader)';
const INSTEAD = 'Gain a Silver instead (Trader)';
const FOOL = "Reveal Fool's Gold: trash it, gain a Gold onto your deck";
const DONT = "Don't reveal";
const TUNNEL_GOLD = 'Reveal Tunnel: gain a Gold';
const PLAY_IT = 'play it';
const DONT_PLAY = "don't play it";

export const HINTERLANDS_REACTION_OPS = {
  /** 1E Trader: "when you would gain a card": a Silver instead, asked before anything reacts to the gain. */
  hlTrader1: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    if (!stillThere(s, p, i.card, i.to)) return;
    const holds = s.players[p].hand.includes(TRADER);
    // Rules 2 on, on a turn not the gainer's own everyone is asked, holding Trader or not (the Reaction window's way).
    const everyone = rulesAt(s, 2) && p !== controllerOf(s, s.current);
    if (!holds && !everyone) return;
    return {
      kind: 'option',
      seat: p,
      prompt: holds
        ? `{${p}}: you would gain ${NAME[i.card]}: reveal Trader to gain a Silver instead?`
        : `{${p}}: you would gain ${NAME[i.card]}: reveal a Reaction?`,
      options: holds ? [KEEP, INSTEAD] : [DONT_REVEAL],
      min: 1,
      max: 1,
      tag: everyone ? 'react' : 'trader',
      public: false,
      then: { op: 'hlTraderAnswer', p, card: i.card, to: i.to },
    };
  },
  hlTraderAnswer: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    const card = i.card;
    if (answerOf(i)[0] !== 1 || !s.players[p].hand.includes(TRADER) || !takeGained(s, p, card, i.to)) return;
    w.reveal();
    returnToPile(w, card);
    if (p === s.current) take(w.ownTurnLists().gained, card);
    // The card was never gained: its when-gain rules and the reactions to its gain are dropped (H4, H11).
    for (let k = s.stack.length - 1; k >= 0; k--) {
      const x = s.stack[k];
      if ((x.op === 'whenGain' || x.op === 'hlLate') && x.p === p && x.card === card) s.stack.splice(k, 1);
    }
    say(w, `{${p}} reveals Trader and gains a Silver instead of ${NAME[card]}.`, p);
    gainCard(w, p, SILVER, 'discard');
  },
  /** After a gain's own rules: 2E Trader, Duchess, 2E Haggler, Cauldron, Trail, then the others' Fool's Gold. */
  hlLate: (w, i) => {
    const s = w.s;
    const p = i.p as Seat;
    const card = i.card;
    const out: Instr[] = [];
    // Rules 2 on, the gainer's effects are `gainEffects` (cards/gains.ts): only the others' Fool's Gold is left here.
    if (!rulesAt(s, 2)) {
      const mine = p === s.current;
      if (s.options.edition !== '1E' && card !== SILVER && s.players[p].hand.includes(TRADER)) out.push({ op: 'hlTrader2', p, card, to: i.to });
      if (card === DUCHY && inSupply(s, DUCHESS))
        out.push({ op: 'may', p, prompt: 'you gained a Duchy: gain a Duchess too?', body: [{ ...gain(DUCHESS), p }], no: [], self: DUCHESS });
      const hagglers = s.turn.marks.haggler ?? 0;
      if (mine && i.bought && hagglers > 0 && s.options.edition !== '1E')
        for (let k = 0; k < hagglers; k++) out.push(rule('hlCheaper', { card, nonVictory: true, p }));
      // Each Cauldron played before this third Action gain curses (H47: a Cauldron played after it does nothing).
      if (mine && IS_ACTION[card] && inSupply(s, CAULDRON) && s.phase !== 'over') cauldronCount(w, p, out);
      // Trail gained (on any turn; on another player's it is played into its owner's play area).
      if (card === TRAIL && stillThere(s, p, card, i.to) && i.to === 'discard') out.push({ op: 'hlMayPlay', p, card, from: 'discard' });
    }
    // Every other player gets the same window, a Fool's Gold in hand or not, so nobody learns who holds one;
    // rules 2 on, in turn order from the player whose turn it is (the gainer's own effects came first).
    if (card === PROVINCE && inSupply(s, FOOLS_GOLD)) {
      const order = rulesAt(s, 2) ? [s.current, ...othersOf(s, s.current)].filter((q) => q !== p) : othersOf(s, p);
      for (const q of order) out.push({ op: 'hlFool', p: q, by: p });
    }
    if (out.length) push(s, ...out);
  },
  hlTrader2: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    if (!s.players[p].hand.includes(TRADER) || !stillThere(s, p, i.card, i.to)) return;
    return {
      kind: 'option',
      seat: p,
      prompt: `{${p}}: you gained ${NAME[i.card]}: reveal Trader to exchange it for a Silver?`,
      options: [KEEP, EXCHANGE],
      min: 1,
      max: 1,
      tag: 'trader',
      public: false,
      then: { op: 'hlExchange', p, card: i.card, to: i.to },
    };
  },
  /** 2E Trader: the gained card goes back to its pile and a Silver comes instead; exchanging is not gaining (H3). */
  hlExchange: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    const card = i.card;
    if (answerOf(i)[0] !== 1) return;
    const k = s.piles.indexOf(SILVER);
    if (k < 0 || s.supply[k] <= 0) {
      say(w, `{${p}} cannot exchange: no Silver left (Trader).`, p);
      return;
    }
    if (!takeGained(s, p, card, i.to)) return;
    w.reveal();
    returnToPile(w, card);
    w.ownTables().supply[k]--;
    w.own(p).discard.push(SILVER);
    say(w, `{${p}} reveals Trader and exchanges ${NAME[card]} for a Silver.`, p);
  },
  /** Fool's Gold: another player gained a Province; trash it from hand for a Gold onto the deck (each copy may). */
  hlFool: (w, i) => {
    const s = w.s;
    const q = seatOf(w, i);
    return {
      kind: 'option',
      seat: q,
      prompt: `{${q}}: {${String(i.by)}} gained a Province: reveal Fool's Gold?`,
      options: s.players[q].hand.includes(FOOLS_GOLD) ? [FOOL, DONT] : [DONT],
      min: 1,
      max: 1,
      tag: 'react',
      public: false,
      then: { op: 'hlFoolAnswer', p: q, by: i.by },
    };
  },
  hlFoolAnswer: (w, i) => {
    const q = seatOf(w, i);
    const d = answerOf(i)[0];
    if (d !== 0 || !w.s.players[q].hand.includes(FOOLS_GOLD)) return;
    const pl = w.own(q);
    if (!take(pl.hand, FOOLS_GOLD)) return;
    w.reveal();
    trashCard(w, q, FOOLS_GOLD);
    say(w, `{${q}} trashes Fool's Gold.`, q);
    // The next Fool's Gold in hand may react too (H9).
    push(w.s, { ...gain(GOLD, 'deck'), p: q }, { op: 'hlFool', p: q, by: i.by });
  },
  /** A card that reacts to being discarded other than in Clean-up (Tunnel, Weaver, Trail). */
  hlDiscarded: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    const c = i.card;
    if (!s.players[p].discard.includes(c)) return;
    if (c === TUNNEL) {
      return {
        kind: 'option',
        seat: p,
        prompt: `{${p}}: you discarded Tunnel: reveal it to gain a Gold?`,
        options: [TUNNEL_GOLD, DONT],
        min: 1,
        max: 1,
        tag: 'react',
        public: true,
        then: { op: 'hlTunnel', p },
      };
    }
    push(s, { op: 'hlMayPlay', p, card: c, from: 'discard' });
  },
  hlTunnel: (w, i) => {
    const p = seatOf(w, i);
    if (answerOf(i)[0] !== 0) return;
    say(w, `{${p}} reveals Tunnel.`, p);
    push(w.s, { ...gain(GOLD), p });
  },
  /** Trail / Weaver: you may play it now, from where it went (its reaction). */
  hlMayPlay: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    const c = i.card;
    const from = i.from ?? 'discard';
    const zone = from === 'trash' ? s.trash : s.players[p].discard;
    if (c === undefined || !zone.includes(c)) return;
    return {
      kind: 'option',
      seat: p,
      prompt: `{${p}}: ${NAME[c]} was ${from === 'trash' ? 'trashed' : 'discarded or gained'}: play it now?`,
      options: [PLAY_IT, DONT_PLAY],
      min: 1,
      max: 1,
      tag: 'play',
      public: true,
      then: { op: 'hlPlayAnswer', p, card: c, from },
    };
  },
  hlPlayAnswer: (w, i) => {
    const p = seatOf(w, i);
    if (answerOf(i)[0] !== 0 || i.card === undefined) return;
    if (playFrom(w, p, i.card, i.from ?? 'discard')) say(w, `{${p}} plays ${NAME[i.card]} from the ${i.from === 'trash' ? 'trash' : 'discard pile'}.`, p);
  },
  /** When trashed: Nomads +$2 (its owner's turn), Trail may be played. */
  hlTrashed: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    if (i.card === NOMADS) {
      if (p === s.current && s.phase !== 'over') {
        s.turn.coins += 2;
        say(w, `{${p}} gets +$2 (Nomads trashed).`, p);
      }
      return;
    }
    if (i.card === TRAIL) push(s, { op: 'hlMayPlay', p, card: TRAIL, from: 'trash' });
  },
} satisfies OpTable;
