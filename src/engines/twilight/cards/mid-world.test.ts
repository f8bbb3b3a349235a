import { describe, expect, it } from 'vitest';
import { E, inf, play, playAll, position } from '../testkit';

const picks = (...choices: (string | number)[]) => choices.map((choice) => ({ type: 'pick' as const, choice }));
const options = (s: ReturnType<typeof position>, seat: 0 | 1) => E.legalMoves(s, seat).map((m) => (m.type === 'pick' ? m.choice : ''));
const T = 4;

describe('Mid War influence events (CARD_EFFECTS.md)', () => {
  it('47 Junta: +2 in a Central/South American country first, then a free coup there: no military ops, ignores DEFCON limits (FAQ #47, 6.3.5)', () => {
    let s = position(0, { turn: T, defcon: 2, inf: { chile: [2, 0], peru: [1, 0] }, hands: [[47, 12], [19]], dice: [6] });
    s = play(s, 0, { type: 'play', card: 47, use: 'event' }).state;
    expect(options(s, 0)).toContain('mexico');
    expect(options(s, 0)).not.toContain('iran');
    s = playAll(s, picks('bolivia'));
    expect(inf(s, 'bolivia')).toEqual([0, 2]);
    expect(options(s, 0)).toEqual(['coup', 'realign', 'none']);
    s = playAll(s, picks('coup', 'peru'));
    // 6 + 2 ops against 2×2: margin 4 removes the US 1, adds 3.
    expect(inf(s, 'peru')).toEqual([0, 3]);
    expect(s.milOps[0]).toBe(0);
    expect(s.defcon).toBe(2); // Peru is not a battleground
  });
  it('47 Junta: realignment rolls instead, one per op, in Central/South America only', () => {
    let s = position(1, { turn: T, inf: { cuba: [0, 2], nicaragua: [0, 1], iran: [0, 2] }, hands: [[12], [47, 19]], dice: [6, 1, 6, 1] });
    s = play(s, 1, { type: 'play', card: 47, use: 'event' }).state;
    s = playAll(s, picks('mexico', 'realign'));
    expect(options(s, 1)).not.toContain('iran');
    s = playAll(s, picks('cuba', 'nicaragua'));
    expect(s.pending).toMatchObject({ kind: 'action', seat: 0 });
    expect(inf(s, 'nicaragua')[1]).toBe(0);
  });
  it('52 Portuguese Empire Crumbles, 54 Allende, 64 Panama Canal Returned, 72 Sadat Expels Soviets: fixed placements', () => {
    let s = position(0, { turn: T, hands: [[52, 54, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 52, use: 'event' }).state;
    expect(inf(s, 'se_african_states')).toEqual([0, 2]);
    expect(inf(s, 'angola')).toEqual([0, 2]);
    expect(s.removed).toContain(52);
    let t = position(1, { turn: T, inf: { egypt: [0, 3] }, hands: [[12], [64, 72, 19]] });
    t = play(t, 1, { type: 'play', card: 72, use: 'event' }).state;
    expect(inf(t, 'egypt')).toEqual([1, 0]);
    let u = position(1, { turn: T, hands: [[12], [64, 19]] });
    u = play(u, 1, { type: 'play', card: 64, use: 'event' }).state;
    expect([inf(u, 'panama'), inf(u, 'costa_rica'), inf(u, 'venezuela')]).toEqual([
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
    let w = position(0, { turn: T, hands: [[54, 12], [19]] });
    w = play(w, 0, { type: 'play', card: 54, use: 'event' }).state;
    expect(inf(w, 'chile')).toEqual([0, 2]);
  });
  it('53 South African Unrest: 2 in South Africa, or 1 there and 2 in Angola/Botswana', () => {
    let s = position(0, { turn: T, hands: [[53, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 53, use: 'event' }).state;
    s = playAll(s, picks('spread', 'botswana', 'botswana'));
    expect(inf(s, 'south_africa')).toEqual([0, 1]);
    expect(inf(s, 'botswana')).toEqual([0, 2]);
  });
  it('55 Willy Brandt: 1 VP, +1 in West Germany, NATO no longer protects West Germany; barred by Tear Down This Wall', () => {
    const nato = { card: 21, side: 1 as const, until: 'game' as const };
    let s = position(0, { turn: T, defcon: 5, inf: { west_germany: [4, 0], east_germany: [0, 3] }, effects: [nato], hands: [[55, 14, 12], [19]] });
    expect(E.legalMoves(s, 0)).not.toContainEqual({ type: 'play', card: 14, use: 'realign' });
    s = play(s, 0, { type: 'play', card: 55, use: 'event' }).state;
    expect(s.vp).toBe(-1);
    expect(inf(s, 'west_germany')).toEqual([4, 1]);
    expect(s.limbo).toContain(55);
    s = playAll(s, [
      { type: 'play', card: 19, use: 'influence' },
      { type: 'influence', country: 'canada' },
    ]);
    expect(E.legalMoves(s, 0)).toContainEqual({ type: 'play', card: 14, use: 'realign' });
    const t = position(0, { turn: T, effects: [{ card: 96, side: 1, until: 'game' }], hands: [[55, 12], [19]] });
    expect(E.legalMoves(t, 0)).not.toContainEqual({ type: 'play', card: 55, use: 'event' });
  });
  it('56 Muslim Revolution: all US influence out of 2 listed countries; barred by AWACS Sale to Saudis', () => {
    let s = position(0, { turn: T, inf: { iran: [3, 0], egypt: [1, 0], israel: [2, 0] }, hands: [[56, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 56, use: 'event' }).state;
    expect(options(s, 0).sort()).toEqual(['egypt', 'iran']);
    s = playAll(s, picks('iran', 'egypt'));
    expect([inf(s, 'iran'), inf(s, 'egypt'), inf(s, 'israel')]).toEqual([
      [0, 0],
      [0, 0],
      [2, 0],
    ]);
    const t = position(0, { turn: T, inf: { iran: [3, 0] }, effects: [{ card: 110, side: 1, until: 'game' }], hands: [[56, 12], [19]] });
    expect(E.legalMoves(t, 0)).not.toContainEqual({ type: 'play', card: 56, use: 'event' });
  });
  it('57 ABM Treaty: DEFCON +1, then 4 ops not changed by modifiers (FAQ #31)', () => {
    let s = position(1, { turn: T, defcon: 3, inf: { angola: [0, 1] }, effects: [{ card: 31, side: 0, until: 'turn' }], hands: [[12], [57, 19]] });
    s = play(s, 1, { type: 'play', card: 57, use: 'event' }).state;
    expect(s.defcon).toBe(4);
    s = playAll(s, [{ type: 'pick', choice: 'influence' }, ...[1, 2, 3, 4].map(() => ({ type: 'influence' as const, country: 'canada' }))]);
    expect(inf(s, 'canada')).toEqual([4, 0]);
  });
  it('58 Cultural Revolution: The China Card from the US face up (playable at once, FAQ #58), or 1 VP', () => {
    let s = position(0, { turn: T, china: { holder: 1, faceUp: false }, hands: [[58, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 58, use: 'event' }).state;
    expect(s.china).toEqual({ holder: 0, faceUp: true });
    let t = position(0, { turn: T, hands: [[58, 12], [19]] });
    t = play(t, 0, { type: 'play', card: 58, use: 'event' }).state;
    expect(t.vp).toBe(-1);
  });
  it('71 Nixon Plays the China Card: to the US face down, or 2 VP; 76 Ussuri River Skirmish: to the US face up, or 4 in Asia (≤2 each)', () => {
    let s = position(1, { turn: T, hands: [[12], [71, 76, 19]] });
    s = play(s, 1, { type: 'play', card: 71, use: 'event' }).state;
    expect(s.china).toEqual({ holder: 1, faceUp: false });
    let t = position(1, { turn: T, hands: [[12], [76, 19]] });
    t = play(t, 1, { type: 'play', card: 76, use: 'event' }).state;
    expect(t.china).toEqual({ holder: 1, faceUp: true });
    let u = position(1, { turn: T, china: { holder: 1, faceUp: true }, hands: [[12], [76, 71, 19]] });
    u = play(u, 1, { type: 'play', card: 76, use: 'event' }).state;
    expect(options(u, 1)).not.toContain('iran');
    u = playAll(u, picks('japan', 'japan', 'thailand', 'india'));
    expect(inf(u, 'japan')).toEqual([2, 0]);
    expect(options(u, 1)).toEqual([]);
    let w = position(1, { turn: T, china: { holder: 1, faceUp: true }, hands: [[12], [71, 19]] });
    w = play(w, 1, { type: 'play', card: 71, use: 'event' }).state;
    expect(w.vp).toBe(2);
  });
  it('63 Colonial Rear Guards: +1 US in 4 different countries of Africa / Southeast Asia', () => {
    let s = position(1, { turn: T, hands: [[12], [63, 19]] });
    s = play(s, 1, { type: 'play', card: 63, use: 'event' }).state;
    s = playAll(s, picks('angola', 'thailand', 'zaire', 'burma'));
    expect(inf(s, 'thailand')).toEqual([1, 0]);
    expect(s.pending).toMatchObject({ kind: 'action', seat: 0 });
  });
  it('65 Camp David Accords: 1 VP, +1 in Israel, Jordan, Egypt; then Arab-Israeli War can no longer occur (ops only, discarded)', () => {
    let s = position(1, {
      turn: T,
      hands: [
        [13, 12],
        [65, 19],
      ],
    });
    s = play(s, 1, { type: 'play', card: 65, use: 'event' }).state;
    expect(s.vp).toBe(1);
    expect([inf(s, 'israel'), inf(s, 'jordan'), inf(s, 'egypt')]).toEqual([
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
    expect(s.limbo).toContain(65);
    expect(E.legalMoves(s, 0)).not.toContainEqual({ type: 'play', card: 13, use: 'event' });
  });
  it('66 Puppet Governments: up to 3 different countries with no influence', () => {
    let s = position(1, { turn: T, inf: { iran: [0, 1] }, hands: [[12], [66, 19]] });
    s = play(s, 1, { type: 'play', card: 66, use: 'event' }).state;
    expect(options(s, 1)).not.toContain('iran');
    expect(options(s, 1)).toContain('done');
    s = playAll(s, picks('iraq', 'done'));
    expect(inf(s, 'iraq')).toEqual([1, 0]);
    expect(s.pending).toMatchObject({ kind: 'action', seat: 0 });
  });
  it('68 John Paul II Elected Pope: −2 USSR, +1 US in Poland; stays in effect (enables Solidarity)', () => {
    let s = position(1, { turn: T, inf: { poland: [0, 3] }, hands: [[12], [68, 19]] });
    s = play(s, 1, { type: 'play', card: 68, use: 'event' }).state;
    expect(inf(s, 'poland')).toEqual([1, 1]);
    expect(s.limbo).toContain(68);
    expect(s.effects).toContainEqual({ card: 68, side: 1, until: 'game' });
  });
  it('70 OAS Founded: +2 US in the Americas, both may go to one country; 75 Liberation Theology: +3 USSR in Central America, ≤2 each', () => {
    let s = position(1, { turn: T, hands: [[12], [70, 19]] });
    s = play(s, 1, { type: 'play', card: 70, use: 'event' }).state;
    s = playAll(s, picks('brazil', 'brazil'));
    expect(inf(s, 'brazil')).toEqual([2, 0]);
    let t = position(0, { turn: T, hands: [[75, 12], [19]] });
    t = play(t, 0, { type: 'play', card: 75, use: 'event' }).state;
    expect(options(t, 0)).not.toContain('brazil');
    t = playAll(t, picks('cuba', 'cuba'));
    expect(options(t, 0)).not.toContain('cuba');
    t = playAll(t, picks('haiti'));
    expect(inf(t, 'cuba')).toEqual([0, 2]);
  });
  it('74 The Voice of America: remove 4 USSR influence outside Europe, ≤2 per country', () => {
    let s = position(1, { turn: T, inf: { iran: [0, 3], poland: [0, 3], angola: [0, 2] }, hands: [[12], [74, 19]] });
    s = play(s, 1, { type: 'play', card: 74, use: 'event' }).state;
    expect(options(s, 1)).not.toContain('poland');
    s = playAll(s, picks('iran', 'iran', 'angola', 'angola'));
    expect([inf(s, 'iran'), inf(s, 'angola')]).toEqual([
      [0, 1],
      [0, 0],
    ]);
  });
});
