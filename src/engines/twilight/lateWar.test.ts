/**
 * The Late War scenario (option `scenario: 'lateWar'`), from LATE_WAR.md (the Deluxe rulebook's optional
 * section, reprint of C3i #19, in our words): its setup — every country's influence, the decks, the
 * markers — and its victory rule. The influence table below is written out country by country from the
 * scenario's lists and the stabilities (the engine derives it from the rule "the minimum that controls").
 */
import { describe, expect, it } from 'vitest';
import { allCards, cardName } from './cardinfo';
import { isBuilt } from './events';
import { COUNTRIES, controller } from './map';
import { OPTIONS } from './options';
import { hasAbility } from './space';
import { cardPlacesBroken, E, inf, invariantBroken, play, position, randomGame } from './testkit';
import { warning } from './ui';
import type { TwilightOptions, TwilightState } from './types';

const LATE: Partial<TwilightOptions> = { scenario: 'lateWar' };

function lateGame(seed = 1, extra: Record<string, unknown> = {}): TwilightState {
  const o = E.parseOptions({ scenario: 'lateWar', ...extra }, 2);
  if (!o.ok) throw new Error(o.error.message);
  return E.setup(o.value, 2, seed);
}

/** LATE_WAR.md "Influence", worked out: [US, USSR]. Every other country starts empty. */
const EXPECTED: Readonly<Record<string, readonly [number, number]>> = {
  // US control: the stability (or the printed pair).
  united_kingdom: [5, 0],
  italy: [2, 0],
  benelux: [3, 0],
  west_germany: [5, 1],
  denmark: [3, 0],
  norway: [4, 0],
  israel: [4, 0],
  iran: [2, 0],
  pakistan: [2, 0],
  turkey: [2, 0],
  zaire: [1, 0],
  somalia: [2, 0],
  kenya: [2, 0],
  nigeria: [1, 0],
  japan: [4, 0],
  south_korea: [3, 0],
  taiwan: [3, 0],
  philippines: [3, 1],
  thailand: [2, 0],
  indonesia: [1, 0],
  australia: [4, 0],
  malaysia: [3, 1],
  nicaragua: [1, 0],
  panama: [2, 0],
  haiti: [1, 0],
  honduras: [2, 0],
  venezuela: [2, 0],
  chile: [3, 0],
  argentina: [2, 0],
  colombia: [2, 1],
  dominican_republic: [1, 0],
  // USSR control.
  east_germany: [0, 3],
  poland: [0, 3],
  hungary: [0, 3],
  czechoslovakia: [0, 3],
  bulgaria: [0, 3],
  cuba: [0, 3],
  north_korea: [0, 3],
  iraq: [0, 3],
  syria: [0, 3],
  india: [0, 3],
  afghanistan: [0, 2],
  libya: [0, 2],
  algeria: [0, 2],
  ethiopia: [0, 1],
  zimbabwe: [0, 1],
  angola: [1, 3],
  laos_cambodia: [0, 2],
  vietnam: [0, 5],
  se_african_states: [0, 2],
  // Uncontrolled, with influence.
  spain_portugal: [1, 0],
  france: [3, 1],
  romania: [1, 3],
  jordan: [2, 2],
  egypt: [1, 0],
  south_africa: [2, 1],
  finland: [1, 2],
  burma: [0, 1],
  peru: [2, 1],
  yugoslavia: [1, 2],
  saudi_arabia: [2, 0],
};

const US_CONTROL = 31;
const USSR_CONTROL = 19;

