import { describe, expect, it } from 'vitest';
import { E, inf, play, playAll, position } from '../testkit';

const picks = (...choices: (string | number)[]) => choices.map((choice) => ({ type: 'pick' as const, choice }));
const options = (s: ReturnType<typeof position>, seat: 0 | 1) => E.legalMoves(s, seat).map((m) => (m.type === 'pick' ? m.choice : ''));
const T = 4;

describe('Mid War scoring and VP cards (CARD_EFFECTS.md 36–81)', () => {
  it('36 Brush War: stability 1–2 targets only, −1 per opponent-controlled neighbour and superpower space (FAQ #36); 3+ wins 1 VP and the influence; +3 military ops', () => {
    // USSR attacks Mexico: −1 for the USA space; roll 4 − 1 = 3 wins.
    let s = position(0, { turn: T, inf: { mexico: [2, 0] }, hands: [[36, 12], [19]], dice: [4] });
    s = play(s, 0, { type: 'play', card: 36, use: 'event' }).state;
    expect(options(s, 0)).toContain('mexico');
    expect(options(s, 0)).not.toContain('france'); // stability 3
    s = playAll(s, picks('mexico'));
    expect(inf(s, 'mexico')).toEqual([0, 2]);
    expect(s.vp).toBe(-1);
    expect(s.milOps[0]).toBe(3);
    expect(s.discard).toContain(36); // not starred
    // Roll 3 − 1 = 2 fails, military ops still credited; no DEFCON change (a war is not a coup).
    let t = position(0, { turn: T, defcon: 3, inf: { mexico: [2, 0] }, hands: [[36, 12], [19]], dice: [3] });
    t = playAll(play(t, 0, { type: 'play', card: 36, use: 'event' }).state, picks('mexico'));
    expect(inf(t, 'mexico')).toEqual([2, 0]);
    expect(t.milOps[0]).toBe(3);
    expect(t.defcon).toBe(3);
  });
  it('36 Brush War: with NATO in effect, US-controlled European countries cannot be targeted', () => {
    let s = position(0, { turn: T, inf: { turkey: [2, 0] }, effects: [{ card: 21, side: 1, until: 'game' }], hands: [[36, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 36, use: 'event' }).state;
    expect(options(s, 0)).not.toContain('turkey');
    expect(options(s, 0)).toContain('greece');
    let t = position(0, { turn: T, inf: { turkey: [2, 0] }, hands: [[36, 12], [19]] });
    t = play(t, 0, { type: 'play', card: 36, use: 'event' }).state;
    expect(options(t, 0)).toContain('turkey');
  });
  it('37 Central America Scoring: rulebook 10.1.2 example — USSR Cuba, Haiti, Dominican Rep.; US Guatemala → USSR +4', () => {
    let s = position(0, { turn: T, inf: { cuba: [0, 3], haiti: [0, 1], dominican_republic: [0, 1], guatemala: [1, 0] }, hands: [[37, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 37, use: 'event' }).state;
    expect(s.vp).toBe(-4);
    expect(s.discard).toContain(37);
  });
  it('38 Southeast Asia Scoring: 1 VP per country, 2 for Thailand, net; the only scoring card removed (7.2)', () => {
    let s = position(1, { turn: T, inf: { thailand: [2, 0], burma: [2, 0], vietnam: [0, 1] }, hands: [[12], [38, 19]] });
    s = play(s, 1, { type: 'play', card: 38, use: 'event' }).state;
    expect(s.vp).toBe(2); // US: Thailand 2 + Burma 1 = 3; USSR: Vietnam 1
    expect(s.removed).toContain(38);
  });
  it('79 Africa Scoring and 81 South America Scoring use their regions’ values (presence 1 / 2)', () => {
    let s = position(0, { turn: T, inf: { kenya: [0, 2] }, hands: [[79, 81, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 79, use: 'event' }).state;
    expect(s.vp).toBe(-1);
    let t = position(0, { turn: T, inf: { peru: [2, 0] }, hands: [[81, 12], [19]] });
    t = play(t, 0, { type: 'play', card: 81, use: 'event' }).state;
    expect(t.vp).toBe(2);
  });
  it('39 Arms Race: ahead in military ops 1 VP; ahead and at the required level 3 VP; otherwise nothing', () => {
    let s = position(0, { turn: T, defcon: 3, milOps: [3, 1], hands: [[39, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 39, use: 'event' }).state;
    expect(s.vp).toBe(-3);
    let t = position(0, { turn: T, defcon: 4, milOps: [3, 1], hands: [[39, 12], [19]] });
    expect(play(t, 0, { type: 'play', card: 39, use: 'event' }).state.vp).toBe(-1);
    t = position(0, { turn: T, milOps: [2, 2], hands: [[39, 12], [19]] });
    expect(play(t, 0, { type: 'play', card: 39, use: 'event' }).state.vp).toBe(0);
  });
  it('45 Summit: die + regions dominated or controlled; the winner gains 2 VP and may move DEFCON one level; ties do nothing', () => {
    // USSR controls Africa-style domination? Give the US Central America control: +1.
    let s = position(0, { turn: T, defcon: 3, inf: { cuba: [3, 0], mexico: [2, 0], panama: [2, 0], haiti: [1, 0] }, hands: [[45, 12], [19]], dice: [4, 4] });
    s = play(s, 0, { type: 'play', card: 45, use: 'event' }).state;
    expect(s.vp).toBe(2); // 4 vs 4 + 1
    expect(s.pending).toMatchObject({ kind: 'pick', seat: 1 });
    expect(options(s, 1)).toEqual(['keep', 'improve', 'degrade']);
    s = playAll(s, picks('improve'));
    expect(s.defcon).toBe(4);
    let t = position(0, { turn: T, hands: [[45, 12], [19]], dice: [3, 3] });
    t = play(t, 0, { type: 'play', card: 45, use: 'event' }).state;
    expect(t.vp).toBe(0);
    expect(t.pending).toMatchObject({ kind: 'action', seat: 1 });
  });
  it('45 Summit: the winner degrading DEFCON to 1 makes the phasing player lose (8.1.3)', () => {
    let s = position(0, { turn: T, defcon: 2, hands: [[45, 12], [19]], dice: [1, 6] });
    s = play(s, 0, { type: 'play', card: 45, use: 'event' }).state;
    s = playAll(s, picks('degrade'));
    expect(E.outcome(s)).toMatchObject({ winners: [1] });
  });
  it('46 How I Learned to Stop Worrying: the event player sets DEFCON and its military ops become 5; removed', () => {
    let s = position(1, { turn: T, defcon: 4, milOps: [0, 1], hands: [[12], [46, 19]] });
    s = play(s, 1, { type: 'play', card: 46, use: 'event' }).state;
    s = playAll(s, picks(2));
    expect(s.defcon).toBe(2);
    expect(s.milOps).toEqual([0, 5]);
    expect(s.removed).toContain(46);
  });
  it('48 Kitchen Debates: 2 VP only if the US controls more battlegrounds; otherwise no event and discarded, not removed (5.2)', () => {
    let s = position(1, { turn: T, inf: { iran: [2, 0] }, hands: [[12], [48, 19]] });
    s = play(s, 1, { type: 'play', card: 48, use: 'event' }).state;
    expect(s.vp).toBe(2);
    expect(s.removed).toContain(48);
    let t = position(0, { turn: T, hands: [[48, 12], [19]] });
    t = play(t, 0, { type: 'play', card: 48, use: 'influence' }).state;
    t = play(t, 0, { type: 'influence', country: 'poland' }).state;
    expect(t.discard).toContain(48);
    expect(t.vp).toBe(0);
  });
  it('61 OPEC: 1 VP per listed country the USSR controls; barred once North Sea Oil is in effect', () => {
    let s = position(0, { turn: T, inf: { egypt: [0, 2], venezuela: [0, 2], iraq: [0, 3] }, hands: [[61, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 61, use: 'event' }).state;
    expect(s.vp).toBe(-3);
    const t = position(0, { turn: T, inf: { egypt: [0, 2] }, effects: [{ card: 86, side: 1, until: 'game' }], hands: [[61, 12], [19]] });
    expect(E.legalMoves(t, 0)).not.toContainEqual({ type: 'play', card: 61, use: 'event' });
  });
  it('73 Shuttle Diplomacy: waits in front of the US; at the next Asia/Middle East Scoring a USSR battleground is left out, then it is discarded (FAQ #73)', () => {
    let s = position(1, {
      turn: T,
      inf: { iraq: [0, 3], libya: [0, 2], israel: [4, 0] },
      hands: [
        [3, 12],
        [73, 19],
      ],
    });
    s = play(s, 1, { type: 'play', card: 73, use: 'event' }).state;
    expect(s.limbo).toContain(73);
    s = play(s, 0, { type: 'play', card: 3, use: 'event' }).state;
    expect(s.pending).toMatchObject({ kind: 'pick', seat: 1 });
    expect(options(s, 1).sort()).toEqual(['iraq', 'libya']);
    s = playAll(s, picks('iraq'));
    // Without Iraq: USSR presence 3 + Libya 1 = 4; US presence 3 + Israel 1 = 4: even.
    expect(s.vp).toBe(0);
    expect(s.discard).toContain(73);
    expect(s.limbo).not.toContain(73);
    expect(s.effects.some((e) => e.card === 73)).toBe(false);
  });
  it('78 Alliance for Progress: 1 VP per US-controlled battleground in the Americas; removed even with 0 VP (5.2 ex. 3)', () => {
    let s = position(1, { turn: T, inf: { mexico: [2, 0], brazil: [2, 0], peru: [2, 0] }, hands: [[12], [78, 19]] });
    s = play(s, 1, { type: 'play', card: 78, use: 'event' }).state;
    expect(s.vp).toBe(2);
    let t = position(0, { turn: T, hands: [[78, 12], [19]] });
    t = play(t, 0, { type: 'play', card: 78, use: 'influence' }).state;
    t = playAll(t, [
      { type: 'influence', country: 'poland' },
      { type: 'influence', country: 'poland' },
      { type: 'influence', country: 'poland' },
    ]);
    expect(t.removed).toContain(78);
    expect(t.vp).toBe(0);
  });
  it('80 One Small Step: only when behind; two boxes up, VP of the box reached only; no attempt used', () => {
    let s = position(0, { turn: T, space: [1, 3], hands: [[80, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 80, use: 'event' }).state;
    expect(s.space[0]).toBe(3);
    expect(s.vp).toBe(0); // box 3 second arrival: 0 VP
    expect(s.spaceAttempts[0]).toBe(0);
    const t = position(0, { turn: T, space: [2, 2], hands: [[80, 12], [19]] });
    expect(E.legalMoves(t, 0)).not.toContainEqual({ type: 'play', card: 80, use: 'event' });
  });
});
