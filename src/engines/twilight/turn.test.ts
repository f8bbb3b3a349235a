import { describe, expect, it } from 'vitest';
import { actingSeats } from './legal';
import { E, afterSetup, play, playAll, position } from './testkit';

const noChina = { holder: 1 as const, faceUp: false };

describe('setup (3.1–3.4)', () => {
  it('deals 8 cards each, gives The China Card to the USSR face up, and asks the USSR for 6 then the US for 7 setup influence', () => {
    let s = E.setup(E.defaultOptions(2), 2, 7);
    expect(s.hands[0]).toHaveLength(8);
    expect(s.hands[1]).toHaveLength(8);
    expect(s.china).toEqual({ holder: 0, faceUp: true });
    const total = (side: 0 | 1) => s.inf[side].reduce((a, b) => a + b, 0);
    expect(total(0)).toBe(9);
    expect(total(1)).toBe(18);
    for (let i = 0; i < 6; i++) s = play(s, 0, { type: 'pick', choice: 'poland' }).state;
    expect(actingSeats(s)).toEqual([1]);
    expect(E.legalMoves(s, 1).length).toBe(14);
    for (let i = 0; i < 7; i++) s = play(s, 1, { type: 'pick', choice: 'italy' }).state;
    expect(total(0)).toBe(15);
    expect(total(1)).toBe(25);
    expect(s.pending?.kind).toBe('headline');
  });
  it('the US bid places extra influence only where the US already has some', () => {
    let s = afterSetup(3, { usBonus: 2 });
    expect(s.pending?.kind).toBe('headline');
    s = E.setup({ ...E.defaultOptions(2), usBonus: 2 }, 2, 3);
    for (let i = 0; i < 13; i++) s = play(s, actingSeats(s)[0], E.legalMoves(s, actingSeats(s)[0])[0]).state;
    expect(E.legalMoves(s, 1).map((m) => (m.type === 'pick' ? m.choice : ''))).not.toContain('italy');
    expect(E.legalMoves(s, 1).map((m) => (m.type === 'pick' ? m.choice : ''))).toContain('iran');
  });
  it('the Early War deck has 35 cards (38 with the optional cards); The China Card is not in it', () => {
    const s = E.setup(E.defaultOptions(2), 2, 1);
    expect(s.deck.length + 16).toBe(35);
    const o = E.setup({ ...E.defaultOptions(2), optionalCards: true }, 2, 1);
    expect(o.deck.length + 16).toBe(38);
    expect([...s.deck, ...s.hands.flat()]).not.toContain(6);
  });
});

describe('end of turn (4.5 E–H, 8.2)', () => {
  it('EXAMPLES 20: DEFCON 4, US 2, USSR 4 → USSR +2', () => {
    expect(position(0, { defcon: 4, milOps: [4, 2], rounds: 0, hands: [[], []] }).vp).toBe(-2);
  });
  it('EXAMPLES 20: DEFCON 3, US 1, USSR 2 → net USSR +1; US 2, USSR 4 → USSR +1; 2 and 2 → 0', () => {
    expect(position(0, { defcon: 3, milOps: [2, 1], rounds: 0, hands: [[], []] }).vp).toBe(-1);
    expect(position(0, { defcon: 3, milOps: [4, 2], rounds: 0, hands: [[], []] }).vp).toBe(-1);
    expect(position(0, { defcon: 3, milOps: [2, 2], rounds: 0, hands: [[], []] }).vp).toBe(0);
    expect(position(0, { defcon: 2, milOps: [2, 2], rounds: 0, hands: [[], []] }).vp).toBe(0);
  });
  it('then flips The China Card, ends turn effects, resets military operations, improves DEFCON and deals', () => {
    const s = position(0, {
      defcon: 3,
      milOps: [3, 3],
      rounds: 0,
      hands: [[], []],
      china: noChina,
      effects: [
        { card: 25, side: 1, until: 'turn' },
        { card: 21, side: 1, until: 'game' },
      ],
    });
    expect(s.turn).toBe(2);
    expect(s.china).toEqual({ holder: 1, faceUp: true });
    expect(s.effects.map((e) => e.card)).toEqual([21]);
    expect(s.milOps).toEqual([0, 0]);
    expect(s.defcon).toBe(4);
    expect(s.hands[0]).toHaveLength(8);
    expect(s.pending?.kind).toBe('headline');
  });
  it('4.5D / 11.1.2: a scoring card held at the end of the turn loses the game', () => {
    let s = position(0, { rounds: 1, hands: [[1, 14], [19]] });
    s = play(s, 0, { type: 'play', card: 14, use: 'influence' }).state;
    s = play(s, 0, { type: 'influence', country: 'poland' }).state;
    s = play(s, 0, { type: 'influence', country: 'poland' }).state;
    s = play(s, 0, { type: 'influence', country: 'poland' }).state;
    s = play(s, 1, { type: 'play', card: 19, use: 'influence' }).state;
    s = play(s, 1, { type: 'influence', country: 'canada' }).state;
    expect(E.outcome(s)).toMatchObject({ kind: 'win', winners: [1] });
    expect(s.outcome?.reason).toMatch(/holds Asia Scoring/);
  });
  it('turns 4+ deal 9 cards and have 7 action rounds (lastTurn option)', () => {
    const s = position(0, { turn: 3, rounds: 0, hands: [[], []], options: { lastTurn: 10 } });
    expect(s.turn).toBe(4);
    expect(s.hands[0].length + s.hands[1].length).toBeGreaterThan(0);
    expect(s.stack.filter((i) => i.op === 'actionRound' && !i.optional)).toHaveLength(14);
  });
  it('the short Early-War-only game (lastTurn 3) stops with final scoring after turn 3', () => {
    const s = position(0, { options: { lastTurn: 3 }, turn: 3, rounds: 0, hands: [[], []] });
    expect(s.outcome).not.toBeNull();
  });
  it('by default the game is the whole war: final scoring after turn 10, not before (10.3.2)', () => {
    expect(E.defaultOptions(2).lastTurn).toBe(10);
    const s = position(0, { turn: 3, rounds: 0, hands: [[], []] });
    expect(s.outcome).toBeNull();
    expect(s.turn).toBe(4);
    const t = position(0, { turn: 10, rounds: 0, hands: [[], []] });
    expect(t.outcome?.reason).toMatch(/Final scoring/);
  });
});

