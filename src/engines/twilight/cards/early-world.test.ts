import { describe, expect, it } from 'vitest';
import { E, inf, play, playAll, position } from '../testkit';

const picks = (...choices: string[]) => choices.map((choice) => ({ type: 'pick' as const, choice }));

describe('Early War events outside Europe', () => {
  it('8 Fidel: all US influence out of Cuba, USSR topped up to 3 (removed)', () => {
    let s = position(0, { inf: { cuba: [2, 1] }, hands: [[8, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 8, use: 'event' }).state;
    expect(inf(s, 'cuba')).toEqual([0, 3]);
    expect(s.removed).toContain(8);
  });
  it('9 Vietnam Revolts: +2 in Vietnam; +1 to USSR ops all in Southeast Asia this turn, then it expires', () => {
    let s = position(0, {
      hands: [
        [9, 7],
        [19, 22],
      ],
    });
    s = play(s, 0, { type: 'play', card: 9, use: 'event' }).state;
    expect(inf(s, 'vietnam')).toEqual([0, 2]);
    expect(s.effects).toEqual([{ card: 9, side: 0, until: 'turn' }]);
    s = playAll(s, [
      { type: 'play', card: 19, use: 'influence' },
      { type: 'influence', country: 'canada' },
    ]);
    s = play(s, 0, { type: 'play', card: 7, use: 'influence' }).state;
    s = playAll(
      s,
      [1, 2, 3, 4].map(() => ({ type: 'influence' as const, country: 'vietnam' })),
    );
    expect(inf(s, 'vietnam')).toEqual([0, 6]);
  });
  it('15 Nasser: +2 USSR in Egypt, the US loses half its influence there rounded up', () => {
    let s = position(0, { inf: { egypt: [3, 0] }, hands: [[15, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 15, use: 'event' }).state;
    expect(inf(s, 'egypt')).toEqual([1, 2]);
  });
  it('18 Captured Nazi Scientist: one space box up with its VP; not an attempt (FAQ #18)', () => {
    let s = position(1, { hands: [[12], [18, 19]], space: [0, 0] });
    s = play(s, 1, { type: 'play', card: 18, use: 'event' }).state;
    expect(s.space[1]).toBe(1);
    expect(s.vp).toBe(2);
    expect(s.spaceAttempts[1]).toBe(0);
    expect(s.removed).toContain(18);
  });
  it('25 Containment: US cards +1 op, max 4, for the rest of the turn', () => {
    let s = position(1, { hands: [[12], [25, 19]] });
    s = play(s, 1, { type: 'play', card: 25, use: 'event' }).state;
    expect(s.effects).toEqual([{ card: 25, side: 1, until: 'turn' }]);
    expect(s.removed).toContain(25);
  });
  it('27 US/Japan Mutual Defense Pact: US control of Japan; no USSR coups or realignments there', () => {
    let s = position(1, { inf: { japan: [1, 2] }, hands: [[14], [27, 19]] });
    s = play(s, 1, { type: 'play', card: 27, use: 'event' }).state;
    expect(inf(s, 'japan')).toEqual([6, 2]);
    expect(s.limbo).toContain(27);
    expect(E.legalMoves(s, 0).some((m) => m.type === 'play' && m.use === 'coup')).toBe(false);
  });
  it('30 Decolonization: +1 in 4 different countries of Africa or Southeast Asia', () => {
    let s = position(0, { hands: [[30, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 30, use: 'event' }).state;
    expect(E.legalMoves(s, 0).map((m) => (m.type === 'pick' ? m.choice : ''))).not.toContain('india');
    s = playAll(s, picks('angola', 'vietnam', 'zaire', 'burma'));
    expect(inf(s, 'burma')).toEqual([0, 1]);
    expect(s.pending?.kind).toBe('action');
    expect(s.discard).toContain(30);
  });
  it('31 Red Scare/Purge: the opponent −1 op (min 1) for the rest of the turn; discarded', () => {
    let s = position(0, { hands: [[31, 12], [4]] });
    s = play(s, 0, { type: 'play', card: 31, use: 'event' }).state;
    expect(s.effects).toEqual([{ card: 31, side: 0, until: 'turn' }]);
    s = play(s, 1, { type: 'play', card: 4, use: 'influence' }).state;
    expect(E.prompt(s).text).toMatch(/2 ops/);
    expect(s.discard).toContain(31);
  });
  it('34 Nuclear Test Ban: DEFCON − 2 VP to the event player, then DEFCON +2 (max 5)', () => {
    let s = position(1, { defcon: 4, hands: [[12], [34, 19]] });
    s = play(s, 1, { type: 'play', card: 34, use: 'event' }).state;
    expect(s.vp).toBe(2);
    expect(s.defcon).toBe(5);
  });
  it('35 Formosan Resolution: stays in effect until the US plays The China Card', () => {
    let s = position(1, { hands: [[12], [35, 19]] });
    s = play(s, 1, { type: 'play', card: 35, use: 'event' }).state;
    expect(s.limbo).toContain(35);
    expect(s.effects.map((e) => e.card)).toEqual([35]);
  });
});

describe('optional Early War cards (104–106)', () => {
  const opts = { optionalCards: true };
  it('104 The Cambridge Five: the US shows its scoring cards; the USSR may add 1 in a region shown', () => {
    let s = position(0, {
      options: opts,
      hands: [
        [104, 12],
        [2, 19],
      ],
    });
    s = play(s, 0, { type: 'play', card: 104, use: 'event' }).state;
    const options = E.legalMoves(s, 0).map((m) => (m.type === 'pick' ? m.choice : ''));
    expect(options).toContain('poland');
    expect(options).not.toContain('iran');
    s = playAll(s, picks('poland'));
    expect(inf(s, 'poland')).toEqual([0, 1]);
    let t = position(0, { options: opts, hands: [[104, 12], [19]] });
    t = play(t, 0, { type: 'play', card: 104, use: 'event' }).state;
    expect(t.pending?.kind).toBe('action');
  });
  it('105 Special Relationship: needs US control of the UK; +1 next to the UK, or +2 in Western Europe and 2 VP with NATO', () => {
    let s = position(1, { options: opts, inf: { united_kingdom: [5, 0] }, hands: [[12], [105, 19]] });
    s = play(s, 1, { type: 'play', card: 105, use: 'event' }).state;
    expect(
      E.legalMoves(s, 1)
        .map((m) => (m.type === 'pick' ? m.choice : ''))
        .sort(),
    ).toEqual(['benelux', 'canada', 'france', 'norway']);
    s = playAll(s, picks('france'));
    expect(inf(s, 'france')).toEqual([1, 0]);
    let t = position(1, { options: opts, inf: { united_kingdom: [5, 0] }, effects: [{ card: 21, side: 1, until: 'game' }], hands: [[12], [105, 19]] });
    t = play(t, 1, { type: 'play', card: 105, use: 'event' }).state;
    t = playAll(t, picks('italy'));
    expect(inf(t, 'italy')).toEqual([2, 0]);
    expect(t.vp).toBe(2);
    let u = position(1, { options: opts, hands: [[12], [105, 19]] });
    u = play(u, 1, { type: 'play', card: 105, use: 'event' }).state;
    expect(u.pending?.kind).toBe('action');
  });
  it('106 NORAD: when DEFCON falls to 2 in an action round and the US controls Canada, the US adds 1 where it has influence', () => {
    let s = position(0, {
      options: opts,
      defcon: 3,
      inf: { canada: [4, 0], angola: [1, 0], iran: [1, 0] },
      effects: [{ card: 106, side: 1, until: 'game' }],
      hands: [[14, 12], [19]],
      dice: [1],
    });
    s = play(s, 0, { type: 'play', card: 14, use: 'coup' }).state;
    s = play(s, 0, { type: 'coup', country: 'angola' }).state;
    expect(s.defcon).toBe(2);
    expect(s.pending).toMatchObject({ kind: 'pick', seat: 1 });
    s = playAll(s, picks('iran'));
    expect(inf(s, 'iran')).toEqual([2, 0]);
    expect(s.pending).toMatchObject({ kind: 'action', seat: 1 });
  });
});
