/**
 * The turn (4.5): improve DEFCON, deal, headline, action rounds, then the end of the turn —
 * the Eagle/Bear Has Landed discard, held scoring cards (checked first: aasmith Ruling #7), the
 * military operations check (8.2), The China Card turned face up, the turn marker advanced with
 * turn-long events expiring, and final scoring after the last turn (10.3.2).
 */
import { addVp, drawOne, endGame, other, setDefcon } from './draft';
import { push } from '../core/instructions';
import type { Working } from '../core/working';
import { cardName, isScoring, laterDeck } from './cardinfo';
import { CARD_DEFS } from './cards';
import { finalScoring } from './scoring';
import { firstTurn } from './lateWarVictory';
import { hasAbility } from './space';
import type { Instr, Side, TwilightState } from './types';

export const handSize = (turn: number): number => (turn <= 3 ? 8 : 9);
export const roundsIn = (turn: number): number => (turn <= 3 ? 6 : 7);

/** 4.3: deal alternately (USSR first, 11.1.3) up to the hand size; an empty draw pile takes the shuffled discards. */
export function deal(ctx: Working<TwilightState>): void {
  const s = ctx.s;
  const size = handSize(s.turn);
  const drawn: number[][] = [[], []];
  let side: Side = 0;
  while (s.hands[0].length < size || s.hands[1].length < size) {
    if (s.hands[side].length < size) {
      const id = drawOne(ctx, side);
      if (id === null) break;
      drawn[side].push(id);
    }
    side = other(side);
  }
  for (const p of [0, 1] as const) {
    if (drawn[p].length === 0) continue;
    ctx.reveal();
    if (!ctx.quiet)
      ctx.sayPrivately(p, `{${p}} draws ${drawn[p].map(cardName).join(', ')}.`, `{${p}} draws ${drawn[p].length} card${drawn[p].length === 1 ? '' : 's'}.`);
  }
}

export function startTurn(ctx: Working<TwilightState>): void {
  const s = ctx.s;
  s.round = 0;
  s.phasing = -1;
  ctx.say(`Turn ${s.turn} begins.`);
  // Every turn but the game's first (turn 8 in the Late War scenario, which starts at DEFCON 4).
  if (s.turn > firstTurn(s.options)) setDefcon(ctx, s.defcon + 1, 'start of turn');
  deal(ctx);
  const rounds: Instr[] = [];
  const n = roundsIn(s.turn);
  for (let r = 1; r <= n; r++) rounds.push({ op: 'actionRound', side: 0, n: r, optional: false }, { op: 'actionRound', side: 1, n: r, optional: false });
  // Space Station (box 8): an optional extra round for its sole holder, checked when the round comes.
  rounds.push({ op: 'actionRound', side: 0, n: n + 1, optional: true }, { op: 'actionRound', side: 1, n: n + 1, optional: true });
  push(ctx.s, { op: 'headline' }, ...rounds, { op: 'endTurn', step: 0 });
}

export function endTurn(ctx: Working<TwilightState>, step: number): void {
  const s = ctx.s;
  s.round = 0;
  s.phasing = -1;
  if (step === 0) {
    const landed: Instr[] = ([0, 1] as const).filter((p) => hasAbility(s, p, 6) && s.hands[p].length > 0).map((p) => ({ op: 'landed', side: p }));
    return push(ctx.s, ...landed, { op: 'endTurn', step: 1 });
  }
  if (step === 1) {
    // 4.5 F / 11.1.2 (checked before the military operations: aasmith Ruling #7).
    const holders = ([0, 1] as const).filter((p) => s.hands[p].some(isScoring));
    if (holders.length > 0) ctx.reveal();
    if (holders.length === 2) return endGame(ctx, null, 'Both players hold a scoring card at the end of the turn: the game is a draw.');
    if (holders.length === 1) {
      const p = holders[0];
      return endGame(
        ctx,
        other(p),
        `{${p}} holds ${cardName(s.hands[p].find(isScoring) as number)} at the end of the turn and loses (scoring cards may not be held, 4.5D, 11.1.2).`,
      );
    }
    // 8.2: each side short of DEFCON in military operations gives the opponent the shortfall (net).
    const short = [Math.max(0, s.defcon - s.milOps[0]), Math.max(0, s.defcon - s.milOps[1])];
    ctx.say(`Military operations: {0} ${s.milOps[0]}, {1} ${s.milOps[1]}, required ${s.defcon}.`);
    const net = short[0] - short[1];
    if (net > 0) addVp(ctx, 1, net, 'USSR military operations short');
    else if (net < 0) addVp(ctx, 0, -net, 'US military operations short');
    return push(ctx.s, { op: 'endTurn', step: 2 });
  }
  if (!s.china.faceUp) {
    s.china = { ...s.china, faceUp: true };
    ctx.say('The China Card is turned face up.');
  }
  s.effects = s.effects.filter((e) => e.until !== 'turn');
  s.milOps = [0, 0];
  s.spaceAttempts = [0, 0];
  if (s.turn >= s.options.lastTurn) return finalScoring(ctx);
  s.turn++;
  // H (4.4): at the end of turn 3 the Mid War cards, at the end of turn 7 the Late War cards, are
  // shuffled into the remaining draw pile (not the discards), in time for the next deal.
  if (s.turn === 4 || s.turn === 8) {
    const period = s.turn === 4 ? 'Mid' : 'Late';
    const added = laterDeck(s.options, period, (id) => id in CARD_DEFS);
    s.deck = ctx.shuffle([...s.deck, ...added]);
    ctx.say(
      added.length > 0
        ? `The ${period} War begins: ${added.length} ${period} War cards are shuffled into the draw pile.`
        : `The ${period} War begins, but its cards are not built yet: the draw pile is reshuffled with Early War cards only.`,
    );
  }
  push(ctx.s, { op: 'startTurn' });
}

/** Eagle/Bear Has Landed (box 6): its holder may discard one held card at the end of the turn. */
export function landed(ctx: Working<TwilightState>, ins: Extract<Instr, { op: 'landed' }>): void {
  const s = ctx.s;
  const p = ins.side;
  if (ins.answer === undefined) {
    ctx.s.pending = {
      kind: 'pick',
      seat: p,
      text: `{${p}}: you may discard one held card (Eagle/Bear Has Landed).`,
      options: [...s.hands[p], 'keep'],
      then: ins,
      secret: true,
    };
    return;
  }
  if (ins.answer === 'keep') return;
  const id = ins.answer as number;
  s.hands[p].splice(s.hands[p].indexOf(id), 1);
  s.discard.push(id);
  ctx.say(`{${p}} discards ${cardName(id)} (space race ability).`, p);
}
