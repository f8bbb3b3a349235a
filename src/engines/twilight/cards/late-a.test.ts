import { describe, expect, it } from 'vitest';
import { barred } from '../restrictions';
import { E, inf, play, playAll, position, rejects } from '../testkit';
import type { TwilightState } from '../types';

const choices = (s: TwilightState, seat: 0 | 1) => E.legalMoves(s, seat).map((m) => (m.type === 'pick' ? m.choice : m.type));

/** Moves cards from the draw pile to the discard pile (every card stays in one place). */
function discarded(s: TwilightState, ...cards: number[]): TwilightState {
  return { ...s, deck: s.deck.filter((c) => !cards.includes(c)), discard: [...s.discard, ...cards] };
}

describe('Late War events 82–91 (CARD_EFFECTS.md)', () => {
  it('82 Iranian Hostage Crisis: all US influence out of Iran, +2 USSR; stays in effect (starred + underlined)', () => {
    let s = position(0, { inf: { iran: [3, 1] }, hands: [[82, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 82, use: 'event' }).state;
    expect(inf(s, 'iran')).toEqual([0, 3]);
    expect(s.effects).toContainEqual({ card: 82, side: 0, until: 'game' });
    expect(s.limbo).toContain(82);
  });

  it('83 The Iron Lady: +1 USSR Argentina, USSR out of the UK, US +1 VP; Socialist Governments barred from now on', () => {
    let s = position(1, {
      inf: { united_kingdom: [5, 2] },
      hands: [
        [7, 12],
        [83, 19],
      ],
    });
    s = play(s, 1, { type: 'play', card: 83, use: 'event' }).state;
    expect(inf(s, 'argentina')).toEqual([0, 1]);
    expect(inf(s, 'united_kingdom')).toEqual([5, 0]);
    expect(s.vp).toBe(1);
    expect(s.pending).toMatchObject({ kind: 'action', seat: 0 });
    expect(rejects(s, 0, { type: 'play', card: 7, use: 'event' }, 'event-cannot-occur').message).toMatch(/cannot occur/);
  });

  it('83 The Iron Lady triggered by the USSR, event first: the new Argentina marker gives no access for that round (aasmith Ruling #4, 6.1.1)', () => {
    let s = position(0, { inf: { poland: [0, 1] }, hands: [[83, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 83, use: 'influence', eventFirst: true }).state;
    expect(inf(s, 'argentina')).toEqual([0, 1]);
    expect(rejects(s, 0, { type: 'influence', country: 'chile' }, 'no-access').message).toMatch(/start of the round/);
  });

  it('84 Reagan Bombs Libya: 1 VP per 2 USSR influence in Libya, rounded down', () => {
    let s = position(1, { inf: { libya: [0, 5] }, hands: [[12], [84, 19]] });
    s = play(s, 1, { type: 'play', card: 84, use: 'event' }).state;
    expect(s.vp).toBe(2);
    expect(s.removed).toContain(84);
  });

  it('85 Star Wars: with the US ahead in space, the US picks a non-scoring discard whose event occurs for its side', () => {
    let s = discarded(position(1, { space: [1, 2], hands: [[12], [85, 19]] }), 1, 25, 8);
    s = play(s, 1, { type: 'play', card: 85, use: 'event' }).state;
    expect(choices(s, 1)).toEqual([25, 8]); // Asia Scoring may not be chosen
    s = play(s, 1, { type: 'pick', choice: 25 }).state;
    expect(s.effects).toContainEqual({ card: 25, side: 1, until: 'turn' }); // Containment occurred
    expect(s.removed).toEqual(expect.arrayContaining([85, 25]));
    // A USSR card chosen implements the USSR event (Fidel).
    let t = discarded(position(1, { space: [0, 1], inf: { cuba: [2, 0] }, hands: [[12], [85, 19]] }), 8);
    t = play(t, 1, { type: 'play', card: 85, use: 'event' }).state;
    t = play(t, 1, { type: 'pick', choice: 8 }).state;
    expect(inf(t, 'cuba')).toEqual([0, 3]);
  });

  it('85 Star Wars: not ahead (even tied) → no event; triggered by the USSR the card is discarded, not removed (5.2 ex. 4)', () => {
    const s = position(1, { space: [2, 2], hands: [[12], [85, 19]] });
    expect(rejects(s, 1, { type: 'play', card: 85, use: 'event' }, 'event-cannot-occur').message).toMatch(/cannot occur/);
    let t = discarded(position(0, { space: [2, 2], inf: { poland: [0, 1] }, hands: [[85, 12], [19]] }), 25);
    t = play(t, 0, { type: 'play', card: 85, use: 'influence' }).state;
    t = playAll(t, [
      { type: 'influence', country: 'poland' },
      { type: 'influence', country: 'poland' },
    ]);
    expect(t.discard).toContain(85);
    expect(t.removed).not.toContain(85);
  });

  it('86 North Sea Oil: OPEC barred for the game; the US may take an extra round at the end of this turn only', () => {
    let s = position(1, { hands: [[12], [86, 19, 22]], rounds: 1 });
    s = play(s, 1, { type: 'play', card: 86, use: 'event' }).state;
    expect(s.effects).toEqual(
      expect.arrayContaining([
        { card: 86, side: 1, until: 'game' },
        { card: 86, side: 1, until: 'turn' },
      ]),
    );
    expect(barred(s, 61)).toBe(true); // OPEC (Mid War) may no longer be played as an event
    // The normal rounds are over: the US alone gets the optional round (it may pass).
    expect(s.pending).toMatchObject({ kind: 'action', seat: 1, optional: true });
    s = play(s, 1, { type: 'pass' }).state;
    expect(s.turn).toBe(2);
    expect(s.effects).toEqual([{ card: 86, side: 1, until: 'game' }]); // the OPEC ban stays
  });

  it('87 The Reformer: +4 USSR in Europe (≤2 per country), 6 if the USSR leads on VP; USSR coups in Europe barred', () => {
    let s = position(0, { inf: { poland: [1, 0] }, hands: [[87, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 87, use: 'event' }).state;
    s = playAll(
      s,
      ['poland', 'poland'].map((c) => ({ type: 'pick' as const, choice: c })),
    );
    expect(choices(s, 0)).not.toContain('poland');
    s = playAll(
      s,
      ['italy', 'italy'].map((c) => ({ type: 'pick' as const, choice: c })),
    );
    expect(inf(s, 'poland')).toEqual([1, 2]);
    expect(inf(s, 'italy')).toEqual([0, 2]);
    expect(s.effects).toContainEqual({ card: 87, side: 0, until: 'game' });
    let t = position(0, { vp: -1, hands: [[87, 12], [19]] });
    t = play(t, 0, { type: 'play', card: 87, use: 'event' }).state;
    t = playAll(
      t,
      ['italy', 'italy', 'france', 'france', 'spain_portugal', 'spain_portugal'].map((c) => ({ type: 'pick' as const, choice: c })),
    );
    expect(inf(t, 'spain_portugal')).toEqual([0, 2]);
    // From now on no USSR coup in Europe, realignments allowed.
    const u = position(0, { inf: { italy: [2, 0] }, defcon: 5, hands: [[12], [19]], effects: [{ card: 87, side: 0, until: 'game' }] });
    expect(rejects(u, 0, { type: 'play', card: 12, use: 'coup' }, 'no-target').message).toMatch(/No legal target/);
    expect(E.legalMoves(u, 0)).toContainEqual({ type: 'play', card: 12, use: 'realign' });
  });

  it('88 Marine Barracks Bombing: US out of Lebanon, then 2 more US influence out of the Middle East', () => {
    let s = position(0, { inf: { lebanon: [2, 0], israel: [1, 0], iran: [2, 0] }, hands: [[88, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 88, use: 'event' }).state;
    expect(inf(s, 'lebanon')).toEqual([0, 0]);
    expect(choices(s, 0)).toEqual(['iran', 'israel']);
    s = playAll(s, [
      { type: 'pick', choice: 'iran' },
      { type: 'pick', choice: 'iran' },
    ]);
    expect(inf(s, 'iran')).toEqual([0, 0]);
    expect(inf(s, 'israel')).toEqual([1, 0]);
    expect(s.removed).toContain(88);
  });

  it('89 KAL-007: DEFCON −1, US +2 VP, then with South Korea US-controlled 4 ops of influence or realignment (no coup)', () => {
    let s = position(1, { inf: { south_korea: [3, 0], japan: [1, 0] }, hands: [[12], [89, 19]] });
    s = play(s, 1, { type: 'play', card: 89, use: 'event' }).state;
    expect(s.defcon).toBe(4);
    expect(s.vp).toBe(2);
    // No USSR influence to realign and coups never offered: influence is the only use, asked for at once.
    expect(s.pending).toMatchObject({ kind: 'ops', seat: 1, ops: { use: 'influence', fixed: 4 } });
    s = playAll(
      s,
      ['taiwan', 'taiwan', 'taiwan', 'taiwan'].map((c) => ({ type: 'influence' as const, country: c })),
    );
    expect(inf(s, 'taiwan')).toEqual([4, 0]);
    const t = play(position(1, { inf: { south_korea: [1, 0] }, hands: [[12], [89, 19]] }), 1, { type: 'play', card: 89, use: 'event' }).state;
    expect(t.pending).toMatchObject({ kind: 'action', seat: 0 });
    let u = position(0, { defcon: 2, hands: [[89, 12], [19]], inf: { poland: [0, 1] } });
    u = play(u, 0, { type: 'play', card: 89, use: 'influence', eventFirst: true }).state;
    expect(E.outcome(u)).toMatchObject({ winners: [1] }); // DEFCON 1 in the USSR's round: the USSR loses (8.1.3)
  });

  it('90 Glasnost: USSR +2 VP, DEFCON +1; the 4 ops only with The Reformer in effect', () => {
    let s = position(0, { defcon: 3, inf: { poland: [0, 1] }, hands: [[90, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 90, use: 'event' }).state;
    expect(s.vp).toBe(-2);
    expect(s.defcon).toBe(4);
    expect(s.pending).toMatchObject({ kind: 'action', seat: 1 });
    let t = position(0, { defcon: 4, inf: { poland: [0, 1], west_germany: [1, 0] }, hands: [[90, 12], [19]], effects: [{ card: 87, side: 0, until: 'game' }] });
    t = play(t, 0, { type: 'play', card: 90, use: 'event' }).state;
    expect(choices(t, 0)).toEqual(['influence', 'realign']);
    t = play(t, 0, { type: 'pick', choice: 'influence' }).state;
    t = playAll(
      t,
      ['poland', 'poland', 'poland', 'poland'].map((c) => ({ type: 'influence' as const, country: c })),
    );
    expect(inf(t, 'poland')).toEqual([0, 5]);
  });

  it('91 Ortega: US out of Nicaragua; a free coup next door with the card ops (+ modifiers): no military ops, a battleground still degrades DEFCON', () => {
    let s = position(0, { defcon: 3, inf: { nicaragua: [2, 0], cuba: [1, 0], honduras: [0, 0] }, hands: [[91, 12], [19]], dice: [6] });
    s = play(s, 0, { type: 'play', card: 91, use: 'event' }).state;
    expect(inf(s, 'nicaragua')).toEqual([0, 0]);
    expect(choices(s, 0)).toEqual(['cuba', 'none']);
    s = play(s, 0, { type: 'pick', choice: 'cuba' }).state;
    // 6 + 2 ops − 6 (2 × stability 3) = 2: the US loses 1, the USSR gains 1.
    expect(inf(s, 'cuba')).toEqual([0, 1]);
    expect(s.milOps[0]).toBe(0);
    expect(s.defcon).toBe(2);
    // Brezhnev Doctrine: this card's ops value is 3.
    let t = position(0, { inf: { honduras: [1, 0] }, hands: [[91, 12], [19]], dice: [3], effects: [{ card: 51, side: 0, until: 'turn' }] });
    t = play(t, 0, { type: 'play', card: 91, use: 'event' }).state;
    t = play(t, 0, { type: 'pick', choice: 'honduras' }).state;
    expect(inf(t, 'honduras')).toEqual([0, 1]); // 3 + 3 − 4 = 2 (with 2 ops it would be 1)
  });
});
