import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { danger } from './danger';
import { handsByOps } from './deals';
import { legalMoves } from './legal';
import { losesThisRound } from './lookahead';
import { countryIndex } from './map';
import { afterSetup, play, position } from './testkit';
import { view } from './view';
import { warning } from './ui';
import type { TwilightMove, TwilightState } from './types';

const CIA_CREATED = 26;
const LONE_GUNMAN = 62;
const CONTAINMENT = 25;

describe('the loss analysis behind the warnings (danger.ts)', () => {
  // CARD_EFFECTS 26 CIA Created: "the US may conduct operations with this card's ops value … coup under the
  // normal operations rules"; 8.1.3: DEFCON 1 during a player's action round loses the game for that player,
  // "even if the opponent's decision caused it (… Lone Gunman op …)".
  it('CIA Created played by the USSR at DEFCON 2: the US may coup a battleground with its operation', () => {
    const s = position(0, { defcon: 2, inf: { angola: [0, 2] }, hands: [[CIA_CREATED, 12, 19], [21]] });
    const plays = legalMoves(s, 0).filter((m) => m.type === 'play' && m.card === CIA_CREATED && m.use !== 'space');
    expect(plays.length).toBeGreaterThan(0);
    for (const m of plays)
      expect(warning(s, 0, m)).toMatch(/^The US may coup the battleground Angola with the operations of CIA Created: DEFCON 1 in your round/);
    // Spaced, the event does not occur (5.2): no warning.
    expect(warning(s, 0, { type: 'play', card: CIA_CREATED, use: 'space' })).toBeNull();
    // The same from the USSR's own view (the US hand hidden).
    expect(warning(view(s, 0), 0, { type: 'play', card: CIA_CREATED, use: 'influence' })).toMatch(/CIA Created/);
    // At DEFCON 3 the US's coup brings DEFCON only to 2: nothing is lost this round.
    const calm = position(0, { defcon: 3, inf: { angola: [0, 2] }, hands: [[CIA_CREATED, 12, 19], [21]] });
    expect(warning(calm, 0, { type: 'play', card: CIA_CREATED, use: 'influence' })).toBeNull();
  });

  // The same rule behind a roll (8.1.3, CARD_EFFECTS 26): the USSR's coup in the battleground Angola with CIA
  // Created at DEFCON 3 brings DEFCON to 2 whatever it rolls; then CIA Created's event gives the US its operation.
  // On a 1 the coup fails and the US (Containment: 2 ops) can only place influence, in every order; on a 3 or
  // more it succeeds and the US may coup Angola: DEFCON 1 in the USSR's round. The search gave each roll in
  // turn the whole budget, spent it on the 1's placements and found nothing (game 72 of `bench/searchBots.ts
  // twilight --iterations 400 --seed 9100`, Strong as the USSR, lost so); each roll now gets a slice first.
  it("finds a loss behind a later roll when an earlier roll's quiet line would use the whole budget", () => {
    let s = position(0, {
      defcon: 3,
      keepSetup: true,
      effects: [{ card: CONTAINMENT, side: 1, until: 'turn' }],
      hands: [
        [CIA_CREATED, 19],
        [21, 12, 13],
      ],
    });
    s.inf[1][countryIndex('angola')] = 1;
    s = play(s, 0, { type: 'play', card: CIA_CREATED, use: 'coup' }).state;
    const angola: TwilightMove = { type: 'coup', country: 'angola' };
    expect(danger(view(s, 0), 0, angola)?.reason).toMatch(/Nuclear war/);
    expect(losesThisRound(s, 0, angola)).toBe(true);
    // A coup the US cannot answer in kind: at DEFCON 2 the Middle East is closed to coups, so Iran is safe.
    expect(legalMoves(s, 0)).toContainEqual({ type: 'coup', country: 'iran' });
    expect(danger(view(s, 0), 0, { type: 'coup', country: 'iran' })).toBeNull();
  });

  // CARD_EFFECTS 62 Lone Gunman: "the USSR may conduct operations with this card's ops value".
  it('Lone Gunman played by the US at DEFCON 2: the USSR may coup a battleground with its operation', () => {
    const s = position(1, { defcon: 2, inf: { angola: [2, 0] }, turn: 4, hands: [[19], [LONE_GUNMAN, 21]] });
    const text = warning(s, 1, { type: 'play', card: LONE_GUNMAN, use: 'influence' });
    expect(text).toMatch(/^The USSR may coup the battleground .* with the operations of Lone Gunman: DEFCON 1 in your round is nuclear war/);
    const d = danger(s, 1, { type: 'play', card: LONE_GUNMAN, use: 'influence' });
    expect(d?.line.some((step) => step.seat === 0 && step.move.type === 'coup')).toBe(true);
    expect(d?.reason).toMatch(/Nuclear war/);
  });

  // 8.1.3: a battleground coup by the phasing player at DEFCON 2 loses whatever the die says.
  it('names the move itself when it loses whatever is rolled, and says nothing of a safe one', () => {
    let s = position(1, { defcon: 2, inf: { angola: [0, 1], cameroon: [0, 1] }, hands: [[12], [21]] });
    s = play(s, 1, { type: 'play', card: 21, use: 'coup' }).state;
    expect(warning(s, 1, { type: 'coup', country: 'angola' })).toBe(
      'A coup in the battleground Angola lowers DEFCON to 1: DEFCON 1 in your round is nuclear war, and you lose the game (8.1.3).',
    );
    expect(warning(s, 1, { type: 'coup', country: 'cameroon' })).toBeNull();
  });

  // 4.5D / 11.1.2: "Scoring cards may never be held"; a player holding one at the end of the turn loses.
  it('warns before the last action round is spent on another card while a scoring card is held', () => {
    const s = position(0, { rounds: 1, hands: [[1, 12], [19]] });
    expect(warning(s, 0, { type: 'play', card: 12, use: 'influence' })).toMatch(/scoring card still in hand at the end of the turn loses/);
    expect(warning(s, 0, { type: 'play', card: 1, use: 'event' })).toBeNull();
  });
});

