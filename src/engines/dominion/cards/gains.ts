/**
 * What happens when a card is gained, for the cards whose rules watch gains (their programs say
 * `watchesGains`; gainCard then queues `whenGain`): Trade Route's tokens, Collection's VP tokens, the
 * gained card's own when-gain rule (Mint, 2E), then where the card goes — Watchtower (reveal it from
 * hand: trash the card or put it onto the deck), Royal Seal in play and Tiara played this turn (put it
 * onto the deck). One of them may move the card; once it has moved, nothing else can.
 */
import { push } from '../../core/instructions';
import { GONE, IS_ACTION, NAME, id } from '../cards';
import { say, type DominionWorking } from '../context';
import { bind, seatOf } from '../ops';
import { answerOf, type Zone, type OpTable } from '../program';
import { PROGRAMS, programOf, type GainHook } from '../programs';

const WATCHTOWER = id('Watchtower');
const ROYAL_SEAL = id('Royal Seal');

const TRASH = 'Reveal Watchtower: trash it';
const TOP_WATCHTOWER = 'Reveal Watchtower: put it onto your deck';
const TOP_SEAL = 'Royal Seal: put it onto your deck';
const TOP_TIARA = 'Tiara: put it onto your deck';

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
  (w, p, card, _bought, to) => {
    if (gainWatched(w.s)) push(w.s, { op: 'whenGain', p, card, to, pile: w.s.piles.indexOf(card) });
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
    push(s, ...(own ? bind(own, { p }) : []), { op: 'gainWhere', p, card, to: i.to });
  },
  gainWhere: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    const card = i.card;
    const to = i.to;
    if (!stillThere(w, p, card, to)) return;
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
      public: true,
      then: { op: 'gainWhereChosen', p, card, to, options },
    };
  },
  gainWhereChosen: (w, i) => {
    const s = w.s;
    const p = seatOf(w, i);
    const card = i.card;
    const to = i.to;
    const label = i.options[answerOf(i)[0] ?? -1];
    if (!label || label === 'Done' || !stillThere(w, p, card, to)) return;
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
  },
} satisfies OpTable;
