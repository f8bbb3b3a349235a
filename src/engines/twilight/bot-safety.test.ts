/**
 * Standard never commits DEFCON suicide and never loses to a held scoring card (issue 10). Each position
 * is one where the previous Standard could lose: an event's free coup during the Cuban Missile Crisis,
 * a trapped player's round, a deadly opponent card kept to the last rounds; plus the converse of 8.1.3
 * (a DEFCON 1 brought about during the opponent's play wins, and Standard takes it).
 */
import { describe, expect, it } from 'vitest';
import { standardPolicy } from './bot';
import { E, seededRandom, play, position } from './testkit';
import type { Instr, TwilightMove, TwilightState } from './types';
import { warning } from './ui';

const SEEDS = [1, 2, 3, 4, 5, 6];
const standard = (s: TwilightState, seat: 0 | 1, seed: number): TwilightMove =>
  standardPolicy(E.view(s, seat), seat, E.legalMoves(s, seat), seededRandom(seed));

describe('DEFCON suicide (8.1.3) and the Cuban Missile Crisis in event choices', () => {
  it('Junta during the Cuban Missile Crisis: the restricted US takes no free coup, and the coup choice is flagged (CARD_EFFECTS 40, 47)', () => {
    // The USSR's Cuban Missile Crisis restricts the US for the turn; DEFCON has gone back up to 4 since, so
    // only the crisis makes the coup fatal ("a coup by the opponent this turn loses the game, whatever the DEFCON").
    let s = position(1, {
      turn: 4,
      defcon: 4,
      effects: [{ card: 40, side: 0, until: 'turn' }],
      inf: { panama: [0, 2], venezuela: [0, 2] },
      hands: [
        [12, 14],
        [47, 19],
      ],
    });
    s = play(s, 1, { type: 'play', card: 47, use: 'event' }).state;
    s = play(s, 1, { type: 'pick', choice: 'mexico' }).state; // Junta's 2 influence
    const coup: TwilightMove = { type: 'pick', choice: 'coup' };
    expect(E.legalMoves(s, 1)).toContainEqual(coup);
    expect(warning(s, 1, coup)).toMatch(/Cuban Missile Crisis/);
    for (const seed of SEEDS) expect(standard(s, 1, seed)).not.toEqual(coup);
  });

  it('Tear Down this Wall at DEFCON 2: the free coup in East Germany (a battleground) is flagged for the phasing US (CARD_EFFECTS 96, 8.1.3)', () => {
    let s = position(1, {
      turn: 8,
      defcon: 2,
      inf: { east_germany: [0, 3], austria: [0, 1] },
      hands: [
        [12, 14],
        [96, 19],
      ],
    });
    s = play(s, 1, { type: 'play', card: 96, use: 'event' }).state;
    s = play(s, 1, { type: 'pick', choice: 'coup' }).state;
    expect(warning(s, 1, { type: 'pick', choice: 'east_germany' })).toMatch(/DEFCON 1 in your round/);
    expect(warning(s, 1, { type: 'pick', choice: 'austria' })).toBeNull();
    for (const seed of SEEDS) expect(standard(s, 1, seed)).toEqual({ type: 'pick', choice: 'austria' });
  });

  it("Olympic Games at DEFCON 2: the USSR boycotts, which ends the game in nuclear war during the sponsor US's play (8.1.3 example, CARD_EFFECTS 20)", () => {
    let s = position(1, { defcon: 2, hands: [[12], [20]] });
    s = play(s, 1, { type: 'play', card: 20, use: 'event' }).state;
    const boycott: TwilightMove = { type: 'pick', choice: 'boycott' };
    expect(warning(s, 0, boycott)).toBeNull();
    for (const seed of SEEDS) expect(standard(s, 0, seed)).toEqual(boycott);
    expect(play(s, 0, boycott).state.outcome?.winner).toBe(0);
  });

  it('Lone Gunman played by the US at DEFCON 2: the USSR uses the op for a coup in a battleground and wins (8.1.3: "your Lone Gunman used by the USSR to coup a battleground")', () => {
    let s = position(1, { turn: 4, defcon: 2, inf: { angola: [1, 0], nigeria: [0, 1] }, hands: [[12], [62, 19]] });
    s = play(s, 1, { type: 'play', card: 62, use: 'influence', eventFirst: true }).state;
    expect(warning(s, 0, { type: 'pick', choice: 'coup' })).toBeNull();
    for (const seed of SEEDS) {
      let t = s;
      for (let n = 0; n < 3 && t.pending?.kind !== 'action' && !t.outcome && t.pending && 'seat' in t.pending && t.pending.seat === 0; n++)
        t = play(t, 0, standard(t, 0, seed)).state;
      expect(t.outcome?.winner).toBe(0);
    }
  });

  it('a deadly opponent card (CIA Created for the USSR) is played while DEFCON is 3 when the other cards will not cover the rounds left (8.1.3)', () => {
    // Two rounds left, CIA Created and Romanian Abdication: kept for the last round, CIA Created would have to
    // be played then, and at DEFCON 2 the US's op could coup a battleground during the USSR's play.
    const s = position(0, {
      turn: 4,
      defcon: 3,
      rounds: 2,
      china: { holder: 1, faceUp: true },
      inf: { angola: [0, 1], nigeria: [1, 0] },
      hands: [
        [26, 12],
        [19, 22],
      ],
    });
    for (const seed of SEEDS) {
      const m = standard(s, 0, seed);
      expect(m.type === 'play' && m.card).toBe(26);
    }
  });
});

