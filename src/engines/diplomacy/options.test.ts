import { describe, expect, it } from 'vitest';
import { VARIANTS } from './map/variant';
import { OPTIONS, VARIANT_IDS, STANDARD_ASSIGNMENTS } from './options';
import { OPTIONS as OPTIONS_5D } from '../diplomacy5d/options';

describe('the options of both Diplomacies, described once', () => {
  it('know the variants the map knows', () => {
    expect([...VARIANT_IDS].sort()).toEqual(Object.keys(VARIANTS).sort());
  });

  it('offer lobby fields whose every choice parses, each to different options', () => {
    for (const kit of [OPTIONS, OPTIONS_5D]) {
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

  it('default to the rulebook assignments, no last year; classic keeps "no last year" absent, 5D as 0 (the saved shapes)', () => {
    expect(OPTIONS.defaults(4)).toEqual({ variant: 'standard', seatPowers: STANDARD_ASSIGNMENTS[4] });
    expect(OPTIONS_5D.defaults(4)).toEqual({ variant: 'standard', seatPowers: STANDARD_ASSIGNMENTS[4], rules: 'B', lastYear: 0 });
    expect(OPTIONS.parse({ lastYear: 0 }, 7)).toEqual({ ok: true, value: OPTIONS.defaults(7) });
    expect(OPTIONS.parse({ lastYear: 1910 }, 7)).toEqual({ ok: true, value: { ...OPTIONS.defaults(7), lastYear: 1910 } });
    expect(OPTIONS_5D.parse({ lastYear: 1906, rules: 'A-strict' }, 7)).toEqual({ ok: true, value: { ...OPTIONS_5D.defaults(7), rules: 'A-strict', lastYear: 1906 } });
  });

  it('parse saved options to themselves (older saves keep loading)', () => {
    const classic = { variant: 'standard', seatPowers: [['ENG', 'FRA', 'RUS'], ['AUS', 'GER', 'TUR']], lastYear: 1905 };
    expect(OPTIONS.parse(classic, 2)).toEqual({ ok: true, value: classic });
    const five = { variant: 'standard', seatPowers: [['ENG', 'FRA', 'RUS'], ['AUS', 'GER', 'TUR']], rules: 'A-loose', lastYear: 0 };
    expect(OPTIONS_5D.parse(five, 2)).toEqual({ ok: true, value: five });
  });

  it('say what the last year means the same way in both: the game ends after the last turn of that year', () => {
    for (const kit of [OPTIONS, OPTIONS_5D]) expect(kit.fields(7).find((f) => f.key === 'lastYear')?.help).toMatch(/ends after the last turn .*of that year/);
  });

  it('refuse what is not an option, naming it', () => {
    expect(OPTIONS.parse({ lastYear: 1800 }, 7)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(OPTIONS_5D.parse({ lastYear: 1800 }, 7)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(OPTIONS.parse({ variant: 'moon' }, 7)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(OPTIONS_5D.parse({ rules: 'C' }, 7)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(OPTIONS.parse({ colour: 'red' }, 7)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(OPTIONS.parse({}, 9)).toMatchObject({ ok: false, error: { code: 'bad-seats' } });
  });
});
