import { describe, expect, it } from 'vitest';
import { visibleLog } from '../../core/game';
import { canEvent } from '../events';
import { warning } from '../ui';
import { E, inf, play, playAll, position, rejects } from '../testkit';
import type { TwilightState } from '../types';

const choices = (s: TwilightState, seat: 0 | 1) => E.legalMoves(s, seat).map((m) => (m.type === 'pick' ? m.choice : m.type));

describe('Late War events 92–102 (CARD_EFFECTS.md)', () => {
  it('92 Terrorism: the opponent discards one random card; no event occurs', () => {
    let s = position(1, {
      hands: [
        [12, 15],
        [92, 19],
      ],
    });
    s = play(s, 1, { type: 'play', card: 92, use: 'event' }).state;
    expect(s.hands[0]).toHaveLength(1);
    expect(s.discard).toHaveLength(2); // Terrorism and the USSR card
    expect(inf(s, 'romania')).toEqual([0, 0]);
  });

  it('92 Terrorism with Iranian Hostage Crisis in effect: the USSR makes the US discard 2 random cards (FAQ #92); the US playing it still discards 1', () => {
    const hostage = [{ card: 82, side: 0 as const, until: 'game' as const }];
    let s = position(0, {
      hands: [
        [92, 12],
        [19, 22, 29],
      ],
      effects: hostage,
    });
    s = play(s, 0, { type: 'play', card: 92, use: 'event' }).state;
    expect(s.hands[1]).toHaveLength(1);
    let t = position(1, {
      hands: [
        [12, 15, 28],
        [92, 19],
      ],
      effects: hostage,
    });
    t = play(t, 1, { type: 'play', card: 92, use: 'event' }).state;
    expect(t.hands[0]).toHaveLength(2);
  });

  it('93 Iran-Contra Scandal: US realignment rolls −1 for the rest of the turn', () => {
    let s = position(0, { hands: [[93, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 93, use: 'event' }).state;
    expect(s.effects).toEqual([{ card: 93, side: 0, until: 'turn' }]);
    // US realigns Italy (USSR 1): US 4 − 1 = 3 against USSR 3: a tie, nothing happens.
    let t = position(1, { inf: { italy: [0, 1] }, hands: [[12], [19, 22]], effects: s.effects, dice: [4, 3] });
    t = play(t, 1, { type: 'play', card: 19, use: 'realign' }).state;
    t = play(t, 1, { type: 'realign', country: 'italy' }).state;
    expect(inf(t, 'italy')).toEqual([0, 1]);
  });

  it('94 Chernobyl: no USSR influence by operations in the named region this turn; coups and events still allowed (FAQ #94)', () => {
    let s = position(1, {
      inf: { iran: [0, 1], iraq: [1, 1] },
      hands: [
        [12, 15],
        [94, 19],
      ],
    });
    s = play(s, 1, { type: 'play', card: 94, use: 'event' }).state;
    expect(choices(s, 1)).toEqual(['Europe', 'Asia', 'MiddleEast', 'CentralAmerica', 'SouthAmerica', 'Africa']);
    s = play(s, 1, { type: 'pick', choice: 'MiddleEast' }).state;
    expect(s.effects).toContainEqual({ card: 94, side: 1, until: 'turn', region: 'MiddleEast' });
    expect(E.legalMoves(s, 0)).toContainEqual({ type: 'play', card: 12, use: 'coup' });
    const ops = play(s, 0, { type: 'play', card: 12, use: 'influence' }).state;
    expect(rejects(ops, 0, { type: 'influence', country: 'iran' }, 'chernobyl').message).toMatch(/Chernobyl/);
    expect(E.legalMoves(ops, 0)).toContainEqual({ type: 'influence', country: 'afghanistan' });
    expect(E.legalMoves(ops, 0)).not.toContainEqual({ type: 'influence', country: 'iraq' });
    // Nasser (event) still adds USSR influence in Egypt.
    s = play(s, 0, { type: 'play', card: 15, use: 'event' }).state;
    expect(inf(s, 'egypt')).toEqual([0, 2]);
  });

  it('95 Latin American Debt Crisis: the US discards a 3+ ops card (US modifiers count) or the USSR doubles 2 South American countries', () => {
    let s = position(0, {
      inf: { argentina: [0, 2], chile: [0, 1], peru: [0, 1] },
      hands: [
        [95, 12],
        [22, 26],
      ],
      effects: [{ card: 25, side: 1, until: 'turn' }],
    });
    s = play(s, 0, { type: 'play', card: 95, use: 'event' }).state;
    expect(choices(s, 1)).toEqual([22, 'decline']); // Independent Reds 2 + 1 = 3 qualifies; CIA Created 1 + 1 = 2 does not
    expect(E.view(s, 0).pending).toMatchObject({ kind: 'pick', options: [] });
    const kept = play(s, 1, { type: 'pick', choice: 22 }).state;
    expect(kept.discard).toContain(22);
    expect(inf(kept, 'argentina')).toEqual([0, 2]);
    s = play(s, 1, { type: 'pick', choice: 'decline' }).state;
    expect(choices(s, 0)).toEqual(['argentina', 'chile', 'peru']);
    s = playAll(s, [
      { type: 'pick', choice: 'argentina' },
      { type: 'pick', choice: 'chile' },
    ]);
    expect(inf(s, 'argentina')).toEqual([0, 4]);
    expect(inf(s, 'chile')).toEqual([0, 2]);
    expect(inf(s, 'peru')).toEqual([0, 1]);
  });

  it('96 Tear Down this Wall: +3 US East Germany, cancels and bars Willy Brandt, then a free coup in Europe ignoring DEFCON (no military ops)', () => {
    const brandt = { card: 55, side: 0 as const, until: 'game' as const };
    let s = position(1, { defcon: 3, inf: { east_germany: [0, 3], poland: [0, 1] }, hands: [[12], [96, 19]], effects: [brandt], dice: [6] });
    s = { ...s, deck: s.deck.filter((c) => c !== 55), limbo: [55] };
    s = play(s, 1, { type: 'play', card: 96, use: 'event' }).state;
    expect(inf(s, 'east_germany')).toEqual([3, 3]);
    expect(s.effects.some((e) => e.card === 55)).toBe(false);
    expect(s.removed).toContain(55);
    expect(canEvent(s, 55, 0)).toBe(false);
    expect(choices(s, 1)).toEqual(['coup', 'realign', 'none']);
    s = play(s, 1, { type: 'pick', choice: 'coup' }).state;
    s = play(s, 1, { type: 'pick', choice: 'poland' }).state;
    // 6 + 3 − 6 = 3 against Poland (stability 3): USSR loses 1, US gains 2; Poland is a battleground: DEFCON 2.
    expect(inf(s, 'poland')).toEqual([2, 0]);
    expect(s.milOps[1]).toBe(0);
    expect(s.defcon).toBe(2);
  });

  it('96 Tear Down this Wall: realignments in Europe with the card ops (Containment +1), stopping at will', () => {
    let s = position(1, {
      defcon: 2,
      inf: { hungary: [0, 2], bulgaria: [0, 1] },
      hands: [[12], [96, 19]],
      effects: [{ card: 25, side: 1, until: 'turn' }],
      dice: [6, 1, 6, 1],
    });
    s = play(s, 1, { type: 'play', card: 96, use: 'event' }).state;
    s = play(s, 1, { type: 'pick', choice: 'realign' }).state;
    expect(s.pending).toMatchObject({ kind: 'pick', then: { n: 4 } });
    s = play(s, 1, { type: 'pick', choice: 'hungary' }).state;
    expect(inf(s, 'hungary')[1]).toBeLessThan(2);
    s = play(s, 1, { type: 'pick', choice: 'done' }).state;
    expect(s.pending).toMatchObject({ kind: 'action', seat: 0 });
  });

  it('97 An Evil Empire: US +1 VP, cancels and bars Flower Power', () => {
    let s = position(1, { hands: [[12], [97, 19]], effects: [{ card: 59, side: 0, until: 'game' }] });
    s = play(s, 1, { type: 'play', card: 97, use: 'event' }).state;
    expect(s.vp).toBe(1);
    expect(s.effects).toEqual([{ card: 97, side: 1, until: 'game' }]);
    expect(canEvent(s, 59, 0)).toBe(false);
  });

  it('98 Aldrich Ames Remix: the US hand is open to the USSR for the turn; the USSR discards one, no event', () => {
    let s = position(0, {
      hands: [
        [98, 12],
        [19, 25, 29],
      ],
    });
    const r = play(s, 0, { type: 'play', card: 98, use: 'event' });
    s = r.state;
    expect(
      visibleLog([r.log], 0)
        .map((l) => l.text)
        .join(' '),
    ).toMatch(/Truman Doctrine/);
    expect(
      visibleLog([r.log], 1)
        .map((l) => l.text)
        .join(' '),
    ).not.toMatch(/Truman Doctrine/);
    expect(E.view(s, 0).hands[1]).toEqual([19, 25, 29]);
    expect(choices(s, 0)).toEqual([19, 25, 29]);
    s = play(s, 0, { type: 'pick', choice: 25 }).state;
    expect(s.discard).toContain(25);
    expect(s.effects.some((e) => e.card === 25)).toBe(false); // Containment did not occur
    expect(E.view(s, 0).hands[1]).toEqual([19, 29]);
    expect(E.view(s, null).hands[1]).toEqual([-1, -1]);
    expect(s.effects).toContainEqual({ card: 98, side: 0, until: 'turn' });
  });

  it('99 Pershing II Deployed: USSR +1 VP and −1 US in 3 different Western European countries', () => {
    let s = position(0, { inf: { italy: [2, 0], france: [1, 0], benelux: [1, 0], poland: [1, 0] }, hands: [[99, 12], [19]] });
    s = play(s, 0, { type: 'play', card: 99, use: 'event' }).state;
    expect(s.vp).toBe(-1);
    expect(choices(s, 0)).toEqual(['benelux', 'france', 'italy']);
    s = playAll(
      s,
      ['italy', 'france'].map((c) => ({ type: 'pick' as const, choice: c })),
    );
    expect(choices(s, 0)).toEqual(['benelux']);
    s = play(s, 0, { type: 'pick', choice: 'benelux' }).state;
    expect([inf(s, 'italy'), inf(s, 'france'), inf(s, 'benelux')]).toEqual([
      [1, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it('100 Wargames: only at DEFCON 2 (otherwise discarded, FAQ #100); ending gives the opponent 6 VP and no final scoring', () => {
    const s = position(1, { defcon: 3, hands: [[12], [100, 19]] });
    expect(rejects(s, 1, { type: 'play', card: 100, use: 'event' }, 'event-cannot-occur').message).toMatch(/cannot occur/);
    let t = position(1, { defcon: 2, vp: 8, hands: [[12], [100, 19]] });
    t = play(t, 1, { type: 'play', card: 100, use: 'event' }).state;
    t = play(t, 1, { type: 'pick', choice: 'end' }).state;
    expect(t.vp).toBe(2);
    expect(E.outcome(t)).toMatchObject({ kind: 'win', winners: [1] });
    let u = position(1, { defcon: 2, vp: 6, hands: [[12], [100, 19]] });
    u = play(u, 1, { type: 'play', card: 100, use: 'event' }).state;
    u = play(u, 1, { type: 'pick', choice: 'end' }).state;
    expect(E.outcome(u)).toMatchObject({ kind: 'draw' });
    let v = position(1, { defcon: 2, hands: [[12], [100, 19]] });
    v = play(v, 1, { type: 'play', card: 100, use: 'event' }).state;
    v = play(v, 1, { type: 'pick', choice: 'continue' }).state;
    expect(v.outcome).toBeNull();
    expect(v.removed).toContain(100);
  });

  it('100 Wargames and 89 KAL-007: the panel warns before a move that loses (ui.warning)', () => {
    let s = position(1, { defcon: 2, vp: 5, hands: [[12], [100, 19]] });
    s = play(s, 1, { type: 'play', card: 100, use: 'event' }).state;
    expect(warning(s, 1, { type: 'pick', choice: 'end' })).toMatch(/you would lose/);
    expect(warning(s, 1, { type: 'pick', choice: 'continue' })).toBeNull();
    let t = position(1, { defcon: 2, vp: 7, hands: [[12], [100, 19]] });
    t = play(t, 1, { type: 'play', card: 100, use: 'event' }).state;
    expect(warning(t, 1, { type: 'pick', choice: 'end' })).toBeNull();
    const u = position(1, { defcon: 2, hands: [[12], [89, 19]] });
    expect(warning(u, 1, { type: 'play', card: 89, use: 'event' })).toMatch(/nuclear war/);
  });

  it('101 Solidarity: +3 US in Poland only while John Paul II Elected Pope is in effect', () => {
    const s = position(1, { hands: [[12], [101, 19]] });
    expect(rejects(s, 1, { type: 'play', card: 101, use: 'event' }, 'event-cannot-occur').message).toMatch(/cannot occur/);
    let t = position(1, { hands: [[12], [101, 19]], effects: [{ card: 68, side: 1, until: 'game' }] });
    t = play(t, 1, { type: 'play', card: 101, use: 'event' }).state;
    expect(inf(t, 'poland')).toEqual([3, 0]);
    expect(t.removed).toContain(101);
  });

  it('102 Iran-Iraq War: target chosen; −1 per defender-controlled neighbour; win swaps influence and 2 VP; 2 military ops always', () => {
    let s = position(0, { inf: { iran: [2, 0], pakistan: [2, 0] }, hands: [[102, 12], [19]], dice: [5] });
    s = play(s, 0, { type: 'play', card: 102, use: 'event' }).state;
    s = play(s, 0, { type: 'pick', choice: 'iran' }).state;
    // 5 − 1 (Pakistan US-controlled) = 4: victory.
    expect(inf(s, 'iran')).toEqual([0, 2]);
    expect(s.vp).toBe(-2);
    expect(s.milOps[0]).toBe(2);
    expect(s.removed).toContain(102);
    let t = position(1, { inf: { iraq: [0, 1], jordan: [0, 2], saudi_arabia: [0, 3] }, hands: [[12], [102, 19]], dice: [5] });
    t = play(t, 1, { type: 'play', card: 102, use: 'event' }).state;
    t = play(t, 1, { type: 'pick', choice: 'iraq' }).state;
    expect(inf(t, 'iraq')).toEqual([0, 1]); // 5 − 2 = 3: no change
    expect(t.milOps[1]).toBe(2);
  });
});