describe('DEFCON (8.1)', () => {
  it('improves by 1 at the start of each turn, never above 5', () => {
    expect(position(0, { defcon: 5, rounds: 0, hands: [[], []] }).defcon).toBe(5);
    expect(position(0, { defcon: 2, rounds: 0, milOps: [2, 2], hands: [[], []] }).defcon).toBe(3);
  });
});

describe('space race abilities in the turn (6.4.4)', () => {
  it('Man in Earth Orbit (box 4, US alone): the USSR chooses its headline first', () => {
    const s = position(0, { rounds: 0, hands: [[], []], space: [0, 4], milOps: [5, 5] });
    expect(s.pending).toEqual({ kind: 'headline', seats: [0] });
  });
  it('Eagle/Bear Has Landed (box 6): its holder may discard a held card at the end of the turn', () => {
    let s = position(0, { rounds: 0, hands: [[14], []], space: [6, 0], milOps: [5, 5] });
    expect(E.legalMoves(s, 0)).toEqual([
      { type: 'pick', choice: 14 },
      { type: 'pick', choice: 'keep' },
    ]);
    s = play(s, 0, { type: 'pick', choice: 14 }).state;
    expect(s.discard).toContain(14);
    expect(s.turn).toBe(2);
  });
  it('Space Station (box 8): an optional eighth action round', () => {
    let s = position(0, { rounds: 1, hands: [[14, 12], [19]], space: [8, 0], milOps: [5, 5] });
    s = play(s, 0, { type: 'play', card: 12, use: 'event' }).state;
    s = play(s, 1, { type: 'play', card: 19, use: 'influence' }).state;
    s = play(s, 1, { type: 'influence', country: 'canada' }).state;
    expect(s.pending).toEqual({ kind: 'action', seat: 0, optional: true });
    expect(E.legalMoves(s, 0)).toContainEqual({ type: 'pass' });
  });
});

describe('advance the turn (4.5 H, 4.4)', () => {
  it('at the end of turn 3 every Mid War card is shuffled into the remaining draw pile (not the discards); turn 4 deals 9', () => {
    const base = position(0, { turn: 3, rounds: 0, hands: [[], []] });
    const mid = Array.from({ length: 46 }, (_, i) => 36 + i);
    for (const id of mid) expect(base.deck.includes(id) || base.hands[0].includes(id) || base.hands[1].includes(id)).toBe(true);
    expect(base.hands[0]).toHaveLength(9);
    expect(base.turn).toBe(4);
    // No Late War card yet; they come at the end of turn 7.
    expect([...base.deck, ...base.hands[0], ...base.hands[1]].some((id) => id >= 82 && id <= 102)).toBe(false);
  });
  it('discards stay out of the draw pile when the Mid War cards are added', () => {
    const s = position(0, { turn: 3, rounds: 1, hands: [[12], [19]] });
    let t = play(s, 0, { type: 'play', card: 12, use: 'event' }).state;
    t = playAll(t, [{ type: 'play', card: 19, use: 'event' }]);
    while (t.pending?.kind === 'pick') t = play(t, t.pending.seat, E.legalMoves(t, t.pending.seat)[0]).state;
    expect(t.turn).toBe(4);
    expect(t.discard.length + t.removed.length).toBeGreaterThan(0);
    for (const id of t.discard) expect(t.deck).not.toContain(id);
  });
});