describe('running out of safe cards (8.1.3 with CARD_EFFECTS 5 and 96)', () => {
  it('crowded at DEFCON 3, Tear Down this Wall goes before Five Year Plan, whose random discard could take the one safe card left', () => {
    // Two rounds after this one, one safe card: a deadly card must go now. Five Year Plan is deadly only
    // because its discard may be Tear Down this Wall; played first, its discard may take Romanian Abdication
    // instead, and Tear Down this Wall would then be played at DEFCON 2 if the US brings it there.
    const s = position(0, {
      turn: 9,
      defcon: 3,
      rounds: 3,
      china: { holder: 1, faceUp: true },
      hands: [
        [5, 96, 12],
        [19, 22],
      ],
    });
    for (const seed of SEEDS) {
      const m = standard(s, 0, seed);
      expect(m.type === 'play' && m.card).toBe(96);
    }
  });

  it('with Duck and Cover and Star Wars (KAL-007 in the discard) at DEFCON 3, the USSR plays Duck and Cover first: sure to be fatal at DEFCON 2, where Star Wars is only if the US picks KAL-007 (CARD_EFFECTS 4, 85, 89)', () => {
    const base = position(0, {
      turn: 10,
      defcon: 3,
      rounds: 3,
      space: [7, 0],
      china: { holder: 1, faceUp: true },
      hands: [
        [4, 85, 19],
        [12, 14],
      ],
    });
    const s: TwilightState = { ...base, deck: base.deck.filter((c) => c !== 89), discard: [89] };
    for (const seed of SEEDS) {
      const m = standard(s, 0, seed);
      expect(m.type === 'play' && m.card).toBe(4);
    }
  });

  it('at DEFCON 2 the US gets rid of Lone Gunman with UN Intervention, which cancels its event (CARD_EFFECTS 32, 62)', () => {
    // Lone Gunman's 1 op cannot be spaced; played any other way at DEFCON 2 the USSR's free coup may end the game.
    const s0 = position(1, {
      turn: 6,
      defcon: 2,
      rounds: 3,
      china: { holder: 0, faceUp: true },
      hands: [
        [12, 14],
        [32, 62, 19, 22],
      ],
    });
    for (const seed of SEEDS) {
      const m = standard(s0, 1, seed);
      expect(m).toMatchObject({ type: 'play', card: 32, use: 'event' });
      const s = play(s0, 1, m).state;
      expect(standard(s, 1, seed)).toEqual({ type: 'pick', choice: 62 });
    }
  });

  it('holding Duck and Cover, the USSR does not bring DEFCON to 2 itself with Cuban Missile Crisis: Duck and Cover could then only be spaced (CARD_EFFECTS 4, 40)', () => {
    const s = position(0, {
      turn: 4,
      defcon: 5,
      rounds: 3,
      space: [7, 0],
      hands: [
        [40, 4, 19, 22, 29],
        [12, 14],
      ],
    });
    for (const seed of SEEDS) expect(standard(s, 0, seed)).not.toEqual({ type: 'play', card: 40, use: 'event' });
  });

  it('at DEFCON 2, neither Tear Down this Wall nor Five Year Plan (which may discard it) is played for operations while another play exists', () => {
    // No space attempt possible (box 8 needs 4 ops): Truman Doctrine for operations is the only safe play.
    const s = position(0, {
      turn: 9,
      defcon: 2,
      rounds: 3,
      space: [7, 0],
      china: { holder: 1, faceUp: true },
      hands: [
        [5, 96, 19],
        [13, 14],
      ],
    });
    for (let seed = 1; seed <= 20; seed++) {
      const m = standard(s, 0, seed);
      expect(m.type === 'play' && (m.card === 5 || m.card === 96) && m.use !== 'space').toBe(false);
    }
  });
});

