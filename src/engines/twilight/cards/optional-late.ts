/**
 * The optional cards 107–110 (CARD_EFFECTS.md; in play only with `optionalCards`): Che and Our Man in
 * Tehran join the Mid War deck, Yuri and Samantha and AWACS Sale to Saudis the Late War deck.
 */
import type { Working } from '../../core/working';
import { cardName } from '../cardinfo';
import { resolveCoup } from '../coup';
import { COUNTRIES, REGION_MEMBERS, controls, idx } from '../map';
import { opsValue } from '../modifiers';
import { canCoupAt } from '../restrictions';
import type { CardStep, TwilightState } from '../types';
import { addEffect, ask, ids, next, picked, type CardDefs } from './kit';
import { addLate } from './late-a';

const SAUDI_ARABIA = idx('saudi_arabia');
const CHE_POOL = [...REGION_MEMBERS.CentralAmerica, ...REGION_MEMBERS.SouthAmerica, ...REGION_MEMBERS.Africa].filter((c) => !COUNTRIES[c].bg);

/** Che: non-battleground countries of Central/South America and Africa with US influence the USSR may coup. */
export const cheTargets = (s: TwilightState, not = -1): number[] => CHE_POOL.filter((c) => c !== not && canCoupAt(s, 0, c));

function che(ctx: Working<TwilightState>, st: CardStep): void {
  const s = ctx.s;
  if (st.step === 0 || st.step === 2) {
    const targets = cheTargets(s, st.n ?? -1);
    if (targets.length === 0) return ctx.say(`No ${st.step === 0 ? '' : 'other '}non-battleground country of the Americas or Africa holds US influence (Che).`);
    const text =
      st.step === 0
        ? '{0}: coup a non-battleground country in the Americas or Africa, or none (Che).'
        : '{0}: the coup removed US influence: a second coup elsewhere, or none (Che).';
    return ask(ctx, 0, text, [...ids(targets), 'none'], next(st, st.step + 1));
  }
  if (st.answer === 'none') return ctx.say('{0} makes no coup (Che).', 0);
  const c = picked(st);
  const before = s.inf[1][c];
  // Not a free coup: it counts for military operations (CARD_EFFECTS: herbix, Saito, Vassal).
  if (!resolveCoup(ctx, 0, c, opsValue(s, 0, 107), { milOps: true })) return;
  if (st.step === 1 && s.inf[1][c] < before) che(ctx, next(st, 2, c));
}

function ourManInTehran(ctx: Working<TwilightState>, st: CardStep): void {
  const s = ctx.s;
  let shown = st.list ?? [];
  if (st.step === 0) {
    shown = s.deck.slice(-5).reverse();
    ctx.reveal();
    ctx.say(`Our Man in Tehran: the top ${shown.length} cards of the draw pile are ${shown.map(cardName).join(', ') || 'none'}.`);
  } else if (st.answer !== undefined && st.answer !== 'done') {
    const id = st.answer as number;
    s.deck.splice(s.deck.indexOf(id), 1);
    s.discard.push(id);
    shown = shown.filter((x) => x !== id);
    ctx.say(`{1} discards ${cardName(id)} (Our Man in Tehran).`, 1);
  }
  if (st.answer === 'done' || shown.length === 0) {
    s.deck = ctx.shuffle(s.deck);
    return ctx.say('The draw pile is reshuffled (Our Man in Tehran).');
  }
  ask(ctx, 1, '{1}: discard any of the cards shown, one at a time, or done (Our Man in Tehran).', [...shown, 'done'], next(st, 1, undefined, shown));
}

export const OPTIONAL_LATE_CARDS: CardDefs = {
  // 107 Che: a coup with this card's ops on a non-battleground country of Central/South America or Africa; a second elsewhere if US influence fell.
  107: { run: che },
  // 108 Our Man in Tehran: with a US-controlled Middle East country, the US sees the top 5 cards, discards any, reshuffles.
  108: {
    can: (s) => REGION_MEMBERS.MiddleEast.some((c) => controls(s, 1, c)),
    run: ourManInTehran,
  },
  // 109 Yuri and Samantha: the USSR gains 1 VP per US coup attempt for the rest of the turn (coup.ts).
  109: { run: (ctx) => addEffect(ctx, 109, 0, 'turn') },
  // 110 AWACS Sale to Saudis: +2 US in Saudi Arabia; bars Muslim Revolution.
  110: {
    run: (ctx) => {
      addLate(ctx, 1, SAUDI_ARABIA, 2, 'AWACS Sale to Saudis');
      addEffect(ctx, 110, 1, 'game');
    },
  },
};
