import { describe, expect, it } from 'vitest';
import { card } from './cardinfo';
import { SCORING_CARDS, chinaOps, inGame, regionGlance, scoringNow, spaceGlance, whyNoSpace } from './glance';
import { E, play, playAll, position, EXAMPLE_14_EUROPE } from './testkit';
import type { Effect, TwilightMove } from './types';

const picks = (...ids: string[]): TwilightMove[] => ids.map((c) => ({ type: 'pick', choice: c }));

describe('the region panel (issue 21), read from the engine’s scoring (10.1)', () => {
  it('EXAMPLES 14: Europe, US domination against USSR presence; the panel and Europe Scoring played now agree (US +5)', () => {
    const board = EXAMPLE_14_EUROPE;
    const s = position(1, { inf: board, vp: 2, hands: [[12], [2, 19]] });
    const europe = regionGlance(s).find((r) => r.region === 'Europe')!;
    expect(europe.sides[1]).toMatchObject({ level: 'domination', countries: 4, battlegrounds: 3 });
    expect(europe.sides[0]).toMatchObject({ level: 'presence', countries: 2, battlegrounds: 2 });
    expect(europe).toMatchObject({ battlegrounds: 5, net: 5 });
    expect(scoringNow(s, 2)).toMatchObject({ net: 5, ends: null, shuttle: false });
    // The real play gives what the panel said.
    expect(play(s, 1, { type: 'play', card: 2, use: 'event' }).state.vp).toBe(2 + 5);
  });
  it('Europe control ends the game (10.1): the scoring card says who would win', () => {
    const board = { united_kingdom: [5, 0], italy: [4, 0], france: [3, 0], west_germany: [4, 0], poland: [4, 0], east_germany: [4, 0] } as const;
    const s = position(1, { inf: board, hands: [[12], [2, 19]] });
    expect(scoringNow(s, 2)?.ends).toMatchObject({ winner: 1 });
    expect(s.outcome).toBeNull();
  });
  it('20 VP reached by a scoring ends the game (10.3.1)', () => {
    const s = position(0, { inf: { iraq: [0, 3], libya: [0, 2], israel: [0, 4], iran: [0, 2], egypt: [0, 2], saudi_arabia: [0, 3] }, vp: -10 });
    // Middle East control 7 + 6 battlegrounds = 13 to the USSR: −23.
    expect(scoringNow(s, 3)).toMatchObject({ net: -13, ends: { winner: 0 } });
  });
  it('Southeast Asia Scoring uses its own table (1 VP a country, Thailand 2; RULES_SUMMARY 10.1)', () => {
    const s = position(0, { inf: { thailand: [0, 2], vietnam: [0, 1], philippines: [2, 0] } });
    expect(scoringNow(s, 38)?.net).toBe(1 - 3);
  });
  it('Shuttle Diplomacy waiting: the US leaves out the USSR battleground best for it (FAQ #73)', () => {
    let s = position(1, {
      inf: { iraq: [0, 3], libya: [0, 2], israel: [4, 0] },
      hands: [
        [3, 12],
        [73, 19],
      ],
    });
    s = play(s, 1, { type: 'play', card: 73, use: 'event' }).state;
    // Without Iraq or Libya it is even (mid-scoring.test.ts); the full count would be USSR +1.
    expect(regionGlance(s).find((r) => r.region === 'MiddleEast')!.net).toBe(-1);
    expect(scoringNow(s, 3)).toMatchObject({ net: 0, shuttle: true });
    expect(playAll(play(s, 0, { type: 'play', card: 3, use: 'event' }).state, picks('iraq')).vp).toBe(0);
    // The state given is not changed.
    expect(s.limbo).toContain(73);
  });
  it('answers for every scoring card and nothing else', () => {
    expect(SCORING_CARDS).toEqual([1, 2, 3, 37, 38, 79, 81]);
    const s = position(0, {});
    for (const id of SCORING_CARDS) expect(scoringNow(s, id)).toMatchObject({ card: id, net: 0 });
    expect(scoringNow(s, 19)).toBeNull();
  });
  it('which scoring cards can still be played: the Mid War ones from turn 4 (4.4), not Southeast Asia once removed (starred)', () => {
    const early = position(0, { turn: 2 });
    expect(SCORING_CARDS.filter((id) => inGame(early, id))).toEqual([1, 2, 3]);
    const mid = position(0, { turn: 4 });
    expect(SCORING_CARDS.filter((id) => inGame(mid, id))).toEqual(SCORING_CARDS);
    const t = play(position(0, { turn: 4, hands: [[38, 12], [19]] }), 0, { type: 'play', card: 38, use: 'event' }).state;
    expect(t.removed).toContain(38);
    expect(inGame(t, 38)).toBe(false);
  });
  it('works on a seat’s view (hidden hands as −1s)', () => {
    const s = position(0, { inf: { iraq: [0, 3] } });
    const v = E.view(s, 1);
    expect(scoringNow(v, 3)?.net).toBe(scoringNow(s, 3)?.net);
  });
});

describe('the Space Race at a glance (6.4)', () => {
  const opsOf = (n: number) => [4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 19, 21, 22, 23, 25, 26].find((id) => card(id).ops === n && !card(id).scoring)!;
  it('the next box, its ops, its roll and the VP for arriving first (table: Earth Satellite 2 ops, 1–3, 2/1 VP)', () => {
    const s = position(0, {});
    expect(spaceGlance(s, 0)).toMatchObject({
      box: 1,
      name: 'Earth Satellite',
      ops: 2,
      rollMax: 3,
      chance: 0.5,
      vp: 2,
      first: true,
      attemptsUsed: 0,
      attemptsAllowed: 1,
    });
    const t = position(0, { space: [0, 1] });
    expect(spaceGlance(t, 0)).toMatchObject({ vp: 1, first: false });
    expect(spaceGlance(position(0, { space: [8, 0] }), 0)).toBeNull();
  });
  it('says why a card is not offered: ops too low for the box, attempts used, a scoring card', () => {
    const one = opsOf(1);
    const two = opsOf(2);
    // Both at box 4: neither holds Animal in Space's second attempt (6.4.4).
    let s = position(0, {
      hands: [
        [one, two, 3],
        [19, 22],
      ],
      space: [4, 4],
      dice: [6],
    });
    expect(whyNoSpace(s, 0, one)).toMatch(/Lunar Orbit needs a card of 3 ops; .+ counts 1/);
    expect(whyNoSpace(s, 0, 3)).toMatch(/Scoring cards/);
    expect(whyNoSpace(s, 0, 6)).toBeNull();
    s = play(s, 0, { type: 'play', card: 6, use: 'space' }).state;
    s = play(s, 1, { type: 'play', card: 19, use: 'influence' }).state;
    s = play(s, 1, { type: 'influence', country: 'canada' }).state;
    expect(E.legalMoves(s, 0).some((m) => m.type === 'play' && m.use === 'space')).toBe(false);
    expect(whyNoSpace(s, 0, two)).toMatch(/your one attempt this turn is used/);
  });
});

describe('The China Card (9.2, FAQ #6)', () => {
  it('4 ops, 5 only if all are spent in Asia; the modifiers apply (Red Scare/Purge −1)', () => {
    const s = position(0, {});
    expect(chinaOps(s, 0)).toEqual({ plain: 4, allInAsia: 5 });
    const red: Effect = { card: 31, side: 1, until: 'turn' };
    expect(chinaOps(position(0, { effects: [red] }), 0)).toEqual({ plain: 3, allInAsia: 4 });
  });
});