const DUCK_AND_COVER = 4;
const FIVE_YEAR_PLAN = 5;
const MISSILE_ENVY = 49;

/** `s` with the draw pile cut to `deck` (the other cards of the pile discarded): a small, known set of cards the mover cannot see. */
function pileOf(s: TwilightState, deck: number[]): TwilightState {
  return { ...s, deck, discard: [...s.discard, ...s.deck.filter((c) => !deck.includes(c))] };
}

describe('the analysis branches over the cards the opponent may hold (danger.ts)', () => {
  // CARD_EFFECTS 49 Missile Envy: the opponent gives up its highest-ops card (a tie: its choice); "if that card's
  // event is the event player's own or neutral, the event occurs immediately". CARD_EFFECTS 4 Duck and Cover
  // (3 ops, US): "degrade DEFCON by 1 … the PHASING player … loses". 8.1.3: DEFCON 1 in your round loses.
  it('Missile Envy by the US at DEFCON 2: the USSR may hold Duck and Cover, whatever it really holds', () => {
    // The USSR really holds Socialist Governments (3 ops, its own event: the US would use it for operations).
    const base = position(1, {
      defcon: 2,
      turn: 4,
      hands: [
        [7, 10, 15],
        [MISSILE_ENVY, 21, 19],
      ],
    });
    const envy = { type: 'play', card: MISSILE_ENVY, use: 'event' } as const;
    // Duck and Cover is in the draw pile: the US cannot rule it out of the USSR's hand.
    const s = pileOf(base, [DUCK_AND_COVER, 12, 54]);
    expect(warning(s, 1, envy)).toBeNull(); // the true hands: nothing deadly is given
    const v = view(s, 1);
    const d = danger(v, 1, envy);
    expect(d?.hidden).toBe(DUCK_AND_COVER);
    expect(d?.text).toMatch(/^The USSR may hold Duck and Cover\b.*Missile Envy.*: DEFCON 1 in your round is nuclear war, and you lose the game \(8\.1\.3\)\.$/);
    expect(warning(v, 1, envy)).toBe(d?.text);
    // The line is real: in the world it was found in, the USSR holds Duck and Cover and no card of more ops.
    expect(d?.world?.hands[0]).toContain(DUCK_AND_COVER);
    // Duck and Cover in the discard pile (public): the US knows the USSR cannot hold it, and the same play is safe.
    const known = pileOf(base, [12, 54]);
    expect(danger(view(known, 1), 1, envy)).toBeNull();
    // For operations the neutral event does not occur (5.2): no warning.
    expect(warning(v, 1, { type: 'play', card: MISSILE_ENVY, use: 'influence' })).toBeNull();
  });

  // CARD_EFFECTS 5 Five Year Plan: "the USSR discards one card chosen uniformly at random … If the discarded
  // card's event is associated with the US, that event occurs immediately … The phasing player stays the
  // player who played Five-Year Plan for DEFCON-1 responsibility."
  it('Five Year Plan by the US at DEFCON 2: Duck and Cover may be the card the USSR discards at random', () => {
    const base = position(1, {
      defcon: 2,
      turn: 2,
      hands: [
        [7, 10, 15],
        [FIVE_YEAR_PLAN, 21, 19],
      ],
    });
    const plan = { type: 'play', card: FIVE_YEAR_PLAN, use: 'event' } as const;
    const s = pileOf(base, [DUCK_AND_COVER, 12, 11]);
    expect(warning(s, 1, plan)).toBeNull();
    const d = danger(view(s, 1), 1, plan);
    expect(d?.hidden).toBe(DUCK_AND_COVER);
    expect(d?.text).toBe(
      'The USSR may hold Duck and Cover, which Five Year Plan can bring out at random: DEFCON 1 in your round is nuclear war, and you lose the game (8.1.3).',
    );
    expect(danger(view(pileOf(base, [12, 11]), 1), 1, plan)).toBeNull();
  });

  // 4.5C: the headline with more ops goes first; CARD_EFFECTS 50 We Will Bury You (4 ops): "degrade DEFCON by
  // 1"; CARD_EFFECTS 20 Olympic Games: the opponent may boycott (DEFCON −1); 8.1.3: in the headline phase the
  // player who headlined the card is the phasing player, and DEFCON 1 then loses for it.
  it('Olympic Games headlined by the US at DEFCON 3: the USSR may have headlined a card that goes first and lowers DEFCON', () => {
    let s: TwilightState = { ...afterSetup(1), turn: 4, defcon: 3 };
    expect(s.hands[1]).toContain(20);
    // The USSR has headlined Comecon (harmless); the US cannot see which card it chose.
    s = play(s, 0, { type: 'headline', card: 14 }).state;
    const olympics = { type: 'headline', card: 20 } as const;
    expect(danger(s, 1, olympics)).toBeNull(); // the true headlines: nothing lowers DEFCON first
    const d = danger(view(s, 1), 1, olympics);
    expect(d?.text).toMatch(
      /The USSR may have headlined (We Will Bury You|Cuban Missile Crisis); then the USSR may boycott \(Olympic Games\): DEFCON 1 in your round is nuclear war/,
    );
    expect(d?.world?.headline[0]).toBe(d?.hidden);
  });

  // The answer is kept with the state and shared by every move asked there: asking twice gives the same object.
  it('keeps its answers with the analysed state', () => {
    const s = position(1, {
      defcon: 2,
      turn: 4,
      hands: [
        [7, 10, 15],
        [MISSILE_ENVY, 21, 19],
      ],
    });
    const v = view(s, 1);
    const envy = { type: 'play', card: MISSILE_ENVY, use: 'event' } as const;
    expect(danger(v, 1, envy)).toBe(danger(v, 1, envy));
  });
});

