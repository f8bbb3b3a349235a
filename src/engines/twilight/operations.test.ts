import { describe, expect, it } from 'vitest';
import { idx } from './map';
import { E, inf, play, playAll, position, rejects } from './testkit';

describe('influence (6.1)', () => {
  it('EXAMPLES 2 / RB 6.1.2: Turkey 2/0, a 4-op USSR card: 2 + 1 + 1 → 2/3, uncontrolled', () => {
    let s = position(0, { inf: { turkey: [2, 0], syria: [0, 1] }, hands: [[14, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 14, use: 'influence' }).state; // Comecon, 3 ops
    s = playAll(s, [
      { type: 'influence', country: 'turkey' },
      { type: 'influence', country: 'turkey' },
    ]);
    expect(inf(s, 'turkey')).toEqual([2, 2]);
    expect(s.pending?.kind).toBe('action'); // 2 + 1 = 3 ops used
    let t = position(0, { inf: { turkey: [2, 0], syria: [0, 1] }, hands: [[6], [19]] });
    t = play(t, 0, { type: 'play', card: 6, use: 'influence' }).state; // 4 ops outside Asia
    t = playAll(t, [
      { type: 'influence', country: 'turkey' },
      { type: 'influence', country: 'turkey' },
      { type: 'influence', country: 'turkey' },
    ]);
    expect(inf(t, 'turkey')).toEqual([2, 3]);
  });
  it('EXAMPLES 2 variant: Turkey 1/0 costs 1 each → 1/4, USSR controls', () => {
    let s = position(0, { inf: { turkey: [1, 0], syria: [0, 1] }, hands: [[6], [19]] });
    s = play(s, 0, { type: 'play', card: 6, use: 'influence' }).state;
    for (let i = 0; i < 4; i++) s = play(s, 0, { type: 'influence', country: 'turkey' }).state;
    expect(inf(s, 'turkey')).toEqual([1, 4]);
  });
  it('EXAMPLES 3 / RB 6.1.3: new markers give no access in the same round', () => {
    let s = position(1, { inf: { panama: [1, 0], south_korea: [1, 0] }, hands: [[12], [4, 19]] });
    s = play(s, 1, { type: 'play', card: 4, use: 'influence' }).state; // Duck and Cover, 3 ops (USSR card? no: US)
    s = play(s, 1, { type: 'influence', country: 'costa_rica' }).state;
    expect(rejects(s, 1, { type: 'influence', country: 'nicaragua' }, 'no-access').message).toMatch(/start of the round/);
    s = playAll(s, [
      { type: 'influence', country: 'colombia' },
      { type: 'influence', country: 'taiwan' },
    ]);
    expect(inf(s, 'costa_rica')).toEqual([1, 0]);
    expect(inf(s, 'colombia')).toEqual([1, 0]);
    expect(inf(s, 'taiwan')).toEqual([1, 0]);
  });
  it('6.1.4: the US may always place next to the USA, the USSR next to the USSR', () => {
    const s = position(1, { hands: [[12], [19]] });
    const t = play(s, 1, { type: 'play', card: 19, use: 'influence' }).state;
    const targets = E.legalMoves(t, 1)
      .map((m) => (m.type === 'influence' ? m.country : ''))
      .sort();
    expect(targets).toEqual(['canada', 'cuba', 'japan', 'mexico']);
  });
});

describe('realignment (6.2)', () => {
  it('EXAMPLES 4 / RB 6.2.2: North Korea 0/3, US 5 vs USSR 2 + 2 → USSR loses 1', () => {
    let s = position(1, { inf: { north_korea: [0, 3] }, hands: [[12], [19, 26]], dice: [5, 2] });
    s = play(s, 1, { type: 'play', card: 19, use: 'realign' }).state;
    const r = play(s, 1, { type: 'realign', country: 'north_korea' });
    expect(inf(r.state, 'north_korea')).toEqual([0, 2]);
    expect(r.state.milOps[1]).toBe(0); // 8.2.2: realignments are not military operations
    expect(r.log.map((l) => l.text).join(' ')).toMatch(/rolls 5 = 5.*rolls 2 \+ 2 = 4/);
  });
  it('a tie removes nothing; a realignment never adds influence (6.2.3)', () => {
    let s = position(1, { inf: { north_korea: [0, 3] }, hands: [[12], [19]], dice: [4, 2] });
    s = play(s, 1, { type: 'play', card: 19, use: 'realign' }).state;
    s = play(s, 1, { type: 'realign', country: 'north_korea' }).state;
    expect(inf(s, 'north_korea')).toEqual([0, 3]);
  });
  it('8.1.5: DEFCON region bans apply; the engine needs opponent influence in the target', () => {
    const s = position(1, { defcon: 3, inf: { north_korea: [0, 3], egypt: [0, 1], thailand: [0, 1] }, hands: [[12], [19]] });
    const t = play(s, 1, { type: 'play', card: 19, use: 'realign' }).state;
    const targets = E.legalMoves(t, 1).map((m) => (m.type === 'realign' ? m.country : m.type));
    expect(targets).toEqual(['egypt', 'stop']);
  });
  it('each op is one roll; the player may stop early', () => {
    let s = position(1, { inf: { egypt: [0, 1], libya: [0, 2] }, hands: [[12], [4]], dice: [6, 1] });
    s = play(s, 1, { type: 'play', card: 4, use: 'realign' }).state;
    s = play(s, 1, { type: 'realign', country: 'egypt' }).state;
    expect(inf(s, 'egypt')).toEqual([0, 0]);
    expect(s.pending?.kind).toBe('ops');
    s = play(s, 1, { type: 'stop' }).state;
    expect(s.pending?.kind).toBe('action');
  });
});

describe('coups (6.3)', () => {
  it('EXAMPLES 5 / RB 6.3.3: Mexico 0/2, 3 ops, roll 4 → 1/0, mil ops 3, DEFCON 4', () => {
    let s = position(1, { inf: { mexico: [0, 2] }, hands: [[12], [4]], dice: [4] });
    s = play(s, 1, { type: 'play', card: 4, use: 'coup' }).state;
    s = play(s, 1, { type: 'coup', country: 'mexico' }).state;
    expect(inf(s, 'mexico')).toEqual([1, 0]);
    expect(s.milOps[1]).toBe(3);
    expect(s.defcon).toBe(4);
  });
  it('EXAMPLES 6 / RB 5.2 ex. 1: NATO to coup Iran, roll 6 → 0/4; NATO event cannot occur and is discarded, not removed', () => {
    let s = position(0, { inf: { iran: [2, 0] }, hands: [[21, 12], [19]], dice: [6] });
    s = play(s, 0, { type: 'play', card: 21, use: 'coup' }).state;
    const r = play(s, 0, { type: 'coup', country: 'iran' });
    s = r.state;
    expect(inf(s, 'iran')).toEqual([0, 4]);
    expect(s.milOps[0]).toBe(4);
    expect(s.defcon).toBe(4);
    expect(s.discard).toContain(21);
    expect(s.removed).not.toContain(21);
    expect(s.effects.some((e) => e.card === 21)).toBe(false);
    expect(r.log.map((l) => l.text).join(' ')).toMatch(/cannot occur/);
  });
  it('EXAMPLES 7: failed coup in a non-battleground, Nasser fires for the USSR; USSR +1 VP at the turn end', () => {
    let s = position(1, {
      defcon: 2,
      inf: { costa_rica: [0, 3], egypt: [2, 0] },
      hands: [[], [15]],
      milOps: [2, 0],
      dice: [5],
      china: { holder: 1, faceUp: false },
    });
    s = play(s, 1, { type: 'play', card: 15, use: 'coup' }).state;
    const r = play(s, 1, { type: 'coup', country: 'costa_rica' });
    s = r.state;
    const text = r.log.map((l) => l.text).join(' ');
    expect(inf(s, 'costa_rica')).toEqual([0, 3]);
    expect(text).toMatch(/the coup fails/);
    expect(text).not.toMatch(/DEFCON degrades/);
    expect(text).toMatch(/Military operations: \{0\} 2, \{1\} 1, required 2/);
    expect(inf(s, 'egypt')).toEqual([1, 2]);
    expect(s.removed).toContain(15);
    // Both hands are empty: the rest of the turn passes and the military operations check runs.
    expect(s.turn).toBe(2);
    expect(s.defcon).toBe(3); // improved at the start of turn 2
    expect(s.vp).toBe(-1);
  });
  it('EXAMPLES 8: coups need opponent influence and obey the DEFCON bans; Thailand is Asia', () => {
    const s = position(1, { defcon: 3, inf: { thailand: [0, 1], egypt: [0, 1], france: [0, 1], angola: [0, 1] }, hands: [[12], [4]] });
    const t = play(s, 1, { type: 'play', card: 4, use: 'coup' }).state;
    const targets = E.legalMoves(t, 1)
      .map((m) => (m.type === 'coup' ? m.country : ''))
      .sort();
    expect(targets).toEqual(['angola', 'egypt']);
    const u = position(1, { defcon: 2, inf: { egypt: [0, 1], angola: [0, 1] }, hands: [[12], [4]] });
    const v = play(u, 1, { type: 'play', card: 4, use: 'coup' }).state;
    expect(E.legalMoves(v, 1).map((m) => (m.type === 'coup' ? m.country : ''))).toEqual(['angola']);
  });
  it('EXAMPLES 8 / 8.1.3: a battleground coup at DEFCON 2 is nuclear war: the phasing player loses', () => {
    let s = position(1, { defcon: 2, inf: { angola: [0, 1] }, hands: [[12], [4]], dice: [1] });
    s = play(s, 1, { type: 'play', card: 4, use: 'coup' }).state;
    s = play(s, 1, { type: 'coup', country: 'angola' }).state;
    expect(s.defcon).toBe(1);
    expect(E.outcome(s)).toMatchObject({ kind: 'win', winners: [0] });
  });
  it('EXAMPLES 9: under Red Scare a 2-op US coup adds 1 and gives 1 military op', () => {
    let s = position(1, { inf: { angola: [0, 2] }, hands: [[12], [24]], effects: [{ card: 31, side: 0, until: 'turn' }], dice: [3] });
    s = play(s, 1, { type: 'play', card: 24, use: 'coup' }).state;
    const r = play(s, 1, { type: 'coup', country: 'angola' });
    expect(r.log.map((l) => l.text).join(' ')).toMatch(/with 1 op: rolls 3 \+ 1 = 4/);
    expect(r.state.milOps[1]).toBe(1);
  });
  it('NATO stops USSR coups and realignments in US-controlled Europe; De Gaulle frees France (card 21, 17)', () => {
    const effects = [{ card: 21, side: 1 as const, until: 'game' as const }];
    const s = position(0, { inf: { france: [3, 0], italy: [4, 0], turkey: [1, 0] }, effects, hands: [[14], [19]] });
    const t = play(s, 0, { type: 'play', card: 14, use: 'coup' }).state;
    expect(
      E.legalMoves(t, 0)
        .map((m) => (m.type === 'coup' ? m.country : ''))
        .sort(),
    ).toEqual(['turkey']);
    const u = position(0, { inf: { france: [3, 0], italy: [4, 0] }, effects: [...effects, { card: 17, side: 0, until: 'game' }], hands: [[14], [19]] });
    const v = play(u, 0, { type: 'play', card: 14, use: 'coup' }).state;
    expect(E.legalMoves(v, 0).map((m) => (m.type === 'coup' ? m.country : ''))).toEqual(['france']);
  });
});

describe('space race (6.4, EXAMPLES 18)', () => {
  it('the US spaces Socialist Governments under Red Scare (2 ops), roll 3: Earth Satellite first, +2 VP, no USSR event', () => {
    let s = position(1, { hands: [[12], [7]], inf: { france: [3, 0] }, effects: [{ card: 31, side: 0, until: 'turn' }], dice: [3] });
    s = play(s, 1, { type: 'play', card: 7, use: 'space' }).state;
    expect(s.space[1]).toBe(1);
    expect(s.vp).toBe(2);
    expect(inf(s, 'france')).toEqual([3, 0]);
    expect(s.discard).toContain(7);
  });
  it('the second to arrive gains 1 VP; a 1-op card cannot be spaced; one attempt per turn', () => {
    let s = position(0, { hands: [[28, 10, 14], [19]], space: [0, 1], dice: [3] });
    expect(E.legalMoves(s, 0).some((m) => m.type === 'play' && m.card === 10 && m.use === 'space')).toBe(false);
    s = play(s, 0, { type: 'play', card: 28, use: 'space' }).state; // Suez Crisis, 3 ops
    expect(s.space[0]).toBe(1);
    expect(s.vp).toBe(-1);
    s = play(s, 1, { type: 'play', card: 19, use: 'influence' }).state;
    s = play(s, 1, { type: 'influence', country: 'canada' }).state;
    expect(E.legalMoves(s, 0).some((m) => m.type === 'play' && m.use === 'space')).toBe(false);
  });
  it('a failed roll only uses the attempt; Animal in Space (box 2, alone) allows two attempts', () => {
    let s = position(0, {
      hands: [
        [14, 28],
        [19, 22],
      ],
      space: [2, 0],
      dice: [6],
    });
    s = play(s, 0, { type: 'play', card: 14, use: 'space' }).state;
    expect(s.space[0]).toBe(2);
    s = play(s, 1, { type: 'play', card: 19, use: 'influence' }).state;
    s = play(s, 1, { type: 'influence', country: 'canada' }).state;
    expect(E.legalMoves(s, 0).some((m) => m.type === 'play' && m.card === 28 && m.use === 'space')).toBe(true);
  });
  it('Space Station needs a 4-op card (tables.json)', () => {
    const s = position(0, { hands: [[14, 21], [19]], space: [7, 0] });
    const spaceable = E.legalMoves(s, 0)
      .filter((m) => m.type === 'play' && m.use === 'space')
      .map((m) => (m.type === 'play' ? m.card : 0));
    expect(spaceable.sort()).toEqual([21, 6].sort());
  });
});

describe('no passing (5.1)', () => {
  it('a player with cards must play one; without cards it sits out', () => {
    const s = position(0, { hands: [[14], []] });
    expect(rejects(s, 0, { type: 'pass' }, 'may-not-pass').message).toMatch(/5\.1/);
    const t = play(s, 0, { type: 'play', card: 14, use: 'influence' }).state;
    expect(t.pending?.kind).toBe('ops');
    expect(idx('poland')).toBeGreaterThanOrEqual(0);
  });
});
