import { describe, expect, it } from 'vitest';
import { VARIANTS } from './map/variant';
import { OPTIONS, VARIANT_IDS, STANDARD_ASSIGNMENTS } from './options';

describe('the options of Diplomacy, described once', () => {
  it('know the variants the map knows', () => {
    expect([...VARIANT_IDS].sort()).toEqual(Object.keys(VARIANTS).sort());
  });

  it('offer lobby fields whose every choice parses, each to different options', () => {
    for (const kit of [OPTIONS]) {
      for (const f of kit.fields(7)) {
        const parsed = f.choices.map((c) => {
          const r = kit.parse({ [f.key]: c.value }, 7);
          expect(r.ok, `${f.key}=${String(c.value)}`).toBe(true);
          return JSON.stringify(r.ok ? r.value : null);
        });
        expect(new Set(parsed).size).toBe(f.choices.length);
      }
    }
  });

  it('default to the rulebook assignments, no last year, kept absent (the saved shape)', () => {
    expect(OPTIONS.defaults(4)).toEqual({ variant: 'standard', seatPowers: STANDARD_ASSIGNMENTS[4] });
    expect(OPTIONS.parse({ lastYear: 0 }, 7)).toEqual({ ok: true, value: OPTIONS.defaults(7) });
    expect(OPTIONS.parse({ lastYear: 1910 }, 7)).toEqual({ ok: true, value: { ...OPTIONS.defaults(7), lastYear: 1910 } });
  });

  it('parse saved options to themselves (older saves keep loading)', () => {
    const classic = {
      variant: 'standard',
      seatPowers: [
        ['ENG', 'FRA', 'RUS'],
        ['AUS', 'GER', 'TUR'],
      ],
      lastYear: 1905,
    };
    expect(OPTIONS.parse(classic, 2)).toEqual({ ok: true, value: classic });
  });

  it('say what the last year means, as 5D Diplomacy does: the game ends after the last turn of that year', () => {
    for (const kit of [OPTIONS]) expect(kit.fields(7).find((f) => f.key === 'lastYear')?.help).toMatch(/ends after the last turn .*of that year/);
  });

  it('refuse what is not an option, naming it', () => {
    expect(OPTIONS.parse({ lastYear: 1800 }, 7)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(OPTIONS.parse({ variant: 'moon' }, 7)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(OPTIONS.parse({ colour: 'red' }, 7)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(OPTIONS.parse({}, 9)).toMatchObject({ ok: false, error: { code: 'bad-seats' } });
  });
});