describe('Late War scenario: the option (LATE_WAR.md)', () => {
  it('is a lobby choice, the whole war by default; a whole-war game and an old save keep their options exactly as before', () => {
    const field = OPTIONS.fields(2).find((f) => f.key === 'scenario');
    expect(field?.choices.map((c) => c.value)).toEqual(['full', 'lateWar']);
    expect(field?.initial).toBe('full');
    expect('scenario' in E.defaultOptions(2)).toBe(false);
    // A save written before the option existed has no `scenario`: it loads as the whole war.
    const old = E.parseOptions({ optionalCards: true, usBonus: 2, lastTurn: 10 }, 2);
    expect(old.ok && old.value.scenario).toBeUndefined();
    expect(E.setup(old.ok ? old.value : E.defaultOptions(2), 2, 1).turn).toBe(1);
    const late = E.parseOptions({ scenario: 'lateWar' }, 2);
    expect(late).toMatchObject({ ok: true, value: { scenario: 'lateWar' } });
  });

  it('refuses what the scenario cannot have: the US bid, the Chinese Civil War, a game ending before turn 10', () => {
    expect(E.parseOptions({ scenario: 'lateWar', usBonus: 2 }, 2)).toMatchObject({ ok: false, error: { message: /bid/ } });
    expect(E.parseOptions({ scenario: 'lateWar', chineseCivilWar: true }, 2)).toMatchObject({ ok: false, error: { message: /Civil War/ } });
    expect(E.parseOptions({ scenario: 'lateWar', lastTurn: 9 }, 2)).toMatchObject({ ok: false, error: { message: /turn 10/ } });
    expect(E.parseOptions({ scenario: 'lateWar', optionalCards: true, mixOps: true }, 2).ok).toBe(true);
    expect(E.parseOptions({ scenario: 'earlyWar' }, 2).ok).toBe(false);
  });
});

