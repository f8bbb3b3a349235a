import { describe, expect, it } from 'vitest';
import { laterDeck } from '../cardinfo';
import { barred } from '../restrictions';
import { E, inf, play, playAll, position, rejects } from '../testkit';
import type { TwilightState } from '../types';
import { CARD_DEFS } from '.';

const choices = (s: TwilightState, seat: 0 | 1) => E.legalMoves(s, seat).map((m) => (m.type === 'pick' ? m.choice : m.type));
const opt = { optionalCards: true };

describe('optional cards 107–110 (CARD_EFFECTS.md, RULES_SUMMARY §2.6)', () => {
  it('join the Mid War (107, 108) and Late War (109, 110) decks only with the optional cards', () => {
    const built = (id: number) => id in CARD_DEFS;
    expect(laterDeck({ ...E.defaultOptions(2), optionalCards: true }, 'Late', built)).toEqual(expect.arrayContaining([109, 110]));
    expect(laterDeck({ ...E.defaultOptions(2), optionalCards: false }, 'Late', built)).not.toContain(109);
    expect(laterDeck({ ...E.defaultOptions(2), optionalCards: true }, 'Mid', built)).toEqual(expect.arrayContaining([107, 108]));
  });

  it('107 Che: a coup with the card ops on a non-battleground in the Americas/Africa; a second elsewhere when US influence fell; military ops credited', () => {
    let s = position(0, { options: opt, inf: { guatemala: [1, 0], bolivia: [2, 0], cuba: [2, 0] }, hands: [[107, 12], [19]], dice: [6, 6] });
    s = play(s, 0, { type: 'play', card: 107, use: 'event' }).state;
    expect(choices(s, 0)).toEqual(['guatemala', 'bolivia', 'none']); // Cuba is a battleground
    s = play(s, 0, { type: 'pick', choice: 'guatemala' }).state;
    // 6 + 3 − 2 = 7: the US loses 1, the USSR gains 6.
    expect(inf(s, 'guatemala')).toEqual([0, 6]);
    expect(choices(s, 0)).toEqual(['bolivia', 'none']);
    s = play(s, 0, { type: 'pick', choice: 'bolivia' }).state;
    expect(inf(s, 'bolivia')).toEqual([0, 3]); // 6 + 3 − 4 = 5
    expect(s.milOps[0]).toBe(5); // 3 + 3, capped at 5
    expect(s.defcon).toBe(5);
    expect(s.pending).toMatchObject({ kind: 'action', seat: 1 });
    // A failed first coup gives no second one.
    let t = position(0, { options: opt, inf: { guatemala: [1, 0], bolivia: [2, 0] }, hands: [[107, 12], [19]], dice: [1] });
    t = play(t, 0, { type: 'play', card: 107, use: 'event' }).state;
    t = play(t, 0, { type: 'pick', choice: 'bolivia' }).state;
    expect(inf(t, 'bolivia')).toEqual([2, 0]);
    expect(t.pending).toMatchObject({ kind: 'action', seat: 1 });
  });

  it('108 Our Man in Tehran: needs a US-controlled Middle East country; the top 5 shown to both, any discarded, the rest reshuffled', () => {
    const s = position(1, { options: opt, hands: [[12], [108, 19]] });
    expect(rejects(s, 1, { type: 'play', card: 108, use: 'event' }, 'event-cannot-occur').message).toMatch(/cannot occur/);
    let t = position(1, { options: opt, inf: { israel: [4, 0] }, hands: [[12], [108, 19]] });
    const top = t.deck.slice(-5).reverse();
    const deckSize = t.deck.length;
    const r = play(t, 1, { type: 'play', card: 108, use: 'event' });
    t = r.state;
    expect(r.log.map((l) => l.text).join(' ')).toMatch(/top 5 cards/);
    expect(choices(t, 1)).toEqual([...top, 'done']);
    expect(E.view(t, 0).pending).toMatchObject({ options: [...top, 'done'] }); // shown to both
    t = playAll(t, [
      { type: 'pick', choice: top[0] },
      { type: 'pick', choice: top[2] },
      { type: 'pick', choice: 'done' },
    ]);
    expect(t.discard).toEqual(expect.arrayContaining([top[0], top[2]]));
    expect(t.deck).toHaveLength(deckSize - 2);
    expect(t.removed).toContain(108);
    expect(t.pending).toMatchObject({ kind: 'action', seat: 0 });
  });

  it('109 Yuri and Samantha: the USSR gains 1 VP for each US coup attempt this turn (free coups too), then expires', () => {
    let s = position(0, {
      options: opt,
      inf: { angola: [0, 1], poland: [0, 1] },
      hands: [
        [109, 12],
        [19, 22],
      ],
      dice: [1],
    });
    s = play(s, 0, { type: 'play', card: 109, use: 'event' }).state;
    expect(s.effects).toEqual([{ card: 109, side: 0, until: 'turn' }]);
    s = play(s, 1, { type: 'play', card: 22, use: 'coup' }).state;
    s = play(s, 1, { type: 'coup', country: 'angola' }).state;
    expect(s.vp).toBe(-1);
    expect(s.removed).toContain(109);
  });

  it('110 AWACS Sale to Saudis: +2 US in Saudi Arabia; bars Muslim Revolution for the rest of the game', () => {
    let s = position(1, { options: opt, hands: [[12], [110, 19]] });
    s = play(s, 1, { type: 'play', card: 110, use: 'event' }).state;
    expect(inf(s, 'saudi_arabia')).toEqual([2, 0]);
    expect(s.effects).toEqual([{ card: 110, side: 1, until: 'game' }]);
    expect(s.limbo).toContain(110);
    expect(barred(s, 56)).toBe(true);
  });
});