describe('held scoring cards (10.1, RULES_SUMMARY §3: scoring cards may never be held)', () => {
  it('caught in Bear Trap in its last action round, the USSR plays its scoring card rather than discard and roll (CARD_EFFECTS 44)', () => {
    const s = position(0, { turn: 4, rounds: 1, effects: [{ card: 44, side: 1, until: 'game' }], hands: [[103, 81], [19]] });
    expect(s.pending?.kind).toBe('pick');
    expect(E.legalMoves(s, 0)).toContainEqual({ type: 'pick', choice: 103 });
    for (const seed of SEEDS) expect(standard(s, 0, seed)).toEqual({ type: 'pick', choice: 81 });
  });

  it('caught in Bear Trap, the USSR discards Tear Down this Wall to roll: a deadly card gone without its event (CARD_EFFECTS 44, 96)', () => {
    const s = position(0, { turn: 8, rounds: 6, effects: [{ card: 44, side: 1, until: 'game' }], hands: [[96, 22, 14, 12], [19]] });
    expect(E.legalMoves(s, 0)).toContainEqual({ type: 'pick', choice: 96 });
    for (const seed of SEEDS) expect(standard(s, 0, seed)).toEqual({ type: 'pick', choice: 96 });
  });

  it('caught in Bear Trap with as many scoring cards as rounds left after this one, the USSR plays one now: a lost round (a failed roll, a card handed over) would strand one (CARD_EFFECTS 44)', () => {
    const s = position(0, { turn: 4, rounds: 3, effects: [{ card: 44, side: 1, until: 'game' }], hands: [[103, 81, 37, 22], [19]] });
    expect(E.legalMoves(s, 0)).toContainEqual({ type: 'pick', choice: 103 });
    for (const seed of SEEDS) {
      const m = standard(s, 0, seed);
      expect(m.type === 'pick' && (m.choice === 81 || m.choice === 37)).toBe(true);
    }
  });
});

/** A headline phase of turn 8 at DEFCON 3 with these hands, the turn's seven action rounds to follow. */
function headlineAtThree(hands: [number[], number[]]): TwilightState {
  const base = position(0, { rounds: 0, turn: 8, hands: [[], []] });
  const deck = base.deck.concat(base.hands[0], base.hands[1]).filter((c) => !hands[0].includes(c) && !hands[1].includes(c));
  const rounds: Instr[] = [];
  for (let n = 1; n <= 7; n++) rounds.push({ op: 'actionRound', side: 0, n, optional: false }, { op: 'actionRound', side: 1, n, optional: false });
  const stack: Instr[] = [{ op: 'endTurn', step: 0 }, ...rounds.reverse()];
  return { ...base, defcon: 3, hands, deck, pending: { kind: 'headline', seats: [0, 1] }, headline: [-1, -1], headlineRevealed: false, stack };
}

