import { describe, expect, it } from 'vitest';
import { visibleLog } from '../../core/game';
import { warning } from '../ui';
import { E, inf, play, playAll, position, rejects } from '../testkit';

const picks = (...choices: (string | number)[]) => choices.map((choice) => ({ type: 'pick' as const, choice }));
const options = (s: ReturnType<typeof position>, seat: 0 | 1) => E.legalMoves(s, seat).map((m) => (m.type === 'pick' ? m.choice : ''));
const T = 4;

describe('Mid War events that change the rules (CARD_EFFECTS.md)', () => {
  it('40 Cuban Missile Crisis: DEFCON 2; a coup by the opponent this turn loses the game, whatever the DEFCON (FAQ #40)', () => {
    let s = position(0, {
      turn: T,
      defcon: 4,
      inf: { angola: [0, 1], zaire: [1, 0] },
      hands: [
        [40, 12],
        [14, 19],
      ],
    });
    s = play(s, 0, { type: 'play', card: 40, use: 'event' }).state;
    expect(s.defcon).toBe(2);
    expect(s.effects).toContainEqual({ card: 40, side: 0, until: 'turn' });
    const coup = { type: 'play' as const, card: 14, use: 'coup' as const };
    expect(warning(s, 1, coup)).toMatch(/Cuban Missile Crisis/);
    s = playAll(s, [coup, { type: 'coup', country: 'angola' }]);
    expect(E.outcome(s)).toMatchObject({ winners: [0] });
    expect(s.removed).toContain(40);
  });
  it('40 Cuban Missile Crisis: the restricted US may end it by removing 2 of its influence from West Germany or Turkey, then coup safely', () => {
    let s = position(0, {
      turn: T,
      inf: { turkey: [2, 0], west_germany: [1, 0], kenya: [0, 1] },
      hands: [
        [40, 12],
        [14, 19],
      ],
      dice: [1],
    });
    s = play(s, 0, { type: 'play', card: 40, use: 'event' }).state;
    expect(s.pending).toMatchObject({ kind: 'pick', seat: 1 });
    expect(options(s, 1)).toEqual(['turkey', 'keep']);
    s = playAll(s, picks('turkey'));
    expect(inf(s, 'turkey')).toEqual([0, 0]);
    expect(s.effects.some((e) => e.card === 40)).toBe(false);
    s = playAll(s, [
      { type: 'play', card: 14, use: 'coup' },
      { type: 'coup', country: 'kenya' },
    ]);
    expect(s.outcome).toBeNull();
    expect(s.milOps[1]).toBe(3);
  });
  it('40 Cuban Missile Crisis: the restricted player may end it at any decision of its own, not only at the start of its round (CARD_EFFECTS 40)', () => {
    let s = position(0, {
      turn: T,
      inf: { turkey: [2, 0], west_germany: [3, 0], kenya: [0, 1] },
      hands: [
        [40, 12],
        [14, 19],
      ],
      dice: [1],
    });
    s = play(s, 0, { type: 'play', card: 40, use: 'event' }).state;
    s = playAll(s, picks('keep'));
    expect(s.pending).toMatchObject({ kind: 'action', seat: 1 });
    const moves = E.legalMoves(s, 1);
    expect(moves).toContainEqual({ type: 'defuse', country: 'turkey' });
    expect(moves).toContainEqual({ type: 'defuse', country: 'west_germany' });
    expect(E.legalMoves(s, 0)).toEqual([]); // not the USSR's decision, and it is not restricted
    // Mid-decision: the US chooses to play Comecon for a coup only after defusing from West Germany.
    const r = E.apply(s, { type: 'defuse', country: 'west_germany' }, 1);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    s = r.state;
    expect(inf(s, 'west_germany')).toEqual([1, 0]);
    expect(s.effects.some((e) => e.card === 40)).toBe(false);
    expect(s.pending).toMatchObject({ kind: 'action', seat: 1 }); // the decision waits as it was
    expect(E.legalMoves(s, 1).some((m) => m.type === 'defuse')).toBe(false);
    s = playAll(s, [
      { type: 'play', card: 14, use: 'coup' },
      { type: 'coup', country: 'kenya' },
    ]);
    expect(s.outcome).toBeNull();
  });
  it('40 Cuban Missile Crisis: ending it needs 2 influence in the named countries, and only the restricted player may', () => {
    let s = position(0, {
      turn: T,
      inf: { turkey: [1, 0], west_germany: [2, 0] },
      hands: [
        [40, 12],
        [14, 19],
      ],
    });
    s = play(s, 0, { type: 'play', card: 40, use: 'event' }).state;
    s = playAll(s, picks('keep'));
    rejects(s, 1, { type: 'defuse', country: 'turkey' }, 'wrong-country'); // 1 influence there only
    rejects(s, 1, { type: 'defuse', country: 'cuba' }, 'wrong-country');
    rejects(s, 0, { type: 'defuse', country: 'west_germany' }, 'not-your-turn');
    s = play(s, 1, { type: 'play', card: 19, use: 'influence' }).state;
    expect(s.pending).toMatchObject({ kind: 'ops', seat: 1 });
    expect(E.legalMoves(s, 1)).toContainEqual({ type: 'defuse', country: 'west_germany' });
  });
  it('40 Cuban Missile Crisis expires at the end of the turn', () => {
    const s = position(0, { turn: T, rounds: 0, effects: [{ card: 40, side: 0, until: 'turn' }], hands: [[], []] });
    expect(s.effects.some((e) => e.card === 40)).toBe(false);
  });
  it('41 Nuclear Subs: US battleground coups do not degrade DEFCON this turn; USSR coups still do (FAQ #41)', () => {
    let s = position(1, {
      turn: T,
      defcon: 3,
      inf: { angola: [0, 1], zaire: [1, 0] },
      hands: [
        [14, 12],
        [41, 19, 22],
      ],
      dice: [6, 1],
    });
    s = play(s, 1, { type: 'play', card: 41, use: 'event' }).state;
    s = playAll(s, [{ type: 'play', card: 14, use: 'influence' }, ...[1, 2, 3].map(() => ({ type: 'influence' as const, country: 'poland' }))]);
    s = playAll(s, [
      { type: 'play', card: 19, use: 'coup' },
      { type: 'coup', country: 'angola' },
    ]);
    expect(s.defcon).toBe(3);
    expect(s.removed).toContain(41);
  });
  it('42 Quagmire: from its next round the US discards a card worth 2+ ops (own modifiers) and rolls; 1–4 frees it; it outlasts the turn (FAQ #42)', () => {
    let s = position(0, {
      turn: T,
      hands: [
        [42, 12, 15],
        [19, 22, 4, 29],
      ],
      dice: [5, 2],
    });
    s = play(s, 0, { type: 'play', card: 42, use: 'event' }).state;
    expect(s.limbo).toContain(42);
    expect(s.pending).toMatchObject({ kind: 'pick', seat: 1, secret: true });
    expect(options(s, 1).sort()).toEqual([22, 29, 4].sort()); // Truman Doctrine (1 op) does not qualify
    expect(E.view(s, 0).pending).toMatchObject({ kind: 'pick', options: [] });
    s = playAll(s, picks(22));
    expect(s.discard).toContain(22);
    expect(inf(s, 'yugoslavia')).toEqual([0, 0]); // the discarded card's event does not occur
    expect(s.limbo).toContain(42); // rolled 5: still trapped
    expect(s.lastRoll).toMatchObject({ kind: 'trap', dice: [{ side: 1, value: 5 }] });
    s = play(s, 0, { type: 'play', card: 12, use: 'event' }).state;
    s = playAll(s, picks(4));
    expect(s.limbo).not.toContain(42); // rolled 2: free
    expect(s.removed).toContain(42);
    s = play(s, 0, { type: 'play', card: 15, use: 'event' }).state;
    expect(s.pending).toMatchObject({ kind: 'action', seat: 1 });
  });
  it('42 Quagmire with no card worth 2 ops: only scoring cards may be played, otherwise the round is lost; Quagmire cancels NORAD', () => {
    let s = position(0, {
      turn: T,
      options: { optionalCards: true },
      effects: [{ card: 106, side: 1, until: 'game' }],
      hands: [
        [42, 12],
        [19, 2],
      ],
    });
    s = play(s, 0, { type: 'play', card: 42, use: 'event' }).state;
    expect(s.effects.some((e) => e.card === 106)).toBe(false);
    expect(options(s, 1)).toEqual([2]);
    s = playAll(s, picks(2));
    expect(s.discard).toContain(2); // Europe Scoring resolved
    let t = position(0, { turn: T, hands: [[42, 12], [19]] });
    t = play(t, 0, { type: 'play', card: 42, use: 'event' }).state;
    expect(t.pending).toMatchObject({ kind: 'action', seat: 0 });
    expect(t.hands[1]).toEqual([19]);
  });
  it('44 Bear Trap: the USSR is held the same way; Brezhnev Doctrine lets a 1-op card qualify (7.4.2 ex. 2)', () => {
    let s = position(1, {
      turn: T,
      effects: [{ card: 51, side: 0, until: 'turn' }],
      hands: [
        [12, 15],
        [44, 19],
      ],
    });
    s = play(s, 1, { type: 'play', card: 44, use: 'event' }).state;
    expect(options(s, 0).sort()).toEqual([12, 15]);
  });
  it('43 SALT Negotiations: DEFCON +2, coups −1 this turn, and a non-scoring card from the discards to hand', () => {
    let s = position(0, { turn: T, defcon: 2, inf: { angola: [1, 0] }, hands: [[43, 14, 12], [19]] });
    s = { ...s, discard: [2, 19], hands: [s.hands[0], [22]] };
    s = play(s, 0, { type: 'play', card: 43, use: 'event' }).state;
    expect(s.defcon).toBe(4);
    expect(options(s, 0)).toEqual([19, 'none']);
    s = playAll(s, picks(19));
    expect(s.hands[0]).toContain(19);
    expect(s.removed).toContain(43);
    expect(E.prompt(s).seats).toEqual([1]);
  });
  it('49 Missile Envy: the opponent gives its highest-ops card; a USSR event taken by the US is used for ops, no event; Missile Envy must be played for ops next (FAQ #49)', () => {
    let s = position(1, {
      turn: T,
      hands: [
        [14, 12],
        [49, 19],
      ],
    });
    s = play(s, 1, { type: 'play', card: 49, use: 'event' }).state;
    expect(s.hands[0]).toEqual([12, 49]);
    // The US conducts Comecon's 3 ops.
    expect(E.prompt(s).seats).toEqual([1]);
    // Only influence has a target here, so the ops go straight to placement.
    s = playAll(
      s,
      [1, 2, 3].map(() => ({ type: 'influence' as const, country: 'canada' })),
    );
    expect(inf(s, 'canada')).toEqual([3, 0]);
    expect(s.discard).toContain(14);
    const moves = E.legalMoves(s, 0);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => m.type === 'play' && m.card === 49 && m.use !== 'event' && m.use !== 'space')).toBe(true);
    s = playAll(s, [{ type: 'play', card: 49, use: 'influence' }, ...[1, 2].map(() => ({ type: 'influence' as const, country: 'poland' }))]);
    expect(s.effects.some((e) => e.card === 49)).toBe(false);
  });
  it('49 Missile Envy: a tie for the highest card is the giver’s choice, made in secret; a neutral event taken occurs for the event player', () => {
    let s = position(0, {
      turn: T,
      hands: [
        [49, 12],
        [34, 27, 19],
      ],
      defcon: 3,
    });
    s = play(s, 0, { type: 'play', card: 49, use: 'event' }).state;
    expect(options(s, 1).sort()).toEqual([27, 34]);
    expect(E.view(s, 0).pending).toMatchObject({ options: [] });
    s = playAll(s, picks(34));
    expect(s.vp).toBe(-1); // Nuclear Test Ban for the USSR: DEFCON 3 − 2
    expect(s.defcon).toBe(5);
    expect(s.discard).toContain(34);
    expect(s.hands[1]).toContain(49);
  });
  it('50 We Will Bury You: DEFCON −1, then 3 VP to the USSR as the US plays anything but UN Intervention as an event (FAQ #50)', () => {
    let s = position(0, {
      turn: T,
      defcon: 4,
      hands: [
        [50, 12],
        [32, 15, 19],
      ],
    });
    s = play(s, 0, { type: 'play', card: 50, use: 'event' }).state;
    expect(s.defcon).toBe(3);
    expect(s.vp).toBe(0);
    s = play(s, 1, { type: 'play', card: 19, use: 'influence' }).state;
    expect(s.vp).toBe(-3); // before Truman Doctrine's own ops resolve
    // Without UN Intervention (and a USSR card to pair it with) the VP come as the US round begins.
    let u = position(0, {
      turn: T,
      defcon: 4,
      hands: [
        [50, 12],
        [19, 22],
      ],
    });
    u = play(u, 0, { type: 'play', card: 50, use: 'event' }).state;
    expect(u.vp).toBe(-3);
    let t = position(0, {
      turn: T,
      defcon: 4,
      hands: [
        [50, 12],
        [32, 15],
      ],
    });
    t = play(t, 0, { type: 'play', card: 50, use: 'event' }).state;
    t = play(t, 1, { type: 'play', card: 32, use: 'event' }).state;
    expect(t.vp).toBe(0);
    expect(warning(position(0, { turn: T, defcon: 2, hands: [[50, 12], [19]] }), 0, { type: 'play', card: 50, use: 'event' })).toMatch(/nuclear war/);
  });
  it('51 Brezhnev Doctrine: USSR cards +1 op (max 4) this turn', () => {
    let s = position(0, { turn: T, hands: [[51, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 51, use: 'event' }).state;
    s = playAll(s, [
      { type: 'play', card: 19, use: 'influence' },
      { type: 'influence', country: 'canada' },
    ]);
    s = play(s, 0, { type: 'play', card: 12, use: 'influence' }).state;
    expect(E.prompt(s).text).toMatch(/2 ops/);
  });
  it('59 Flower Power: 2 VP to the USSR whenever the US plays a war card for event or ops, not for the space race nor Arab-Israeli War under Camp David (FAQ #59)', () => {
    const fp = { card: 59, side: 0 as const, until: 'game' as const };
    let s = position(1, { turn: T, effects: [fp], hands: [[12], [11, 19]], dice: [1] });
    s = play(s, 1, { type: 'play', card: 11, use: 'influence' }).state;
    expect(s.vp).toBe(-2);
    const t = position(1, { turn: T, effects: [fp], hands: [[12], [11, 19]], dice: [6] });
    expect(play(t, 1, { type: 'play', card: 11, use: 'space' }).state.vp).toBe(0); // spaced (and failed): no VP
    const u = position(1, { turn: T, effects: [fp, { card: 65, side: 1, until: 'game' }], hands: [[12], [13, 19]] });
    expect(play(u, 1, { type: 'play', card: 13, use: 'influence' }).state.vp).toBe(0);
    const v = position(0, { turn: T, effects: [{ card: 97, side: 1, until: 'game' }], hands: [[59, 12], [19]] });
    expect(E.legalMoves(v, 0)).not.toContainEqual({ type: 'play', card: 59, use: 'event' });
  });
  it('60 U2 Incident: 1 VP, and 1 more if UN Intervention is played as an event this turn (once)', () => {
    let s = position(0, {
      turn: T,
      hands: [
        [60, 12],
        [32, 15],
      ],
    });
    s = play(s, 0, { type: 'play', card: 60, use: 'event' }).state;
    expect(s.vp).toBe(-1);
    s = playAll(s, [
      { type: 'play', card: 32, use: 'event' },
      { type: 'pick', choice: 15 },
    ]);
    expect(s.vp).toBe(-2);
  });
  it('62 Lone Gunman: the US hand is shown to the USSR only (a reveal), then the USSR conducts 1 op', () => {
    const s0 = position(0, {
      turn: T,
      hands: [
        [62, 12],
        [19, 22],
      ],
    });
    const r = play(s0, 0, { type: 'play', card: 62, use: 'event' });
    expect(r.state.epoch).toBeGreaterThan(s0.epoch);
    expect(visibleLog([r.log], 0).some((e) => /Truman Doctrine/.test(e.text))).toBe(true);
    expect(visibleLog([r.log], null).some((e) => /Truman Doctrine/.test(e.text))).toBe(false);
    expect(r.state.pending).toMatchObject({ kind: 'ops', seat: 0 });
  });
  it('67 Grain Sales to Soviets: the US takes a random USSR card and plays it, or returns it and uses 2 ops', () => {
    let s = position(1, { turn: T, hands: [[14], [67, 19]] });
    s = play(s, 1, { type: 'play', card: 67, use: 'event' }).state;
    expect(s.hands[0]).toEqual([]);
    expect(E.view(s, 0).pending).toMatchObject({ options: [] });
    s = playAll(s, picks('play'));
    expect(s.pending).toMatchObject({ kind: 'action', seat: 1, only: 14 });
    expect(E.legalMoves(s, 1).every((m) => m.type === 'play' && m.card === 14)).toBe(true);
    s = play(s, 1, { type: 'play', card: 14, use: 'influence' }).state;
    expect(s.pending).toMatchObject({ kind: 'ops', seat: 1 });
    let t = position(1, { turn: T, hands: [[14], [67, 19]] });
    t = play(t, 1, { type: 'play', card: 67, use: 'event' }).state;
    t = playAll(t, picks('return'));
    expect(t.hands[0]).toEqual([14]);
    expect(E.prompt(t).seats).toEqual([1]);
  });
  it('67 Grain Sales to Soviets with UN Intervention: the USSR card taken may be paired with UN Intervention from the US hand (CARD_EFFECTS 67, 32; FAQ #32)', () => {
    // The US takes Comecon (USSR event, 3 ops) and plays UN Intervention with it: no Comecon event, 3 ops for the US.
    let s = position(1, { turn: T, inf: { france: [1, 0] }, hands: [[14], [67, 32, 19]] });
    s = play(s, 1, { type: 'play', card: 67, use: 'event' }).state;
    s = playAll(s, picks('play'));
    expect(s.pending).toMatchObject({ kind: 'action', seat: 1, only: 14 });
    const un = { type: 'play' as const, card: 32, use: 'event' as const };
    expect(E.legalMoves(s, 1)).toContainEqual(un);
    // Only UN Intervention (as an event) besides the card taken: not Truman Doctrine.
    expect(E.legalMoves(s, 1).every((m) => m.type === 'play' && (m.card === 14 || (m.card === 32 && m.use === 'event')))).toBe(true);
    s = play(s, 1, un).state;
    // The pair is the card taken: no question which; with no USSR influence on the board the 3 ops go to influence.
    expect(s.pending).toMatchObject({ kind: 'ops', seat: 1, ops: { use: 'influence', card: 14 } });
    s = playAll(
      s,
      [1, 2, 3].map(() => ({ type: 'influence' as const, country: 'france' })),
    );
    expect(inf(s, 'france')).toEqual([4, 0]);
    expect(inf(s, 'east_germany')).toEqual([0, 0]); // Comecon's event did not occur
    expect(s.discard).toEqual(expect.arrayContaining([14, 32, 67]));
    expect(s.hands[1]).toEqual([19]);
    expect(s.pending).toMatchObject({ kind: 'action', seat: 0 });
  });
  it('67 Grain Sales to Soviets: a neutral or US card taken cannot be paired with UN Intervention', () => {
    let s = position(1, { turn: T, hands: [[19], [67, 32, 22]] });
    s = play(s, 1, { type: 'play', card: 67, use: 'event' }).state;
    s = playAll(s, picks('play'));
    expect(s.pending).toMatchObject({ kind: 'action', only: 19 });
    expect(E.legalMoves(s, 1).some((m) => m.type === 'play' && m.card === 32)).toBe(false);
    rejects(s, 1, { type: 'play', card: 32, use: 'event' }, 'card-obliged');
  });
  it('69 Latin American Death Squads: +1 to the event player’s coups in the Americas, −1 to the opponent’s, this turn', () => {
    let s = position(0, { turn: T, inf: { panama: [1, 0] }, hands: [[69, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 69, use: 'event' }).state;
    expect(s.effects).toContainEqual({ card: 69, side: 0, until: 'turn' });
  });
  it('77 Ask Not What Your Country Can Do For You: the US discards any number of cards, then draws as many', () => {
    let s = position(1, { turn: T, hands: [[12], [77, 19, 22, 29]] });
    s = play(s, 1, { type: 'play', card: 77, use: 'event' }).state;
    expect(options(s, 1)).toEqual([19, 22, 29, 'done']);
    s = playAll(s, picks(19, 22, 'done'));
    expect(s.discard).toEqual(expect.arrayContaining([19, 22]));
    expect(s.hands[1]).toHaveLength(3);
    expect(s.hands[1]).toContain(29);
    expect(s.removed).toContain(77);
  });
});
