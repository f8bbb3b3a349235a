import { describe, expect, it } from 'vitest';
import { visibleLog } from '../../core/game';
import { E, inf, play, playAll, position } from '../testkit';

describe('Early War events about cards, DEFCON and operations', () => {
  it('4 Duck and Cover: DEFCON −1, then the US gains 5 − DEFCON', () => {
    let s = position(1, { defcon: 4, hands: [[12], [4, 19]] });
    s = play(s, 1, { type: 'play', card: 4, use: 'event' }).state;
    expect(s.defcon).toBe(3);
    expect(s.vp).toBe(2);
  });
  it('4 Duck and Cover played by the USSR for ops at DEFCON 2: nuclear war, the USSR (phasing) loses (8.1.3)', () => {
    let s = position(0, { defcon: 2, hands: [[4, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 4, use: 'influence', eventFirst: true }).state;
    expect(E.outcome(s)).toMatchObject({ winners: [1] });
  });
  it('5 Five Year Plan: a random USSR card is discarded; a US event on it occurs for the US (5.4)', () => {
    let s = position(1, { hands: [[25], [5, 19]] });
    s = play(s, 1, { type: 'play', card: 5, use: 'event' }).state;
    expect(s.hands[0]).toEqual([]);
    expect(s.effects).toEqual([{ card: 25, side: 1, until: 'turn' }]); // Containment fired for the US
    expect(s.removed).toContain(25);
    let t = position(1, { hands: [[12], [5, 19]] });
    t = play(t, 1, { type: 'play', card: 5, use: 'event' }).state;
    expect(t.discard).toContain(12);
    expect(inf(t, 'romania')).toEqual([0, 0]); // a USSR event never fires when discarded
  });
  it('10 Blockade: the US discards a 3+ ops card (modifiers applied) or loses West Germany', () => {
    let s = position(0, {
      inf: { west_germany: [3, 0] },
      hands: [
        [10, 12],
        [4, 19],
      ],
    });
    s = play(s, 0, { type: 'play', card: 10, use: 'event' }).state;
    expect(E.legalMoves(s, 1).map((m) => (m.type === 'pick' ? m.choice : ''))).toEqual([4, 'lose']);
    expect(E.view(s, 0).pending).toMatchObject({ kind: 'pick', options: [] });
    s = play(s, 1, { type: 'pick', choice: 4 }).state;
    expect(s.discard).toContain(4);
    expect(inf(s, 'west_germany')).toEqual([3, 0]);
    let t = position(0, { inf: { west_germany: [3, 0] }, hands: [[10, 12], [19]] });
    t = play(t, 0, { type: 'play', card: 10, use: 'event' }).state;
    expect(inf(t, 'west_germany')).toEqual([0, 0]);
    expect(t.removed).toContain(10);
  });
  it('20 Olympic Games: participate — sponsor +2, the higher roll gains 2 VP, ties re-rolled', () => {
    let s = position(0, { hands: [[20, 12], [19]], dice: [1, 3, 4, 2] });
    s = play(s, 0, { type: 'play', card: 20, use: 'event' }).state;
    expect(s.pending).toMatchObject({ kind: 'pick', seat: 1 });
    s = play(s, 1, { type: 'pick', choice: 'participate' }).state;
    expect(s.vp).toBe(-2); // 1+2 = 3 ties 3, then 4+2 beats 2
  });
  it('20 Olympic Games: boycott — DEFCON −1 and the sponsor conducts 4 ops (not modified, FAQ #31)', () => {
    let s = position(0, { inf: { angola: [1, 0] }, hands: [[20, 12], [19]], effects: [{ card: 31, side: 1, until: 'turn' }] });
    s = play(s, 0, { type: 'play', card: 20, use: 'event' }).state;
    s = play(s, 1, { type: 'pick', choice: 'boycott' }).state;
    expect(s.defcon).toBe(4);
    expect(E.legalMoves(s, 0).map((m) => (m.type === 'pick' ? m.choice : ''))).toEqual(['influence', 'realign', 'coup']);
    s = play(s, 0, { type: 'pick', choice: 'influence' }).state;
    s = playAll(
      s,
      [1, 2, 3, 4].map(() => ({ type: 'influence' as const, country: 'poland' })),
    );
    expect(inf(s, 'poland')).toEqual([0, 4]);
    let t = position(0, { defcon: 2, hands: [[20, 12], [19]] });
    t = play(t, 0, { type: 'play', card: 20, use: 'event' }).state;
    t = play(t, 1, { type: 'pick', choice: 'boycott' }).state;
    expect(E.outcome(t)).toMatchObject({ winners: [1] }); // the sponsor was phasing (8.1.3)
  });
  it('26 CIA Created: the US sees the USSR hand (privately) and conducts 1 op (2 with Containment)', () => {
    let s = position(1, {
      inf: { angola: [0, 1] },
      hands: [
        [12, 15],
        [26, 19],
      ],
      effects: [{ card: 25, side: 1, until: 'turn' }],
    });
    const r = play(s, 1, { type: 'play', card: 26, use: 'event' });
    s = r.state;
    expect(
      visibleLog([r.log], 1)
        .map((l) => l.text)
        .join(' '),
    ).toMatch(/Romanian Abdication, Nasser/);
    expect(
      visibleLog([r.log], 0)
        .map((l) => l.text)
        .join(' '),
    ).not.toMatch(/Nasser/);
    s = play(s, 1, { type: 'pick', choice: 'influence' }).state;
    s = playAll(s, [
      { type: 'influence', country: 'canada' },
      { type: 'influence', country: 'mexico' },
    ]);
    expect(inf(s, 'mexico')).toEqual([1, 0]);
    expect(s.pending).toMatchObject({ kind: 'action', seat: 0 });
  });
  it('32 UN Intervention: with an opponent card, no event and its ops for you; both discarded; not in the headline', () => {
    let s = position(1, { inf: { cuba: [1, 0], angola: [0, 1] }, hands: [[12], [32, 8]] });
    expect(E.legalMoves(s, 1).some((m) => m.type === 'play' && m.card === 32 && m.use === 'event')).toBe(true);
    s = play(s, 1, { type: 'play', card: 32, use: 'event' }).state;
    s = play(s, 1, { type: 'pick', choice: 8 }).state;
    s = play(s, 1, { type: 'pick', choice: 'influence' }).state;
    s = playAll(s, [
      { type: 'influence', country: 'cuba' },
      { type: 'influence', country: 'cuba' },
    ]);
    expect(inf(s, 'cuba')).toEqual([3, 0]); // Fidel never happened
    expect(s.discard).toEqual(expect.arrayContaining([32, 8]));
    const t = position(1, { hands: [[12], [32, 19]] });
    expect(E.legalMoves(t, 1).some((m) => m.type === 'play' && m.card === 32 && m.use === 'event')).toBe(false);
  });
  it('103 Defectors: the USSR playing it in an action round gives the US 1 VP; the US playing it as an event does nothing', () => {
    let s = position(0, { hands: [[103, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 103, use: 'influence' }).state;
    s = playAll(s, [
      { type: 'influence', country: 'poland' },
      { type: 'influence', country: 'poland' },
    ]);
    expect(s.vp).toBe(1);
    expect(s.discard).toContain(103);
    let t = position(1, { hands: [[12], [103, 19]] });
    t = play(t, 1, { type: 'play', card: 103, use: 'event' }).state;
    expect(t.vp).toBe(0);
  });
});