describe('headlines at DEFCON 3 (4.5C, 8.1.3)', () => {
  it('holding Lone Gunman, the US does not headline KAL-007: at DEFCON 2 for the turn, Lone Gunman could only be spaced, and its 1 op cannot (CARD_EFFECTS 62, 89)', () => {
    const s = headlineAtThree([
      [12, 14, 13],
      [89, 62, 19, 22],
    ]);
    for (const seed of SEEDS) expect(standard(s, 1, seed)).not.toEqual({ type: 'headline', card: 89 });
  });

  it('at DEFCON 5 the US does not headline Missile Envy while the USSR may headline Cuban Missile Crisis first and then give it Duck and Cover (CARD_EFFECTS 4, 40, 49)', () => {
    const s = {
      ...headlineAtThree([
        [40, 4, 12, 14],
        [49, 13],
      ]),
      defcon: 5,
    };
    for (const seed of SEEDS) expect(standard(s, 1, seed)).not.toEqual({ type: 'headline', card: 49 });
  });

  it('crowded with deadly cards at DEFCON 4, the USSR headlines Tear Down this Wall: its free coup cannot reach DEFCON 1 now, and nothing the US may headline first brings DEFCON to 2 (8.1.3)', () => {
    // Two deadly cards (Tear Down this Wall, CIA Created), five other plays (with The China Card) for seven
    // rounds; Cuban Missile Crisis (which the US could headline, going first on a tie) is out of the game.
    const base = {
      ...headlineAtThree([
        [96, 26, 12, 14, 13, 15],
        [19, 22, 29],
      ]),
      defcon: 4,
    };
    const s: TwilightState = { ...base, deck: base.deck.filter((c) => c !== 40), removed: [40] };
    for (const seed of SEEDS) expect(standard(s, 0, seed)).toEqual({ type: 'headline', card: 96 });
  });

  it("but not while the US may hold Cuban Missile Crisis: headlined by the US (3 ops, first on the tie) it sets DEFCON 2 before Tear Down this Wall's coup (CARD_EFFECTS 40, 96; 4.5C)", () => {
    const s = {
      ...headlineAtThree([
        [96, 26, 12, 14, 13, 15],
        [19, 22, 29],
      ]),
      defcon: 4,
    };
    for (const seed of SEEDS) expect(standard(s, 0, seed)).not.toEqual({ type: 'headline', card: 96 });
  });

  it('the US does not headline Five Year Plan while the USSR may headline We Will Bury You first: at DEFCON 2 the random discard could be KAL-007 (CARD_EFFECTS 5, 50, 89)', () => {
    const s = headlineAtThree([
      [50, 89, 12, 14],
      [5, 19, 22],
    ]);
    expect(E.legalMoves(s, 1)).toContainEqual({ type: 'headline', card: 5 });
    for (const seed of SEEDS) expect(standard(s, 1, seed)).not.toEqual({ type: 'headline', card: 5 });
  });
});

describe('Ask Not What Your Country Can Do For You (CARD_EFFECTS 77) with one action round left', () => {
  it('the US swaps no card for a draw that could be a scoring card it could no longer play (4.5D)', () => {
    // The USSR plays Ask Not for operations in round 7: the US (Africa Scoring in hand, one round left) must
    // keep its round for Africa Scoring, so a card drawn for one discarded could be a scoring card held at the end.
    const s0 = position(0, {
      turn: 8,
      rounds: 1,
      hands: [
        [77, 12],
        [19, 22, 79],
      ],
    });
    for (const seed of SEEDS) {
      let s = play(s0, 0, { type: 'play', card: 77, use: 'influence', eventFirst: true }).state;
      for (let n = 0; n < 6 && s.pending?.kind === 'pick' && s.pending.seat === 1; n++) s = play(s, 1, standard(s, 1, seed)).state;
      expect(s.hands[1]).toEqual(expect.arrayContaining([19, 22]));
    }
  });
});

describe('Ask Not What Your Country Can Do For You (CARD_EFFECTS 77) at DEFCON 2', () => {
  it('the US draws no more cards than it can keep to the end of the turn: a card drawn may be deadly (We Will Bury You, Lone Gunman, Ortega; 8.1.3)', () => {
    // Six USSR events in hand, four rounds left after the USSR's: two cards may be kept, so two are swapped at most.
    const s0 = position(0, {
      turn: 5,
      defcon: 2,
      rounds: 4,
      hands: [
        [77, 13],
        [7, 9, 11, 14, 16, 17],
      ],
    });
    for (const seed of SEEDS) {
      let s = play(s0, 0, { type: 'play', card: 77, use: 'influence', eventFirst: true }).state;
      for (let n = 0; n < 8 && s.pending?.kind === 'pick' && s.pending.seat === 1; n++) s = play(s, 1, standard(s, 1, seed)).state;
      const swapped = [7, 9, 11, 14, 16, 17].filter((c) => s.discard.includes(c)).length;
      expect(swapped).toBeGreaterThan(0);
      expect(swapped).toBeLessThanOrEqual(2);
    }
  });
});

describe('Missile Envy at DEFCON 2 (CARD_EFFECTS 49, 8.1.3)', () => {
  it("is not played for its event while the opponent may hold Olympic Games: the card given would be boycotted during the USSR's play", () => {
    const s = position(0, {
      turn: 4,
      defcon: 2,
      hands: [
        [49, 12],
        [19, 20],
      ],
    });
    for (const seed of SEEDS) {
      const m = standard(s, 0, seed);
      expect(m.type === 'play' && m.card === 49 && m.use === 'event').toBe(false);
    }
  });
});