describe('the deals of the hidden cards (deals.ts handsByOps)', () => {
  // Found by `bench/searchBots.ts twilight --seed 5000` (game index 27, turn 10): six hidden USSR cards and four in
  // the draw pile, one 4, two 3s and seven 2s. The seven 2s were cut 6 + 1, and the short chunk was filled
  // only from the higher groups (three cards), so a world dealt the USSR a hand of four cards and two holes,
  // and Grain Sales to Soviets drew a hole: the analysis threw.
  it('fills a short chunk of a large group with its own group first: every hand is full', () => {
    const ops: Record<number, number> = { 89: 4, 25: 3, 83: 3, 24: 2, 53: 2, 66: 2, 84: 2, 88: 2, 101: 2, 102: 2 };
    const sorted = [89, 25, 83, 24, 53, 66, 84, 88, 101, 102];
    const hands = handsByOps(sorted, (id) => ops[id], 6);
    for (const h of hands) expect(new Set(h).size).toBe(6);
    // 102, the last of the 2s, is dealt with five other 2s: no card of higher ops beside it.
    expect(hands.find((h) => h.includes(102))?.every((id) => ops[id] === 2)).toBe(true);
  });

  it('every hand holds n distinct cards, and each card is in a hand with as few higher cards as can be', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 9 }), (values, n) => {
        const ids = values.map((_, i) => i + 1);
        const opsOf = (id: number): number => values[id - 1];
        const sorted = ids.slice().sort((a, b) => opsOf(b) - opsOf(a) || a - b);
        const hands = handsByOps(sorted, opsOf, n);
        const size = Math.min(n, ids.length);
        for (const h of hands) {
          expect(new Set(h).size).toBe(size);
          for (const id of h) expect(ids).toContain(id);
        }
        for (const id of ids) {
          const lowerOrEqual = ids.filter((o) => opsOf(o) <= opsOf(id)).length;
          const least = Math.max(0, size - lowerOrEqual);
          const best = Math.min(...hands.filter((h) => h.includes(id)).map((h) => h.filter((o) => opsOf(o) > opsOf(id)).length));
          expect(best).toBe(least);
        }
      }),
    );
  });
});