describe('Late War scenario: setup (LATE_WAR.md "Markers", "Influence", "Cards")', () => {
  it('markers: turn 8, DEFCON 4, VP USSR +4, military operations 0, space race USSR box 4 and US box 6', () => {
    const s = lateGame();
    expect(s.turn).toBe(8);
    expect(s.defcon).toBe(4);
    expect(s.vp).toBe(-4);
    expect(s.milOps).toEqual([0, 0]);
    expect(s.space).toEqual([4, 6]);
    expect(s.spaceAttempts).toEqual([0, 0]);
    // Box 6's ability is the US's alone (the USSR has not reached it); nobody holds box 2's or box 4's.
    expect(hasAbility(s, 1, 6)).toBe(true);
    for (const box of [2, 4]) for (const side of [0, 1] as const) expect(hasAbility(s, side, box)).toBe(false);
    // The turn begins at once with the headline, DEFCON still 4 (it improves from turn 9 on).
    expect(s.pending).toMatchObject({ kind: 'headline', seats: [0, 1] });
    expect(s.round).toBe(0);
  });

  it("every country's influence: the minimum that controls for the side listed, the printed pairs exactly, all others empty (Canada included)", () => {
    const s = lateGame();
    for (const c of COUNTRIES) expect([c.id, ...inf(s, c.id)]).toEqual([c.id, ...(EXPECTED[c.id] ?? [0, 0])]);
    expect(inf(s, 'canada')).toEqual([0, 0]);
    // The worked examples of LATE_WAR.md (Norway 4, not 3: stability 4).
    expect(inf(s, 'united_kingdom')[0]).toBe(5);
    expect(inf(s, 'norway')[0]).toBe(4);
    expect(inf(s, 'japan')[0]).toBe(4);
    expect(inf(s, 'iraq')[1]).toBe(3);
    expect(inf(s, 'india')[1]).toBe(3);
    // The lists' control: 31 US, 19 USSR, the 11 others uncontrolled.
    const byController = [0, 1, -1].map((side) => COUNTRIES.filter((_, i) => controller(s, i) === side).length);
    expect(byController.slice(0, 2)).toEqual([USSR_CONTROL, US_CONTROL]);
    for (const id of ['spain_portugal', 'france', 'romania', 'jordan', 'egypt', 'south_africa', 'finland', 'burma', 'peru', 'yugoslavia', 'saudi_arabia'])
      expect([
        id,
        controller(
          s,
          COUNTRIES.findIndex((c) => c.id === id),
        ),
      ]).toEqual([id, -1]);
    for (const id of ['west_germany', 'philippines', 'malaysia', 'colombia', 'norway', 'japan'])
      expect([
        id,
        controller(
          s,
          COUNTRIES.findIndex((c) => c.id === id),
        ),
      ]).toEqual([id, 1]);
    for (const id of ['syria', 'angola', 'laos_cambodia', 'vietnam', 'se_african_states', 'iraq'])
      expect([
        id,
        controller(
          s,
          COUNTRIES.findIndex((c) => c.id === id),
        ),
      ]).toEqual([id, 0]);
  });

  it('the six events in effect, their cards displayed out of the deck', () => {
    const s = lateGame();
    expect(s.effects.map((e) => [e.card, e.side, e.until])).toEqual([
      [27, 1, 'game'], // US/Japan Mutual Defense Pact
      [23, 1, 'game'], // Marshall Plan
      [21, 1, 'game'], // NATO
      [16, 0, 'game'], // Warsaw Pact Formed
      [17, 0, 'game'], // De Gaulle Leads France
      [59, 0, 'game'], // Flower Power
    ]);
    expect(s.limbo.map(cardName)).toEqual([
      'US/Japan Mutual Defense Pact',
      'Marshall Plan',
      'NATO',
      'Warsaw Pact Formed',
      'De Gaulle Leads France',
      'Flower Power',
    ]);
  });

  it('the decks: starred Early and Mid War cards removed but four, everything else shuffled, 9 cards dealt to each, The China Card with the USSR', () => {
    const s = lateGame();
    expect(s.removed.slice().sort((a, b) => a - b)).toEqual([
      8, 9, 10, 11, 12, 14, 15, 18, 19, 22, 25, 26, 28, 33, 35, 38, 40, 41, 42, 43, 46, 48, 50, 51, 52, 54, 55, 58, 60, 62, 66, 70, 71, 72, 76, 77, 78,
    ]);
    // Bear Trap, Panama Canal Returned, Camp David Accords, John Paul II stay in the game.
    const live = [...s.deck, ...s.hands[0], ...s.hands[1]];
    for (const kept of [44, 64, 65, 68]) expect(live).toContain(kept);
    expect(s.hands.map((h) => h.length)).toEqual([9, 9]);
    // 103 cards: 37 removed, 6 in effect, The China Card, 59 left to draw from (18 of them dealt).
    expect(live).toHaveLength(59);
    expect(s.deck).toHaveLength(41);
    // Every Late War card is among them (82–103 but The China Card's 6… Defectors 103 is Early).
    for (let id = 82; id <= 102; id++) expect(live).toContain(id);
    expect(s.china).toEqual({ holder: 0, faceUp: true });
    expect(cardPlacesBroken(s)).toBeNull();
    expect(invariantBroken(s)).toBeNull();
    expect(allCards(s.options, s.turn, isBuilt)).toHaveLength(103);
  });

  it('with the optional cards (the reading LATE_WAR.md proposes): NORAD and Our Man in Tehran removed, the others shuffled in', () => {
    const s = lateGame(3, { optionalCards: true });
    expect(s.removed).toContain(106);
    expect(s.removed).toContain(108);
    const live = [...s.deck, ...s.hands[0], ...s.hands[1]];
    for (const id of [104, 105, 107, 109, 110]) expect(live).toContain(id);
    expect(live).toHaveLength(64);
    expect(cardPlacesBroken(s)).toBeNull();
  });

  it('the deal depends on the seed; the board does not', () => {
    const a = lateGame(1);
    const b = lateGame(2);
    expect(a.hands).not.toEqual(b.hands);
    expect(a.inf).toEqual(b.inf);
  });

  it('DEFCON improves at the start of turn 9 as in every later turn (4.5 A)', () => {
    const s = position(0, { options: LATE, turn: 8, defcon: 4, rounds: 0, milOps: [4, 4], hands: [[], []] });
    expect(s.turn).toBe(9);
    expect(s.defcon).toBe(5);
  });

  it('the events in effect act: NATO protects US-controlled Europe, not France under De Gaulle; Japan is protected from the USSR', () => {
    const { effects } = lateGame();
    const coups = (t: TwilightState) => E.legalMoves(t, 0);
    // The restriction rules read the scenario's effects (at DEFCON 5, where Europe may be couped at all).
    const p = position(0, { options: LATE, turn: 9, defcon: 5, effects, inf: { japan: [4, 1], italy: [3, 1], france: [4, 1] }, hands: [[7], [19]] });
    const t = play(p, 0, { type: 'play', card: 7, use: 'coup' }).state;
    const targets = coups(t).map((m) => (m.type === 'coup' ? m.country : ''));
    expect(targets).not.toContain('japan');
    expect(targets).not.toContain('italy');
    expect(targets).toContain('france');
  });
});

