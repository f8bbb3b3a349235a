import { describe, expect, it } from 'vitest';
import { visibleLog } from '../core/game';
import { actingSeats } from './legal';
import { E, afterSetup, inf, play, position } from './testkit';
import type { TwilightState } from './types';

/** A headline phase with the given hands (turn 1, after setup on the default board). */
function headlineWith(hands: [number[], number[]], extra: Partial<TwilightState> = {}): TwilightState {
  const base = position(0, { rounds: 0, turn: 1, hands: [[], []], options: { lastTurn: 10 } });
  const deck = base.deck.concat(base.hands[0], base.hands[1]).filter((c) => !hands[0].includes(c) && !hands[1].includes(c));
  return {
    ...base,
    ...extra,
    hands: [hands[0].slice(), hands[1].slice()],
    deck,
    pending: { kind: 'headline', seats: [0, 1] },
    headline: [-1, -1],
    headlineRevealed: false,
    stack: [{ op: 'endTurn', step: 0 }],
  };
}

describe('headline (4.5C)', () => {
  it('both choose in secret: the view hides the other choice; the reveal comes when both have chosen', () => {
    let s = afterSetup(5);
    expect(actingSeats(s)).toEqual([0, 1]);
    const ussrCard = E.legalMoves(s, 0)[0];
    const r = play(s, 0, ussrCard);
    s = r.state;
    expect(actingSeats(s)).toEqual([1]);
    expect(E.view(s, 1).headline[0]).toBe(0);
    expect(E.view(s, 0).headline[0]).toBe(s.headline[0]);
    expect(
      visibleLog([r.log], 1)
        .map((l) => l.text)
        .join(' '),
    ).toMatch(/has chosen a headline card/);
    expect(E.view(s, 1).hands[0].every((c) => c === -1)).toBe(true);
    const before = s.epoch;
    s = play(s, 1, E.legalMoves(s, 1)[0]).state;
    expect(s.headlineRevealed).toBe(true);
    expect(s.epoch).toBeGreaterThan(before);
  });
  it('The China Card and UN Intervention may not be headlined', () => {
    const s = headlineWith([[32, 14], [19]]);
    expect(E.legalMoves(s, 0)).toEqual([{ type: 'headline', card: 14 }]);
  });
  it('higher printed ops first; the US first on a tie; the headliner is phasing', () => {
    let s = headlineWith([
      [12, 14],
      [19, 22],
    ]);
    s = play(s, 0, { type: 'headline', card: 12 }).state; // Romanian Abdication, 1 op
    const r = play(s, 1, { type: 'headline', card: 22 }); // Independent Reds, 2 ops: first
    expect(r.state.pending).toMatchObject({ kind: 'pick', seat: 1 });
    expect(inf(r.state, 'romania')).toEqual([0, 0]);
    const t = play(r.state, 1, { type: 'pick', choice: 'romania' }).state;
    expect(inf(t, 'romania')).toEqual([0, 3]); // then the USSR's Romanian Abdication
    let u = headlineWith([[15], [19]]);
    u = play(u, 0, { type: 'headline', card: 15 }).state;
    const v = play(u, 1, { type: 'headline', card: 19 }).state; // tie at 1 op: US Truman first (no target: no effect), then Nasser
    expect(inf(v, 'egypt')).toEqual([0, 2]);
  });
  it('a headlined opponent card fires for the opponent (Fidel headlined by the US helps the USSR)', () => {
    let s = headlineWith([[12], [8]]);
    s = play(s, 0, { type: 'headline', card: 12 }).state;
    s = play(s, 1, { type: 'headline', card: 8 }).state;
    expect(inf(s, 'cuba')).toEqual([0, 3]);
    expect(s.removed).toContain(8);
  });
  it('Defectors headlined by the US cancels the USSR headline, which is discarded (card 103)', () => {
    let s = headlineWith([[14], [103]]);
    s = play(s, 0, { type: 'headline', card: 14 }).state;
    const r = play(s, 1, { type: 'headline', card: 103 });
    expect(r.state.discard).toContain(14);
    expect(r.state.discard).toContain(103);
    expect(r.state.pending?.kind).not.toBe('pick');
    expect(r.log.map((l) => l.text).join(' ')).toMatch(/cancelled/);
  });
  it('Defectors headlined by the USSR does nothing (FAQ #103)', () => {
    let s = headlineWith([[103], [19]]);
    s = play(s, 0, { type: 'headline', card: 103 }).state;
    s = play(s, 1, { type: 'headline', card: 19 }).state;
    expect(s.vp).toBe(0);
    expect(s.discard).toContain(103);
  });
  it('Man in Earth Orbit (box 4, alone): the opponent chooses and reveals first (6.4.4)', () => {
    let t = headlineWith([[14], [19, 22]], { space: [0, 4] });
    t = { ...t, pending: { kind: 'headline', seats: [0] } };
    expect(actingSeats(t)).toEqual([0]);
    const r = play(t, 0, { type: 'headline', card: 14 });
    expect(r.log[0].only).toBeUndefined();
    expect(actingSeats(r.state)).toEqual([1]);
  });
});
