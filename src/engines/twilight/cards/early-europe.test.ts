import { describe, expect, it } from 'vitest';
import { E, inf, play, playAll, position } from '../testkit';

const picks = (...choices: string[]) => choices.map((choice) => ({ type: 'pick' as const, choice }));
const choicesOf = (s: ReturnType<typeof position>) =>
  E.legalMoves(s, s.pending && 'seat' in s.pending ? s.pending.seat : 0).map((m) => (m.type === 'pick' ? m.choice : ''));

describe('Early War European events', () => {
  it('7 Socialist Governments: 3 US influence out of Western Europe, at most 2 per country; barred by The Iron Lady', () => {
    let s = position(0, { inf: { italy: [3, 0], france: [1, 0] }, hands: [[7, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 7, use: 'event' }).state;
    s = playAll(s, picks('italy', 'italy'));
    expect(choicesOf(s)).toEqual(['france']);
    s = playAll(s, picks('france'));
    expect(inf(s, 'italy')).toEqual([1, 0]);
    expect(inf(s, 'france')).toEqual([0, 0]);
    expect(s.discard).toContain(7);
    const t = position(0, { hands: [[7, 12], [19]], effects: [{ card: 83, side: 1, until: 'game' }] });
    expect(E.legalMoves(t, 0).some((m) => m.type === 'play' && m.card === 7 && m.use === 'event')).toBe(false);
  });
  it('12 Romanian Abdication: all US influence out of Romania, USSR up to 3', () => {
    let s = position(0, { inf: { romania: [2, 1] }, hands: [[12, 14], [19]] });
    s = play(s, 0, { type: 'play', card: 12, use: 'event' }).state;
    expect(inf(s, 'romania')).toEqual([0, 3]);
    expect(s.removed).toContain(12);
  });
  it('14 Comecon: +1 in 4 different Eastern European countries not controlled by the US', () => {
    let s = position(0, { inf: { poland: [4, 0] }, hands: [[14, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 14, use: 'event' }).state;
    expect(choicesOf(s)).not.toContain('poland');
    s = playAll(s, picks('hungary', 'romania', 'bulgaria'));
    expect(choicesOf(s)).not.toContain('hungary');
    s = playAll(s, picks('austria'));
    expect(inf(s, 'austria')).toEqual([0, 1]);
    expect(s.pending?.kind).toBe('action');
    expect(s.removed).toContain(14);
  });
  it('16 Warsaw Pact Formed: remove all US influence from up to 4 countries, or add 5 (≤2 each); enables NATO', () => {
    let s = position(0, { inf: { poland: [2, 0], hungary: [1, 0] }, hands: [[16, 12], [21]] });
    s = play(s, 0, { type: 'play', card: 16, use: 'event' }).state;
    s = playAll(s, picks('remove', 'poland', 'hungary'));
    expect(inf(s, 'poland')).toEqual([0, 0]);
    expect(inf(s, 'hungary')).toEqual([0, 0]);
    expect(s.limbo).toContain(16);
    expect(E.legalMoves(s, 1).some((m) => m.type === 'play' && m.card === 21 && m.use === 'event')).toBe(true);
    let t = position(0, { hands: [[16, 12], [19]] });
    t = play(t, 0, { type: 'play', card: 16, use: 'event' }).state;
    t = playAll(t, picks('add', 'poland', 'poland'));
    expect(choicesOf(t)).not.toContain('poland');
    t = playAll(t, picks('hungary', 'hungary', 'austria'));
    expect(inf(t, 'poland')).toEqual([0, 2]);
    expect(inf(t, 'austria')).toEqual([0, 1]);
    expect(t.pending?.kind).toBe('action');
  });
  it('17 De Gaulle Leads France: −2 US, +1 USSR in France; stays in effect', () => {
    let s = position(0, { inf: { france: [3, 0] }, hands: [[17, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 17, use: 'event' }).state;
    expect(inf(s, 'france')).toEqual([1, 1]);
    expect(s.limbo).toContain(17);
    expect(s.effects.map((e) => e.card)).toContain(17);
  });
  it('19 Truman Doctrine: clears USSR influence from an uncontrolled European country (FAQ #19); no target: no effect, still removed', () => {
    let s = position(1, { inf: { finland: [0, 1], east_germany: [0, 3] }, hands: [[12], [19, 22]] });
    s = play(s, 1, { type: 'play', card: 19, use: 'event' }).state;
    expect(choicesOf(s)).toEqual(['finland']);
    s = playAll(s, picks('finland'));
    expect(inf(s, 'finland')).toEqual([0, 0]);
    let t = position(1, { hands: [[12], [19, 22]] });
    t = play(t, 1, { type: 'play', card: 19, use: 'event' }).state;
    expect(t.removed).toContain(19);
  });
  it('21 NATO: playable only after Marshall Plan or Warsaw Pact (5.2); then in effect', () => {
    const s = position(1, { hands: [[12], [21, 19]] });
    expect(E.legalMoves(s, 1).some((m) => m.type === 'play' && m.card === 21 && m.use === 'event')).toBe(false);
    let t = position(1, { hands: [[12], [21, 19]], effects: [{ card: 23, side: 1, until: 'game' }] });
    t = play(t, 1, { type: 'play', card: 21, use: 'event' }).state;
    expect(t.limbo).toContain(21);
    expect(t.effects.map((e) => e.card)).toContain(21);
  });
  it('22 Independent Reds: US influence rises to equal the USSR in one of five countries', () => {
    let s = position(1, { inf: { hungary: [1, 3] }, hands: [[12], [22, 19]] });
    s = play(s, 1, { type: 'play', card: 22, use: 'event' }).state;
    expect(choicesOf(s)).toEqual(['yugoslavia', 'romania', 'bulgaria', 'hungary', 'czechoslovakia']);
    s = playAll(s, picks('hungary'));
    expect(inf(s, 'hungary')).toEqual([3, 3]);
  });
  it('23 Marshall Plan: +1 in 7 different Western European countries not controlled by the USSR; enables NATO', () => {
    let s = position(1, { inf: { italy: [0, 3] }, hands: [[12], [23, 19]] });
    s = play(s, 1, { type: 'play', card: 23, use: 'event' }).state;
    expect(choicesOf(s)).not.toContain('italy');
    s = playAll(s, picks('france', 'west_germany', 'united_kingdom', 'benelux', 'denmark', 'norway', 'turkey'));
    expect(inf(s, 'turkey')).toEqual([1, 0]);
    expect(s.pending?.kind).toBe('action');
    expect(s.limbo).toContain(23);
  });
  it('28 Suez Crisis: 4 US influence off France, the UK and Israel, at most 2 each', () => {
    let s = position(0, { inf: { france: [3, 0], united_kingdom: [5, 0], israel: [1, 0] }, hands: [[28, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 28, use: 'event' }).state;
    s = playAll(s, picks('france', 'france', 'israel'));
    expect(choicesOf(s)).toEqual(['united_kingdom']);
    s = playAll(s, picks('united_kingdom'));
    expect([inf(s, 'france'), inf(s, 'united_kingdom'), inf(s, 'israel')]).toEqual([
      [1, 0],
      [4, 0],
      [0, 0],
    ]);
  });
  it('29 East European Unrest: −1 USSR in 3 different Eastern European countries (−2 in the Late War)', () => {
    let s = position(1, { inf: { poland: [0, 3], hungary: [0, 1], romania: [0, 2] }, hands: [[12], [29, 19]] });
    s = play(s, 1, { type: 'play', card: 29, use: 'event' }).state;
    s = playAll(s, picks('poland', 'hungary', 'romania'));
    expect([inf(s, 'poland'), inf(s, 'hungary'), inf(s, 'romania')]).toEqual([
      [0, 2],
      [0, 0],
      [0, 1],
    ]);
    let t = position(1, { turn: 8, options: { lastTurn: 10 }, inf: { poland: [0, 3] }, hands: [[12], [29, 19]] });
    t = play(t, 1, { type: 'play', card: 29, use: 'event' }).state;
    t = playAll(t, picks('poland'));
    expect(inf(t, 'poland')).toEqual([0, 1]);
  });
  it('33 De-Stalinization: up to 4 USSR influence moved to non-US-controlled countries, ≤2 each (FAQ #33)', () => {
    let s = position(0, { inf: { poland: [0, 3], cuba: [3, 0] }, hands: [[33, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 33, use: 'event' }).state;
    s = playAll(s, picks('poland', 'poland', 'done'));
    expect(inf(s, 'poland')).toEqual([0, 1]);
    expect(choicesOf(s)).not.toContain('cuba');
    s = playAll(s, picks('angola', 'angola'));
    expect(inf(s, 'angola')).toEqual([0, 2]);
    expect(s.pending?.kind).toBe('action');
    expect(s.removed).toContain(33);
  });
});