describe('Late War scenario: victory (LATE_WAR.md "Victory")', () => {
  // The end of turn 10 with a US-controlled Panama: final scoring gives the US Central America presence
  // and a battleground (+2), the USSR The China Card (+1): the US gains 1 net.
  const endOf10 = (vp: number, extra: Partial<TwilightOptions> = LATE) =>
    position(0, { options: extra, turn: 10, rounds: 0, vp, inf: { panama: [2, 0] }, hands: [[], []] });

  it('after final scoring the US wins with 20 VP or more', () => {
    const s = endOf10(19);
    expect(s.vp).toBe(20);
    expect(E.outcome(s)).toMatchObject({ kind: 'win', winners: [1] });
    expect(s.outcome?.reason).toMatch(/20 VP or more after final scoring.*Late War/);
  });

  it('after final scoring with fewer than 20 VP for the US the USSR wins, even with the US ahead and at even VP (no draw)', () => {
    for (const vp of [18, 10, -1, -5]) {
      const s = endOf10(vp);
      expect([vp, s.vp, E.outcome(s)?.winners]).toEqual([vp, vp + 1, [0]]);
      expect(s.outcome?.reason).toMatch(/the US needed 20 or more/);
    }
    // The whole war at the same scores: the side ahead wins, even is a draw (10.3.2).
    expect(E.outcome(endOf10(18, {}))).toMatchObject({ kind: 'win', winners: [1] });
    expect(E.outcome(endOf10(-1, {}))).toMatchObject({ kind: 'draw' });
  });

  it('Europe control at final scoring still wins outright', () => {
    const s = position(0, {
      options: LATE,
      turn: 10,
      rounds: 0,
      vp: 0,
      inf: { united_kingdom: [5, 0], italy: [4, 0], france: [3, 0], west_germany: [4, 0], poland: [4, 0], east_germany: [4, 0] },
      hands: [[], []],
    });
    expect(E.outcome(s)).toMatchObject({ kind: 'win', winners: [1] });
    expect(s.outcome?.reason).toMatch(/controls Europe/);
  });

  it('Wargames played by the US for its event: the same test at once, after the 6 VP (so the US loses by ending the game)', () => {
    for (const vp of [8, 19]) {
      let s = position(1, { options: LATE, turn: 9, defcon: 2, vp, hands: [[12], [100, 19]] });
      s = play(s, 1, { type: 'play', card: 100, use: 'event' }).state;
      s = play(s, 1, { type: 'pick', choice: 'end' }).state;
      expect(s.vp).toBe(vp - 6);
      expect(E.outcome(s)).toMatchObject({ kind: 'win', winners: [0] });
      expect(s.outcome?.reason).toMatch(/Wargames: the US needed 20 or more/);
    }
    // The panel warns before the US ends the game so, even well ahead (ui.warning).
    let u = position(1, { options: LATE, turn: 9, defcon: 2, vp: 10, hands: [[12], [100, 19]] });
    u = play(u, 1, { type: 'play', card: 100, use: 'event' }).state;
    expect(warning(u, 1, { type: 'pick', choice: 'end' })).toMatch(/the USSR wins/);
    expect(warning(u, 1, { type: 'pick', choice: 'continue' })).toBeNull();
    // In the whole war the same play wins for the US ahead (FAQ #100).
    let w = position(1, { turn: 9, defcon: 2, vp: 8, hands: [[12], [100, 19]] });
    w = play(w, 1, { type: 'play', card: 100, use: 'event' }).state;
    w = play(w, 1, { type: 'pick', choice: 'end' }).state;
    expect(E.outcome(w)).toMatchObject({ kind: 'win', winners: [1] });
  });

  it('Wargames played by the USSR: the standard rule (6 VP to the US, then the side ahead wins; LATE_WAR.md interpretation)', () => {
    let s = position(0, { options: LATE, turn: 9, defcon: 2, vp: -3, hands: [[100, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 100, use: 'event' }).state;
    s = play(s, 0, { type: 'pick', choice: 'end' }).state;
    expect(s.vp).toBe(3);
    expect(E.outcome(s)).toMatchObject({ kind: 'win', winners: [1] });
  });

  it('the usual immediate wins apply: 20 VP during play (10.3.1)', () => {
    const board = { united_kingdom: [5, 0], italy: [4, 0], france: [3, 0], west_germany: [4, 0] } as const;
    let s = position(1, { options: LATE, turn: 9, inf: board, vp: 15, hands: [[12], [2, 19]] });
    s = play(s, 1, { type: 'play', card: 2, use: 'event' }).state;
    expect(s.vp).toBeGreaterThanOrEqual(20);
    expect(E.outcome(s)).toMatchObject({ kind: 'win', winners: [1] });
    expect(s.outcome?.reason).toMatch(/reaches 20 VP/);
    // And the USSR's 20 VP.
    const east = { poland: [0, 4], east_germany: [0, 4], france: [0, 3], italy: [0, 3] } as const;
    let t = position(0, { options: LATE, turn: 9, inf: east, vp: -15, hands: [[2, 12], [19]] });
    t = play(t, 0, { type: 'play', card: 2, use: 'event' }).state;
    expect(E.outcome(t)).toMatchObject({ kind: 'win', winners: [0] });
  });

  it('the usual immediate wins apply: nuclear war (8.1.3) and a scoring card held at the end of the turn (4.5D)', () => {
    let s = position(1, { options: LATE, turn: 9, defcon: 2, inf: { angola: [0, 1] }, hands: [[12], [4]], dice: [1] });
    s = play(s, 1, { type: 'play', card: 4, use: 'coup' }).state;
    s = play(s, 1, { type: 'coup', country: 'angola' }).state;
    expect(s.defcon).toBe(1);
    expect(E.outcome(s)).toMatchObject({ kind: 'win', winners: [0] });
    let t = position(0, { options: LATE, turn: 9, rounds: 1, hands: [[1, 14], [19]] });
    t = play(t, 0, { type: 'play', card: 14, use: 'influence' }).state;
    for (let i = 0; i < 3; i++) t = play(t, 0, { type: 'influence', country: 'poland' }).state;
    t = play(t, 1, { type: 'play', card: 19, use: 'influence' }).state;
    t = play(t, 1, { type: 'influence', country: 'canada' }).state;
    expect(E.outcome(t)).toMatchObject({ kind: 'win', winners: [1] });
    expect(t.outcome?.reason).toMatch(/holds Asia Scoring/);
  });

  it('random games of the scenario keep every invariant and end by one of the rules', () => {
    for (let seed = 1; seed <= 3; seed++) {
      const { state } = randomGame(seed, LATE, 5000, (s) => {
        const why = invariantBroken(s);
        if (why) throw new Error(`seed ${seed}: ${why}`);
      });
      expect(state.outcome).not.toBeNull();
      expect(state.turn).toBeGreaterThanOrEqual(8);
    }
  });
});
