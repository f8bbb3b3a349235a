/** Interactions between Mid War cards and the rules they change (CARD_EFFECTS.md "Cancels / cancelled by", FAQ). */
import { describe, expect, it } from 'vitest';
import { E, inf, play, playAll, position } from '../testkit';

const picks = (...choices: (string | number)[]) => choices.map((choice) => ({ type: 'pick' as const, choice }));
const options = (s: ReturnType<typeof position>, seat: 0 | 1) => E.legalMoves(s, seat).map((m) => (m.type === 'pick' ? m.choice : ''));
const T = 4;

describe('Mid War interactions', () => {
  it('Quagmire + Missile Envy received: the Missile Envy must be the card discarded while it qualifies (FAQ #49)', () => {
    let s = position(0, {
      turn: T,
      effects: [{ card: 49, side: 1, until: 'game' }],
      hands: [
        [42, 12],
        [49, 4, 19],
      ],
    });
    s = play(s, 0, { type: 'play', card: 42, use: 'event' }).state;
    expect(options(s, 1)).toEqual([49]);
  });
  it('Quagmire: a Red Scare/Purge against the US can disqualify a 2-op card (7.4.2)', () => {
    let s = position(0, {
      turn: T,
      effects: [{ card: 31, side: 0, until: 'turn' }],
      hands: [
        [42, 12],
        [22, 4, 19],
      ],
    });
    s = play(s, 0, { type: 'play', card: 42, use: 'event' }).state;
    expect(options(s, 1)).toEqual([4]);
  });
  it('We Will Bury You headlined: the headline is not an action round, the US may answer in its first action round (FAQ #49/50)', () => {
    let s = position(0, {
      turn: T,
      defcon: 4,
      hands: [
        [50, 12],
        [32, 15, 19],
      ],
    });
    // A headline decision in front of the action rounds still to come (the US round 1 is next on the stack).
    s = { ...s, pending: { kind: 'headline', seats: [0, 1] }, round: 0, headlineRevealed: false };
    s = play(s, 0, { type: 'headline', card: 50 }).state;
    s = play(s, 1, { type: 'headline', card: 19 }).state;
    if (s.pending?.kind === 'pick') s = playAll(s, picks(options(s, 1)[0]));
    expect(s.defcon).toBe(3);
    expect(s.vp).toBe(0);
    expect(s.pending).toMatchObject({ kind: 'action', seat: 1 });
    s = playAll(s, [
      { type: 'play', card: 32, use: 'event' },
      { type: 'pick', choice: 15 },
    ]);
    expect(s.vp).toBe(0);
    expect(s.effects.some((e) => e.card === 50)).toBe(false);
  });
  it('SALT Negotiations: coups −1 for both sides for the rest of the turn; military ops unchanged', () => {
    let s = position(0, { turn: T, inf: { kenya: [1, 0] }, hands: [[43, 14, 12], [19]], dice: [4] });
    s = { ...s, discard: [] };
    s = play(s, 0, { type: 'play', card: 43, use: 'event' }).state;
    s = playAll(s, [
      { type: 'play', card: 19, use: 'influence' },
      { type: 'influence', country: 'canada' },
    ]);
    s = playAll(s, [
      { type: 'play', card: 14, use: 'coup' },
      { type: 'coup', country: 'kenya' },
    ]);
    // 4 + 3 − 1 = 6 against 2×2: margin 2 removes the US 1, adds 1.
    expect(inf(s, 'kenya')).toEqual([0, 1]);
    expect(s.milOps[0]).toBe(3);
  });
  it('Latin American Death Squads: the event player’s coups in the Americas +1, the opponent’s −1, not elsewhere', () => {
    let s = position(1, { turn: T, inf: { peru: [0, 2], kenya: [0, 1] }, effects: [{ card: 69, side: 0, until: 'turn' }], hands: [[12], [4, 19]], dice: [4] });
    s = playAll(s, [
      { type: 'play', card: 4, use: 'coup' },
      { type: 'coup', country: 'peru' },
    ]);
    // 4 + 3 − 1 = 6 against 4: margin 2 removes 2 USSR.
    expect(inf(s, 'peru')).toEqual([0, 0]);
  });
  it('Cuban Missile Crisis played by the US: the USSR may remove 2 from Cuba to end it', () => {
    let s = position(1, { turn: T, inf: { cuba: [0, 3] }, hands: [[12], [40, 19]] });
    s = play(s, 1, { type: 'play', card: 40, use: 'event' }).state;
    expect(s.pending).toMatchObject({ kind: 'pick', seat: 0 });
    expect(options(s, 0)).toEqual(['cuba', 'keep']);
    s = playAll(s, picks('keep'));
    expect(s.pending).toMatchObject({ kind: 'action', seat: 0 });
    expect(s.effects.some((e) => e.card === 40)).toBe(true);
  });
  it('Nuclear Subs does not stop a USSR battleground coup from degrading DEFCON', () => {
    let s = position(0, { turn: T, defcon: 4, inf: { angola: [1, 0] }, effects: [{ card: 41, side: 1, until: 'turn' }], hands: [[14, 12], [19]], dice: [6] });
    s = playAll(s, [
      { type: 'play', card: 14, use: 'coup' },
      { type: 'coup', country: 'angola' },
    ]);
    expect(s.defcon).toBe(3);
  });
  it('Shuttle Diplomacy with no USSR battleground in the region scored: normal scoring, and it is used up (CARD_EFFECTS: recommended)', () => {
    let s = position(1, { turn: T, inf: { thailand: [2, 0] }, effects: [{ card: 73, side: 1, until: 'game' }], hands: [[1, 12], [19]] });
    s = { ...s, limbo: [73], deck: s.deck.filter((c) => c !== 73) };
    s = playAll(s, [
      { type: 'play', card: 19, use: 'influence' },
      { type: 'influence', country: 'canada' },
    ]);
    s = play(s, 0, { type: 'play', card: 1, use: 'event' }).state;
    expect(s.discard).toContain(73);
    expect(s.effects.some((e) => e.card === 73)).toBe(false);
    expect(s.vp).toBeGreaterThan(0);
  });
  it('One Small Step passing the opponent’s ability box takes that ability away (6.4.4; CARD_EFFECTS: passing counts as reaching)', () => {
    let s = position(0, { turn: T, space: [1, 2], hands: [[80, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 80, use: 'event' }).state;
    expect(s.space).toEqual([3, 2]);
    expect(s.vp).toBe(-2); // Man in Space, first: 2 VP
  });
  it('Missile Envy obligation: the card received may not be headlined', () => {
    const s = position(0, { turn: T, effects: [{ card: 49, side: 1, until: 'game' }], hands: [[12], [49, 19]] });
    const h = { ...s, pending: { kind: 'headline' as const, seats: [0, 1] as (0 | 1)[] }, round: 0 };
    expect(E.legalMoves(h, 1)).toEqual([{ type: 'headline', card: 19 }]);
  });
});
