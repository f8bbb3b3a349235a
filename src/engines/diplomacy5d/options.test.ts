import { describe, expect, it } from 'vitest';
import { STANDARD_ASSIGNMENTS } from '../diplomacy/options';
import { OPTIONS } from './options';

describe("the options of 5D Diplomacy, on classic Diplomacy's parts", () => {
  it('offer lobby fields whose every choice parses, each to different options', () => {
    for (const f of OPTIONS.fields(7)) {
      const parsed = f.choices.map((c) => {
        const r = OPTIONS.parse({ [f.key]: c.value }, 7);
        expect(r.ok, `${f.key}=${String(c.value)}`).toBe(true);
        return JSON.stringify(r.ok ? r.value : null);
      });
      expect(new Set(parsed).size).toBe(f.choices.length);
    }
  });

  it('default to rule set B, no last year (0), the rulebook assignments; saved options parse to themselves', () => {
    expect(OPTIONS.defaults(4)).toEqual({ variant: 'standard', seatPowers: STANDARD_ASSIGNMENTS[4], rules: 'B', lastYear: 0 });
    expect(OPTIONS.parse({ lastYear: 1906, rules: 'A-strict' }, 7)).toEqual({ ok: true, value: { ...OPTIONS.defaults(7), rules: 'A-strict', lastYear: 1906 } });
    const saved = {
      variant: 'standard',
      seatPowers: [
        ['ENG', 'FRA', 'RUS'],
        ['AUS', 'GER', 'TUR'],
      ],
      rules: 'A-loose',
      lastYear: 1908,
    };
    expect(OPTIONS.parse(saved, 2)).toEqual({ ok: true, value: saved });
  });

  it('say what the last year means as classic Diplomacy does: the game ends after the last turn of that year', () => {
    expect(OPTIONS.fields(7).find((f) => f.key === 'lastYear')?.help).toMatch(/ends after the last turn .*of that year/);
  });

  it('refuse what is not an option', () => {
    expect(OPTIONS.parse({ lastYear: 1800 }, 7)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(OPTIONS.parse({ rules: 'C' }, 7)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(OPTIONS.parse({ seatPowers: [['ENG'], ['ENG']] }, 2)).toMatchObject({ ok: false, error: { code: 'bad-options' } });
  });
});
