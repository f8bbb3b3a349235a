import { describe, expect, it } from 'vitest';
import { OPTIONS } from './options';
import { E, inf, play, playAll, position, rejects } from './testkit';
import type { TwilightState } from './types';

const choices = (s: TwilightState, seat: 0 | 1) => E.legalMoves(s, seat).map((m) => (m.type === 'pick' ? m.choice : m.type));

describe('game options (RULES_SUMMARY §2.4 and §13)', () => {
  it('are checked by zod: the US bid is 0–4, unknown fields are refused, missing ones take their defaults', () => {
    const ok = E.parseOptions({ usBonus: 4, realignAnywhere: true }, 2);
    expect(ok).toMatchObject({ ok: true, value: { usBonus: 4, realignAnywhere: true, realignNoLoss: false, spaceDump: false, optionalCards: false } });
    expect(E.parseOptions({ usBonus: 5 }, 2)).toMatchObject({ ok: false });
    expect(E.parseOptions({ usBonus: -1 }, 2)).toMatchObject({ ok: false });
    expect(E.parseOptions({ designer: true }, 2)).toMatchObject({ ok: false });
    expect(E.parseOptions({}, 3)).toMatchObject({ ok: false, error: { code: 'bad-seats' } });
    expect(E.parseOptions({ lastTurn: 11 }, 2)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
  });

  it('are described once (OPTIONS): the defaults in the order saves keep them, the lobby fields (the bid among them)', () => {
    expect(JSON.stringify(OPTIONS.defaults(2))).toBe(
      JSON.stringify({
        optionalCards: false,
        usBonus: 0,
        lastTurn: 10,
        realignAnywhere: false,
        realignNoLoss: false,
        spaceDump: false,
        mixOps: false,
        chineseCivilWar: false,
      }),
    );
    expect(E.defaultOptions(2)).toEqual(OPTIONS.defaults(2));
    const fields = OPTIONS.fields(2);
    expect(fields.map((f) => f.key)).toEqual([
      'scenario',
      'optionalCards',
      'chineseCivilWar',
      'realignAnywhere',
      'realignNoLoss',
      'spaceDump',
      'mixOps',
      'usBonus',
      'lastTurn',
    ]);
    expect(fields.find((f) => f.key === 'usBonus')?.choices.map((c) => c.value)).toEqual([0, 1, 2, 3, 4]);
    expect(fields.find((f) => f.key === 'lastTurn')?.choices.map((c) => c.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Every choice a field offers is accepted; the parsed options keep the saved order whatever the input's.
    for (const f of fields) for (const c of f.choices) expect(E.parseOptions({ [f.key]: c.value }, 2).ok).toBe(true);
    // (The Late War scenario keeps `scenario` after these; a whole-war game has none: lateWar.test.ts.)
    const r = E.parseOptions({ chineseCivilWar: true, usBonus: 2, lastTurn: 3 }, 2);
    expect(r.ok && Object.keys(r.value)).toEqual(Object.keys(OPTIONS.defaults(2)));
  });

  it('the US bid (3.4 balance rule): the US places the extra influence only where it already has some, after both setups', () => {
    let s = E.setup({ ...E.defaultOptions(2), usBonus: 4 }, 2, 7);
    s = playAll(
      s,
      Array.from({ length: 6 }, () => ({ type: 'pick' as const, choice: 'poland' })),
    );
    s = playAll(
      s,
      Array.from({ length: 7 }, () => ({ type: 'pick' as const, choice: 'italy' })),
    );
    expect(s.pending).toMatchObject({ kind: 'pick', seat: 1 });
    expect(choices(s, 1)).toContain('iran');
    expect(choices(s, 1)).not.toContain('egypt');
    s = playAll(
      s,
      ['iran', 'iran', 'italy', 'panama'].map((c) => ({ type: 'pick' as const, choice: c })),
    );
    expect(inf(s, 'iran')).toEqual([3, 0]);
    expect(inf(s, 'italy')).toEqual([8, 0]);
    expect(s.pending).toMatchObject({ kind: 'headline' });
  });

  it('designer rule: realignments free of the DEFCON region limits', () => {
    const base = { defcon: 2, inf: { iran: [1, 0] as const }, hands: [[12, 15], [19]] as [number[], number[]] };
    expect(rejects(position(0, base), 0, { type: 'play', card: 12, use: 'realign' }, 'no-target').message).toMatch(/No legal target/);
    let s = position(0, { ...base, options: { realignAnywhere: true }, dice: [6, 1] });
    s = play(s, 0, { type: 'play', card: 12, use: 'realign' }).state;
    s = play(s, 0, { type: 'realign', country: 'iran' }).state;
    expect(inf(s, 'iran')[0]).toBe(0);
  });

  it('designer rule: the phasing player never loses influence in a realignment', () => {
    const spec = { inf: { italy: [1, 2] as const, france: [3, 0] as const }, hands: [[12], [19, 22]] as [number[], number[]], dice: [1, 6] };
    // The US realigns Italy and loses: normally it loses the difference.
    let s = position(1, spec);
    s = play(s, 1, { type: 'play', card: 19, use: 'realign' }).state;
    s = play(s, 1, { type: 'realign', country: 'italy' }).state;
    expect(inf(s, 'italy')).toEqual([0, 2]);
    let t = position(1, { ...spec, options: { realignNoLoss: true } });
    t = play(t, 1, { type: 'play', card: 19, use: 'realign' }).state;
    t = play(t, 1, { type: 'realign', country: 'italy' }).state;
    expect(inf(t, 'italy')).toEqual([1, 2]);
  });

  it("designer rule: a space-race dump may skip the roll (it still uses the turn's attempt)", () => {
    let s = position(1, { hands: [[12], [19, 22, 29]], options: { spaceDump: true } });
    s = play(s, 1, { type: 'play', card: 22, use: 'space' }).state;
    expect(choices(s, 1)).toEqual(['roll', 'skip']);
    s = play(s, 1, { type: 'pick', choice: 'skip' }).state;
    expect(s.space[1]).toBe(0);
    expect(s.spaceAttempts[1]).toBe(1);
    expect(s.discard).toContain(22);
    expect(s.pending).toMatchObject({ kind: 'action', seat: 0 });
    let t = position(1, { hands: [[12], [19, 22, 29]], options: { spaceDump: true }, dice: [1] });
    t = play(t, 1, { type: 'play', card: 22, use: 'space' }).state;
    t = play(t, 1, { type: 'pick', choice: 'roll' }).state;
    expect(t.space[1]).toBe(1);
    // Without the rule there is no question.
    const u = play(position(1, { hands: [[12], [19, 22, 29]], dice: [6] }), 1, { type: 'play', card: 22, use: 'space' }).state;
    expect(u.pending).toMatchObject({ kind: 'action', seat: 0 });
  });
  it('designer rule: one card may mix influence and realignment rolls, never both in one country (RULES_SUMMARY §13)', () => {
    // USSR plays Comecon (3 ops) for influence; Iran (US 2) is next to Afghanistan (USSR 1).
    const spec = {
      inf: { afghanistan: [0, 1] as const, iran: [2, 0] as const, pakistan: [1, 0] as const },
      hands: [
        [14, 12],
        [19, 22],
      ] as [number[], number[]],
      dice: [6, 1],
    };
    // Without the rule the ops stay influence only.
    const plain = play(position(0, spec), 0, { type: 'play', card: 14, use: 'influence' }).state;
    expect(E.legalMoves(plain, 0).every((m) => m.type === 'influence')).toBe(true);
    expect(rejects(plain, 0, { type: 'realign', country: 'iran' }, 'wrong-ops-use').message).toMatch(/influence, not realign/);
    let s = play(position(0, { ...spec, options: { mixOps: true } }), 0, { type: 'play', card: 14, use: 'influence' }).state;
    const kinds = new Set(E.legalMoves(s, 0).map((m) => m.type));
    expect(kinds).toEqual(new Set(['influence', 'realign']));
    // One marker in Pakistan, then a realignment roll in Iran (6 vs 1: the US loses its 2).
    s = play(s, 0, { type: 'influence', country: 'pakistan' }).state;
    expect(rejects(s, 0, { type: 'realign', country: 'pakistan' }, 'mixed-ops-conflict').message).toMatch(/no realignment where this card placed influence/);
    s = play(s, 0, { type: 'realign', country: 'iran' }).state;
    expect(inf(s, 'iran')).toEqual([0, 0]);
    expect(inf(s, 'pakistan')).toEqual([1, 1]);
    // No influence where this card realigned; the last op goes elsewhere.
    expect(rejects(s, 0, { type: 'influence', country: 'iran' }, 'mixed-ops-conflict').message).toMatch(/no influence where this card made a realignment roll/);
    s = play(s, 0, { type: 'influence', country: 'afghanistan' }).state;
    expect(inf(s, 'afghanistan')).toEqual([0, 2]);
    expect(s.pending).toMatchObject({ kind: 'action', seat: 1 });
  });

  it('designer rule, mixed ops: stopping early is allowed only once no influence marker can be placed', () => {
    const spec = {
      inf: { iran: [2, 0] as const },
      hands: [
        [14, 12],
        [19, 22],
      ] as [number[], number[]],
      options: { mixOps: true },
    };
    const s = play(position(0, spec), 0, { type: 'play', card: 14, use: 'realign' }).state;
    expect(E.legalMoves(s, 0).some((m) => m.type === 'stop')).toBe(false);
    expect(rejects(s, 0, { type: 'stop' }, 'may-not-stop').message).toMatch(/influence must be placed/);
  });
});
